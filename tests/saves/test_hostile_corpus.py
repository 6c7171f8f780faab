"""The hostile save corpus (tests/saves/hostile_corpus.py, >1000 files built at test time) against
every promise of issue 7 §5: a clean reason or OK, the app agrees with ``--check-save``, a damaged
main file never replaces a good backup, a loaded file can always be saved again, and app start,
the Load screen and Continue never crash or hang on any of them (driven through the real scenes)."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from saves import check_save
from tests.saves import hostile_checks as hc
from tests.saves.hostile_corpus import save_corpus, write_corpus

# Categories whose cases mostly load, or that crashed the scenes before: all of them go through the UI.
SCENE_CATEGORIES = ("summary", "saved_at", "created_at", "meta", "game named", "genuine", "bom")


@pytest.fixture(scope="module")
def corpus():
    return save_corpus()


def test_corpus_is_large_and_mixed(corpus):
    names = [c.name for c in corpus]
    assert len(corpus) >= 1000
    verdicts = [check_save(_tmp_file(c)) for c in corpus[:: max(1, len(corpus) // 200)]]
    assert any(v is None for v in verdicts) and sum(v is not None for v in verdicts) > 100
    assert any("truncated" in n for n in names) and any("move 0" in n for n in names)


def _tmp_file(case):
    path = Path(tempfile.mkdtemp()) / "manual.json"
    path.write_bytes(case.raw)
    return path


def _run(check, corpus):
    failures = []
    for case in corpus:
        tmp = Path(tempfile.mkdtemp())
        try:
            problem = check(case, tmp)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        if problem:
            failures.append(f"{case.name}: {problem}")
    return failures


def test_check_save_gives_ok_or_a_plain_sentence_for_every_hostile_file(corpus):
    """No exception, no hang, no Python words ("NoneType", "invalid literal"…), no doubled period."""
    assert _run(hc.check_verdict, corpus)[:10] == []


def test_the_app_loader_and_check_save_agree_on_every_hostile_file(corpus):
    assert _run(hc.check_agree, corpus)[:10] == []


def test_a_damaged_main_file_never_overwrites_a_good_backup(corpus):
    """Before the fix 414 of these copied a main file with a valid header but bad moves, setup or
    replay over the good ``.bak`` on the next save."""
    assert _run(hc.check_backup, corpus)[:10] == []


def test_every_loadable_hostile_file_can_be_saved_again(corpus):
    """A lone surrogate in ``meta`` used to make every later save of the game fail."""
    assert _run(hc.check_resave, corpus)[:10] == []


def _scene_cases(corpus):
    chosen = []
    for i, case in enumerate(corpus):
        if any(cat in case.name for cat in SCENE_CATEGORIES) or i % 40 == 0:
            chosen.append(case)
        elif check_save(_tmp_file(case)) is None:
            chosen.append(case)
    return chosen


def test_app_start_load_screen_and_continue_survive_hostile_files(corpus):
    """Each file alone in the save folder: the menu opens (it looks for Continue), Continue opens
    the game when offered, the Load screen lists it and its row opens when enabled."""
    from scenes.harness import Harness

    cases = _scene_cases(corpus)
    assert len(cases) >= 120
    harness = Harness(config_dir=tempfile.mkdtemp())
    failures = []
    try:
        for case in cases:
            tmp = Path(tempfile.mkdtemp())
            problem = hc.scene_problem(harness, case, tmp)
            shutil.rmtree(tmp, ignore_errors=True)
            if problem:
                failures.append(f"{case.name}: {problem}")
    finally:
        harness.close()
    assert failures[:10] == []


def test_load_screen_pages_through_the_whole_corpus_in_one_folder(corpus, tmp_path):
    """All files in one folder: every one is listed and every page draws."""
    from scenes.harness import Harness
    from scenes.load_game import PER_PAGE, LoadGameScene

    write_corpus(tmp_path, corpus)
    harness = Harness(save_dir=tmp_path, config_dir=tmp_path / "cfg")
    try:
        harness.push(LoadGameScene(harness.app))
        scene = harness.top
        assert len(scene.infos) == len(corpus)
        assert sum(not i.ok for i in scene.infos) > len(corpus) // 2
        for info in scene.infos:
            assert hc.reason_problem(info.error) is None if not info.ok else info.summary is not None
        for page in range(0, -(-len(corpus) // PER_PAGE), 7):
            scene.page = page
            scene.rebuild()
            harness.advance(1)
    finally:
        harness.close()


def test_load_screen_survives_file_names_with_undecodable_bytes(tmp_path, corpus):
    """A file name that is not UTF-8 reaches Python as lone surrogates, which the fonts refuse."""
    import os

    from scenes.harness import Harness
    from scenes.load_game import LoadGameScene

    genuine = next(c for c in corpus if c.name == "desconfronto: genuine")
    folder = os.fsencode(tmp_path / "saves")
    os.makedirs(folder)
    for name in (b"\xff\xfe.json", b"ok\xe9.json"):
        with open(os.path.join(folder, name), "wb") as fh:
            fh.write(genuine.raw)
    with open(os.path.join(folder, b"bad\xff.json"), "wb") as fh:
        fh.write(b"{")
    harness = Harness(save_dir=tmp_path / "saves", config_dir=tmp_path / "cfg")
    try:
        harness.push(LoadGameScene(harness.app))
        assert len(harness.top.infos) == 3
        harness.advance(2)
        harness.click_button("delete:0")
        harness.click_button("delete:0")
        harness.advance(2)
    finally:
        harness.close()

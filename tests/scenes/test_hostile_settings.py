"""Bad settings files (issue 7 §5): defaults and a notice on the main menu, the bad file kept beside
as ``settings.json.bad``, a BOM accepted, and deep nesting, huge files and special files (a symlink
to /dev/zero, a FIFO, a folder) neither crash nor hang the app."""

from __future__ import annotations

import json
import os

import pytest

from scenes.settings import MAX_SETTINGS_BYTES, Settings, load_settings, save_settings, take_notice

GOOD = {"version": 1, "window_size": [1600, 900], "language": "pt_BR", "animation_speed": "fast"}
FIELDS = ("window_size", "fullscreen", "animation_speed", "language", "colorblind", "auto_resolve")
WRONG = {"null": None, "number": 7, "text": "x", "list": [1, 2, 3], "object": {"a": 1}}


def bad_settings_corpus() -> dict[str, bytes]:
    """Bad settings files as bytes, by name (built here, not committed)."""
    cases: dict[str, bytes] = {
        "empty": b"",
        "spaces": b"  \n",
        "truncated": json.dumps(GOOD).encode()[:20],
        "not json": b"language = pt_BR",
        "python literal": b"{'language': 'pt_BR'}",
        "null": b"null",
        "list": b"[]",
        "number": b"3",
        "text": b'"settings"',
        "nan": b'{"window_size": [NaN, 1]}',
        "deep nesting": b"[" * 60_000 + b"]" * 60_000,
        "deep object": b'{"a":' * 30_000 + b"1" + b"}" * 30_000,
        "huge file": b"{" + b" " * (MAX_SETTINGS_BYTES * 4) + b"}",
        "huge number": b'{"window_size": [' + b"9" * 5000 + b", 1]}",
        "utf-16": json.dumps(GOOD).encode("utf-16"),
        "latin-1": b'{"language": "portugu\xeas"}',
        "nul byte": b'{"language": "en\x00"}',
        "lone surrogate": b'{"language": "\\ud800"}',
        "binary": bytes(range(256)),
        "window zero": json.dumps({"window_size": [True, False]}).encode(),
        "window strings": json.dumps({"window_size": ["a", "b"]}).encode(),
        "window three": json.dumps({"window_size": [1, 2, 3]}).encode(),
    }
    for field in FIELDS:
        for name, value in WRONG.items():
            cases[f"{field} {name}"] = json.dumps({**GOOD, field: value}).encode()
    return cases


CORPUS = bad_settings_corpus()


@pytest.fixture
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEBOUND_CONFIG_DIR", str(tmp_path))
    take_notice()
    return tmp_path


def test_the_corpus_has_more_than_the_37_cases_measured_in_the_issue():
    assert len(CORPUS) >= 37


@pytest.mark.parametrize("name", sorted(CORPUS))
def test_bad_settings_file_gives_defaults_a_notice_and_is_kept_as_bad(config, name):
    path = config / "settings.json"
    raw = CORPUS[name]
    path.write_bytes(raw)
    settings = load_settings()
    notice = take_notice()
    assert notice and "settings.json.bad" in notice and "{" not in notice
    assert (config / "settings.json.bad").read_bytes() == raw
    # The valid fields of a partly bad file survive; a wholly bad one gives the defaults.
    if name.split(" ")[0] in FIELDS and not name.startswith("window_size"):
        assert settings.window_size == (1600, 900)
    assert save_settings(settings)
    assert (config / "settings.json.bad").read_bytes() == raw  # the next save did not overwrite it
    assert load_settings() == settings and take_notice() == ""


def test_a_bom_is_accepted_without_a_notice(config):
    (config / "settings.json").write_bytes(b"\xef\xbb\xbf" + json.dumps(GOOD).encode())
    settings = load_settings()
    assert settings.language == "pt_BR" and settings.window_size == (1600, 900)
    assert take_notice() == "" and not (config / "settings.json.bad").exists()


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_symlink_to_dev_zero_neither_hangs_nor_crashes(config):
    os.symlink("/dev/zero", config / "settings.json")
    assert load_settings() == Settings()  # a read of /dev/zero would never return
    assert "not a regular file" in take_notice()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_does_not_block_the_start(config):
    os.mkfifo(config / "settings.json")
    assert load_settings() == Settings()
    assert take_notice()


def test_a_folder_named_settings_json_and_a_dangling_link(config):
    (config / "settings.json").mkdir()
    assert load_settings() == Settings() and take_notice()
    os.symlink(config / "nowhere", config / "settings2.json")
    assert load_settings(config / "settings2.json") == Settings() and take_notice() == ""


def test_temp_files_left_by_a_crashed_settings_write_are_removed_at_start(config):
    (config / ".settings-abc123.tmp").write_text("{")
    load_settings()
    assert not (config / ".settings-abc123.tmp").exists()


def test_main_menu_shows_the_notice_after_a_bad_settings_file(config):
    from scenes.harness import Harness

    (config / "settings.json").write_bytes(b"[" * 60_000)
    harness = Harness(config_dir=config, save_dir=config / "saves")
    try:
        assert "settings.json.bad" in harness.top.message_label.text
        assert harness.app.settings == Settings(fullscreen=False)
    finally:
        harness.close()
    # shutdown saved fresh settings; the bad file is still there, untouched
    assert (config / "settings.json.bad").read_bytes() == b"[" * 60_000
    assert json.loads((config / "settings.json").read_text())["version"] == 1

"""Hostile headers (issue 8): a genuine save of each game, in the exact layout the app writes, with
its header damaged in every way the corpus damages other fields. Every promise of the hostile corpus
holds (a clean verdict, the app agrees with ``--check-save``, backups survive, a loaded file can be
saved again, the scenes neither crash nor hang), and since the game inside is untouched, each of
these saves is still listed as a good save and opens."""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest

import saves.store as store_module
from saves import SaveStore
from saves.header import PREFIX
from tests.saves import hostile_checks as hc
from tests.saves.hostile_corpus import SUMMARIES, TIMES, WRONG_VALUES, Case

HEADER_FIELDS = (
    "v",
    "game",
    "title_key",
    "moves",
    "over",
    "seats",
    "round",
    "turn",
    "saved_at",
    "created_at",
)


def _compact(data: dict[str, Any]) -> bytes:
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return (
        text.encode("utf-8", "surrogatepass")
        .replace(b"\xed\xa0\x80", b"\\ud800")
        .replace(b"\xed\xbf\xbf", b"\\udfff")
    )


def header_cases() -> list[Case]:
    cases: list[Case] = []
    for game in ("desconfronto", "fortress"):
        _session, raw = hc._good(game)
        base = json.loads(raw)
        assert raw.startswith(PREFIX)

        def case(name: str, header: Any, game: str = game, base: dict[str, Any] = base) -> None:
            data = dict(base)
            data["header"] = header
            cases.append(Case(f"{game}: header {name}", _compact(data)))

        for field in HEADER_FIELDS:
            for label, value in WRONG_VALUES.items():
                case(f"{field} = {label}", {**base["header"], field: value})
            case(f"{field} missing", {k: v for k, v in base["header"].items() if k != field})
        for label, text in {**SUMMARIES, **TIMES}.items():
            case(f"seat {label}", {**base["header"], "seats": [text]})
            case(f"title key {label}", {**base["header"], "title_key": text})
        for label, value in WRONG_VALUES.items():
            case(f"whole header = {label}", value)
        case("huge", {**base["header"], "seats": ["x" * 100_000]})
        deep = b'"seats":[' + b"[" * 5000 + b"]" * 5000 + b","
        cases.append(Case(f"{game}: header deep", raw.replace(b'"seats":[', deep, 1)))
        cases.append(Case(f"{game}: header duplicate key", raw.replace(b'"v":1,', b'"v":1,"v":1,', 1)))
        cases.append(Case(f"{game}: header NaN", raw.replace(b'"moves":', b'"moves":NaN,"x":', 1)))
    return cases


@pytest.fixture(scope="module")
def cases() -> list[Case]:
    return header_cases()


def test_every_hostile_header_keeps_every_promise(cases):
    failures: list[str] = []
    for case in cases:
        for name, check in hc.CHECKS.items():
            tmp = Path(tempfile.mkdtemp())
            try:
                problem = check(case, tmp)
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
            if problem:
                failures.append(f"{case.name} [{name}]: {problem}")
    assert failures[:10] == []
    assert len(cases) > 300


def test_a_hostile_header_never_hides_the_good_save_behind_it(cases):
    hidden: list[str] = []
    for case in cases:
        if any(word in case.name for word in ("duplicate key", "NaN", "header deep")):
            continue  # the file itself is not valid save JSON any more: refused, with the reason
        tmp = Path(tempfile.mkdtemp())
        try:
            (tmp / "slot.json").write_bytes(case.raw)
            store_module._LISTED.clear()
            [info] = SaveStore(tmp).list()
            if not info.ok or hc.reason_problem(info.summary or "x") or len(info.summary) > 200:
                hidden.append(f"{case.name}: {info.error or info.summary!r}")
            elif SaveStore(tmp).load(info.path).session is None:
                hidden.append(f"{case.name}: does not open")
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    assert hidden[:10] == []


def test_the_scenes_survive_hostile_headers(cases):
    from scenes.harness import Harness

    harness = Harness(config_dir=tempfile.mkdtemp())
    failures: list[str] = []
    try:
        for case in cases[:: max(1, len(cases) // 60)]:
            tmp = Path(tempfile.mkdtemp())
            problem = hc.scene_problem(harness, case, tmp)
            shutil.rmtree(tmp, ignore_errors=True)
            if problem:
                failures.append(f"{case.name}: {problem}")
    finally:
        harness.close()
    assert failures[:10] == []

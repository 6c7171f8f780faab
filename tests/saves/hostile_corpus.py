"""A corpus of hostile save files, built at test time from genuine saves (nothing committed).

``save_corpus()`` returns ``Case``s: a name and the exact bytes of one file. They damage a real
save of each game in every way a crash, a disk, an old release or a person with an editor could:
wrong types at every field, impossible times, hostile text in the summary, malformed ``meta.bots``,
truncation, bad moves, bad setups, huge numbers, deep nesting. Some cases are still valid saves
(odd but legal text, say); the tests only demand that the app and ``--check-save`` agree and that
nothing crashes, hangs or loses data.

``python -m tests.saves.hostile_corpus DIR`` writes the corpus into DIR to try it by hand.
"""

from __future__ import annotations

import copy
import json
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.ai.bots import make_bot
from game.core.protocol import state_hash
from game.core.registry import get_game
from game.core.session import Session

# Values of every JSON type plus the awkward ones: huge, negative, NUL, lone surrogate.
WRONG_VALUES: dict[str, Any] = {
    "null": None,
    "true": True,
    "false": False,
    "zero": 0,
    "minus one": -1,
    "float": 1.5,
    "zero float": 0.0,
    "huge int": 1 << 80,
    "empty text": "",
    "text": "x",
    "nul": "\x00",
    "surrogate": "\ud800",
    "list": [],
    "list of one": [1],
    "object": {},
    "object of one": {"a": 1},
}

TOP_FIELDS = (
    "kind", "format_version", "game", "game_version", "setup", "seed", "actions",
    "state", "state_hash", "created_at", "saved_at", "meta", "summary",
)  # fmt: skip

TIMES = {
    "year 9999": "9999-12-31T23:59:59.999999Z",
    "year 9999 west": "9999-12-31T23:59:59-14:00",
    "year 1": "0001-01-01T00:00:00Z",
    "year 1 east": "0001-01-01T00:00:00+14:00",
    "naive": "2026-01-01T10:00:00",
    "date only": "2026-01-01",
    "feb 30": "2026-02-30T00:00:00Z",
    "odd offset": "2026-01-01T00:00:00+23:59",
    "nul": "2026-01-01\x00",
    "surrogate": "2026-01-01T00:00:00\ud800",
    "empty": "",
    "huge text": "2" * 5000,
}

SUMMARIES = {
    "nul": "a\x00b",
    "only nul": "\x00" * 40,
    "surrogate": "a\ud800b",
    "lone low surrogate": "\udfff",
    "30000 chars": "word " * 6000,
    "30000 no spaces": "x" * 30000,
    "newlines": "line\n" * 400,
    "control chars": "".join(chr(c) for c in range(1, 32)),
    "rtl and combining": "\u202eevil\u202c e\u0301\u0301\u0301\u0301" * 50,
    "emoji": "\U0001f600" * 300,
    "tabs": "\t" * 1000,
    "empty": "",
}

BOTS = {
    "list": ["random"],
    "text": "random",
    "number": 3,
    "null": None,
    "seat not number": {"x": "random"},
    "seat float": {"0.0": "random"},
    "seat negative": {"-1": "random"},
    "seat too high": {"99": "random"},
    "seat huge": {"9" * 400: "random"},
    "seat arabic digit": {"\u0661": "random"},
    "seat padded": {" 1": "random"},
    "unknown bot": {"1": "nosuchbot"},
    "bot number": {"1": 5},
    "bot null": {"1": None},
    "bot object": {"1": {"kind": "random"}},
    "bot surrogate": {"1": "\ud800"},
}


@dataclass(frozen=True)
class Case:
    name: str
    raw: bytes


def played_save(game_name: str, moves: int = 12, seed: int = 5) -> dict[str, Any]:
    """A genuine save (as a dict) of ``game_name`` after ``moves`` random-bot actions."""
    from saves import SaveStore

    game = get_game(game_name)
    setup = {"players": 2} if game_name == "tiny" else game.default_setup()
    session = Session.new(game, setup, seed)
    bot = make_bot("random", 1)
    while session.is_over() is None and len(session.actions) < moves:
        session.apply(bot.choose(game, session.state))
    with tempfile.TemporaryDirectory() as tmp:
        info = SaveStore(Path(tmp)).save(session, meta={"bots": {"0": "random"}})
        return json.loads(info.path.read_text(encoding="utf-8"))


def dump(data: Any) -> bytes:
    # ensure_ascii writes lone surrogates as \ud800 escapes, which is how a hostile file holds them.
    return json.dumps(data, ensure_ascii=True).encode("ascii")


def _nested(depth: int, leaf: Any = 1) -> Any:
    value = leaf
    for _ in range(depth):
        value = [value]
    return value


def _rehash(data: dict[str, Any]) -> dict[str, Any]:
    data["state_hash"] = state_hash(data["state"])
    return data


Edit = Callable[[dict[str, Any]], Any]


def _edits(base: dict[str, Any]) -> Iterator[tuple[str, Edit]]:
    """Every edit as (name, function of a deep copy of ``base``)."""

    def setter(*path: Any, value: Any) -> Edit:
        def edit(d: dict[str, Any]) -> Any:
            target = d
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value
            return d

        return edit

    def dropper(*path: Any) -> Edit:
        def edit(d: dict[str, Any]) -> Any:
            target = d
            for key in path[:-1]:
                target = target[key]
            del target[path[-1]]
            return d

        return edit

    for field in TOP_FIELDS:
        for vname, value in WRONG_VALUES.items():
            yield f"{field} = {vname}", setter(field, value=value)
        yield f"no {field}", dropper(field)
    for field in ("created_at", "saved_at"):
        for tname, stamp in TIMES.items():
            yield f"{field} {tname}", setter(field, value=stamp)
    for sname, text in SUMMARIES.items():
        yield f"summary {sname}", setter("summary", value=text)
    for bname, bots in BOTS.items():
        yield f"meta.bots {bname}", setter("meta", "bots", value=bots)
    yield "meta surrogate key", setter("meta", value={"\ud800": 1})
    yield "meta surrogate value", setter("meta", value={"note": "\udc80"})
    yield "meta deep", setter("meta", value={"deep": _nested(5000)})
    yield "meta huge list", setter("meta", value={"x": list(range(20000))})
    # Setup: every key to every wrong value, and keys added or removed.
    for key in list(base["setup"]):
        for vname in ("null", "false", "zero float", "huge int", "surrogate", "list of one", "object of one"):
            yield f"setup.{key} = {vname}", setter("setup", key, value=WRONG_VALUES[vname])
        yield f"no setup.{key}", dropper("setup", key)
    yield "setup extra key", setter("setup", "evil", value=1)
    yield "setup deep", setter("setup", "evil", value=_nested(5000))
    opts = base["setup"].get("options")
    if isinstance(opts, dict):
        for key in list(opts)[:6]:
            yield f"setup.options.{key} = huge int", setter("setup", "options", key, value=1 << 80)
            yield f"setup.options.{key} = text", setter("setup", "options", key, value="x")
        yield "setup.options unknown", setter("setup", "options", "evil", value=True)
    # Moves: every field of the first moves mutated, moves removed, repeated, swapped.
    actions = base["actions"]
    for i, action in enumerate(actions[:4]):
        for key in action:
            for vname in (
                "null",
                "false",
                "zero float",
                "huge int",
                "nul",
                "surrogate",
                "list of one",
                "object",
            ):
                yield f"move {i} {key} = {vname}", setter("actions", i, key, value=WRONG_VALUES[vname])
            value = action[key]
            if isinstance(value, str) and value[-1:].isdigit():
                yield f"move {i} {key} padded", setter("actions", i, key, value=value[:-1] + "0" + value[-1])
                arabic = chr(0x0660 + int(value[-1]))
                yield f"move {i} {key} arabic digit", setter("actions", i, key, value=value[:-1] + arabic)
                yield (
                    f"move {i} {key} fullwidth digit",
                    setter("actions", i, key, value=value[:-1] + chr(0xFF10 + int(value[-1]))),
                )
            if isinstance(value, int) and not isinstance(value, bool):
                yield f"move {i} {key} as float", setter("actions", i, key, value=float(value))
                yield f"move {i} {key} as text", setter("actions", i, key, value=str(value))
                yield f"move {i} {key} plus one", setter("actions", i, key, value=value + 1)
        yield f"move {i} extra field", setter("actions", i, "evil", value=1)
        yield f"move {i} unknown type", setter("actions", i, "type", value="Nuke")
        if len(action) > 1:
            yield f"move {i} missing field", dropper("actions", i, list(action)[-1])
    if actions:
        yield "moves dropped first", lambda d: {**d, "actions": d["actions"][1:]}
        yield "moves dropped last", lambda d: {**d, "actions": d["actions"][:-1]}
        yield "moves repeated", lambda d: {**d, "actions": d["actions"] + d["actions"][-1:]}
        yield "moves reversed", lambda d: {**d, "actions": d["actions"][::-1]}
        yield "moves doubled", lambda d: {**d, "actions": d["actions"] * 2}
        yield "moves 50000", lambda d: {**d, "actions": d["actions"][-1:] * 50000}
        yield "move deep", setter("actions", 0, value=_nested(5000))
    # The snapshot: edited (with and without a fresh hash), emptied, replaced.
    for key in list(base["state"])[:8]:
        yield f"state.{key} = null rehashed", lambda d, k=key: _rehash(setter("state", k, value=None)(d))
        yield f"state.{key} = null", setter("state", key, value=None)
    yield "state deep rehashed", lambda d: _rehash({**d, "state": {"x": _nested(900)}})
    yield "state empty rehashed", lambda d: _rehash({**d, "state": {}})
    # Huge numbers.
    yield "seed 2**64", setter("seed", value=1 << 64)
    yield "seed -2**63-1", setter("seed", value=-(1 << 63) - 1)
    yield "game_version 2**64", setter("game_version", value=1 << 64)
    yield "format_version 10**30", setter("format_version", value=10**30)
    yield "format_version 1", setter("format_version", value=1)
    yield "format_version 3", setter("format_version", value=3)
    # Other games' names and the hidden test game.
    for name in ("tiny", "zerywia", "", "DESCONFRONTO", "desconfronto\x00", "../etc/passwd"):
        yield f"game named {name!r}", setter("game", value=name)


def _raw_cases(base: dict[str, Any]) -> Iterator[tuple[str, bytes]]:
    good = dump(base)
    for cut in (1, 2, 10, 50, 100, 200, len(good) // 3, len(good) // 2, len(good) - 2, len(good) - 1):
        yield f"truncated at {cut}", good[:cut]
    yield "truncated inside escape", dump({**base, "summary": "\\u00"})[: good.find(b'"summary"') + 14]
    yield "bom", b"\xef\xbb\xbf" + good
    yield "utf-16", json.dumps(base).encode("utf-16")
    yield "latin-1 summary", good.replace(b'"summary":"', b'"summary":"\xe9', 1)
    yield "nul byte", good[:20] + b"\x00" + good[20:]
    yield "trailing garbage", good + b"garbage"
    yield "two saves", good + good
    yield "nan seed", good.replace(b'"seed":', b'"seed":NaN,"x":', 1)
    yield "duplicate key", good[:-1] + b',"seed":1}'
    yield "seed 5000 digits", good.replace(b'"seed":', b'"seed":' + b"9" * 5000 + b',"x":', 1)
    yield "deep array", b"[" * 100_000 + b"]" * 100_000
    yield "deep object", b'{"a":' * 50_000 + b"1" + b"}" * 50_000
    yield "empty", b""
    yield "spaces", b"   \n\t"
    yield "null", b"null"
    yield "list", b"[]"
    yield "lone surrogate escape in key", good[:-1] + b',"\\ud800":1}'


def corpus_for(game_name: str, moves: int = 12) -> list[Case]:
    base = played_save(game_name, moves)
    out: list[Case] = [Case(f"{game_name}: genuine", dump(base))]
    for name, edit in _edits(base):
        try:
            data = edit(copy.deepcopy(base))
        except (KeyError, IndexError, TypeError):  # the edit does not apply to this game's save
            continue
        try:
            raw = dump(data)
        except (ValueError, RecursionError):
            continue
        out.append(Case(f"{game_name}: {name}", raw))
    out.extend(Case(f"{game_name}: {name}", raw) for name, raw in _raw_cases(base))
    return out


def save_corpus(games: tuple[str, ...] = ("desconfronto", "fortress")) -> list[Case]:
    """The whole corpus for ``games`` (every case name is unique)."""
    cases = [case for g in games for case in corpus_for(g)]
    assert len({c.name for c in cases}) == len(cases), "case names must be unique"
    return cases


def write_corpus(directory: Path, cases: list[Case]) -> list[Path]:
    """Each case as ``<n>.json`` in ``directory`` (slot-shaped names, so the load screen lists them)."""
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for i, case in enumerate(cases):
        path = directory / f"h{i:04d}.json"
        path.write_bytes(case.raw)
        paths.append(path)
    return paths


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "hostile-saves")
    cases = save_corpus()
    write_corpus(target, cases)
    print(f"{len(cases)} hostile saves written to {target}")

"""What must hold for every hostile save: one function per promise, each returning a problem or None.

Shared by the corpus tests and by ``python -m tests.saves.hostile_checks`` (which counts the
failures per promise, the measure reported in the issue).
"""

from __future__ import annotations

import re
import shutil
import sys
import tempfile
from pathlib import Path

from saves import SaveError, SaveStore, check_save
from tests.saves.hostile_corpus import Case, played_save, save_corpus

# Python's own words: a player must never read these.
PYTHON_WORDS = re.compile(
    r"NoneType|unhashable type|invalid literal|Traceback|object has no attribute|"
    r"not subscriptable|takes \d+ positional|unexpected keyword|KeyError|TypeError|"
    r"ValueError|AttributeError|IndexError|RecursionError|UnicodeEncodeError|OverflowError|"
    r"codec can't|surrogates not allowed|\bint\(\)|\bstr\b object|\bdict\b object|\blist\b object"
)

def reason_problem(reason: str) -> str | None:
    """Why a refusal reason is not a sentence fit for a player, or None."""
    if not isinstance(reason, str) or not reason.strip():
        return "empty reason"
    if PYTHON_WORDS.search(reason):
        return f"Python words in {reason!r}"
    if re.search(r"(?<!\.)\.\.(?!\.)(\s|$)", reason):  # "..", not "…" or "../x" inside a quoted name
        return f"doubled period in {reason!r}"
    return None


def _write(directory: Path, case: Case, slot: str = "manual") -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{slot}.json"
    path.write_bytes(case.raw)
    return path


def check_verdict(case: Case, tmp: Path) -> str | None:
    """``check_save`` gives None or a clean reason, never an exception. (How long it takes is not
    asserted here, tests never time themselves: a file is bounded by ``MAX_SAVE_BYTES``.)"""
    path = _write(tmp, case)
    try:
        reason = check_save(path)
    except BaseException as exc:  # noqa: BLE001 - measuring: any escape is the failure
        return f"check_save raised {type(exc).__name__}"
    if reason is None:
        return None
    return reason_problem(reason)


def check_agree(case: Case, tmp: Path) -> str | None:
    """The app's loader accepts exactly what ``check_save`` accepts, with the same reason."""
    path = _write(tmp, case)
    reason = check_save(path)
    try:
        SaveStore(tmp).load(path)
    except SaveError as exc:
        if reason is None:
            return f"check OK but load refused: {exc.reason}"
        if exc.reason != reason:
            return "different reasons"
        return reason_problem(exc.translated())
    except BaseException as exc:  # noqa: BLE001
        return f"load raised {type(exc).__name__}"
    return None if reason is None else f"load accepted what check refused: {reason}"


_GOOD: dict[str, tuple[object, bytes]] = {}


def _good(game: str) -> tuple[object, bytes]:
    """A session of ``game`` and the bytes of a genuine save of it (made once per process)."""
    if game not in _GOOD:
        from game.ai.bots import make_bot
        from game.core.registry import get_game
        from game.core.session import Session

        g = get_game(game)
        s = Session.new(g, g.default_setup(), 9)
        bot = make_bot("random", 3)
        while s.is_over() is None and len(s.actions) < 6:
            s.apply(bot.choose(g, s.state))
        with tempfile.TemporaryDirectory() as tmp:
            raw = SaveStore(Path(tmp)).save(s, "slot").path.read_bytes()
        _GOOD[game] = (s, raw)
    return _GOOD[game]


def check_backup(case: Case, tmp: Path) -> str | None:
    """A slot whose main file became ``case`` (its backup good) keeps a loadable backup after the next save."""
    store = SaveStore(tmp)
    session, good = _good("fortress" if case.name.startswith("fortress") else "desconfronto")
    (tmp / "slot.json.bak").write_bytes(good)
    path = tmp / "slot.json"
    path.write_bytes(case.raw)
    try:
        store.save(session, "slot")
    except SaveError:
        pass
    except BaseException as exc:  # noqa: BLE001
        return f"save raised {type(exc).__name__}"
    if check_save(tmp / "slot.json.bak") is not None:
        return "damaged file copied over the good backup"
    return None


def check_resave(case: Case, tmp: Path) -> str | None:
    """A loadable case can be saved again with its own meta (a lone surrogate must not poison saves)."""
    path = _write(tmp, case)
    store = SaveStore(tmp)
    try:
        loaded = store.load(path)
    except SaveError:
        return None
    except BaseException as exc:  # noqa: BLE001
        return f"load raised {type(exc).__name__}"
    try:
        store.save(loaded.session, "again", loaded.meta)
    except SaveError as exc:
        return f"saving it again fails: {exc.reason}"
    except BaseException as exc:  # noqa: BLE001
        return f"saving it again raised {type(exc).__name__}"
    return None


CHECKS = {"verdict": check_verdict, "agree": check_agree, "backup": check_backup, "resave": check_resave}


def scene_problem(harness, case: Case, tmp: Path) -> str | None:
    """App start (the menu lists saves), the Load screen and Continue with ``case`` in the save folder."""
    from scenes.load_game import LoadGameScene
    from scenes.menu import MainMenuScene

    _write(tmp, case)
    harness.app.save_dir = tmp
    try:
        harness.app.stack.reset(MainMenuScene(harness.app))
        harness.advance(2)
        if harness.find_button("menu.continue").is_enabled:
            harness.click_button("menu.continue")
            harness.advance(3)
            harness.app.stack.reset(MainMenuScene(harness.app))
            harness.advance(2)
        harness.app.stack.push(LoadGameScene(harness.app))
        harness.advance(3)
        scene = harness.top
        if "load:0" in scene.buttons and scene.buttons["load:0"].is_enabled:
            harness.click_button("load:0")
            harness.advance(3)
    except BaseException as exc:  # noqa: BLE001
        return f"scene raised {type(exc).__name__}: {str(exc)[:80]}"
    return None


def measure(cases: list[Case], with_scenes: bool = True) -> dict[str, list[str]]:
    """Run every check on every case; failures by check name as 'case: problem'."""
    failures: dict[str, list[str]] = {name: [] for name in [*CHECKS, "scenes"]}
    harness = None
    if with_scenes:
        from scenes.harness import Harness

        harness = Harness(config_dir=tempfile.mkdtemp())
    for case in cases:
        for name, check in CHECKS.items():
            tmp = Path(tempfile.mkdtemp())
            try:
                problem = check(case, tmp)
            except BaseException as exc:  # noqa: BLE001
                problem = f"check crashed: {type(exc).__name__}: {exc}"
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
            if problem:
                failures[name].append(f"{case.name}: {problem}")
        if harness is not None:
            tmp = Path(tempfile.mkdtemp())
            problem = scene_problem(harness, case, tmp)
            shutil.rmtree(tmp, ignore_errors=True)
            if problem:
                failures["scenes"].append(f"{case.name}: {problem}")
    return failures


if __name__ == "__main__":
    import tests.games.tiny  # noqa: F401  (registers "tiny" for the cases that name it)

    cases = save_corpus()
    result = measure(cases, with_scenes="--no-scenes" not in sys.argv)
    broken = {
        c
        for fails in result.values()
        for c in (f.split(": ", 2)[0] + ": " + f.split(": ", 2)[1] for f in fails)
    }
    print(f"{len(cases)} cases; {len(broken)} fail at least one promise")
    for name, fails in result.items():
        print(f"  {name}: {len(fails)} failures")
        for f in fails[:15]:
            print(f"    {f[:160]}")
    _ = played_save  # re-exported for the tests

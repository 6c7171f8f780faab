"""Regenerate the golden transcripts, and the state hashes the regression scenario files expect
(``tests/scenarios/*.toml``, ``[expect] state_hash``): ``make golden`` (``python -m tests.regen_golden``).

Their own command, so a test run can never rewrite what it checks; CI refuses to run with the
old ``UPDATE_GOLDEN`` variable set. Review the diff (``git diff tests/``) before committing.
"""

from __future__ import annotations

import sys

from tests.game.desconfronto import test_golden as dc
from tests.game.fortress import test_golden as hm


def main() -> int:
    from game.desconfronto import GAME as DC
    from game.fortress import GAME as HM

    written = 0
    for game, folder, cases, extra in ((DC, dc.GOLDEN, dc.CASES, {"mode": "skirmish"}), (HM, hm.GOLDEN, hm.CASES, {})):
        folder.mkdir(exist_ok=True)
        for name, setup, seed in cases:
            text = dc.transcript(game, {**extra, **setup}, seed)
            path = folder / f"{name}.txt"
            old = path.read_text(encoding="utf-8") if path.exists() else None
            if old != text:
                path.write_text(text, encoding="utf-8")
                written += 1
                print(f"rewrote {path}")
    print(f"{written} golden transcript(s) changed")
    print(f"{regen_scenario_hashes()} scenario state hash(es) changed")
    return 0


def regen_scenario_hashes() -> int:
    """Rewrite each regression scenario's expected state hash to the one its prefix reaches now."""
    import re
    from pathlib import Path

    from game.core.scenario import load_scenario
    from game.core.scenario_run import play_moves, start_session

    written = 0
    for path in sorted((Path(__file__).parent / "scenarios").glob("*.toml")):
        scn = load_scenario(path)
        old = scn.expect.get("state_hash")
        if old is None:
            continue
        session = start_session(scn)
        if "solution" in scn.expect:
            play_moves(scn, session, scn.expect["solution"], ("expect", "solution"), checked=True)
        new = session.state_hash()
        if new != old:
            text = path.read_text(encoding="utf-8")
            path.write_text(re.sub(r'(state_hash = ")[0-9a-f]+(")', rf"\g<1>{new}\g<2>", text), encoding="utf-8")
            written += 1
            print(f"rewrote {path}")
    return written


if __name__ == "__main__":
    sys.exit(main())

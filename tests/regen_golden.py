"""Regenerate the golden transcripts: ``make golden`` (``python -m tests.regen_golden``).

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
    return 0


if __name__ == "__main__":
    sys.exit(main())

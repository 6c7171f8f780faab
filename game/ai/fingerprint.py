"""Behaviour fingerprints: seeded random-bot games whose action logs must not change across a refactor.

    python -m game.ai.fingerprint --game NAME --games N [--seed S] > FILE
    python -m game.ai.fingerprint --check FILE [--limit N] [--states]

Each line is ``game seed steps log-hash state-hash``. The log hash covers every recorded action
(its JSON form), so it stays comparable when a state's save format changes; the state hash covers
the final state's JSON and changes only with the format (or with behaviour). ``--check`` replays
every seed of a file and prints each line that differs (exit 1 when any does): issue 8's
"10,000 seeded games per game end the same" before and after the kernel change.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from typing import Any

from game.ai.bots import make_bot
from game.ai.fuzz import game_setup
from game.core.protocol import canonical_json
from game.core.registry import get_game
from game.core.session import Session


def fingerprint(name: str, seed: int) -> str:
    game = get_game(name)
    setup = game_setup(game, seed)
    session = Session.new(game, setup, seed)
    bot = make_bot("random", seed ^ 0x5EED)
    limit = game.max_steps(session.setup)
    budget = game.fuzz_steps(session.setup)
    if budget is not None:  # an open-ended game: fingerprinted as far as the fuzzer plays it
        limit = min(limit, budget)
    steps = 0
    while game.is_over(session.state) is None and steps < limit:
        session.apply(bot.choose_for(session))
        steps += 1
    log: list[Any] = [game.action_to_json(a) for a in session.actions]
    log_hash = hashlib.sha256(canonical_json(log).encode()).hexdigest()[:16]
    return f"{name} {seed} {steps} {log_hash} {game.state_hash(session.state)[:16]}"


def differences(path: str, limit: int = 0, states: bool = False) -> list[str]:
    """The lines of a fingerprint file whose game now plays differently (for tests and ``--check``)."""
    out = []
    with open(path, encoding="utf-8") as fh:
        lines = [ln.split() for ln in fh if ln.strip()]
    for name, seed, *want in lines[: limit or None]:
        got = fingerprint(name, int(seed)).split()[2:]
        keep = 3 if states else 2
        if got[:keep] != want[:keep]:
            out.append(f"DIFF {name} {seed}: was {' '.join(want)}, now {' '.join(got)}")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ai.fingerprint")
    ap.add_argument("--game")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--check", metavar="FILE")
    ap.add_argument("--states", action="store_true", help="with --check: compare state hashes too")
    ap.add_argument("--limit", type=int, default=0, help="with --check: only the first N games")
    args = ap.parse_args(argv)
    if args.check:
        diffs = differences(args.check, args.limit, args.states)
        for line in diffs:
            print(line)
        with open(args.check, encoding="utf-8") as fh:
            total = sum(1 for ln in fh if ln.strip())
        print(f"fingerprint: {min(total, args.limit or total)} games, {len(diffs)} differ")
        return 1 if diffs else 0
    for i in range(args.games):
        print(fingerprint(args.game, args.seed + i), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

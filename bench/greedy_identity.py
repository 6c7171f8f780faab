"""Do speed-ups keep every greedy-bot decision? ``make fingerprint`` plays the random bot only, so a change
to the greedy bot's lookahead (``game.ai.bots.GreedyBot``) or to the ``clone`` it copies candidates with
needs its own check. ``python -m bench.greedy_identity --record FILE`` plays the bench's own greedy games
(``bench.rules.greedy_games_per_minute``: each game's setup variants in turn, game ``i`` on seed ``i`` with
``GreedyBot(i)``, through a session) and writes each game's action-log hash, step count and final state
hash; ``--check FILE`` plays them again and prints every game that went another way.

Run ``--record`` on the code before a change and ``--check`` after it: zero differences means the change
kept every decision. ``--profile`` instead prints the Python calls per action (cProfile's total over the
same games), the deterministic measure of a speed pass on this shared, noisy machine."""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import json
import pstats
import sys
from typing import Any

from game.ai.bots import GreedyBot, RandomBot
from game.core.protocol import canonical_json
from game.core.registry import get_game
from game.core.session import Session

GAMES = ("desconfronto", "fortress")
_VARIANTS: dict[str, list[dict[str, Any]]] = {}  # per game, listed once (as the bench lists them)


def play(name: str, index: int, bot_kind: str = "greedy") -> dict[str, Any]:
    """Game ``index`` of ``bench.rules``' greedy row (or its app-path row with ``bot_kind="random"``)."""
    game = get_game(name)
    variants = _VARIANTS.get(name)
    if variants is None:
        variants = _VARIANTS[name] = game.setup_variants() or [game.default_setup()]
    session = Session.new(game, variants[index % len(variants)], index)
    bot = GreedyBot(index) if bot_kind == "greedy" else RandomBot(index)
    limit = game.max_steps(session.setup)
    steps = 0
    while game.is_over(session.state) is None and steps < limit:
        session.apply(bot.choose_for(session))
        steps += 1
    log = [game.action_to_json(a) for a in session.actions]
    return {
        "game": name,
        "index": index,
        "steps": steps,
        "log_sha": hashlib.sha256(canonical_json(log).encode()).hexdigest()[:16],
        "state_hash": game.state_hash(session.state)[:16],
    }


def profile(name: str, count: int, bot_kind: str, top: int) -> None:
    """Calls per player action over ``count`` seeded games, and the functions with most own time."""
    for i in range(count):  # once unprofiled: imports and per-process tables (card values, shuffle orders)
        play(name, i, bot_kind)
    prof = cProfile.Profile()
    steps = 0
    for i in range(count):
        prof.enable()
        r = play(name, i, bot_kind)
        prof.disable()
        steps += r["steps"]
    stats = pstats.Stats(prof)
    calls = stats.total_calls  # type: ignore[attr-defined]
    print(f"{name} {bot_kind}: {count} games, {steps} actions, {calls:,} calls, {calls / steps:,.0f} calls/action")
    if top:
        stats.sort_stats("tottime").print_stats(top)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--record", metavar="FILE")
    mode.add_argument("--check", metavar="FILE")
    mode.add_argument("--profile", metavar="GAME", choices=GAMES)
    ap.add_argument("--count", type=int, default=40, help="games per game (default 40)")
    ap.add_argument("--bot", choices=("greedy", "random"), default="greedy", help="for --profile")
    ap.add_argument("--top", type=int, default=0, help="for --profile: print the TOP functions by own time")
    args = ap.parse_args(argv)
    if args.profile:
        profile(args.profile, args.count, args.bot, args.top)
        return 0
    if args.record:
        with open(args.record, "w") as f:
            for name in GAMES:
                for i in range(args.count):
                    f.write(json.dumps(play(name, i)) + "\n")
        return 0
    with open(args.check) as f:
        before = [json.loads(line) for line in f]
    bad = 0
    for old in before:
        new = play(old["game"], old["index"])
        if new != old:
            bad += 1
            print(f"DIFF {old} -> {new}", flush=True)
    print(f"{bad} of {len(before)} greedy games differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

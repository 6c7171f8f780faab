"""Seeded random playouts that check every registered game's invariants after every action.

    python -m game.ai.fuzz --game NAME --games N --seed S [--bot random|greedy]
    python -m game.ai.fuzz --list

Checks after each action: no exception; card conservation (each card id of
the game's start exists exactly once across all zones); the game's declared
value ranges; the game ends within its declared step limit; and, at the end,
replaying the recorded action list from the seed reproduces an identical
state (canonical JSON hash) and the JSON round trip is lossless. Prints one
summary line; exits 1 on a failure, naming the seed and step to reproduce.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

from game.ai.bots import make_bot
from game.core.protocol import Game, state_hash
from game.core.registry import all_games, get_game
from game.core.rng import Rng
from game.core.session import Session


@dataclass
class Failure:
    game: str
    seed: int
    setup: dict[str, Any]
    step: int
    message: str

    def __str__(self) -> str:
        return (
            f"FAIL {self.game} seed={self.seed} step={self.step} setup={self.setup}: {self.message}\n"
            f"  reproduce: python -m game.ai.fuzz --game {self.game} --games 1 --seed {self.seed}"
            " (setup and rule variants as printed above)"
        )


def _conservation(expected: Counter, ids: list[str]) -> str | None:
    got = Counter(ids)
    if got == expected:
        return None
    dup = sorted(c for c, n in got.items() if n > 1)
    lost = sorted(expected - got)
    new = sorted(got - expected)
    parts = []
    if dup:
        parts.append(f"duplicated {dup[:5]}")
    if lost:
        parts.append(f"lost {lost[:5]}")
    if new:
        parts.append(f"created {new[:5]}")
    return "card conservation broken: " + ", ".join(parts or ["counts differ"])


def play_one(
    game: Game, setup: dict[str, Any], seed: int, bot_kind: str = "random"
) -> tuple[int, Failure | None]:
    """Play one seeded game to the end; return (steps, failure or None)."""
    step = 0
    try:
        session = Session.new(game, setup, seed)
        setup = session.setup
        expected = Counter(game.card_ids(session.state))
        limit = game.max_steps(setup)
        bot = make_bot(bot_kind, seed ^ 0x5EED)
        while game.is_over(session.state) is None:
            if step >= limit:
                return step, Failure(game.name, seed, setup, step, f"game did not end within {limit} steps")
            legal = game.legal_actions(session.state)
            if not legal:
                return step, Failure(game.name, seed, setup, step, "no legal action but the game is not over")
            session.apply(bot.choose(game, session.state))
            step += 1
            problem = _conservation(expected, game.card_ids(session.state))
            bad = game.check_invariants(session.state)
            if problem or bad:
                return step, Failure(game.name, seed, setup, step, "; ".join(filter(None, [problem, *bad])))
        final = game.to_json(session.state)
        if game.to_json(game.from_json(final)) != final:
            return step, Failure(game.name, seed, setup, step, "JSON round trip changed the state")
        replayed = Session.replay(game, setup, seed, session.actions)
        if state_hash(game.to_json(replayed.state)) != state_hash(final):
            return step, Failure(
                game.name, seed, setup, step, "replaying the action log gave a different state"
            )
        return step, None
    except Exception as exc:  # the fuzzer's job is to report any crash with its seed
        return step, Failure(game.name, seed, setup, step, f"{type(exc).__name__}: {exc}")


def with_rule_variants(game: Game, setup: dict[str, Any], seed: int) -> dict[str, Any]:
    """Every other game plays under randomly chosen rule variants, so no ruling goes untested."""
    variants = game.rule_variants()
    if not variants or seed % 2 == 0:
        return setup
    rng = Rng(seed ^ 0xA11CE)
    options = dict(setup.get("options") or {})
    for v in variants:
        options[v.key] = v.choices[rng.below(len(v.choices))][0]
    varied = {**setup, "options": options}
    try:
        game.normalize_setup(varied)
    except ValueError:
        return setup  # some rulings forbid this table (e.g. repeated races): the variant is moot here
    return varied


def fuzz(game: Game, games: int, seed: int, bot_kind: str = "random") -> tuple[int, list[Failure]]:
    variants = game.setup_variants() or [game.default_setup()]
    steps = 0
    failures: list[Failure] = []
    for i in range(games):
        s = seed + i
        setup = with_rule_variants(game, variants[i % len(variants)], s)
        n, fail = play_one(game, setup, s, bot_kind)
        steps += n
        if fail:
            failures.append(fail)
            if len(failures) >= 5:
                break
    return steps, failures


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.ai.fuzz", description=__doc__.split("\n")[0])
    ap.add_argument("--game", help="registered game name (see --list)")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bot", default="random", choices=["random", "greedy"])
    ap.add_argument("--list", action="store_true", help="print registered game names, one a line")
    ap.add_argument("--all", action="store_true", help="with --list: include hidden test games")
    args = ap.parse_args(argv)
    if args.list:
        for g in all_games(include_hidden=args.all):
            print(g.name)
        return 0
    if not args.game:
        ap.error("--game is required (or --list)")
    try:
        game = get_game(args.game)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    steps, failures = fuzz(game, args.games, args.seed, args.bot)
    dt = time.perf_counter() - t0
    for f in failures:
        print(f)
    status = "FAIL" if failures else "ok"
    rate = steps / dt if dt > 0 else 0.0
    print(
        f"fuzz {game.name}: {status} — {args.games} games from seed {args.seed}, {steps} actions, "
        f"{len(failures)} failures, {dt:.1f}s ({rate:,.0f} actions/s incl. checks)"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

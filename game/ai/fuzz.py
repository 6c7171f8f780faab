"""Seeded random playouts that check every registered game's invariants after every action.

    python -m game.ai.fuzz --game NAME --games N --seed S [--bot random|greedy|rival_easy|rival_medium|rival_hard] [--mixed]
    python -m game.ai.fuzz --list

Checks after each action: no exception; every event matches the game's declaration
(``Game.event_specs``: no undeclared kind, no missing, extra or mistyped field); card conservation (each card id of
the game's start exists exactly once across all zones); the game's declared
value ranges; the game ends within its declared step limit; and, at the end,
replaying the recorded action list from the seed reproduces an identical
state (canonical JSON hash) and the JSON round trip is lossless. Prints one
summary line; exits 1 on a failure, naming the seed and step to reproduce.

``--mixed`` seats humans and bots together (issue 7): each seat is a human
(a random chooser that takes only its own seat's actions, on its turn and now
and then off it), a random bot or a greedy bot, drawn from the seed; after
every action the seat-integrity checks of ``seat_integrity`` hold.

Everything a game plays under (its setup variant, rule variants and seats) is
drawn from that game's own seed, so the printed reproduce line replays the
failing game exactly.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

from game.ai import seat_integrity
from game.ai.bots import BOTS, RandomBot, make_bot
from game.core.events import check_events
from game.core.protocol import Game, state_hash
from game.core.registry import all_games, get_game
from game.core.rng import Rng
from game.core.session import Session

SEAT_KINDS = ("human", "human", "random", "random", "greedy")  # greedy is slow: drawn less often
LATE_EVERY = 8  # one seed in this many plays one of a game's late setups (``Game.late_setup_variants``)
SLOW_SHARE = 4  # a lookahead bot at the table checks this share of an open-ended game's budget (it is ~50x slower)


@dataclass
class Failure:
    game: str
    seed: int
    setup: dict[str, Any]
    step: int
    message: str
    bot: str = "random"
    seats: dict[int, str] | None = None

    @property
    def reproduce(self) -> list[str]:
        """The command-line arguments that replay exactly this game (its seed chooses the rest)."""
        args = ["--game", self.game, "--games", "1", "--seed", str(self.seed), "--bot", self.bot]
        return args + (["--mixed"] if self.seats is not None else [])

    def __str__(self) -> str:
        seats = "" if self.seats is None else f" seats={self.seats}"
        return (
            f"FAIL {self.game} seed={self.seed} step={self.step} setup={self.setup}{seats}: {self.message}\n"
            f"  reproduce: python -m game.ai.fuzz {' '.join(self.reproduce)}"
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


def undeclared(game: Game, events: list[Any]) -> str | None:
    """How the action's events depart from the game's event declaration (None when they match)."""
    specs = game.event_specs()
    problems = [] if specs is None else check_events(specs, events)
    return "events break their declaration: " + "; ".join(problems[:3]) if problems else None


def play_one(
    game: Game,
    setup: dict[str, Any],
    seed: int,
    bot_kind: str = "random",
    seats: dict[int, str] | None = None,
) -> tuple[int, Failure | None]:
    """Play one seeded game to the end; return (steps, failure or None).

    Without ``seats`` one bot of ``bot_kind`` plays the whole table; with them each seat is played
    as its kind says ("human", "random", "greedy") and the seat-integrity checks run.
    """
    step = 0

    def fail(message: str) -> tuple[int, Failure]:
        return step, Failure(game.name, seed, setup, step, message, bot_kind, seats)

    try:
        session = Session.new(game, setup, seed)
        setup = session.setup
        expected = Counter(game.card_ids(session.state))
        limit = game.max_steps(setup)
        budget = game.fuzz_steps(setup)
        if budget is not None and (bot_kind != "random" or "greedy" in (seats or {}).values()):
            budget //= SLOW_SHARE
        bot = make_bot(bot_kind, seed ^ 0x5EED)
        table = None if seats is None else Table(game, seats, seed)
        while game.is_over(session.state) is None:
            if budget is not None and step >= budget:
                break  # an open-ended game (a campaign a random party never finishes): checked this far
            if step >= limit:
                return fail(f"game did not end within {limit} steps")
            legal = game.legal_actions(session.state)
            if not legal:
                return fail("no legal action but the game is not over")
            if table is None:
                problem = undeclared(game, session.apply(bot.choose_for(session)))
            else:
                problem = table.play(session, legal)
            if problem:
                return fail(problem)
            step += 1
            problem = _conservation(expected, game.card_ids(session.state))
            bad = game.check_invariants(session.state)
            if problem or bad:
                return fail("; ".join(filter(None, [problem, *bad])))
        final = game.to_json(session.state)
        if game.to_json(game.from_json(final)) != final:
            return fail("JSON round trip changed the state")
        replayed = Session.replay(game, setup, seed, session.actions)
        if state_hash(game.to_json(replayed.state)) != state_hash(final):
            return fail("replaying the action log gave a different state")
        return step, None
    except Exception as exc:  # the fuzzer's job is to report any crash with its seed
        return fail(f"{type(exc).__name__}: {exc}")


class Table:
    """Humans and bots at one table. A human is stood in by a random chooser of its own seat's
    actions, which now and then acts off its turn (as a player clicking during a bot's turn may);
    a bot acts only when its seat must decide, through ``choose(..., seat)``."""

    OFF_TURN = 8  # a human with an off-turn action takes it one decision in this many

    def __init__(self, game: Game, seats: dict[int, str], seed: int) -> None:
        self.game = game
        self.seats = seats
        self.rng = Rng(seed ^ 0x7AB1E)
        self.players = {
            s: RandomBot(seed * 31 + s) if k == "human" else make_bot(k, seed * 31 + s)
            for s, k in seats.items()
        }
        self.humans = [s for s, k in seats.items() if k == "human"]

    def play(self, session: Session, legal: list[Any]) -> str | None:
        game, state = self.game, session.state
        pend = game.pending(state)
        decider = pend.player if pend is not None else game.current_player(state)
        owners = {a.player for a in legal}
        actor = decider
        off_turn = [s for s in self.humans if s != decider and s in owners]
        if off_turn and self.rng.below(self.OFF_TURN) == 0:
            actor = off_turn[self.rng.below(len(off_turn))]
        if actor is None or actor not in owners:
            return f"seat {decider} must decide but no legal action is its own"
        action = self.players[actor].choose_for(session, actor)
        if self.seats.get(actor) != "human":
            wrong = seat_integrity.check_bot_action(action, actor)
            if wrong:
                return wrong
        before = seat_integrity.snapshot(game.name, state, self.humans)
        events = session.apply(action)
        return undeclared(game, events) or seat_integrity.check_humans(
            game.name, session.state, before, action, events
        )


def mixed_seats(game: Game, setup: dict[str, Any], seed: int) -> dict[int, str]:
    """Who sits where at a mixed table, drawn from the seed: at least one human, and at least one
    bot when there are two seats or more."""
    n = len(game.seats(game.new_game(setup, seed)))
    rng = Rng(seed ^ 0x5EA75)
    kinds = [SEAT_KINDS[rng.below(len(SEAT_KINDS))] for _ in range(n)]
    if "human" not in kinds:
        kinds[rng.below(n)] = "human"
    if n > 1 and all(k == "human" for k in kinds):
        kinds[rng.below(n)] = "random"
    return dict(enumerate(kinds))


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


# One fuzzed game in this many plays one of the game's fuzz-only setups (``Game.fuzz_variants``).
EXTRA_SHARE = 6


def game_setup(game: Game, seed: int, extra: bool = False) -> dict[str, Any]:
    """The setup variant and rule variants game ``seed`` plays under: from the seed alone, so
    ``--games 1 --seed S`` replays game S of any longer run. With ``extra`` (the fuzzer's own runs) one
    seed in ``EXTRA_SHARE`` plays a fuzz-only setup (desConfronto's Corruption Master tables); the
    others, and every seed without ``extra`` (the fingerprints), pick from ``setup_variants`` as ever."""
    more = game.fuzz_variants() if extra else []
    if more and Rng(seed ^ 0xC3A57E).below(EXTRA_SHARE) == 0:
        return with_rule_variants(game, more[Rng(seed ^ 0xC0FFEE).below(len(more))], seed)
    variants = game.setup_variants() or [game.default_setup()]
    late = min(game.late_setup_variants(), len(variants) - 1)
    pick = Rng(seed ^ 0xC0FFEE).below(len(variants) - late)  # the draw every seed had before them
    if late and Rng(seed ^ 0x1A7E).below(LATE_EVERY) == 0:
        pick = len(variants) - late + Rng(seed ^ 0x1A7E5).below(late)
    return with_rule_variants(game, variants[pick], seed)


def fuzz(
    game: Game, games: int, seed: int, bot_kind: str = "random", mixed: bool = False
) -> tuple[int, list[Failure]]:
    steps = 0
    failures: list[Failure] = []
    for i in range(games):
        s = seed + i
        setup = game_setup(game, s, extra=True)
        seats = mixed_seats(game, setup, s) if mixed else None
        n, fail = play_one(game, setup, s, bot_kind, seats)
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
    ap.add_argument("--bot", default="random", choices=list(BOTS))  # the rivals too (a search bot is slow: few games)
    ap.add_argument("--mixed", action="store_true", help="seat humans and bots together (seat integrity)")
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
    steps, failures = fuzz(game, args.games, args.seed, args.bot, args.mixed)
    dt = time.perf_counter() - t0
    for f in failures:
        print(f)
    status = "FAIL" if failures else "ok"
    rate = steps / dt if dt > 0 else 0.0
    print(
        f"fuzz {game.name}{' (mixed seats)' if args.mixed else ''}: {status} — {args.games} games "
        f"from seed {args.seed}, {steps} actions, "
        f"{len(failures)} failures, {dt:.1f}s ({rate:,.0f} actions/s incl. checks)"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

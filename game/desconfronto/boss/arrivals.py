"""The Boss as a Hunt's party meets it: ``python -m game.desconfronto.boss.arrivals --hunts 8 --fights 6``.

A Boss fight started straight from a setup (``boss.balance``) guesses the party's levels and items;
here the party is the one a greedy Hunt brings: greedy-bot Hunts with ``hunt_retry`` (a lost horde is
fought again, so every party reaches the Boss) are played until the Boss fight begins and the state is
snapshotted there (``GAME.clone``). From each snapshot several greedy Boss fights are played, each on
a reseeded copy (its own dice and decks) with a reseeded bot, to the Hunt's end: a fight counts as won
when Gûrthur falls within the Hunt's ``hunt.BOSS_TRIES`` attempts, and separately when he falls on the
first attempt. Reported by party size with 95% Wilson intervals; this is the figure the issue's
"a greedy party of 4 wins between 25% and 60%" refers to.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, field

from game.ai.bots import GreedyBot
from game.ai.stats import wilson
from game.desconfronto import GAME, hunt
from game.desconfronto.content import HEROES
from game.desconfronto.setup import hunt_variants
from game.desconfronto.state import CombatState

RETRY = {"hunt_retry": True}


@dataclass
class Arrival:
    """A party at the Boss: the snapshot, and how it got there."""

    state: CombatState
    heroes: list[str]
    levels: list[int]
    combats: int  # hordes fought (retries included)
    actions: int


@dataclass
class Tally:
    hunts: int = 0  # Hunts played to find arrivals (some never arrive)
    fights: int = 0
    won: int = 0  # within BOSS_TRIES attempts
    first: int = 0  # on the first attempt
    gurthur: int = 0  # reached the second form on some attempt
    actions: list[int] = field(default_factory=list)

    def add(self, result: str, tries: int, second: bool, actions: int) -> None:
        self.fights += 1
        self.won += result == "won"
        self.first += result == "won" and tries == 0
        self.gurthur += second
        self.actions.append(actions)


def hunt_setup(players: int, index: int) -> dict[str, object]:
    parties = [v for v in hunt_variants() if v["players"] == players]
    setup = dict(parties[index % len(parties)])
    setup["options"] = dict(RETRY)
    return GAME.normalize_setup(setup)


MAX_COMBATS = 60  # a Hunt whose party loses a horde this many times is counted as never arriving


def arrive(setup: dict[str, object], seed: int, max_combats: int = MAX_COMBATS) -> Arrival | None:
    """A greedy Hunt played to the moment the Boss fight begins (None if it never does within
    ``max_combats`` hordes fought: with ``hunt_retry`` a party that keeps losing would never stop)."""
    state = GAME.new_game(setup, seed)
    bot = GreedyBot(seed ^ 0x4C17)
    run = state.run
    assert run is not None
    steps, limit = 0, GAME.max_steps(setup)
    while state.boss is None and GAME.is_over(state) is None and steps < limit and len(run.history) < max_combats:
        GAME.apply(state, bot.choose(GAME, state))
        steps += 1
    if state.boss is None:
        return None
    return Arrival(GAME.clone(state), [h.hero for h in state.heroes], [h.level for h in state.heroes],
                   len(run.history), steps)


def staged(players: int, level: int, index: int, seed: int) -> Arrival:
    """A party put at the Boss without its Hunt: the Hunt's party of ``hunt_setup(players, index)``
    with the first ``level`` abilities of each tree (``boss.balance.setup_for``'s rule), the four
    hordes counted as won and the Boss fight begun through the Hunt's own ``begin_boss``, so the
    fight keeps the Hunt's ``BOSS_TRIES`` and its restarts. The 4th market's Long Rest (DC-HUNT-10)
    sends a real party to the Boss with a fresh hand at full Vigor, as a new game's heroes are.
    Used where greedy Hunts do not arrive (parties of 4 lose the first horde over and over)."""
    setup = hunt_setup(players, index)
    heroes = setup["heroes"]
    assert isinstance(heroes, list)
    setup = GAME.normalize_setup({**setup, "abilities": {h: _first(h, level) for h in heroes}})
    state = GAME.new_game(setup, seed)
    run = state.run
    assert run is not None
    state.pending = None
    run.wins = hunt.HORDES
    hunt.begin_boss(state)
    return Arrival(GAME.clone(state), [h.hero for h in state.heroes], [h.level for h in state.heroes], 0, 0)


def _first(hero: str, level: int) -> list[str]:
    """The first ``level`` abilities of a hero's trees, tier by tier (as ``boss.balance`` gives them)."""
    return [s.id for s in sorted(HEROES[hero].skills, key=lambda s: (s.tier, s.tree))][:level]


def fight(arrival: Arrival, seed: int, limit: int = 20_000) -> tuple[str, int, bool, int]:
    """One greedy Boss fight from an arrival, to the Hunt's end: (result, Boss defeats, Gûrthur
    reached, actions)."""
    state = GAME.clone(arrival.state, reseed=seed)
    bot = GreedyBot(seed ^ 0xB055)
    steps, second = 0, False
    while GAME.is_over(state) is None and steps < limit:
        GAME.apply(state, bot.choose(GAME, state))
        steps += 1
        b = state.boss
        second = second or (b is not None and b.form == 2)
    out = GAME.is_over(state)
    run = state.run
    assert run is not None
    return (out.result if out else "unfinished"), run.boss_tries, second, steps


def run(hunts: int, fights: int, seed: int, counts: list[int],
        level: int | None = None) -> dict[int, tuple[Tally, list[Arrival]]]:
    """Per party size: the tally of ``fights`` Boss fights from each of ``hunts`` arrivals (greedy
    Hunts; with ``level``, parties staged at the Boss at that level instead)."""
    table: dict[int, tuple[Tally, list[Arrival]]] = {}
    for n in counts:
        tally, arrivals = Tally(), []
        for g in range(hunts):
            tally.hunts += 1
            hseed = seed + 7919 * g + n
            a = arrive(hunt_setup(n, g), hseed) if level is None else staged(n, level, g, hseed)
            if a is None:
                continue
            arrivals.append(a)
            for f in range(fights):
                tally.add(*fight(a, seed * 1_000_003 + 104_729 * g + 131 * f + n))
        table[n] = (tally, arrivals)
    return table


def report(table: dict[int, tuple[Tally, list[Arrival]]]) -> list[str]:
    lines = ["| party | Hunts -> arrivals | mean level | Boss fights | won within "
             f"{hunt.BOSS_TRIES} tries (95% CI) | won 1st try (95% CI) | reached Gûrthur | median actions |",
             "|---|---|---|---|---|---|---|---|"]
    for n, (t, arrivals) in sorted(table.items()):
        lo, hi = wilson(t.won, t.fights)
        flo, fhi = wilson(t.first, t.fights)
        level = statistics.mean(lv for a in arrivals for lv in a.levels) if arrivals else 0.0
        med = statistics.median(t.actions) if t.actions else 0
        pct = 100 * t.won / max(1, t.fights)
        fpct = 100 * t.first / max(1, t.fights)
        lines.append(
            f"| {n} | {t.hunts} -> {len(arrivals)} | {level:.1f} | {t.fights} | {t.won} = {pct:.0f}% "
            f"({100 * lo:.0f}-{100 * hi:.0f}) | {t.first} = {fpct:.0f}% ({100 * flo:.0f}-{100 * fhi:.0f}) | "
            f"{t.gurthur} | {med:.0f} |"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hunts", type=int, default=8, help="Hunts (arrivals) per party size")
    ap.add_argument("--fights", type=int, default=6, help="Boss fights from each arrival")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, nargs="*", default=[1, 2, 3, 4])
    ap.add_argument("--staged", type=int, default=None, metavar="LEVEL",
                    help="parties staged at the Boss at this level instead of arriving through a Hunt")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    table = run(args.hunts, args.fights, args.seed, args.players, args.staged)
    how = "Hunt arrivals" if args.staged is None else f"parties staged at level {args.staged}"
    print(f"desConfronto Boss from {how}, greedy bot, {args.hunts} parties x {args.fights} fights per party size")
    print("\n".join(report(table)))
    print(f"done in {time.perf_counter() - start:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

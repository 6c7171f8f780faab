"""The campaign's balance by simulation: ``python -m game.desconfronto.campaign.balance --games N --jobs 2``
plays whole greedy-bot campaigns (``GreedyBot`` on ``campaign/heuristic.py``) for each party size, every
hero leading as often, within a generous combat budget, and prints how often the party finishes
(Gûrthur beaten, DC-CMP-29), where it falls (the card where the budget ran out or, with
``--exhaustion``, General Exhaustion struck, L345), the last special foe beaten, the levels reached and
the combats fought; ``--detail`` adds one line per campaign.

Use it to tune AUTHORED numbers only (``data/campaign/map.toml``), recording each change in its ``note``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from game.ai.bots import GreedyBot
from game.ai.stats import wilson
from game.desconfronto import GAME
from game.desconfronto.campaign.world import the_map
from game.desconfronto.setup import playable_heroes

COMBATS = 250  # the budget: a careful human party needs far fewer


@dataclass
class Result:
    players: int
    result: str  # "won", "lost" (General Exhaustion) or "budget"
    combats: int
    at: str
    last_foe: str
    foes: int
    finale: bool
    levels: list[int]
    actions: int
    seconds: float
    record: dict[str, list[int]] = field(default_factory=dict)  # area -> [won, lost, fled]
    peak: float = 0.0  # the party's highest mean level at any point
    killers: list[str] = field(default_factory=list)  # the creatures of each lost combat (its setup)
    tokens_left: int = 0
    exhaustions: Counter[str] = field(default_factory=Counter)  # by cause (wounds, cards), L346-349


@dataclass
class Tally:
    results: list[Result] = field(default_factory=list)

    def won(self) -> int:
        return sum(1 for r in self.results if r.result == "won")


def party(n: int, g: int) -> list[str]:
    order = playable_heroes()
    return [order[(g + 2 * k) % len(order)] for k in range(n)]


def play(n: int, g: int, seed: int, exhaustion: bool, combats: int = COMBATS) -> Result:
    """One whole campaign of ``n`` heroes (the ``g``-th party)."""
    setup = {"mode": "campaign", "players": n, "heroes": party(n, g), "options": {"general_exhaustion": exhaustion}}
    t0 = time.perf_counter()
    state = GAME.new_game(setup, seed)
    bot = GreedyBot(seed ^ 0xCA4B)
    steps, limit = 0, GAME.max_steps(setup)
    camp = state.campaign
    assert camp is not None
    peak, seen = 0.0, 0
    exhaustions: Counter[str] = Counter()
    while GAME.is_over(state) is None and steps < limit and camp.fought <= combats:
        for e in GAME.apply(state, bot.choose(GAME, state)):
            if e.kind == "dc.exhausted":
                exhaustions[e.data.get("cause", "?")] += 1
        steps += 1
        if camp.fought != seen:  # a combat just ended: the levels it left
            seen = camp.fought
            peak = max(peak, statistics.mean(h.level for h in state.heroes))
    cards = the_map().cards
    record: dict[str, list[int]] = {}
    killers: list[str] = []
    assert state.run is not None
    for entry in state.run.history:
        area = cards[entry["card"]].area if entry["card"] in cards else "?"
        slot = {"won": 0, "lost": 1}.get(entry["result"], 2)
        record.setdefault(area, [0, 0, 0])[slot] += 1
        if entry["result"] == "lost":
            killers.extend(entry["creatures"])
    out = GAME.is_over(state)
    result = out.result if out is not None else "budget"
    levels = [h.level for h in state.heroes]  # at the end (an Exhaustion costs levels, L346-350)
    return Result(
        n, result, camp.fought, camp.at, camp.beaten[-1] if camp.beaten else "-", len(camp.beaten),
        camp.finale, levels, steps, time.perf_counter() - t0, record, peak, killers, len(camp.tokens), exhaustions,
    )


def _job(args: tuple[int, int, int, bool, int]) -> Result:
    return play(*args)


def run(games: int, seed: int, counts: list[int], exhaustion: bool, jobs: int, combats: int) -> dict[int, Tally]:
    work = [(n, g, seed + 7919 * g + n, exhaustion, combats) for n in counts for g in range(games)]
    results: list[Result] = []
    with ProcessPoolExecutor(max(1, jobs)) as pool:
        for r in pool.map(_job, work):  # one line on stderr as each campaign ends: a long run shows its way
            results.append(r)
            print(f"  [{len(results)}/{len(work)}] {r.players}p {r.result} combats={r.combats} foes={r.foes} "
                  f"levels={r.levels} {r.seconds:.0f}s", file=sys.stderr, flush=True)
    table: dict[int, Tally] = {}
    for r in results:
        table.setdefault(r.players, Tally()).results.append(r)
    return table


def _top(counter: Counter[str], k: int = 3) -> str:
    return ", ".join(f"{c} ×{n}" for c, n in counter.most_common(k)) or "-"


def report(table: dict[int, Tally]) -> list[str]:
    lines = [
        "| party | campaigns | finished (95% CI) | finale open | foes beaten (mean) | last foe beaten (most often) "
        "| fell at (most often) | mean level | combats (median) | actions (median) | seconds (median) |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for n, t in sorted(table.items()):
        rs = t.results
        lo, hi = wilson(t.won(), len(rs))
        fell = Counter(r.at for r in rs if r.result != "won")
        last = Counter(r.last_foe for r in rs)
        mean_level = statistics.mean(statistics.mean(r.levels) for r in rs)
        lines.append(
            f"| {n} | {len(rs)} | {t.won()} ({100 * t.won() / len(rs):.0f}%, {100 * lo:.0f}-{100 * hi:.0f}) "
            f"| {sum(r.finale for r in rs)} | {statistics.mean(r.foes for r in rs):.1f} | {_top(last)} "
            f"| {_top(fell)} | {mean_level:.1f} | {statistics.median(r.combats for r in rs):.0f} "
            f"| {statistics.median(r.actions for r in rs):.0f} | {statistics.median(r.seconds for r in rs):.0f} |"
        )
    return lines


AREAS = ("red", "blue", "green", "orange", "yellow")


def record_report(table: dict[int, Tally]) -> list[str]:
    """Where each party size wins and loses: combats won/lost/fled by the map's areas (ring by ring
    out from Kalahad), the highest mean level reached, and the creatures met in lost combats."""
    lines = [
        "| party | " + " | ".join(f"{a}: won/lost/fled" for a in AREAS) + " | peak mean level | rest tokens left "
        "| Exhaustions a combat (wounds / cards) | met in lost combats (most often) |",
        "|---|" + "---|" * len(AREAS) + "---|---|---|---|",
    ]
    for n, t in sorted(table.items()):
        rs = t.results
        cells = []
        for a in AREAS:
            w = sum(r.record.get(a, [0, 0, 0])[0] for r in rs)
            lo = sum(r.record.get(a, [0, 0, 0])[1] for r in rs)
            f = sum(r.record.get(a, [0, 0, 0])[2] for r in rs)
            cells.append(f"{w}/{lo}/{f}")
        peak = statistics.mean(r.peak for r in rs)
        tokens = statistics.mean(r.tokens_left for r in rs)
        killers = Counter(k for r in rs for k in r.killers)
        fought = max(1, sum(r.combats for r in rs))
        wounds = sum(r.exhaustions["wounds"] for r in rs) / fought
        cards = sum(r.exhaustions["cards"] for r in rs) / fought
        lines.append(
            f"| {n} | " + " | ".join(cells) + f" | {peak:.1f} | {tokens:.1f} | {wounds:.1f} / {cards:.2f} "
            f"| {_top(killers, 4)} |"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=8, help="campaigns per party size (default 8)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, nargs="*", default=[1, 2, 3, 4])
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--combats", type=int, default=COMBATS, help=f"combat budget per campaign (default {COMBATS})")
    ap.add_argument("--exhaustion", action="store_true", help="play under General Exhaustion (L345)")
    ap.add_argument("--detail", action="store_true", help="also print one line per campaign")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    table = run(args.games, args.seed, args.players, args.exhaustion, args.jobs, args.combats)
    rule = "General Exhaustion" if args.exhaustion else "no General Exhaustion"
    print(f"desConfronto campaign, greedy bot, {args.games} campaigns per party size, {args.combats} combats at most, {rule}")
    print("\n".join(report(table)))
    if args.detail:
        for n, t in sorted(table.items()):
            for r in t.results:
                print(f"  {n}p {r.result:6} combats={r.combats} at={r.at} foes={r.foes} last={r.last_foe} "
                      f"finale={r.finale} levels={r.levels} actions={r.actions} {r.seconds:.0f}s")
    print("\n".join(record_report(table)))
    print(f"done in {time.perf_counter() - start:.1f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())


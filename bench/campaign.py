"""The Sempreterna campaign's speed (issue #11 "Speed"): a whole greedy-bot campaign (median over
``SEEDS``; bar 30 s) beside a greedy-bot Skirmish of the same party, and loading the longest fuzzed
campaign's save (bar 50 ms) beside plain ``json.loads`` of the same file.

"Whole" is the balance runner's campaign (``campaign/balance.py`` ``play``): its parties and seeds, no
General Exhaustion, played to an ending (Gûrthur beaten at the final battle) or to the runner's combat
budget (``balance.COMBATS``), whichever comes first; each seed's ending is printed. The party is two
heroes, ``balance.party(2, g)`` (g = 0..4: Artan and Kandra, then on along the hero list)."""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from pathlib import Path

from bench.common import record

SEEDS = range(5)  # the balance runner's parties g = 0..4 of 2 heroes, each with its seed
FUZZ_SEEDS = 6


def _greedy_campaign(g: int):
    from game.desconfronto.campaign import balance

    return balance.play(2, g, 1 + 7919 * g + 2, False)  # (balance.run's seed for party g of 2 heroes)


def _greedy_skirmish(g: int) -> float:
    from game.ai.bots import GreedyBot
    from game.desconfronto import GAME
    from game.desconfronto.campaign.balance import party

    setup = {"mode": "skirmish", "players": 2, "heroes": party(2, g), "tiers": "1,1,2,2"}
    t0 = time.perf_counter()
    state = GAME.new_game(setup, g)
    bot = GreedyBot(g)
    while GAME.is_over(state) is None:
        GAME.apply(state, bot.choose(GAME, state))
    return time.perf_counter() - t0


def bench_greedy_campaign() -> None:
    runs = [_greedy_campaign(g) for g in SEEDS]
    anchor = statistics.median(_greedy_skirmish(g) for g in SEEDS)
    from game.desconfronto.campaign.balance import party

    for g, r in zip(SEEDS, runs, strict=True):
        ending = "won the final battle" if r.result == "won" else f"{r.result} (budget {r.combats - 1} combats)"
        print(f"  (party {g} {'+'.join(party(2, g))}: {ending}, {r.combats} combats, "
              f"{r.actions} actions, {r.seconds:.1f} s)")
    secs = statistics.median(r.seconds for r in runs)
    record("campaign.greedy_whole_campaign", secs, "s", "a greedy 2-hero Skirmish", anchor)
    record("campaign.greedy_whole_campaign.per_action", 1000 * sum(r.seconds for r in runs) / sum(r.actions for r in runs), "ms")


def _longest_fuzzed():
    from game.ai.bots import make_bot
    from game.ai.fuzz import game_setup
    from game.core.session import Session
    from game.desconfronto import GAME

    seeds = [s for s in range(1, 400) if game_setup(GAME, s).get("mode") == "campaign"][:FUZZ_SEEDS]
    best = None
    for seed in seeds:
        setup = {**game_setup(GAME, seed), "options": {"general_exhaustion": False}}
        session = Session.new(GAME, setup, seed)
        bot = make_bot("random", seed ^ 0x5EED)
        budget = GAME.fuzz_steps(session.setup) or 4000
        while session.is_over() is None and len(session.actions) < budget:
            session.apply(bot.choose_for(session))
        if best is None or len(session.actions) > len(best.actions):
            best = session
    return best


def _median_ms(fn, runs: int = 7) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def bench_campaign_save() -> None:
    from saves import SaveStore

    session = _longest_fuzzed()
    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(Path(tmp))
        info = store.save(session, "sempreterna")
        read = _median_ms(lambda: json.loads(info.path.read_bytes()))
        loading = _median_ms(lambda: store.load("sempreterna"))
        size = info.path.stat().st_size / 2**20
    record("campaign.longest_fuzzed.length", len(session.actions), "actions")
    record("campaign.longest_fuzzed.file_size", size, "MiB")
    record("campaign.longest_fuzzed.anchor.json_loads", read, "ms")
    record("campaign.longest_fuzzed.load", loading, "ms", "json.loads of the file", read)


def bench_campaign() -> None:
    try:
        import saves  # noqa: F401
    except ImportError:
        print("campaign: saves package missing, skipped")
        return
    bench_greedy_campaign()
    bench_campaign_save()

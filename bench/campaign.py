"""The Sempreterna campaign's speed (issue #11 "Speed"): a whole greedy-bot campaign (median over
``SEEDS``; bar 30 s) beside a greedy-bot Skirmish of the same party, and loading the longest fuzzed
campaign's save (bar 50 ms) beside plain ``json.loads`` of the same file.

"Whole" is the balance runner's campaign (``campaign/balance.py`` ``play``): its parties and seeds, no
General Exhaustion, played to an ending (Gûrthur beaten at the final battle) or to the runner's combat
budget (``balance.COMBATS``), whichever comes first; each seed's ending is printed. The party is two
heroes, ``balance.party(2, g)`` (g = 0..4: Artan+Gelien, Fildon+Kandra, Gelien+Marzak, Kandra+Pharanor,
Marzak+Tainara)."""

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
    """Party g's whole campaign as the balance runner plays it, and the CPU seconds it took."""
    from game.desconfronto.campaign import balance

    c0 = time.process_time()
    result = balance.play(2, g, 1 + 7919 * g + 2, False)  # (balance.run's seed for party g of 2 heroes)
    return result, time.process_time() - c0


def _greedy_skirmish(g: int) -> tuple[float, float]:
    """A greedy Skirmish of the same party (wall and CPU seconds)."""
    from game.ai.bots import GreedyBot
    from game.desconfronto import GAME
    from game.desconfronto.campaign.balance import party

    setup = {"mode": "skirmish", "players": 2, "heroes": party(2, g), "tiers": "1,1,2,2"}
    t0, c0 = time.perf_counter(), time.process_time()
    state = GAME.new_game(setup, g)
    bot = GreedyBot(g)
    while GAME.is_over(state) is None:
        GAME.apply(state, bot.choose(GAME, state))
    return time.perf_counter() - t0, time.process_time() - c0


def bench_greedy_campaign() -> None:
    """Wall seconds (the bar's own measure, on a quiet machine) and CPU seconds (what this process used:
    the same figure on a quiet machine, and still meaningful on a busy one)."""
    from game.desconfronto.campaign.balance import party

    runs = [_greedy_campaign(g) for g in SEEDS]
    skirmishes = [_greedy_skirmish(g) for g in SEEDS]
    for g, (r, cpu) in zip(SEEDS, runs, strict=True):
        ending = "won the final battle" if r.result == "won" else f"{r.result} (the budget of {r.combats - 1} combats)"
        print(f"  (party {g} {'+'.join(party(2, g))}: {ending}, {r.combats} combats, {r.actions} actions, "
              f"{r.seconds:.1f} s, {cpu:.1f} s CPU)")
    record(
        "campaign.greedy_whole_campaign", statistics.median(r.seconds for r, _ in runs), "s",
        "a greedy 2-hero Skirmish", statistics.median(w for w, _ in skirmishes),
    )  # fmt: skip
    record(
        "campaign.greedy_whole_campaign.cpu", statistics.median(cpu for _, cpu in runs), "s CPU",
        "a greedy 2-hero Skirmish (CPU)", statistics.median(c for _, c in skirmishes),
    )  # fmt: skip
    actions = sum(r.actions for r, _ in runs)
    record("campaign.greedy_whole_campaign.cpu_per_action", 1000 * sum(c for _, c in runs) / actions, "ms CPU")


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


def _median_ms(fn, runs: int = 7, clock=time.perf_counter) -> float:
    times = []
    for _ in range(runs):
        t0 = clock()
        fn()
        times.append((clock() - t0) * 1000)
    return statistics.median(times)


def bench_campaign_save() -> None:
    from saves import SaveStore

    session = _longest_fuzzed()
    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(Path(tmp))
        info = store.save(session, "sempreterna")
        read = _median_ms(lambda: json.loads(info.path.read_bytes()))
        loading = _median_ms(lambda: store.load("sempreterna"))
        loading_cpu = _median_ms(lambda: store.load("sempreterna"), clock=time.process_time)
        size = info.path.stat().st_size / 2**20
    record("campaign.longest_fuzzed.length", len(session.actions), "actions")
    record("campaign.longest_fuzzed.file_size", size, "MiB")
    record("campaign.longest_fuzzed.anchor.json_loads", read, "ms")
    record("campaign.longest_fuzzed.load", loading, "ms", "json.loads of the file", read)
    record("campaign.longest_fuzzed.load.cpu", loading_cpu, "ms CPU")


def bench_campaign() -> None:
    try:
        import saves  # noqa: F401
    except ImportError:
        print("campaign: saves package missing, skipped")
        return
    bench_greedy_campaign()
    bench_campaign_save()

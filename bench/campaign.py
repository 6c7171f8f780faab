"""The Sempreterna campaign's speed (issue #11 "Speed"): a whole greedy-bot campaign (median over a few
seeds; bar 30 s) beside a greedy-bot Skirmish of the same party, and loading the longest fuzzed campaign's
save (bar 50 ms) beside plain ``json.loads`` of the same file.

"Whole": played to its end under General Exhaustion (L345: the first lost combat ends it) or to the
balance report's combat budget (``campaign/balance.py``), whichever comes first."""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from pathlib import Path

from bench.common import record

SEEDS = (1, 2, 3)
COMBATS = 40  # the campaign's length cap here (the balance report plays 250)
FUZZ_SEEDS = 6


def _greedy_campaign(seed: int) -> tuple[float, int, int]:
    from game.ai.bots import GreedyBot
    from game.desconfronto import GAME

    setup = {"mode": "campaign", "players": 2, "heroes": ["artan", "kandra"], "options": {"general_exhaustion": True}}
    t0 = time.perf_counter()
    state = GAME.new_game(setup, seed)
    bot = GreedyBot(seed)
    steps = 0
    while GAME.is_over(state) is None and state.campaign.fought <= COMBATS:
        GAME.apply(state, bot.choose(GAME, state))
        steps += 1
    return time.perf_counter() - t0, steps, state.campaign.fought


def _greedy_skirmish(seed: int) -> float:
    from game.ai.bots import GreedyBot
    from game.desconfronto import GAME

    setup = {"mode": "skirmish", "players": 2, "heroes": ["artan", "kandra"], "tiers": "1,1,2,2"}
    t0 = time.perf_counter()
    state = GAME.new_game(setup, seed)
    bot = GreedyBot(seed)
    while GAME.is_over(state) is None:
        GAME.apply(state, bot.choose(GAME, state))
    return time.perf_counter() - t0


def bench_greedy_campaign() -> None:
    runs = [_greedy_campaign(s) for s in SEEDS]
    anchor = statistics.median(_greedy_skirmish(s) for s in SEEDS)
    secs = statistics.median(r[0] for r in runs)
    print(f"  (greedy campaigns: {[r[1] for r in runs]} actions, {[r[2] for r in runs]} combats)")
    record("campaign.greedy_whole_campaign", secs, "s", "a greedy 2-hero Skirmish", anchor)


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

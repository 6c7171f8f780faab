"""Do speed-ups keep every greedy decision? ``python -m bench.campaign_identity --record FILE`` plays seeded
whole greedy-bot campaigns (the balance runner's parties and seeds, ``campaign/balance.py``, without General
Exhaustion, to victory or the combat budget) and writes each one's full action log and final state hash;
``--check FILE`` plays them again and reports the first action where a campaign went another way.

Run ``--record`` on the code before a change and ``--check`` after it: zero differences means the change
is a pure speed-up (issue #11 "Speed")."""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from typing import Any

from game.ai.bots import GreedyBot
from game.core.actions import action_to_json
from game.desconfronto import GAME
from game.desconfronto.campaign.balance import COMBATS, party

# (heroes, party index, seed): the balance runner's seed for party g of n heroes is 1 + 7919 * g + n
CAMPAIGNS = [(2, g, 1 + 7919 * g + 2) for g in range(5)] + [(1, 0, 2), (3, 1, 7923), (4, 2, 15843)]


def play_logged(n: int, g: int, seed: int, combats: int = COMBATS) -> dict[str, Any]:
    """One campaign as ``balance.play`` plays it, with its action log and final state hash."""
    setup = {"mode": "campaign", "players": n, "heroes": party(n, g), "options": {"general_exhaustion": False}}
    t0 = time.perf_counter()
    state = GAME.new_game(setup, seed)
    bot = GreedyBot(seed ^ 0xCA4B)
    camp = state.campaign
    limit = GAME.max_steps(setup)
    log: list[str] = []
    while GAME.is_over(state) is None and len(log) < limit and camp.fought <= combats:
        action = bot.choose(GAME, state)
        log.append(json.dumps(action_to_json(action), sort_keys=True))
        GAME.apply(state, action)
    out = GAME.is_over(state)
    return {
        "campaign": [n, g, seed],
        "result": out.result if out is not None else "budget",
        "combats": camp.fought,
        "actions": len(log),
        "log_sha": hashlib.sha256("\n".join(log).encode()).hexdigest(),
        "state_hash": GAME.state_hash(state),
        "seconds": round(time.perf_counter() - t0, 2),
        "log": log,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--record", metavar="FILE")
    mode.add_argument("--check", metavar="FILE")
    ap.add_argument("--count", type=int, default=len(CAMPAIGNS), help="play only the first COUNT campaigns")
    args = ap.parse_args(argv)
    if args.record:
        with open(args.record, "w") as f:
            for n, g, seed in CAMPAIGNS[: args.count]:
                r = play_logged(n, g, seed)
                print({k: v for k, v in r.items() if k != "log"}, flush=True)
                f.write(json.dumps(r) + "\n")
        return 0
    with open(args.check) as f:
        before = [json.loads(line) for line in f]
    bad = 0
    for old in before[: args.count]:
        new = play_logged(*old["campaign"])
        same = new["log_sha"] == old["log_sha"] and new["state_hash"] == old["state_hash"]
        print(f"{old['campaign']}: {old['seconds']} s -> {new['seconds']} s, {new['actions']} actions, "
              f"{new['result']} after {new['combats']} combats: {'same' if same else 'DIFFERENT'}", flush=True)
        if not same:
            bad += 1
            at = next((i for i, (a, b) in enumerate(zip(old["log"], new["log"])) if a != b), None)
            print(f"  first difference at action {at}", flush=True)
    print(f"{bad} of {len(before[: args.count])} campaigns differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

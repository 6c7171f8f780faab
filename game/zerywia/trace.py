"""A readable trace of one seeded greedy Path (issue 9: balance), to read *why* a table loses:
``python -m game.zerywia.trace --heroes svara veda --seed 11``.

Per Action: the hero, where it stands, what it did; per Challenge: the Enemy, its Difficulty and
Shields, the dice bought, the result; per Test and Exploration: the result. At each Cycle's end: the
goals still open per hero (Stronghold Threat, Exis Temple Murk, the Story's stage), the Blackstones
on the Ritual Rifts and the heroes' Attributes, Taints and Injuries. Not a player-visible screen (a
developer's tool, English only, like the balance report).
"""

from __future__ import annotations

import argparse
from collections import Counter

from game.ai.bots import GreedyBot
from game.zerywia.actions import Explore, PassTime, Rest, TakeOption, UseHarbour
from game.zerywia.balance import GAME
from game.zerywia.geography import current
from game.zerywia.land import MURK, THREAT
from game.zerywia.state import ZerywiaState

STARTS = (Explore, Rest, UseHarbour, PassTime, TakeOption)


def goals(state: ZerywiaState) -> str:
    geo = current()
    parts = []
    for h in state.heroes:
        sh, tm = geo.special_region(h.birth, "stronghold"), geo.special_region(h.birth, "exis_temple")
        open_ = [f"SH:{state.land.tokens[THREAT][sh]}" for _ in [0] if sh in state.land.tokens[THREAT]]
        open_ += [f"ET:{state.land.tokens[MURK][tm]}" for _ in [0] if tm in state.land.tokens[MURK]]
        parts.append(f"{h.hero}@{h.region}[{h.birth}] story={h.story_stage} open={open_ or '-'} "
                     f"val={dict(h.value)} pr={h.prime} tok={h.journey_tokens} tr={h.trophies} "
                     f"taint={h.taints} inj={sum(h.injuries.values())}")
    return "\n    ".join(parts)


def trace(heroes: list[str], seed: int, out=print) -> ZerywiaState:
    state = GAME.new_game({"heroes": heroes}, seed)
    bot = GreedyBot(seed ^ 0x5EED)
    cycle = -1
    counts: Counter[str] = Counter()
    for _ in range(GAME.max_steps(state.setup)):
        if state.outcome:
            break
        if state.cycle != cycle:
            cycle = state.cycle
            out(f"== Cycle {cycle} blackstones={state.statue.on_rifts()} threat={len(state.land.tokens[THREAT])} "
                f"murk={len(state.land.tokens[MURK])}\n    {goals(state)}")
        action = bot.choose(GAME, state)
        who = state.heroes[action.player].hero if 0 <= action.player < len(state.heroes) else "?"
        before = state.heroes[action.player].region if 0 <= action.player < len(state.heroes) else ""
        counts[type(action).__name__] += 1
        time = state.time
        events = GAME.apply(state, action)
        if isinstance(action, STARTS) or type(action).__name__ in ("Prepare", "Worship", "Summon", "JoinChallenge"):
            out(f"  {time:5s} {who:10s} {before:>4s}: {action}")
        for e in events:
            k = e.kind
            if k == "zerywia.challenge.revealed":
                ch = state.challenge
                out(f"      enemy {e.data.get('enemy')}"
                    + (f" diff={ch.difficulty} shields={ch.enemy_shields}" if ch else ""))
            elif k == "zerywia.challenge.rolled" and state.challenge is not None:
                ch = state.challenge
                out(f"      rolled diff={ch.difficulty} sh={ch.enemy_shields} runes={ch.runes} "
                    f"dice={[(d.kind[:3], d.face) for d in ch.dice]}")
            elif k in ("zerywia.challenge.resolved", "zerywia.test.resolved", "zerywia.explore.resolved",
                       "zerywia.statue.blackstone", "zerywia.story.quest_done", "zerywia.story.fulfilled",
                       "zerywia.land.removed", "zerywia.over", "zerywia.hero.prepared"):
                out(f"      {k.split('.', 1)[1]} {e.data}")
    out(f"== end {state.outcome} {state.reason} cycle={state.cycle}\n    {goals(state)}")
    out(f"actions: {dict(counts)}")
    return state


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--heroes", nargs="+", default=["svara", "veda"])
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    trace(args.heroes, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Why a greedy table loses the Memory of the World (issue 13: its balance):
``python -m game.zerywia.memory_diagnosis --heroes 2 --games 8``.

Plays the balance report's seeded Memories (``balance.play``'s seeds, tables and bot) and counts
what wears the heroes out and what runs the clock: every point lost by its kind (a point, an
Injury, the Injury past the last slot that loses the hero) and cause (a Difficulty symbol, a Hit, a
Murk, a Test, the price of leaving Murk) in the context it happened in; every Taint; the
Blackstones by source (the Nix Phase's, the three-rifts one, ZW-SCEN-21); the heroes lost and
replaced (ZW-HERO-24); the Epic Battle when it began (heroes standing, their Injuries, the map's
Murkrifts and Incursions: the Herald's Shields, ZW-SCEN-34); and each hero's Saga at the end. A
developer's tool, English only, like the balance report; the figures are in docs/zerywia_memory.md.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from game.ai.bots import GreedyBot
from game.core.actions import Event
from game.zerywia.balance import GAME, tables
from game.zerywia.land import MURK, THREAT
from game.zerywia.saga_growth import completed, decks
from game.zerywia.state import ZerywiaState
from game.zerywia.story_target import FULL_SAGA, target

TAINTS = ("zerywia.hero.tainted", "zerywia.hero.primal_taint", "zerywia.hero.lost_to_oblivion")


@dataclass
class Game:
    seed: int
    outcome: str = ""
    cycle: int = 0
    replaced: int = 0  # heroes lost during the game (each one's player took on another, or none was left)
    wear: Counter[str] = field(default_factory=Counter)  # "injury:difficulty@exploration", ...
    stones: Counter[str] = field(default_factory=Counter)  # "all", "three_rifts"
    battle: str = ""  # the table when the Epic Battle began
    sagas: list[str] = field(default_factory=list)  # each hero at the end: "saga" or "done/of"


def count(events: Iterable[Event], context: str, into: Game) -> None:
    """One action's events into the game's tallies (``context``: the state's before the action)."""
    for e in events:
        if e.kind == "zerywia.hero.lost":
            into.wear[f"{e.data['what']}:{e.data['cause']}@{context or '-'}"] += 1
        elif e.kind in TAINTS:
            into.wear[f"{e.kind.rsplit('.', 1)[-1]}@{context or '-'}"] += 1
        elif e.kind == "zerywia.statue.blackstone":
            into.stones["all"] += 1
        elif e.kind == "zerywia.memory.three_rifts":
            into.stones["three_rifts"] += 1


def table_at_battle(state: ZerywiaState) -> str:
    standing = [h for h in state.heroes if not h.lost]
    rifts = sum(s == "murkrift" for s in state.land.tokens[MURK].values())
    incursions = sum(s == "incursion" for s in state.land.tokens[THREAT].values())
    injuries = [sum(h.injuries.values()) for h in standing]
    return f"Cycle {state.cycle}: {len(standing)} heroes, Injuries {injuries}, {rifts} Murkrifts + {incursions} Incursions"


def saga_state(state: ZerywiaState) -> list[str]:
    out = []
    for h in state.heroes:
        if h.lost:
            continue
        t = target(h, FULL_SAGA)
        done = any(completed(d) for d in decks(h))
        out.append(f"{h.hero}:" + ("saga" if done or t is None else f"{t.done}/{t.done + t.left}"))
    return out


def play(heroes: list[str], seed: int) -> Game:
    state = GAME.new_game({"heroes": heroes, "scenario": "memory"}, seed)
    bot = GreedyBot(seed ^ 0x5EED)  # balance.play's bot
    game = Game(seed)
    for _ in range(GAME.max_steps(state.setup)):
        if state.outcome:
            break
        action = bot.choose(GAME, state)
        context = state.context
        events = GAME.apply(state, action)
        count(events, context, game)
        if any(e.kind == "zerywia.epic.began" for e in events):
            game.battle = table_at_battle(state)
    game.outcome = state.outcome or "unfinished"
    if state.outcome:
        game.outcome += ":" + state.reason.rsplit(".", 1)[-1]
    game.cycle, game.replaced, game.sagas = state.cycle, len(state.fallen), saga_state(state)
    return game


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--heroes", type=int, default=2)
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    combos = tables(args.heroes)
    wear: Counter[str] = Counter()
    stones: Counter[str] = Counter()
    for i in range(args.games):
        g = play(combos[i % len(combos)], args.seed + i)
        wear += g.wear
        stones += g.stones
        print(f"seed {g.seed}: {g.outcome} at Cycle {g.cycle}; heroes lost {g.replaced}; "
              f"Blackstones {g.stones['all']} ({g.stones['three_rifts']} three-rifts); battle: {g.battle or '-'}; "
              f"Sagas {' '.join(g.sagas)}", flush=True)
    print(f"Blackstones: {stones['all']}, of them three-rifts {stones['three_rifts']}")
    for key, n in wear.most_common():
        print(f"{n:5d} {key}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

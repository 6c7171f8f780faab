"""The Boss fight's balance report: greedy-bot win rates by party size and hero level.

    python -m game.desconfronto.boss.balance --fights 40 --levels 2,3,4 --items healing_potion,fire_bomb

Each fight starts straight at Daegur (``"mode": "boss"``) with every hero at the given level (the
first abilities of their trees, tier by tier) and the given items in the extended inventory; the
heroes rotate through the roster. Printed per (players, level): wins, losses, fights that reached
Gûrthur, and the median number of turns.
"""

from __future__ import annotations

import argparse
import statistics

from game.ai.bots import GreedyBot
from game.core.session import Session
from game.desconfronto import GAME
from game.desconfronto.content import HEROES
from game.desconfronto.roster import playable_heroes


def setup_for(players: int, level: int, items: list[str], seed: int) -> dict[str, object]:
    order = playable_heroes()
    heroes = [order[(seed + k * 3) % len(order)] for k in range(players)]
    owned = {h: [s.id for s in sorted(HEROES[h].skills, key=lambda s: (s.tier, s.tree))][:level] for h in heroes}
    setup: dict[str, object] = {"mode": "boss", "players": players, "heroes": heroes, "abilities": owned}
    if items:
        setup["items"] = {h: list(items) for h in heroes}
    return setup


def fight(setup: dict[str, object], seed: int) -> tuple[str, int, int]:
    """(result, form reached, turns) of one greedy-bot Boss fight."""
    s = Session.new(GAME, setup, seed)
    bot = GreedyBot(seed)
    for _ in range(GAME.max_steps(setup)):
        if GAME.is_over(s.state) is not None:
            break
        s.apply(bot.choose_for(s))
    over = GAME.is_over(s.state)
    boss = s.state.boss
    return (over.result if over else "unfinished"), (boss.form if boss else 0), s.state.turn


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fights", type=int, default=40)
    ap.add_argument("--players", default="1,2,3,4")
    ap.add_argument("--levels", default="2,4")
    ap.add_argument("--items", default="healing_potion,fire_bomb")
    args = ap.parse_args(argv)
    items = [i for i in args.items.split(",") if i]
    for n in (int(x) for x in args.players.split(",")):
        for level in (int(x) for x in args.levels.split(",")):
            runs = [fight(setup_for(n, level, items, seed), seed) for seed in range(args.fights)]
            won = sum(1 for r in runs if r[0] == "won")
            second = sum(1 for r in runs if r[1] == 2)
            turns = statistics.median(r[2] for r in runs)
            print(f"{n} players, level {level}: won {won}/{len(runs)} ({100 * won / len(runs):.0f}%), "
                  f"reached Gûrthur {second}, median turns {turns}")


if __name__ == "__main__":
    main()

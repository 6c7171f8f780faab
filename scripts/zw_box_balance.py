"""The box's authored Zerywia cards measured against the Path's (issue 13): greedy Paths of the
Chosen One played as balance.py plays them, but with the decks swapped at the start for what the
Memory of the World deals (its seven breeds, L1116; the Raid of the Scorned and Black Monolith sets
its Fadings add, L1138-L1139; the Monolith Guardians of the 3rd Fading, L1140).

The Memory's own flow (the Herald, the four Rituals) is another helper's; this measures only the
cards: the win rate of the same tables with each deck mix, the share of Enemy Challenges won per
breed and of Exploration cards resolved without a Failure per set. Run from the repository root:
``PYTHONPATH=. python scripts/zw_box_balance.py --games 100``. The figures are in
docs/zerywia_content.md.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from game.ai.bots import GreedyBot
from game.ai.stats import wilson
from game.core.piles import Pile
from game.zerywia.balance import tables
from game.zerywia.content import content
from game.zerywia.decks import path_enemy_decks
from game.zerywia.game import ZerywiaGame

GAME = ZerywiaGame()
MEMORY_BREEDS = ("fiends", "nightmares", "scorned", "drowners", "vilas", "rotfiends", "upirs")
VARIANTS = ("path", "memory_breeds", "memory_breeds+sets", "memory_breeds+sets+guardians")


def deal(state, variant: str) -> None:
    """Swap the state's Enemy, Breed and Exploration decks for the variant's, reshuffled."""
    c = content()
    if variant == "path":
        return
    enemy, breed = path_enemy_decks(c.enemies, MEMORY_BREEDS)
    if variant.endswith("guardians"):
        enemy += c.breed("monolith_guardians")
    state.enemy_deck, state.breed_deck = Pile(enemy), Pile(breed)
    state.enemy_deck.shuffle(state.rng)
    state.breed_deck.shuffle(state.rng)
    if "sets" in variant:
        for terrain, deck in state.decks.items():
            extra = c.set_cards("raid_of_the_scorned", terrain) + c.set_cards("black_monolith", terrain)
            state.decks[terrain] = Pile([*deck, *extra])
            state.decks[terrain].shuffle(state.rng)


def play(heroes: list[str], seed: int, variant: str, fights: Counter, explores: Counter) -> str:
    c = content()
    state = GAME.new_game({"heroes": heroes}, seed)
    deal(state, variant)
    bot = GreedyBot(seed ^ 0x5EED)
    for _ in range(GAME.max_steps(state.setup)):
        if state.outcome:
            break
        fighting = state.challenge.enemy if state.challenge is not None else None
        for event in GAME.apply(state, bot.choose(GAME, state)):
            if event.kind == "zerywia.challenge.resolved" and fighting in c.enemies:
                breed = c.enemies[fighting].breed
                fights[(breed, event.data["result"] == "success")] += 1
            elif event.kind == "zerywia.explore.resolved":
                kind = c.exploration[event.data["card"]].set
                explores[(kind, event.data["result"] != "failure")] += 1
    return state.outcome or "unfinished"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--counts", default="2,4")
    args = parser.parse_args(argv)
    counts = [int(n) for n in args.counts.split(",")]
    fights: dict[str, Counter] = {v: Counter() for v in VARIANTS}
    explores: dict[str, Counter] = {v: Counter() for v in VARIANTS}
    print("| Deck mix | Heroes | Games | Won | 95% interval |")
    print("|---|---|---|---|---|")
    for variant in VARIANTS:
        for count in counts:
            combos = tables(count)
            wins = sum(
                play(combos[i % len(combos)], 1 + i, variant, fights[variant], explores[variant]) == "won"
                for i in range(args.games)
            )
            low, high = wilson(wins, args.games)
            print(f"| {variant} | {count} | {args.games} | {wins / args.games:.1%} | {low:.1%}-{high:.1%} |")
            sys.stdout.flush()
    print("\n| Deck mix | Breed / set | Checks | Won |")
    print("|---|---|---|---|")
    for variant in VARIANTS:
        for table in (fights[variant], explores[variant]):
            for name in sorted({k for k, _ in table}):
                n = table[(name, True)] + table[(name, False)]
                print(f"| {variant} | {name} | {n} | {table[(name, True)] / n:.0%} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

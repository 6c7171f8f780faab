"""Building a scenario's Enemy and Breed decks from its breeds (L404, ZW-SCEN-05).

"Of the groups of Enemies indicated by the Scenario ... separate all cards with a single value and
one card each with a double value ... In this way, you will create a deck of Enemies. You will form
a second deck from the remaining cards - the Breed deck." The rulebook does not say which double
goes in; the first one listed in ``enemies.toml`` does, so the decks are the same every game before
they are shuffled.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from game.zerywia.content_models import EnemyM

# The breeds of the Path of the Chosen One (L404).
PATH_BREEDS = ("fiends", "scorned", "drowners", "rotfiends", "upirs")


def path_enemy_decks(
    enemies: Mapping[str, EnemyM] | Iterable[EnemyM], breeds: Sequence[str] = PATH_BREEDS
) -> tuple[list[str], list[str]]:
    """The (Enemy deck, Breed deck) ids, unshuffled and in file order: every single-value card of
    the given breeds and the first double-value card of each go to the Enemy deck, the other
    doubles to the Breed deck. Cards of other breeds are in neither."""
    cards = list(enemies.values()) if isinstance(enemies, Mapping) else list(enemies)
    enemy_deck: list[str] = []
    breed_deck: list[str] = []
    double_taken: set[str] = set()
    for card in cards:
        if card.breed not in breeds:
            continue
        if card.value == 1:
            enemy_deck.append(card.id)
        elif card.breed not in double_taken:
            double_taken.add(card.breed)
            enemy_deck.append(card.id)
        else:
            breed_deck.append(card.id)
    return enemy_deck, breed_deck

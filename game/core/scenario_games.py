"""What a scenario file may say about each game: its edits, its turn counter, what "defeated" and
"score" mean in it.

Everything here reads and writes the game's saved JSON form (``Game.to_json``/``from_json``), never
its classes: an edit is a change to a new game's JSON that ``from_json`` then checks like a save,
and a goal predicate reads the JSON of the state. So this module imports no game, and a game's
internals may change without it as long as its save form keeps these few fields.

The edit vocabulary is kept small on purpose (a puzzle sets up a position with a few edits and
plays the rest through the rules with an action prefix):

* desConfronto: ``hero_vigor`` {hero, vigor}, ``creature_vigor`` {creature, vigor},
  ``hand`` {hero, cards} (moves the named cards from that hero's draw pile or discard into the hand).
* Heróis & Monstros: ``resources`` {values = [a, b, c]}, ``hand`` {seat, cards} (from that seat's
  deck or discard, or the Fortress deck).
* Zerywia: ``hero_value`` {hero, attribute, value} (vigor / instinct / will, 0..printed maximum).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


class EditProblem(ValueError):
    """An edit that cannot apply: ``key`` (under ``scenario.error.``) and its parameters; ``where``
    names the edit's key the problem is in (for the line)."""

    def __init__(self, key: str, where: str = "", /, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.where = where
        self.params = params


Edit = Callable[[dict[str, Any], dict[str, Any]], None]  # (state JSON, the edit's table) -> change it


@dataclass(frozen=True)
class GameTerms:
    """One game's scenario vocabulary (see the module docstring)."""

    turn_field: str  # the state JSON's turn or round counter
    edits: dict[str, Edit]
    defeated: Callable[[dict[str, Any], str], bool] | None = None  # (state JSON, target) -> defeated?
    targets: Callable[[dict[str, Any]], list[str]] | None = None  # the targets "defeat" may name
    score: Callable[[dict[str, Any], int], int] | None = None  # (state JSON, seat) -> score


def _int(edit: dict[str, Any], name: str, low: int, high: int) -> int:
    value = edit.get(name)
    if type(value) is not int:
        raise EditProblem("edit_number", name, field=name)
    if not low <= value <= high:
        raise EditProblem("edit_range", name, field=name, low=low, high=high, value=value)
    return value


def _cards(edit: dict[str, Any]) -> list[str]:
    cards = edit.get("cards")
    if type(cards) is not list or not cards or not all(type(c) is str for c in cards):
        raise EditProblem("edit_cards", "cards")
    return cards


def _move_cards(cards: list[str], hand: list[str], sources: list[list[str]]) -> None:
    for card in cards:
        for pile in sources:
            if card in pile:
                pile.remove(card)
                hand.append(card)
                break
        else:
            raise EditProblem("edit_card_missing", "cards", card=card)


def _only(edit: dict[str, Any], allowed: set[str]) -> None:
    extra = sorted(set(edit) - allowed - {"kind"})
    if extra:
        raise EditProblem("edit_unknown_field", extra[0], name=extra[0])


# --- desConfronto ----------------------------------------------------------------------------


def _dc_hero(state: dict[str, Any], edit: dict[str, Any]) -> dict[str, Any]:
    heroes: list[dict[str, Any]] = state["heroes"]
    return heroes[_int(edit, "hero", 0, len(heroes) - 1)]


def _dc_hero_vigor(state: dict[str, Any], edit: dict[str, Any]) -> None:
    _only(edit, {"hero", "vigor"})
    hero = _dc_hero(state, edit)
    hero["vigor"] = _int(edit, "vigor", 1, hero["max_vigor"])


def _dc_creature_vigor(state: dict[str, Any], edit: dict[str, Any]) -> None:
    _only(edit, {"creature", "vigor"})
    creatures = state["creatures"]
    creature = creatures[_int(edit, "creature", 0, len(creatures) - 1)]
    if creature.get("defeated"):
        raise EditProblem("edit_defeated", "creature")
    creature["vigor"] = _int(edit, "vigor", 1, creature["vigor"])  # a new game: full Vigor


def _dc_hand(state: dict[str, Any], edit: dict[str, Any]) -> None:
    _only(edit, {"hero", "cards"})
    hero = _dc_hero(state, edit)
    _move_cards(_cards(edit), hero["hand"], [hero["draw"], hero["discard"]])


def _dc_defeated(state: dict[str, Any], target: str) -> bool:
    index = int(target[1:])
    return bool(state["creatures"][index].get("defeated"))


def _dc_targets(state: dict[str, Any]) -> list[str]:
    return [f"c{i}" for i in range(len(state["creatures"]))]


# --- Heróis & Monstros -------------------------------------------------------------------------


def _hm_resources(state: dict[str, Any], edit: dict[str, Any]) -> None:
    _only(edit, {"values"})
    values = edit.get("values")
    if type(values) is not list or len(values) != len(state["resources"]):
        raise EditProblem("edit_resources", "values", count=len(state["resources"]))
    for v in values:
        if type(v) is not int or not 0 <= v <= 99:
            raise EditProblem("edit_range", "values", low=0, high=99, value=v)
    state["resources"] = list(values)


def _hm_hand(state: dict[str, Any], edit: dict[str, Any]) -> None:
    _only(edit, {"seat", "cards"})
    seats = state["seats"]
    seat = seats[_int(edit, "seat", 0, len(seats) - 1)]
    _move_cards(_cards(edit), seat["hand"], [seat["deck"], seat["discard"], state["fortress_deck"]])


def _hm_defeated(state: dict[str, Any], target: str) -> bool:
    return target not in state["battlefield"] and target in state["invasion_discard"]


def _hm_targets(state: dict[str, Any]) -> list[str]:
    return [c for c in state["battlefield"] if c]


# --- Zerywia ------------------------------------------------------------------------------------


def _zw_hero_value(state: dict[str, Any], edit: dict[str, Any]) -> None:
    _only(edit, {"hero", "attribute", "value"})
    heroes = state["heroes"]
    hero = heroes[_int(edit, "hero", 0, len(heroes) - 1)]
    attribute = edit.get("attribute")
    if attribute not in hero["value"]:
        raise EditProblem("edit_choice", "attribute", choices=", ".join(sorted(hero["value"])))
    hero["value"][attribute] = _int(edit, "value", 0, hero["printed_max"][attribute])


TERMS: dict[str, GameTerms] = {
    "desconfronto": GameTerms(
        "turn",
        {"hero_vigor": _dc_hero_vigor, "creature_vigor": _dc_creature_vigor, "hand": _dc_hand},
        defeated=_dc_defeated,
        targets=_dc_targets,
    ),
    "fortress": GameTerms(
        "round",
        {"resources": _hm_resources, "hand": _hm_hand},
        defeated=_hm_defeated,
        targets=_hm_targets,
        score=lambda state, seat: int(state["kills"]),
    ),
    "zerywia": GameTerms("cycle", {"hero_value": _zw_hero_value}),
}


def terms(game: str) -> GameTerms:
    """The game's vocabulary; a game without one gets none (no edits, no goal beyond win/survive)."""
    return TERMS.get(game) or GameTerms("", {})

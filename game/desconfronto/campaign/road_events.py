"""The road-event deck (DC-CMP-19): events, their effect vocabulary and the balance scale.

The vocabulary is documented in ``content.py``'s docstring.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import Field, model_validator

from game.core.content import ContentError, Record, Source, Text, check_unique_ids, parse_records, read_toml
from game.core.resources import DataPath
from game.desconfronto.campaign.map_cards import DATA, FACES, Face
from game.desconfronto.content import Condition
from game.desconfronto.creatures import CREATURES
from game.desconfronto.dice import DIE
from game.desconfronto.items import ITEMS

EVENTS_FILE = DATA / "road_events.toml"
To = Literal["party", "leader", "one"]


class EventEffect(Record):
    fragments: int | None = Field(None, ge=-6, le=6)
    vigor: int | None = Field(None, ge=-4, le=6)
    condition: Condition | None = None
    draw: int | None = Field(None, ge=1, le=3)
    discard: int | None = Field(None, ge=1, le=3)
    rest: Literal["short", "long"] | None = None
    ambush: list[str] | None = None
    item: str | None = None
    to: To = "party"
    count: int = Field(1, ge=1, le=3)

    @model_validator(mode="after")
    def _one_verb(self) -> EventEffect:
        verbs = [v for v in VERBS if getattr(self, v) is not None]
        if len(verbs) != 1:
            raise ValueError(f"an effect needs exactly one of {', '.join(VERBS)} (got {verbs or 'none'})")
        return self

    @property
    def verb(self) -> str:
        return next(v for v in VERBS if getattr(self, v) is not None)


VERBS = ("fragments", "vigor", "condition", "draw", "discard", "rest", "ambush", "item")


class GambleModel(Record):
    faces: list[Face] = Field(min_length=1, max_length=3)
    win: list[EventEffect]
    win_text: Text
    lose: list[EventEffect]
    lose_text: Text


class ChoiceModel(Record):
    label: Text
    outcome: Text
    effects: list[EventEffect] = []
    gamble: GambleModel | None = None


class RoadEvent(Record):
    id: str
    title: Text
    scene: Text
    a: ChoiceModel
    b: ChoiceModel
    biomes: list[Literal["ruins", "tundras", "forests", "swamps"]] = []  # empty: any card
    source: Source
    note: str = ""


# Balance scale, in Soul Stone fragment equivalents (the rules' one countable currency).
# One fragment buys a first ability (L401) or a basic potion (3 Vigor, items.toml), so 3 healed Vigor
# on one hero ~ 1 fragment. A pending harmful condition costs about the Vigor it burns (~1.5 fragments);
# a drawn card is half an action. A rest's worth: a Short Rest clears conditions and refills the deck
# (~3), a Long Rest also restores all Vigor (~6). Ambushers cost what beating them takes: ~1.5 per tier.
PARTY_WEIGHT = 2.5  # "party" hits every hero: counted as 2.5 heroes (the middle of 1-4)
VALUE = {
    "fragment": 1.0,
    "vigor_gain": 0.34,
    "vigor_loss": 0.5,
    "harmful_condition": 1.5,
    "purification": 1.0,
    "card": 0.5,
    "short_rest": 3.0,
    "long_rest": 6.0,
    "ambush_tier": 1.5,
}


def effect_value(e: EventEffect) -> float:
    """One effect's worth in fragment equivalents (the scale above)."""
    heroes = PARTY_WEIGHT if e.to == "party" else 1.0
    if e.fragments is not None:
        return e.fragments * VALUE["fragment"]
    if e.vigor is not None:
        per = VALUE["vigor_gain"] if e.vigor > 0 else VALUE["vigor_loss"]
        return e.vigor * per * heroes
    if e.condition is not None:
        per = VALUE["purification"] if e.condition == "purification" else -VALUE["harmful_condition"]
        return per * e.count * heroes
    if e.draw is not None:
        return e.draw * VALUE["card"] * heroes
    if e.discard is not None:
        return -e.discard * VALUE["card"] * heroes
    if e.rest is not None:
        return VALUE[f"{e.rest}_rest"]
    if e.ambush is not None:
        return -sum(CREATURES[c].tier for c in e.ambush) * VALUE["ambush_tier"]
    assert e.item is not None
    return float(ITEMS[e.item].price)


def _face_chance(faces: list[Face]) -> float:
    weights = {f: DIE.faces.count(f) for f in FACES}
    return sum(weights[f] for f in set(faces)) / sum(weights.values())


def choice_value(c: ChoiceModel) -> float:
    """The expected worth of a choice: its sure effects plus the gamble's odds on one game die."""
    value = sum(effect_value(e) for e in c.effects)
    if c.gamble is not None:
        p = _face_chance(c.gamble.faces)
        win = sum(effect_value(e) for e in c.gamble.win)
        lose = sum(effect_value(e) for e in c.gamble.lose)
        value += p * win + (1 - p) * lose
    return value


@cache
def load_road_events(path: DataPath = EVENTS_FILE) -> dict[str, RoadEvent]:
    events = parse_records(path, read_toml(path), "event", RoadEvent)
    by_id: dict[str, RoadEvent] = check_unique_ids(path, "event", events)
    for ev in events:
        for side in ("a", "b"):
            choice: ChoiceModel = getattr(ev, side)
            effects = list(choice.effects)
            if choice.gamble is not None:
                effects += [*choice.gamble.win, *choice.gamble.lose]
                if len(set(choice.gamble.faces)) != len(choice.gamble.faces):
                    raise ContentError(f"{path.name}: [[event]] entry (id '{ev.id}'), {side}.gamble: a face twice")
            for e in effects:
                where = f"{path.name}: [[event]] entry (id '{ev.id}'), choice {side}"
                for cid in e.ambush or ():
                    if cid not in CREATURES:
                        raise ContentError(f"{where}: unknown creature id '{cid}'")
                if e.item is not None and e.item not in ITEMS:
                    raise ContentError(f"{where}: unknown item id '{e.item}'")
    return by_id


def events_for(events: dict[str, RoadEvent], biome: str) -> tuple[RoadEvent, ...]:
    """The events a road-event card of ``biome`` draws from (its own landscape's and the general ones)."""
    return tuple(e for e in events.values() if not e.biomes or biome in e.biomes)

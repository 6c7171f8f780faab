"""Setting up the Path of the Chosen One (ZW-SCEN-01..05; L333-L406).

1-4 of the five heroes (AMB-57), each with the suggested basic Saga set Prepared (a Solo hero also
takes a fourth basic card, ZW-SCEN-02), a Birth Thymor from the Marks of Thymor drawn without
replacement (ZW-HERO-44), starting in that Thymor's Cradle (ZW-SCEN-03). Murk on every Shroud, Exis
Temple and Hollows; a Threat on every Region without a special location and on every Stronghold
(ZW-SCEN-04). The Herald on the Chasm. The basic Exploration decks and the Path's Enemy and Breed
decks, shuffled.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import SetupError
from game.core.piles import Pile
from game.core.protocol import SetupField
from game.core.rng import Rng
from game.zerywia.content import content
from game.zerywia.feats import starting_feats
from game.zerywia.geography import Geography
from game.zerywia.hero import Hero, new_hero
from game.zerywia.land import MURK, THREAT, Land
from game.zerywia.options import RULES
from game.zerywia.state import ZerywiaState

MAX_HEROES = 4  # AMB-57
SOLO_EXTRA = "borovils_heart"  # the Solo hero's extra basic card (ZW-SCEN-02: "you can choose it")
PATH_BREEDS = ("fiends", "scorned", "drowners", "rotfiends", "upirs")  # L404
MURK_AT = ("shroud", "exis_temple", "hollows")  # L399


HERO_ORDER = ("svara", "goryv", "veda", "dalbor", "hexdrinker")


def setup_fields() -> list[SetupField]:
    """The New game screen: how many heroes (1-4, AMB-57), then one hero per seat."""
    heroes = tuple((h, f"zerywia.hero.{h}") for h in HERO_ORDER)
    fields = [SetupField("players", "setup.players", tuple((k, f"setup.n{k}") for k in range(1, 5)), 1)]
    for k in range(1, MAX_HEROES + 1):
        visible = ("players", tuple(range(k, MAX_HEROES + 1))) if k > 1 else None
        fields.append(SetupField(f"hero{k}", f"zerywia.setup.hero{k}", heroes, HERO_ORDER[k - 1], visible))
    return fields


def normalize_setup(raw: dict[str, Any]) -> dict[str, Any]:
    if "heroes" not in raw and "players" in raw:  # the New game screen's fields
        players = raw["players"]
        if type(players) is not int or not 1 <= players <= MAX_HEROES:
            raise SetupError("choose 1 to 4 heroes", "zerywia.setup.heroes")
        raw = {**raw, "heroes": [raw.get(f"hero{k}", HERO_ORDER[k - 1]) for k in range(1, players + 1)]}
    heroes = raw.get("heroes", ["svara"])
    known = content().heroes
    if not isinstance(heroes, list) or not heroes or any(h not in known for h in heroes):
        raise SetupError("choose 1 to 4 of the heroes", "zerywia.setup.heroes")
    if len(heroes) > MAX_HEROES or len(set(heroes)) != len(heroes):
        raise SetupError("choose 1 to 4 different heroes", "zerywia.setup.heroes")
    fields: dict[str, Any] = {"players": len(heroes)}
    fields.update({f"hero{k}": h for k, h in enumerate(heroes, 1)})
    return {"heroes": list(heroes), **fields, "options": RULES.normalize(raw.get("options"))}


def path_decks(rng: Rng) -> tuple[Pile, Pile]:
    """ZW-SCEN-05 (L404): of the five breeds, every single-value card and the first double-value
    card of each breed form the Enemy deck; the other cards the Breed deck."""
    enemy, breed = [], []
    for b in PATH_BREEDS:
        cards = [e for e in content().enemies.values() if e.breed == b]
        doubles = [e.id for e in cards if e.value == 2]
        enemy += [e.id for e in cards if e.value == 1] + doubles[:1]
        breed += doubles[1:]
    enemy_deck, breed_deck = Pile(enemy), Pile(breed)
    enemy_deck.shuffle(rng)
    breed_deck.shuffle(rng)
    return enemy_deck, breed_deck


def _hero(hero_id: str, seat: int, solo: bool, options: dict[str, Any]) -> Hero:
    data = content().heroes[hero_id]
    hero = new_hero(hero_id, data.maxima.model_dump(), seat)
    hero.prepared = list(data.sagas)
    hero.reserve = [SOLO_EXTRA] if solo and SOLO_EXTRA not in data.sagas else []
    hero.taint_weakens = options.get("taint_effect", "max_minus_1") == "max_minus_1"
    hero.story = content().first_story(hero_id).id
    return hero


def new_state(setup: dict[str, Any], seed: int, geo: Geography) -> ZerywiaState:
    rng = Rng(seed)
    options = setup["options"]
    solo = len(setup["heroes"]) == 1
    heroes = [_hero(h, i, solo, options) for i, h in enumerate(setup["heroes"])]
    marks = list(geo.thymors)
    rng.shuffle(marks)
    for hero, birth in zip(heroes, marks, strict=False):
        hero.birth = birth
        hero.region = geo.special_region(birth, "cradle")
        hero.feats = starting_feats(hero.hero, birth)
    land = Land()
    for region in sorted(geo.thymor_of):
        kind = geo.special.get(region)
        if kind in MURK_AT:
            land.tokens[MURK][region] = MURK
        elif kind is None or kind == "stronghold":
            land.tokens[THREAT][region] = THREAT
    decks = {}
    for terrain in ("wilderness", "mountain", "ruin", "settlement"):
        decks[terrain] = Pile(content().deck(terrain))
        decks[terrain].shuffle(rng)
    enemy_deck, breed_deck = path_decks(rng)
    item_deck = Pile(content().items)
    item_deck.shuffle(rng)
    return ZerywiaState(
        setup=setup,
        options=options,
        rng=rng,
        heroes=heroes,
        land=land,
        decks=decks,
        discards={t: Pile() for t in decks},
        enemy_deck=enemy_deck,
        breed_deck=breed_deck,
        item_deck=item_deck,
        gods=list(content().gods),
        creatures=[c.id for c in content().creatures.values() if not c.devil],  # Devils aside (L343)
    )

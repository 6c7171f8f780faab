"""Setting up a Zerywia scenario (the Path: ZW-SCEN-01..05, L333-L406; the Memory of the World:
ZW-SCEN-13..16, L1096-L1118).

1-4 of the five heroes (AMB-57), each with the suggested basic Saga set Prepared (a Solo hero also
takes a fourth basic card of its choice, ZW-SCEN-02: a pending choice asked before the first
action, ``solo``), a Birth Thymor from the Marks of Thymor drawn without replacement (ZW-HERO-44),
starting in that Thymor's Cradle (the Path, ZW-SCEN-03) or Exis Temple (the Memory, ZW-SCEN-14).
The Path: Murk on every Shroud, Exis Temple and Hollows, a Threat on every Region without a special
location and on every Stronghold (ZW-SCEN-04), the Herald on the Chasm. The Memory: Murk on every
Primesource, Shroud and Hollows, a Threat on every Region without a special location (Strongholds
empty), Ughmor at Frozen Debris (ZW-SCEN-15). The basic Exploration decks and the scenario's Enemy
and Breed decks (``scenarios.Scenario.breeds``), shuffled.
"""

from __future__ import annotations

import re
from typing import Any

from game.core.actions import SetupError
from game.core.piles import Pile
from game.core.protocol import SetupField
from game.core.rng import Rng
from game.zerywia import herald_attack, kept_guards
from game.zerywia.carry import apply_carry, check_carry
from game.zerywia.content import content
from game.zerywia.content_models import TERRAINS
from game.zerywia.feats import starting_feats
from game.zerywia.formats import LEGACY_SOLO_EXTRA
from game.zerywia.geography import Geography
from game.zerywia.geography import current as current_geography
from game.zerywia.hero import Hero, new_hero
from game.zerywia.land import MURK, THREAT, Land
from game.zerywia.memory_rituals import place_blackstone
from game.zerywia.options import RULES
from game.zerywia.packs import PACKS, checked_packs
from game.zerywia.saga_growth import available_basics
from game.zerywia.scenarios import PATH, SCENARIOS, scenario_id
from game.zerywia.solo import offer_solo_choice, start_basic_sagas
from game.zerywia.state import ZerywiaState

MAX_HEROES = 4  # AMB-57
CAMPAIGN_NAME = re.compile(r"[A-Za-z0-9_-]{1,40}")
PATH_BREEDS = SCENARIOS[PATH].breeds  # L404


HERO_ORDER = ("svara", "goryv", "veda", "dalbor", "hexdrinker")  # the base box's
# The New game screen's "Expansions" choice (packs.py): which packs a game plays, as ``setup["packs"]``.
EXPANSIONS = {
    "none": [],
    "into_the_wild": ["into_the_wild"],
    "scorned_renegades": ["scorned_renegades"],
    "both": ["into_the_wild", "scorned_renegades"],
}


def pack_heroes() -> list[str]:
    """The expansion packs' heroes, pack by pack (``PACKS`` order), each pack's in file order."""
    c = content()
    return [h for p in PACKS for h in c.heroes if c.pack_of("heroes", h) == p]


def setup_fields() -> list[SetupField]:
    """The New game screen: the scenario, the expansion packs, how many heroes (1-4, AMB-57), then
    one hero per seat (a pack's heroes offered only while their pack is on)."""
    c = content()
    heroes = tuple((h, f"zerywia.hero.{h}") for h in (*HERO_ORDER, *pack_heroes()))
    only_if = tuple(
        (h, ("expansions", tuple(k for k, on in EXPANSIONS.items() if c.pack_of("heroes", h) in on)))
        for h in pack_heroes()
    )
    scenarios = tuple((s, f"zerywia.scenario.{s}") for s in SCENARIOS)
    fields = [
        SetupField("scenario", "zerywia.setup.scenario", scenarios, PATH),
        SetupField("expansions", "zerywia_packs.setup.expansions",
                   tuple((k, f"zerywia_packs.expansions.{k}") for k in EXPANSIONS), "none"),
        SetupField("players", "setup.players", tuple((k, f"setup.n{k}") for k in range(1, 5)), 1),
    ]
    for k in range(1, MAX_HEROES + 1):
        visible = ("players", tuple(range(k, MAX_HEROES + 1))) if k > 1 else None
        fields.append(SetupField(f"hero{k}", f"zerywia.setup.hero{k}", heroes, HERO_ORDER[k - 1], visible, only_if))
    return fields


def setup_packs(raw: dict[str, Any]) -> list[str]:
    """The packs a setup plays: its ``packs`` list, else the New game screen's "Expansions" choice;
    none for a setup from before the packs (an old save)."""
    if raw.get("packs") is None and "expansions" in raw:
        if raw["expansions"] not in EXPANSIONS:
            raise SetupError("unknown expansion", "zerywia_packs.setup.unknown_pack", pack=str(raw["expansions"]))
        return list(EXPANSIONS[raw["expansions"]])
    try:
        return checked_packs(raw.get("packs"))
    except ValueError as exc:
        raise SetupError(f"unknown expansion pack '{exc}'", "zerywia_packs.setup.unknown_pack", pack=str(exc)) from None


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
    packs = setup_packs(raw)
    for hero in heroes:
        pack = content().pack_of("heroes", hero)
        if pack and pack not in packs:
            raise SetupError(f"{hero} needs the expansion pack {PACKS[pack].name['en']}",
                             f"zerywia_packs.setup.needs_{pack}", hero=content().heroes[hero].name.en)
    scenario = scenario_id(raw)
    if scenario not in SCENARIOS:
        raise SetupError("choose a scenario", "zerywia.setup.no_scenario")
    fields: dict[str, Any] = {"scenario": scenario, "players": len(heroes)}
    if packs:  # absent with no packs, so every game from before the packs keeps its setup
        fields["packs"] = packs
    extra = raw.get("solo_extra")
    if extra is None and "scenario" not in raw and len(heroes) == 1:
        # a setup from before the scenario choice (an old save, an old test) keeps the card the
        # Solo hero was then given, so its action log replays as it was played
        extra = LEGACY_SOLO_EXTRA
    if extra is not None:
        if extra not in content().sagas:
            raise SetupError("unknown Saga card", "zerywia.setup.heroes")
        fields["solo_extra"] = extra
    fields.update({f"hero{k}": h for k, h in enumerate(heroes, 1)})
    if raw.get("carry") is not None:  # a campaign's scenario: what each hero carries (carry.py)
        fields["carry"] = check_carry(raw["carry"], list(heroes))
    fallen = raw.get("fallen")
    if fallen:  # a campaign's heroes lost in earlier scenarios: never taken on again (L1069)
        if (not isinstance(fallen, list) or "carry" not in fields or len(set(fallen)) != len(fallen)
                or any(h not in known or h in heroes for h in fallen)):
            raise SetupError("not a campaign's scenario", "zerywia.campaign.bad_carry")
        fields["fallen"] = list(fallen)
    due = raw.get("blackstones")
    if due is not None:  # a campaign's last scenario failed: its Black Page's cost (pages.py, L1210)
        if type(due) is not int or not 1 <= due < SCENARIOS[scenario].rituals[0] or "carry" not in fields:
            raise SetupError("not a campaign's scenario", "zerywia.campaign.bad_carry")
        fields["blackstones"] = due
    name = raw.get("campaign")
    if name is not None:  # the campaign file it belongs to (saves/zerywia_campaign.py)
        if not isinstance(name, str) or not CAMPAIGN_NAME.fullmatch(name) or "carry" not in fields:
            raise SetupError("not a campaign's scenario", "zerywia.campaign.bad_carry")
        fields["campaign"] = name
    return {"heroes": list(heroes), **fields, "options": RULES.normalize(raw.get("options"))}


def scenario_cards(breeds: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """ZW-SCEN-05 (L404) / ZW-SCEN-16 (L1116): of the scenario's breeds, every single-value card and
    the first double-value card of each breed form the Enemy deck; the other cards the Breed deck.
    A breed with no cards yet gives nothing (its content may come later)."""
    enemy: list[str] = []
    breed: list[str] = []
    for b in breeds:
        cards = [e for e in content().enemies.values() if e.breed == b]
        doubles = [e.id for e in cards if e.value == 2]
        enemy += [e.id for e in cards if e.value == 1] + doubles[:1]
        breed += doubles[1:]
    return enemy, breed


def path_decks(rng: Rng, breeds: tuple[str, ...] = PATH_BREEDS) -> tuple[Pile, Pile]:
    """The Enemy and Breed decks of ``scenario_cards``, shuffled (the Enemy deck first)."""
    enemy, breed = scenario_cards(breeds)
    enemy_deck, breed_deck = Pile(enemy), Pile(breed)
    enemy_deck.shuffle(rng)
    breed_deck.shuffle(rng)
    return enemy_deck, breed_deck


def _hero(hero_id: str, seat: int, options: dict[str, Any]) -> Hero:
    data = content().heroes[hero_id]
    hero = new_hero(hero_id, data.maxima.model_dump(), seat)
    hero.prepared = list(data.sagas)
    hero.taint_weakens = options.get("taint_effect", "max_minus_1") == "max_minus_1"
    hero.worn_out_lost = options.get("injury_beyond_last", "oblivion") == "oblivion"
    hero.taint_holds_blocker = bool(options.get("taint_holds_blocker", False))  # format 5 and older
    hero.story = content().first_story(hero_id).id
    return hero


def share_suggested_sets(heroes: list[Hero], packs: list[str]) -> None:
    """A pack hero's suggested set (data/packs/*/heroes.toml) is made of base basic Sagas, so it may
    name a card a hero seated earlier already holds (the box has one of each): the later hero takes
    instead the first free Basic card of the same type (``available_basics``' order). The base
    heroes' sets never share a card (L366-L370), so a base table is untouched."""
    for k, hero in enumerate(heroes):
        earlier = {c for h in heroes[:k] for c in h.prepared}
        for i, card in enumerate(hero.prepared):
            if card in earlier:
                kind = content().sagas[card].type
                free = [c for c in available_basics(heroes, packs) if content().sagas[c].type == kind]
                if free:  # else it keeps the card: no Basic card of that type is left
                    hero.prepared[i] = free[0]


def deal_scorned(heroes: list[Hero], rng: Rng) -> None:
    """ZW-HERO-36 (L1232): each hero of a pack whose heroes draw one (the Scorned Renegades) draws 1
    random Scorned card, in addition to its Mark of Thymor; drawn without replacement from the four,
    seat by seat. No such hero at the table: the rng is not touched (the base games unchanged)."""
    drawers = [h for h in heroes if (p := content().pack_of("heroes", h.hero)) and PACKS[p].scorned_draw]
    if not drawers:
        return
    cards = content().scorned_cards()
    rng.shuffle(cards)
    for hero, card in zip(drawers, cards, strict=False):
        hero.feats.append(card)


def new_state(setup: dict[str, Any], seed: int, geo: Geography) -> ZerywiaState:
    rng = Rng(seed)
    options = setup["options"]
    scenario = SCENARIOS[scenario_id(setup)]
    heroes = [_hero(h, i, options) for i, h in enumerate(setup["heroes"])]
    packs = setup.get("packs", [])
    share_suggested_sets(heroes, packs)
    marks = list(geo.thymors)
    rng.shuffle(marks)
    for hero, birth in zip(heroes, marks, strict=False):
        hero.birth = birth
        hero.region = geo.special_region(birth, scenario.start)
        hero.feats = starting_feats(hero.hero, birth)
    deal_scorned(heroes, rng)
    land = Land()
    for region in sorted(geo.thymor_of):
        kind = geo.special.get(region)
        if kind in scenario.murk_at:
            land.tokens[MURK][region] = MURK
        elif kind is None or (kind == "stronghold" and scenario.threat_on_stronghold):
            land.tokens[THREAT][region] = THREAT
    decks = {}
    for terrain in TERRAINS:
        # a pack's Exploration cards join their terrain's basic deck, shuffled in with it (packs.py)
        decks[terrain] = Pile(content().deck(terrain) + content().pack_cards(packs, terrain))
        decks[terrain].shuffle(rng)
    enemy_deck, breed_deck = path_decks(rng, scenario.breeds)
    item_deck = Pile(content().items)
    item_deck.shuffle(rng)
    state = ZerywiaState(
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
        herald=scenario.herald_start,
        fallen=list(setup.get("fallen", [])),  # the campaign's lost heroes (oblivion.candidates)
    )
    if scenario.id != PATH:
        herald_attack.setup_deck(state)  # ZW-SCEN-16: Ughmor's Attack cards
    if scenario.starts_sagas:
        for hero in heroes:
            start_basic_sagas(hero, list(hero.prepared))
    carry = setup.get("carry")
    if carry is not None:
        apply_carry(state, carry)  # ZW-HERO-32: the heroes' memory
    for _ in range(setup.get("blackstones", 0)):  # a failed scenario's Black Page (L1210): time lost
        place_blackstone(state, [])  # fewer than the first Ritual's limit: it ends and fades nothing
    solo_asks = len(heroes) == 1 and setup.get("solo_extra") is None
    # L1086: the kept Garrisons and Watchstones, once every other token is on the map
    guards_pending = carry is not None and kept_guards.offer(state, carry, solo_asks)
    if len(heroes) == 1:
        extra = setup.get("solo_extra")
        if extra is None:
            if not guards_pending:
                offer_solo_choice(state)  # ZW-SCEN-02: asked before the first action
        elif extra not in heroes[0].prepared:
            heroes[0].reserve.append(extra)
            if scenario.starts_sagas:
                start_basic_sagas(heroes[0], [extra])
    return state


def enter_hero(state: ZerywiaState, hero_id: str, seat: int, birth: str) -> Hero:
    """A hero taken on during the game by the player of a hero lost to Oblivion (ZW-HERO-24,
    oblivion.py): as at setup, on the player's Birth Thymor (its Mark of Thymor), in the scenario's
    starting location there, a Scorned Renegades hero with its Scorned card (ZW-HERO-36); in the Memory
    its starting Sagas begin their Stories (ZW-SCEN-13)."""
    scenario = SCENARIOS[scenario_id(state.setup)]
    hero = _hero(hero_id, seat, state.options)
    hero.birth = birth
    hero.region = current_geography().special_region(birth, scenario.start)
    hero.feats = starting_feats(hero.hero, birth)
    pack = content().pack_of("heroes", hero_id)
    if pack and PACKS[pack].scorned_draw:  # ZW-HERO-36: a random Scorned card no other hero holds
        held = {c for h in state.heroes if h.seat != seat for c in (*h.feats, *h.used_feats)}
        free = [c for c in content().scorned_cards() if c not in held]
        if free:
            hero.feats.append(free[state.rng.below(len(free))])
    if scenario.starts_sagas:
        start_basic_sagas(hero, list(hero.prepared))
    return hero

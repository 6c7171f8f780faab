"""Heróis & Monstros content: pydantic models validate the TOML once, then plain frozen dataclasses
serve the hot paths (legal_actions/_apply never touch pydantic).

Physical card ids are ``<content id>#<copy>`` (``raiz#3``) so the fuzzer can check conservation.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import get_args

from game.core.content import ContentError, Text, check_unique_ids, load_records, parse_records, read_toml
from game.core.resources import DataPath, located
from game.fortress.content_models import (
    AdversaryM,
    ConstructionM,
    CostM,
    EffectM,
    GeneralM,
    GivesM,
    InvaderM,
    InvaderRace,
    PlanM,
    Race,
    StartingM,
    UnitM,
)

DATA = located(Path(__file__).resolve().parent / "data")

RESOURCES = ("crystal", "root", "sacrifice")
DEFENDER_RACES = ("peles_verdes", "imortais", "draconianos")
INVADER_RACES = ("anoes", "elfos", "humanos")


# ---------------------------------------------------------------- runtime records (plain, hashable)
Cost = tuple[int, int, int, int]  # crystal, root, sacrifice, any
Gives = tuple[tuple[str, int], ...]  # non-zero (key, amount) pairs, in vocabulary order


@dataclass(frozen=True)
class Effect:
    cost: Cost
    discard: bool
    gives: Gives
    hook: str | None
    name: Text | None

    @property
    def resource_cost(self) -> bool:
        return any(self.cost)


@dataclass(frozen=True)
class Card:
    """A defender-side card: starting resource, starting unit, Fortress unit or Construction."""

    id: str
    name: Text
    kind: str  # "resource" | "unit" | "construction"
    race: str | None
    type: str
    damage: int
    cost: Cost
    effect: Effect | None
    resource: str | None
    initial: bool
    source: str


@dataclass(frozen=True)
class Invader:
    id: str
    name: Text
    race: str
    type: str
    damage: int
    life: tuple[int, ...]
    on_enter: Gives
    on_combat: Gives
    on_fortress_damage: Gives
    on_defeat: Gives
    source: str


@dataclass(frozen=True)
class General:
    id: str
    name: Text
    race: str
    damage: int
    hand: int
    reserve: tuple[int, int, int]
    deck: tuple[str, ...]  # physical starting card ids of this General
    ability: Effect
    text: Text
    source: str


@dataclass(frozen=True)
class Plan:
    id: str
    adversary: str
    name: Text
    life: tuple[int, ...]
    each_round: Gives
    on_defeat: Gives
    source: str


@dataclass(frozen=True)
class Adversary:
    id: str
    name: Text
    race: str
    side: str
    sheet: int
    suggested: bool
    power_limit: int
    power_per_round: int
    power_per_extra_player: int
    crowd_power_from: int
    rubble_step: int
    mill_per_round: int
    victory_kills: int
    kills_per_extra_player: int
    fortress_deck_size: int
    plan_levels_per_extra_player: int
    plan_levels_by_players: tuple[int, ...]
    power_by_players: tuple[int, ...]
    enter_power: dict[str, int]
    invader_damage_bonus: dict[str, int]
    plans: tuple[str, ...]
    rules: Text
    victory: Text
    defeat: Text
    source: str


@dataclass(frozen=True)
class Content:
    cards: dict[str, Card]  # content id -> card
    invaders: dict[str, Invader]
    generals: dict[str, General]
    adversaries: dict[str, Adversary]
    plans: dict[str, Plan]
    starting_copies: dict[str, tuple[str, ...]]  # starting content id -> physical ids
    fortress_pool: tuple[str, ...]  # physical ids of every Fortress card (units + constructions)
    invader_pool: tuple[str, ...]  # physical ids of every Invader


GIVE_KEYS = tuple(GivesM.model_fields)


def _cost(c: CostM) -> Cost:
    return (c.crystal, c.root, c.sacrifice, c.any)


def _gives(g: GivesM | None) -> Gives:
    if g is None:
        return ()
    return tuple((k, getattr(g, k)) for k in GIVE_KEYS if getattr(g, k))


def _effect(e: EffectM | None) -> Effect | None:
    if e is None:
        return None
    return Effect(_cost(e.cost), e.discard, _gives(e.gives), e.hook, e.name)


def base_id(physical: str) -> str:
    return physical.split("#", 1)[0]


def _copies(cid: str, n: int) -> list[str]:
    return [f"{cid}#{i}" for i in range(1, n + 1)]


ADVERSARY_RACES = (*get_args(Race), *get_args(InvaderRace))


def load_content(data_dir: DataPath = DATA) -> Content:
    """Load and cross-check every file; raises ContentError naming file, entry and field."""
    cards_path = data_dir / "cards.toml"
    raw = read_toml(cards_path)
    starting = parse_records(cards_path, raw, "starting", StartingM)
    units = parse_records(cards_path, raw, "unit", UnitM)
    builds = parse_records(cards_path, raw, "construction", ConstructionM)
    check_unique_ids(cards_path, "card", [*starting, *units, *builds])
    inv_path = data_dir / "invaders.toml"
    invaders = load_records(inv_path, "invader", InvaderM)
    check_unique_ids(inv_path, "invader", invaders)
    gen_path = data_dir / "generals.toml"
    generals = load_records(gen_path, "general", GeneralM)
    check_unique_ids(gen_path, "general", generals)
    adv_path = data_dir / "adversaries.toml"
    adv_raw = read_toml(adv_path)
    adversaries = parse_records(adv_path, adv_raw, "adversary", AdversaryM)
    plans = parse_records(adv_path, adv_raw, "plan", PlanM)
    check_unique_ids(adv_path, "adversary", adversaries)
    check_unique_ids(adv_path, "plan", plans)

    cards: dict[str, Card] = {}
    starting_copies: dict[str, tuple[str, ...]] = {}
    for s in starting:
        if (s.kind == "resource") != (s.resource is not None):
            raise ContentError(
                f"{cards_path.name}: [[starting]] entry (id '{s.id}'), field 'resource': "
                "resource cards need a resource and only they may have one"
            )
        cards[s.id] = Card(
            s.id,
            s.name,
            s.kind,
            s.race,
            s.type,
            s.damage,
            (0, 0, 0, 0),
            _effect(s.effect),
            s.resource,
            True,
            s.source,
        )
        starting_copies[s.id] = tuple(_copies(s.id, s.copies))
    pool: list[str] = []
    for u in units:
        cards[u.id] = Card(
            u.id,
            u.name,
            "unit",
            u.race,
            u.type,
            u.damage,
            _cost(u.cost),
            _effect(u.effect),
            None,
            False,
            u.source,
        )
        pool += _copies(u.id, u.copies)
    for b in builds:
        cards[b.id] = Card(
            b.id,
            b.name,
            "construction",
            b.race,
            "",
            0,
            _cost(b.cost),
            _effect(b.effect),
            None,
            False,
            b.source,
        )
        pool += _copies(b.id, b.copies)

    inv: dict[str, Invader] = {}
    inv_pool: list[str] = []
    for i in invaders:
        inv[i.id] = Invader(
            i.id,
            i.name,
            i.race,
            i.type,
            i.damage,
            tuple(i.life),
            _gives(i.on_enter),
            _gives(i.on_combat),
            _gives(i.on_fortress_damage),
            _gives(i.on_defeat),
            i.source,
        )
        inv_pool += _copies(i.id, i.copies)

    # Starting decks take physical copies in file order; running out means the decks overlap.
    left = {k: list(v) for k, v in starting_copies.items()}
    gens: dict[str, General] = {}
    for g in generals:
        deck: list[str] = []
        for cid, n in g.deck.items():
            if cid not in left:
                raise ContentError(
                    f"{gen_path.name}: [[general]] entry (id '{g.id}'), field 'deck': "
                    f"unknown starting card '{cid}'"
                )
            if len(left[cid]) < n:
                raise ContentError(
                    f"{gen_path.name}: [[general]] entry (id '{g.id}'), field 'deck': "
                    f"not enough '{cid}' cards left for this deck"
                )
            deck += [left[cid].pop(0) for _ in range(n)]
        ability = _effect(g.ability)
        assert ability is not None
        gens[g.id] = General(
            g.id,
            g.name,
            g.race,
            g.damage,
            g.hand,
            (g.reserve.crystal, g.reserve.root, g.reserve.sacrifice),
            tuple(deck),
            ability,
            g.text,
            g.source,
        )

    plan_recs = {
        p.id: Plan(
            p.id, p.adversary, p.name, tuple(p.life), _gives(p.each_round), _gives(p.on_defeat), p.source
        )
        for p in plans
    }
    advs: dict[str, Adversary] = {}
    for a in adversaries:
        own = tuple(p.id for p in plans if p.adversary == a.id)
        advs[a.id] = Adversary(
            a.id,
            a.name,
            a.race,
            a.side,
            a.sheet,
            a.suggested,
            a.power_limit,
            a.power_per_round,
            a.power_per_extra_player,
            a.crowd_power_from,
            a.rubble_step,
            a.mill_per_round,
            a.victory_kills,
            a.kills_per_extra_player,
            a.fortress_deck_size,
            a.plan_levels_per_extra_player,
            tuple(a.plan_levels_by_players),
            tuple(a.power_by_players),
            # Keyed by plain str: the rules look races up from invader records, which hold a str.
            {race: n for race, n in a.enter_power.items()},
            {race: n for race, n in a.invader_damage_bonus.items()},
            own,
            a.rules,
            a.victory,
            a.defeat,
            a.source,
        )
        if any(n < 1 for n in a.power_by_players):
            raise ContentError(
                f"{adv_path.name}: [[adversary]] entry (id '{a.id}'), field 'power_by_players': "
                "power must rise by at least 1 each Invasion so that every game ends"
            )
        if a.race not in ADVERSARY_RACES:  # the General-matching rule compares it with a General's race
            raise ContentError(
                f"{adv_path.name}: [[adversary]] entry (id '{a.id}'), field 'race': "
                f"unknown race '{a.race}' (one of {', '.join(ADVERSARY_RACES)})"
            )
        if not own and not a.victory_kills:
            raise ContentError(
                f"{adv_path.name}: [[adversary]] entry (id '{a.id}'), field 'victory_kills': "
                "an Adversary without plans needs a kill count to be beatable"
            )
    for p in plans:
        if p.adversary not in advs:
            raise ContentError(
                f"{adv_path.name}: [[plan]] entry (id '{p.id}'), field 'adversary': "
                f"unknown id '{p.adversary}'"
            )
    return Content(cards, inv, gens, advs, plan_recs, starting_copies, tuple(pool), tuple(inv_pool))


@cache
def content() -> Content:
    return load_content()


@cache
def card_of(physical: str) -> Card:
    return content().cards[base_id(physical)]


@cache
def invader_of(physical: str) -> Invader:
    return content().invaders[base_id(physical)]


# Loaded when the game package is imported, not at the first card drawn: broken content then shows
# on the New game screen (the registry records the reason) instead of crashing a game in progress.
content()

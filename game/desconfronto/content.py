"""desConfronto content: hero decks, creatures and Creature Action cards, validated then frozen.

TOML under ``data/`` is validated by pydantic models (closed vocabularies,
cross-references) and converted once into plain frozen dataclasses that the
hot rules code reads. Broken content raises ``ContentError`` naming file,
entry and field.

**Hero file** (``data/heroes/<hero>.toml``, one per hero; see HEROES.md)::

    [hero]                      # id, name, title, style, max_vigor, vigor_source,
                                # passive {name,text,hook}, equipment [[...]]
    [[card]]                    # one entry per distinct card; ``copies`` physical cards
    id = "flaming_hands"        # the physical ids are "pharanor.flaming_hands#1", "#2", ...
    kind = "action"             # action | signature
    targets = ["enemy"]         # target slots declared before rolling (DC-CMB-09)
    effects = [ { attack = 2 }, { apply = "fire", to = "t1" } ]   # left to right (DC-GEN-12)
    [[skill]]                   # tree 1|2, tier 1..3, bought in order (DC-LVL-05)

**Target slot kinds**: ``enemy`` (a living creature), ``other_enemy`` (a
different creature than slot 1), ``hero`` (any standing hero, self included),
``ally`` (another standing hero), ``any`` (any figure, AMB-54), ``other_any``
(any figure but slot 1), ``element``
(an elemental condition name; Pharanor's choices).

**Effect vocabulary** (exactly one verb per effect): ``attack = N`` (physical
dice; ``mode = "advantage"|"disadvantage"``, ``bonus = N``), ``magic = N``,
``wounds = N``, ``apply = "<condition>"`` (``count = N``, ``partner = "t2"``
for Wind), ``shields = N`` (the card itself goes to the target's shield
area), ``heal = N``, ``draw = N``, ``extra_actions = N``, ``hook = "<name>"``
(a named function in ``hooks.HOOKS`` for truly unique text). ``to`` picks who:
``t1``/``t2`` (declared slots; default ``t1``), ``self``, ``all_enemies``,
``other_enemies`` (every enemy but t1), ``all_heroes``, ``allies``.
``only = "<tag>"`` makes an effect conditional on a class state a hero
module answers (``[Red]`` aura lines, ``[Bear]`` form lines...).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from game.core.content import ContentError, Record, Source, Text, check_unique_ids, parse_records, read_toml
from game.core.resources import DataPath, located, parent, toml_files

DATA = located(Path(__file__).resolve().parent / "data")

Condition = Literal[
    "stunned", "bleeding", "corruption", "purification", "fire", "ice", "thunder", "poison", "wind"
]
ELEMENTS = ("fire", "ice", "thunder", "poison", "wind")
SlotKind = Literal["enemy", "other_enemy", "hero", "ally", "any", "other_any", "element"]
To = Literal["t1", "t2", "t3", "self", "all_enemies", "other_enemies", "all_heroes", "allies"]
VERBS = ("attack", "magic", "wounds", "apply", "shields", "heal", "draw", "extra_actions", "hook")


class EffectModel(Record):
    attack: int | None = Field(None, ge=0)
    magic: int | None = Field(None, ge=0)
    wounds: int | None = Field(None, ge=0)
    apply: Condition | None = None
    shields: int | None = Field(None, ge=0)
    heal: int | None = Field(None, ge=0)
    draw: int | None = Field(None, ge=0)
    extra_actions: int | None = Field(None, ge=0)
    hook: str | None = None
    to: To = "t1"
    count: int = Field(1, ge=1, le=6)
    mode: Literal["", "advantage", "disadvantage"] = ""
    bonus: int = 0
    partner: Literal["", "t2", "t3"] = ""
    only: str = ""
    amount_option: str = ""  # read N from a named rule option (AMB-28's Shield of Light)

    @model_validator(mode="after")
    def _one_verb(self) -> EffectModel:
        verbs = [v for v in VERBS if getattr(self, v) is not None]
        if len(verbs) != 1:
            raise ValueError(f"an effect needs exactly one of {', '.join(VERBS)} (got {verbs or 'none'})")
        return self


class CardModel(Record):
    id: str
    name: Text
    copies: int = Field(ge=1, le=6)
    kind: Literal["action", "signature"]
    targets: list[SlotKind] = []
    effects: list[EffectModel]
    text: Text
    react: Literal["", "hero_attacked", "would_exhaust", "condition_applied", "heal_played"] = ""
    keep_active: str = ""
    # where the card comes from: the starting deck, a Specialization bought later (``subclass`` names
    # it; data/prestige/<hero>.toml) or the hero's Elder (data/elders/<hero>.toml). Only "deck" cards
    # are in the starting draw deck (DC-GEN-10); the others join it when granted (prestige.py).
    origin: Literal["deck", "subclass", "elder"] = "deck"
    subclass: str = ""
    source: Source
    note: str = ""


class SubclassModel(Record):
    """A Specialization (Prestige Class, L547-558 for Artan): its path, passive and Signature cards."""

    id: str
    path: Literal["purification", "corruption"]
    name: Text
    passive: Text
    hook: str = ""  # the passive's hook prefix, when the engine calls one (HEROES.md)
    cards: list[str]  # ids of this hero's [[card]] entries with origin = "subclass"
    source: Source
    note: str = ""


class PassiveModel(Record):
    name: Text
    text: Text
    hook: str = ""
    source: Source


class EquipmentModel(Record):
    id: str
    name: Text
    slot: Literal["head", "weapon", "accessory"]
    text: Text
    source: Source


class SkillModel(Record):
    id: str
    tree: int = Field(ge=1, le=2)
    tier: int = Field(ge=1, le=3)
    name: Text
    text: Text
    hook: str = ""
    max_vigor_bonus: int = 0
    source: Source


class HeroModel(Record):
    id: str
    name: Text
    title: Text
    style: str
    max_vigor: int = Field(ge=1, le=20)
    vigor_source: Source
    passive: PassiveModel
    equipment: list[EquipmentModel]
    note: str = ""


# --- frozen plain records read by the rules ---------------------------------


@dataclass(frozen=True)
class Eff:
    verb: str
    amount: int  # N of the verb (1 for apply/hook)
    cond: str  # condition for apply, hook name for hook
    to: str
    count: int
    mode: int  # +1 advantage, -1 disadvantage
    bonus: int
    partner: str
    only: str
    amount_option: str = ""


@dataclass(frozen=True)
class CardDef:
    id: str  # "<hero>.<card>"
    hero: str
    name: Text
    text: Text
    kind: str
    copies: int
    targets: tuple[str, ...]
    effects: tuple[Eff, ...]
    react: str
    keep_active: str
    source: str
    companion_slots: frozenset[int] = frozenset()  # slot indexes Nina may fill (heals and shields only)
    origin: str = "deck"  # "deck" | "subclass" | "elder" (CardModel.origin)
    subclass: str = ""

    @property
    def is_signature(self) -> bool:
        return self.kind == "signature"

    @property
    def shield_value(self) -> int:
        return sum(e.amount for e in self.effects if e.verb == "shields")


@dataclass(frozen=True)
class SkillDef:
    id: str
    tree: int
    tier: int
    name: Text
    text: Text
    hook: str
    max_vigor_bonus: int


@dataclass(frozen=True)
class SubclassDef:
    id: str  # "<hero>.<subclass>"
    hero: str
    path: str  # "purification" | "corruption"
    name: Text
    passive: Text
    hook: str
    cards: tuple[str, ...]  # card definition ids ("<hero>.<card>")
    source: str


@dataclass(frozen=True)
class HeroDef:
    id: str
    name: Text
    title: Text
    style: str
    max_vigor: int
    passive: PassiveModel
    equipment: tuple[EquipmentModel, ...]
    cards: tuple[CardDef, ...]
    skills: tuple[SkillDef, ...]  # sorted by (tree, tier)
    subclasses: tuple[SubclassDef, ...] = ()  # purification first, then corruption

    def deck(self) -> list[str]:
        """Physical card ids of the starting draw deck (DC-GEN-10): subclass and Elder cards join later."""
        return [f"{c.id}#{i}" for c in self.cards if c.origin == "deck" for i in range(1, c.copies + 1)]

    def subclass(self, sid: str) -> SubclassDef | None:
        for s in self.subclasses:
            if s.id == sid:
                return s
        return None

    def elder_cards(self) -> list[str]:
        """Physical ids of the hero's Elder card(s) (DC-ELD-01)."""
        return [f"{c.id}#{i}" for c in self.cards if c.origin == "elder" for i in range(1, c.copies + 1)]

    def tree(self, n: int) -> tuple[SkillDef, ...]:
        return tuple(s for s in self.skills if s.tree == n)


def to_eff(m: EffectModel) -> Eff:
    verb = next(v for v in VERBS if getattr(m, v) is not None)
    raw = getattr(m, verb)
    amount = raw if isinstance(raw, int) else 1
    cond = raw if isinstance(raw, str) else ""
    mode = {"": 0, "advantage": 1, "disadvantage": -1}[m.mode]
    return Eff(verb, amount, cond, m.to, m.count, mode, m.bonus, m.partner, m.only, m.amount_option)


def companion_slots(c: CardModel) -> frozenset[int]:
    """DC-HERO-GEL-01: Nina "can still be targeted by shields and heals": a hero/ally/any slot whose
    effects are only heals and shields accepts her (a card with a hook reads its slots itself: no)."""
    if any(e.hook is not None for e in c.effects):
        return frozenset()
    out = set()
    for i, kind in enumerate(c.targets):
        if kind not in ("hero", "ally", "any", "other_any"):
            continue
        aimed = [e for e in c.effects if e.to == f"t{i + 1}" or e.partner == f"t{i + 1}"]
        aimed = [e for e in aimed if e.draw is None and e.extra_actions is None]
        if aimed and all(e.heal is not None or e.shields is not None for e in aimed):
            out.add(i)
    return frozenset(out)


def _extra_records(path: DataPath, folder: str) -> tuple[list[CardModel], list[SubclassModel]]:
    """The [[card]] and [[subclass]] entries of ``data/<folder>/<hero>.toml``, when that file exists."""
    extra = parent(parent(path)) / folder / path.name
    if not extra.exists():
        return [], []
    data = read_toml(extra)
    subs = parse_records(extra, data, "subclass", SubclassModel) if "subclass" in data else []  # Elders: none
    return parse_records(extra, data, "card", CardModel), subs


def load_hero(path: DataPath) -> HeroDef:
    data = read_toml(path)
    if not isinstance(data.get("hero"), dict):
        raise ContentError(f"{path.name}: missing [hero] table")
    hero = parse_records(path, {"hero": [data["hero"]]}, "hero", HeroModel)[0]
    cards = parse_records(path, data, "card", CardModel)
    subclasses: list[SubclassModel] = []
    for folder, origin in (("prestige", "subclass"), ("elders", "elder")):
        more, subs = _extra_records(path, folder)
        for c in more:
            if c.origin != origin:
                raise ContentError(f"data/{folder}/{path.name}: [[card]] '{c.id}' needs origin = \"{origin}\"")
        cards += more
        subclasses += subs
    for c in cards:
        if c.origin == "deck" and c.subclass:
            raise ContentError(f"{path.name}: [[card]] '{c.id}' names a subclass but is a starting card")
    check_unique_ids(path, "card", cards)
    check_unique_ids(path, "subclass", subclasses)
    by_id = {c.id: c for c in cards}
    for sub in subclasses:
        for cid in sub.cards:
            if cid not in by_id or by_id[cid].origin != "subclass" or by_id[cid].subclass != sub.id:
                raise ContentError(
                    f"data/prestige/{path.name}: subclass '{sub.id}' lists '{cid}', which is not one of its cards"
                )
    skills = parse_records(path, data, "skill", SkillModel)
    check_unique_ids(path, "skill", skills)
    for c in cards:
        slots = len(c.targets)
        for e in c.effects:
            if e.draw is not None or e.extra_actions is not None or e.hook is not None:
                continue  # these act on the player (hooks read the slots themselves)
            for ref in (e.to, e.partner):
                if ref in ("t1", "t2", "t3") and int(ref[1]) > slots:
                    raise ContentError(
                        f"{path.name}: [[card]] entry (id '{c.id}'), field 'effects': "
                        f"'{ref}' but the card declares {slots} target slot(s)"
                    )
        if c.react and c.targets:
            raise ContentError(
                f"{path.name}: [[card]] entry (id '{c.id}'): a reaction declares no target slots"
            )
    pairs = sorted((s.tree, s.tier) for s in skills)
    if pairs != [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3)]:
        raise ContentError(f"{path.name}: [[skill]] must be trees 1 and 2 with tiers 1, 2, 3 each")
    card_defs = tuple(
        CardDef(
            f"{hero.id}.{c.id}",
            hero.id,
            c.name,
            c.text,
            c.kind,
            c.copies,
            tuple(c.targets),
            tuple(to_eff(e) for e in c.effects),
            c.react,
            c.keep_active,
            c.source,
            companion_slots(c),
            c.origin,
            c.subclass,
        )
        for c in cards
    )
    sub_defs = tuple(
        SubclassDef(
            f"{hero.id}.{s.id}",
            hero.id,
            s.path,
            s.name,
            s.passive,
            s.hook,
            tuple(f"{hero.id}.{c}" for c in s.cards),
            s.source,
        )
        for s in sorted(subclasses, key=lambda s: s.path != "purification")
    )
    skill_defs = tuple(
        SkillDef(f"{hero.id}.{s.id}", s.tree, s.tier, s.name, s.text, s.hook, s.max_vigor_bonus)
        for s in sorted(skills, key=lambda s: (s.tree, s.tier))
    )
    return HeroDef(
        hero.id,
        hero.name,
        hero.title,
        hero.style,
        hero.max_vigor,
        hero.passive,
        tuple(hero.equipment),
        card_defs,
        skill_defs,
        sub_defs,
    )


def load_heroes(folder: DataPath = DATA / "heroes") -> dict[str, HeroDef]:
    out: dict[str, HeroDef] = {}
    for path in toml_files(folder):
        h = load_hero(path)
        if h.id != path.stem:
            raise ContentError(f"{path.name}: [hero] id '{h.id}' must match the file name")
        out[h.id] = h
    return out


HEROES: dict[str, HeroDef] = load_heroes()
CARDS: dict[str, CardDef] = {c.id: c for h in HEROES.values() for c in h.cards}
_PHYS: dict[str, CardDef] = {}


def card_def(pid: str) -> CardDef:
    """The definition of a physical card id such as ``pharanor.flaming_hands#2``."""
    d = _PHYS.get(pid)
    if d is None:
        d = _PHYS[pid] = CARDS[pid.partition("#")[0]]
    return d

"""Creature cards (48, 16 per tier) and Creature Action cards (20), validated then frozen.

A creature (``data/creatures.toml``) has the printed stats of the rulebook's
card layout (L298-303): name, Vigor, attack dice, shields, passive. Its
passive is written in a tiny vocabulary the engine reads:
``magical`` (its dice ignore shields, L105 note), ``immune`` (conditions it
shrugs off), ``on_hit`` (conditions its attack leaves on the hero it
attacked), ``on_defeated`` and ``start_of_turn`` (effects in the hero effect
vocabulary, ``to`` = ``self`` / ``all_heroes``), ``thorns`` (wounds dealt back
to a hero whose physical attack wounds it).

A Creature Action card (``data/creature_actions.toml``) names who attacks
(``attacker``: ``active`` | ``all``) and two blocks. One raw die is rolled per
block (DC-CMB-12, read without inversion, DC-DICE-11); each face maps to an
option. Block 1 picks the target (``TARGET_RULES``), block 2 the manner
(``MANNERS``). Options are listed mild → harsh along the raw face order
corrupted < hit1 < hit2 < purified (AMB-04).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import Field

from game.core.content import (
    ContentError,
    Record,
    Source,
    Text,
    check_unique_ids,
    load_records,
)
from game.core.resources import DataPath, located
from game.desconfronto.content import Condition, Eff, EffectModel, to_eff

DATA = located(Path(__file__).resolve().parent / "data")

TargetRule = Literal[
    "active_hero",
    "previous_hero",
    "next_hero",
    "previous_and_next",
    "lowest_vigor",
    "highest_vigor",
    "all_heroes",
]
Manner = Literal[
    "normal",
    "disadvantage",
    "advantage",
    "plus_die",
    "minus_die",
    "magical",
    "poison",
    "fire",
    "ice",
    "bleeding",
    "stunned",
    "thunder",
    "corruption",
]
# manner -> (advantage mode, dice delta, magical, condition inflicted)
MANNERS: dict[str, tuple[int, int, bool, str]] = {
    "normal": (0, 0, False, ""),
    "disadvantage": (-1, 0, False, ""),
    "advantage": (1, 0, False, ""),
    "plus_die": (0, 1, False, ""),
    "minus_die": (0, -1, False, ""),
    "magical": (0, 0, True, ""),
    "poison": (0, 0, False, "poison"),
    "fire": (0, 0, False, "fire"),
    "ice": (0, 0, False, "ice"),
    "bleeding": (0, 0, False, "bleeding"),
    "stunned": (0, 0, False, "stunned"),
    "thunder": (0, 0, False, "thunder"),
    "corruption": (0, 0, False, "corruption"),
}
FACE_KEYS = ("corrupted", "hit1", "hit2", "purified")


class CreatureModel(Record):
    id: str
    name: Text
    tier: int = Field(ge=1, le=3)
    vigor: int = Field(ge=1, le=30)
    attack_dice: int = Field(ge=0, le=8)
    shields: int = Field(ge=0, le=6)
    magical: bool = False
    immune: list[Condition] = []
    on_hit: list[Condition] = []
    on_defeated: list[EffectModel] = []
    start_of_turn: list[EffectModel] = []
    thorns: int = Field(0, ge=0, le=3)
    passive: Text | None = None
    source: Source
    note: str = ""


class BlockModel(Record):
    corrupted: str
    hit1: str
    hit2: str
    purified: str


class TargetBlock(BlockModel):
    corrupted: TargetRule
    hit1: TargetRule
    hit2: TargetRule
    purified: TargetRule


class MannerBlock(BlockModel):
    corrupted: Manner
    hit1: Manner
    hit2: Manner
    purified: Manner


class ActionCardModel(Record):
    id: str
    name: Text
    attacker: Literal["active", "all"] = "active"
    block1: TargetBlock
    block2: MannerBlock
    source: Source
    note: str = ""


@dataclass(frozen=True)
class CreatureDef:
    id: str
    name: Text
    tier: int
    vigor: int
    dice: int
    shields: int
    magical: bool
    immune: frozenset[str]
    on_hit: tuple[str, ...]
    on_defeated: tuple[Eff, ...]
    start_of_turn: tuple[Eff, ...]
    thorns: int
    passive: Text | None
    source: str


@dataclass(frozen=True)
class ActionCardDef:
    id: str
    name: Text
    attacker: str
    block1: dict[str, str]  # raw face -> target rule
    block2: dict[str, str]  # raw face -> manner


def creature_def(m: CreatureModel) -> CreatureDef:
    """A validated creature card as the engine reads it (the 48 cards and the campaign's special foes)."""
    return CreatureDef(
        m.id,
        m.name,
        m.tier,
        m.vigor,
        m.attack_dice,
        m.shields,
        m.magical,
        frozenset(m.immune),
        tuple(m.on_hit),
        tuple(to_eff(e) for e in m.on_defeated),
        tuple(to_eff(e) for e in m.start_of_turn),
        m.thorns,
        m.passive,
        m.source,
    )


def load_creatures(path: DataPath = DATA / "creatures.toml") -> dict[str, CreatureDef]:
    models = load_records(path, "creature", CreatureModel)
    check_unique_ids(path, "creature", models)
    for m in models:
        for e in (*m.on_defeated, *m.start_of_turn):
            if e.to not in ("self", "all_heroes"):
                raise ContentError(
                    f"{path.name}: [[creature]] entry (id '{m.id}'): effects go 'to' self or all_heroes"
                )
    for tier in (1, 2, 3):
        n = sum(1 for m in models if m.tier == tier)
        if n != 16:
            raise ContentError(f"{path.name}: tier {tier} has {n} creatures, the box has 16")
    return {m.id: creature_def(m) for m in models}


def load_action_cards(path: DataPath = DATA / "creature_actions.toml") -> dict[str, ActionCardDef]:
    models = load_records(path, "action", ActionCardModel)
    check_unique_ids(path, "action", models)
    if len(models) != 20:
        raise ContentError(f"{path.name}: {len(models)} Creature Action cards, the box has 20")
    return {
        m.id: ActionCardDef(
            m.id,
            m.name,
            m.attacker,
            {k: getattr(m.block1, k) for k in FACE_KEYS},
            {k: getattr(m.block2, k) for k in FACE_KEYS},
        )
        for m in models
    }


class Bestiary(dict[str, CreatureDef]):
    """The 48 creature cards, and behind them the Boss's two forms (``boss/data.py`` fills
    ``BOSS_FORMS``) and the campaign's special foes (``campaign/bosses.py`` fills ``SPECIAL``):
    ``CREATURES["daegur"]`` or ``CREATURES["tenebrah"]`` reads them on the board like any creature,
    while ``in``, ``len`` and iteration see only the 48 cards (the card counts and the Skirmish and
    Hunt pools hold; ``known`` answers for all three)."""

    def __missing__(self, key: str) -> CreatureDef:
        found = BOSS_FORMS.get(key) or SPECIAL.get(key)
        if found is None:
            raise KeyError(key)
        return found


BOSS_FORMS: dict[str, CreatureDef] = {}
SPECIAL: dict[str, CreatureDef] = {}  # the Guardians, the Akari, Tenebrah, Corrupted Pharanor


def known(cid: str) -> bool:
    """A creature id the board can hold: the 48 cards, the Boss's forms or a special foe."""
    return cid in CREATURES or cid in BOSS_FORMS or cid in SPECIAL


CREATURES: dict[str, CreatureDef] = Bestiary(load_creatures())
ACTION_CARDS: dict[str, ActionCardDef] = load_action_cards()
BY_TIER: dict[int, tuple[str, ...]] = {
    t: tuple(c.id for c in CREATURES.values() if c.tier == t) for t in (1, 2, 3)
}

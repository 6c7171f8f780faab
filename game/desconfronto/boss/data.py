"""The Boss playmat's content (``data/boss.toml``): Daegur and Gûrthur, the 12 Boss Action cards,
the four pillars, the Soul Crystals, the Summon Counter and the summon table (DC-BOSS-*).

Daegur and Gûrthur become ``CreatureDef`` entries behind ``creatures.CREATURES`` (its
``BOSS_FORMS``), so the Boss on the board is read by the creature rules like any creature; what a
creature card has not (the magical dice, the form) stays in ``BossDef``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import Field

from game.core.content import ContentError, Record, Source, Text, check_unique_ids, parse_records, read_toml
from game.core.resources import DataPath, located
from game.desconfronto.content import Condition
from game.desconfronto.creatures import BOSS_FORMS, CreatureDef, Manner, TargetRule

PATH = located(Path(__file__).resolve().parent.parent / "data" / "boss.toml")
ELEMENTS = ("fire", "water", "earth", "thunder")  # the pillars, playmat areas 6, 7, 9, 10 (L427-429)


class BossModel(Record):
    id: str
    form: int = Field(ge=1, le=2)
    name: Text
    vigor: int = Field(ge=1, le=30)
    shields: int = Field(ge=0, le=6)
    attack_dice: int = Field(ge=0, le=8)
    magic_dice: int = Field(ge=0, le=8)
    magic_cond: Condition | Literal[""] = ""
    passive: Text
    source: Source
    note: str = ""


class PillarModel(Record):
    id: Literal["fire", "water", "earth", "thunder"]
    name: Text
    cond: Condition
    vigor: int = Field(ge=1, le=20)
    shields: int = Field(ge=0, le=6)
    bonus: Literal["actions", "heal", "draw", "cleanse"]
    amount: int = Field(ge=1, le=6)
    bonus_text: Text
    source: Source
    note: str = ""


class BossActionModel(Record):
    id: str
    color: Literal["red", "purple"]
    name: Text
    target: TargetRule
    manner: Manner = "normal"
    phys_dice: int = Field(-1, ge=-1, le=8)
    mag_dice: int = Field(-1, ge=-1, le=8)
    drain: int = Field(0, ge=0, le=9)
    heal: int = Field(0, ge=0, le=6)
    text: Text
    source: Source
    note: str = ""


@dataclass(frozen=True)
class BossDef:
    id: str
    form: int
    name: Text
    vigor: int
    shields: int
    dice: int
    magic_dice: int
    magic_cond: str
    passive: Text


@dataclass(frozen=True)
class Pillar:
    id: str
    name: Text
    cond: str
    vigor: int
    shields: int
    bonus: str
    amount: int
    bonus_text: Text


@dataclass(frozen=True)
class BossAction:
    id: str
    color: str
    name: Text
    target: str
    manner: str
    phys_dice: int  # -1: the Boss's own dice; 0: no physical attack
    mag_dice: int  # -1: the Boss's own magical dice; 0: no magical attack
    drain: int
    heal: int
    text: Text


@dataclass(frozen=True)
class BossBook:
    thresholds: tuple[int, ...]
    band_tops: tuple[int, ...]
    counter: int
    crystals: int
    crystal_vigor: int
    crystal_shields: int
    summons: dict[int, tuple[tuple[int, ...], ...]]  # players -> level column -> the two tiers


def load(path: DataPath = PATH) -> tuple[BossBook, dict[int, BossDef], dict[str, Pillar], dict[str, BossAction]]:
    data = read_toml(path)
    bosses = parse_records(path, data, "boss", BossModel)
    pillars = parse_records(path, data, "pillar", PillarModel)
    actions = parse_records(path, data, "action", BossActionModel)
    for table, rows in (("boss", bosses), ("pillar", pillars), ("action", actions)):
        check_unique_ids(path, table, rows)
    if sorted(b.form for b in bosses) != [1, 2]:
        raise ContentError(f"{path.name}: one [[boss]] per form (1 Daegur, 2 Gûrthur)")
    if sorted(p.id for p in pillars) != sorted(ELEMENTS):
        raise ContentError(f"{path.name}: the four pillars are {', '.join(ELEMENTS)}")
    reds = sum(1 for a in actions if a.color == "red")
    if reds != 10 or len(actions) != 12:  # L459: 10 red cards, 2 purple ones added for the second form
        raise ContentError(f"{path.name}: the Boss Action deck is 10 red + 2 purple cards")
    if "drain_souls" not in {a.id for a in actions}:
        raise ContentError(f"{path.name}: Drain Souls (L453) is missing")
    raw = data.get("summons", {})
    summons = {int(k): tuple(tuple(col) for col in v) for k, v in raw.items()}
    if sorted(summons) != [1, 2, 3, 4] or any(len(v) != 3 or any(len(c) != 2 for c in v) for v in summons.values()):
        raise ContentError(f"{path.name}: [summons] needs rows 1-4, each 3 columns of 2 tiers (L440-446)")
    book = BossBook(
        tuple(data["thresholds"]),
        tuple(data["band_tops"]),
        int(data["summon_counter"]),
        int(data["crystals"]),
        int(data["crystal_vigor"]),
        int(data["crystal_shields"]),
        summons,
    )
    forms = {
        b.form: BossDef(b.id, b.form, b.name, b.vigor, b.shields, b.attack_dice, b.magic_dice, b.magic_cond, b.passive)
        for b in bosses
    }
    return (
        book,
        forms,
        {p.id: Pillar(p.id, p.name, p.cond, p.vigor, p.shields, p.bonus, p.amount, p.bonus_text) for p in pillars},
        {
            a.id: BossAction(a.id, a.color, a.name, a.target, a.manner, a.phys_dice, a.mag_dice, a.drain, a.heal, a.text)
            for a in actions
        },
    )


BOOK, FORMS, PILLARS, ACTIONS = load()
RED = tuple(sorted(a.id for a in ACTIONS.values() if a.color == "red"))
PURPLE = tuple(sorted(a.id for a in ACTIONS.values() if a.color == "purple"))

for _b in FORMS.values():  # the Boss on the board, read by the creature rules (creatures.Bestiary)
    BOSS_FORMS[_b.id] = CreatureDef(
        _b.id, _b.name, 4, _b.vigor, _b.dice, _b.shields, False, frozenset(), (), (), (), 0, _b.passive, "authored"
    )

"""Items (DC-ITEM-*, DC-CMB-06d/f): the Active Item, swapping it, using it.

Every hero starts with their head item as the Active Item (L83, L515...); shop items a
setup gives (``setup["items"]``, Hunt/Campaign) wait in the extended inventory (``bag``).
Effects come from ``data/items.toml`` (the rulebook prints none, so they are authored) and
are resolved with the cards' effect vocabulary. Equipment works once per combat; Bombs,
Traps and Potions are consumed and go back to the shop (DC-ITEM-03).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import field_validator

from game.core.actions import Action, Event
from game.core.content import ContentError, Record, Source, Text, check_unique_ids, parse_records, read_toml
from game.desconfronto.actions import SwapItem, UseItem
from game.desconfronto.content import DATA, HEROES, Eff, EffectModel, SlotKind, to_eff
from game.desconfronto.effects import run_effects
from game.desconfronto.slots import slot_targets
from game.desconfronto.state import CombatState

CONSUMABLE = frozenset(("potion", "bomb", "trap"))


class ItemModel(Record):
    id: str
    hero: str = ""  # the hero whose starting equipment it is
    kind: Literal["equipment", "potion", "bomb", "trap"]
    name: Text
    targets: list[SlotKind] = []
    effects: list[EffectModel]
    text: Text
    source: Source
    note: str = ""

    @field_validator("targets")
    @classmethod
    def _one_slot(cls, v: list[str]) -> list[str]:
        if len(v) > 1:
            raise ValueError("an item declares at most one target slot")
        return v

    @field_validator("effects")
    @classmethod
    def _no_shields(cls, v: list[EffectModel]) -> list[EffectModel]:
        if any(e.shields is not None for e in v):
            raise ValueError("an item cannot be a shield card")
        return v


@dataclass(frozen=True)
class ItemDef:
    id: str
    hero: str
    kind: str
    name: Text
    text: Text
    target: str  # the slot kind, "" for none
    effects: tuple[Eff, ...]
    companion_ok: bool = False  # a heal on a hero slot: Nina may take it (DC-HERO-GEL-01)

    @property
    def consumable(self) -> bool:
        return self.kind in CONSUMABLE


def load_items(path: Path = DATA / "items.toml") -> dict[str, ItemDef]:
    models = parse_records(path, read_toml(path), "item", ItemModel)
    check_unique_ids(path, "item", models)
    out = {}
    for m in models:
        if m.hero and m.hero not in HEROES:
            raise ContentError(f"{path.name}: [[item]] entry (id '{m.id}'), field 'hero': unknown hero")
        slots = len(m.targets)
        aimed = [e for e in m.effects if e.draw is None and e.extra_actions is None and e.hook is None]
        if any(e.partner or (e.to in ("t1", "t2", "t3") and int(e.to[1]) > slots) for e in aimed):
            raise ContentError(
                f"{path.name}: [[item]] entry (id '{m.id}'), field 'effects': aims at an undeclared slot"
            )
        out[m.id] = ItemDef(
            m.id,
            m.hero,
            m.kind,
            m.name,
            m.text,
            m.targets[0] if m.targets else "",
            tuple(map(to_eff, m.effects)),
            bool(m.targets)
            and m.targets[0] in ("hero", "ally", "any")
            and all(e.heal is not None for e in aimed),
        )
    for h in HEROES.values():
        for eq in h.equipment:
            if eq.id not in out:
                raise ContentError(f"{path.name}: starting equipment '{eq.id}' of {h.id} has no [[item]]")
    return out


ITEMS: dict[str, ItemDef] = load_items()


def starting_item(hero: str) -> str:
    eq = HEROES[hero].equipment
    return eq[0].id if eq else ""


def usable(h: Any, item: str) -> bool:
    return bool(item) and (ITEMS[item].consumable or item not in h.items_used)


_USE: dict[tuple[int, str], UseItem] = {}  # frozen actions, shared: built on every Hero Phase enumeration


def item_targets(state: CombatState, seat: int, item: str) -> list[str]:
    idef = ITEMS[item]
    if not idef.target:
        return [""]
    refs = [r for r in slot_targets(state, seat, idef.target, []) if r]
    return refs + state.companions() if idef.companion_ok else refs


def item_actions(state: CombatState, seat: int) -> list[Action]:
    """Hero Phase item actions (called with at least one action left)."""
    h = state.heroes[seat]
    acts: list[Action] = []
    item = h.item
    if item and (item not in h.items_used or ITEMS[item].kind in CONSUMABLE):  # usable(), inlined
        for r in item_targets(state, seat, item):
            a = _USE.get((seat, r))
            acts.append(a if a is not None else _USE.setdefault((seat, r), UseItem(seat, r)))
    if not h.bag:  # the usual playmat: no extended inventory
        return acts
    for it in dict.fromkeys(h.bag):
        if it == h.item:
            continue
        acts.append(SwapItem(seat, it))
        if usable(h, it):
            acts += [SwapItem(seat, it, True, r) for r in item_targets(state, seat, it)]
    return acts


def use(state: CombatState, seat: int, target: str) -> list[Event]:
    """Resolve the Active Item; a consumable leaves the playmat, equipment is spent for the combat."""
    h = state.heroes[seat]
    item = h.item
    idef = ITEMS[item]
    if idef.consumable:
        h.item = ""
    else:
        h.items_used.append(item)
    targets = [target] if target else []
    events = [Event("dc.item_used", {"hero": seat, "item": item, "target": target})]
    more, _ = run_effects(state, seat, item, idef.effects, targets)
    events += more
    if idef.consumable:  # DC-ITEM-03
        events.append(Event("dc.item_returned", {"hero": seat, "item": item}))
    return events


def swap(state: CombatState, seat: int, action: SwapItem) -> list[Event]:
    h = state.heroes[seat]
    old = h.item
    h.bag.remove(action.item)
    if old:
        h.bag.append(old)
    h.item = action.item
    events = [Event("dc.item_swapped", {"hero": seat, "item": action.item, "old": old})]
    if action.use:  # L329: the item swapped in is used without spending another action
        events += use(state, seat, action.target)
    return events

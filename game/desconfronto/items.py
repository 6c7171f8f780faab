"""Items (DC-ITEM-*, DC-CMB-06d/f): the Active Item, swapping it, using it.

Every hero starts with their head item as the Active Item (L83, L515...); shop items a
setup gives (``setup["items"]``, Hunt/Campaign) wait in the extended inventory (``bag``).
Effects come from ``data/items.toml`` (the rulebook prints none, so they are authored) and
are resolved with the cards' effect vocabulary. Equipment, Legendary Weapons and Personal
Artifacts work once per combat; Bombs, Traps and Potions are consumed and go back to the shop
(DC-ITEM-03). The shop's stock is its 17 physical cards (``SHOP_STOCK``, DC-ITEM-01/06); the
run layer buys (``price``), gives (``give``) and trades (``trade``, DC-ITEM-04) between combats.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from game.core.actions import Action, Event, IllegalAction
from game.core.content import ContentError, Record, Source, Text, check_unique_ids, parse_records, read_toml
from game.core.refusal import Refusal
from game.core.resources import DataPath
from game.desconfronto.actions import SwapItem, UseItem
from game.desconfronto.content import DATA, HEROES, Eff, EffectModel, SlotKind, to_eff
from game.desconfronto.effects import run_effects
from game.desconfronto.slots import slot_targets
from game.desconfronto.state import CombatState

CONSUMABLE = frozenset(("potion", "bomb", "trap"))
ARTIFACT_KINDS = frozenset(("weapon", "artifact"))
# Hunt prices of the artifacts (L227: Legendary Weapon 2 fragments, Personal Item 1)
ARTIFACT_PRICE: dict[str, int] = {"weapon": 2, "artifact": 1}


class ItemModel(Record):
    id: str
    hero: str = ""  # the hero whose starting equipment, weapon or artifact it is
    kind: Literal["equipment", "weapon", "artifact", "potion", "bomb", "trap"]
    price: int = Field(0, ge=0, le=12)  # shop items: Soul Stone fragments (DC-ITEM-01)
    copies: int = Field(1, ge=1, le=6)  # shop items: physical cards in the shop (DC-ITEM-06)
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

    @model_validator(mode="after")
    def _kind_fields(self) -> ItemModel:
        shop = self.kind in CONSUMABLE
        if shop and (self.hero or self.price < 1):
            raise ValueError("a shop item has a price of at least 1 fragment and no hero")
        if not shop and (not self.hero or self.price or self.copies != 1):
            raise ValueError("equipment, weapons and artifacts belong to one hero, one card, no price")
        return self


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
    price: int = 0
    copies: int = 1

    @property
    def consumable(self) -> bool:
        return self.kind in CONSUMABLE

    @property
    def transferable(self) -> bool:
        """Only common items change hands (DC-ITEM-04); artifacts never do (L228), nor the head item."""
        return self.kind in CONSUMABLE


def item_def(path: DataPath, m: ItemModel) -> ItemDef:
    """One validated record as an ``ItemDef`` (its hero exists, its effects aim at declared slots)."""
    if m.hero and m.hero not in HEROES:
        raise ContentError(f"{path.name}: [[item]] entry (id '{m.id}'), field 'hero': unknown hero")
    slots = len(m.targets)
    aimed = [e for e in m.effects if e.draw is None and e.extra_actions is None and e.hook is None]
    if any(e.partner or (e.to in ("t1", "t2", "t3") and int(e.to[1]) > slots) for e in aimed):
        raise ContentError(
            f"{path.name}: [[item]] entry (id '{m.id}'), field 'effects': aims at an undeclared slot"
        )
    return ItemDef(
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
        m.price,
        m.copies,
    )


def load_items(path: DataPath = DATA / "items.toml") -> dict[str, ItemDef]:
    models = parse_records(path, read_toml(path), "item", ItemModel)
    check_unique_ids(path, "item", models)
    out = {m.id: item_def(path, m) for m in models}
    for h in HEROES.values():
        for eq in h.equipment:
            if eq.id not in out:
                raise ContentError(f"{path.name}: starting equipment '{eq.id}' of {h.id} has no [[item]]")
        for kind in ARTIFACT_KINDS:  # one Legendary Weapon and one Personal Artifact per hero (L519...)
            if sum(1 for d in out.values() if d.hero == h.id and d.kind == kind) != 1:
                raise ContentError(f"{path.name}: {h.id} needs exactly one [[item]] of kind '{kind}'")
    return out


ITEMS: dict[str, ItemDef] = load_items()
# the shop's physical cards, one id per card (DC-ITEM-01: 17 of them, L58; DC-ITEM-06)
SHOP_STOCK: tuple[str, ...] = tuple(
    sorted(i for d in ITEMS.values() if d.consumable for i in [d.id] * d.copies)
)


def price(item_id: str) -> int:
    """What ``item_id`` costs in Soul Stone fragments: a shop item's printed-slot price, an artifact's
    Hunt price (L227). The head item is never sold."""
    d = ITEMS[item_id]
    if d.consumable:
        return d.price
    if d.kind in ARTIFACT_PRICE:
        return ARTIFACT_PRICE[d.kind]
    raise ValueError(f"{item_id} is starting equipment, never sold")


def artifacts_of(hero: str) -> tuple[str, str]:
    """``(Legendary Weapon, Personal Artifact)`` of ``hero``."""
    mine = {d.kind: d.id for d in ITEMS.values() if d.hero == hero and d.kind in ARTIFACT_KINDS}
    return mine["weapon"], mine["artifact"]


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
    more, _ = run_effects(state, seat, item, idef.effects, targets, hold=True)
    events += more
    col = state.coliseum
    if col is not None and col.hold:  # a rival's shields first (coliseum/duel.py): resumed by ``resume_use``
        col.hold.update(seat=seat, card=item, targets=targets, then="item")
        return events
    if idef.consumable:  # DC-ITEM-03
        events.append(Event("dc.item_returned", {"hero": seat, "item": item}))
    return events


def resume_use(state: CombatState, hold: dict[str, Any]) -> list[Event]:
    """The rest of an item's effects once the rival it attacked has chosen its shields."""
    seat, item, targets = hold["seat"], hold["card"], hold["targets"]
    start = (hold["at"][0], hold["at"][1], hold["refs"], None)
    events, _ = run_effects(state, seat, item, ITEMS[item].effects, targets, start, hold=True)
    col = state.coliseum
    assert col is not None
    if col.hold:
        col.hold.update(seat=seat, card=item, targets=targets, then="item")
        return events
    if ITEMS[item].consumable:
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


def _named(d: ItemDef) -> dict[str, str]:
    """An item's name as a refusal parameter (both languages)."""
    return {"en": d.name.en, "pt": d.name.pt}


def owns(h: Any, item_id: str) -> bool:
    return h.item == item_id or item_id in h.bag


def give(state: CombatState, seat: int, item_id: str) -> list[Event]:
    """Put ``item_id`` into the hero's extended inventory (a market purchase, a Tier III spoil). An
    artifact goes only to its own hero, and once (each is one card)."""
    h = state.heroes[seat]
    d = ITEMS.get(item_id)
    if d is None:
        raise ValueError(f"unknown item {item_id!r}")
    if not d.consumable and d.hero and d.hero != h.hero:  # no hero: any hero's (the Abyssal Blade)
        raise IllegalAction("dc_items.refusal.not_theirs", item=_named(d))
    if not d.consumable and owns(h, item_id):
        raise IllegalAction("dc_items.refusal.already_owned", item=_named(d))
    h.bag.append(item_id)
    return [Event("dc.item_gained", {"hero": seat, "item": item_id})]


def artifact_pile(state: CombatState) -> list[str]:
    """The heroes' item pile (DC-HUNT-07, DC-HUNT-10): the Legendary Weapons and Personal Artifacts of
    the heroes in play that nobody holds yet, sorted (the Tier III spoil draws one at random)."""
    out = []
    for h in state.heroes:
        out += [i for i in artifacts_of(h.hero) if not owns(h, i)]
    return sorted(out)


def in_combat(state: CombatState) -> bool:
    """True while a combat is being fought (DC-ITEM-04: no trading then)."""
    if state.phase in ("spoils", "over"):
        return False
    return state.run is None or state.run.stage in ("combat", "boss")


def trade_refusal(state: CombatState, from_seat: int, to_seat: int, item_id: str) -> Refusal | None:
    """Why ``item_id`` cannot pass from ``from_seat``'s hero to ``to_seat``'s now (None: it can).
    DC-ITEM-04 (L311): a common item (Trap, Bomb, Potion) changes hands, outside combat only.
    Legendary Weapons and Personal Artifacts are never transferred (L228), nor the head item."""
    giver = state.heroes[from_seat]
    d = ITEMS.get(item_id)
    if d is None or not owns(giver, item_id):
        return Refusal("dc_items.refusal.not_owned", {"item": _named(d) if d else item_id})
    if not d.transferable:
        return Refusal("dc_items.refusal.not_transferable", {"item": _named(d)})
    if in_combat(state):
        return Refusal("dc_items.refusal.in_combat")
    if from_seat == to_seat:
        return Refusal("dc_items.refusal.same_hero")
    return None


def transfer(state: CombatState, from_seat: int, to_seat: int, item_id: str) -> list[Event]:
    """Move a common item from one hero to another's bag (the caller checked ``trade_refusal``). The
    Active Item itself leaves only when the bag holds no copy of it (the bag's copy goes first)."""
    giver, taker = state.heroes[from_seat], state.heroes[to_seat]
    if giver.item == item_id and item_id not in giver.bag:
        giver.item = ""
    else:
        giver.bag.remove(item_id)
    taker.bag.append(item_id)
    return [Event("dc.item_traded", {"hero": from_seat, "target": f"h{to_seat}", "item": item_id})]


def trade(state: CombatState, from_seat: int, to_seat: int, item_id: str) -> list[Event]:
    """DC-ITEM-04: ``trade_refusal``, then ``transfer`` (raises ``IllegalAction`` when refused)."""
    why = trade_refusal(state, from_seat, to_seat, item_id)
    if why is not None:
        raise IllegalAction(why)
    return transfer(state, from_seat, to_seat, item_id)

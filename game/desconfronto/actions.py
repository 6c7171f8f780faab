"""The desConfronto actions. Targets are figure refs (``"h1"``, ``"c0"``) or, for an
``element`` slot, an element name; ``""`` when the card declares no target."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action
from game.desconfronto.boss_moves import BOSS_ACTION_CLASSES
from game.desconfronto.campaign_actions import CAMPAIGN_ACTIONS
from game.desconfronto.coliseum_actions import COLISEUM_ACTIONS
from game.desconfronto.master_actions import MASTER_ACTIONS
from game.desconfronto.run_actions import RUN_ACTIONS


@dataclass(frozen=True)
class DrawCard(Action):
    """Hero Phase action (a): draw the top card of the draw deck."""


@dataclass(frozen=True)
class PlayCard(Action):
    """Hero Phase action (c): play ``card`` from hand on ``target`` (its first target slot)."""

    card: str = ""
    target: str = ""


@dataclass(frozen=True)
class Sacrifice(Action):
    """Hero Phase action (b): discard ``card`` unresolved for a 1-die basic attack on ``target``."""

    card: str = ""
    target: str = ""


@dataclass(frozen=True)
class ChooseTarget(Action):
    """Answer to a pending target slot of the card being played."""

    target: str = ""


@dataclass(frozen=True)
class ClassAction(Action):
    """A class ability or mechanic a hero module offers (DC-CMB-06e); ``name`` picks it."""

    name: str = ""
    target: str = ""


@dataclass(frozen=True)
class UseItem(Action):
    """Hero Phase action (f): use the Active Item on ``target`` ("" when it has no target; DC-ITEM-05)."""

    target: str = ""


@dataclass(frozen=True)
class SwapItem(Action):
    """Hero Phase action (d): make ``item`` of the extended inventory the Active Item; with ``use`` the
    new item is used at once on ``target`` without spending another action (L329)."""

    item: str = ""
    use: bool = False
    target: str = ""


@dataclass(frozen=True)
class Pass(Action):
    """End the Hero Phase without using the remaining actions (DC-CMB-07)."""


@dataclass(frozen=True)
class Flee(Action):
    """Flee from Combat (DC-CMB-37, L343): the group leaves the combat, paying its cost (``flee.py``)."""

    ends_play: ClassVar[bool] = True


@dataclass(frozen=True)
class UseShield(Action):
    """Defence: consume a shield card of the attacked hero's Active Shields area (DC-CMB-25)."""

    card: str = ""


@dataclass(frozen=True)
class TakeHit(Action):
    """Defence: stop adding shields and take what is left of the attack."""


@dataclass(frozen=True)
class React(Action):
    """Play a reaction card from hand now (Sanctuary, Invigorate...)."""

    card: str = ""


@dataclass(frozen=True)
class Decline(Action):
    """Let a reaction window pass."""


@dataclass(frozen=True)
class BuyAbility(Action):
    """Spoils: buy the next ability of ``hero``'s Skill Tree ``tree`` (DC-LVL-02)."""

    hero: int = 0
    tree: int = 1


@dataclass(frozen=True)
class Finish(Action):
    """Spoils: close the combat."""


ACTION_CLASSES = (
    DrawCard,
    PlayCard,
    Sacrifice,
    ChooseTarget,
    ClassAction,
    UseItem,
    SwapItem,
    Pass,
    UseShield,
    TakeHit,
    React,
    Decline,
    BuyAbility,
    Finish,
    Flee,
    *RUN_ACTIONS,
    *BOSS_ACTION_CLASSES,
    *COLISEUM_ACTIONS,
    *CAMPAIGN_ACTIONS,
    *MASTER_ACTIONS,
)


_CLASS_ACTIONS: dict[tuple[int, str, str], ClassAction] = {}


def class_action(player: int, name: str, target: str = "") -> ClassAction:
    """``ClassAction(player, name, target)``, shared: hero modules list many of them on every Hero Phase
    enumeration, and a frozen dataclass is slow to build. Equal values, so nothing else changes."""
    key = (player, name, target)
    a = _CLASS_ACTIONS.get(key)
    if a is None:
        if len(_CLASS_ACTIONS) > 50_000:  # ids are few; a guard, not a policy
            _CLASS_ACTIONS.clear()
        a = _CLASS_ACTIONS[key] = ClassAction(player, name, target)
    return a


_PLAYS: dict[tuple[int, str, str], PlayCard] = {}
_SACRIFICES: dict[tuple[int, str, str], Sacrifice] = {}


def play_card(player: int, card: str, target: str) -> PlayCard:
    """``PlayCard(player, card, target)``, shared like ``class_action``: the legal-action enumeration
    lists every card in hand on every target, and an action is a frozen value."""
    key = (player, card, target)
    a = _PLAYS.get(key)
    if a is None:
        if len(_PLAYS) > 50_000:  # seats, card ids and refs are few; a guard, not a policy
            _PLAYS.clear()
        a = _PLAYS[key] = PlayCard(player, card, target)
    return a


def sacrifice(player: int, card: str, target: str) -> Sacrifice:
    """``Sacrifice(player, card, target)``, shared (see ``play_card``)."""
    key = (player, card, target)
    a = _SACRIFICES.get(key)
    if a is None:
        if len(_SACRIFICES) > 50_000:
            _SACRIFICES.clear()
        a = _SACRIFICES[key] = Sacrifice(player, card, target)
    return a

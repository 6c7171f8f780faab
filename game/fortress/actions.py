"""The actions a General can take. Slots: Area positions 0..7 (row*4 + column, row 0 = front row),
Battlefield slots 0..3 (one per column)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, TypeVar

from game.core.actions import Action


@dataclass(frozen=True)
class Buy(Action):
    """Acquire the Area card at ``slot``; a 4th Construction must name the one it ``replace``s.
    ``pay`` is the player's split of a cost's "any" part (effects.KINDS letters, HM-TURN-04)."""

    slot: int = 0
    replace: str = ""
    pay: str = ""


@dataclass(frozen=True)
class Activate(Action):
    """Use an effect: ``card`` is a physical card id or ``"general"``; ``via="kryssa"`` uses
    Kryssa-Ruiva's ability on a Construction of any table. ``pay`` splits the cost's "any" part
    (HM-TURN-04), Kryssa's own "2 recursos quaisquer" included."""

    card: str = ""
    via: str = ""
    pay: str = ""


@dataclass(frozen=True)
class Attack(Action):
    """Spend damage on the current life level of the Invader in Battlefield ``slot``."""

    slot: int = 0


@dataclass(frozen=True)
class AttackPlan(Action):
    """Spend damage on the current level of the Adversary's active plan."""


@dataclass(frozen=True)
class EndPhase(Action):
    """Leave the current phase (Build -> Effects -> Combat -> end of turn)."""


@dataclass(frozen=True)
class ReturnPhase(Action):
    """Step back one phase (Effects -> Build, Combat -> Effects); only with ``allow_phase_return``."""


@dataclass(frozen=True)
class Pass(Action):
    """Let the Invader about to attack go ahead without using a discard-cost effect (AMB-17)."""


@dataclass(frozen=True)
class EndInDraw(Action):
    """Propose to end a stalled game as a draw (offered after stalemate.STALL_ROUNDS rounds without
    progress); the game ends once every General has proposed it."""

    ends_play: ClassVar[bool] = True


ACTION_CLASSES = (Buy, Activate, Attack, AttackPlan, EndPhase, ReturnPhase, Pass, EndInDraw)


# ---------------------------------------------------------------- shared instances for the listings
# Listing the legal actions builds the same few actions at every decision. Actions are frozen values
# compared by their fields, so handing out one shared instance per distinct value is the same as
# building it anew, at a fifth of the cost. The listings pass plain ints and strs (never True for 1),
# so the fields alone are a safe key; there are a few thousand distinct values at most.
_BUYS: dict[tuple[int, int, str, str], Buy] = {}
_ACTIVATES: dict[tuple[int, str, str, str], Activate] = {}
_ATTACKS: dict[tuple[int, int], Attack] = {}
_PLAIN: dict[tuple[type[Action], int], Action] = {}


def buy(player: int, slot: int, replace: str = "", pay: str = "") -> Buy:
    key = (player, slot, replace, pay)
    action = _BUYS.get(key)
    if action is None:
        action = _BUYS[key] = Buy(player, slot, replace, pay)
    return action


def activate(player: int, card: str, via: str = "", pay: str = "") -> Activate:
    key = (player, card, via, pay)
    action = _ACTIVATES.get(key)
    if action is None:
        action = _ACTIVATES[key] = Activate(player, card, via, pay)
    return action


def attack(player: int, slot: int) -> Attack:
    key = (player, slot)
    action = _ATTACKS.get(key)
    if action is None:
        action = _ATTACKS[key] = Attack(player, slot)
    return action


A = TypeVar("A", bound=Action)


def plain(kind: type[A], player: int) -> A:
    """The shared ``kind(player)`` of an action with no field but its player (EndPhase, Pass…)."""
    action = _PLAIN.get((kind, player))
    if action is None:
        action = _PLAIN[kind, player] = kind(player)
    return action  # type: ignore[return-value]

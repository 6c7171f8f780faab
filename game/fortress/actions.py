"""The actions a General can take. Slots: Area positions 0..7 (row*4 + column, row 0 = front row),
Battlefield slots 0..3 (one per column)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

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

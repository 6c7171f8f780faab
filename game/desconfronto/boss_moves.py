"""The hero actions of the Boss playmat (DC-BOSS-05, -07, -16, -18), offered only while
``state.boss`` is set (``boss.rules.boss_actions``). Beside the ``boss`` package, not in it:
``actions.py`` registers these classes, and the package itself sits above the turn engine."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action


@dataclass(frozen=True)
class MoveTo(Action):
    """1 action: move to ``spot``: ``"altar"``, a pillar (``"fire"``, ``"water"``, ``"earth"``,
    ``"thunder"``) or a Soul Crystal holding souls (``"crystal<i>"``) (L430, L1001)."""

    spot: str = ""


@dataclass(frozen=True)
class StrikeSpot(Action):
    """1 action: attack the standing pillar or the soul-holding crystal the hero stands on, with the
    physical dice of attack card ``card`` (played, to the discard pile) or, with ``sacrifice``, with the
    1 die of a Sacrifice of any card in hand (L432-433, L1001)."""

    card: str = ""
    sacrifice: bool = False


@dataclass(frozen=True)
class GiveUpTurn(Action):
    """Once per combat: give up the whole turn to move the Summon Counter back 1 space (L448)."""


BOSS_ACTION_CLASSES = (MoveTo, StrikeSpot, GiveUpTurn)

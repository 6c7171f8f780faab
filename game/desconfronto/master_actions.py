"""The Corruption Master's one decision (``game.desconfronto.master``, DC-CM-03): which card of its hand
the creatures play this Creature Phase."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action


@dataclass(frozen=True)
class MasterPlay(Action):
    """DC-CM-03: the Master plays ``card`` from its hand as this Creature Phase's Creature Action card."""

    card: str = ""


MASTER_ACTIONS = (MasterPlay,)

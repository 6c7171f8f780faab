"""The Coliseum's own decisions (``game.desconfronto.coliseum``): the first round's mulligan, the Revide,
and a token holder's reward. Every one is taken by the seat it names, for that seat's hero."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action

MULLIGAN_SEP = ","  # card ids never hold a comma


@dataclass(frozen=True)
class Mulligan(Action):
    """DC-COL-04: put ``cards`` (ids joined by commas, "" for none) from the first hand on the bottom of the
    draw deck and draw as many again."""

    cards: str = ""


@dataclass(frozen=True)
class Revide(Action):
    """DC-COL-07/08: the defender's answer to a rival's attack. ``how``: ``"draw"`` (draw a card),
    ``"attack"`` (play ``card`` from hand on ``target``, the attacker), ``"sacrifice"`` (discard ``card``
    for a basic attack on ``target``), ``"shield"`` (play the Shield card ``card`` on oneself: it guards
    only the next attack suffered, AMB-19c) or ``"none"`` (let it pass)."""

    how: str = "none"
    card: str = ""
    target: str = ""


@dataclass(frozen=True)
class Reward(Action):
    """DC-COL-12: the target this seat had a Class token on is Exhausted: ``take`` the reward (up one level on
    Skill Tree ``tree``, 0 when both are complete; draw 1 card; heal 2 Vigor) or leave it. The point is
    scored either way."""

    take: bool = True
    tree: int = 0


COLISEUM_ACTIONS = (Mulligan, Revide, Reward)

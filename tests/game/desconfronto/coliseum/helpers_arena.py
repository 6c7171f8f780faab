"""Building literal Coliseum scenarios for the hero tests: past the mulligan and the first round (DC-COL-04)."""

from __future__ import annotations

from typing import Any

from game.core.session import Session
from game.desconfronto import GAME
from game.desconfronto.coliseum_actions import Mulligan
from game.desconfronto.content import card_def


def arena(heroes: list[str], seed: int = 1, **extra: Any) -> Session:
    """A Coliseum after every mulligan (none taken), in the first hero's turn of round 2."""
    setup = {"mode": "coliseum", "players": len(heroes), "heroes": heroes, **extra}
    sess = Session.new(GAME, setup, seed)
    while sess.state.pending is not None and sess.state.pending["kind"] == "mulligan":
        sess.apply(Mulligan(sess.state.pending["player"], ""))
    st = sess.state
    st.turn = len(heroes) + 1  # the first round is over: attacks are allowed (DC-COL-04)
    assert st.phase == "hero" and st.active_hero == 0 and st.pending is None
    return sess


def take(state: Any, seat: int, card: str) -> str:
    """Move physical card ``card`` of ``seat``'s deck into their hand (from wherever it is)."""
    h = state.heroes[seat]
    for zone in (h.draw.cards, h.discard.cards):
        if card in zone:
            zone.remove(card)
            h.hand.append(card)
    assert card in h.hand, card
    return card


def shield(state: Any, seat: int, card: str) -> None:
    """Put shield card ``card`` (of its own hero's deck) as an Active Shield on hero ``seat``."""
    owner = state.heroes[state.seat_of[card_def(card).hero]]
    for zone in (owner.draw.cards, owner.discard.cards, owner.hand):
        if card in zone:
            zone.remove(card)
    state.heroes[seat].shields.append([card, card_def(card).shield_value])

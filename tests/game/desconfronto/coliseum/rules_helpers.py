"""Building Coliseum positions for the rule tests (DC-COL-01..17): a started arena past its mulligans,
chosen hands, forced dice, and the real actions through ``DesconfrontoGame().apply``."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.actions import Action, IllegalAction, action_key
from game.desconfronto.actions import PlayCard
from game.desconfronto.coliseum_actions import Mulligan
from game.desconfronto.game import DesconfrontoGame
from tests.game.desconfronto.helpers import set_hand

G = DesconfrontoGame()


def arena(heroes: list[str], seed: int = 1, past_first_round: bool = True, **extra: Any) -> Any:
    """A Coliseum with every mulligan answered "keep"; by default the first round is behind it (the
    turn counter moved past it, the Active Hero still seat 0) so attacks are allowed."""
    options = extra.pop("options", {})
    setup = {"mode": "coliseum", "players": len(heroes), "heroes": heroes, "options": options, **extra}
    s = G.new_game(setup, seed)
    while s.pending is not None and s.pending["kind"] == "mulligan":
        G.apply(s, Mulligan(s.pending["player"], ""))
    if past_first_round:
        s.turn = len(heroes) + 1
    return s


def card(s: Any, seat: int, base: str) -> str:
    """The first physical copy of card ``base`` (e.g. ``"kandra.brutal_blow"``) among ``seat``'s cards."""
    h = s.heroes[seat]
    for zone in (h.hand, h.draw.cards, h.discard.cards):
        for c in zone:
            if c.partition("#")[0] == base:
                return c
    raise AssertionError(f"{base} not among {h.hero}'s cards")


def give(s: Any, seat: int, *bases: str) -> list[str]:
    """Set ``seat``'s hand to one copy of each card named (the rest back to the draw deck)."""
    cards = [card(s, seat, b) for b in bases]
    set_hand(s, seat, cards)
    return cards


def dice(s: Any, *faces: str) -> None:
    s.forced[:] = list(faces)


def play(s: Any, seat: int, pid: str, target: str = "") -> list[Any]:
    return G.apply(s, PlayCard(seat, pid, target))


def legal(s: Any) -> list[Action]:
    return G.legal_actions(s)


def kinds(s: Any) -> set[str]:
    return {type(a).__name__ for a in G.legal_actions(s)}


def refused(s: Any, a: Action, key: str) -> None:
    """``a`` is refused with ``key`` and the state is unchanged."""
    before = G.to_json(s)
    assert action_key(a) not in {action_key(x) for x in G.legal_actions(s)}
    with pytest.raises(IllegalAction) as exc:
        G.apply(s, a)
    assert exc.value.key == key, exc.value.key
    assert G.to_json(s) == before


def roundtrip(s: Any) -> Any:
    """Save and load (to_json / from_json): the same state."""
    back = G.from_json(G.to_json(s))
    assert G.to_json(back) == G.to_json(s)
    return back


def kinds_of(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


def draw_turn(s: Any) -> list[Any]:
    """The Active Hero spends the turn drawing (passing on any free choice left after the last action)."""
    from game.desconfronto.actions import DrawCard, Pass

    seat, turn = s.active_hero, s.turn
    events: list[Any] = []
    while s.active_hero == seat and s.turn == turn and s.phase == "hero" and s.pending is None:
        a = DrawCard(seat) if s.actions_left > 0 else Pass(seat)
        events += G.apply(s, a)
    return events


def shield(s: Any, seat: int, base: str, value: int) -> str:
    """Put ``seat``'s card ``base`` in their Active Shields with ``value`` points (taken from its zone)."""
    c = card(s, seat, base)
    h = s.heroes[seat]
    for zone in (h.hand, h.draw.cards, h.discard.cards):
        if c in zone:
            zone.remove(c)
    h.shields.append([c, value])
    return c

"""The Specializations of Artan, Fildon, Gëlien and Kandra emit every event they declare
(event_prestige.PRESTIGE_A), each matching its declaration (DC-HERO-ART/FIL/GEL/KAN prestige rows)."""

from __future__ import annotations

from game.core.events import check_event
from game.desconfronto import GAME
from game.desconfronto.event_prestige import PRESTIGE_A

from .prestige_a_events import emitted, kinds, scenarios


def test_prestige_a_playouts_emit_only_declared_events():
    assert list(emitted()[1][:10]) == []
    assert [p for e in scenarios() for p in check_event(GAME.event_specs(), e)] == []


def test_prestige_a_every_declared_kind_is_emitted():
    seen = kinds()
    assert sorted(s.kind for s in PRESTIGE_A if s.kind not in seen) == []

"""``coliseum/foes.py``: the hero modules' enemies and allies in co-op (unchanged) and in the arena
(DC-COL-01: every other hero is an enemy, nobody an ally; DC-COL-16: the beasts)."""

from __future__ import annotations

from game.desconfronto.coliseum.foes import (
    break_shields,
    foes,
    friends,
    hook_reaches_every_enemy,
    is_foe,
    side,
)
from tests.game.desconfronto.coliseum.helpers_arena import arena, shield
from tests.game.desconfronto.helpers import session


def test_dc_col_01_coop_foes_are_the_living_creatures_in_order():
    sess = session(["tesser", "kandra"], ["bicudo", "froggo"])
    st = sess.state
    st.creatures[0].defeated = True
    assert foes(st, 0) == [f"c{i}" for i in st.living()]
    assert friends(st, 0) == [1] and side(st, 0) == [0, 1]
    assert not is_foe(st, 0, "h1")


def test_dc_col_01_arena_foes_are_rivals_then_beasts():
    sess = arena(["tesser", "kandra", "pharanor"], beasts=True)
    st = sess.state
    beasts = [f"c{i}" for i in st.living()]
    assert beasts and foes(st, 1) == ["h0", "h2", *beasts]
    assert friends(st, 1) == [] and side(st, 1) == [1]
    assert is_foe(st, 1, "h0") and not is_foe(st, 1, "h1")


def test_dc_hero_tes_01_dc_col_01_break_shields_discards_a_heros_active_shields():
    """Destruction's reading on a hero (L951): its Active Shields go to their owners' discard piles."""
    sess = arena(["tesser", "kandra"])
    st = sess.state
    shield(st, 1, "tesser.holy_armour#1")
    points, events = break_shields(st, 0, "h1")
    assert points == 3 and st.heroes[1].shields == [] and "tesser.holy_armour#1" in st.heroes[0].discard
    assert [e.kind for e in events] == ["dc.shields_cancelled"]


def test_dc_col_04_hooks_that_reach_every_enemy_are_named():
    """Prismatic Cone and Storm of Vengeance act on every enemy through their hook (no slot says so)."""
    assert hook_reaches_every_enemy("pharanor.prismatic_cone#1")
    assert hook_reaches_every_enemy("marzak.storm_of_vengeance#1")
    assert not hook_reaches_every_enemy("pharanor.magic_missiles#1")

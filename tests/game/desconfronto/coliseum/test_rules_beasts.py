"""Condemnation by Beasts (DC-COL-16/17, AMB-22; rulebook L193-198, L1022): as many beasts as players, each
at the tier of its hero's level (or, with ``beasts_highest_level``, of the highest level), a full Creature
Phase each turn from the second round, a fallen beast down for good (or, with ``beasts_return``, replaced);
beating one scores nothing, and a
beast that Exhausts a hero costs every player 1 point (never below 0, our ruling)."""

from __future__ import annotations

from game.desconfronto.actions import Decline, DrawCard, PlayCard, TakeHit
from game.desconfronto.coliseum.turns import beast_tier
from game.desconfronto.coliseum_actions import Revide
from game.desconfronto.creatures import CREATURES
from tests.game.desconfronto.coliseum.rules_helpers import G, arena, dice, draw_turn, give, kinds_of, play
from tests.game.desconfronto.helpers import stack_creature_deck


def _answer_creatures(s):
    """Let every creature attack through (no reaction, no shield)."""
    events = []
    while s.pending is not None and s.pending.kind in ("react", "shields", "col_shields"):
        kind = s.pending.kind
        events += G.apply(s, Decline(s.pending.player) if kind == "react" else TakeHit(s.pending.player))
    return events


def test_dc_col_16_as_many_beasts_as_players_at_the_tier_of_each_heros_level():
    """L194-197: creatures equal to the players; levels 0-1 Tier I, 2-3 Tier II, 4-6 Tier III."""
    s = arena(["kandra", "artan", "tesser"], beasts=True)
    assert len(s.creatures) == 3 and s.coliseum.owners == [0, 1, 2]
    assert all(CREATURES[c.creature].tier == 1 for c in s.creatures)
    assert len({c.creature for c in s.creatures}) == 3
    assert [beast_tier(lv) for lv in range(7)] == [1, 1, 2, 2, 3, 3, 3]


def _fallen_beast_replaced(options):
    s = arena(["kandra", "artan"], beasts=True, options={"beasts_return": True, **options})
    s.heroes[1].level = 4  # Artan's beast (position 1) now follows level 4; Kandra is level 0
    for c in s.creatures:
        c.vigor = 1
    bb, = give(s, 0, "kandra.brutal_blow")
    dice(s, "hit1", "hit1", "hit1")
    G.apply(s, PlayCard(0, bb, "c0"))
    s.creatures[1].vigor = 0  # (fallen before: only its replacement matters here)
    s.creatures[1].defeated = True
    assert s.creatures[0].defeated
    dice(s, *["corrupted"] * 20)  # the creature attacks miss
    events = draw_turn(s)
    events += _answer_creatures(s)
    return s, events


def test_dc_col_16_variant_beasts_return_replaces_a_fallen_beast_at_the_tier_of_its_own_hero_amb_22():
    s, events = _fallen_beast_replaced({})
    assert s.coliseum.scores == [0, 0]  # DC-COL-17: beating a creature scores nothing
    assert kinds_of(events).count("dc.col_beast") == 2
    assert not any(c.defeated for c in s.creatures)
    assert CREATURES[s.creatures[0].creature].tier == 1  # Kandra's level 0
    assert CREATURES[s.creatures[1].creature].tier == 3  # Artan's level 4


def test_dc_col_16_variants_beasts_return_and_highest_level_use_the_highest_hero_level():
    s, _ = _fallen_beast_replaced({"beasts_highest_level": True})
    assert [CREATURES[c.creature].tier for c in s.creatures] == [3, 3]


def test_dc_col_16_no_creature_phase_in_the_first_round_then_a_full_one_each_turn():
    """L172 (the first round has none), L193 (then the full turn: Hero Phase and Creature Phase)."""
    s = arena(["kandra", "artan"], beasts=True, past_first_round=False)
    events = draw_turn(s) + draw_turn(s)
    assert "dc.action_card" not in kinds_of(events)
    assert s.turn == 3
    dice(s, *["corrupted"] * 20)
    events = draw_turn(s) + _answer_creatures(s)
    assert kinds_of(events).count("dc.action_card") == 1 and "dc.creature_attack" in kinds_of(events)
    assert s.active_hero == 1 and s.phase == "hero"


def test_dc_col_17_a_beast_exhausting_a_hero_costs_every_player_a_point_never_below_zero():
    """L198: every player loses 1 point; nobody scores that Exhaustion, whoever had a token on the hero."""
    s = arena(["kandra", "artan"], beasts=True)
    give(s, 0, "kandra.brutal_blow")
    give(s, 1, "artan.divine_punishment")
    for h in s.heroes:
        h.vigor = 1
    s.coliseum.scores = [3, 0]
    s.coliseum.marks = [[1], [0]]
    dice(s, *["hit2"] * 12)
    events = draw_turn(s) + _answer_creatures(s)
    assert "dc.col_penalty" in kinds_of(events)
    victim = next(e.data["victim"] for e in events if e.kind == "dc.col_penalty")
    assert s.heroes[victim].exhausted == "wounds"
    assert s.coliseum.scores == [2, 0]
    assert "dc.col_scored" not in kinds_of(events)
    assert s.coliseum.marks[victim] == []
    assert s.pending is None or s.pending.kind != "reward"


def test_dc_col_08c_a_beasts_attack_is_the_next_attack_a_revide_shield_guards():
    """L179 ("only against the next attack suffered", AMB-19c): a beast's attack on the hero uses the
    Revide shield up too, even when the shield was not spent on it. (Fixed: it used to outlive it.)"""
    s = arena(["kandra", "artan"], beasts=True)
    bb, = give(s, 0, "kandra.brutal_blow")
    dprot, = give(s, 1, "artan.divine_protection")
    dice(s, "hit1", "hit1", "hit1")
    play(s, 0, bb, "h1")
    G.apply(s, Revide(1, "shield", dprot, "h1"))
    assert s.coliseum.next_only[1] == [dprot]
    stack_creature_deck(s, "hunt_the_weak")  # the weakest hero: Artan, at 5
    dice(s, "hit2", "hit2", *["purified"] * 8)  # the block dice, then a creature attack of 0
    events = G.apply(s, DrawCard(0)) + _answer_creatures(s)
    hit = next(e for e in events if e.kind == "dc.hit")
    assert hit.data["target"] == "h1"
    assert "dc.col_shield_expired" in kinds_of(events)
    assert s.heroes[1].shields == [] and dprot in s.heroes[1].discard.cards
    assert s.coliseum.next_only[1] == []


def test_dc_col_16_by_default_the_beasts_are_the_players_number_in_all_a_fallen_one_stays_down():
    """L194 "the number of creatures that appear is equal to the number of players": no replacement; once
    the last beast has fallen the turns have no Creature Phase (DC-COL-05)."""
    s, events = _fallen_without_return()
    assert "dc.col_beast" not in kinds_of(events)
    assert all(c.defeated for c in s.creatures)
    events = draw_turn(s)
    assert "dc.action_card" not in kinds_of(events) and s.phase == "hero"


def _fallen_without_return():
    s = arena(["kandra", "artan"], beasts=True)
    for c in s.creatures:
        c.vigor = 1
    bb, = give(s, 0, "kandra.brutal_blow")
    dice(s, "hit1", "hit1", "hit1")
    G.apply(s, PlayCard(0, bb, "c0"))
    s.creatures[1].vigor = 0
    s.creatures[1].defeated = True
    events = draw_turn(s)
    events += _answer_creatures(s)
    return s, events

"""DC-BOSS-01..04, -09, -22, -23: the Boss playmat's setup, the win and the loss."""

from __future__ import annotations

import pytest

from game.core.actions import SetupError
from game.desconfronto import GAME, boss, outcome
from game.desconfronto.actions import Flee
from game.desconfronto.boss.data import BOOK, PILLARS, RED
from game.desconfronto.boss_moves import MoveTo
from game.desconfronto.vigor import wound
from tests.game.desconfronto.boss.fixtures import boss_session, kinds


def test_dc_boss_01_boss_mode_lays_out_the_boss_playmat():
    s = boss_session(["tesser", "artan"])
    st = s.state
    assert st.boss is not None and st.boss.form == 1
    assert [c.creature for c in st.creatures] == ["daegur"]  # no other creature on the mat
    table = GAME.observe(st, None).table
    assert table.boss is not None and table.boss.boss == "daegur"  # public to every seat
    assert GAME.observe(st, 1).table.boss == table.boss


def test_dc_boss_02_first_form_deck_is_the_ten_red_cards_and_the_creature_deck_is_unused():
    st = boss_session(["tesser"]).state
    b = st.boss
    assert sorted(b.deck + b.discard) == sorted(RED) and len(RED) == 10
    before = list(st.cdeck.cards)
    GAME.apply(st, next(a for a in GAME.legal_actions(st) if type(a).__name__ == "Pass"))
    assert b.discard and b.last_card in RED  # the Boss drew its own card
    assert st.cdeck.cards == before  # the Creature Action deck was not touched


def test_dc_boss_02_an_empty_boss_deck_is_reshuffled_and_the_fight_goes_on():
    st = boss_session(["tesser"]).state
    b = st.boss
    b.discard, b.deck = b.deck[:], []
    events = GAME.apply(st, next(a for a in GAME.legal_actions(st) if type(a).__name__ == "Pass"))
    assert "dc.boss_deck_shuffled" in kinds(events)
    assert "dc.boss_action" in kinds(events)
    assert len(b.deck) + len(b.discard) == 10


def test_dc_boss_03_every_hero_starts_on_the_altar_and_the_pillars_are_whole():
    st = boss_session(["tesser", "artan", "kandra"]).state
    assert st.boss.where == ["altar", "altar", "altar"]
    assert st.boss.pillars == {p: PILLARS[p].vigor for p in PILLARS}
    assert st.active_hero == 0 and st.phase == "hero"


def test_dc_boss_04_the_mat_shows_vigor_thresholds_pillars_crystals_counter_and_places():
    v = GAME.observe(boss_session(["tesser", "artan"]).state, None).table.boss
    assert (v.vigor, v.max_vigor, v.thresholds) == (12, 12, (7, 1))
    assert [p.id for p in v.pillars] == ["fire", "water", "earth", "thunder"]
    assert len(v.crystals) == BOOK.crystals and v.counter == 0 and v.counter_spaces == BOOK.counter
    assert v.where == ("altar", "altar") and v.deck.count == 10


def test_dc_boss_09_daegur_and_gurthur_have_12_vigor():
    st = boss_session(["tesser"]).state
    assert (st.creatures[0].vigor, st.creatures[0].max_vigor) == (12, 12)
    st.creatures[0].vigor = 1
    st.boss.stopped = 0
    wound(st, "c0", 1, "wounds")
    assert st.boss.form == 2 and st.creatures[0].creature == "gurthur"
    assert (st.creatures[0].vigor, st.creatures[0].max_vigor) == (12, 12)


def test_dc_boss_22_gurthur_falling_wins_the_fight():
    st = boss_session(["tesser", "artan"]).state
    st.boss.form = 2
    st.creatures[0].creature = "gurthur"
    st.creatures[0].vigor = 1
    assert outcome.decided(st) == ""
    wound(st, "c0", 3, "wounds")
    assert outcome.decided(st) == "won"
    outcome.check_end(st)
    over = GAME.is_over(st)
    assert over is not None and over.result == "won" and over.winners == (0, 1)


def test_dc_boss_22_daegur_at_zero_is_not_a_win():
    st = boss_session(["tesser"]).state
    st.creatures[0].vigor = 1
    wound(st, "c0", 5, "wounds")
    assert outcome.decided(st) == "" and not st.creatures[0].defeated


def test_dc_boss_23_no_fleeing_from_the_boss():
    st = boss_session(["tesser", "artan"]).state
    st.fragments = 99
    assert Flee(0) not in GAME.legal_actions(st)
    refusal = GAME.rule_refusal(st, Flee(0))
    assert refusal is not None and refusal.key == "refusals.dc.no_flee_boss"


def test_dc_boss_23_every_hero_exhausted_loses_and_restart_begins_the_first_form_again():
    s = boss_session(["tesser", "artan"])
    st = s.state
    st.boss.form = 2
    st.creatures[0].creature = "gurthur"
    st.boss.pillars["fire"] = 0
    GAME.apply(st, MoveTo(0, "fire"))
    for h in st.heroes:
        h.exhausted = "wounds"
    assert outcome.decided(st) == "lost"
    outcome.check_end(st)
    assert GAME.is_over(st).result == "lost"
    events = boss.restart(st)
    assert "dc.boss_restarted" in kinds(events)
    b = st.boss
    assert b.form == 1 and st.creatures[0].creature == "daegur" and st.creatures[0].vigor == 12
    assert all(v > 0 for v in b.pillars.values()) and b.where == ["altar", "altar"]
    assert st.phase == "hero" and st.outcome is None and GAME.is_over(st) is None


def test_boss_mode_setup_is_validated_like_a_skirmish():
    with pytest.raises((SetupError, ValueError)):
        boss_session(["tesser", "tesser"])


def test_dc_boss_02_the_boss_action_deck_order_is_hidden_from_every_seat():
    st = boss_session(["tesser", "artan"]).state
    zones = GAME.hidden_zones(st, 0, "seat")
    assert any(st.boss.deck in group for group in zones)
    assert GAME.observe(st, 0).table.boss.deck.count == len(st.boss.deck)

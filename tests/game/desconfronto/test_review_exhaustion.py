"""Exhaustion by cards and the end check (DC-EXH-04/05, DC-CMB-36; L341, L342, L348, L349), and Nina's
action when Gëlien is down (DC-HERO-GEL, L623)."""

from __future__ import annotations

from game.desconfronto import GAME, flow
from game.desconfronto.actions import ClassAction, Decline, Flee, Pass, Sacrifice, TakeHit

from .helpers import session, set_hand


def settle(s) -> None:
    """Let every defence window of the creature attack pass."""
    while s.state.pending is not None and s.state.phase == "creature":
        p = s.state.pending["player"]
        s.apply(TakeHit(p) if s.state.pending["kind"] == "shields" else Decline(p))


def _empty(h) -> None:
    h.discard.cards[:0] = h.draw.cards + h.hand
    h.draw.cards, h.hand = [], []


def test_dc_exh_04_solo_hero_with_no_card_to_draw_nor_in_hand_at_turn_start_loses_the_combat():
    """Solo: the only hero starts his turn with an empty deck and an empty hand -> Exhausted (L349),
    so every hero is Exhausted at once and the combat is lost (L342)."""
    s = session(["pharanor"], ["bicudo"], seed=3)
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["pharanor.speed#1", "pharanor.clairvoyance#1"])
    h.discard.cards[:0] = h.draw.cards
    h.draw.cards = []
    st.forced = ["hit1"] * 4
    s.apply(Sacrifice(0, "pharanor.speed#1", "c0"))
    h.hand.remove("pharanor.clairvoyance#1")  # spent out of turn (as a reaction would be)
    h.discard.put_top("pharanor.clairvoyance#1")
    st.forced = ["purified"] * 12
    events = s.apply(Pass(0))
    kinds = [e.kind for e in events]
    assert "dc.exhausted" in kinds and "dc.lost" in kinds
    assert st.phase == "over" and st.outcome == {"result": "lost"}
    assert GAME.is_over(st).result == "lost"


def test_dc_exh_04_last_standing_hero_out_of_cards_at_turn_start_loses_with_the_other_down():
    """Two heroes: Tesser is already Exhausted (waiting for her turn to get up); Pharanor starts his turn
    with no card anywhere -> both down at the same time -> lost (L342, DC-CMB-36)."""
    s = session(["pharanor", "tesser"], ["bicudo"], seed=4)
    st = s.state
    st.heroes[1].exhausted = "wounds"
    st.heroes[1].vigor = 0
    _empty(st.heroes[0])
    out = flow.begin_turn(st)
    assert any(e.kind == "dc.lost" for e in out)
    assert st.outcome == {"result": "lost"}


def test_dc_exh_04_both_exhaustion_by_cards_paths_leave_the_hero_down_until_his_next_turn():
    """Start-of-turn path (L349) and after-action path (L341) agree: the hero falls and stays down through
    the other heroes' turns, then spends his next turn getting up with 3 cards (L348)."""
    s = session(["pharanor", "tesser"], ["bicudo"], seed=4)
    st = s.state
    h = st.heroes[0]
    _empty(h)
    st.forced = ["purified"] * 12
    flow.begin_turn(st)  # Pharanor's turn, no card at all
    settle(s)
    assert h.exhausted == "cards" and st.active_hero == 1 and st.phase == "hero"
    assert not h.hand
    st.forced = ["purified"] * 12
    s.apply(Pass(1))
    settle(s)
    assert h.exhausted == "" and len(h.hand) == 3 and st.active_hero == 1


def test_dc_exh_05_cards_in_hand_with_an_empty_deck_play_on():
    """L341: an empty draw deck with cards still in hand is no Exhaustion at the start of the turn."""
    s = session(["pharanor", "tesser"], ["bicudo"], seed=4)
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["pharanor.speed#1", "pharanor.clairvoyance#1"])
    h.discard.cards[:0] = h.draw.cards
    h.draw.cards = []
    flow.begin_turn(st)
    assert h.exhausted == "" and st.active_hero == 0 and st.actions_left == 2


def _gelien_party(seed: int = 5):
    s = session(["gelien", "tesser"], ["bicudo", "froggo"], seed=seed)
    set_hand(s.state, 0, ["gelien.ambush#1", "gelien.ice_arrow#1"])
    return s


def test_dc_hero_gel_nina_still_acts_in_the_turn_gelien_falls_exhausted():
    """L623: a Fire tick at the start of Gëlien's turn Exhausts him; the turn stays open for Nina's action
    (and only hers), then she acts and the turn passes."""
    s = _gelien_party()
    st = s.state
    g = st.heroes[0]
    g.vigor = 1
    g.cond["fire"] = 1
    st.active_hero = 1
    st.forced = ["purified"] * 12
    s.apply(Pass(1))
    assert g.exhausted == "wounds" and st.active_hero == 0 and st.phase == "hero"
    acts = GAME.legal_actions(st)
    nina = [a for a in acts if isinstance(a, ClassAction) and a.name == "gelien_nina"]
    assert nina and {type(a) for a in acts} == {ClassAction, Pass, Flee}
    assert all(a.name == "gelien_nina" for a in acts if isinstance(a, ClassAction))
    st.forced = ["hit2", "hit2"]
    before = st.creatures[0].vigor
    s.apply(ClassAction(0, "gelien_nina", "gelien.ambush#1@c0"))
    assert st.creatures[0].vigor < before  # Nina's 2 claw dice landed
    assert st.active_hero != 0 or st.phase != "hero"  # her action taken, the turn moved on


def test_dc_hero_gel_nina_still_acts_in_the_turn_gelien_spends_getting_up():
    """L623 with L348: the turn Gëlien spends getting up still gives Nina her action."""
    s = _gelien_party()
    st = s.state
    g = st.heroes[0]
    g.exhausted = "wounds"
    g.vigor = 0
    st.active_hero = 1
    st.forced = ["purified"] * 12
    s.apply(Pass(1))
    assert g.exhausted == "" and g.vigor == 5 and st.active_hero == 0 and st.phase == "hero"
    assert st.actions_left == 0
    assert ClassAction(0, "gelien_nina", "gelien.ambush#1@c0") in GAME.legal_actions(st)
    assert Pass(0) in GAME.legal_actions(st)
    s.apply(Pass(0))  # she may also let it go
    assert st.active_hero == 1

"""The greedy bot's campaign plan for 3-4 hero parties (docs/desconfronto_campaign_balance.md, 2 Dec
"3-4 heroes"): a wound dealt in a campaign combat is worth more than the card kept (the parties used to
hoard cards while their creatures fled, L340), the last blow still gains, and a worn party's grind spot
is a card whose spoils are a Long Rest (L115-116, DC-CMP-24)."""

from __future__ import annotations

from game.desconfronto import GAME
from game.desconfronto.campaign import heuristic as ch
from game.desconfronto.heuristic import heuristic

from .campaign_helpers import campaign_session, leave_market, win_combat
from .test_campaign_balance_first_ring import GREEN_LONG_RESTS


def test_dc_cmp_04_heuristic_a_card_played_for_two_wounds_beats_keeping_it():
    s = campaign_session(["artan", "kandra", "tesser", "marzak"], seed=3)  # the K0 combat, 4 creatures
    st = s.state
    assert st.phase != "run" and st.heroes[0].hand and st.creatures[0].vigor >= 3
    struck = GAME.clone(st)
    h = struck.heroes[0]
    h.discard.cards.append(h.hand.pop())
    struck.creatures[0].vigor -= 2
    assert heuristic(struck, 0) > heuristic(st, 0)


def test_dc_cmp_04_heuristic_the_combat_term_is_whole_at_victory_and_under_a_win():
    s = campaign_session(["artan", "kandra"], seed=3)
    st = s.state
    assert ch.fight(st) == 0.0
    done = GAME.clone(st)
    for c in done.creatures:
        c.defeated = True
    assert ch.fight(done) == ch.FIGHT < ch.WIN  # the last blow ends the combat: WIN replaces the term


def test_dc_cmp_24_heuristic_a_worn_party_grinds_a_long_rest_spoil():
    s = campaign_session(["artan", "kandra"], seed=3)
    win_combat(s)
    leave_market(s)
    st = s.state
    st.campaign.missions = [{"seat": 0, "kind": "weapon", "card": "R8"}] * 4  # no mission to chase
    for h in st.heroes:
        h.vigor = h.max_vigor
    fresh = ch.goal(st)
    assert fresh not in GREEN_LONG_RESTS
    assert ch.wear(st)[0] < 0.5
    for h in st.heroes:
        h.vigor = 1
        h.discard.cards.extend(h.draw.cards)
        h.draw.cards.clear()
    long, short = ch.wear(st)
    assert long > 0.9 and short == 0.5
    assert ch.goal(st) in GREEN_LONG_RESTS

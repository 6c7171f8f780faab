"""The campaign's per-seat view (``campaign/view.py``, ``DesconfrontoTable.campaign``): the map as revealed,
the journal and the party; never a face-down card's face, the road-event deck's order, the secret card
before it is swapped in (DC-GEN-02) or the Corruption Master's hand (DC-CM-03's hidden hand)."""

from __future__ import annotations

import copy

from game.core.i18n import localized
from game.desconfronto import GAME
from game.desconfronto.campaign import world
from game.desconfronto.campaign_actions import Move
from tests.game.desconfronto.campaign.campaign_helpers import campaign_session, leave_market, win_combat

HEROES = ["artan", "tesser", "pharanor", "kandra"]


def _on_map(seed: int = 4, **extra) -> object:
    s = campaign_session(HEROES[: extra.pop("players", 2)], seed=seed, **extra)
    win_combat(s)
    leave_market(s)
    return s


def test_a_face_down_card_shows_its_back_only() -> None:
    s = _on_map()
    view = GAME.observe(s.state, 0).table.campaign
    assert view.at == "K0" and view.revealed == ("K0",)
    m = world.the_map()
    down = [f for f in view.cards if not f.face_up]
    assert len(down) == len(m.cards) - 1
    text = repr(view)
    for f in down:
        c = m.cards[f.id]
        assert (f.biome, f.number, f.col, f.row) == (c.biome, c.number, c.col, c.row)  # the back
        assert f.name is None and f.area == "" and f.symbols == () and f.directions == () and f.fast_travel == -1
        for lang_name in (c.name.en, c.name.pt):
            assert lang_name not in text, lang_name  # no face-down card's name anywhere in the view
    k0 = view.face("K0")
    assert k0.face_up and localized(k0.name) == "Kalahad" and k0.fast_travel == m.cards["K0"].fast_travel


def test_revealing_a_card_puts_its_face_in_the_view() -> None:
    s = _on_map()
    to = next(a.to for a in GAME.legal_actions(s.state) if isinstance(a, Move))
    s.apply(Move(0, to))
    face = GAME.observe(s.state, 1).table.campaign.face(to)
    assert face.face_up and face.area == world.the_map().cards[to].area


def test_views_of_states_differing_only_in_the_road_deck_order_are_equal() -> None:
    s = _on_map()
    other = copy.deepcopy(s.state)
    other.campaign.deck.reverse()  # the road-event deck is face down: its order is nobody's to see
    assert other.campaign.deck != s.state.campaign.deck
    for seat in (0, 1, None):
        assert GAME.observe(s.state, seat).table.campaign == GAME.observe(other, seat).table.campaign
    view = GAME.observe(s.state, 0).table.campaign
    assert view.road_deck == len(s.state.campaign.deck)
    assert not any(e in repr(view) for e in s.state.campaign.deck)  # no road-event id leaks


def test_dc_cm_03_a_hero_seat_sees_the_same_table_whatever_the_masters_hand() -> None:
    """A Master campaign: swap the Master's hand with other cards of the Creature Action deck; every hero
    seat's whole view (the campaign's included) stays the same, the Master's own changes."""
    s = campaign_session(HEROES, seed=6, master=True)
    st = s.state
    assert st.master is not None and len(st.master.hand) == 5
    other = copy.deepcopy(st)
    hand, deck = other.master.hand, other.cdeck.cards
    hand[:2], deck[:2] = deck[:2], hand[:2]
    assert sorted(hand) != sorted(st.master.hand)
    for seat in range(4):
        assert GAME.observe(st, seat) == GAME.observe(other, seat), seat
    master = st.master.seat
    assert GAME.observe(st, master).table.master != GAME.observe(other, master).table.master
    assert not any(c in repr(GAME.observe(st, 0).table.campaign) for c in st.master.hand)


def test_the_secret_card_stays_off_the_view_until_swapped() -> None:
    """DC-GEN-02: P5 (corrupted) is not on the table until the group turns P5 (DC-SEC-02)."""
    s = _on_map(campaigns_done=1)
    camp = s.state.campaign
    camp.revealed.append("P5")
    secret = next(c for c in world.the_map().secret.values())
    assert localized(GAME.observe(s.state, 0).table.campaign.face("P5").name) != localized(secret.name)
    camp.swapped = True
    assert localized(GAME.observe(s.state, 0).table.campaign.face("P5").name) == localized(secret.name)


def test_the_party_and_the_journal_are_in_the_view() -> None:
    s = _on_map(players=3)
    view = GAME.observe(s.state, 2).table.campaign
    assert [p.hero for p in view.party] == HEROES[:3]
    assert view.pages == tuple(s.state.campaign.pages) and "scroll2.conclusion" in view.pages
    assert view.fragments == s.state.fragments and view.tokens == ("short", "long")

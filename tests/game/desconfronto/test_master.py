"""The Corruption Master (DC-CM-01..04, AMB-38; game/desconfronto/master.py): a 5th seat that runs the
creatures from a hand of 5 Creature Action cards, hidden from the heroes."""

from __future__ import annotations

import pytest

from game.core.actions import SetupError
from game.core.session import Session
from game.core.view import Hidden, strings
from game.desconfronto import GAME, combats
from game.desconfronto.actions import Pass, TakeHit
from game.desconfronto.master_actions import MasterPlay

HEROES = ["artan", "tesser", "pharanor", "kandra"]


def master_session(seed: int = 3, **extra: object) -> Session:
    setup = {"mode": "skirmish", "players": 4, "heroes": HEROES, "creatures": ["bicudo", "froggo"], "master": True}
    return Session.new(GAME, {**setup, **extra}, seed)


def to_master_choice(s: Session) -> None:
    """The Leader passes: the Creature Phase stops on the Master's choice."""
    s.apply(Pass(0))
    assert s.state.pending is not None and s.state.pending.kind == "master_card"


def test_dc_cm_01_the_master_is_a_fifth_seat_after_four_heroes():
    """DC-CM-01 (L476): 5 players, 4 of them heroes; the Master is seat 4 and names the 5th seat."""
    s = master_session()
    assert len(GAME.seats(s.state)) == 5 and GAME.seats(s.state)[4] == "Corruption Master"
    assert [h.seat for h in s.state.heroes] == [0, 1, 2, 3] and s.state.master.seat == 4
    assert GAME.current_player(s.state) == 0
    to_master_choice(s)
    assert GAME.current_player(s.state) == 4
    assert GAME.pending(s.state).player == 4
    assert {a.player for a in GAME.legal_actions(s.state)} == {4}


@pytest.mark.parametrize(
    "setup, key",
    [
        ({"mode": "skirmish", "players": 3, "master": True}, "setup_errors.dc_master_players"),
        ({"mode": "hunt", "players": 2, "master": "human"}, "setup_errors.dc_master_players"),
        ({"mode": "coliseum", "players": 4, "master": True}, "setup_errors.dc_master_mode"),
    ],
)
def test_dc_cm_01_a_master_needs_four_heroes_and_a_creature_combat(setup, key):
    """DC-CM-01: only with 4 heroes, never in the Coliseum: a clear sentence in both languages."""
    with pytest.raises(SetupError) as err:
        GAME.normalize_setup(setup)
    assert err.value.key == key


def test_dc_cm_01_the_setup_screen_values_mean_a_master():
    """The screen's "A player" / "A bot" both turn the Master on; "none" and an absent key do not."""
    four = {"mode": "skirmish", "players": 4}
    assert GAME.normalize_setup({**four, "master": "bot"})["master"] is True
    assert GAME.normalize_setup({**four, "master": "human"})["master"] is True
    assert "master" not in GAME.normalize_setup({**four, "master": False})
    assert "master" not in GAME.normalize_setup(four)
    with pytest.raises(ValueError):
        GAME.normalize_setup({**four, "master": "maybe"})


def test_dc_cm_03_amb_38_the_hand_is_five_cards_off_the_top_of_the_deck():
    """DC-CM-03 (L478): at the start of the combat the Master draws five Creature Action cards."""
    plain = Session.new(GAME, {"mode": "skirmish", "players": 4, "heroes": HEROES, "creatures": ["bicudo"]}, 3)
    s = master_session(creatures=["bicudo"])
    top = list(reversed(plain.state.cdeck.cards[-5:]))  # the same seed shuffles the same deck
    assert s.state.master.hand == top
    assert len(s.state.cdeck) == 15 and not set(top) & set(s.state.cdeck.cards)


def test_dc_cm_03_the_master_plays_the_chosen_card_and_draws_a_replacement():
    """DC-CM-03: the Master chooses one card of the hand, it is the Creature Phase's card, then the Master
    draws another (L478); the hand stays at 5 while the deck lasts."""
    s = master_session()
    to_master_choice(s)
    hand = list(s.state.master.hand)
    assert GAME.legal_actions(s.state) == [MasterPlay(4, c) for c in hand]
    chosen = hand[3]
    next_top = s.state.cdeck.cards[-1]
    events = s.apply(MasterPlay(4, chosen))
    played = [e for e in events if e.kind == "dc.action_card"]
    assert played and played[0].data["card"] == chosen and s.state.last_card == chosen
    assert chosen in s.state.cdiscard.cards and chosen not in s.state.master.hand
    assert s.state.master.hand == [c for c in hand if c != chosen] + [next_top]
    assert len(s.state.cdeck) == 14
    drew = next(e for e in events if e.kind == "dc.master_drew")
    assert drew.data == {"seat": 4, "drew": 1, "hand": 5}


def test_amb_38_the_block_dice_are_still_rolled_on_the_chosen_card():
    """AMB-38: choosing the card does not choose its effect: both block dice are rolled on it."""
    from game.desconfronto.creatures import ACTION_CARDS

    s = master_session()
    to_master_choice(s)
    chosen = s.state.master.hand[0]
    s.state.forced = ["purified", "hit1"]
    events = s.apply(MasterPlay(4, chosen))
    card = next(e for e in events if e.kind == "dc.action_card").data
    assert card["faces"] == ["purified", "hit1"]
    assert card["target_rule"] == ACTION_CARDS[chosen].block1["purified"]
    assert card["manner"] == ACTION_CARDS[chosen].block2["hit1"]


def test_dc_cm_04_amb_38_with_no_card_left_the_creatures_flee_without_spoils():
    """DC-CM-04 / AMB-38 with AMB-25's default: the Creature Phase that plays the Master's last card
    ends the combat; the creatures flee and the heroes get no spoils (DC-CMB-35)."""
    s = master_session()
    st = s.state
    last = st.master.hand[0]
    st.cdiscard.cards += st.cdeck.cards + st.master.hand[1:]
    st.cdeck.cards.clear()
    st.master.hand = [last]
    s.apply(Pass(0))  # one card left: the only answer, played at once
    while st.phase not in ("over",) and st.pending is not None:
        s.apply(GAME.legal_actions(st)[-1] if GAME.legal_actions(st) else TakeHit(st.pending.player))
    assert st.last_card == last and not st.master.hand
    assert GAME.is_over(st).result == "fled" and st.fragments == 0 and st.turn == 1


def test_dc_cm_04_amb_25_variant_the_combat_ends_when_a_card_is_needed_and_the_hand_is_empty():
    """DC-CM-04 under AMB-25's other reading: the combat ends when the Master must play and holds nothing."""
    s = master_session(options={"empty_deck_ends_after_phase": False})
    st = s.state
    st.cdiscard.cards += st.cdeck.cards + st.master.hand
    st.cdeck.cards.clear()
    st.master.hand = []
    s.apply(Pass(0))
    assert GAME.is_over(st).result == "fled" and st.fragments == 0


def test_amb_38_every_combat_deals_the_master_a_new_hand():
    """AMB-38: the Master's hand is discarded and 5 new cards drawn at every combat (a Hunt's next horde)."""
    s = Session.new(GAME, {"mode": "hunt", "players": 4, "heroes": HEROES, "master": True}, 11)
    st = s.state
    st.master.hand = st.master.hand[:2]  # as if three were played and none drawn
    events = combats.start_combat(st, ["bicudo"], 1)
    assert len(st.master.hand) == 5 and len(st.cdeck) == 15 and not st.cdiscard.cards
    assert any(e.kind == "dc.master_dealt" and e.data == {"seat": 4, "hand": 5} for e in events)
    assert sorted(GAME.card_ids(st)).count(st.master.hand[0]) == 1


def test_dc_cm_02_the_creatures_dice_are_credited_to_the_master():
    """DC-CM-02 (L476): the Master rolls the combat-setup dice and the creatures' damage dice."""
    s = master_session()
    to_master_choice(s)
    events = s.apply(MasterPlay(4, s.state.master.hand[0]))
    assert next(e for e in events if e.kind == "dc.action_card").data["roller"] == 4
    attacks = [e for e in events if e.kind == "dc.creature_attack"]
    assert attacks and all(e.data["roller"] == 4 for e in attacks)
    plain = Session.new(GAME, {"mode": "skirmish", "players": 4, "heroes": HEROES, "creatures": ["bicudo"]}, 3)
    events = plain.apply(Pass(0))
    assert all("roller" not in e.data for e in events)


def test_dc_cm_02_the_hunt_tier_dice_are_the_masters():
    """DC-CM-02: a Hunt's tier dice (its combat-setup dice) are rolled by the Master."""
    from game.desconfronto import hunt

    st = GAME.new_game({"mode": "hunt", "players": 4, "heroes": HEROES, "master": True}, 5)
    events = hunt.begin_horde(st, 2)
    assert next(e for e in events if e.kind == "dc.hunt_tiers_rolled").data["roller"] == 4


def test_dc_cm_03_the_masters_hand_is_hidden_from_every_hero_seat():
    """DC-CM-03: the hand is hidden from the heroes (their views, their legal actions, the table) and
    seen by the Master's own seat."""
    s = master_session()
    to_master_choice(s)
    st = s.state
    hand = set(st.master.hand)
    for seat in range(4):
        view = GAME.observe(st, seat)
        assert isinstance(view.table.master.hand, Hidden) and len(view.table.master.hand) == 5
        assert "cards" not in view.pending.data
        assert not hand & strings(view), seat
        assert s.seat_legal(seat) == []
    table = GAME.observe(st, None)
    assert isinstance(table.table.master.hand, Hidden) and not hand & strings(table)
    mine = GAME.observe(st, 4)
    assert set(mine.table.master.hand) == hand and set(mine.pending.data["cards"]) == hand
    assert {a.card for a in s.seat_legal(4)} == hand


def test_dc_cm_03_a_hero_seat_cannot_tell_the_masters_hand_from_the_deck():
    """DC-CM-03: for a hero seat the hand is pooled with the deck (hidden_zones), so a hero-seat bot's
    sampled world may hold other cards there; the Master's own world keeps its hand."""
    from game.core.rng import Rng

    s = master_session()
    to_master_choice(s)
    st = s.state
    worlds = set()
    for k in range(12):
        w = GAME.clone(st, reseed=k)
        GAME.determinize(w, 1, Rng(k))
        worlds.add(tuple(w.master.hand))
        mine = GAME.clone(st, reseed=k)
        GAME.determinize(mine, 4, Rng(k))
        assert mine.master.hand == st.master.hand
    assert len(worlds) > 1


def test_dc_cm_03_a_hero_bot_chooses_alike_whatever_the_master_holds():
    """A hero-seat greedy bot decides from its view only: swapping a card of the Master's hand with one
    of the deck changes nothing it chooses."""
    from game.ai.bots import make_bot

    s = master_session()
    a = GAME.clone(s.state)
    b = GAME.clone(s.state)
    b.master.hand[0], b.cdeck.cards[0] = b.cdeck.cards[0], b.master.hand[0]
    assert GAME.observe(a, 0) == GAME.observe(b, 0)
    assert make_bot("greedy", 9).choose(GAME, a, 0) == make_bot("greedy", 9).choose(GAME, b, 0)


def test_dc_cm_03_the_master_bot_plays_for_the_creatures():
    """The bots' evaluation is the heroes' for a hero seat and its opposite for the Master; a greedy
    Master chooses among its own cards and over seeded tables hurts the heroes more than playing its
    first card would."""
    from game.ai.bots import make_bot

    s = master_session()
    to_master_choice(s)
    h = GAME.heuristic()
    assert h(s.state, 4) == -h(s.state, 0)

    def vigor_after(seed: int, greedy: bool) -> int:
        t = master_session(seed=seed)
        to_master_choice(t)
        act = make_bot("greedy", seed).choose_for(t, 4) if greedy else GAME.legal_actions(t.state)[0]
        assert act.player == 4 and act.card in t.state.master.hand
        t.apply(act)
        while t.state.pending is not None and t.state.phase == "creature":
            t.apply(TakeHit(t.state.pending.player) if t.state.pending.kind == "shields" else GAME.legal_actions(t.state)[-1])
        return sum(x.vigor for x in t.state.heroes)

    seeds = range(20)
    assert sum(vigor_after(k, True) for k in seeds) < sum(vigor_after(k, False) for k in seeds)


def test_dc_cm_01_a_master_game_saves_and_loads_with_its_hand():
    """The Master's seat and hand are in the save (format 5); a format-4 save loads with no Master."""
    s = master_session()
    to_master_choice(s)
    data = GAME.to_json(s.state)
    back = GAME.from_json(data)
    assert back.master.hand == s.state.master.hand and back.pending == s.state.pending
    old = GAME.to_json(Session.new(GAME, {"players": 2}, 1).state)
    del old["master"]
    old["version"] = 4
    assert GAME.from_json(old).master is None

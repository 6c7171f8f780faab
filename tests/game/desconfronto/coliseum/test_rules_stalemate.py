"""The arena's stalemate (authored; RULES.md "Coliseum"): three whole rounds in which no card leaves a hand
or a deck, no Vigor changes and no point is scored end the Coliseum on the scores as they are. Both
actions are mandatory (DC-COL-06, L173), and swapping the Active Item is one of them (L1011), so heroes
with empty decks could otherwise swap for ever."""

from __future__ import annotations

from game.ai.bots import make_bot
from game.core.session import Session
from game.desconfronto import GAME
from game.desconfronto.coliseum import turns


def test_dc_col_06_greedy_rivals_who_only_swap_items_reach_the_podium_by_the_stalemate():
    setup = {"mode": "coliseum", "players": 2, "heroes": ["artan", "kandra"], "artifacts": True}
    s = Session.new(GAME, setup, 294)
    bot, kinds = make_bot("greedy", 294), []
    for _ in range(2000):
        if GAME.is_over(s.state) is not None:
            break
        kinds += [e.kind for e in s.apply(bot.choose_for(s))]
    assert GAME.is_over(s.state) is not None and s.state.outcome == {"result": "podium"}
    assert "dc.col_stalemate" in kinds and kinds[-1] == "dc.col_podium"


def test_dc_col_06_a_turn_that_changes_a_hand_a_deck_a_vigor_or_a_score_is_not_quiet():
    setup = {"mode": "coliseum", "players": 2, "heroes": ["artan", "kandra"]}
    st = Session.new(GAME, setup, 1).state
    before = turns.signature(st)
    st.heroes[1].vigor -= 1
    assert turns.signature(st) != before
    st.heroes[1].vigor += 1
    assert turns.signature(st) == before
    st.coliseum.scores[0] += 1
    assert turns.signature(st) != before

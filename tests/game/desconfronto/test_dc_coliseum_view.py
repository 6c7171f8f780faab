"""The Coliseum in the per-seat view (game/desconfronto/coliseum/view.py, wired from view.py): the
arena's public numbers (scores on the track to 10, Class tokens by whose, eliminated seats, the Final
Round, the first round, beasts, the podium), the arena's pendings described with a translated reason
and their public values, and another seat's hand a count under RIVAL."""

from __future__ import annotations

from game.ai.bots import make_bot
from game.core.view import RIVAL, is_hidden
from game.desconfronto.coliseum.turns import podium
from game.desconfronto.coliseum.view import ColiseumView
from tests.scenes.boards.dc_coliseum_helpers import arena


def play_until(s, until, limit: int = 3000, seed: int = 5) -> bool:
    bot = make_bot("greedy", seed)
    for _ in range(limit):
        if until(s):
            return True
        if s.is_over() is not None:
            return False
        s.apply(bot.choose_for(s))
    return False


def kind(s) -> str:
    p = s.state.pending
    return p.kind if p is not None else ""


def test_dc_col_04_view_of_the_first_round_and_the_mulligan():
    s = arena(3, beasts=True)
    v = s.game.observe(s.state, 0, RIVAL)
    cv = v.table.coliseum
    assert isinstance(cv, ColiseumView)
    assert cv.first_round and cv.beasts and cv.scores == (0, 0, 0) and cv.marks == ((), (), ())
    assert cv.mulligan == (0, 1, 2) and not cv.final_round and cv.podium == () and cv.target == 10
    assert v.pending.kind == "mulligan" and v.pending.prompt.startswith("Artan's first hand")
    assert not is_hidden(v.table.heroes[0].hand)
    assert is_hidden(v.table.heroes[1].hand) and len(v.table.heroes[1].hand) == 5


def test_dc_col_11_view_shows_tokens_by_holder_and_scores():
    s = arena(2)
    assert play_until(s, lambda s: any(s.state.coliseum.marks))
    cv = s.game.observe(s.state, 1, RIVAL).table.coliseum
    assert cv.marks == tuple(tuple(m) for m in s.state.coliseum.marks)
    assert cv.tokens_on(0) == tuple(s.state.coliseum.marks[0]) and cv.tokens_on(9) == ()
    assert not cv.first_round


def test_dc_col_07_revide_pending_names_the_attacker_for_every_seat():
    s = arena(2)
    assert play_until(s, lambda s: kind(s) == "revide")
    pend = s.state.pending
    for viewer in (0, 1):
        p = s.game.observe(s.state, viewer, RIVAL).pending
        assert p.kind == "revide" and p.player == pend.player
        assert p.data["attacker"] == pend["attacker"]
        assert " attacked " in p.prompt and p.prompt.endswith("Revide?")
    mine = s.game.observe(s.state, pend.player, RIVAL).pending
    other = s.game.observe(s.state, 1 - pend.player, RIVAL).pending
    assert "aims" in mine.data and "aims" not in other.data  # the answers' targets betray the hand


def test_dc_col_shields_pending_gives_damage_and_dice():
    s = arena(4, beasts=True, seed=2)  # a greedy table that reaches a shield choice against a rival
    assert play_until(s, lambda s: kind(s) == "col_shields", seed=2)
    pend = s.state.pending
    p = s.game.observe(s.state, None).pending
    assert p.data["damage"] == pend["damage"] and p.data["attacker"] == pend["attacker"]
    dice = p.data["dice"]
    assert dice and all(isinstance(d, int) for d in dice)
    assert f"for {pend['damage']} (dice {', '.join(map(str, dice))})" in p.prompt


def test_dc_col_12_reward_pending_names_the_fallen():
    s = arena(2)
    assert play_until(s, lambda s: kind(s) == "reward")
    pend = s.state.pending
    p = s.game.observe(s.state, 1 - pend.player, RIVAL).pending
    assert p.data["victim"] == pend["victim"] and "has fallen" in p.prompt


def test_dc_col_15_final_round_and_podium_in_the_view():
    s = arena(2)
    col = s.state.coliseum
    col.final_by, col.final, col.scores[1] = 1, [0], 10
    cv = s.game.observe(s.state, None).table.coliseum
    assert cv.final_round and cv.final_by == 1 and cv.final == (0,) and cv.podium == ()
    assert play_until(s, lambda s: s.is_over() is not None, seed=2)
    cv = s.game.observe(s.state, None).table.coliseum
    assert cv.podium == tuple(tuple(p) for p in podium(s.state)) and cv.podium


def test_skirmish_view_has_no_coliseum():
    from game.core.session import Session
    from game.desconfronto.game import DesconfrontoGame

    s = Session.new(DesconfrontoGame(), {"players": 2, "heroes": ["artan", "kandra"]}, 1)
    assert s.game.observe(s.state, None).table.coliseum is None

"""Short and Long Rests (DC-CMP-17/18, L267-282) and a Hunt's saves between combats."""

from __future__ import annotations

from game.core.session import Session
from game.desconfronto import GAME, rests
from game.desconfronto.content import card_def
from game.desconfronto.run_actions import Buy
from scenes.boards.autosave import AutosavePolicy

from ..helpers import session
from .hunt_helpers import hunt_session, roll_horde, win_combat


def _signature(h) -> str:
    return next(c for c in (*h.draw, *h.hand) if card_def(c).is_signature)


def test_dc_cmp_17_short_rest_keeps_vigor_hand_shields_and_signatures_in_the_discard():
    s = session(["tesser", "marzak"], ["bicudo"], seed=3)
    st = s.state
    h = st.heroes[0]
    sig = _signature(h)
    (h.hand.remove(sig) if sig in h.hand else h.draw.cards.remove(sig))
    plain = next(c for c in h.draw if not card_def(c).is_signature)
    h.draw.cards.remove(plain)
    h.discard.cards = [sig, plain]
    h.vigor, h.cond = 3, {"fire": 1, "corruption": 2, "bleeding": 1}
    h.shields = [[h.draw.cards.pop(), 2]]
    hand = list(h.hand)
    h.res["aura"] = "ven"
    rests.short_rest(st, 0)
    assert h.vigor == 3 and h.hand == hand and len(h.shields) == 1
    assert h.cond == {"corruption": 2}
    assert h.discard.cards == [sig] and plain in h.draw
    assert h.res["aura"] == "ven"  # class abilities stay (L275)


def test_dc_cmp_18_long_rest_gathers_everything_heals_and_resets_class_abilities():
    s = session(["tesser", "marzak"], ["bicudo"], seed=3)
    st = s.state
    h, other = st.heroes
    total = len(h.draw) + len(h.hand)
    shield = h.draw.cards.pop()
    other.shields.append([shield, 2])  # Tesser's shield card on Marzak's mat comes home
    h.discard.cards = [h.draw.cards.pop()]
    h.vigor, h.cond = 2, {"poison": 1, "corruption": 1}
    h.res["something"] = 3
    rests.long_rest(st, 0)
    assert h.vigor == h.max_vigor and h.cond == {"corruption": 1}
    assert other.shields == [] and h.res == {}
    assert len(h.hand) == 5 and len(h.draw) + len(h.hand) == total and len(h.discard) == 0
    assert GAME.check_invariants(st) == []


def test_an_autosave_falls_after_every_combat_of_a_hunt():
    s = hunt_session(["tesser", "pharanor"], seed=4)
    roll_horde(s, 1, ["hit2", "hit2"])
    policy = AutosavePolicy(every=1000)
    policy.start(s)
    win_combat(s)
    assert policy.after_action(s)  # the combat is over: the market is a new turn owner


def test_a_skill_bought_in_the_market_can_be_undone_until_the_seat_leaves():
    s = hunt_session(["tesser", "pharanor"], seed=4)
    roll_horde(s, 1, ["hit2", "hit2"])
    win_combat(s)
    before = GAME.to_json(s.state)
    s.apply(Buy(0, "skill", "1"))
    assert s.can_undo
    assert s.undo()
    assert GAME.to_json(s.state) == before


def test_a_hunt_between_hordes_saves_and_replays_to_the_same_state():
    s = hunt_session(["tesser", "kandra"], seed=21)
    from game.ai.bots import make_bot

    bot = make_bot("greedy", 3)
    for _ in range(400):
        if GAME.is_over(s.state) is not None:
            break
        s.apply(bot.choose_for(s))
    replayed = Session.replay(GAME, s.setup, s.seed, list(s.actions))
    assert GAME.to_json(replayed.state) == GAME.to_json(s.state)

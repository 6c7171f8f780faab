"""The speed work of issue 8 changes no game: each shortcut equals the plain code it replaces
(DC-DICE-01/03 die draws, DC-CMB-21 defender modifiers, the shared listed actions, the clone's
resource copy and the greedy bot's evaluation to the last bit)."""

from __future__ import annotations

from game.ai.bots import RandomBot
from game.core.copying import shared_mutables, tree_copy
from game.core.rng import Rng
from game.core.session import Session
from game.desconfronto import GAME
from game.desconfronto.actions import PlayCard, Sacrifice, play_card, sacrifice
from game.desconfronto.conditions import ELEMENTS
from game.desconfronto.creatures import CREATURES
from game.desconfronto.defence import defend
from game.desconfronto.dice import face_of, roll_attack
from game.desconfronto.game import _copy_res
from game.desconfronto.heuristic import heuristic


def _positions(games: int = 40, every: int = 3):
    variants = GAME.setup_variants()
    for seed in range(games):
        session = Session.new(GAME, variants[seed % len(variants)], seed)
        bot = RandomBot(seed)
        for step in range(400):
            if session.is_over() is not None:
                break
            if step % every == 0:
                yield session.state
            session.apply(bot.choose_for(session))
        yield session.state


def test_plain_roll_steps_the_stream_like_face_of_dc_dice_01():
    """DC-DICE-01/03: the plain roll keeps the Rng's state in a local; it draws the faces
    ``face_of`` draws, one per die and explosion, and leaves the stream exactly where they would."""
    for seed in range(500):
        st = GAME.new_game(GAME.default_setup(), seed)
        st.rng = Rng(seed * 104729)
        _, dice = roll_attack(st, 1 + seed % 4, creature=seed % 3 == 0)
        ref = Rng(seed * 104729)
        assert [d["kept"] for d in dice] == [face_of(ref) for _ in dice]
        assert st.rng.state == ref.state


def test_defender_without_modifiers_dc_cmb_21():
    """DC-CMB-21 steps 4-5: a defender with no condition and no Thunder adds nothing; the damage
    only takes the 0 floor, under both readings of AMB-07 (modifiers before or after shields)."""
    st = GAME.new_game(GAME.default_setup(), 1)
    h = st.heroes[0]
    h.cond, h.thunder = {}, []
    for after_shields in (False, True):
        st.options = {**st.options, "modifiers_after_shields": after_shields}
        for pre in (-2, 0, 3):
            a = {"damage": pre, "post": 1, "magical": False}
            defend(st, a, "h0")
            floor = max(pre, 0)
            assert a == {"damage": floor, "post": 1, "magical": False, "def_post": 0,
                         "folded": floor - pre, "defender": "h0"}


def test_shared_listed_actions_equal_fresh_ones():
    a, b = play_card(2, "artan.x#1", "c1"), sacrifice(2, "artan.x#1", "c1")
    assert a == PlayCard(2, "artan.x#1", "c1") and type(a) is PlayCard
    assert b == Sacrifice(2, "artan.x#1", "c1") and type(b) is Sacrifice
    assert play_card(2, "artan.x#1", "c1") is a and sacrifice(2, "artan.x#1", "c1") is b
    assert play_card(2, "artan.x#1", "c2") != a


def test_resource_copy_is_a_tree_copy():
    res = {"nina": 3, "marks": {"c0": 2}, "nina_shields": [["a#1", 2]], "chord_done": ["h0"],
           "mocked": [1], "primal": "h1", "away": None, "t": (1, 2), "deep": {"x": {"y": [1]}}}
    copy = _copy_res(res)
    assert copy == tree_copy(res) == res
    assert shared_mutables(res, copy) == []


def _reference_heuristic(state, seat):
    """The evaluation written plainly, term by term (the greedy bot's choices hang on it; its weights
    are heuristic.py's, the clock, danger and threat terms from the 4-hero balance work)."""
    harm = frozenset((*ELEMENTS, "bleeding", "stunned", "corruption"))

    def harms(cond):
        return sum(1 for k, v in cond.items() if v and k in harm) if cond else 0

    if state.phase in ("spoils", "over"):
        result = (state.outcome or {}).get("result", "won")
        return {"won": 1000.0, "fled": -200.0, "escaped": -250.0, "lost": -1000.0}.get(
            result, 0.0
        ) + 0.1 * state.fragments
    score = 0.0
    hz = min(1.0, len(state.cdeck) / 20)
    hand_w, shield_w = 0.3 + (1.0 - 0.3) * hz, 0.4 + (1.0 - 0.4) * hz
    for h in state.heroes:
        score += 4.0 * h.vigor / h.max_vigor - (6.0 if h.exhausted else 0.0)
        shields = sum(int(s[1]) for s in h.shields) if h.shields else 0
        score += hand_w * len(h.hand) + 0.1 * len(h.draw.cards) + shield_w * shields
        score -= 0.5 * harms(h.cond) - 0.5 * h.cond.get("purification", 0)
        if not h.exhausted and h.vigor + shields < 4:
            score -= 0.5 * hz * (4 - (h.vigor + shields))
        nina_max = h.res.get("nina_max")
        if nina_max:
            score += 2.0 * h.res.get("nina", 0) / nina_max
    for c in state.creatures:
        w = max(0.5, 1.0 + 0.8 * (CREATURES[c.creature].dice - 2.5))
        if c.defeated:
            score += 30.0 * w
            continue
        score += 8.0 * w * (1 - c.vigor / c.max_vigor)
        score += 0.6 * harms(c.cond) + 0.3 * c.cond.get("fire", 0)
    return score


def test_heuristic_is_the_reference_to_the_last_bit():
    seen = 0
    for state in _positions():
        assert repr(heuristic(state, 0)) == repr(_reference_heuristic(state, 0))
        seen += 1
    assert seen > 300

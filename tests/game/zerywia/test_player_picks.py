"""The player's picks the core used to make itself (picks.py): the Attribute paying for leaving Murk
(ZW-ACT-30, AMB-12), the Attribute a Taint marks (ZW-HERO-13), the Taint a Primal Taint moves to a
Prime slot (ZW-HERO-22) and who in a Group Challenge takes each loss (ZW-CHAL-52/53, AMB-59). Each
is asked once the action ends when more than one answer exists, the default first; each answer's
outcome; a wrong answer refused; bots answer through the public protocol; a save mid-choice."""

from __future__ import annotations

import pytest

from game.ai.bots import make_bot
from game.core.actions import IllegalAction
from game.core.i18n import has, set_language
from game.core.session import Session
from game.zerywia import challenge as ch_
from game.zerywia import challenge_resolve, picks
from game.zerywia.actions import ChooseAttribute, ChooseLossTaker, Explore
from game.zerywia.game import ZerywiaGame
from game.zerywia.hero import INSTINCT, VIGOR, WILL
from game.zerywia.journey import group_assign
from game.zerywia.taint import receive_taint
from game.zerywia.words import pending_prompt
from tests.game.zerywia.dice import Faces, nix
from tests.game.zerywia.geo_fixture import fixture_map, small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()

pytestmark = pytest.mark.usefixtures("small_map")


def goryv_leaves_the_murk_tainted(options=None):
    """Goryv (V5 I4 W3), a Taint on Will (its maximum 2), explores out of the Murk of his Birth
    Thymor's Hollows into the Plain."""
    setup = {"heroes": ["goryv"], **({"options": options} if options else {})}
    state = GAME.new_game(setup, 2)
    hero = state.heroes[0]
    hero.region = f"{hero.birth}_hollows"
    assert hero.region in state.land.tokens["murk"]
    target = f"{hero.birth}_plain"
    assert target in fixture_map().borders[hero.region]
    receive_taint(hero, WILL)
    assert hero.value == {VIGOR: 5, INSTINCT: 4, WILL: 2}
    state.enemy_deck.cards = ["chort"]
    GAME.apply(state, Explore(0, target, ""))
    return state, hero


def test_zw_act_30_amb_12_leaving_murk_asks_which_attribute_pays_the_point():
    state, hero = goryv_leaves_the_murk_tainted()
    pend = GAME.pending(state)
    assert pend is not None and pend.player == 0 and pend.prompt == "zerywia.prompt.murk_cost"
    # the default (the most points: Vigor, already paid) first, then every other with a point
    assert GAME.legal_actions(state) == [ChooseAttribute(0, VIGOR), ChooseAttribute(0, INSTINCT),
                                         ChooseAttribute(0, WILL)]
    assert hero.value == {VIGOR: 4, INSTINCT: 4, WILL: 2}
    events = GAME.apply(state, ChooseAttribute(0, WILL))
    assert hero.value == {VIGOR: 5, INSTINCT: 4, WILL: 1}  # Vigor's point back, Will pays it
    assert [e.data for e in events if e.kind == "zerywia.hero.murk_cost_placed"] == [
        {"seat": 0, "attr": WILL, "moved": True}]
    assert state.pending is None and state.step == "challenge"  # the Explore goes on


def test_zw_act_30_keeping_the_default_and_a_wrong_attribute_is_refused():
    state, hero = goryv_leaves_the_murk_tainted()
    hero.value[INSTINCT] = 0  # as if spent: it has no point to pay with now
    assert ChooseAttribute(0, INSTINCT) not in GAME.legal_actions(state)
    with pytest.raises(IllegalAction) as no:
        GAME.apply(state, ChooseAttribute(0, INSTINCT))
    assert no.value.key == "illegal.not_allowed" or no.value.key.startswith("zerywia.refuse")
    with pytest.raises(IllegalAction) as no:
        picks.answer(state, 0, picks.MURK_COST, INSTINCT, [])
    assert no.value.key == "zerywia.refuse.murk_cost_not_there"
    GAME.apply(state, ChooseAttribute(0, VIGOR))
    assert hero.value == {VIGOR: 4, INSTINCT: 0, WILL: 2}


def test_zw_act_30_only_one_attribute_with_points_is_not_asked():
    setup = {"heroes": ["goryv"]}
    state = GAME.new_game(setup, 2)
    hero = state.heroes[0]
    hero.region = f"{hero.birth}_hollows"
    receive_taint(hero, WILL)
    hero.value[INSTINCT], hero.value[WILL] = 0, 0
    state.enemy_deck.cards = ["chort"]
    GAME.apply(state, Explore(0, f"{hero.birth}_plain", ""))
    assert state.pending is None and hero.value[VIGOR] == 4


def test_zw_hero_13_an_unnamed_taint_asks_which_attribute_it_marks_and_a_pushed_down_point_returns():
    state = GAME.new_game({"heroes": ["goryv"]}, 2)
    hero = state.heroes[0]
    receive_taint(hero)  # the default: the most points, Vigor (5 → its maximum 4)
    assert hero.taints == [VIGOR] and hero.value[VIGOR] == 4
    picks.collect(state)
    assert GAME.legal_actions(state) == [ChooseAttribute(0, VIGOR), ChooseAttribute(0, INSTINCT),
                                         ChooseAttribute(0, WILL)]
    assert GAME.pending(state).prompt == "zerywia.prompt.taint_slot"
    GAME.apply(state, ChooseAttribute(0, WILL))
    assert hero.taints == [WILL] and hero.value == {VIGOR: 5, INSTINCT: 4, WILL: 2}
    assert state.pending is None


def test_zw_hero_13_the_last_free_slot_is_not_asked():
    state = GAME.new_game({"heroes": ["goryv"]}, 2)
    hero = state.heroes[0]
    receive_taint(hero, VIGOR)
    receive_taint(hero, INSTINCT)
    receive_taint(hero)
    picks.collect(state)
    assert hero.taints == [VIGOR, INSTINCT, WILL] and state.pending is None and state.picks_due == []


def test_zw_hero_22_a_primal_taint_asks_which_taint_marker_moves():
    state = GAME.new_game({"heroes": ["goryv"]}, 2)
    hero = state.heroes[0]
    for a in (VIGOR, INSTINCT, WILL):
        receive_taint(hero, a)
    assert hero.value == {VIGOR: 4, INSTINCT: 3, WILL: 2}
    receive_taint(hero)  # the fourth: a Primal Taint, the default on Vigor (the most points)
    assert hero.primal == [VIGOR] and hero.taints == [INSTINCT, WILL]
    picks.collect(state)
    assert GAME.pending(state).prompt == "zerywia.prompt.taint_slot"
    assert "Primal" in pending_prompt(state)
    assert GAME.legal_actions(state) == [ChooseAttribute(0, VIGOR), ChooseAttribute(0, INSTINCT),
                                         ChooseAttribute(0, WILL)]
    GAME.apply(state, ChooseAttribute(0, WILL))
    assert hero.primal == [WILL] and sorted(hero.taints) == [INSTINCT, VIGOR]
    assert hero.current_max(WILL) == 2 and hero.current_max(VIGOR) == 4  # the Blocker shift is Will's
    assert hero.prime_limit == 2


def two_in_a_group_failing_the_chort(veda_vigor=2):
    """Goryv (V5 I4 W3) and Veda (V2 I4 W5) fight the Chort (Vigor + Will) together, roll nothing
    but blank Nix dice and fail: the group's losses are a Vigor and a Will."""
    state = GAME.new_game({"heroes": ["goryv", "veda"]}, 2)
    a, b = state.heroes
    b.value[VIGOR] = veda_vigor
    ch, _ = ch_.start("chort", [a, b], ["ruin"], state.options)
    ch_.pass_buying(ch, a)
    ch_.pass_buying(ch, b)
    ch_.roll(ch, Faces(nix("empty"), nix("empty")))
    ch_.end_determination(ch)
    outcome, _ = challenge_resolve.resolve(ch, state.heroes, group_assign(state, ch))
    assert not outcome.success
    return state, a, b


def test_zw_chal_52_53_the_group_chooses_who_takes_each_loss():
    state, a, b = two_in_a_group_failing_the_chort()
    assert a.value[VIGOR] == 4 and b.value[WILL] == 4  # the defaults: the most points of each
    picks.collect(state)
    pend = GAME.pending(state)
    assert pend.prompt == "zerywia.prompt.group_loss" and pend.player == 0  # the initiator answers
    assert GAME.legal_actions(state) == [ChooseLossTaker(0, 0), ChooseLossTaker(0, 1)]
    assert "Vigor" in pending_prompt(state)
    GAME.apply(state, ChooseLossTaker(0, 1))  # Veda takes the Vigor instead
    assert a.value[VIGOR] == 5 and b.value[VIGOR] == 1
    assert GAME.legal_actions(state) == [ChooseLossTaker(0, 1), ChooseLossTaker(0, 0)]  # now the Will
    with pytest.raises(IllegalAction):
        GAME.apply(state, ChooseLossTaker(0, 3))
    GAME.apply(state, ChooseLossTaker(0, 1))
    assert b.value[WILL] == 4 and a.value[WILL] == 3 and state.pending is None


def test_zw_hero_13_picks_are_not_asked_in_games_saved_before_them():
    state = GAME.new_game({"heroes": ["goryv"], "options": {"picks_asked": False}}, 2)
    receive_taint(state.heroes[0])
    picks.collect(state)
    assert state.pending is None and state.picks_due == [] and state.heroes[0].taints == [VIGOR]


def test_zw_act_30_a_save_mid_choice_loads_with_the_same_question():
    state, hero = goryv_leaves_the_murk_tainted()
    state.picks_due.append({"seat": 0, "kind": "taint_slot", "hero": 0, "attr": WILL, "options": [WILL],
                            "clamped": False, "primal": False})  # one queued behind it, kept as saved
    data = GAME.to_json(state)
    assert data["pending"]["kind"] == "murk_cost" and data["picks_due"][0]["kind"] == "taint_slot"
    back = GAME.from_json(data)
    assert GAME.to_json(back) == data
    assert GAME.legal_actions(back) == GAME.legal_actions(state)
    GAME.apply(back, ChooseAttribute(0, INSTINCT))
    assert back.heroes[0].value == {VIGOR: 5, INSTINCT: 3, WILL: 2}
    assert back.pending is None and back.picks_due == []  # the queued one had a single answer left


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_zw_chal_52_bots_answer_the_picks_through_the_protocol(kind):
    state, a, b = two_in_a_group_failing_the_chort(veda_vigor=1)
    picks.collect(state)
    session = Session.new(GAME, {"heroes": ["goryv", "veda"]}, 2)
    session.state = state
    session.touch()
    bot = make_bot(kind, 7)
    action = bot.choose_for(session)
    assert action in GAME.legal_actions(state)
    if kind == "greedy":  # the Vigor stays with Goryv (5): Veda's last point would leave her bare
        assert action == ChooseLossTaker(0, 0)
    session.apply(action)
    session.apply(bot.choose_for(session))
    assert state.pending is None


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_zw_hero_13_every_pick_has_its_words_in_both_catalogues(lang):
    set_language(lang)
    try:
        for key in ("murk_cost", "taint_slot", "taint_slot_primal", "group_loss"):
            assert has(f"zerywia.prompt.{key}")
        for key in ("no_pick_waiting", "murk_cost_not_there", "taint_slot_not_there", "group_loss_not_there"):
            assert has(f"zerywia.refuse.{key}")
    finally:
        set_language("en")

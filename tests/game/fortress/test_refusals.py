"""Bad input is refused with a reason and changes nothing (state JSON identical before and after)."""

import pytest

from game.core.actions import IllegalAction
from game.core.i18n import set_language
from game.fortress.actions import Activate, Attack, AttackPlan, Buy, EndPhase

from .helpers import GAME, fresh, set_area, set_battlefield, set_hand, take, to_phase

AREA8 = [
    "troll_da_ponte#1",
    "forja_das_almas#1",
    "culto_do_fogo#1",
    "hydra#1",
    "vespa_fungica#1",
    "wyvern#1",
    "cripta#1",
    "espectro#1",
]


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def refused(state, action, match):
    before = GAME.to_json(state)
    with pytest.raises(IllegalAction, match=match):
        GAME.apply(state, action)
    assert GAME.to_json(state) == before


def table():
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"])
    set_area(s, AREA8)
    return s


def test_buying_without_enough_resources_hm_turn_04():
    s = table()
    s.resources = [0, 3, 0]
    refused(s, Buy(0, 0), "not have enough resources")  # Troll: 3 Raiz + 1 any


def test_a_fourth_construction_without_choosing_one_to_replace_hm_turn_07():
    s = table()
    s.seats[0].constructions = [take(s, c) for c in ("cogumelal#1", "cogumelal#2", "cripta#2")]
    s.resources = [5, 5, 5]
    refused(s, Buy(0, 1), "choose one of them to replace")
    refused(s, Buy(0, 1, "totem_de_guerra#1"), "not on your table")


def test_attacking_a_life_level_with_too_little_damage_hm_life_03():
    s = table()
    set_battlefield(s, ["trovejante#1", "batedor#1", "grifo#1", "lanceiro#1"])
    to_phase(s, "combat")
    s.damage = 4
    refused(s, Attack(0, 0), "needs 5, you have 4")
    s.damage = 0
    refused(s, AttackPlan(0), "needs 3, you have 0")


def test_acting_out_of_turn():
    s = table()
    refused(s, Buy(1, 0), "not your turn")
    refused(s, EndPhase(1), "not your turn")


def test_a_resource_cost_effect_on_another_players_turn_hm_gen_04():
    s = table()
    set_hand(s, 1, ["manticora#1"])
    refused(s, Activate(1, "manticora#1"), "only be used on your own turn")


def test_wrong_phase_and_reuse_and_missing_targets():
    s = table()
    refused(s, Attack(0, 0), "Combat|Build")
    s.seats[0].constructions = [take(s, "totem_de_guerra#1")]
    to_phase(s, "effects")
    refused(s, Buy(0, 0), "Effects phase")
    GAME.apply(s, Activate(0, "totem_de_guerra#1"))
    refused(s, Activate(0, "totem_de_guerra#1"), "already used")
    to_phase(s, "combat")
    set_battlefield(s, [None, "batedor#1", None, None])
    refused(s, Attack(0, 0), "no Invader there")


def test_refusal_reasons_are_translated():
    """The core raises the refusal as data; the screen words it in the player's language."""
    from game.core.refusal_text import render

    s = table()
    s.resources = [0, 0, 0]
    set_language("pt_BR")
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, Buy(0, 0))
    assert err.value.key == "fortress.illegal.cannot_afford"
    assert "recursos suficientes" in render(err.value.refusal)
    assert "enough resources" in str(err.value)  # logs and diagnostics stay in English


def test_actions_after_the_game_is_over():
    s = table()
    s.power = 50
    from game.fortress.adversaries import check_end

    check_end(s)
    refused(s, EndPhase(0), "over")


def test_using_a_card_you_do_not_hold():
    s = table()
    to_phase(s, "effects")
    refused(s, Activate(0, "wyvern#2"), "not in your hand")
    refused(s, Activate(0, "wyvern#2", "kryssa"), "no such Construction|cannot pay|no ability that activates")

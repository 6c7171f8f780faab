"""HM-TURN-02: the five phases only move forward, unless the ``allow_phase_return`` variant is on."""

import pytest

from game.core.actions import IllegalAction
from game.fortress.actions import Activate, Attack, Buy, EndPhase, ReturnPhase

from .helpers import AREA8, GAME, fresh, set_area, set_battlefield, set_hand, take, to_phase


def table(**options):
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"], **options)
    set_area(s, AREA8)
    set_battlefield(s, ["batedor#1", "grifo#1", "lanceiro#1", "trovejante#1"])
    return s


def test_hm_turn_02_by_default_a_phase_once_left_cannot_be_returned_to():
    s = table()
    to_phase(s, "effects")
    assert ReturnPhase(0) not in GAME.legal_actions(s)
    with pytest.raises(IllegalAction, match="only moves forward"):
        GAME.apply(s, ReturnPhase(0))
    assert s.phase == "effects"


def test_hm_turn_02_variant_effects_back_to_build_buys_with_resources_gained_in_effects():
    s = table(allow_phase_return=True)
    set_hand(s, 0, ["escravo#1", "escravo#2"])  # 2 Raiz reserve; each Escravo discards for 1 Sacrifício
    assert ReturnPhase(0) not in GAME.legal_actions(s)  # Build is the first phase
    with pytest.raises(IllegalAction, match="first phase"):
        GAME.apply(s, ReturnPhase(0))
    to_phase(s, "effects")
    GAME.apply(s, Activate(0, "escravo#1"))
    GAME.apply(s, Activate(0, "escravo#2"))
    GAME.apply(s, ReturnPhase(0))
    assert s.phase == "build" and s.resources == [0, 2, 2]
    assert Buy(0, 0) in GAME.legal_actions(s)  # Orc Saqueador: 2 Raiz
    assert Activate(0, "escravo#1") not in GAME.legal_actions(s)


def test_hm_turn_02_variant_combat_back_to_effects_keeps_bonuses_and_never_counts_twice():
    s = table(allow_phase_return=True)
    set_hand(s, 0, ["orc_saqueador#2", "raiz#1"])
    s.seats[0].constructions = [take(s, "totem_de_guerra#1")]
    to_phase(s, "effects")
    GAME.apply(s, Activate(0, "totem_de_guerra#1"))
    bonus = s.bonus_damage
    assert bonus > 0
    to_phase(s, "combat")
    pool = s.damage  # General 2 + Orc 2 + the Totem's bonus
    assert pool == 2 + 2 + bonus
    GAME.apply(s, ReturnPhase(0))
    assert (s.phase, s.damage, s.bonus_damage) == ("effects", 0, bonus)
    GAME.apply(s, EndPhase(0))
    assert s.damage == pool  # printed damage regathered once, the effect bonus kept once


def test_hm_turn_02_variant_no_return_once_damage_was_spent():
    s = table(allow_phase_return=True)
    to_phase(s, "combat")
    s.damage = 5
    assert ReturnPhase(0) in GAME.legal_actions(s)
    GAME.apply(s, Attack(0, 0))  # Batedor [2]
    assert ReturnPhase(0) not in GAME.legal_actions(s)
    with pytest.raises(IllegalAction, match="already spent"):
        GAME.apply(s, ReturnPhase(0))
    assert GAME.describe_action(s, EndPhase(0)) == "End turn"


def test_return_phase_option_is_refused_for_the_wrong_seat_and_is_a_real_option():
    s = table(allow_phase_return=True)
    to_phase(s, "effects")
    with pytest.raises(IllegalAction):
        GAME.apply(s, ReturnPhase(1))
    with pytest.raises(ValueError, match="allow_phase_return"):
        GAME.normalize_setup({"players": 1, "options": {"allow_phase_return": "yes"}})
    assert GAME.describe_action(s, ReturnPhase(0)) == "Back to Build & Recruit"


def test_hm_turn_02_phase_return_is_capped_per_turn_so_a_game_always_ends():
    """Authored cap: at most MAX_PHASE_RETURNS steps back a turn (a bot could otherwise loop forever)."""
    from game.fortress.actions import EndPhase, ReturnPhase
    from game.fortress.rules import MAX_PHASE_RETURNS

    s = fresh(players=1, generals=["wargosh"], allow_phase_return=True)
    for _ in range(MAX_PHASE_RETURNS):
        GAME.apply(s, EndPhase(0))
        assert ReturnPhase(0) in GAME.legal_actions(s)
        GAME.apply(s, ReturnPhase(0))
    GAME.apply(s, EndPhase(0))
    assert s.phase == "effects" and ReturnPhase(0) not in GAME.legal_actions(s)
    data = GAME.to_json(s)
    assert data["phase_returns"] == MAX_PHASE_RETURNS and GAME.to_json(GAME.from_json(data)) == data

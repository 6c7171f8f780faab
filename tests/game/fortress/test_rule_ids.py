"""Small literal positions for the HM-* rules not already pinned by a scenario elsewhere."""

import pytest

from game.core.actions import IllegalAction
from game.fortress.actions import Activate, Attack, Buy, EndPhase
from game.fortress.adversaries import check_end
from game.fortress.content import content
from game.fortress.setup import normalize_setup

from .helpers import AREA8, GAME, fresh, set_area, set_battlefield, set_hand, take, to_phase

FIELD = ["batedor#1", "grifo#1", "lanceiro#1", "trovejante#1"]  # lives [2], [3], [1, 2], [5, 6, 2, 1]


def table(**options):
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"], **options)
    set_area(s, AREA8)
    set_battlefield(s, FIELD)
    return s


def test_hm_set_01_02_one_adversary_and_everyone_shares_the_outcome():
    assert len(content().adversaries) == 6
    assert [a.id for a in content().adversaries.values() if a.suggested] == ["randall_dos_ventos"]
    assert GAME.default_setup()["adversary"] == "randall_dos_ventos"
    s = table()
    s.power = 99
    check_end(s)
    assert s.over.result == "lost" and s.over.winners == ()
    with pytest.raises(ValueError, match="players"):
        normalize_setup({"players": 6})  # HM-SET-19


def test_hm_set_08_the_starting_deck_shuffle_is_an_option():
    a = fresh(players=1, generals=["craus"], seed=3, shuffle_starting_deck=False)
    b = fresh(players=1, generals=["craus"], seed=4, shuffle_starting_deck=False)
    assert a.seats[0].hand == b.seats[0].hand  # no shuffle: the same cards whatever the seed
    hands = {tuple(fresh(players=1, generals=["craus"], seed=k).seats[0].hand) for k in range(8)}
    assert len(hands) > 1


def test_hm_turn_08_09_effects_phase_owner_effects_and_resource_costs_only_on_your_turn():
    s = table()
    set_hand(s, 0, ["orc_saqueador#2", "raiz#1"])
    assert Activate(0, "orc_saqueador#2") not in GAME.legal_actions(s)  # Build phase: not yet
    to_phase(s, "effects")
    assert Activate(0, "orc_saqueador#2") in GAME.legal_actions(s)
    set_hand(s, 1, ["orc_saqueador#1"], restart=False)
    assert Activate(1, "orc_saqueador#1") not in GAME.legal_actions(s)
    with pytest.raises(IllegalAction, match="own turn"):
        GAME.apply(s, Activate(1, "orc_saqueador#1"))


def test_hm_turn_17_off_turn_only_discard_effects_and_the_hand_is_not_refilled():
    s = table()
    set_hand(s, 1, ["wyvern#2"], restart=False)
    to_phase(s, "combat")
    GAME.apply(s, Activate(1, "wyvern#2"))
    assert s.seats[1].hand == []  # no draw until its own Draw phase
    assert Activate(1, "wyvern#2") not in GAME.legal_actions(s)


def test_hm_gen_03_nothing_forces_a_player_to_use_a_card():
    s = table()
    for phase in ("build", "effects", "combat"):
        assert s.phase == phase and EndPhase(0) in GAME.legal_actions(s)
        GAME.apply(s, EndPhase(0))


def test_hm_gen_12_a_used_card_stays_turned_until_its_owner_s_next_turn():
    s = table()
    s.seats[0].constructions = [take(s, "totem_de_guerra#1")]
    to_phase(s, "effects")
    GAME.apply(s, Activate(0, "totem_de_guerra#1"))
    assert "totem_de_guerra#1" in s.used
    for _ in range(2):
        GAME.apply(s, EndPhase(0))
    assert s.active == 1 and s.used == []  # turned upright at the start of a turn


def test_hm_life_04_05_11_no_partial_damage_split_freely_any_column():
    s = table()
    to_phase(s, "combat")
    s.damage = 4
    assert Attack(0, 3) not in GAME.legal_actions(s)  # Trovejante needs 5: nothing is recorded
    with pytest.raises(IllegalAction, match="needs 5"):
        GAME.apply(s, Attack(0, 3))
    assert s.markers == [0, 0, 0, 0] and s.damage == 4
    GAME.apply(s, Attack(0, 2))  # Lanceiro level 1 (column 3)
    GAME.apply(s, Attack(0, 0))  # Batedor (column 1): any column, any order
    assert s.damage == 1 and s.markers[2] == 1 and s.battlefield[0] is None


def test_hm_life_10_12_an_empty_slot_cannot_be_targeted_and_only_the_active_player_attacks():
    s = table()
    to_phase(s, "combat")
    s.damage = 9
    GAME.apply(s, Attack(0, 0))
    assert Attack(0, 0) not in GAME.legal_actions(s)
    with pytest.raises(IllegalAction, match="no Invader"):
        GAME.apply(s, Attack(0, 0))
    with pytest.raises(IllegalAction):
        GAME.apply(s, Attack(1, 1))


def test_hm_turn_12_13_on_combat_resolves_before_the_next_target_and_damage_is_lost_after_combat():
    s = table()
    set_battlefield(s, ["paladino_da_triade#1", "grifo#1", "lanceiro#1", "batedor#1"])
    to_phase(s, "combat")
    s.damage = 7
    power = s.power
    events = GAME.apply(s, Attack(0, 0))
    kinds = [e.kind for e in events]
    assert kinds.index("fortress.gained") < kinds.index("fortress.level_beaten")  # on-combat first
    assert s.power == power + 1
    GAME.apply(s, EndPhase(0))
    assert s.damage == 0 and s.active == 1  # the 4 unspent points did not carry over


def test_hm_inv_10_11_survivors_keep_markers_and_new_arrivals_wait_a_round():
    s = table()
    to_phase(s, "combat")
    s.damage = 6
    GAME.apply(s, Attack(0, 3))  # Trovejante level 5
    GAME.apply(s, Attack(0, 2))  # Lanceiro level 1
    for _ in range(4):
        GAME.apply(s, EndPhase(s.active))
    assert s.round == 2 and s.markers[3] == 1 and s.markers[2] == 1  # through the Invasion
    assert s.battlefield[3] == "trovejante#1"


def test_hm_inv_11_an_invader_drawn_in_step_3_does_not_attack_this_invasion():
    s = table(invasion_discard_window="off")
    set_battlefield(s, [None, "grifo#1", "lanceiro#1", "batedor#1"])
    front = s.area[0]
    for _ in range(6):
        GAME.apply(s, EndPhase(s.active))
    assert s.battlefield[0] is not None and front not in s.rubble


def test_hm_gen_11_rubble_is_terminal_without_a_card_that_says_otherwise():
    s = table(invasion_discard_window="off")
    for _ in range(6):
        GAME.apply(s, EndPhase(s.active))
    rubble = list(s.rubble)
    assert rubble and all(c in s.rubble for c in rubble)
    for _ in range(6):
        GAME.apply(s, EndPhase(s.active))
    assert s.over is not None or s.rubble[: len(rubble)] == rubble


def test_hm_end_04_07_the_game_ends_at_once_and_nothing_else_ends_it():
    s = table()
    seat = s.seats[0]
    seat.discard.cards.extend(seat.deck.cards)
    seat.deck.cards = []  # an empty personal deck is not a loss
    s.invasion_discard.cards.extend(s.invasion_deck.cards)
    s.invasion_deck.cards = []  # neither is an empty Invasion deck
    check_end(s)
    assert s.over is None
    s.box.extend(s.fortress_deck.cards[1:])
    del s.fortress_deck.cards[1:]
    s.resources = [9, 9, 9]
    buy = next(a for a in GAME.legal_actions(s) if isinstance(a, Buy) and a.slot == 4)
    GAME.apply(s, buy)  # the refill draws the last Fortress card: lost mid-phase (HM-END-03)
    assert s.over is not None and s.over.reason == "fortress.end.fortress_empty"
    assert s.phase == "build" and GAME.legal_actions(s) == []

"""The Defenders' turn: HM-TURN-*, HM-GEN-*, HM-LIFE-* on small literal positions."""

from game.fortress.actions import Activate, Attack, Buy, EndPhase
from game.fortress.content import base_id

from .helpers import AREA8, GAME, fresh, set_area, set_battlefield, set_hand, take, to_phase


def wargosh_table(**options):
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"], **options)
    set_area(s, AREA8)
    return s


def test_hm_turn_05_06_a_recruited_unit_goes_to_discard_and_the_column_shifts_and_refills():
    """Rules: HM-GEN-07."""
    s = wargosh_table()
    top, n = s.fortress_deck.top, len(s.fortress_deck)
    GAME.apply(s, Buy(0, 0))  # Orc Saqueador costs 2 Raiz
    assert s.seats[0].discard.cards == ["orc_saqueador#1"]
    assert s.resources == [1, 2, 1]
    assert s.area[0] == "vespa_fungica#1" and s.area[4] == top  # HM-GEN-07: R2 moves up, new card enters R2
    assert len(s.fortress_deck) == n - 1


def test_hm_turn_05_a_construction_enters_play_at_once_and_is_usable_this_turn():
    s = fresh(players=1, generals=["kryssa_ruiva"])
    set_area(s, AREA8)
    GAME.apply(s, Buy(0, 2))  # Culto do Fogo: 3 Sacrifício
    assert s.seats[0].constructions == ["culto_do_fogo#1"]
    s.resources[2] = 1
    to_phase(s, "effects")
    assert Activate(0, "culto_do_fogo#1") in GAME.legal_actions(s)


def test_hm_turn_07_a_fourth_construction_replaces_one_of_the_three_into_the_rubble():
    """HM-GEN-06: at most 3 Constructions on a table (the "rubble" house rule of AMB-21)."""
    s = wargosh_table(construction_overflow_destination="rubble")
    s.seats[0].constructions = [take(s, c) for c in ("cogumelal#1", "cogumelal#2", "cripta#2")]
    s.resources = [5, 5, 5]
    legal = GAME.legal_actions(s)
    assert Buy(0, 1) not in legal and Buy(0, 1, "cripta#2") in legal
    GAME.apply(s, Buy(0, 1, "cripta#2"))
    assert s.seats[0].constructions == ["cogumelal#1", "cogumelal#2", "forja_das_almas#1"]
    assert s.rubble[-1] == "cripta#2" and GAME.check_invariants(s) == []


def test_hm_turn_07_overflow_destination_option_personal_discard():
    s = wargosh_table(construction_overflow_destination="personal_discard")
    s.seats[0].constructions = [take(s, c) for c in ("cogumelal#1", "cogumelal#2", "cripta#2")]
    s.resources = [5, 5, 5]
    GAME.apply(s, Buy(0, 1, "cogumelal#1"))
    assert s.seats[0].discard.top == "cogumelal#1"


def test_amb_06_max_acquisitions_option():
    s = wargosh_table(max_acquisitions_per_turn=1)
    s.resources = [9, 9, 9]
    GAME.apply(s, Buy(0, 0))
    assert not any(isinstance(a, Buy) for a in GAME.legal_actions(s))


def test_hm_turn_11_combat_pool_is_general_plus_units_in_hand_plus_effects():
    """HM-GEN-15 / HM-SET-11: the General's and Units' printed damage is the base effects add to."""
    s = wargosh_table()
    set_hand(s, 0, ["orc_saqueador#2", "goblin_arqueiro#1", "raiz#1"])
    to_phase(s, "effects")
    GAME.apply(s, Activate(0, "orc_saqueador#2"))  # pay 1 Raiz: +1 damage
    to_phase(s, "combat")
    assert s.damage == 2 + 2 + 1 + 1  # Wargosh 2, Orc 2, Goblin 1, effect +1


def test_amb_18_a_unit_discarded_for_its_effect_adds_no_printed_damage():
    s = wargosh_table()
    set_hand(s, 0, ["goblin_arqueiro#1"])
    to_phase(s, "effects")
    GAME.apply(s, Activate(0, "goblin_arqueiro#1"))  # discard: +2 damage
    assert "goblin_arqueiro#1" in s.seats[0].discard
    to_phase(s, "combat")
    assert s.damage == 2 + 2


def test_hm_set_12_wargosh_spends_a_raiz_for_plus_one_per_orc_and_goblin():
    s = wargosh_table()
    set_hand(s, 0, ["orc_saqueador#2", "goblin_arqueiro#1", "hydra#2", "raiz#1"])
    to_phase(s, "effects")
    GAME.apply(s, Activate(0, "general"))
    assert s.resources[1] == 2 and Activate(0, "general") not in GAME.legal_actions(s)  # once per turn
    to_phase(s, "combat")
    assert s.damage == 2 + 2 + 1 + 3 + 2  # two Orc/Goblin bodies: +2


def test_hm_set_12_kryssa_activates_another_generals_construction_for_two_any():
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"])
    s.seats[0].constructions = [take(s, "forja_das_almas#1")]
    GAME.apply(s, EndPhase(0)), GAME.apply(s, EndPhase(0)), GAME.apply(s, EndPhase(0))
    assert s.active == 1
    to_phase(s, "effects")
    before = list(s.resources)
    GAME.apply(s, Activate(1, "forja_das_almas#1", "kryssa", "cs"))
    assert sum(s.resources) == sum(before) - 2  # the Forja's own cost (1 any + 1 Cristal) is waived
    assert s.bonus_damage == 3
    assert not any(a.via == "kryssa" for a in GAME.legal_actions(s) if isinstance(a, Activate))


def test_hm_turn_10_an_effect_is_used_once_per_card_per_turn():
    s = wargosh_table()
    s.seats[0].constructions = [take(s, "totem_de_guerra#1")]
    to_phase(s, "effects")
    GAME.apply(s, Activate(0, "totem_de_guerra#1"))
    assert Activate(0, "totem_de_guerra#1") not in GAME.legal_actions(s)


def test_hm_gen_05_another_general_discards_on_your_turn_and_you_get_the_bonus():
    s = wargosh_table()
    set_hand(s, 1, ["wyvern#2", "manticora#1"])
    assert Activate(1, "wyvern#2") in GAME.legal_actions(s)  # discard-cost: any time
    assert Activate(1, "manticora#1") not in GAME.legal_actions(s)  # resource-cost: owner's turn only
    to_phase(s, "combat")
    base = s.damage
    GAME.apply(s, Activate(1, "wyvern#2"))
    assert s.damage == base + 3 and "wyvern#2" in s.seats[1].discard


def test_hm_life_02_03_levels_in_order_pay_exactly_keep_the_rest():
    s = wargosh_table()
    set_battlefield(s, ["trovejante#1", "batedor#1", "grifo#1", "lanceiro#1"])
    to_phase(s, "combat")
    s.damage = 12
    assert Attack(0, 0) in GAME.legal_actions(s)
    GAME.apply(s, Attack(0, 0))
    assert s.markers[0] == 1 and s.damage == 7  # first level 5
    GAME.apply(s, Attack(0, 0))
    assert s.markers[0] == 2 and s.damage == 1  # then 6
    assert Attack(0, 0) not in GAME.legal_actions(s)  # the next level is 2
    GAME.apply(s, Attack(0, 3))  # Lanceiro's first level is 1
    assert s.markers[3] == 1 and s.damage == 0


def test_hm_life_06_07_markers_persist_and_a_defeated_invader_goes_to_the_invasion_discard():
    s = wargosh_table()
    set_battlefield(s, ["batedor#1", "grifo#1", "lanceiro#1", "cavaleiro_da_ordem#1"])
    to_phase(s, "combat")
    s.damage = 2
    GAME.apply(s, Attack(0, 0))
    assert s.battlefield[0] is None and s.invasion_discard.top == "batedor#1" and s.kills == 1


def test_hm_life_08_on_defeat_resolves_before_removal_and_hm_life_09_on_combat_first_declaration():
    s = wargosh_table()
    set_battlefield(s, ["arauto_do_herdeiro#1", "arqueira_da_floresta#1", "grifo#1", "batedor#1"])
    to_phase(s, "combat")
    s.damage = 10
    s.power = 3
    deck = len(s.fortress_deck)
    GAME.apply(s, Attack(0, 1))  # Arqueira: on combat, 1 Fortress card to the Rubble
    assert len(s.fortress_deck) == deck - 1
    GAME.apply(s, Attack(0, 1))  # second declaration this turn: no new trigger
    assert len(s.fortress_deck) == deck - 1 and s.battlefield[1] is None
    GAME.apply(s, Attack(0, 0))
    GAME.apply(s, Attack(0, 0))  # Arauto defeated: calm 1
    assert s.power == 2


def test_hm_turn_14_15_16_discard_hand_lose_resources_draw_new_hand_with_reshuffle():
    """HM-GEN-10: resources never carry over to the next turn. (HM-GEN-01)"""
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"])
    p = s.seats[0]
    assert len(p.deck) == 0
    for _ in range(3):
        GAME.apply(s, EndPhase(0))
    assert s.active == 1 and s.resources == [3, 1, 3]  # Kryssa's own pool; Wargosh's leftovers are gone
    assert len(p.hand) == 4 and len(p.discard) == 0  # HM-GEN-01: the discard was reshuffled to draw


def test_hm_inv_01_invasion_after_the_last_player_then_round_two_starts_with_seat_zero():
    """HM-SET-18: the first seat starts every round."""
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"])
    for _ in range(6):
        GAME.apply(s, EndPhase(s.active))
    assert s.round == 2 and s.active == 0 and s.phase == "build"
    assert len(s.rubble) >= 4 or s.over is not None


def test_starting_units_are_initial_cards():
    s = fresh(players=1, generals=["craus"])
    ids = {base_id(c) for c in [*s.seats[0].hand, *s.seats[0].deck]}
    assert "goblin_corta_garganta" in ids and "escravo" in ids

"""The Invasion (HM-INV-*), the rulebook's invader-attack example, and the end of the game (HM-END-*)."""

import pytest

from game.fortress.actions import AttackPlan, EndPhase
from game.fortress.adversaries import check_end, threat
from game.fortress.content import content
from game.fortress.invasion import invader_attacks, refill_area, run_invasion

from .helpers import GAME, fresh, set_area, set_battlefield, take, to_phase

EXAMPLE_AREA = [
    "vespa_fungica#1",
    "culto_do_fogo#1",
    "orc_saqueador#1",
    "forja_das_almas#1",
    "hydra#1",
    "cripta#1",
    "wyvern#1",
    "espectro#1",
]
EXAMPLE_INVADERS = ["barba_de_pedra#1", "batedor#1", "grifo#1", "donzela_das_professias#1"]


def test_hm_inv_rulebook_invader_attack_example_replays_exactly():
    """Exemplo do ataque dos Invasores: column 1 Barba de Pedra removes Vespa Fúngica and Hydra; column 2
    Batedor removes Culto do Fogo; column 3 Grifo removes Orc Saqueador; column 4 Donzela das Professias
    removes Forja das Almas (HM-INV-02/03/04); back-row cards move up and refill after all invaders
    (HM-INV-03, HM-INV-07)."""
    s = fresh()
    set_area(s, EXAMPLE_AREA)
    set_battlefield(s, EXAMPLE_INVADERS)
    events = []
    for col in range(4):
        invader_attacks(s, col, events)
    destroyed = [(e.data["invader"], e.data["card"]) for e in events if e.kind == "fortress.destroyed"]
    assert destroyed == [
        ("barba_de_pedra#1", "vespa_fungica#1"),
        ("barba_de_pedra#1", "hydra#1"),
        ("batedor#1", "culto_do_fogo#1"),
        ("grifo#1", "orc_saqueador#1"),
        ("donzela_das_professias#1", "forja_das_almas#1"),
    ]
    assert s.rubble[-5:] == [
        "vespa_fungica#1",
        "hydra#1",
        "culto_do_fogo#1",
        "orc_saqueador#1",
        "forja_das_almas#1",
    ]
    # HM-INV-03: the back-row card moved up into each gap; column 1 is empty
    assert s.area == [None, "cripta#1", "wyvern#1", "espectro#1", None, None, None, None]
    # HM-INV-07: refill after all invaders; an empty column's first new card goes to the front row
    top4 = s.fortress_deck.cards[-5:][::-1]
    refill_area(s, events)
    assert s.area[0] == top4[0] and s.area[4] == top4[1]
    assert s.area[5:] == top4[2:]


def test_hm_inv_example_same_result_with_immediate_refill_amb_10():
    """HM-ACC-02: the rulebook example gives the same Area under both refill readings."""
    s = fresh(invasion_refill_timing="immediate")
    set_area(s, EXAMPLE_AREA)
    set_battlefield(s, EXAMPLE_INVADERS)
    events = []
    for col in range(4):
        invader_attacks(s, col, events)
    assert s.rubble[-5:] == [
        "vespa_fungica#1",
        "hydra#1",
        "culto_do_fogo#1",
        "orc_saqueador#1",
        "forja_das_almas#1",
    ]
    assert None not in s.area


def test_hm_inv_05_an_empty_slot_does_not_attack():
    s = fresh()
    set_area(s, EXAMPLE_AREA)
    set_battlefield(s, [None, "batedor#1", None, None])
    events = []
    for col in range(4):
        invader_attacks(s, col, events)
    assert s.area[0] == "vespa_fungica#1" and s.area[4] == "hydra#1"
    assert s.rubble[-1] == "culto_do_fogo#1"


def test_hm_inv_06_fortress_damage_trigger_needs_a_removed_card():
    s = fresh()
    set_area(s, EXAMPLE_AREA)
    set_battlefield(s, ["inquisidor#1", None, None, None])
    deck = len(s.fortress_deck)
    invader_attacks(s, 0, [])
    assert len(s.fortress_deck) == deck - 1  # removed Vespa, then milled 1
    s.box.append(take(s, "hydra#1"))  # the card that moved up; now column 1 is empty
    invader_attacks(s, 0, [])
    assert len(s.fortress_deck) == deck - 1  # empty column: nothing removed, no trigger


def test_amb_09_excess_damage_option_mills_the_fortress_deck():
    s = fresh(adversary="goggh", invader_excess_damage="mill_fortress_deck")
    set_area(s, EXAMPLE_AREA)
    set_battlefield(s, ["barba_de_pedra#1", None, None, None])  # 2 + Goggh's +1 for Anões
    deck = len(s.fortress_deck)
    invader_attacks(s, 0, [])
    assert len(s.fortress_deck) == deck - 1 and s.rubble[-1] != "hydra#1"


def test_hm_inv_09_12_battlefield_refills_and_the_invasion_deck_reshuffles_from_its_discard():
    """HM-GEN-02: the defeated Invaders are reshuffled into a new Invasion deck only when one is needed."""
    s = fresh()
    set_battlefield(s, [None, None, None, None])
    s.invasion_discard.cards += [take(s, c) for c in list(s.invasion_deck.cards)]
    assert not s.invasion_deck
    run_invasion(s, events := [])
    assert any(e.kind == "fortress.invasion_reshuffled" for e in events)
    assert all(s.battlefield) or s.over is not None


def test_hm_end_03_fortress_deck_empty_loses_at_once_amb_13():
    """HM-ACC-09 (a): under the default reading an empty Fortress deck loses at once."""
    s = fresh()
    s.box += s.fortress_deck.cards
    s.fortress_deck.cards = []
    check_end(s)
    assert s.over is not None and s.over.result == "lost" and s.over.reason == "fortress.end.fortress_empty"


def test_amb_13_on_failed_draw_reading_loses_only_when_a_card_is_missing():
    """HM-ACC-09 (b) / HM-INV-08: a refill the Fortress deck cannot supply loses the game."""
    s = fresh(fortress_loss="on_failed_draw")
    s.box += s.fortress_deck.cards
    s.fortress_deck.cards = []
    check_end(s)
    assert s.over is None
    set_area(s, EXAMPLE_AREA)
    set_battlefield(s, ["batedor#1", None, None, None])
    run_invasion(s, [])
    assert s.over is not None and s.over.reason == "fortress.end.fortress_empty"


def test_hm_end_02_adversary_power_limit_is_a_defeat():
    s = fresh()
    limit = content().adversaries["randall_dos_ventos"].power_limit
    s.power = limit - 1 - len(s.rubble) // 5
    assert threat(s) == limit - 1 and s.over is None
    for _ in range(3):
        GAME.apply(s, EndPhase(0))  # solo: the Invasion follows; power +1 at its end
    assert s.over is not None and s.over.reason == "fortress.end.adversary_power"


def test_hm_end_01_defeating_every_plan_wins():
    """HM-END-06 / HM-SET-01: defeating the Adversary's plans wins, for every seat together."""
    s = fresh()
    s.plans = []
    to_phase(s, "combat")
    s.damage = 3
    GAME.apply(s, AttackPlan(0))
    assert s.over is not None and s.over.result == "won" and s.over.winners == (0,)


def test_hm_end_05_simultaneous_victory_and_defeat_is_a_defeat():
    s = fresh()
    s.plans, s.active_plan = [], None
    s.power = 99
    check_end(s)
    assert s.over.result == "lost"
    s2 = fresh(simultaneous_end="victory")
    s2.plans, s2.active_plan, s2.power = [], None, 99
    check_end(s2)
    assert s2.over.result == "won"


def test_goggh_needs_kills_scaled_by_players():
    s = fresh(players=2, adversary="goggh")
    assert s.active_plan is None
    goggh = content().adversaries["goggh"]
    need = goggh.victory_kills + goggh.kills_per_extra_player  # 10 + 10 for the second General
    s.kills = need - 1
    check_end(s)
    assert s.over is None
    s.kills = need
    check_end(s)
    assert s.over.result == "won"


def test_plans_grow_with_more_generals():
    from game.fortress.adversaries import extra_plan_levels, plan_life

    adv = content().adversaries["randall_dos_ventos"]
    assert plan_life(fresh(players=1)) == (3,)
    for n in (2, 3, 4):
        assert plan_life(fresh(players=n)) == (3,) * (1 + adv.plan_levels_by_players[n - 1])
    assert extra_plan_levels(adv, 5) == adv.plan_levels_by_players[3]  # 5 Generals use the last entry


def test_authored_tables_override_the_per_general_steps():
    import dataclasses

    from game.fortress.adversaries import extra_plan_levels, round_power

    adv = dataclasses.replace(
        content().adversaries["sidst"],
        plan_levels_by_players=(),
        power_by_players=(),
        plan_levels_per_extra_player=2,
        power_per_round=1,
        power_per_extra_player=1,
        crowd_power_from=4,
    )
    assert [extra_plan_levels(adv, n) for n in (1, 2, 3, 4)] == [0, 2, 4, 6]
    assert [round_power(adv, n) for n in (1, 2, 3, 4)] == [1, 2, 3, 5]
    adv = dataclasses.replace(adv, power_by_players=(1, 1, 2, 2))
    assert [round_power(adv, n) for n in (1, 2, 3, 4, 5)] == [1, 1, 2, 2, 2]


@pytest.mark.parametrize("seed", [3, 4])
def test_max_rounds_final_assault_bounds_every_game(seed):
    s = fresh(seed=seed, max_rounds=1)
    for _ in range(3):
        if s.over is None:
            GAME.apply(s, EndPhase(0))
    assert s.over is not None and s.over.result == "lost"

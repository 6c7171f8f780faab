"""DC-BOSS-05..08: moving between pillars, the pillars' immunities, physical-only damage, breaking."""

from __future__ import annotations

from game.desconfronto import GAME, conditions
from game.desconfronto.boss.data import PILLARS
from game.desconfronto.boss_moves import MoveTo, StrikeSpot
from game.desconfronto.damage import creature_shields
from tests.game.desconfronto.boss.fixtures import boss_session, give, kinds


def test_dc_boss_05_moving_to_a_pillar_costs_one_action_and_heroes_may_share_it():
    st = boss_session(["kandra", "tesser"]).state
    assert MoveTo(0, "fire") in GAME.legal_actions(st)
    GAME.apply(st, MoveTo(0, "fire"))
    assert st.boss.where[0] == "fire" and st.actions_left == 1
    assert GAME.rule_refusal(st, MoveTo(0, "fire")).key == "refusals.dc_boss.already_there"
    st.boss.where[1] = "fire"  # a second hero on the same pillar is fine (L997)
    assert GAME.check_invariants(st) == []


def test_dc_boss_06_a_standing_pillar_makes_the_boss_immune_to_its_condition():
    """DC-COND-22: the Boss is immune to the element of each standing Pillar."""
    st = boss_session(["tesser"]).state
    events = conditions.apply(st, "c0", "fire")
    assert kinds(events) == ["dc.immune"] and not st.creatures[0].cond.get("fire")
    st.boss.pillars["fire"] = 0  # broken: the immunity is gone
    conditions.apply(st, "c0", "fire")
    assert st.creatures[0].cond.get("fire") == 1
    # AMB-34: Water -> Ice, Earth -> Poison, Thunder -> Thunder
    assert {p.id: p.cond for p in PILLARS.values()} == {
        "fire": "fire", "water": "ice", "earth": "poison", "thunder": "thunder"
    }
    conditions.apply(st, "c0", "bleeding")  # no pillar protects from Bleeding
    assert st.creatures[0].cond.get("bleeding") == 1


def test_dc_boss_07_a_pillar_takes_only_physical_attack_card_dice():
    st = boss_session(["kandra", "tesser"]).state
    GAME.apply(st, MoveTo(0, "earth"))  # earth: 5 Vigor, 2 shields
    give(st, 0, "kandra.brutal_blow#1")  # attack 3
    give(st, 0, "kandra.charge#1")  # magic 2 + Stunned: no physical attack
    assert StrikeSpot(0, "kandra.charge#1", False) not in GAME.legal_actions(st)
    assert GAME.rule_refusal(st, StrikeSpot(0, "kandra.charge#1", False)).key == "refusals.dc_boss.not_physical"
    st.forced = ["hit2", "hit2", "hit2"]  # 6 damage - 2 shields = 4
    events = GAME.apply(st, StrikeSpot(0, "kandra.brutal_blow#1", False))
    hit = next(e for e in events if e.kind == "dc.pillar_hit")
    assert (hit.data["damage"], hit.data["shields"], hit.data["wounds"]) == (6, 2, 4)
    assert st.boss.pillars["earth"] == 1 and "kandra.brutal_blow#1" in st.heroes[0].discard


def test_dc_boss_07_a_sacrifice_is_a_one_die_physical_attack_on_a_pillar():
    st = boss_session(["kandra", "tesser"]).state
    GAME.apply(st, MoveTo(0, "fire"))  # fire: 4 Vigor, 1 shield
    card = st.heroes[0].hand[0]
    st.forced = ["hit2"]
    events = GAME.apply(st, StrikeSpot(0, card, True))
    hit = next(e for e in events if e.kind == "dc.pillar_hit")
    assert (hit.data["damage"], hit.data["wounds"]) == (2, 1) and st.boss.pillars["fire"] == 3


def test_dc_boss_07_nothing_to_strike_on_the_altar():
    st = boss_session(["kandra"]).state
    card = st.heroes[0].hand[0]
    assert not any(type(a) is StrikeSpot for a in GAME.legal_actions(st))
    assert GAME.rule_refusal(st, StrikeSpot(0, card, True)).key == "refusals.dc_boss.nothing_here"


def test_dc_boss_08_breaking_a_pillar_removes_a_boss_shield_and_arms_the_altar():
    """DC-COND-22: a hero on the Altar is immune to the element of a broken Pillar; one off it is not."""
    st = boss_session(["kandra", "tesser"]).state
    shields = creature_shields(st, 0)
    GAME.apply(st, MoveTo(0, "fire"))
    st.boss.pillars["fire"] = 1
    card = st.heroes[0].hand[0]
    st.forced = ["hit2"]
    events = GAME.apply(st, StrikeSpot(0, card, True))
    assert "dc.pillar_broken" in kinds(events) and st.boss.pillars["fire"] == 0
    assert creature_shields(st, 0) == max(0, shields - 1)  # (c) a Shield Break token
    # (a) the Altar now protects from Fire; a hero off the Altar is not protected
    assert st.boss.where[1] == "altar"
    assert kinds(conditions.apply(st, "h1", "fire")) == ["dc.immune"]
    conditions.apply(st, "h0", "fire")
    assert st.heroes[0].cond.get("fire") == 1


def test_dc_boss_08_a_hero_starting_the_turn_on_a_broken_pillar_gets_its_bonus():
    st = boss_session(["kandra"]).state
    st.boss.pillars["fire"] = 0  # fire's bonus: +1 action
    st.boss.where[0] = "fire"
    GAME.apply(st, next(a for a in GAME.legal_actions(st) if type(a).__name__ == "Pass"))
    while st.pending is not None:  # the Boss's attacks: take them
        GAME.apply(st, next(a for a in GAME.legal_actions(st) if type(a).__name__ in ("TakeHit", "Decline")))
    if not st.heroes[0].exhausted:
        assert st.actions_left == 3
    # Water heals at the start of the turn
    st2 = boss_session(["kandra"], seed=2).state
    st2.boss.pillars["water"] = 0
    st2.boss.where[0] = "water"
    st2.heroes[0].vigor = 3
    from game.desconfronto.boss.pillars import turn_start_bonus

    events = turn_start_bonus(st2, 0)
    assert "dc.pillar_bonus" in kinds(events) and st2.heroes[0].vigor == 3 + PILLARS["water"].amount

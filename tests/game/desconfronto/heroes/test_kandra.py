"""Kandra, the Barbarian of the Asak-Hai (DC-HERO-KAN-*): deck, hide, interceptions, Signatures, skills."""

from __future__ import annotations

from game.ai.fuzz import play_one
from game.core.registry import get_game
from game.desconfronto.actions import ClassAction, Decline, Pass, PlayCard, React
from game.desconfronto.content import HEROES
from game.desconfronto.legal import legal_actions

from ..helpers import session, set_hand, stack_creature_deck

AMBUSH_ACTIVE = ["hit1", "hit2"]  # ambush: block 1 -> the Active Hero, block 2 -> a normal attack
AMBUSH_NEXT = ["corrupted", "hit2"]  # ambush: block 1 -> the next hero
HESITANT_ACTIVE = ["hit1", "hit2"]  # hesitant_strike: the Active Hero, normal
VENOM_NEXT = ["hit1", "corrupted"]  # venom_spit: the next hero, normal
FOUR = ["hit2", "hit2"]  # bicudo's 2 dice read as 2 + 2 (no explosion either way)


def kinds(events, kind):
    return [e.data for e in events if e.kind == kind]


def test_kandra_deck_counts_and_sheet_dc_hero_kan():
    """L681-684: 16 action cards + 4 Signatures with the rulebook's counts; Vigor authored (DC-HERO-KAN-03)."""
    h = HEROES["kandra"]
    counts = {c.id.split(".")[1]: c.copies for c in h.cards if c.origin == "deck"}
    assert counts == {
        "powerful_attack": 1, "call_to_the_hunt": 1, "primal_knowledge": 1, "strength_of_the_wilds": 1,
        "brutal_blow": 3, "defensive_blow": 1, "charge": 1, "swift_movement": 1, "bestial_recovery": 2,
        "savage_resistance": 1, "trespass": 3, "whirling_attack": 1, "reckless_attack": 1, "savage_fury": 1,
        "retaliation": 1,
    }  # fmt: skip
    assert len(h.deck()) == 20 and sum(c.is_signature for c in h.cards if c.origin == "deck") == 4
    assert h.max_vigor == 9 and h.equipment[0].id == "helm_of_kalnor"
    assert [s.max_vigor_bonus for s in h.tree(1)] == [0, 2, 0]
    assert h.passive.source == "authored"


def test_hide_reduces_physical_damage_after_shields_dc_hero_kan_02():
    """AMB-49: 4 physical damage, 2 blocked by Savage Resistance, 1 absorbed by the hide -> 1 wound."""
    s = session(["kandra"], ["bicudo"])
    st = s.state
    set_hand(st, 0, ["kandra.savage_resistance#1", "kandra.brutal_blow#1"])
    s.apply(PlayCard(0, "kandra.savage_resistance#1", "h0"))
    assert st.actions_left == 2  # its extra action
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(Pass(0))
    from game.desconfronto.actions import UseShield

    s.apply(UseShield(0, "kandra.savage_resistance#1"))
    assert st.heroes[0].vigor == 8


def test_hide_does_not_reduce_magical_attacks_dc_hero_kan_02():
    s = session(["kandra"], ["gloomwing"])
    st = s.state
    set_hand(st, 0, ["kandra.brutal_blow#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    events = s.apply(Pass(0))
    assert not kinds(events, "dc.kandra_hide")
    assert st.heroes[0].vigor == 5


def test_reckless_attack_takes_the_attacks_and_unleashes_the_bank_dc_hero_kan_reckless():
    """Reaction on an ally's attack: it and every attack until her next turn come to Kandra; the banked
    dice (2 + 2) make one attack on her next turn that spends all her actions, then she draws 2."""
    s = session(["kandra", "pharanor"], ["bicudo"], seed=3)
    st = s.state
    set_hand(st, 0, ["kandra.reckless_attack#1", "kandra.brutal_blow#1"])
    set_hand(st, 1, ["pharanor.speed#1"])
    stack_creature_deck(st, "ambush", "hesitant_strike")
    st.forced = AMBUSH_NEXT + FOUR
    s.apply(Pass(0))
    assert st.pending["kind"] == "react" and st.pending["player"] == 0
    s.apply(React(0, "kandra.reckless_attack#1"))
    assert st.heroes[1].vigor == 6 and st.heroes[0].vigor == 6  # 4 - 1 (hide)
    assert st.heroes[0].res["kandra_bank"] == 2
    st.forced = HESITANT_ACTIVE + FOUR  # Pharanor's turn: the attack on him goes to Kandra
    s.apply(Pass(1))
    assert st.heroes[1].vigor == 6 and st.heroes[0].vigor == 3
    assert st.active_hero == 0 and st.heroes[0].res["kandra_unleash"] == 4
    assert ClassAction(0, "kandra_unleash", "c0") in legal_actions(st)
    hand = len(st.heroes[0].hand)
    st.forced = ["hit1"] * 4 + ["hit1", "hit1"] + ["corrupted", "corrupted"]
    events = s.apply(ClassAction(0, "kandra_unleash", "c0"))
    assert kinds(events, "dc.attack")[0]["wounds"] == 4
    assert st.creatures[0].vigor == 2
    assert len(st.heroes[0].hand) == hand + 2
    assert "kandra_unleash" not in st.heroes[0].res and st.active_hero == 1


def test_retaliation_gives_advantage_and_one_damage_per_die_and_costs_a_wound_per_attack_amb_53():
    s = session(["kandra"], ["ruin_sentinel"])
    st = s.state
    set_hand(st, 0, ["kandra.retaliation#1", "kandra.call_to_the_hunt#1", "kandra.brutal_blow#1",
                     "kandra.brutal_blow#2"])  # fmt: skip
    s.apply(PlayCard(0, "kandra.call_to_the_hunt#1", ""))
    s.apply(PlayCard(0, "kandra.retaliation#1", ""))
    st.forced = ["corrupted", "hit1"] * 3  # advantage keeps the 1 of each pair
    events = s.apply(PlayCard(0, "kandra.brutal_blow#1", "c0"))
    atk = kinds(events, "dc.attack")[0]
    assert atk["damage"] == 6 and atk["wounds"] == 4  # 3 + 3, minus 2 shields
    assert all(len(d["rolled"]) == 2 for d in atk["dice"])
    assert st.heroes[0].vigor == 8 and st.creatures[0].vigor == 4
    st.forced = ["corrupted", "corrupted"] * 3
    events = s.apply(PlayCard(0, "kandra.brutal_blow#2", "c0"))  # the last action: the creatures act next
    assert [w["amount"] for w in kinds(events, "dc.wounded") if w["kind"] == "self"] == [
        1
    ]  # 2nd attack, 2nd wound
    assert not kinds(events, "dc.kandra_retaliation")


def test_savage_fury_cancels_shields_recovers_cards_then_wounds_dc_hero_kan_fury():
    s = session(["kandra"], ["ruin_sentinel"])
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["kandra.savage_fury#1", "kandra.brutal_blow#1"])
    for c in ("kandra.trespass#1", "kandra.whirling_attack#1", "kandra.charge#1"):
        h.draw.cards.remove(c)
        h.discard.put_top(c)
    s.apply(PlayCard(0, "kandra.savage_fury#1", "c0"))
    assert st.creatures[0].vigor == 6 and st.creatures[0].shields_off == 1
    # 2 shields -> the 2 most recent discards, a Signature included (L707, CHANGES row 6)
    assert "kandra.charge#1" in h.hand and "kandra.whirling_attack#1" in h.hand
    assert "kandra.trespass#1" in h.discard
    st.forced = ["hit1"] * 3
    s.apply(PlayCard(0, "kandra.brutal_blow#1", "c0"))
    assert st.creatures[0].vigor == 3  # no shields until her next turn


def test_whirling_attack_wounds_the_target_and_bleeds_every_enemy_dc_hero_kan_whirl():
    s = session(["kandra"], ["bicudo", "mossling"])
    st = s.state
    set_hand(st, 0, ["kandra.whirling_attack#1"])
    s.apply(PlayCard(0, "kandra.whirling_attack#1", "c1"))
    assert [c.vigor for c in st.creatures] == [6, 3]
    assert all(c.cond.get("bleeding") == 1 for c in st.creatures)


def test_whirlwind_skill_wounds_every_enemy_dc_hero_kan_tree2():
    s = session(["kandra"], ["bicudo", "mossling"])
    st = s.state
    st.heroes[0].abilities = ["kandra.brutal_criticals", "kandra.counterattack", "kandra.whirlwind"]
    set_hand(st, 0, ["kandra.whirling_attack#1"])
    s.apply(PlayCard(0, "kandra.whirling_attack#1", "c1"))
    assert [c.vigor for c in st.creatures] == [4, 3]


def test_brutal_criticals_add_a_sword_per_purified_face_dc_hero_kan_tree2():
    s = session(["kandra"], ["ruin_sentinel"])
    st = s.state
    st.heroes[0].abilities = ["kandra.brutal_criticals"]
    set_hand(st, 0, ["kandra.brutal_blow#1", "kandra.call_to_the_hunt#1"])
    s.apply(PlayCard(0, "kandra.call_to_the_hunt#1", ""))
    st.forced = ["purified", "hit1", "hit1", "corrupted"]  # 1 + 1 + 1 + explosion 0, +1 critical
    s.apply(PlayCard(0, "kandra.brutal_blow#1", "c0"))
    assert st.creatures[0].vigor == 8 - (4 - 2)


def test_intercept_is_chosen_per_attack_once_per_round_dc_hero_kan_tree1():
    """Tree 1: in the window of an attack on an ally Kandra decides to take it (or Declines)."""
    s = session(["kandra", "pharanor"], ["bicudo"], seed=3)
    st = s.state
    st.heroes[0].abilities = ["kandra.intercept"]
    set_hand(st, 0, ["kandra.brutal_blow#1"])
    set_hand(st, 1, ["pharanor.speed#1"])
    stack_creature_deck(st, "ambush", "hesitant_strike", "venom_spit")
    st.forced = AMBUSH_NEXT + FOUR
    s.apply(Pass(0))
    assert st.pending == {"kind": "react", "player": 0, "trigger": "hero_attacked"}
    assert legal_actions(st) == [ClassAction(0, "kandra_take", "h1"), Decline(0)]
    events = s.apply(ClassAction(0, "kandra_take", "h1"))
    assert kinds(events, "dc.kandra_intercepts") == [{"hero": 0, "target": "h1"}]
    assert st.heroes[0].vigor == 9 - (4 - 1) and st.heroes[1].vigor == 6  # her hide: 1 less
    st.forced = HESITANT_ACTIVE + FOUR  # same round: the second attack on Pharanor stays his
    s.apply(Pass(1))
    assert st.heroes[1].vigor == 2
    st.forced = VENOM_NEXT + ["hit1", "corrupted", "hit1"]  # 1 + (1 + explode 1)
    s.apply(Pass(0))  # a new round: the window opens again, and she may let it through
    assert legal_actions(st) == [ClassAction(0, "kandra_take", "h1"), Decline(0)]
    events = s.apply(Decline(0))
    assert st.heroes[0].vigor == 6 and kinds(events, "dc.exhausted")[0]["hero"] == 1


def test_counterattack_after_a_wound_and_bestial_vigor_heal_dc_hero_kan_tree():
    s = session(["kandra"], ["bicudo"])
    st = s.state
    h = st.heroes[0]
    h.abilities = ["kandra.intercept", "kandra.bestial_vigor", "kandra.counterattack"]
    h.vigor = 4
    set_hand(st, 0, ["kandra.trespass#1", "kandra.primal_knowledge#1"])
    assert ClassAction(0, "kandra_feast", "kandra.primal_knowledge#1") not in legal_actions(st)
    s.apply(ClassAction(0, "kandra_feast", "kandra.trespass#1"))
    assert h.vigor == 8 and st.actions_left == 2 and "kandra.trespass#1" in h.discard
    assert not any(a.name == "kandra_feast" for a in legal_actions(st) if isinstance(a, ClassAction))
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR + ["hit2", "hit2"]
    events = s.apply(Pass(0))
    assert h.vigor == 5
    assert kinds(events, "dc.kandra_counter") and st.creatures[0].vigor == 2


def test_reckless_attack_may_be_declined_decline_is_legal():
    s = session(["kandra"], ["bicudo"])
    st = s.state
    set_hand(st, 0, ["kandra.reckless_attack#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(Pass(0))
    assert Decline(0) in legal_actions(st)
    s.apply(Decline(0))
    assert st.heroes[0].vigor == 6


def test_seeded_random_skirmishes_with_kandra_keep_every_invariant():
    game = get_game("desconfronto")
    for seed in range(30):
        for setup in ({"players": 1, "heroes": ["kandra"]},
                      {"players": 4, "heroes": ["kandra", "tesser", "marzak", "pharanor"]}):  # fmt: skip
            steps, failure = play_one(game, setup, seed)
            assert failure is None, str(failure)
            assert steps > 0


OURS = ("kandra_", "marzak_", "tainara_")


def max_level_playouts(heroes, seeds, creatures=("ruin_sentinel", "bicudo", "mossling", "stone_crab")):
    """Random playouts with every Skill Tree ability already usable: invariants and card conservation
    after every action, and a lossless JSON round trip at the end."""
    from collections import Counter

    from game.ai.bots import make_bot
    from game.core.i18n import has
    from game.core.session import Session
    from game.desconfronto.content import HEROES as ALL
    from game.desconfronto.levels import refresh_max_vigor

    game = get_game("desconfronto")
    for seed in seeds:
        setup = {"players": len(heroes), "heroes": heroes, "creatures": list(creatures[: len(heroes) + 1])}
        s = Session.new(game, setup, seed)
        for h in s.state.heroes:
            h.abilities = [sk.id for sk in ALL[h.hero].skills]
            h.level = 6
            refresh_max_vigor(h)
        expected = Counter(game.card_ids(s.state))
        bot = make_bot("random", seed)
        steps = 0
        while game.is_over(s.state) is None and steps < 3000:
            action = bot.choose(game, s.state)
            for e in s.apply(action):  # every line of ours in the log and menus is translated
                if e.kind.removeprefix("dc.").startswith(OURS):
                    assert has(f"event.{e.kind}"), e.kind
            if isinstance(action, ClassAction) and action.name.startswith(OURS):
                assert has(f"dc.class.{action.name}"), action.name
            steps += 1
            assert game.check_invariants(s.state) == [], (seed, steps)
            assert Counter(game.card_ids(s.state)) == expected, (seed, steps)
        assert game.is_over(s.state) is not None
        assert game.to_json(game.from_json(game.to_json(s.state))) == game.to_json(s.state)


def test_max_level_kandra_playouts_keep_every_invariant():
    max_level_playouts(["kandra"], range(40))
    max_level_playouts(["kandra", "tainara", "marzak", "tesser"], range(40))


def test_trespass_hits_with_4_dice_and_costs_a_wound_defensive_blow_shields_and_bleeds_dc_hero_kan():
    s = session(["kandra"], ["ruin_sentinel"])
    st = s.state
    set_hand(st, 0, ["kandra.trespass#1", "kandra.defensive_blow#1", "kandra.call_to_the_hunt#1"])
    s.apply(PlayCard(0, "kandra.call_to_the_hunt#1", ""))
    st.forced = ["hit1"] * 4
    s.apply(PlayCard(0, "kandra.trespass#1", "c0"))
    assert st.creatures[0].vigor == 8 - (4 - 2) and st.heroes[0].vigor == 8
    from game.desconfronto.actions import ChooseTarget

    s.apply(PlayCard(0, "kandra.defensive_blow#1", "h0"))
    s.apply(ChooseTarget(0, "c0"))
    assert st.heroes[0].shields == [["kandra.defensive_blow#1", 1]] and st.creatures[0].cond["bleeding"] == 1


def test_whirlwind_lets_whirling_attack_answer_an_attack_on_her_dc_hero_kan_tree2():
    s = session(["kandra"], ["bicudo", "mossling"])
    st = s.state
    h = st.heroes[0]
    h.abilities = ["kandra.brutal_criticals", "kandra.counterattack", "kandra.whirlwind"]
    set_hand(st, 0, ["kandra.whirling_attack#1", "kandra.primal_knowledge#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(Pass(0))
    assert st.pending["kind"] == "react" and ClassAction(0, "kandra_whirl", "kandra.whirling_attack#1") in (
        legal_actions(st)
    )
    st.forced = ["hit1", "hit1"]  # Counterattack's 2 dice after the hit
    events = s.apply(ClassAction(0, "kandra_whirl", "kandra.whirling_attack#1"))
    assert kinds(events, "dc.reacted") and "kandra.whirling_attack#1" in h.discard
    assert st.creatures[0].vigor == 6 - 2 - 2 and st.creatures[1].vigor == 5 - 2
    assert h.vigor == 9 - 3  # the attack still landed (4 - 1 hide)

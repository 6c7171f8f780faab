"""Marzak, Druid of the Vaniel (DC-HERO-MAR-*): deck, Wolf and Bear forms, Signatures, Skill Trees."""

from __future__ import annotations

from game.ai.fuzz import play_one
from game.core.registry import get_game
from game.desconfronto.actions import ChooseTarget, ClassAction, Pass, PlayCard, React
from game.desconfronto.content import HEROES
from game.desconfronto.legal import legal_actions

from ..helpers import session, set_hand, stack_creature_deck

AMBUSH_ACTIVE = ["hit1", "hit2"]  # ambush: the Active Hero, a normal attack
AMBUSH_NEXT = ["corrupted", "hit2"]  # ambush: the next hero, a normal attack
FOUR = ["hit2", "hit2"]  # bicudo's 2 dice read as 2 + 2


def kinds(events, kind):
    return [e.data for e in events if e.kind == kind]


def forms(st):
    return sorted(a.name for a in legal_actions(st) if isinstance(a, ClassAction))


def test_marzak_deck_counts_and_sheet_dc_hero_mar():
    """L742-745: 16 action cards + 4 Signatures; Vigor authored (DC-HERO-MAR-04)."""
    h = HEROES["marzak"]
    counts = {c.id.split(".")[1]: c.copies for c in h.cards if c.origin == "deck"}  # subclass cards join later
    assert counts == {
        "feral_agility": 1, "bear_attack": 1, "natural_communion": 1, "bear_armour": 1, "flaming_claws": 2,
        "lupine_strike": 1, "hibernation": 1, "glacial_fangs": 2, "lunar_ray": 3, "solar_ray": 2, "lightning": 1,
        "circle_of_healing": 1, "mass_metamorphosis": 1, "wall_of_thorns": 1, "storm_of_vengeance": 1,
    }  # fmt: skip
    assert len(h.deck()) == 20 and sum(c.is_signature for c in h.cards if c.origin == "deck") == 4
    assert h.max_vigor == 7 and h.equipment[0].id == "hood_of_aliel"


def test_forms_switch_once_per_turn_for_free_and_start_with_none_dc_hero_mar_01_03():
    s = session(["marzak"], ["bicudo"])
    st = s.state
    set_hand(st, 0, ["marzak.bear_attack#1", "marzak.lunar_ray#1"])
    assert "marzak_form" not in st.heroes[0].res  # AMB-52: no form at the start
    assert forms(st) == ["marzak_bear", "marzak_wolf"]
    s.apply(ClassAction(0, "marzak_bear", "h0"))
    assert st.heroes[0].res["marzak_form"] == "bear" and st.actions_left == 2
    assert forms(st) == []  # once per turn


def test_form_may_be_switched_after_the_last_action_dc_hero_mar_01():
    """L737: the switch 'may be done after carrying out one or both of the actions'."""
    s = session(["marzak"], ["corrupted_treant"])  # 9 Vigor, 2 dice
    st = s.state
    set_hand(st, 0, ["marzak.lunar_ray#1", "marzak.flaming_claws#1", "marzak.lightning#1"])
    s.apply(PlayCard(0, "marzak.lunar_ray#1", "c0"))  # +1 action
    s.apply(PlayCard(0, "marzak.lightning#1", "c0"))
    s.apply(PlayCard(0, "marzak.flaming_claws#1", "c0"))
    assert st.actions_left == 0 and st.phase == "hero"
    assert {a.name for a in legal_actions(st) if isinstance(a, ClassAction)} == {"marzak_wolf", "marzak_bear"}
    assert Pass(0) in legal_actions(st)
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(ClassAction(0, "marzak_bear", "h0"))  # the free switch ends the phase: the creature attacks
    assert st.heroes[0].res["marzak_form"] == "bear" and st.turn == 2 and st.heroes[0].vigor == 3


def test_bear_lines_apply_only_in_bear_form_dc_hero_mar_02():
    s = session(["marzak"], ["ruin_sentinel"])
    st = s.state
    set_hand(st, 0, ["marzak.bear_attack#1", "marzak.feral_agility#1", "marzak.glacial_fangs#1"])
    st.forced = ["hit2", "hit2"]
    s.apply(PlayCard(0, "marzak.glacial_fangs#1", "c0"))  # no form: no Ice
    assert "ice" not in st.creatures[0].cond
    s.apply(ClassAction(0, "marzak_bear", "h0"))
    s.apply(PlayCard(0, "marzak.feral_agility#1", "h0"))
    assert st.actions_left == 2 and st.heroes[0].shields == [["marzak.feral_agility#1", 2]]
    st.forced = ["hit2", "hit2"]
    s.apply(PlayCard(0, "marzak.bear_attack#1", "c0"))
    assert st.creatures[0].cond.get("bleeding") == 1


def test_wolf_lines_ice_and_lupine_strike_wind_dc_hero_mar_02():
    s = session(["marzak"], ["bicudo", "ruin_sentinel"])
    st = s.state
    set_hand(st, 0, ["marzak.lupine_strike#1", "marzak.glacial_fangs#1"])
    s.apply(ClassAction(0, "marzak_wolf", "h0"))
    st.forced = ["hit1", "hit1"]
    s.apply(PlayCard(0, "marzak.glacial_fangs#1", "c1"))
    assert st.creatures[1].cond.get("ice") == 2
    st.forced = ["hit1", "corrupted", "corrupted"]
    s.apply(PlayCard(0, "marzak.lupine_strike#1", "c0"))
    s.apply(ChooseTarget(0, "c1"))  # the swap is optional (L156): c1 or no partner
    assert st.actions_left == 2  # Wolf: 2 extra actions
    assert [c.creature for c in st.creatures] == ["ruin_sentinel", "bicudo"]  # Wind swapped them
    assert st.creatures[1].cond.get("ice") == 2 and st.creatures[1].vigor == 5


def test_circle_of_healing_shares_8_among_allies_on_an_attack_dc_hero_mar_circle():
    s = session(["marzak", "pharanor", "tesser"], ["bicudo"], seed=5)
    st = s.state
    set_hand(st, 0, ["marzak.circle_of_healing#1", "marzak.lunar_ray#1"])
    set_hand(st, 1, ["pharanor.speed#1"])
    set_hand(st, 2, ["tesser.divine_aid#1"])
    st.heroes[0].vigor, st.heroes[1].vigor, st.heroes[2].vigor = 2, 1, 6
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_NEXT + FOUR
    s.apply(Pass(0))
    assert st.pending == {"kind": "react", "player": 0, "trigger": "hero_attacked"}
    s.apply(React(0, "marzak.circle_of_healing#1"))
    assert {a.target for a in legal_actions(st)} == {"h1", "h2"}  # her allies, not herself
    for _ in range(5):
        events = s.apply(ClassAction(0, "marzak_heal", "h1"))
    # Pharanor is full: the last points go to Tesser by themselves (one option), 1 point is lost
    assert kinds(events, "dc.marzak_healing_shared") == [{"hero": 0, "lost": 1}]
    assert st.heroes[0].vigor == 2 and st.heroes[2].vigor == 8
    assert st.heroes[1].vigor == 6 - 4  # healed to full before the attack landed


def test_mass_metamorphosis_wolves_get_two_dice_on_their_next_attack_dc_hero_mar_meta():
    s = session(["marzak", "pharanor"], ["ruin_sentinel"], seed=5)
    st = s.state
    set_hand(st, 0, ["marzak.mass_metamorphosis#1", "marzak.lunar_ray#1"])
    s.apply(ClassAction(0, "marzak_wolf", "h0"))
    s.apply(PlayCard(0, "marzak.mass_metamorphosis#1", ""))
    assert {a.name for a in legal_actions(st)} == {"marzak_meta_wolf", "marzak_meta_bear"}
    events = s.apply(ClassAction(0, "marzak_meta_wolf", "h0"))
    assert kinds(events, "dc.marzak_metamorphosis_wolf") and st.heroes[0].res["marzak_wolves"] == [1]
    from game.desconfronto import damage

    st.forced = ["hit1"] * 5
    evs = damage.hero_attack(st, 1, "c0", 3)  # Pharanor's next attack: 3 + 2 dice
    assert len(evs[0].data["dice"]) == 5 and st.heroes[0].res["marzak_wolves"] == []


def test_mass_metamorphosis_bears_soak_three_points_dc_hero_mar_meta():
    s = session(["marzak", "pharanor"], ["bicudo"], seed=5)
    st = s.state
    set_hand(st, 0, ["marzak.mass_metamorphosis#1", "marzak.lunar_ray#1"])
    set_hand(st, 1, ["pharanor.speed#1"])
    s.apply(PlayCard(0, "marzak.mass_metamorphosis#1", ""))
    s.apply(ClassAction(0, "marzak_meta_bear", "h0"))
    assert st.heroes[0].res["marzak_bears"] == [0, 3]
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_NEXT + FOUR
    s.apply(Pass(0))
    assert st.heroes[1].vigor == 6 - 1 and "marzak_bears" not in st.heroes[0].res


def test_wall_of_thorns_returns_the_wounds_to_the_attacker_dc_hero_mar_thorns():
    s = session(["marzak"], ["bicudo"])
    st = s.state
    set_hand(st, 0, ["marzak.wall_of_thorns#1", "marzak.lunar_ray#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(Pass(0))
    events = s.apply(React(0, "marzak.wall_of_thorns#1"))
    assert st.heroes[0].vigor == 3 and st.creatures[0].vigor == 2
    assert kinds(events, "dc.marzak_thorns") == [{"target": "c0", "wounds": 4}]


def test_storm_of_vengeance_hits_enemies_below_half_dc_hero_mar_storm():
    s = session(["marzak"], ["bicudo", "ruin_sentinel", "mossling"])
    st = s.state
    set_hand(st, 0, ["marzak.storm_of_vengeance#1"])
    st.creatures[0].vigor = 2  # 2/6: below half and at 3 or less
    st.creatures[1].vigor = 4  # 4/8: exactly half, untouched
    st.creatures[2].vigor = 2  # 2/5
    choices = {a.target for a in legal_actions(st) if isinstance(a, PlayCard) and "storm" in a.card}
    assert "poison" in choices and "wind" not in choices
    s.apply(PlayCard(0, "marzak.storm_of_vengeance#1", "poison"))
    assert st.creatures[0].vigor == 1 and st.creatures[0].cond == {"poison": 3}
    assert st.creatures[1].vigor == 4 and st.creatures[1].cond == {}
    assert st.creatures[2].vigor == 1


def test_bear_tree_temporary_shield_great_bear_and_rest_dc_hero_mar_tree1():
    s = session(["marzak"], ["bicudo"])
    st = s.state
    h = st.heroes[0]
    h.abilities = ["marzak.bear_hide", "marzak.great_bear", "marzak.bear_rest"]
    h.vigor = 5
    set_hand(st, 0, ["marzak.lunar_ray#1", "marzak.lunar_ray#2"])
    s.apply(ClassAction(0, "marzak_bear", "h0"))
    assert h.max_vigor == 12 and h.res["marzak_temp_shield"] == 1
    s.apply(ClassAction(0, "marzak_bear_rest", "h0"))
    assert h.vigor == 7 and st.actions_left == 1
    assert "marzak_bear_rest" not in forms(st)
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(Pass(0))
    assert h.vigor == 4 and "marzak_temp_shield" not in h.res  # 4 - 1 temporary shield
    s.apply(ClassAction(0, "marzak_wolf", "h0"))
    assert h.max_vigor == 7 and h.vigor == 4  # AMB-63: back to the normal max


def test_wolf_tree_pounce_advantage_and_extra_die_dc_hero_mar_tree2():
    s = session(["marzak"], ["ruin_sentinel"])
    st = s.state
    st.heroes[0].abilities = ["marzak.wolf_pounce", "marzak.wolf_instinct", "marzak.wolf_fangs"]
    set_hand(st, 0, ["marzak.flaming_claws#1", "marzak.solar_ray#1"])
    s.apply(ClassAction(0, "marzak_wolf", "h0"))
    st.forced = ["corrupted", "hit1"] * 3  # 3 dice (2 + 1), advantage keeps the 1s
    events = s.apply(PlayCard(0, "marzak.flaming_claws#1", "c0"))
    atk = kinds(events, "dc.attack")[0]
    assert len(atk["dice"]) == 3 and atk["damage"] == 4  # 3 + 1 Pounce sword


def test_seeded_random_skirmishes_with_marzak_keep_every_invariant():
    game = get_game("desconfronto")
    for seed in range(30):
        for setup in ({"players": 1, "heroes": ["marzak"]},
                      {"players": 4, "heroes": ["marzak", "kandra", "tainara", "tesser"]}):  # fmt: skip
            steps, failure = play_one(game, setup, seed)
            assert failure is None, str(failure)
            assert steps > 0


def test_max_level_marzak_playouts_keep_every_invariant():
    from .test_kandra import max_level_playouts

    max_level_playouts(["marzak"], range(40))
    max_level_playouts(["pharanor", "marzak", "kandra"], range(40))


def test_bear_armour_and_hibernation_follow_the_form_dc_hero_mar_02():
    s = session(["marzak"], ["ruin_sentinel"])
    st = s.state
    h = st.heroes[0]
    h.vigor = 2
    set_hand(
        st, 0, ["marzak.bear_armour#1", "marzak.hibernation#1", "marzak.lunar_ray#1", "marzak.lunar_ray#2"]
    )
    s.apply(PlayCard(0, "marzak.lunar_ray#1", "c0"))  # +1 action
    s.apply(
        PlayCard(0, "marzak.bear_armour#1", "h0")
    )  # no form: heal only (the lone shield slot answers itself)
    assert h.vigor == 4 and not h.shields and "marzak.bear_armour#1" in h.discard
    s.apply(ClassAction(0, "marzak_wolf", "h0"))
    s.apply(PlayCard(0, "marzak.hibernation#1", "h0"))  # its heal slot takes a hero (L113): h0 answers itself
    assert h.vigor == 6 and h.shields == [["marzak.hibernation#1", 2]]

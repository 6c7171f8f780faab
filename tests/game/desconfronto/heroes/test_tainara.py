"""Tainara, the Monk of Nahaat (DC-HERO-TAI-*): deck, Chi, Mantras, Flurry of Blows, Skill Trees."""

from __future__ import annotations

from game.ai.fuzz import play_one
from game.core.registry import get_game
from game.desconfronto.actions import ChooseTarget, ClassAction, Decline, Pass, PlayCard, UseShield
from game.desconfronto.content import HEROES
from game.desconfronto.legal import legal_actions

from ..helpers import session, set_hand, stack_creature_deck

AMBUSH_ACTIVE = ["hit1", "hit2"]  # ambush: the Active Hero, a normal attack
AMBUSH_NEXT = ["corrupted", "hit2"]  # ambush: the next hero, a normal attack
HESITANT_ACTIVE = ["hit1", "hit2"]  # hesitant_strike: the Active Hero, a normal attack
FOUR = ["hit2", "hit2"]  # bicudo's 2 dice read as 2 + 2


def kinds(events, kind):
    return [e.data for e in events if e.kind == kind]


def names(st):
    return {(a.name, a.target) for a in legal_actions(st) if isinstance(a, ClassAction)}


def test_tainara_deck_counts_and_sheet_dc_hero_tai():
    """L865-868: 16 action cards + 4 Signatures (3 Mantras); Vigor authored (DC-HERO-TAI-04)."""
    h = HEROES["tainara"]
    counts = {c.id.split(".")[1]: c.copies for c in h.cards if c.origin == "deck"}  # subclass cards join later
    assert counts == {
        "adamantine_soul": 1, "arctic_barrier": 1, "channel_chi": 1, "cyclone_kick": 1, "stunning_blow": 1,
        "meditation": 1, "explosive_palm": 3, "vibrating_palm": 1, "bodily_purity": 2, "thundering_fist": 2,
        "serenity": 2, "mantra_of_healing": 1, "mantra_of_protection": 1, "mantra_of_retaliation": 1,
        "five_fists_offensive": 1,
    }  # fmt: skip
    assert len(h.deck()) == 20 and sum(c.is_signature for c in h.cards if c.origin == "deck") == 4
    assert sorted(c.id for c in h.cards if c.keep_active == "mantra") == [
        "tainara.mantra_of_healing", "tainara.mantra_of_protection", "tainara.mantra_of_retaliation"]  # fmt: skip
    assert h.max_vigor == 7 and h.equipment[0].id == "hood_of_namandu"
    assert [s.max_vigor_bonus for s in h.tree(2)] == [0, 0, 2]


def test_chi_starts_at_zero_and_a_mantra_gives_one_dc_hero_tai_01():
    s = session(["tainara"], ["bicudo"])
    st = s.state
    assert st.heroes[0].res.get("tainara_chi", 0) == 0
    set_hand(st, 0, ["tainara.mantra_of_protection#1", "tainara.meditation#1"])
    s.apply(PlayCard(0, "tainara.mantra_of_protection#1", ""))
    assert st.heroes[0].res["tainara_chi"] == 1
    assert st.heroes[0].active == ["tainara.mantra_of_protection#1"]  # DC-HERO-TAI-03: not discarded


def test_mantra_of_protection_tokens_soak_and_make_chi_dc_hero_tai_protection():
    """1 shield to everyone incl. herself; each shield point used (token or card) gives 1 Chi."""
    s = session(["tainara", "pharanor"], ["bicudo"], seed=2)
    st = s.state
    set_hand(st, 0, ["tainara.mantra_of_protection#1", "tainara.serenity#1", "tainara.meditation#1"])
    set_hand(st, 1, ["pharanor.speed#1"])
    s.apply(PlayCard(0, "tainara.mantra_of_protection#1", ""))
    assert st.heroes[0].res["tainara_wards"] == [1, 1]
    s.apply(PlayCard(0, "tainara.serenity#1", "h0"))
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(ChooseTarget(0, "h0"))  # Serenity's heal: her 2nd and last action, then the creature attacks her
    s.apply(UseShield(0, "tainara.serenity#1"))
    h = st.heroes[0]
    assert h.vigor == 7 - (4 - 1 - 1)  # 1 token point, then the 1-point shield card
    assert h.res["tainara_chi"] == 1 + 1 + 1
    assert h.res["tainara_wards"] == [0, 1]


def test_a_new_mantra_replaces_the_active_one_and_heals_allies_dc_hero_tai_03():
    s = session(["tainara", "pharanor"], ["bicudo"], seed=2)
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["tainara.mantra_of_protection#1", "tainara.mantra_of_healing#1", "tainara.meditation#1"])
    st.heroes[1].vigor = 1
    h.vigor = 3
    s.apply(PlayCard(0, "tainara.mantra_of_protection#1", ""))
    s.apply(PlayCard(0, "tainara.mantra_of_healing#1", ""))
    assert h.active == ["tainara.mantra_of_healing#1"] and "tainara.mantra_of_protection#1" in h.discard
    assert st.heroes[1].vigor == 5 and h.vigor <= 3  # 4 healing, to the allies only (L99)


def test_mantra_of_healing_spends_two_chi_per_vigor_point_dc_hero_tai_healing():
    s = session(["tainara", "pharanor"], ["bicudo"], seed=2)
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["tainara.mantra_of_healing#1", "tainara.meditation#1"])
    h.res["tainara_chi"] = 4
    h.vigor = 3
    s.apply(PlayCard(0, "tainara.mantra_of_healing#1", ""))
    assert h.res["tainara_chi"] == 5 and ("tainara_mantra_heal", "h0") in names(st)
    s.apply(ClassAction(0, "tainara_mantra_heal", "h0"))
    s.apply(ClassAction(0, "tainara_mantra_heal", "h0"))
    assert h.vigor == 5 and h.res["tainara_chi"] == 1 and st.actions_left == 1
    assert not any(n == "tainara_mantra_heal" for n, _ in names(st))


def test_flurry_of_blows_two_chi_two_dice_once_per_turn_no_action_dc_hero_tai_02():
    s = session(["tainara"], ["bicudo"])
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["tainara.meditation#1"])
    assert not names(st)
    h.res["tainara_chi"] = 5
    st.forced = ["hit2", "hit1"]
    s.apply(ClassAction(0, "tainara_flurry", "c0"))
    assert st.creatures[0].vigor == 3 and h.res["tainara_chi"] == 3 and st.actions_left == 2
    assert not any(n == "tainara_flurry" for n, _ in names(st))


def test_mantra_of_retaliation_attacks_then_answers_an_attack_once_per_round_dc_hero_tai_retaliation():
    s = session(["tainara", "pharanor"], ["ruin_sentinel"], seed=2)
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["tainara.mantra_of_retaliation#1", "tainara.meditation#1"])
    set_hand(st, 1, ["pharanor.speed#1"])
    h.abilities = ["tainara.inner_fire"]
    st.forced = ["hit2", "hit2", "hit1"]
    s.apply(PlayCard(0, "tainara.mantra_of_retaliation#1", "c0"))
    assert st.creatures[0].vigor == 8 - 3 and h.res["tainara_chi"] == 1  # no Chi from its 3 dice
    stack_creature_deck(st, "ambush", "hesitant_strike")
    st.forced = AMBUSH_ACTIVE + ["hit1", "hit1", "hit1"] + ["hit2", "hit2"]
    events = s.apply(Pass(0))
    assert kinds(events, "dc.tainara_retaliates") and st.creatures[0].vigor == 5 - 2
    assert h.reaction_used and h.res["tainara_chi"] == 1


def test_five_fists_spends_all_chi_as_dice_split_between_two_targets_dc_hero_tai_fists():
    s = session(["tainara"], ["ruin_sentinel", "bicudo"])
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["tainara.five_fists_offensive#1", "tainara.meditation#1"])
    h.res["tainara_chi"] = 5
    st.forced = ["hit2"] * 5
    s.apply(PlayCard(0, "tainara.five_fists_offensive#1", "c0"))  # the 2nd target is the only other one
    assert st.creatures[0].vigor == 8 - (6 - 2) and st.creatures[1].vigor == 6 - 4
    assert "tainara_chi" not in h.res


def test_inner_fire_diamond_body_chi_shield_and_guardian_step_dc_hero_tai_trees():
    s = session(["pharanor", "tainara"], ["bicudo"], seed=4)
    st = s.state
    h = st.heroes[1]
    h.abilities = [
        "tainara.inner_fire",
        "tainara.guardian_step",
        "tainara.chi_shield",
        "tainara.diamond_body",
    ]
    set_hand(st, 0, ["pharanor.speed#1"])
    set_hand(st, 1, ["tainara.explosive_palm#1", "tainara.meditation#1"])
    stack_creature_deck(st, "ambush", "hesitant_strike")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(Pass(0))
    assert legal_actions(st) == [ClassAction(1, "tainara_take", "h0"), Decline(1)]
    s.apply(ClassAction(1, "tainara_take", "h0"))  # she takes it; her turn starts with 1 token (Diamond Body)
    assert st.heroes[0].vigor == 6 and h.vigor == 7 - 4
    assert h.res["tainara_wards"] == [0, 1]
    st.forced = ["hit1", "hit1"]
    s.apply(PlayCard(1, "tainara.explosive_palm#1", "c0"))
    assert h.res["tainara_chi"] == 2
    h.res["tainara_chi"] = 3
    s.apply(ClassAction(1, "tainara_chi_shield", "h0"))
    assert h.res["tainara_wards"] == [1, 1] and "tainara_chi" not in h.res


def test_seeded_random_skirmishes_with_tainara_keep_every_invariant():
    game = get_game("desconfronto")
    for seed in range(30):
        for setup in ({"players": 1, "heroes": ["tainara"]},
                      {"players": 4, "heroes": ["tainara", "marzak", "kandra", "pharanor"]}):  # fmt: skip
            steps, failure = play_one(game, setup, seed)
            assert failure is None, str(failure)
            assert steps > 0


def test_max_level_tainara_playouts_keep_every_invariant():
    from .test_kandra import max_level_playouts

    max_level_playouts(["tainara"], range(40))
    max_level_playouts(["tainara", "kandra"], range(40))


def test_harmony_gives_chi_for_an_allys_matching_card_dc_hero_tai_tree1():
    s = session(["tainara", "tesser"], ["bicudo"], seed=2)
    st = s.state
    h = st.heroes[0]
    h.abilities = ["tainara.inner_fire", "tainara.harmony"]
    set_hand(st, 0, ["tainara.mantra_of_protection#1", "tainara.meditation#1"])
    set_hand(st, 1, ["tesser.holy_armour#1", "tesser.heal_wounds#1"])
    s.apply(PlayCard(0, "tainara.mantra_of_protection#1", ""))
    s.apply(Pass(0))
    while st.active_hero != 1 or st.pending:  # let the creature attack resolve, whatever it rolled
        s.apply(legal_actions(st)[-1])
    chi = h.res.get("tainara_chi", 0)
    s.apply(PlayCard(1, "tesser.holy_armour#1", "h1"))  # an ally's 3-shield card: +3 Chi
    assert h.res["tainara_chi"] == min(10, chi + 3)
    st.heroes[1].vigor = 4
    s.apply(PlayCard(1, "tesser.heal_wounds#1", "h1"))
    assert h.res["tainara_chi"] == min(10, chi + 3)  # a heal card gives nothing while Protection is active


def test_mantra_cycle_takes_back_another_mantra_for_three_chi_dc_hero_tai_tree1():
    s = session(["tainara"], ["bicudo"])
    st = s.state
    h = st.heroes[0]
    h.abilities = ["tainara.inner_fire", "tainara.harmony", "tainara.mantra_cycle"]
    set_hand(st, 0, ["tainara.mantra_of_healing#1", "tainara.meditation#1"])
    h.draw.cards.remove("tainara.mantra_of_protection#1")
    h.discard.put_top("tainara.mantra_of_protection#1")
    h.res["tainara_chi"] = 3
    assert not any(n == "tainara_recall" for n, _ in names(st))  # only when activating a mantra
    s.apply(PlayCard(0, "tainara.mantra_of_healing#1", ""))
    s.apply(ClassAction(0, "tainara_recall", "tainara.mantra_of_protection#1"))
    assert "tainara.mantra_of_protection#1" in h.hand and h.res["tainara_chi"] == 1
    assert not any(n == "tainara_recall" for n, _ in names(st))


def test_mantra_of_healing_points_are_given_one_by_one_to_allies_dc_hero_tai_healing():
    s = session(["tainara", "pharanor", "tesser"], ["bicudo"], seed=2)
    st = s.state
    set_hand(st, 0, ["tainara.mantra_of_healing#1", "tainara.meditation#1"])
    st.heroes[1].vigor, st.heroes[2].vigor = 2, 2
    s.apply(PlayCard(0, "tainara.meditation#1", ""))
    s.apply(PlayCard(0, "tainara.mantra_of_healing#1", ""))  # her last action: the phase waits for the points
    assert st.phase == "hero" and {a.target for a in legal_actions(st)} == {"h1", "h2"}
    for target in ("h2", "h2", "h2"):
        s.apply(ClassAction(0, "tainara_heal", target))
    assert st.phase == "hero" and st.pending is not None
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    events = s.apply(ClassAction(0, "tainara_heal", "h1"))
    assert (st.heroes[1].vigor, st.heroes[2].vigor, st.heroes[0].vigor) == (3, 5, 7 - 4)
    assert kinds(events, "dc.tainara_healing_shared") == [{"hero": 0, "lost": 0}]
    assert kinds(events, "dc.creature_attack")  # the point answered, the Creature Phase followed


def test_cyclone_kick_attacks_then_winds_the_target_and_arctic_barrier_dc_hero_tai():
    from game.desconfronto.actions import ChooseTarget

    s = session(["tainara"], ["ruin_sentinel", "bicudo"])
    st = s.state
    set_hand(st, 0, ["tainara.cyclone_kick#1", "tainara.arctic_barrier#1"])
    s.apply(PlayCard(0, "tainara.arctic_barrier#1", "h0"))
    s.apply(ChooseTarget(0, "c1"))
    assert st.heroes[0].shields == [["tainara.arctic_barrier#1", 2]] and st.creatures[1].cond["ice"] == 2
    st.forced = ["hit2", "hit2", "hit1"]
    s.apply(PlayCard(0, "tainara.cyclone_kick#1", "c0"))
    s.apply(ChooseTarget(0, "c1"))  # the swap is optional (L156): c1 or no partner
    assert [c.creature for c in st.creatures] == ["bicudo", "ruin_sentinel"]
    assert (
        st.creatures[1].vigor == 8 - (5 - 2) and st.creatures[1].cond.get("ice") == 2
    )  # Wind spread the Ice

"""Card readings from the review (issue 7 §2): Circle of Healing answers an attack on an ally
(DC-HERO-MAR, L766, L99); Purify heals an ally, not Tesser (DC-HERO-TES, L951, L99)."""

from __future__ import annotations

from game.desconfronto import GAME
from game.desconfronto.actions import Decline, Pass, PlayCard, React

from .helpers import session, set_hand, stack_creature_deck

CIRCLE = "marzak.circle_of_healing#1"


def _marzak_party():
    s = session(["marzak", "tesser"], ["bicudo"], seed=2)
    set_hand(s.state, 0, [CIRCLE, "marzak.natural_communion#1"])
    set_hand(s.state, 1, ["tesser.heal_wounds#1"])
    return s


def test_dc_hero_mar_circle_of_healing_is_not_offered_when_marzak_herself_is_attacked():
    """L766: "Trigger: an ally suffers an attack"; L99: a player is not their own ally."""
    s = _marzak_party()
    st = s.state
    stack_creature_deck(st, "searing_breath")
    st.forced = ["purified"] * 8  # block 1 "purified": the Active Hero (Marzak) is attacked
    s.apply(Pass(0))
    offered = [a for a in GAME.legal_actions(st) if isinstance(a, React) and a.card == CIRCLE]
    assert offered == []
    assert not (st.pending and st.pending.get("player") == 0 and st.pending.get("trigger"))


def test_dc_hero_mar_circle_of_healing_answers_an_attack_on_an_ally():
    s = _marzak_party()
    st = s.state
    stack_creature_deck(st, "searing_breath", "searing_breath")
    st.forced = ["purified"] * 8
    s.apply(Pass(0))
    while st.pending is not None:
        s.apply(Decline(st.pending["player"]))
    assert st.active_hero == 1
    st.forced = ["purified"] * 8
    s.apply(Pass(1))  # Tesser is the Active Hero and the one attacked
    assert st.pending["player"] == 0 and st.attack["seat"] == 1
    assert React(0, CIRCLE) in GAME.legal_actions(st)
    assert GAME.apply(st, React(0, CIRCLE)) is not None


def test_dc_hero_tes_purify_on_tesser_herself_places_purification_but_heals_nothing():
    """L951: "If the target is an ally, heal it by 2 Vigor points"; Tesser is not her own ally (L99)."""
    s = session(["tesser", "pharanor"], ["bicudo"], seed=2)
    st = s.state
    set_hand(st, 0, ["tesser.purify#1", "tesser.heal_wounds#1"])
    st.heroes[0].vigor = 3
    st.heroes[1].vigor = 3
    s.apply(PlayCard(0, "tesser.purify#1", "h0"))
    assert st.heroes[0].vigor == 3 and st.heroes[0].cond.get("purification") == 4


def test_dc_hero_tes_purify_on_an_ally_heals_two():
    s = session(["tesser", "pharanor"], ["bicudo"], seed=2)
    st = s.state
    set_hand(st, 0, ["tesser.purify#1", "tesser.heal_wounds#1"])
    st.heroes[1].vigor = 3
    s.apply(PlayCard(0, "tesser.purify#1", "h1"))
    assert st.heroes[1].vigor == 5 and st.heroes[1].cond.get("purification") == 4


def test_dc_hero_gen_02_savage_fury_takes_back_signature_cards_too():
    """L707: "draw a number of cards from your discard pile equal to the number of shields destroyed" -
    no Signature exclusion (only Gëlien's tree 2 prints one, L659)."""
    s = session(["kandra"], ["ruin_sentinel"], seed=1)
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["kandra.savage_fury#1", "kandra.brutal_blow#1"])
    for c in ("kandra.charge#1", "kandra.whirling_attack#1", "kandra.reckless_attack#1"):
        h.draw.cards.remove(c)
        h.discard.put_top(c)
    s.apply(PlayCard(0, "kandra.savage_fury#1", "c0"))  # Ruin Sentinel: 2 shields destroyed
    assert "kandra.reckless_attack#1" in h.hand and "kandra.whirling_attack#1" in h.hand
    assert "kandra.charge#1" in h.discard


def test_dc_cmb_31_heal_slots_take_the_healer_or_an_ally_never_a_creature():
    """L113: the Heal symbol is "for themselves or an ally" (CHANGES rows 7/8, AMB-54): no card's heal
    slot is an "any" slot, and Heal Wounds is not offered on a creature."""
    from game.desconfronto.content import HEROES

    for hero in HEROES.values():
        for cd in hero.cards:
            for e in cd.effects:
                if e.verb == "heal" and e.to[:1] == "t":
                    kind = cd.targets[int(e.to[1]) - 1]
                    assert kind in ("hero", "ally"), (cd.id, kind)
    s = session(["tesser", "pharanor"], ["bicudo"], seed=2)
    st = s.state
    set_hand(st, 0, ["tesser.heal_wounds#1", "tesser.purify#1"])
    plays = {
        a.target
        for a in GAME.legal_actions(st)
        if isinstance(a, PlayCard) and a.card == "tesser.heal_wounds#1"
    }
    assert plays == {"h0", "h1"}


def test_dc_hero_pha_04_prismatic_cone_chooses_the_element_for_each_target():
    """L827: "For each target in play, inflict 1 elemental condition of your choice" - one choice per
    enemy, here Fire on Bicudo and Poison on Froggo."""
    from game.desconfronto.actions import ClassAction

    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=13)
    st = s.state
    set_hand(st, 0, ["pharanor.prismatic_cone#1", "pharanor.speed#1"])
    s.apply(PlayCard(0, "pharanor.prismatic_cone#1", ""))
    assert {a.target for a in GAME.legal_actions(st)} == {"c0"} and st.actions_left == 1
    s.apply(ClassAction(0, "pharanor_cone_fire", "c0"))
    assert {(a.name, a.target) for a in GAME.legal_actions(st)} == {
        ("pharanor_cone_fire", "c1"),
        ("pharanor_cone_ice", "c1"),
        ("pharanor_cone_poison", "c1"),
    }
    s.apply(ClassAction(0, "pharanor_cone_poison", "c1"))
    assert st.creatures[0].cond == {"fire": 1} and st.creatures[1].cond == {"poison": 3}
    assert st.pending is None and st.actions_left == 1 and "pharanor.prismatic_cone#1" in st.heroes[0].discard
    assert GAME.describe_action(st, ClassAction(0, "pharanor_cone_ice", "c1")).startswith(
        "Prismatic Cone, Ice"
    )


def _wind_play(s, card: str):
    from game.desconfronto.actions import ChooseTarget

    st = s.state
    s.apply(PlayCard(0, card, "c0"))
    assert ChooseTarget(0, "") in GAME.legal_actions(st) and ChooseTarget(0, "c1") in GAME.legal_actions(st)
    return ChooseTarget


def test_dc_cond_09_wind_swap_is_optional_for_cyclone_kick():
    """L156: Wind "immediately allows the user to swap": the partner slot may be left empty, then
    nobody swaps and nothing spreads."""
    s = session(["tainara", "tesser"], ["bicudo", "froggo"], seed=13)
    st = s.state
    set_hand(st, 0, ["tainara.cyclone_kick#1", "tainara.channel_chi#1"])
    st.creatures[1].cond["fire"] = 1
    order = [c.creature for c in st.creatures]
    ChooseTarget = _wind_play(s, "tainara.cyclone_kick#1")
    st.forced = ["hit1"] * 3
    s.apply(ChooseTarget(0, ""))
    assert [c.creature for c in st.creatures] == order and "fire" not in st.creatures[0].cond
    assert GAME.describe_action(st, ChooseTarget(0, "")) == "Leave this target empty"


def test_dc_cond_09_wind_swap_still_happens_when_chosen():
    s = session(["tainara", "tesser"], ["bicudo", "froggo"], seed=13)
    st = s.state
    set_hand(st, 0, ["tainara.cyclone_kick#1", "tainara.channel_chi#1"])
    order = [c.creature for c in st.creatures]
    ChooseTarget = _wind_play(s, "tainara.cyclone_kick#1")
    st.forced = ["hit1"] * 3  # 3 damage: Bicudo (6 Vigor) stands
    s.apply(ChooseTarget(0, "c1"))
    assert [c.creature for c in st.creatures] == order[::-1]


def test_dc_hero_art_healing_by_hand_heals_up_to_five_and_may_stop_early():
    """L536: "Heal up to 5 Vigor points, distributed as you wish": 2 points to Tesser, then he stops."""
    from game.desconfronto.actions import ChooseTarget

    s = session(["artan", "tesser"], ["bicudo"], seed=2)
    st = s.state
    set_hand(st, 0, ["artan.healing_by_hand#1", "artan.sentinel#1"])
    st.heroes[1].vigor = 2
    s.apply(PlayCard(0, "artan.healing_by_hand#1", "h1"))
    assert ChooseTarget(0, "") in GAME.legal_actions(st)
    s.apply(ChooseTarget(0, "h1"))
    s.apply(ChooseTarget(0, ""))  # stops: the 3 other points are not given
    assert st.pending is None and st.heroes[1].vigor == 4
    assert "artan.healing_by_hand#1" in st.heroes[0].discard and st.actions_left == 1

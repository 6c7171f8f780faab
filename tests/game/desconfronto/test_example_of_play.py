"""The rulebook's Example of Play (L360-401): Bia/Pharanor and Ana/Tesser against Bicudo and Froggo,
replayed with its dice fixed. Rules exercised: DC-CMB-03/04/05/06/12/13, DC-DICE-01/03/05/06,
DC-COND-02/07/15, DC-CMB-22/25, DC-HERO-TES-01 (reflection), DC-EXH-08 (Froggo's on-defeat Poison),
DC-LVL-02/04 (spending the 4 fragments)."""

from __future__ import annotations

from game.desconfronto.actions import BuyAbility, ChooseTarget, DrawCard, Finish, PlayCard, UseShield

from .helpers import session, set_hand, stack_creature_deck

FH = "pharanor.flaming_hands#1"
BLESS = "tesser.blessing_of_uiala#1"
SOL = "tesser.shield_of_light#1"


def setup_example():
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=7, spoils=4)
    st = s.state
    set_hand(
        st,
        0,
        [
            FH,
            "pharanor.clairvoyance#1",
            "pharanor.speed#1",
            "pharanor.ice_blast#1",
            "pharanor.arcane_recovery#1",
        ],
    )
    set_hand(st, 1, [BLESS, SOL, "tesser.heal_wounds#1", "tesser.holy_armour#1", "tesser.divine_aid#1"])
    stack_creature_deck(st, "ambush", "hesitant_strike")
    return s


def test_example_of_play_turn_1_bia_and_bicudo():
    """Rules: DC-CMB-02, DC-CMB-03, DC-CMB-13, DC-CMB-22 (the Example of Play, turn 1)."""
    s = setup_example()
    st = s.state
    assert (st.active_hero, st.active_creature) == (0, 0)  # DC-CMB-02/03: Leader and position 1 (Bicudo)
    # Flaming Hands on Froggo: a sword, a Purified die that explodes, then a Corrupted extra die.
    st.forced = ["hit1", "purified", "corrupted"]
    s.apply(PlayCard(0, FH, "c1"))
    froggo = st.creatures[1]
    assert froggo.vigor == 3  # 1 + 1 + 0 = 2 damage - 1 shield = 1 wound (DC-CMB-22)
    assert froggo.cond == {"fire": 1}
    # Draw as second action; then Bicudo: "the Active Hero" / "and inflicts Poison"; its 2 dice show
    # Corrupted (1 + explode, inverted) and Purified (fail); the extra die shows 2 hits.
    st.forced = ["hit1", "hit1", "corrupted", "purified", "hit2"]
    s.apply(DrawCard(0))
    pharanor = st.heroes[0]
    assert st.last_card == "ambush"
    assert pharanor.vigor == 3  # 6 -> 3
    assert pharanor.cond.get("poison") == 3
    # Tokens rotate (DC-CMB-13): Ana is the Active Hero, Froggo the Active Creature.
    assert (st.active_hero, st.active_creature, st.phase) == (1, 1, "hero")


def test_example_of_play_turn_2_ana_froggo_falls_to_reflection():
    """Rules: DC-HERO-TES-01, DC-EXH-08."""
    s = setup_example()
    st = s.state
    st.forced = ["hit1", "purified", "corrupted"]
    s.apply(PlayCard(0, FH, "c1"))
    st.forced = ["hit1", "hit1", "corrupted", "purified", "hit2"]
    s.apply(DrawCard(0))
    # Blessing of Üiala: heal Pharanor 2 and Purify him (1 level, 2 of his turns).
    s.apply(PlayCard(1, BLESS, "h0"))
    s.apply(ChooseTarget(1, "h0"))
    pharanor, tesser = st.heroes
    assert pharanor.vigor == 5
    assert pharanor.cond["purification"] == 1 and pharanor.cond["pur_turns"] == 2
    # Shield of Light: 2 shields on Tesser, Stun on Bicudo (AMB-28).
    s.apply(PlayCard(1, SOL, "h1"))
    # Froggo's Fire (2 wounds -> 1 Vigor), then "attacks the Active Hero with disadvantage":
    # 3 pairs keeping the worse: (1, 2) -> 1; (Purified, 1) -> fail; (2, Corrupted) -> 2.
    st.forced = ["corrupted", "corrupted", "hit1", "hit2", "purified", "hit1", "hit2", "corrupted"]
    s.apply(ChooseTarget(1, "c0"))
    assert st.creatures[0].cond == {"stunned": 1}
    assert st.creatures[1].vigor == 1
    assert st.last_card == "hesitant_strike"
    assert st.pending == {"kind": "shields", "player": 1}
    assert st.attack["damage"] == 3
    events = s.apply(UseShield(1, SOL))
    assert tesser.vigor == 7  # 3 damage - 2 shields = 1 wound
    assert SOL in tesser.discard  # the consumed shield card goes to the discard pile
    # Reflection: 2 blocked, physical, minus Froggo's shield -> 1 wound: Froggo (1 Vigor) is defeated.
    assert st.creatures[1].defeated
    kinds = [(e.kind, e.data.get("target"), e.data.get("cond")) for e in events]
    defeated_at = kinds.index(("dc.defeated", "c1", None))
    assert kinds[defeated_at + 1 : defeated_at + 3] == [
        ("dc.condition", "h0", "poison"),
        ("dc.condition", "h1", "poison"),
    ]
    assert tesser.cond["poison"] == 3
    # Back to Bia, and the Active Creature token goes to Bicudo (the only one left).
    assert (st.active_hero, st.active_creature) == (0, 0)
    # Froggo's Poison accumulated on Pharanor (3 + 1 = 4 turns); his turn starts with one tick: 5 -> 4.
    assert pharanor.vigor == 4 and pharanor.cond["poison"] == 3


def test_example_of_play_spoils_buy_first_abilities():
    """DC-LVL-04: the 4 fragments, 1 each for the first ability of a tree; level 1, usable next combat."""
    s = setup_example()
    st = s.state
    st.creatures[1].vigor = 1
    st.creatures[0].vigor = 1
    st.forced = ["hit2", "hit2"]
    s.apply(PlayCard(0, FH, "c0"))
    s.apply(PlayCard(0, "pharanor.ice_blast#1", "c1"))
    assert st.phase == "spoils" and st.fragments == 4
    s.apply(BuyAbility(0, 0, 1))
    s.apply(BuyAbility(0, 1, 2))
    assert st.fragments == 2
    assert st.heroes[0].level == 1 and st.heroes[0].abilities == ["pharanor.full_hand"]
    assert st.heroes[1].abilities == ["tesser.always_shield"]
    assert st.heroes[1].new_abilities == ["tesser.always_shield"]  # works from the next combat
    s.apply(Finish(0))
    assert s.is_over().result == "won"
    assert st.heroes[1].new_abilities == []

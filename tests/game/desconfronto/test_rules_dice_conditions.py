"""Rule-coverage scenarios for dice and conditions (DC-DICE-*, DC-COND-*)."""

from __future__ import annotations

from collections import Counter

from game.desconfronto import conditions
from game.desconfronto.actions import Pass
from game.desconfronto.dice import DIE, HERO_READ, roll_attack, roll_lookup

from .helpers import session, set_hand

MISS = ["purified"] * 12


def duo(**extra):
    """Tesser holds no reaction card, so creature attacks open no window."""
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=5, **extra)
    set_hand(s.state, 1, ["tesser.heal_wounds#1", "tesser.holy_armour#1", "tesser.divine_aid#1"])
    return s


def test_dc_dice_02_default_die_is_a_d6_c1_h1x2_h2x2_p1():
    assert Counter(DIE.faces) == {"corrupted": 1, "hit1": 2, "hit2": 2, "purified": 1}


def test_dc_dice_10_card_words_map_to_faces():
    """'sword' = 1 hit, '2 swords' = 2 hits, 'critical' = Purified, 'failure' = Corrupted (hero rolls)."""
    assert HERO_READ == {
        "hit1": (1, False),
        "hit2": (2, False),
        "purified": (1, True),
        "corrupted": (0, False),
    }


def test_dc_dice_08_hero_advantage_keeps_purified_over_two_hits():
    st = duo().state
    st.forced = ["hit2", "purified", "hit1", "corrupted"]  # the extra die is a pair too (AMB-03)
    total, dice = roll_attack(st, 1, mode=1)
    assert [d["kept"] for d in dice] == ["purified", "hit1"] and total == 2


def test_dc_dice_08_creature_advantage_keeps_corrupted_over_two_hits():
    st = duo().state
    st.forced = ["hit2", "corrupted", "purified", "hit1"]
    total, dice = roll_attack(st, 1, creature=True, mode=1)
    assert [d["kept"] for d in dice] == ["corrupted", "hit1"] and total == 2


def test_dc_dice_06_08_creature_disadvantage_keeps_purified_as_the_worst():
    st = duo().state
    st.forced = ["hit2", "purified"]
    total, dice = roll_attack(st, 1, creature=True, mode=-1)
    assert dice[0]["kept"] == "purified" and total == 0


def test_dc_dice_09_only_the_kept_die_of_a_pair_explodes():
    st = duo().state
    st.forced = ["purified", "hit1"]  # disadvantage keeps the 1 hit: the Purified die does not explode
    total, dice = roll_attack(st, 1, mode=-1)
    assert len(dice) == 1 and total == 1 and st.forced == []


def test_dc_dice_09_the_extra_die_is_rolled_like_the_attack():
    st = duo().state
    st.forced = ["purified", "corrupted", "hit1", "hit2"]
    total, dice = roll_attack(st, 1, mode=1)
    assert dice[1]["rolled"] == ["hit1", "hit2"] and dice[1]["extra"] and total == 1 + 2


def test_dc_dice_11_block_dice_are_read_without_inversion():
    st = duo().state
    st.forced = ["corrupted", "purified"]
    assert (roll_lookup(st), roll_lookup(st)) == ("corrupted", "purified")


def test_dc_cond_12_an_exhausted_hero_takes_no_further_condition():
    st = duo().state
    st.heroes[1].exhausted = "wounds"
    assert conditions.apply(st, "h1", "fire") == [] and st.heroes[1].cond == {}


def test_dc_cond_18_elemental_conditions_are_fire_ice_thunder_poison_plus_tokenless_wind():
    assert set(conditions.ELEMENTS) | {"wind"} == {"fire", "ice", "thunder", "poison", "wind"}
    st = duo().state
    for cond in ("fire", "poison", "thunder"):  # Ice would combine with Fire (DC-COND-04)
        conditions.apply(st, "c0", cond)
    conditions.apply(st, "c1", "stunned")
    conditions.wind(st, "c0", "c1")  # Wind spreads only the elements (AMB-12)
    moved = st.creatures[0]  # Froggo now sits in position 1
    assert moved.creature == "froggo" and moved.c("stunned") == 1
    assert moved.c("fire") == 1 and moved.c("poison") == 3 and moved.thunder


def test_dc_cond_19_durations_count_the_targets_own_turns():
    s = duo()
    st = s.state
    conditions.apply(st, "h0", "purification")
    assert st.heroes[0].cond["pur_turns"] == 2
    st.forced = list(MISS)
    s.apply(Pass(0))  # placed during his own turn: that turn does not count (corrected DC-COND-19)
    assert st.heroes[0].cond["pur_turns"] == 2
    st.forced = list(MISS)
    s.apply(Pass(1))
    st.forced = list(MISS)
    s.apply(Pass(0))
    assert st.heroes[0].cond["pur_turns"] == 1
    st.forced = list(MISS)
    s.apply(Pass(1))  # Tesser's turn does not count for Pharanor
    assert (st.heroes[0].c("purification"), st.heroes[0].c("pur_turns")) == (1, 1)
    st.forced = list(MISS)
    s.apply(Pass(0))
    assert "purification" not in st.heroes[0].cond


def test_dc_cond_20_start_of_turn_order_fire_poison_bleeding():
    st = duo().state
    st.heroes[1].cond.update(bleeding=1, poison=2, fire=1)
    events = conditions.start_of_turn(st, "h1")
    ticks = [e.data["cond"] for e in events if e.kind == "dc.tick"]
    assert ticks == ["fire", "poison", "bleeding"] and st.heroes[1].vigor == 8 - 2 - 1 - 1


def test_dc_cond_20_a_figure_that_falls_to_fire_ticks_nothing_more():
    st = duo().state
    st.creatures[1].vigor = 2
    st.creatures[1].cond.update(fire=1, poison=2)
    events = conditions.start_of_turn(st, "c1")
    assert [e.data["cond"] for e in events if e.kind == "dc.tick"] == ["fire"]
    assert st.creatures[1].defeated


def test_dc_cond_21_fire_on_the_active_creature_burns_in_this_creature_phase():
    s = duo()
    st = s.state
    conditions.apply(st, "c0", "fire")  # Bicudo is the Active Creature this turn
    st.forced = list(MISS)
    s.apply(Pass(0))
    assert st.creatures[0].vigor == 6 - 2 and "fire" not in st.creatures[0].cond


def test_dc_cond_23_hero_tables_per_token():
    st = duo().state
    dealt, suffered = [], []
    for n in range(1, 7):
        st.heroes[0].cond = {"corruption": n}
        dealt.append(conditions.dealt_modifier(st, "h0"))
        suffered.append(conditions.suffered_modifier(st, "h0"))
    assert dealt == [-1, -1, -2, -2, -3, -3] and suffered == [0, 1, 1, 2, 2, 3]
    dealt, suffered = [], []
    for n in range(1, 7):
        st.heroes[0].cond = {"purification": n}
        dealt.append(conditions.dealt_modifier(st, "h0"))
        suffered.append(conditions.suffered_modifier(st, "h0"))
    assert dealt == [1, 1, 2, 2, 3, 3] and suffered == [0, -1, -1, -2, -2, -3]
    conditions.apply(st, "h0", "purification", 9)
    assert st.heroes[0].cond["purification"] == 6  # max 6 tokens


def test_dc_cond_03_an_iced_creature_cannot_retaliate_with_thorns():
    """L152: while Iced the target cannot react or retaliate; thorns are the creature's retaliation."""
    from game.desconfronto import damage

    for iced, hurt in ((False, 1), (True, 0)):
        st = session(["pharanor"], ["thorn_beetle"], seed=5).state
        if iced:
            st.creatures[0].cond["ice"] = 2
        st.forced = ["hit2", "hit1"]
        damage.hero_attack(st, 0, "c0", 2)
        assert st.creatures[0].vigor == 4 - 2 and st.heroes[0].vigor == 6 - hurt


def test_dc_cond_03_an_iced_creature_does_not_prick_nina():
    from game.desconfronto.heroes.gelien import nina_attack

    for iced, hurt in ((False, 1), (True, 0)):
        st = session(["gelien"], ["thorn_beetle"], seed=5).state
        if iced:
            st.creatures[0].cond["ice"] = 2
        nina = st.heroes[0].res["nina"]
        st.forced = ["hit2"]
        nina_attack(st, 0, "c0", 1)
        assert st.creatures[0].vigor == 4 - 1 and st.heroes[0].res["nina"] == nina - hurt

"""Rule-coverage scenarios for turn structure, damage and reactions (DC-CMB-*, DC-EXH-*)."""

from __future__ import annotations

from game.desconfronto import damage
from game.desconfronto.actions import DrawCard, Pass, PlayCard, React
from game.desconfronto.combats import start_combat
from game.desconfronto.creatures import ACTION_CARDS
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand, stack_creature_deck

MISS = ["purified"] * 12  # creature rolls read Purified as a failure (DC-DICE-05)


def duo(**extra):
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=5, **extra)
    set_hand(s.state, 1, ["tesser.heal_wounds#1", "tesser.holy_armour#1", "tesser.divine_aid#1"])
    return s


def test_dc_cmb_04_hero_phase_first_then_exactly_one_creature_card():
    s = duo()
    st = s.state
    assert st.phase == "hero" and st.cdiscard.cards == []
    s.apply(DrawCard(0))
    assert st.cdiscard.cards == []  # no creature card while the hero still acts
    st.forced = list(MISS)
    s.apply(DrawCard(0))
    assert len(st.cdiscard.cards) == 1 and len(st.cdeck.cards) == len(ACTION_CARDS) - 1
    assert st.active_hero == 1 and st.phase == "hero"


def test_dc_cmb_07_a_hero_may_pass_without_acting():
    s = duo()
    st = s.state
    assert Pass(0) in legal_actions(st)
    hand = list(st.heroes[0].hand)
    st.forced = list(MISS)
    s.apply(Pass(0))
    assert st.heroes[0].hand == hand and st.active_hero == 1


def test_dc_cmb_05_conditions_resolve_before_the_hero_acts():
    s = duo()
    st = s.state
    st.heroes[1].cond["fire"] = 1
    st.forced = list(MISS)
    s.apply(Pass(0))
    assert st.active_hero == 1 and st.phase == "hero" and st.actions_left == 2
    assert st.heroes[1].vigor == 8 - 2 and "fire" not in st.heroes[1].cond


def test_dc_cmb_10_no_hand_size_limit():
    s = duo()
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["pharanor.arcane_recovery#1", "pharanor.speed#1"])
    h.hand += [h.draw.cards.pop() for _ in range(6)]
    s.apply(PlayCard(0, "pharanor.arcane_recovery#1", ""))
    assert len(h.hand) == 8 + 3 - 1  # nothing is discarded down to a limit


def test_dc_cmb_15_lowest_tier_at_position_one():
    s = session(["pharanor"], [], seed=3, players=1, tiers=[3, 1, 2])
    # one player: the two highest tiers are removed (DC-DIFF-01), the rest sit lowest first
    st = s.state
    from game.desconfronto.creatures import CREATURES

    tiers = [CREATURES[c.creature].tier for c in st.creatures]
    assert tiers == sorted(tiers)
    s4 = session(["pharanor", "tesser", "artan", "kandra"], [], seed=3, tiers=[3, 1, 2, 1])
    tiers4 = [CREATURES[c.creature].tier for c in s4.state.creatures]
    assert tiers4 == [1, 1, 2, 3]


def test_dc_cmb_17_a_stunned_creature_skips_its_activation_and_draws_no_card():
    s = duo()
    st = s.state
    st.creatures[0].cond["stunned"] = 1
    s.apply(Pass(0))
    assert st.cdiscard.cards == [] and "stunned" not in st.creatures[0].cond
    assert st.heroes[0].vigor == 6 and st.active_hero == 1 and st.active_creature == 1


def test_dc_cmb_21_physical_pipeline_order_bonus_purification_thunder_then_shields():
    """AMB-07: dice + Purification dealt + Thunder on the defender − creature shields, floored at 0."""
    st = duo().state
    st.heroes[0].cond.update(purification=3, pur_turns=2)  # dealt +2
    st.creatures[1].thunder = [2]  # +1
    st.forced = ["hit1", "corrupted"]
    events = damage.hero_attack(st, 0, "c1", 2)
    data = events[0].data
    assert (data["damage"], data["shields"], data["wounds"]) == (1 + 2 + 1, 1, 3)
    assert st.creatures[1].vigor == 4 - 3 and st.creatures[1].thunder == [1]


def test_dc_cmb_26_shields_do_not_stop_magic_nor_wounds():
    st = duo().state
    st.heroes[0].shields.append(["tesser.holy_armour#1", 3])
    st.heroes[1].hand.remove("tesser.holy_armour#1")
    damage.magic(st, "h0", 2)
    damage.wound(st, "h0", 1, "direct")
    assert st.heroes[0].vigor == 6 - 3 and st.heroes[0].shields == [["tesser.holy_armour#1", 3]]


def test_dc_cmb_27_creature_shields_reduce_every_physical_attack_and_are_never_spent():
    st = duo().state
    for _ in range(2):
        st.forced = ["hit2"]
        damage.hero_attack(st, 0, "c1", 1)
    assert st.creatures[1].vigor == 4 - 1 - 1  # Froggo's 1 shield counted against both hits


def test_dc_cmb_28_active_shields_carry_into_the_next_combat():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.arcane_protection#1"])
    s.apply(PlayCard(0, "pharanor.arcane_protection#1", "h1"))
    start_combat(st, ["stone_crab"], spoils=1)
    assert st.heroes[1].shields == [["pharanor.arcane_protection#1", 3]]


def test_dc_cmb_41_the_creature_action_deck_is_whole_and_shuffled_each_combat():
    s = duo()
    st = s.state
    assert sorted(st.cdeck.cards) == sorted(ACTION_CARDS) and st.cdeck.cards != sorted(ACTION_CARDS)
    st.forced = list(MISS)
    s.apply(Pass(0))
    start_combat(st, ["stone_crab"], spoils=1)
    assert sorted(st.cdeck.cards) == sorted(ACTION_CARDS) and st.cdiscard.cards == []


def _attack_on_tesser_with_fildon_ready():
    s = session(["tesser", "fildon"], ["bicudo"], seed=13)
    st = s.state
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    set_hand(st, 1, ["fildon.dominate_target#1"])
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit1"]  # the Active Hero, normal: 3 damage
    return s


def test_dc_cmb_33_reaction_window_opens_for_a_ready_hero():
    s = _attack_on_tesser_with_fildon_ready()
    s.apply(Pass(0))
    assert React(1, "fildon.dominate_target#1") in legal_actions(s.state)


def test_dc_cmb_33_dc_cond_10_a_stunned_hero_cannot_react():
    s = _attack_on_tesser_with_fildon_ready()
    s.state.heroes[1].cond["stunned"] = 1
    s.apply(Pass(0))
    assert s.state.pending is None and s.state.heroes[0].vigor == 8 - 3


def test_dc_cmb_33_one_reaction_per_round():
    s = _attack_on_tesser_with_fildon_ready()
    s.state.heroes[1].reaction_used = True
    s.apply(Pass(0))
    assert s.state.pending is None and s.state.heroes[0].vigor == 8 - 3


def test_dc_exh_01_an_exhausted_hero_spends_the_whole_next_turn_getting_up():
    s = duo()
    st = s.state
    damage.wound(st, "h1", 8, "direct")
    hand = list(st.heroes[1].hand)
    st.forced = list(MISS)
    s.apply(Pass(0))
    assert st.active_hero == 0 and st.heroes[1].hand == hand  # no action was taken
    assert len(st.cdiscard.cards) == 2  # her turn still had its Creature Phase


def test_dc_exh_05_empty_deck_but_cards_in_hand_keeps_playing():
    s = duo()
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["pharanor.speed#1", "pharanor.clairvoyance#1"])
    h.discard.cards[:0] = h.draw.cards
    h.draw.cards = []
    s.apply(PlayCard(0, "pharanor.speed#1", ""))
    assert not h.exhausted and st.actions_left == 3
    s.apply(PlayCard(0, "pharanor.clairvoyance#1", ""))
    assert h.exhausted == "cards"  # the hand is empty now: down at once (AMB-48)


def test_dc_exh_09_an_exhausted_hero_ticks_nothing_and_is_not_targeted():
    s = duo()
    st = s.state
    damage.wound(st, "h1", 8, "direct")
    st.heroes[1].cond["poison"] = 3
    stack_creature_deck(st, "ambush", "hesitant_strike")
    # lowest Vigor would be Tesser: she is skipped; then Froggo misses with disadvantage
    st.forced = ["purified", "hit2", "hit1", "hit1", "hit1", "hit1"] + MISS[:6]
    s.apply(Pass(0))
    assert st.active_hero == 0 and st.forced == []
    assert st.heroes[0].vigor == 6 - 2 and st.heroes[1].vigor == 5
    assert st.heroes[1].cond["poison"] == 3  # getting up took the turn; nothing ticked


def test_dc_cmb_21_a_creatures_corruption_does_not_raise_its_magical_attack():
    """AMB-07: Purification/Corruption change physical dice attacks only; a magical creature's dice
    deal their rolled value (Thunder still adds)."""
    s = session(["pharanor", "tesser"], ["gloomwing"], seed=5)
    st = s.state
    set_hand(st, 1, ["tesser.heal_wounds#1"])
    st.creatures[0].cond.update(corruption=2, cor_turns=2)
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit1", "hit1"]  # the Active Hero, normal: 2 magical damage
    s.apply(Pass(0))
    assert st.heroes[0].vigor == 6 - 2


def test_dc_cmb_21_a_creatures_corruption_raises_its_physical_attack():
    s = duo()
    st = s.state
    st.creatures[0].cond.update(corruption=2, cor_turns=2)  # flat +1 (AMB-05)
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit1", "hit1"]
    s.apply(Pass(0))
    assert st.heroes[0].vigor == 6 - 3


def test_dc_cmb_21_purification_does_not_lower_a_magical_attack_on_nina():
    """AMB-07 for the companion path too (DC-HERO-GEL-02): the rolled magical damage lands whole."""
    from game.desconfronto.companion import attack_companion

    s = session(["gelien"], ["gloomwing"], seed=5)
    st = s.state
    st.creatures[0].cond["purification"] = 1
    nina = st.heroes[0].res["nina"]
    st.forced = ["hit1", "hit2"]
    attack_companion(st, 0, 0, "normal")
    assert st.heroes[0].res["nina"] == nina - 3


AFTER = {"options": {"modifiers_after_shields": True}}


def test_dc_cmb_21_thunder_after_shields_option_on_a_hero_attack():
    """AMB-07's alternative: Thunder on the defending creature adds after its shields."""
    for extra, wounds in (({}, 0), (AFTER, 1)):
        st = duo(**extra).state
        st.creatures[1].thunder = [2]  # Froggo, 1 shield
        st.forced = ["corrupted"]
        damage.hero_attack(st, 0, "c1", 1)
        assert st.creatures[1].vigor == 4 - wounds


def test_dc_cmb_21_thunder_after_shields_option_on_ninas_attack():
    from game.desconfronto.heroes.gelien import nina_attack

    for extra, wounds in (({}, 0), (AFTER, 1)):
        st = session(["gelien"], ["froggo"], seed=5, **extra).state
        st.creatures[0].thunder = [2]
        st.forced = ["corrupted"]
        nina_attack(st, 0, "c0", 1)
        assert st.creatures[0].vigor == 4 - wounds


def test_dc_cmb_21_thunder_after_shields_option_on_an_attack_on_nina():
    from game.desconfronto.companion import attack_companion

    for extra, wounds in (({}, 0), (AFTER, 1)):
        st = session(["gelien"], ["bicudo"], seed=5, **extra).state
        h = st.heroes[0]
        h.draw.remove("gelien.hunters_defence#1") if "gelien.hunters_defence#1" in h.draw else h.hand.remove(
            "gelien.hunters_defence#1"
        )
        h.res["nina_shields"] = [["gelien.hunters_defence#1", 3]]
        h.res["nina_thunder"] = [2]
        nina = h.res["nina"]
        st.forced = ["hit1", "hit1"]  # 2 damage against 3 shields
        attack_companion(st, 0, 0, "normal")
        assert h.res["nina"] == nina - wounds

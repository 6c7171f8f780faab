"""Challenge rules beyond the worked example (ZW-CHAL), each with fixed dice."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia import challenge as ch_
from game.zerywia import challenge_resolve
from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.options import RULES
from tests.game.zerywia.dice import Faces, attr, nix

MAXIMA = {VIGOR: 4, INSTINCT: 3, WILL: 3}


def hero(seat=0, prepared=("leshy", "borovils_heart", "scarecrow"), reserve=("harpy",)):
    h = new_hero("goryv", MAXIMA, seat)
    h.prepared, h.reserve = list(prepared), list(reserve)
    return h


def opts(**changes):
    return {**RULES.defaults(), **changes}


def test_zw_chal_13_14_nix_set_counts_its_sources_and_overflows_into_murk_tokens():
    a, b = hero(0), hero(1)
    ch, _ = ch_.start("chort", [a, b], ["ruin"], opts(), murk_in_region=True, under_blackstone=True, extra_nix=1)
    assert sum(d.kind == "nix" for d in ch.dice) == 3  # 2 heroes + Murk + Blackstone + 1 = 5: capped at 3
    assert ch.murk_tokens == 2


def test_zw_chal_08_10_strengthen_adds_difficulty_only_and_defile_adds_its_advantage_and_nix_effects():
    h = hero()
    h.taints = [WILL]
    ch, _ = ch_.start("chort", [h], ["wilderness"], opts(), strengthen=["upir_thrall"], defile="drowned_wretch")
    assert ch.difficulty == [VIGOR, WILL, VIGOR]  # the Upir's Vigor added; the Defile card's none
    assert ch.enemy_shields == [INSTINCT, WILL]  # the Chort's terrain Shield and the Wretch's Taint one
    assert ch.cards() == ["chort", "upir_thrall", "drowned_wretch"]


def test_zw_chal_11_12_injury_advantage_gives_one_shield_per_injured_attribute():
    h = hero()
    h.injuries[VIGOR] = 2
    h.injuries[WILL] = 1
    ch, _ = ch_.start("upir_thrall", [h], ["mountain"], opts())
    assert ch.enemy_shields == [VIGOR, WILL]


def test_zw_chal_11_terrain_advantage_only_in_its_terrain():
    ch, _ = ch_.start("chort", [hero()], ["mountain", "settlement"], opts())
    assert ch.enemy_shields == []


def test_zw_chal_22_a_fourth_die_of_one_attribute_becomes_a_rune():
    h = hero()
    ch, _ = ch_.start("chort", [h], ["ruin"], opts())
    for source in ("feat:a", "feat:b", "feat:c"):
        ch_.add_die(ch, h, WILL, source)
    ch_.add_die(ch, h, WILL, "feat:d")
    assert sum(d.kind == WILL for d in ch.dice) == 3 and ch.runes == [WILL]


def test_zw_chal_15_reaction_swaps_a_card_for_the_new_banners_attribute():
    h = hero()
    ch, _ = ch_.start("chort", [h], ["ruin"], opts())
    ch_.react(ch, h, "leshy", "harpy")
    assert h.prepared[0] == "harpy" and "leshy" in h.reserve and h.value[WILL] == 2
    with pytest.raises(IllegalAction) as no:
        ch_.react(ch, h, "leshy", "harpy")  # the Leshy is no longer Prepared
    assert no.value.key == "zerywia.refuse.not_prepared"


def test_zw_chal_17_amb_17_a_reaction_cap_when_the_variant_sets_one():
    h = hero()
    ch, _ = ch_.start("chort", [h], ["ruin"], opts(challenge_max_reactions=1))
    ch_.react(ch, h, "leshy", "harpy")
    h.reserve.append("leshy")
    with pytest.raises(IllegalAction) as no:
        ch_.react(ch, h, "harpy", "leshy")
    assert no.value.key == "zerywia.refuse.no_more_reactions"


def test_zw_hero_07_a_banner_cannot_be_paid_from_zero():
    h = hero()
    h.value[WILL] = 0
    ch, _ = ch_.start("chort", [h], ["ruin"], opts())
    with pytest.raises(IllegalAction) as no:
        ch_.buy_banner(ch, h, "scarecrow")
    assert no.value.key == "zerywia.refuse.cannot_pay" and ch.dice[-1].kind == "nix"


def rolled(h, faces, enemy="chort", terrains=("ruin",), **options):
    ch, _ = ch_.start(enemy, [h], list(terrains), opts(**options))
    ch_.buy_banner(ch, h, "leshy")
    ch_.buy_banner(ch, h, "borovils_heart")
    ch_.buy_banner(ch, h, "scarecrow")
    ch_.roll(ch, Faces(*faces))
    return ch


def test_zw_chal_27_28_rerolls_banner_once_if_paid_and_prime_only_on_own_dice():
    h = hero()
    ch = rolled(h, [nix("empty"), attr("empty"), attr("empty"), attr("empty")])
    with pytest.raises(IllegalAction) as no:
        ch_.reroll_prime(ch, h, 0, Faces())  # a Nix die
    assert no.value.key == "zerywia.refuse.not_own_die"
    with pytest.raises(IllegalAction) as no:
        ch_.reroll_banner(ch, h, "scarecrow", 1, Faces())  # the Vigor die: not the Banner's type
    assert no.value.key == "zerywia.refuse.wrong_die_type"
    ch_.reroll_banner(ch, h, "scarecrow", 3, Faces(attr("empty")))
    with pytest.raises(IllegalAction) as no:
        ch_.reroll_banner(ch, h, "scarecrow", 3, Faces())
    assert no.value.key == "zerywia.refuse.ability_used"
    for _ in range(3):  # Prime: as often as it lasts
        ch_.reroll_prime(ch, h, 3, Faces(attr("empty")))
    with pytest.raises(IllegalAction) as no:
        ch_.reroll_prime(ch, h, 3, Faces())
    assert no.value.key == "zerywia.refuse.no_prime"


def test_zw_chal_27_an_unpaid_banner_gives_no_reroll():
    h = hero()
    ch, _ = ch_.start("chort", [h], ["ruin"], opts())
    ch_.add_die(ch, h, WILL, "feat:x")
    ch_.roll(ch, Faces(nix("empty"), attr("empty")))
    with pytest.raises(IllegalAction) as no:
        ch_.reroll_banner(ch, h, "scarecrow", 1, Faces())
    assert no.value.key == "zerywia.refuse.banner_unpaid"


def test_zw_chal_29_offerings_reroll_any_die_unless_an_aura_forbids_them():
    h = hero()
    ch = rolled(h, [nix("critical"), attr("empty"), attr("empty"), attr("empty")], enemy="upir_thrall")
    h.offerings = 1
    ch_.reroll_offering(ch, h, 0, Faces(nix("empty")))
    assert ch.dice[0].face == "empty" and h.offerings == 0
    with pytest.raises(IllegalAction) as no:
        ch_.reroll_offering(ch, h, 0, Faces())
    assert no.value.key == "zerywia.refuse.no_offering"
    h.trophies = 3
    ch_.reroll_offering(ch, h, 0, Faces(nix("hit")), with_trophies=True)  # 3 Trophies as an Offering
    assert h.trophies == 0 and ch.dice[0].face == "hit"
    chort = rolled(hero(), [nix("critical"), attr("empty"), attr("empty"), attr("empty")])
    h.offerings = 3
    with pytest.raises(IllegalAction) as no:
        ch_.reroll_offering(chort, h, 0, Faces())
    assert no.value.key == "zerywia.refuse.aura_no_offerings"


def test_zw_chal_34_breaking_of_the_shield_needs_a_critical_of_the_shields_type():
    h = hero(prepared=("leshy", "borovils_heart"))
    ch, _ = ch_.start("chort", [h], ["wilderness"], opts())  # an Instinct Shield
    ch_.buy_banner(ch, h, "leshy")
    ch_.buy_banner(ch, h, "borovils_heart")
    ch_.roll(ch, Faces(nix("empty"), attr("critical"), attr("critical")))
    with pytest.raises(IllegalAction) as no:
        ch_.break_shield(ch, h, 1)  # a Vigor Critical against an Instinct Shield
    assert no.value.key == "zerywia.refuse.no_enemy_shield"
    ch_.break_shield(ch, h, 2)
    assert ch.enemy_shields == [] and ch.dice[2].face == "pierce" and ch.dice[2].spent == "hero"
    with pytest.raises(IllegalAction) as no:
        ch_.reroll_prime(ch, h, 2, Faces())
    assert no.value.key == "zerywia.refuse.die_fixed"


def test_zw_chal_03_38_40_failure_costs_one_point_per_uncovered_symbol_and_nothing_for_shields():
    h = hero()
    ch = rolled(h, [nix("empty"), attr("empty"), attr("pierce"), attr("empty")], terrains=("wilderness",))
    ch_.end_determination(ch)
    before = dict(h.value)
    outcome, _ = challenge_resolve.resolve(ch, [h])
    assert not outcome.success and outcome.feed_the_breed and outcome.turn_ends
    # Vigor and Will uncovered: one point each; the Instinct Shield left over costs nothing (AMB-19);
    # the Protect Shield (Instinct) cannot cancel them (AMB-20)
    assert outcome.losses == [(0, "loss", VIGOR), (0, "loss", WILL)]
    assert h.value == {VIGOR: before[VIGOR] - 1, INSTINCT: before[INSTINCT], WILL: before[WILL] - 1}
    assert h.trophies == 0


def test_zw_chal_39_amb_20_the_variant_lets_any_spare_cancel_any_loss():
    h = hero()
    ch = rolled(
        h, [nix("empty"), attr("empty"), attr("pierce"), attr("empty")], mitigation_requires_matching_type=False
    )
    ch_.end_determination(ch)
    outcome, _ = challenge_resolve.resolve(ch, [h])
    # two uncovered symbols; a spare Instinct Pierce and the Instinct Shield cancel both
    assert not outcome.success and outcome.losses == [] and len(outcome.cancelled) == 2


def test_zw_chal_35_amb_18_an_unused_critical_is_a_pierce_unless_the_variant_says_no():
    for counts, won in ((True, True), (False, False)):
        h = hero()
        ch = rolled(h, [nix("empty"), attr("critical"), attr("empty"), attr("pierce")],
                    unused_critical_counts_as_pierce=counts)
        ch_.end_determination(ch)
        outcome, _ = challenge_resolve.resolve(ch, [h])
        assert outcome.success is won


def test_zw_chal_41_43_nix_dice_critical_first_then_hit_then_murk_once_per_defiled_card():
    h = hero(prepared=())
    h.value = {VIGOR: 6, INSTINCT: 3, WILL: 6}
    h.printed_max = dict(h.value)
    ch, _ = ch_.start("chort", [h], ["ruin"], opts(), defile="drowned_wretch", extra_nix=2)
    ch_.roll(ch, Faces(nix("murk"), nix("hit"), nix("critical")))
    ch_.end_determination(ch)
    outcome, _ = challenge_resolve.resolve(ch, [h])
    causes = [what for _, what, _ in outcome.losses]
    assert all(c == "loss" for c in causes)
    attrs = [a for _, _, a in outcome.losses]
    # Difficulty: Vigor, Will uncovered. Critical: Chort hit (V) twice, Wretch hit (W) twice;
    # Hit: V, W; Murk: Chort (I), Wretch (I, V).
    assert attrs[:2] == [VIGOR, WILL]
    assert attrs[2:] == [VIGOR, VIGOR, WILL, WILL, VIGOR, WILL, INSTINCT, INSTINCT, VIGOR]


def test_zw_inj_01_losses_at_zero_become_injuries_during_a_challenge():
    h = hero(prepared=())
    h.value = {VIGOR: 0, INSTINCT: 3, WILL: 3}
    ch, _ = ch_.start("upir_thrall", [h], ["ruin"], opts())
    ch_.roll(ch, Faces(nix("hit")))
    ch_.end_determination(ch)
    outcome, _ = challenge_resolve.resolve(ch, [h])
    assert outcome.losses == [(0, "injury", VIGOR), (0, "injury", VIGOR), (0, "loss", WILL)]
    assert h.current_max(VIGOR) == 2


def test_zw_chal_45_success_wins_the_trophies_of_every_card_and_no_journey_token_for_a_threat():
    h = hero(prepared=("leshy",))
    ch, _ = ch_.start("chort", [h], ["ruin"], opts(), strengthen=["upir_thrall"])
    ch_.buy_banner(ch, h, "leshy")
    ch_.add_die(ch, h, VIGOR, "feat:x")
    ch_.add_die(ch, h, WILL, "feat:y")
    ch_.roll(ch, Faces(nix("empty"), attr("pierce"), attr("pierce"), attr("pierce")))
    ch_.end_determination(ch)
    outcome, _ = challenge_resolve.resolve(ch, [h])
    assert outcome.success and outcome.trophies == 3 and h.trophies == 3
    assert not outcome.journey_token and h.journey_tokens == []  # AMB-43: not from an Exploration card


def test_zw_chal_steps_are_refused_out_of_order():
    h = hero()
    ch, _ = ch_.start("chort", [h], ["ruin"], opts())
    with pytest.raises(IllegalAction) as no:
        ch_.end_determination(ch)
    assert no.value.key == "zerywia.refuse.wrong_step"
    ch_.roll(ch, Faces(nix("empty")))
    with pytest.raises(IllegalAction) as no:
        ch_.buy_banner(ch, h, "leshy")
    assert no.value.key == "zerywia.refuse.wrong_step"


def test_zw_chal_07_46_ambush_first_and_bane_on_failure(monkeypatch):
    from game.zerywia import content as zc

    c = zc.content()
    fierce = c.enemies["upir_thrall"].model_copy(update={"ambush": "lose_will", "bane": "taint"})
    monkeypatch.setitem(c.enemies, "upir_thrall", fierce)
    h = hero(prepared=())
    ch, _ = ch_.start("upir_thrall", [h], ["ruin"], opts())
    assert h.value[WILL] == 2  # the Ambush, before anything else
    ch_.roll(ch, Faces(nix("empty")))
    ch_.end_determination(ch)
    outcome, _ = challenge_resolve.resolve(ch, [h])
    assert not outcome.success and h.taints  # the Bane's Taint


def test_zw_hero_19_a_hero_in_the_dread_wins_no_trophies():
    h = hero(prepared=("leshy",))
    h.dread = "taints"
    ch, _ = ch_.start("upir_thrall", [h], ["ruin"], opts())
    ch_.buy_banner(ch, h, "leshy")
    ch_.roll(ch, Faces(nix("empty"), attr("pierce")))
    ch_.end_determination(ch)
    outcome, _ = challenge_resolve.resolve(ch, [h])
    assert outcome.success and outcome.trophies == 0 and h.trophies == 0


def test_zw_chal_46_a_printed_challenge_feeds_no_breed():
    from game.zerywia.content import content

    card = next(c for c in content().exploration.values() if c.challenge is not None)
    h = hero(prepared=())
    ch, _ = ch_.start(card.id, [h], [card.terrain], opts(), from_exploration=True)
    assert card.challenge is not None and ch.difficulty == card.challenge.difficulty
    assert ch.enemy_shields == []  # a printed Challenge has no Advantage
    ch_.roll(ch, Faces(nix("empty")))
    ch_.end_determination(ch)
    outcome, _ = challenge_resolve.resolve(ch, [h])
    assert not outcome.success and not outcome.feed_the_breed and outcome.turn_ends


def test_zw_chal_21_amb_47_the_dread_banner_one_die_for_one_prime_once():
    h = hero(prepared=())
    ch, _ = ch_.start("chort", [h], ["ruin"], opts())
    with pytest.raises(IllegalAction) as no:
        ch_.buy_dread_banner(ch, h, VIGOR)
    assert no.value.key == "zerywia.refuse.not_in_dread"
    h.dread = "taints"
    ch_.buy_dread_banner(ch, h, VIGOR)
    assert h.prime == 2 and ch.dice[-1].kind == VIGOR and ch.dice[-1].source == "dread"
    with pytest.raises(IllegalAction) as no:
        ch_.buy_dread_banner(ch, h, VIGOR)
    assert no.value.key == "zerywia.refuse.dread_banner_used"

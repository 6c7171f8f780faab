"""The Challenge's steps one by one (ZW-CHAL), with fixed dice: what the rulebook's Challenge
Overview (L633-L663), Initiation (L686-L751), Determination (L755-L780) and Resolution (L784-L820)
each say, asserted on Goryv (Vigor 4, Instinct 3, Will 3) with the Leshy (an Ally with Help, a
Vigor Critical), Borovil's Heart (a Ritual with Protect) and the Scarecrow (a Relic with a reroll)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia import challenge as ch_
from game.zerywia import challenge_resolve
from game.zerywia.actions import PlayFeat
from game.zerywia.feats import parts, play
from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.options import RULES
from game.zerywia.powers import applies_now
from tests.game.zerywia.dice import Faces, attr, nix

MAXIMA = {VIGOR: 4, INSTINCT: 3, WILL: 3}


def hero(seat=0, prepared=("leshy", "borovils_heart", "scarecrow"), reserve=("harpy",)):
    h = new_hero("goryv", MAXIMA, seat)
    h.prepared, h.reserve = list(prepared), list(reserve)
    return h


def start(enemy="chort", heroes=None, terrains=("ruin",), **kw):
    heroes = heroes or [hero()]
    return ch_.start(enemy, heroes, list(terrains), RULES.defaults(), **kw)


def test_zw_chal_01_04_06_a_printed_challenge_runs_the_three_phases_from_its_reveal():
    """Any confrontation settled with dice is a Challenge: an Exploration card's own (the Grey Pack)
    as well as an Enemy card; it is revealed first, then Initiation, Determination, Resolution."""
    h = hero()
    for foe in ("w_wolf_pack", "chort"):
        ch, events = start(foe, [h])
        assert events[0].kind == "zerywia.challenge.revealed" and events[0].data == {"enemy": foe}
        assert ch.phase == ch_.INITIATION
        ch_.roll(ch, Faces(nix("empty")))
        assert ch.phase == ch_.DETERMINATION
        ch_.end_determination(ch)
        assert ch.phase == ch_.RESOLUTION
        challenge_resolve.resolve(ch, [h])
        assert ch.phase == ch_.OVER and ch.result == "failure"


def test_zw_chal_02_25_nix_effects_come_whatever_the_outcome_a_critical_twice():
    h = hero()
    ch, _ = start()
    ch_.buy_banner(ch, h, "leshy")
    ch_.add_die(ch, h, WILL, "feat:x")
    ch_.roll(ch, Faces(nix("critical"), attr("pierce"), attr("pierce")))
    ch_.end_determination(ch)
    out, _ = challenge_resolve.resolve(ch, [h])
    assert out.success  # Vigor and Will covered, and still the Critical costs the Chort's Hit twice
    assert out.losses == [(0, "loss", VIGOR), (0, "loss", VIGOR)] and h.value[VIGOR] == 2


def test_zw_chal_25_a_murk_face_costs_the_cards_murk_loss():
    h = hero()
    ch, _ = start()
    ch_.roll(ch, Faces(nix("murk")))
    ch_.end_determination(ch)
    out, _ = challenge_resolve.resolve(ch, [h])
    assert (0, "loss", INSTINCT) in out.losses  # the Chort's Murk costs Instinct


def test_zw_chal_42_a_spare_pierce_cancels_one_nix_loss_and_is_used_up():
    h = hero()
    ch, _ = start()
    ch_.buy_banner(ch, h, "leshy")
    ch_.add_die(ch, h, VIGOR, "feat:x")
    ch_.add_die(ch, h, WILL, "feat:y")
    ch_.roll(ch, Faces(nix("critical"), attr("pierce"), attr("pierce"), attr("pierce")))
    ch_.end_determination(ch)
    out, _ = challenge_resolve.resolve(ch, [h])
    # two Vigor Pierces for one Vigor symbol: the spare cancels one Hit of the Critical, not both
    assert out.cancelled == [("pierce", VIGOR)] and out.losses == [(0, "loss", VIGOR)]


def test_zw_chal_18_a_banner_gives_one_die_for_a_point_of_its_attribute_help_for_free():
    h = hero(prepared=("leshy", "harpy"), reserve=())
    ch, _ = start(heroes=[h])
    ch_.buy_banner(ch, h, "harpy")  # a Relic: 1 Will
    ch_.buy_banner(ch, h, "leshy")  # an Ally with Help: free
    assert h.value == {VIGOR: 4, INSTINCT: 3, WILL: 2}
    assert [d.kind for d in ch.dice if d.kind != "nix"] == [WILL, VIGOR]
    with pytest.raises(IllegalAction) as no:
        ch_.buy_banner(ch, h, "harpy")
    assert no.value.key == "zerywia.refuse.banner_bought"


def test_zw_chal_20_a_protect_banner_gives_a_shield_of_its_type_when_bought():
    h = hero()
    ch, _ = start(heroes=[h])
    assert ch.shields == []
    ch_.buy_banner(ch, h, "borovils_heart")
    assert ch.shields == [INSTINCT] and h.value[INSTINCT] == 2


def test_zw_chal_19_31_32_33_a_critical_ability_works_unpaid_needs_its_type_and_still_pierces():
    """The Leshy's Critical (a Vigor die between the crossed swords) works whether or not its Banner
    was bought; the die turns to its Pierce, stays on the card and is still a Pierce in Resolution."""
    h = hero()
    ch, _ = start(heroes=[h])
    ch_.add_die(ch, h, VIGOR, "feat:x")
    ch_.add_die(ch, h, WILL, "feat:y")
    ch_.roll(ch, Faces(nix("empty"), attr("critical"), attr("critical")))
    with pytest.raises(IllegalAction) as no:
        ch_.use_critical(ch, h, "leshy", 2)  # a Will Critical: not the Leshy's type
    assert no.value.key == "zerywia.refuse.wrong_die_type"
    ch_.use_critical(ch, h, "leshy", 1)
    die = ch.dice[1]
    assert die.face == "pierce" and die.spent == "leshy" and ch.runes == [VIGOR] and ch.shields == [VIGOR]
    with pytest.raises(IllegalAction) as no:
        ch_.use_critical(ch, h, "leshy", 1)
    assert no.value.key == "zerywia.refuse.ability_used"
    ch_.end_determination(ch)
    out, _ = challenge_resolve.resolve(ch, [h])
    assert out.success  # Vigor by the turned die (and a spare Rune), Will by the unused Critical


def test_zw_chal_23_the_roll_throws_the_hero_set_with_the_nix_set():
    h = hero()
    ch, _ = start(heroes=[h])
    ch_.buy_banner(ch, h, "leshy")
    ch_.buy_banner(ch, h, "scarecrow")
    assert all(d.face == "" or d.face is None for d in ch.dice)
    ch_.roll(ch, Faces(nix("hit"), attr("empty"), attr("pierce")))
    assert [(d.kind, d.face) for d in ch.dice] == [("nix", "hit"), (VIGOR, "empty"), (WILL, "pierce")]
    with pytest.raises(IllegalAction):
        ch_.buy_banner(ch, h, "borovils_heart")  # Initiation is over once rolled


def test_zw_chal_24_a_rune_is_a_pierce_of_its_type_and_an_empty_face_nothing():
    h = hero()
    ch, _ = start(heroes=[h])
    ch_.buy_banner(ch, h, "leshy")
    ch.runes.append(WILL)
    ch_.roll(ch, Faces(nix("empty"), attr("pierce")))
    ch_.end_determination(ch)
    assert challenge_resolve.resolve(ch, [h])[0].success
    ch, _ = start(heroes=[hero()])
    ch.runes.append(WILL)
    ch_.add_die(ch, h, VIGOR, "feat:x")
    ch_.roll(ch, Faces(nix("empty"), attr("empty")))
    ch_.end_determination(ch)
    assert not challenge_resolve.resolve(ch, [h])[0].success


def test_zw_chal_26_an_ability_works_once_per_challenge():
    h = hero()
    ch, _ = start(heroes=[h], terrains=("wilderness",))
    ch_.use_initiation(ch, h, "leshy")  # the Leshy's Instinct Shield in the Wilderness
    with pytest.raises(IllegalAction) as no:
        ch_.use_initiation(ch, h, "leshy")
    assert no.value.key == "zerywia.refuse.ability_used" and ch.shields == [INSTINCT]


def test_zw_chal_36_once_determination_ends_the_results_are_final():
    h = hero()
    ch, _ = start(heroes=[h])
    ch_.buy_banner(ch, h, "leshy")
    ch_.roll(ch, Faces(nix("hit"), attr("empty")))
    ch_.end_determination(ch)
    with pytest.raises(IllegalAction):
        ch_.reroll_prime(ch, h, 1, Faces(attr("pierce")))
    assert ch.dice[1].face == "empty" and h.prime == 3


def test_zw_chal_37_a_resolution_ability_waits_for_the_roll():
    """Dalbor's Feat is a Resolution ability (a Will Rune): not at Initiation, and once the dice are
    rolled it adds its Rune before the results are applied."""
    h = new_hero("dalbor", MAXIMA)
    h.feats = ["dalbor_feat"]
    ch, _ = start(heroes=[h])
    side = parts("dalbor_feat", "ability")[0]
    assert not applies_now(side, ch)
    ch_.roll(ch, Faces(nix("empty")))
    assert applies_now(side, ch)
    play(h, PlayFeat(0, "dalbor_feat", "ability"), ch, Faces())
    assert ch.runes == [WILL] and h.used_feats == ["dalbor_feat"]


def test_zw_chal_52_53_a_group_gives_each_loss_to_whom_it_decides_and_the_trophies_to_the_initiator():
    a, b = hero(0), hero(1)
    ch, _ = start(heroes=[a, b])
    ch_.pass_buying(ch, a)
    ch_.pass_buying(ch, b)
    ch_.roll(ch, Faces(nix("hit"), nix("empty")))
    ch_.end_determination(ch)
    asked = []

    def assign(attr, why):
        asked.append((attr, why))
        return 1

    out, _ = challenge_resolve.resolve(ch, [a, b], assign)
    assert asked == [(VIGOR, "difficulty"), (WILL, "difficulty"), (VIGOR, "hit")]  # Nix losses too
    assert {seat for seat, _, _ in out.losses} == {1} and a.value == MAXIMA
    assert b.value == {VIGOR: 2, INSTINCT: 3, WILL: 2}


def test_zw_chal_55_a_challenge_an_exploration_card_brought_gives_a_journey_token():
    h = hero()
    ch, _ = start("chort", [h], from_exploration=True)
    ch_.buy_banner(ch, h, "leshy")
    ch_.add_die(ch, h, WILL, "feat:x")
    ch_.roll(ch, Faces(nix("empty"), attr("pierce"), attr("pierce")))
    ch_.end_determination(ch)
    out, _ = challenge_resolve.resolve(ch, [h])
    assert out.success and out.journey_token and h.journey_tokens == ["journey"]

"""Feats (ZW-HERO-35/36, L244-L245, L461): the hero's own and its Mark of Thymor in hand at setup,
played at their moment, with a Kicker for a Taint or for the Kicker alone, then turned until Camp
recovers them."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.core.rng import Rng
from game.zerywia import challenge as ch_
from game.zerywia.actions import PlayFeat
from game.zerywia.camp import camp_restores
from game.zerywia.feats import play
from game.zerywia.game import ZerywiaGame
from game.zerywia.options import RULES

GAME = ZerywiaGame()


def test_zw_hero_36_44_each_hero_starts_with_its_feat_and_the_mark_of_its_birth_thymor():
    state = GAME.new_game({"heroes": ["svara", "goryv"]}, 3)
    for hero in state.heroes:
        assert hero.feats == [f"{hero.hero}_feat", f"mark_{hero.birth}"]


def test_zw_hero_35_a_feat_is_played_at_its_moment_turned_and_recovered_at_camp():
    state = GAME.new_game({"heroes": ["goryv"]}, 3)
    hero = state.heroes[0]
    with pytest.raises(IllegalAction):
        play(hero, PlayFeat(0, "goryv_feat"), None, Rng(0))  # a die: only at Initiation
    hero.prepared = []
    ch, _ = ch_.start("chort", [hero], ["ruin"], RULES.defaults())
    play(hero, PlayFeat(0, "goryv_feat", "both"), ch, Rng(0))
    assert [d.kind for d in ch.dice] == ["nix", "vigor"] and ch.shields == ["vigor"] and len(hero.taints) == 1
    assert "goryv_feat" in hero.used_feats and "goryv_feat" not in hero.feats
    camp_restores(hero, None, [])  # Camp step 4
    assert "goryv_feat" in hero.feats


def test_l245_a_feat_may_be_played_for_its_kicker_alone():
    state = GAME.new_game({"heroes": ["goryv"]}, 3)
    hero = state.heroes[0]
    hero.prepared = []
    ch, _ = ch_.start("chort", [hero], ["ruin"], RULES.defaults())
    play(hero, PlayFeat(0, "goryv_feat", "kicker"), ch, Rng(0))
    assert [d.kind for d in ch.dice] == ["nix"] and ch.shields == ["vigor"]

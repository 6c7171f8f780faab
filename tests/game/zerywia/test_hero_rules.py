"""A hero's card, Attributes, Prime, Injuries, Dread and Path Stone (ZW-HERO, ZW-INJ) and the
Attribute Test's levels (ZW-TEST), each asserted on its own."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia import challenge as ch_
from game.zerywia.attribute_test import reroll_test, roll_test, start_test
from game.zerywia.camp import camp_restores
from game.zerywia.content import content
from game.zerywia.game import ZerywiaGame
from game.zerywia.gods import worship
from game.zerywia.hero import INSTINCT, PRIME_LIMIT, VIGOR, WILL, add_path, lose, new_hero
from game.zerywia.map_models import TIME_OF_QUARTER
from game.zerywia.options import RULES
from game.zerywia.taint import receive_taint
from tests.game.zerywia.dice import Faces, attr, nix

MAXIMA = {VIGOR: 4, INSTINCT: 3, WILL: 3}
GAME = ZerywiaGame()


def test_zw_hero_01_02_each_hero_card_gives_its_title_maxima_camp_ability_limits_and_dread_side():
    heroes = content().base("heroes")
    assert sorted(heroes) == ["dalbor", "goryv", "hexdrinker", "svara", "veda"]
    heroes = content().heroes  # the expansion packs' heroes give all of it too
    for h in heroes.values():
        assert h.title.en and h.title.pt and set(h.maxima.model_dump()) == {VIGOR, INSTINCT, WILL}
        assert h.camp and set(h.limits.model_dump()) == {"relic", "ritual", "ally"}
        assert h.dread_banner in (VIGOR, INSTINCT, WILL)  # the Dread side's Banner (ZW-CHAL-21)


def test_zw_hero_04_08_a_hero_starts_on_its_maxima_with_three_prime():
    state = GAME.new_game({"heroes": ["goryv", "veda"]}, 1)
    for h in state.heroes:
        printed = content().heroes[h.hero].maxima.model_dump()
        assert h.value == printed == h.printed_max and h.prime == PRIME_LIMIT == 3


def test_zw_hero_06_inj_02_a_loss_at_zero_is_an_injury_the_first_flips_the_blocker_one_slot():
    h = new_hero("goryv", MAXIMA)
    h.value[WILL] = 0
    assert not h.injured(WILL)
    assert lose(h, WILL) == [("injury", WILL)]
    assert h.value[WILL] == 0 and h.injured(WILL) and h.current_max(WILL) == 2  # never below zero


def test_zw_inj_05_an_injury_stays_through_camp_and_rest():
    """Permanent until an ability heals it: the Camp's restores give points, never a Blocker back
    (no authored card heals an Injury yet)."""
    h = new_hero("goryv", MAXIMA)
    h.value[VIGOR] = 0
    lose(h, VIGOR)
    camp_restores(h, VIGOR, ["vigor", "vigor", "vigor"])
    assert h.injuries[VIGOR] == 1 and h.value[VIGOR] == h.current_max(VIGOR) == 3


def test_zw_inj_06_10_injuries_feed_the_injury_advantage_a_primal_shift_does_not():
    h = new_hero("goryv", MAXIMA)
    h.primal = [VIGOR]  # the Blocker moved, unflipped
    ch, _ = ch_.start("upir_thrall", [h], ["ruin"], RULES.defaults())
    assert ch.enemy_shields == []
    h.value[VIGOR] = 0
    lose(h, VIGOR)  # now an Injury on top: flipped
    assert h.current_max(VIGOR) == 2
    ch, _ = ch_.start("upir_thrall", [h], ["ruin"], RULES.defaults())
    assert ch.enemy_shields == [VIGOR]


def test_zw_hero_09_prime_rerolls_the_same_own_die_again_and_again_while_it_lasts():
    h = new_hero("goryv", MAXIMA)
    h.prepared = ["leshy"]
    ch, _ = ch_.start("chort", [h], ["ruin"], RULES.defaults())
    ch_.buy_banner(ch, h, "leshy")
    ch_.roll(ch, Faces(nix("hit"), attr("empty")))
    for n in range(3):
        ch_.reroll_prime(ch, h, 1, Faces(attr("empty")))
        assert h.prime == 2 - n
    with pytest.raises(IllegalAction) as no:
        ch_.reroll_prime(ch, h, 1, Faces())
    assert no.value.key == "zerywia.refuse.no_prime"


def test_zw_hero_10_in_a_test_prime_rerolls_an_own_die_never_a_nix_die():
    h = new_hero("goryv", MAXIMA)
    t = start_test(h, VIGOR, "easy", RULES.defaults())
    roll_test(t, Faces(attr("empty"), nix("hit")))
    nix_at = next(i for i, (k, _) in enumerate(t.dice) if k == "nix")
    with pytest.raises(IllegalAction) as no:
        reroll_test(t, nix_at, Faces(), h, "prime")
    assert no.value.key == "zerywia.refuse.not_own_die" and h.prime == 3
    reroll_test(t, 0, Faces(attr("pierce")), h, "prime")
    assert t.dice[0] == (VIGOR, "pierce") and h.prime == 2


def test_zw_test_01_02_a_test_needs_one_two_or_three_pierces_and_has_no_enemy():
    h = new_hero("goryv", MAXIMA)
    needed = {level: start_test(h, VIGOR, level, RULES.defaults()).needed for level in ("easy", "hard", "epic")}
    assert needed == {"easy": 1, "hard": 2, "epic": 3}
    t = start_test(h, VIGOR, "hard", RULES.defaults())
    assert not hasattr(t, "enemy") and not hasattr(t, "enemy_shields")


def test_zw_hero_25_45_a_hero_in_the_dread_plays_on_and_a_new_taint_is_primal_for_that_hero_only():
    state = GAME.new_game({"heroes": ["goryv", "veda"]}, 1)
    goryv, veda = state.heroes
    for a in (VIGOR, INSTINCT, WILL):
        receive_taint(goryv, a)
    assert goryv.dread == "taints" and veda.dread == ""
    assert any(a.player == 0 for a in GAME.legal_actions(state))  # takes turns normally
    receive_taint(goryv)
    assert len(goryv.primal) == 1 and veda.primal == [] and veda.taints == []


def test_zw_hero_26_27_the_kolovrats_times_of_day_are_the_compass_directions():
    assert TIME_OF_QUARTER == {"east": "dawn", "south": "noon", "west": "dusk", "north": "night"}
    state = GAME.new_game({"heroes": ["goryv"]}, 1)
    assert state.time == "dawn"  # the Turn marker leaves the Camp for Dawn first


def test_zw_hero_30_33_a_fourth_path_pushes_the_oldest_out_a_curse_too():
    h = new_hero("goryv", MAXIMA)
    assert [add_path(h, p) for p in ("curse", "heroic", "wild")] == [None, None, None]
    assert add_path(h, "mystic") == "curse" and h.paths == ["heroic", "wild", "mystic"]


def test_zw_hero_31_at_most_one_god_on_the_path_stone():
    state = GAME.new_game({"heroes": ["goryv"]}, 1)
    h = state.heroes[0]
    h.offerings = 2
    first, second = state.gods[0], state.gods[1]
    worship(state, h, first, False)
    worship(state, h, second, False)
    assert h.god == second and first in state.gods and second not in state.gods


def test_zw_hero_34_saga_cards_are_relics_rituals_allies_and_stories_feats_are_held_in_hand():
    types = {s.type for s in content().sagas.values()}
    assert types <= {"relic", "ritual", "ally", "story"}
    state = GAME.new_game({"heroes": ["goryv"]}, 1)
    h = state.heroes[0]
    assert h.feats and not set(h.feats) & set(h.prepared)  # in hand, not on the Character Board
    assert all(c in content().sagas for c in h.prepared)

"""The rulebook's Challenge example (L854-L858): Goryv against the Chort, replayed with its dice.

Initiation: the Chort asks for a Vigor and a Will Pierce; in the Wilderness its green Advantage
gives it an Instinct Shield; two Nix dice (the base one and one from the Scenario's rules). Goryv
does not React; he takes the Leshy's Vigor die free (Help), Borovil's Heart's Instinct die for 1
Instinct (with its Protect Shield) and the Scarecrow's Will die for 1 Will, then the Leshy's
Initiation ability gives another Instinct Shield. Roll: Vigor and Will empty, an Instinct Pierce;
Nix: a Critical and a Murk. Determination: 1 Prime rerolls the Vigor die (a Critical); the
Scarecrow's Banner rerolls the Will die (a Pierce); the Leshy's Critical turns the Vigor die to its
Pierce for a Vigor Rune and a Vigor Shield, and the Scarecrow then takes the Chort's Instinct
Shield. Resolution: Success, the Critical's two Vigor losses and the Murk's Instinct loss all
cancelled, the Chort's Trophy won.

Where the example's text spends the one Vigor Rune twice (on the Difficulty and again on a Nix
loss), the engine uses each Rune, Pierce and Shield once: the Vigor Pierce of the turned die is
the second cancel, and the outcome is the same - Goryv leaves unscathed.
"""

from __future__ import annotations

from game.zerywia import challenge as ch_
from game.zerywia import challenge_resolve
from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.options import RULES
from tests.game.zerywia.dice import Faces, attr, nix

GORYV = {VIGOR: 4, INSTINCT: 3, WILL: 3}  # authored maxima (the rulebook prints none)


def goryv():
    hero = new_hero("goryv", GORYV)
    hero.prepared = ["leshy", "borovils_heart", "scarecrow"]
    hero.reserve = ["harpy"]
    return hero


def test_zw_chal_goryv_against_the_chort_replays_the_rulebook_example():
    hero = goryv()
    ch, events = ch_.start(
        "chort", [hero], ["wilderness"], RULES.defaults(), extra_nix=1, from_exploration=True
    )
    # Initiation 1-5
    assert ch.difficulty == [VIGOR, WILL]
    assert ch.enemy_shields == [INSTINCT]
    assert [d.kind for d in ch.dice] == ["nix", "nix"] and ch.murk_tokens == 0
    # 7-8: the three Banners, then the Leshy's Initiation Shield
    ch_.buy_banner(ch, hero, "leshy")
    ch_.buy_banner(ch, hero, "borovils_heart")
    ch_.buy_banner(ch, hero, "scarecrow")
    ch_.use_initiation(ch, hero, "leshy")
    assert hero.value == {VIGOR: 4, INSTINCT: 2, WILL: 2}  # the Leshy's die was free
    assert sorted(ch.shields) == [INSTINCT, INSTINCT]
    # 9: the roll (dice in the set's order: Nix, Nix, Vigor, Instinct, Will)
    dice = Faces(nix("critical"), nix("murk"), attr("empty"), attr("pierce"), attr("empty"))
    ch_.roll(ch, dice)
    assert [d.face for d in ch.dice] == ["critical", "murk", "empty", "pierce", "empty"]
    # Determination
    ch_.reroll_prime(ch, hero, 2, Faces(attr("critical")))
    assert hero.prime == 2 and ch.dice[2].face == "critical"
    ch_.reroll_banner(ch, hero, "scarecrow", 4, Faces(attr("pierce")))
    ch_.use_critical(ch, hero, "leshy", 2)
    assert ch.dice[2].face == "pierce" and ch.dice[2].spent == "leshy"
    assert ch.runes == [VIGOR] and sorted(ch.shields) == [INSTINCT, INSTINCT, VIGOR]
    assert ch.enemy_shields == []  # the Scarecrow took the Instinct Shield
    ch_.end_determination(ch)
    # Resolution
    outcome, _ = challenge_resolve.resolve(ch, [hero])
    assert outcome.success and outcome.losses == []
    assert sorted(a for _, a in outcome.cancelled) == [INSTINCT, VIGOR, VIGOR]
    assert hero.value == {VIGOR: 4, INSTINCT: 2, WILL: 2}  # unscathed: only the Banners' costs paid
    assert hero.trophies == 1 and outcome.trophies == 1
    assert outcome.journey_token and hero.journey_tokens == ["journey"]  # drawn by an Exploration card
    assert not outcome.feed_the_breed and ch.result == "success"

"""Group Challenges (ZW-CHAL-49..53): dice bought one at a time in turn from every participant's
Banners into one pool capped at 3 per Attribute, Prime only on one's own dice (AMB-46), the losses
given out as the group decides."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.zerywia import challenge as ch_
from game.zerywia import challenge_resolve
from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.options import RULES
from tests.game.zerywia.dice import Faces, attr, nix


def two_heroes():
    a = new_hero("goryv", {VIGOR: 4, INSTINCT: 3, WILL: 3}, seat=0)
    b = new_hero("veda", {VIGOR: 2, INSTINCT: 3, WILL: 4}, seat=1)
    a.prepared = ["leshy", "scarecrow"]
    b.prepared = ["harpy", "borovils_heart"]
    return a, b


def test_zw_chal_50_51_one_die_at_a_time_in_turn_until_everyone_passes():
    a, b = two_heroes()
    ch, _ = ch_.start("chort", [a, b], ["ruin"], RULES.defaults())
    assert sum(d.kind == "nix" for d in ch.dice) == 2  # the base die times two heroes
    ch_.buy_banner(ch, a, "leshy")
    with pytest.raises(IllegalAction) as no:
        ch_.buy_banner(ch, a, "scarecrow")  # Veda buys next
    assert no.value.key == "zerywia.refuse.not_your_die"
    ch_.buy_banner(ch, b, "harpy")
    ch_.buy_banner(ch, a, "scarecrow")
    ch_.pass_buying(ch, b)
    with pytest.raises(IllegalAction) as no:
        ch_.roll(ch, Faces())
    assert no.value.key == "zerywia.refuse.buying_not_done"
    ch_.add_die(ch, a, WILL, "feat:x")  # Veda passed: Goryv goes on alone
    ch_.pass_buying(ch, a)
    will_dice = [d for d in ch.dice if d.kind == WILL]
    assert [d.owner for d in will_dice] == [1, 0, 0] and ch.runes == []
    ch_.roll(ch, Faces(nix("empty"), nix("empty"), attr("empty"), attr("empty"), attr("empty"), attr("empty")))
    # AMB-46: Prime rerolls only the dice a hero bought
    veda_die = ch.dice.index(will_dice[0])
    with pytest.raises(IllegalAction) as no:
        ch_.reroll_prime(ch, a, veda_die, Faces())
    assert no.value.key == "zerywia.refuse.not_own_die"
    ch_.reroll_prime(ch, b, veda_die, Faces(attr("pierce")))
    ch_.end_determination(ch)
    # The group gives the uncovered Vigor to Goryv and nothing else is lost
    outcome, _ = challenge_resolve.resolve(ch, [a, b], assign=lambda at, why: 0 if at == VIGOR else 1)
    assert not outcome.success and outcome.losses == [(0, "loss", VIGOR)]
    # the Banners were paid by their owners: the Scarecrow by Goryv, the Harpy by Veda
    assert a.value == {VIGOR: 3, INSTINCT: 3, WILL: 2} and b.value == {VIGOR: 2, INSTINCT: 3, WILL: 3}

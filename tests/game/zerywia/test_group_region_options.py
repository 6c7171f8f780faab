"""A group takes on a Region Option's checks too (issue 9: balance round 3). L836-L849 let heroes
in the same Region at the same time of day join forces in any Challenge but a Saga card's
(ZW-CHAL-49..54), and L892 lets them take a Test together: one hero builds the set, each other adds
one Rune of the tested Attribute and no Nix die (ZW-TEST-12/13). The game offered only a Threat's
Enemy; now the Rift's guardian, the Hollows' Hunt and the two rituals' Hard Will Tests are offered
too. A Region Option is no Action, so a Test's helpers keep theirs (AMB-31); a fight's joiners
spend theirs (AMB-59)."""

from __future__ import annotations

import pytest

from game.zerywia.actions import EndDetermination, JoinChallenge, PassBuying, Rest, RollDice, TakeOption
from game.zerywia.game import ZerywiaGame
from game.zerywia.words import action_label, event_line
from tests.game.zerywia.dice import Faces, attr, nix
from tests.game.zerywia.geo_fixture import small_map  # noqa: F401 (the fixture)

GAME = ZerywiaGame()

pytestmark = pytest.mark.usefixtures("small_map")


def at_the_temple(side: str = "murk"):
    """Goryv and Veda together on Goryv's Exis Temple (Murk there from the setup, ZW-SCEN-04)."""
    state = GAME.new_game({"heroes": ["goryv", "veda"]}, 2)
    goryv, veda = state.heroes
    temple = f"{goryv.birth}_exis_temple"
    goryv.region = veda.region = temple
    state.land.tokens["murk"][temple] = side
    return state, temple


def bind_with_help(join: bool):
    state, temple = at_the_temple()
    GAME.apply(state, Rest(0))
    GAME.apply(state, TakeOption(0, "bind_test"))
    assert state.step == "join" and GAME.legal_actions(state) == [JoinChallenge(1, True), JoinChallenge(1, False)]
    assert "Will Test" in action_label(state, JoinChallenge(1, True))
    events = GAME.apply(state, JoinChallenge(1, join))
    test = state.test
    assert state.step == "test" and test is not None and test.attr == "will" and test.needed == 2
    own = sum(kind != "nix" for kind, _ in test.dice)
    nix_dice = sum(kind == "nix" for kind, _ in test.dice)
    runes = test.runes
    # one Pierce of the hero's own: a pass only with the helper's Rune
    state.rng = Faces(attr("pierce"), *[attr("empty")] * (own - 1), *[nix("empty")] * nix_dice)
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))
    return state, temple, runes, nix_dice, events


def test_zw_test_12_13_amb_31_a_hero_in_the_region_helps_the_murk_binding_test_with_one_rune():
    helped, temple, runes, nix_dice, events = bind_with_help(True)
    alone, _, runes_alone, nix_alone, _ = bind_with_help(False)
    assert runes == runes_alone + 1 and nix_dice == nix_alone  # one Rune, no Nix die for the helper
    assert [e.kind for e in events if e.kind.endswith("joined")] == ["zerywia.test.joined"]
    assert "helps" in event_line(helped, next(e for e in events if e.kind == "zerywia.test.joined"))
    assert temple not in helped.land.tokens["murk"]  # bound (ZW-ACT-34)
    assert alone.land.tokens["murk"][temple] == "murk"
    # the Ritual is a Region Option, not an Action: Veda still has her Dawn turn, Goryv's is spent
    assert helped.time == "dawn" and helped.acted == [0]


def test_zw_chal_49_54_the_rifts_guardian_is_fought_together_and_the_joiner_spends_its_action():
    state, temple = at_the_temple("murkrift")
    state.enemy_deck.cards = ["chort", "drowned_wretch", "upir_thrall"]
    GAME.apply(state, Rest(0))
    GAME.apply(state, TakeOption(0, "close_rift"))
    assert state.step == "join"
    assert "fight" in action_label(state, JoinChallenge(1, True))
    GAME.apply(state, JoinChallenge(1, True))
    ch = state.challenge
    assert state.step == "challenge" and state.context == "rift" and ch.seats == [0, 1]
    assert ch.defile is not None  # a guardian in its Murkrift is Defiled (ZW-ACT-31)
    # one base die per hero (ZW-CHAL-50) and one for the Murk: three, the cap
    assert sum(d.kind == "nix" for d in ch.dice) == 3
    for seat in (0, 1):  # every participant passes its buying turn, in turn (ZW-CHAL-51)
        GAME.apply(state, PassBuying(seat))
    state.rng = Faces(nix("empty"), nix("empty"), nix("empty"))
    GAME.apply(state, RollDice(0))
    GAME.apply(state, EndDetermination(0))  # a Failure: the Murkrift stays
    assert state.land.tokens["murk"][temple] == "murkrift"
    # both Actions went into the fight (AMB-59): Dawn is over for the table
    assert state.time == "noon" and state.acted == []

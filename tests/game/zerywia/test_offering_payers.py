"""Any hero pays an Offering, or 3 Trophies, for another hero's reroll (ZW-RES-06, ZW-RES-08,
ZW-TEST-08, ZW-CHAL-29; L975-L986, AMB-55; issue 9): ``Reroll.payer`` names who pays, -1 the
acting hero; the acting hero still asks, and the payer's tokens go, not the acting hero's."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction, action_from_json, action_to_json
from game.zerywia import challenge as ch_
from game.zerywia import geography
from game.zerywia.actions import ACTION_CLASSES, Reroll
from game.zerywia.attribute_test import roll_test, start_test
from game.zerywia.game import ZerywiaGame
from game.zerywia.hero import VIGOR
from game.zerywia.offer_payers import bot_options
from tests.game.zerywia.dice import Faces, attr, nix

GAME = ZerywiaGame()


@pytest.fixture(autouse=True)
def authored_map():
    geography.use(None)  # other Zerywia tests put a small hand-made map in
    yield


def _face(kind: str, face: str) -> tuple[str, str]:
    return nix(face) if kind == "nix" else attr(face)


def table(enemy="upir_thrall", heroes=("svara", "goryv")):
    """Svara (seat 0) in a Challenge's Determination, every die rolled empty; nobody holds a token."""
    state = GAME.new_game({"heroes": list(heroes)}, 1)
    me = state.heroes[0]
    ch, _ = ch_.start(enemy, [me], ["ruin"], state.options)
    ch_.roll(ch, Faces(*[attr("empty")] * 8))
    state.challenge, state.step, state.active = ch, "challenge", 0
    for h in state.heroes:
        h.offerings, h.trophies = 0, 0
    return state


def rerolls(state):
    return [a for a in GAME.legal_actions(state) if isinstance(a, Reroll) and a.by in ("offering", "amber")]


def test_zw_res_06_another_heros_offering_rerolls_my_die_and_only_the_payers_token_goes():
    state = table()
    me, goryv = state.heroes
    goryv.offerings, me.offerings = 2, 1
    die = state.challenge.dice[0]
    paid = Reroll(0, 0, "offering", 1)
    assert paid in rerolls(state) and Reroll(0, 0, "offering") in rerolls(state)
    state.rng = Faces(_face(die.kind, "critical" if die.kind != "nix" else "hit"))
    events = GAME.apply(state, paid)
    assert goryv.offerings == 1 and me.offerings == 1  # Goryv paid; Svara's token kept
    assert die.face in ("critical", "hit")
    assert any(e.kind == "zerywia.hero.offered" and e.data["seat"] == 1 for e in events)


def test_zw_res_08_three_trophies_pay_for_a_reroll_by_the_hero_itself_or_by_a_partner():
    state = table()
    me, goryv = state.heroes
    assert rerolls(state) == []  # nobody holds an Offering or 3 Trophies
    me.trophies, goryv.trophies = 3, 4
    assert {(a.by, a.payer) for a in rerolls(state) if a.die == 0} == {("amber", -1), ("amber", 1)}
    kind = state.challenge.dice[0].kind
    state.rng = Faces(_face(kind, "empty"), _face(kind, "empty"))
    GAME.apply(state, Reroll(0, 0, "amber"))
    assert me.trophies == 0 and goryv.trophies == 4 and me.offerings == 0
    GAME.apply(state, Reroll(0, 0, "amber", 1))
    assert goryv.trophies == 1 and me.trophies == 0


def test_zw_chal_29_an_aura_against_offerings_blocks_every_payer():
    state = table(enemy="chort")  # the Chort's Aura: no Offerings in this Challenge
    for h in state.heroes:
        h.offerings, h.trophies = 2, 6
    assert rerolls(state) == []
    with pytest.raises(IllegalAction):
        GAME.apply(state, Reroll(0, 0, "offering", 1))
    assert state.heroes[1].offerings == 2


def test_zw_res_06_refusals_name_the_payer_with_nothing_an_unknown_payer_and_prime():
    state = table()
    state.heroes[0].offerings = 1  # Svara could pay herself; Goryv has nothing
    assert GAME.refusal(state, Reroll(0, 0, "offering", 1)).key == "zerywia.refuse.no_offering"
    assert GAME.refusal(state, Reroll(0, 0, "amber", 1)).key == "zerywia.refuse.no_amber"
    assert GAME.refusal(state, Reroll(0, 0, "offering", 7)).key == "zerywia.refuse.unknown_payer"
    state.heroes[1].prime = 2  # Prime stays with its hero (ZW-GEN-05)
    assert GAME.refusal(state, Reroll(0, 0, "prime", 1)).key == "zerywia.refuse.payer_offering_only"
    with pytest.raises(IllegalAction):
        GAME.apply(state, Reroll(0, 0, "offering", 1))
    assert state.heroes[0].offerings == 1


def test_zw_test_08_a_partners_offering_rerolls_a_tests_nix_die():
    state = table()
    state.challenge, state.step = None, "test"
    me, goryv = state.heroes
    state.test = start_test(me, VIGOR, "easy", state.options)
    roll_test(state.test, Faces(*[attr("empty")] * 6, nix("critical"), nix("critical")))
    nix_die = next(i for i, (kind, _f) in enumerate(state.test.dice) if kind == "nix")
    goryv.offerings, goryv.trophies = 1, 3
    listed = {(a.die, a.by, a.payer) for a in rerolls(state)}
    assert (nix_die, "offering", 1) in listed and (nix_die, "amber", 1) in listed
    state.rng = Faces(nix("empty"))
    GAME.apply(state, Reroll(0, nix_die, "offering", 1))
    assert state.test.dice[nix_die] == ("nix", "empty") and goryv.offerings == 0 and goryv.trophies == 3


def test_a_paid_reroll_goes_through_json_and_an_old_move_without_a_payer_is_the_heros_own():
    """ZW-RES-06's payer is saved with the move; a move saved before it (no "payer") is unchanged."""
    paid = Reroll(0, 2, "amber", 1)
    data = action_to_json(paid)
    assert data["payer"] == 1 and action_from_json(data, ACTION_CLASSES) == paid
    old = action_from_json({"type": "Reroll", "player": 0, "die": 1, "by": "offering"}, ACTION_CLASSES)
    assert old == Reroll(0, 1, "offering") and old.payer == -1


def test_bots_never_spend_another_seats_tokens_and_a_whole_table_bot_asks_only_the_richest():
    """ZW-RES-06 for bots: a seated bot (maybe beside humans) pays only its own; a bot playing the
    whole table sees one partner per kind, the hero holding the most of it."""
    state = table(heroes=("svara", "goryv", "veda"))
    state.heroes[1].offerings, state.heroes[2].offerings = 1, 3
    state.heroes[1].trophies, state.heroes[2].trophies = 5, 3
    legal = GAME.legal_actions(state)
    seated = bot_options(state, legal, 0)
    assert not any(isinstance(a, Reroll) and a.payer >= 0 for a in seated)
    table_bot = {(a.by, a.payer) for a in bot_options(state, legal, None) if isinstance(a, Reroll) and a.die == 0}
    assert table_bot == {("offering", 2), ("amber", 1)}  # the most Offerings; the most Trophies
    assert GAME.bot_options(state, legal, 0) == seated

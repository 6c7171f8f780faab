"""The arena's preparation and its first round (DC-COL-02..06; rulebook L169-173, L1011): the head item
only, the optional artifacts, the mulligan, no attack and no Creature Phase in the first round, both
actions mandatory. Real actions through ``DesconfrontoGame().apply``."""

from __future__ import annotations

from game.desconfronto.actions import DrawCard, Flee, Pass, PlayCard, Sacrifice
from game.desconfronto.coliseum_actions import Mulligan
from game.desconfronto.items import artifacts_of, starting_item
from tests.game.desconfronto.coliseum.rules_helpers import G, arena, card, draw_turn, give, kinds_of, refused


def _new(heroes, seed=1, **extra):
    setup = {"mode": "coliseum", "players": len(heroes), "heroes": heroes, **extra}
    return G.new_game(setup, seed)


def test_dc_col_02_only_the_head_item_no_elders_no_prestige():
    """L169: only the starting item (the head garment); Legendary Weapons, Elders, Prestige banned."""
    s = _new(["artan", "kandra", "tesser"], elders=["x"], prestige=True)
    assert s.setup.keys() >= {"mode", "beasts", "artifacts"}
    assert "elders" not in s.setup and "prestige" not in s.setup
    for h in s.heroes:
        assert h.item == starting_item(h.hero) and h.item
        assert h.bag == []
        assert h.subclass == "" and h.granted == []
        assert all(not c.startswith("elder") for c in h.draw.cards + h.hand)


def test_dc_col_03_the_optional_challenge_brings_the_legendary_weapon_and_personal_artifact():
    """L170: "your group may use the Legendary Weapons and the Personal Artifacts"."""
    s = _new(["artan", "kandra"], artifacts=True)
    for h in s.heroes:
        assert h.item == starting_item(h.hero)
        assert sorted(h.bag) == sorted(artifacts_of(h.hero))


def test_dc_col_04_mulligan_sends_the_chosen_cards_to_the_bottom_and_draws_as_many():
    """L172: draw 5, send any number to the bottom of the draw pile, draw the same number."""
    s = _new(["artan", "kandra"])
    assert s.pending["kind"] == "mulligan" and s.pending["player"] == 0
    h = s.heroes[0]
    assert len(h.hand) == 5
    back = sorted(h.hand)[:2]
    top = h.draw.cards[-2:]  # the top of the deck is the end of the list
    G.apply(s, Mulligan(0, ",".join(back)))
    assert h.draw.cards[:2] == back  # on the bottom
    assert sorted(h.hand) == sorted([c for c in sorted(h.hand) if c not in top] + top)
    assert set(top) <= set(h.hand) and not set(back) & set(h.hand)
    assert len(h.hand) == 5
    assert s.pending["kind"] == "mulligan" and s.pending["player"] == 1  # in turn order


def test_dc_col_04_keeping_the_hand_changes_nothing_and_the_first_turn_starts_after_the_last_mulligan():
    s = _new(["artan", "kandra"])
    hand0 = list(s.heroes[0].hand)
    G.apply(s, Mulligan(0, ""))
    assert s.heroes[0].hand == hand0
    events = G.apply(s, Mulligan(1, ""))
    assert "dc.turn" in kinds_of(events)
    assert s.pending is None and s.phase == "hero" and s.active_hero == 0 and s.actions_left == 2


def test_dc_col_04_refusals_at_the_mulligan_leave_the_state_unchanged():
    s = _new(["artan", "kandra"])
    refused(s, Mulligan(1, ""), "illegal.not_your_turn")  # not seat 1's choice yet
    other = s.heroes[1].hand[0]
    refused(s, Mulligan(0, other), "dc_coliseum.refusal.not_now")  # not a card of this hand
    refused(s, DrawCard(0), "dc_coliseum.refusal.not_now")  # no action before the mulligan


def test_dc_col_04_no_attack_in_the_first_round():
    """L172: "No attack is allowed in this first round!" — no card aimed at a rival, no Sacrifice."""
    s = arena(["kandra", "artan"], past_first_round=False)
    bb, heal = give(s, 0, "kandra.brutal_blow", "kandra.bestial_recovery")
    acts = G.legal_actions(s)
    assert PlayCard(0, heal, "h0") in acts
    assert not any(getattr(a, "target", "")[:1] == "h" and getattr(a, "target", "") != "h0" for a in acts)
    assert not any(type(a) is Sacrifice for a in acts)
    refused(s, PlayCard(0, bb, "h1"), "dc_coliseum.refusal.first_round")
    refused(s, Sacrifice(0, bb, "h1"), "dc_coliseum.refusal.first_round")
    # the second seat's first turn is still the first round
    draw_turn(s)
    assert s.active_hero == 1 and s.turn == 2
    assert not any(type(a) is Sacrifice for a in G.legal_actions(s))
    draw_turn(s)
    assert s.turn == 3  # the second round: attacks allowed
    assert Sacrifice(0, s.heroes[0].hand[0], "h1") in G.legal_actions(s)


def test_dc_col_05_no_creature_phase_without_the_beasts():
    """L172/L193: the players do not play the Creature phase (unless Condemnation by Beasts)."""
    s = arena(["kandra", "artan"])
    events = draw_turn(s)
    assert "dc.action_card" not in kinds_of(events)
    assert s.creatures == [] and s.active_hero == 1 and s.phase == "hero"


def test_dc_col_06_both_actions_are_mandatory():
    """L173 / L1011: all players must carry out their 2 actions — Pass only when nothing else can be done."""
    s = arena(["kandra", "artan"])
    assert Pass(0) not in G.legal_actions(s)
    refused(s, Pass(0), "dc_coliseum.refusal.must_act")
    G.apply(s, DrawCard(0))
    assert s.actions_left == 1
    refused(s, Pass(0), "dc_coliseum.refusal.must_act")
    refused(s, Flee(0), "dc_coliseum.refusal.no_flee")


def test_dc_col_06_pass_only_when_no_action_is_possible():
    s = arena(["kandra", "artan"])
    h = s.heroes[0]
    only = card(s, 0, "kandra.bestial_recovery")
    give(s, 0, "kandra.bestial_recovery")
    s.heroes[1].exhausted = "wounds"  # no rival to aim at
    h.draw.cards.clear()
    h.item = ""
    acts = G.legal_actions(s)
    assert Pass(0) not in acts and PlayCard(0, only, "h0") in acts

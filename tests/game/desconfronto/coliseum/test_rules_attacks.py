"""Attacks between heroes and the defender's shields (DC-COL-07, DC-COL-11 with DC-CMB-24/25; L175, L183,
L396): a rival's physical attack waits for the defender's choice of Active Shields, the attacking card
resolves on after it, an area attack names its main target and everyone takes the damage."""

from __future__ import annotations

from game.desconfronto.actions import DrawCard, PlayCard, Sacrifice, TakeHit, UseItem, UseShield
from game.desconfronto.content import card_def
from tests.game.desconfronto.coliseum.rules_helpers import (
    G,
    arena,
    card,
    dice,
    give,
    kinds_of,
    play,
    refused,
    shield,
)


def test_dc_col_07_a_rivals_attack_waits_for_the_defenders_shield_choice_then_the_card_resolves_on():
    """DC-CMB-25 (L396) with a hero defending: the defender sees the damage, then spends shields or takes
    the hit; the attacking card's later effects (here: draw 2) run only after the answer."""
    s = arena(["kandra", "artan"])
    sw, = give(s, 0, "kandra.strength_of_the_wilds")  # attack 2 dice, then draw 2
    sh = shield(s, 1, "artan.sentinel", 2)
    dice(s, "hit2", "hit1")
    events = play(s, 0, sw, "h1")
    assert s.pending.kind == "col_shields" and s.pending.player == 1
    assert s.pending.data == {"attacker": 0, "damage": 3}
    assert "dc.attack" not in kinds_of(events) and s.heroes[1].vigor == 8  # nothing landed yet
    assert s.heroes[0].hand == []  # the card's draw waits behind the attack
    assert G.legal_actions(s) == [UseShield(1, sh), TakeHit(1)]
    refused(s, DrawCard(0), "illegal.not_your_turn")  # the attacker waits too
    refused(s, UseShield(1, card(s, 1, "artan.relentless")), "dc_coliseum.refusal.not_now")
    events = G.apply(s, UseShield(1, sh))
    assert kinds_of(events).count("dc.attack") == 1
    assert s.heroes[1].vigor == 8 - 1  # 3 damage, 2 shield
    assert sh in s.heroes[1].discard.cards and s.heroes[1].shields == []
    assert len(s.heroes[0].hand) == 2  # the card resolved on: draw 2
    assert sw in s.heroes[0].discard.cards
    assert s.pending.kind == "revide"


def test_dc_col_07_taking_the_hit_keeps_theshield():
    s = arena(["kandra", "artan"])
    sw, = give(s, 0, "kandra.strength_of_the_wilds")
    sh = shield(s, 1, "artan.sentinel", 2)
    dice(s, "hit2", "hit1")
    play(s, 0, sw, "h1")
    G.apply(s, TakeHit(1))
    assert s.heroes[1].vigor == 8 - 3
    assert s.heroes[1].shields == [[sh, 2]]
    assert len(s.heroes[0].hand) == 2


def test_dc_col_07_a_sacrifice_on_a_rival_asks_the_shields_too():
    s = arena(["artan", "kandra"])
    c, = give(s, 0, "artan.sentinel")
    sh = shield(s, 1, "kandra.savage_resistance", 2)
    dice(s, "hit2")
    G.apply(s, Sacrifice(0, c, "h1"))
    assert s.pending["kind"] == "col_shields"
    G.apply(s, UseShield(1, sh))
    assert s.heroes[1].vigor == 9  # 2 damage, 2 shield: no wound
    assert s.coliseum.marks[1] == []  # L183: a hit fully stopped places no token
    assert s.actions_left == 1 and s.active_hero == 0


def test_dc_col_07_an_area_attack_names_a_main_target_and_hits_every_rival():
    """L175: for area attacks a main target is declared; only it may Revide; everyone takes the damage."""
    s = arena(["gelien", "artan", "kandra"])
    rain, = give(s, 0, "gelien.rain_of_arrows")
    assert card_def(rain).targets == ()
    acts = [a for a in G.legal_actions(s) if type(a) is PlayCard and a.card == rain]
    assert sorted(a.target for a in acts) == ["h1", "h2"]  # a main target is named
    refused(s, PlayCard(0, rain, ""), "dc_coliseum_rules.refusal.main_target")
    dice(s, "hit2", "hit2", "hit2", "hit2")
    play(s, 0, rain, "h2")
    assert s.heroes[1].vigor == 8 - 4 and s.heroes[2].vigor == 9 - 3  # Kandra's reduction (DC-HERO-KAN-02)
    assert s.coliseum.marks[1] == [0] and s.coliseum.marks[2] == [0]
    assert s.pending["kind"] == "revide" and s.pending["player"] == 2  # the main target only
    assert [q["seat"] for q in s.coliseum.queue] == [2]


def test_dc_col_07_an_attack_made_with_no_rival_standing_has_nobody_to_aim_at():
    s = arena(["artan", "kandra"])
    dp, = give(s, 0, "artan.divine_punishment")
    s.heroes[1].exhausted = "wounds"
    assert not any(getattr(a, "target", "") == "h1" for a in G.legal_actions(s))
    refused(s, PlayCard(0, dp, "h1"), "dc.illegal.bad_target")


def test_dc_col_07_the_defenders_class_passives_apply_to_a_rivals_attack():
    """A rival's physical attack meets the defender's side a creature's meets (DC-CMB-21): Kandra's damage
    reduction of 1 (DC-HERO-KAN-02) applies to it. (Fixed: ``duel.py`` skipped the ``attack_declared``
    passives — Kandra's reduction, Marzak's and Tainara's tokens, Tesser's Bulwark, Artan's ward.)"""
    s = arena(["artan", "kandra"])
    dp, = give(s, 0, "artan.divine_punishment")
    dice(s, "hit2", "hit2")
    events = play(s, 0, dp, "h1")
    assert "dc.kandra_hide" in kinds_of(events)
    hit = next(e for e in events if e.kind == "dc.attack")
    assert hit.data["damage"] == 4 and hit.data["wounds"] == 3
    assert s.heroes[1].vigor == 9 - 3


def test_dc_col_07_tessers_bulwark_token_soaks_a_rivals_attack():
    s = arena(["kandra", "tesser"])
    bb, = give(s, 0, "kandra.brutal_blow")
    s.heroes[1].res["vshield"] = 1
    dice(s, "hit1", "hit1", "hit1")
    play(s, 0, bb, "h1")
    assert s.heroes[1].res["vshield"] == 0
    assert s.heroes[1].vigor == s.heroes[1].max_vigor - 2


def test_dc_col_07_an_items_attack_waits_on_the_shields_and_the_item_resolves_on():
    """The Active Item's attack (DC-CMB-06f) on a rival with shields is held like a card's; its later
    effect (Moonlit Scalate: heal 1) runs after the defender's answer (``items.resume_use``)."""
    s = arena(["artan", "kandra"], artifacts=True)
    art = s.heroes[0]
    art.item = "moonlit_scalate"
    art.vigor = 6
    sh = shield(s, 1, "kandra.savage_resistance", 2)
    acts = [a for a in G.legal_actions(s) if type(a) is UseItem and a.target == "h1"]
    assert acts
    dice(s, "hit1", "hit1", "hit1")
    G.apply(s, acts[0])
    assert s.pending.kind == "col_shields" and art.vigor == 6
    G.apply(s, TakeHit(1))
    assert art.vigor == 7  # the heal after the attack
    assert s.heroes[1].shields == [[sh, 2]] and s.heroes[1].vigor == 9 - 2  # 3, less Kandra's reduction
    assert s.pending.kind == "revide" and s.actions_left == 1

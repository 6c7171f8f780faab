"""The Revide (DC-COL-07..10, AMB-19; rulebook L175-181, L1014-1018): every hero's reaction to a rival's
attack aimed at them, taken after the attacking action — draw a card, attack the attacker with a hand
card, or play a Shield that guards only the next attack; extra actions count for nothing while it
resolves; only while the defender's Vigor is greater than the attack's value."""

from __future__ import annotations

from game.desconfronto.actions import DrawCard, TakeHit, UseShield
from game.desconfronto.coliseum_actions import Revide
from tests.game.desconfronto.coliseum.rules_helpers import G, arena, card, dice, give, kinds_of, play, refused


def _attacked(options=None, artan_vigor=8, faces=("hit1", "hit1", "hit1"), artan_hand=("artan.divine_punishment",)):
    """Kandra (seat 0) hits Artan (seat 1) with Brutal Blow (3 dice): the Revide is asked."""
    s = arena(["kandra", "artan"], options=options or {})
    bb, bb2 = give(s, 0, "kandra.brutal_blow", "kandra.trespass")
    hand = give(s, 1, *artan_hand)
    s.heroes[1].vigor = artan_vigor
    dice(s, *faces)
    play(s, 0, bb, "h1")
    return s, bb2, hand


def test_dc_col_07_the_revide_is_asked_of_the_attacked_hero_after_the_attack():
    s, _, _ = _attacked()
    assert s.heroes[1].vigor == 5 and s.coliseum.marks[1] == [0]  # AMB-19b: the attack has landed
    assert s.pending.kind == "revide" and s.pending.player == 1 and s.pending.data == {"attacker": 0}
    hows = {a.how for a in G.legal_actions(s)}
    assert hows == {"draw", "attack", "sacrifice", "none"}  # no Shield card in this hand
    refused(s, DrawCard(0), "illegal.not_your_turn")
    refused(s, Revide(1, "attack", card(s, 1, "artan.divine_punishment"), "h1"), "dc_coliseum.refusal.not_now")
    refused(s, Revide(1, "shield", card(s, 1, "artan.divine_punishment"), "h1"), "dc_coliseum.refusal.not_now")


def test_dc_col_08a_revide_draws_a_card_and_the_attackers_turn_goes_on():
    s, _, _ = _attacked()
    n = len(s.heroes[1].hand)
    events = G.apply(s, Revide(1, "draw"))
    assert "dc.drew" in kinds_of(events)
    assert len(s.heroes[1].hand) == n + 1
    assert s.pending is None and s.active_hero == 0 and s.actions_left == 1
    assert s.heroes[1].reaction_used  # the hero's reaction of this round (DC-CMB-33)


def test_dc_col_08b_revide_attacks_the_attacker_with_a_hand_card_and_is_not_answered():
    """AMB-19d: the Revide attack aims at the attacker; AMB-19e: a Revide is never answered by a Revide."""
    s, _, (dp,) = _attacked()
    assert Revide(1, "attack", dp, "h0") in G.legal_actions(s)
    dice(s, "hit2", "hit2")
    G.apply(s, Revide(1, "attack", dp, "h0"))
    assert s.heroes[0].vigor == 9 - 3  # 4, less Kandra's reduction of 1 (DC-HERO-KAN-02)
    assert s.coliseum.marks[0] == [1]  # the Revide's wounds place the defender's token (DC-COL-11)
    assert dp in s.heroes[1].discard.cards
    assert s.pending is None and s.active_hero == 0 and s.actions_left == 1  # no Revide of the Revide


def test_dc_col_08b_revide_sacrifice_is_a_basic_attack_on_the_attacker():
    s, _, (dp,) = _attacked()
    dice(s, "hit2")
    G.apply(s, Revide(1, "sacrifice", dp, "h0"))
    assert s.heroes[0].vigor == 9 - 1 and dp in s.heroes[1].discard.cards  # 2, less her reduction
    assert s.pending is None and s.actions_left == 1


def test_dc_col_08b_a_revide_attack_waits_on_the_attackers_shields_then_the_turn_goes_on():
    s = arena(["kandra", "artan"])
    bb, = give(s, 0, "kandra.brutal_blow")
    dp, = give(s, 1, "artan.divine_punishment")
    sh = card(s, 0, "kandra.savage_resistance")
    s.heroes[0].draw.cards.remove(sh)
    s.heroes[0].shields.append([sh, 2])
    dice(s, "hit1", "hit1", "hit1", "hit2", "hit2")
    play(s, 0, bb, "h1")
    G.apply(s, Revide(1, "attack", dp, "h0"))
    assert s.pending.kind == "col_shields" and s.pending.player == 0 and s.coliseum.reviding == 1
    G.apply(s, UseShield(0, sh))
    assert s.heroes[0].vigor == 9 - 1  # 4, 2 stopped, 1 more by her reduction
    assert s.pending is None and s.coliseum.reviding == -1 and s.active_hero == 0 and s.actions_left == 1


def test_dc_col_08c_a_revide_shield_guards_only_the_next_attack_suffered():
    """L179: "this shield played can only be used against the next attack suffered" (AMB-19c)."""
    s, tres, (dprot,) = _attacked(artan_hand=("artan.divine_protection",))
    assert Revide(1, "shield", dprot, "h1") in G.legal_actions(s)
    G.apply(s, Revide(1, "shield", dprot, "h1"))
    assert s.heroes[1].shields == [[dprot, 2]] and s.coliseum.next_only[1] == [dprot]
    assert s.actions_left == 1
    dice(s, "hit1", "hit1", "hit1", "hit1")
    play(s, 0, tres, "h1")  # Kandra's second action: the next attack on Artan
    assert s.pending.kind == "col_shields"
    events = G.apply(s, TakeHit(1))  # not used against it: gone all the same
    assert "dc.col_shield_expired" in kinds_of(events)
    assert s.heroes[1].shields == [] and dprot in s.heroes[1].discard.cards
    assert s.coliseum.next_only[1] == []


def test_dc_col_08c_a_revide_shield_spent_on_the_next_attack_reduces_it():
    s, tres, (dprot,) = _attacked(artan_hand=("artan.divine_protection",))
    G.apply(s, Revide(1, "shield", dprot, "h1"))
    dice(s, "hit1", "hit1", "hit1", "hit1")
    play(s, 0, tres, "h1")
    G.apply(s, UseShield(1, dprot))
    assert s.heroes[1].vigor == 5 - 2  # 4 damage, 2 stopped
    assert s.heroes[1].shields == [] and s.coliseum.next_only[1] == []


def _kandra_attacked(revide_card):
    """Artan (seat 0) hits Kandra (seat 1) with Divine Punishment (2 dice, 3 damage less her reduction of 1);
    Kandra holds ``revide_card``."""
    s = arena(["artan", "kandra"])
    dp, = give(s, 0, "artan.divine_punishment")
    c, = give(s, 1, revide_card)
    dice(s, "hit2", "hit1")
    play(s, 0, dp, "h1")
    assert s.pending.kind == "revide" and s.heroes[1].vigor == 7
    return s, c


def test_dc_col_09_extra_actions_of_a_revide_card_count_for_nothing():
    """L180: action symbols from extra actions are not counted while a Revide card resolves."""
    s, swift = _kandra_attacked("kandra.swift_movement")  # attack 2 dice, 1 extra action
    dice(s, "hit2", "hit2")
    events = G.apply(s, Revide(1, "attack", swift, "h0"))
    assert "dc.extra_actions" not in kinds_of(events)
    assert s.heroes[0].vigor == 8 - 4
    assert s.active_hero == 0 and s.actions_left == 1  # the attacker's turn as it was
    assert not s.flags.get("no_extra_actions")


def test_dc_col_09_a_revide_shield_card_with_extra_actions_gives_none():
    s, sav = _kandra_attacked("kandra.savage_resistance")  # shield 2, 1 extra action
    events = G.apply(s, Revide(1, "shield", sav, "h1"))
    assert "dc.extra_actions" not in kinds_of(events)
    assert s.heroes[1].shields == [[sav, 2]] and s.coliseum.next_only[1] == [sav]
    assert s.actions_left == 1 and s.active_hero == 0


def test_dc_col_10_no_revide_when_the_attack_takes_the_defender_to_zero():
    """L181: attacks that reduce a target's Vigor to zero do not trigger the Revide."""
    s, _, _ = _attacked(artan_vigor=3)
    assert s.heroes[1].exhausted == "wounds"
    assert s.pending is None or s.pending.kind != "revide"
    assert not any(q["kind"] == "revide" for q in s.coliseum.queue)


def _shielded_hit(options):
    """Artan at 4 Vigor with a 1-point shield; Kandra's Brutal Blow rolls 4: 3 wounds after the shield."""
    s = arena(["kandra", "artan"], options=options)
    bb, = give(s, 0, "kandra.brutal_blow")
    give(s, 1, "artan.divine_punishment")
    sh = card(s, 1, "artan.sentinel")
    s.heroes[1].draw.cards.remove(sh)
    s.heroes[1].shields.append([sh, 1])
    s.heroes[1].vigor = 4
    dice(s, "hit2", "hit1", "hit1")
    play(s, 0, bb, "h1")
    G.apply(s, UseShield(1, sh))
    assert s.heroes[1].vigor == 1
    return s


def test_dc_col_10_the_revide_compares_vigor_with_the_wounds_dealt_by_default():
    """AMB-19a: Vigor before the attack (4) greater than its wounds (3): the Revide is asked."""
    s = _shielded_hit({})
    assert s.pending.kind == "revide" and s.pending.player == 1


def test_dc_col_10_variant_revide_attack_value_compares_with_the_attack_before_shields():
    """The ``revide_attack_value`` variant: the value of the attack (4, before shields) is not below 4."""
    s = _shielded_hit({"revide_attack_value": True})
    assert s.pending is None and s.active_hero == 0


def test_dc_col_07_a_revide_once_per_round():
    """DC-CMB-33 / AMB-19: the Revide is the hero's reaction — once between two of its own turns."""
    s, tres, _ = _attacked()
    G.apply(s, Revide(1, "draw"))
    dice(s, "hit1", "hit1", "hit1", "hit1")
    play(s, 0, tres, "h1")  # a second attack in the same turn
    assert s.heroes[1].vigor == 1
    assert s.pending is None or s.pending.kind != "revide"
    assert s.active_hero == 1  # Kandra's turn is over, Artan's starts: the reaction is back
    assert not s.heroes[1].reaction_used


def test_dc_col_07_no_revide_while_stunned_amb_19f():
    s = arena(["kandra", "artan"])
    bb, = give(s, 0, "kandra.brutal_blow")
    s.heroes[1].cond["stunned"] = 1
    dice(s, "hit1", "hit1", "hit1")
    play(s, 0, bb, "h1")
    assert s.pending is None and s.actions_left == 1


def test_dc_col_07_a_magical_attack_earns_a_revide_too():
    s = arena(["tainara", "artan"])
    palm, = give(s, 0, "tainara.vibrating_palm")  # magic 2
    play(s, 0, palm, "h1")
    assert s.heroes[1].vigor == 6
    assert s.pending.kind == "revide" and s.pending.player == 1


def test_dc_col_07_an_attack_that_stuns_its_target_leaves_it_no_revide():
    """AMB-19b/f: the Revide is taken after the attacking card resolved, and a Stunned hero cannot react
    (L123): Kandra's Charge (magic 2, then Stunned) earns Artan no Revide."""
    s = arena(["kandra", "artan"])
    ch, = give(s, 0, "kandra.charge")
    play(s, 0, ch, "h1")
    assert s.heroes[1].vigor == 6 and s.heroes[1].cond.get("stunned")
    assert s.pending is None and s.actions_left == 1


def test_dc_col_08_letting_the_revide_pass():
    s, _, _ = _attacked()
    G.apply(s, Revide(1, "none"))
    assert s.pending is None and s.actions_left == 1 and not s.heroes[1].reaction_used

"""A Coliseum saved and loaded in the middle of a choice goes on exactly as it would have (DC-COL-04/07/08/12;
``to_json``/``from_json``, ``clone``): the mulligan, a held attack at the defender's shields, a Revide, a
Revide's own held attack, a reward. Each copy is answered like the original and must end equal to it."""

from __future__ import annotations

from game.desconfronto.actions import UseShield
from game.desconfronto.coliseum_actions import Mulligan, Revide, Reward
from tests.game.desconfronto.coliseum.rules_helpers import G, arena, dice, give, play, roundtrip, shield


def _same_after(s, *actions, faces=()):
    """Answer ``actions`` on ``s``, on its save/load copy and on its clone: all three end equal."""
    copies = [s, roundtrip(s), G.clone(s)]
    for c in copies:
        c.forced[:] = list(faces)
        for a in actions:
            G.apply(c, a)
    want = G.to_json(s)
    assert all(G.to_json(c) == want for c in copies[1:])
    return s


def test_dc_col_04_saved_at_the_mulligan():
    s = G.new_game({"mode": "coliseum", "players": 2, "heroes": ["kandra", "artan"]}, 5)
    back = sorted(s.heroes[0].hand)[:3]
    s = _same_after(s, Mulligan(0, ",".join(back)), Mulligan(1, ""))
    assert s.pending is None and s.active_hero == 0 and s.heroes[0].draw.cards[:3] == back


def _held():
    s = arena(["kandra", "artan"])
    sw, = give(s, 0, "kandra.strength_of_the_wilds")
    give(s, 1, "artan.divine_punishment")
    sh = shield(s, 1, "artan.sentinel", 2)
    dice(s, "hit2", "hit1")
    play(s, 0, sw, "h1")
    assert s.pending.kind == "col_shields" and s.coliseum.hold
    return s, sh


def test_dc_col_07_a_held_attack_survives_save_load_and_clone():
    s, sh = _held()
    s = _same_after(s, UseShield(1, sh))
    assert s.heroes[1].vigor == 7 and len(s.heroes[0].hand) == 2  # the card went on after the answer
    assert s.pending.kind == "revide"


def test_dc_col_08_saved_at_a_revide_and_at_the_revides_own_held_attack():
    s, sh = _held()
    G.apply(s, UseShield(1, sh))
    dp = s.heroes[1].hand[0]
    kshield = shield(s, 0, "kandra.savage_resistance", 1)
    s = _same_after(s, Revide(1, "attack", dp, "h0"), faces=("hit2", "hit2"))
    assert s.pending.kind == "col_shields" and s.coliseum.reviding == 1  # the Revide attack waits on Kandra
    s = _same_after(s, UseShield(0, kshield))
    assert s.pending is None and s.coliseum.reviding == -1 and s.actions_left == 1
    assert s.heroes[0].vigor == 9 - 2  # 4, 1 stopped, 1 by Kandra's reduction


def test_dc_col_12_saved_at_a_reward():
    s = arena(["kandra", "artan"])
    bb, = give(s, 0, "kandra.brutal_blow")
    s.heroes[1].vigor = 2
    dice(s, "hit1", "hit1", "hit1")
    play(s, 0, bb, "h1")
    assert s.pending.kind == "reward"
    s = _same_after(s, Reward(0, True, 2))
    assert s.heroes[0].level == 1 and s.pending is None

"""The engine's fast paths equal the plain code they stand for (DC-DICE-01 faces, the kernel's
Event and Rng, the hook registry): a perf change must never change a game."""

from __future__ import annotations

from game.core.actions import Event
from game.core.rng import Rng
from game.desconfronto import GAME
from game.desconfronto.dice import DIE, face_of, roll_attack
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS, each, hook, own, owners


def test_face_of_is_rng_below_dc_dice_01():
    """DC-DICE-01: the inlined die draw takes the same face and leaves the Rng in the same state."""
    for seed in range(2000):
        a, b = Rng(seed * 7919), Rng(seed * 7919)
        for _ in range(5):
            assert face_of(a) == DIE.faces[b.below(len(DIE.faces))]
            assert a.state == b.state


def test_plain_roll_matches_the_queue_roll_dc_dice_03():
    """DC-DICE-03 explosions: the queue-free plain roll gives the result the general loop gives
    (forcing the same faces through the test queue takes the general loop)."""
    for seed in range(300):
        st = GAME.new_game(GAME.default_setup(), seed)
        st.rng = Rng(seed)
        fast = roll_attack(st, 3, creature=seed % 2 == 0)
        faces = [d["kept"] for d in fast[1]]
        st.forced = list(faces)
        slow = roll_attack(st, 3, creature=seed % 2 == 0)
        assert slow == fast and st.forced == []


def test_ev_equals_event():
    for args in (("dc.hit", {"target": "h0"}), ("dc.attack", {"dice": []}, True)):
        a, b = ev(*args), Event(*args)
        assert type(a) is Event and a == b and hash(a.kind) == hash(b.kind)
        assert repr(a) == repr(b) and a.to_json() == b.to_json()


def test_hook_tables_follow_registration():
    """``each``/``own`` memoise per line-up; registering a hook empties the memo so it is seen."""
    st = GAME.new_game(GAME.default_setup(), 3)
    hero = st.heroes[0].hero
    for suffix in ("turn_start", "attack_landed", "class_actions"):
        assert own(st, 0, suffix) is HOOKS.get(f"{hero}_{suffix}")
        assert owners(st, suffix) == tuple(HOOKS.get(f"{h.hero}_{suffix}") for h in st.heroes)
        assert each(st, suffix) == [
            (h.seat, HOOKS[f"{h.hero}_{suffix}"]) for h in st.heroes if f"{h.hero}_{suffix}" in HOOKS
        ]
    name = f"{hero}_test_only_probe"
    assert own(st, 0, "test_only_probe") is None and each(st, "test_only_probe") == []
    try:
        fn = hook(name)(lambda *a: None)
        assert own(st, 0, "test_only_probe") is fn
        assert each(st, "test_only_probe") == [(0, fn)]
    finally:
        del HOOKS[name]
        hook(f"{hero}_test_only_probe2")(lambda *a: None)  # re-registering empties the memo again
        del HOOKS[f"{hero}_test_only_probe2"]
    assert own(st, 0, "test_only_probe") is None

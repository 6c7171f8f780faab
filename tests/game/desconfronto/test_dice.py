"""The desConfronto die (DC-DICE-01..09, AMB-01..04)."""

from __future__ import annotations

from types import SimpleNamespace

from game.core.rng import Rng
from game.desconfronto.dice import DIE, roll_attack
from game.desconfronto.options import default_options


def roller(faces, **opts):
    return SimpleNamespace(forced=list(faces), rng=Rng(1), options={**default_options(), **opts})


def test_amb_01_die_face_counts_come_from_data():
    assert sorted(DIE.faces) == sorted(["corrupted", "hit1", "hit1", "hit2", "hit2", "purified"])


def test_dc_dice_01_hero_faces():
    assert roll_attack(roller(["corrupted"]), 1)[0] == 0
    assert roll_attack(roller(["hit1"]), 1)[0] == 1
    assert roll_attack(roller(["hit2"]), 1)[0] == 2


def test_dc_dice_03_purified_explodes_and_a_failed_extra_die_keeps_the_rest():
    total, dice = roll_attack(roller(["hit1", "purified", "corrupted"]), 2)
    assert total == 2 and [d["extra"] for d in dice] == [False, False, True]


def test_dc_dice_04_explosions_chain_unless_the_option_says_not():
    assert roll_attack(roller(["purified", "purified", "hit2"]), 1)[0] == 4
    state = roller(["purified", "purified", "hit2"], explosions_chain=False)
    total, dice = roll_attack(state, 1)
    assert total == 2 and len(dice) == 2


def test_dc_dice_05_creatures_read_corrupted_and_purified_inverted():
    assert (
        roll_attack(roller(["corrupted", "purified", "hit2"]), 2, creature=True)[0] == 3
    )  # Bicudo, L381-384
    assert roll_attack(roller(["purified"]), 1, creature=True, mode=0)[0] == 0
    off = roller(["purified", "hit1"], creature_inversion=False)
    assert roll_attack(off, 1, creature=True)[0] == 2  # AMB-02 option off: read like a hero


def test_dc_dice_06_disadvantage_keeps_the_worse_of_each_pair():
    # Froggo's 3 pairs in the Example: kept 1, fail, 2 = 3 (L394-395).
    state = roller(["hit1", "hit2", "purified", "hit1", "hit2", "corrupted"])
    total, dice = roll_attack(state, 3, creature=True, mode=-1)
    assert total == 3 and [d["kept"] for d in dice] == ["hit1", "purified", "hit2"]


def test_dc_dice_07_advantage_keeps_the_better_and_only_the_kept_die_explodes():
    total, dice = roll_attack(roller(["corrupted", "hit2"]), 1, mode=1)
    assert total == 2
    # Kept purified explodes; the extra die is rolled as a pair too (AMB-03).
    total, dice = roll_attack(roller(["hit2", "purified", "corrupted", "hit1"]), 1, mode=1)
    assert total == 2 and len(dice) == 2 and dice[1]["rolled"] == ["corrupted", "hit1"]

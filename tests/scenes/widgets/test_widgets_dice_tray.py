"""The pymunk tray only animates: the faces shown are exactly the ones the core rolled."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.dice import Die
from game.core.rng import Rng
from scenes.widgets.dice_tray import DiceTray, face_icon
from scenes.widgets.style import rgb

from .conftest import feed, press

TRAY = pygame.Rect(40, 40, 460, 240)
DT = 1 / 60
MAX_FRAMES = 600  # 10 s of frames: far above the 2.5 s cap at the slowest speed


def settle(tray: DiceTray) -> int:
    for frame in range(1, MAX_FRAMES + 1):
        tray.update(DT)
        if tray.done:
            return frame
    raise AssertionError("dice never settled")


def test_three_dice_settle_on_the_faces_the_core_rolled():
    """DC-DICE-01: a hero's roll of three dice shows the core's faces, whatever the physics did."""
    faces = Die.from_counts("hero", {"corrupted": 1, "hit1": 2, "hit2": 2, "purified": 1}).roll_many(
        Rng(7), 3
    )
    tray = DiceTray(TRAY, seed=3)
    tray.throw(faces, "dc")
    assert not tray.done
    tray.update(DT)
    assert not tray.done, "the dice tumble for a while at normal speed"
    settle(tray)
    assert tray.displayed_faces() == faces
    assert [d.shown for d in tray.dice] == [face_icon("dc", f) for f in faces]
    for die in tray.dice:
        assert TRAY.w > die.pos.x > 0 and TRAY.h > die.pos.y > 0, "a die left the tray"
        assert die.angle % 90 == pytest.approx(0) or die.straighten > 0


def test_physics_seed_changes_the_tumble_never_the_result():
    faces = ["hit2", "corrupted", "purified"]
    positions = set()
    for seed in range(4):
        tray = DiceTray(TRAY, seed=seed)
        tray.throw(faces, "dc")
        settle(tray)
        assert tray.displayed_faces() == faces
        positions.add(tuple((round(d.pos.x), round(d.pos.y)) for d in tray.dice))
    assert len(positions) > 1


def test_purified_face_explosion_adds_a_die_mid_roll():
    """DC-DICE-01/DC-DICE-04: a Purified die explodes; the extra die joins the tray and shows its own face."""
    tray = DiceTray(TRAY, seed=5)
    tray.throw(["purified", "hit1", "hit1"], "dc")
    for _ in range(10):
        tray.update(DT)
    tray.add_die("purified")
    assert len(tray.dice) == 4 and tray.dice[-1].extra
    settle(tray)
    tray.add_die("hit2")  # the second explosion arrives after the others settled
    assert not tray.done
    settle(tray)
    assert tray.displayed_faces() == ["purified", "hit1", "hit1", "purified", "hit2"]


def test_instant_speed_shows_the_result_with_no_physics():
    tray = DiceTray(TRAY, speed="instant")
    tray.throw(["H1", "C"], "dc")
    assert tray.done and tray.displayed_faces() == ["H1", "C"]
    tray.add_die("P")
    assert tray.done and [d.shown for d in tray.dice] == ["dc.hit1", "dc.corrupted", "dc.purified"]


def test_speed_setting_scales_the_animation():
    frames = {}
    for speed in ("slow", "normal", "fast"):
        tray = DiceTray(TRAY, speed=speed, seed=11)
        tray.throw(["1", "6", "3"], "d6")
        frames[speed] = settle(tray)
        assert tray.displayed_faces() == ["1", "6", "3"]
    assert frames["slow"] > frames["normal"] > frames["fast"]


def test_click_on_the_tray_skips_to_the_result():
    tray = DiceTray(TRAY, seed=1)
    tray.throw(["hit", "murk", "X"], "zw_nix")
    assert feed(tray, press(TRAY.center)) == [True]
    assert tray.done and tray.displayed_faces() == ["hit", "murk", "X"]
    assert feed(tray, press(TRAY.center)) == [False], "a settled tray lets clicks through"


def test_tray_draws_felt_and_dice(canvas):
    tray = DiceTray(TRAY, seed=2)
    tray.throw(["hit1", "hit2"], "dc")
    tray.skip()
    canvas.fill((0, 0, 0))
    tray.draw(canvas)
    felt = rgb("tray", "felt")
    assert canvas.get_at(TRAY.center)[:3] == felt or any(
        pygame.Rect(0, 0, 46, 46).move(TRAY.x + d.pos.x - 23, TRAY.y + d.pos.y - 23).collidepoint(TRAY.center)
        for d in tray.dice
    )
    for die in tray.dice:
        corner = (round(TRAY.x + die.pos.x - 13), round(TRAY.y + die.pos.y))
        assert canvas.get_at(corner)[:3] == rgb("icon", "die_face"), "a settled die shows its ivory face"


def test_unknown_face_is_an_error():
    with pytest.raises(KeyError, match="no face"):
        DiceTray(TRAY).throw(["seven"], "d6")


@settings(max_examples=25, deadline=None)
@given(
    faces=st.lists(st.sampled_from(["corrupted", "hit1", "hit2", "purified"]), min_size=1, max_size=8),
    seed=st.integers(0, 2**31),
    speed=st.sampled_from(["slow", "normal", "fast", "instant"]),
)
def test_any_roll_settles_in_bounded_time_on_its_faces(faces, seed, speed):
    """DC-DICE-01: whatever the dice count, seed or speed, the tray ends showing the core's faces."""
    tray = DiceTray(TRAY, speed=speed, seed=seed)
    tray.throw(faces, "dc")
    if not tray.done:
        settle(tray)
    assert tray.displayed_faces() == faces
    half = 23
    for die in tray.dice:
        assert half <= die.pos.x <= TRAY.w - half and half <= die.pos.y <= TRAY.h - half

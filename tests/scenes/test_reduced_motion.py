"""Reduced motion (issue 14, Accessibility): movement becomes a cut or a fade, the information stays,
and the pacing (how long a beat holds, when a bot acts) does not change."""

from __future__ import annotations

import pygame
import pytest

from scenes import motion


@pytest.fixture
def reduced():
    motion.set_reduced(True)
    yield
    motion.set_reduced(False)


def _tray():
    from scenes.widgets.dice_tray import DiceTray

    return DiceTray(pygame.Rect(0, 0, 400, 200), speed="normal", seed=1)


def _roll(reduced_on: bool) -> tuple[int, list[list[int]]]:
    """Throw two dice and step the tray to rest: (frames it took, the drawn dice's indexes per frame)."""
    motion.set_reduced(reduced_on)
    tray = _tray()
    tray.throw(["hit1", "corrupted"], "dc")
    drawn = []
    frames = 0
    while not tray.done and frames < 600:
        drawn.append([i for i, *_ in tray.drawn_dice()])
        tray.update(1 / 60)
        frames += 1
    drawn.append([i for i, *_ in tray.drawn_dice()])
    return frames, drawn


def test_dice_tumble_only_without_reduced_motion_and_the_roll_keeps_its_time(reduced):
    plain_frames, plain = _roll(False)
    calm_frames, calm = _roll(True)
    assert plain_frames > 10 and plain[0] == [0, 1]  # the dice are seen tumbling
    assert calm_frames == plain_frames  # the same time before ``done``: whatever waits on it keeps its pace
    assert calm[0] == [] and calm[-1] == [0, 1]  # nothing tumbling is drawn; at rest both show


def test_a_card_glide_is_a_cut(reduced):
    from scenes.widgets.card import CardFace, CardSprite

    sprite = CardSprite("x", CardFace(title="X"), (0, 0))
    sprite.move_to((300, 40), 0.5)
    assert not sprite.moving and sprite.rect.topleft == (300, 40)


def test_the_map_camera_cuts_to_its_target(reduced):
    from scenes.boards.desconfronto_map_camera import Camera

    cam = Camera(100.0, 100.0, 1.0)
    cam.pan(400, 0)
    cam.zoom_by(2)
    cam.update(1 / 60)
    assert not cam.moving and (cam.x, cam.zoom) == (cam.tx, cam.tzoom)


def test_the_statue_shows_its_new_facing_but_the_beat_still_holds(reduced):
    from game.core.actions import Event
    from scenes.boards.zerywia_fx import MapFx

    fx = MapFx("normal")
    fx.on_events([Event("zerywia.statue.rotated", {})], regions={})
    assert fx.busy() and fx.turn() == 0.0  # same time held (bots wait as before), no turning drawn
    motion.set_reduced(False)
    assert fx.turn() > 0.0


def test_a_fortress_flight_fades_in_at_its_destination(reduced):
    from scenes.boards.fortress_fx import _fly

    pygame.init()
    surface = pygame.Surface((300, 200))
    image = pygame.Surface((40, 40))
    image.fill((255, 0, 0))
    a, b = pygame.Rect(0, 0, 40, 40), pygame.Rect(200, 100, 40, 40)
    _fly(surface, image, a, b, 0.5)
    assert surface.get_at((20, 20))[:3] == (0, 0, 0)  # nothing drawn on the way
    assert 100 < surface.get_at((220, 120))[0] < 160  # half faded in where it lands


def test_a_board_at_normal_speed_with_reduced_motion_shows_rolls_settled(dirs):
    """The animation-free path: a desConfronto Skirmish at normal speed, reduced motion on; whenever
    a roll is shown the dice are already at rest, and the bot still plays (pacing unchanged)."""
    from scenes.harness import Harness
    from scenes.settings import Settings
    from tests.journeys.player import current_board, new_game

    config, saves = dirs
    s = Settings(animation_speed="normal")
    s.reduced_motion = True
    h = Harness(save_dir=saves, config_dir=config, seed=5, settings=s)
    try:
        assert motion.reduced()
        board = new_game(h, "desconfronto", {}, {0: "greedy", 1: "greedy"}, seed=11)
        board = current_board(h)
        rolls = 0
        for _ in range(1500):
            h.advance(1)
            if board.tray.dice:
                rolls += 1
                assert all(d.settled for _, d, *_ in board.tray.drawn_dice()), "a tumbling die is drawn"
            if len(board.session.actions) > 6:
                break
        assert len(board.session.actions) > 6 and rolls
    finally:
        h.close()
        motion.set_reduced(False)

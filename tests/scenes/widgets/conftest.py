"""A headless 1280x720 display and helpers that drive widgets through the real event queue."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core import i18n  # noqa: E402

CANVAS = (1280, 720)


@pytest.fixture
def display():
    """A live dummy display; re-made if another test (e.g. an app harness) quit pygame meanwhile."""
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        pygame.init()
        pygame.display.set_mode(CANVAS)
    return pygame.display.get_surface()


@pytest.fixture(autouse=True)
def english(display):
    i18n.set_language("en")
    pygame.event.clear()
    yield
    i18n.set_language("en")


@pytest.fixture
def canvas(display):
    return pygame.Surface(CANVAS)


def feed(widget, *events: pygame.event.Event) -> list[bool]:
    """Post events to pygame's queue, read them back as the app loop would, hand them to ``widget``."""
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    return [widget.handle_event(e) for e in pygame.event.get() if e.type in {ev.type for ev in events}]


def press(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def release(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def motion(pos, rel=(0, 0), buttons=(1, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)


def wheel(y):
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))


def run(widget, seconds: float, dt: float = 1 / 60) -> None:
    for _ in range(round(seconds / dt)):
        widget.update(dt)

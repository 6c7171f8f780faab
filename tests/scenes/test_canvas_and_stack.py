"""The letterboxed logical canvas and the scene stack's ordering rules."""

import pygame

from scenes.canvas import Letterbox


def test_letterbox_maps_window_to_logical_and_back():
    box = Letterbox.fit((1920, 1080))
    assert box.scale == 1.5 and box.offset == (0, 0)
    assert box.to_logical((960, 540)) == (640, 360)
    wide = Letterbox.fit((3000, 1000))  # bars left and right
    assert wide.size[1] == 1000 and wide.offset[0] > 0 and wide.offset[1] == 0
    assert wide.to_logical(wide.to_window((100, 200))) == (100, 200)


def test_letterbox_survives_degenerate_sizes():
    for size in ((0, 0), (1, 1), (333, 211), (7680, 100)):
        box = Letterbox.fit(size)
        assert box.size[0] >= 1 and box.size[1] >= 1


class Probe:
    def __init__(self, name, log, opaque=True):
        self.name, self.log, self.opaque = name, log, opaque

    def __getattr__(self, hook):
        if hook.startswith("on_"):
            return lambda: self.log.append(f"{self.name}.{hook}")
        raise AttributeError(hook)

    def draw(self, surface):
        self.log.append(f"draw {self.name}")


def test_transitions_wait_for_the_end_of_the_frame_and_draw_from_top_opaque():
    from scenes.stack import SceneStack

    log: list[str] = []
    stack = SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log, opaque=False)
    stack.push(a)
    assert stack.top is None  # nothing happens until apply_pending (end of frame)
    stack.apply_pending()
    stack.push(b)
    stack.push(c)
    stack.apply_pending()
    assert log == ["a.on_enter", "a.on_pause", "b.on_enter", "b.on_pause", "c.on_enter"]
    log.clear()
    stack.draw(pygame.Surface((4, 4)))
    assert log == ["draw b", "draw c"]  # a is under the opaque b: never drawn
    log.clear()
    stack.pop()
    stack.apply_pending()
    assert log == ["c.on_exit", "b.on_resume"]

"""The showcase renders, and steady frames re-render no text (drawing must be cheap)."""

from __future__ import annotations

import pygame

from scenes.widgets import demo, fonts
from scenes.widgets.card import CardFace, CardSprite, DragController
from scenes.widgets.dice_tray import DiceTray
from scenes.widgets.icons import _cached as icon_cache
from scenes.widgets.log_panel import LogPanel
from scenes.widgets.tooltip import KeywordTooltips

from .conftest import feed, motion, press


def test_demo_saves_a_full_canvas_png(tmp_path):
    out = demo.main([str(tmp_path / "demo.png")])
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)
    assert len({image.get_at((x, y))[:3] for x in range(0, 1280, 64) for y in range(0, 720, 48)}) > 20


def test_demo_renders_in_portuguese(tmp_path):
    out = demo.main([str(tmp_path / "demo_pt.png"), "--lang", "pt_BR"])
    assert out.is_file()


def test_steady_frames_render_no_text_and_no_icons(canvas):
    """Once drawn, a frame of cards, a dragged card, the log, the tray and a tooltip costs only blits."""
    cards = [CardSprite(f"c{i}", CardFace(f"Card {i}", "Apply Fire.", cost="2", keywords=("Fire",)), (100 + 170 * i, 480))
             for i in range(4)]  # fmt: skip
    ctl = DragController(lambda cid: {"t": pygame.Rect(600, 100, 150, 190)}, lambda cid, tid: "no")
    ctl.set_cards(cards)
    log = LogPanel(pygame.Rect(920, 40, 340, 300), header="Seed 1")
    log.extend([f"line {i}" for i in range(30)])
    tray = DiceTray(pygame.Rect(20, 40, 360, 260), seed=1)
    tray.throw(["hit1", "hit2", "purified"], "dc")
    tips = KeywordTooltips({"Fire": "Burns."})
    tips.place("c0", cards[0].keyword_spots, cards[0].rect.topleft)
    spot = cards[0].keyword_spots[0][0].move(cards[0].rect.topleft)
    feed(tips, motion(spot.center, buttons=(0, 0, 0)))
    tips.update(1.0)
    feed(ctl, press(cards[1].rect.center), motion((620, 200)))
    ctl.toast.show("Refused by the core.")

    def frame():
        for w in (ctl, log, tray, tips):
            w.update(1 / 60)
        for w in (tray, log, ctl, tips):
            w.draw(canvas)

    for _ in range(200):  # long enough for the dice to settle and show their final faces
        frame()
    assert tray.done
    text_misses, icon_misses = fonts.render.cache_info().misses, icon_cache.cache_info().misses
    for _ in range(30):
        frame()
    assert fonts.render.cache_info().misses == text_misses
    assert icon_cache.cache_info().misses == icon_misses

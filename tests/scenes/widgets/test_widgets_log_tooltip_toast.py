"""Log panel scrolling, keyword tooltips and the refusal toast."""

from __future__ import annotations

import pygame

from scenes.widgets import fonts
from scenes.widgets.log_panel import LogPanel
from scenes.widgets.toast import FADE, HOLD, Toast
from scenes.widgets.tooltip import HOVER_DELAY, KeywordTooltips, render_rich

from .conftest import feed, motion, run, wheel

LOG = pygame.Rect(900, 40, 340, 300)


def filled_log(n=40) -> LogPanel:
    log = LogPanel(LOG, header="Seed 12345")
    for i in range(n):
        log.add(f"Event {i}: Pharanor rolls 3 dice against Froggo.")
    return log


def test_log_follows_the_newest_entry():
    log = filled_log()
    assert log.following and log.max_offset > 0
    assert log.visible_entries()[-1].startswith("Event 39")
    assert "Event 0:" not in " ".join(log.visible_entries())


def test_wheel_over_the_log_scrolls_up_and_new_entries_do_not_yank_the_view():
    log = filled_log()
    assert feed(log, motion(LOG.center, buttons=(0, 0, 0)), wheel(3)) == [False, True]
    assert not log.following
    before = log.visible_entries()
    assert not before[-1].startswith("Event 39")
    log.add("Event 40: Froggo is defeated.")
    assert log.visible_entries() == before, "the player's reading position moved"
    assert log.unread == 1
    feed(log, wheel(-1000))
    assert log.following and log.unread == 0
    assert log.visible_entries()[-1].startswith("Event 40")


def test_wheel_elsewhere_is_not_consumed_and_scroll_is_clamped():
    log = filled_log()
    assert feed(log, motion((10, 10), buttons=(0, 0, 0)), wheel(3)) == [False, False]
    assert log.following
    feed(log, motion(LOG.center, buttons=(0, 0, 0)), wheel(10_000))
    assert log.offset == log.max_offset
    assert log.visible_entries()[0].startswith("Event 0")


def test_long_entries_wrap_and_short_logs_do_not_scroll():
    log = LogPanel(LOG, header="Seed 1")
    log.add("Marzak casts Rise of the Phoenix, " * 6)
    assert len(log._lines[0]) > 2
    assert all(s.get_width() <= log._text_width() for s in log._lines[0])
    assert log.max_offset == 0
    log.scroll(100)
    assert log.following


def test_log_draw_reuses_its_composed_surface(canvas):
    log = filled_log()
    log.draw(canvas)
    composed = log._view
    log.draw(canvas)
    assert log._view is composed, "unchanged log re-rendered"
    log.add("Event 41")
    log.draw(canvas)
    assert log._view is not composed
    assert canvas.get_at((LOG.x + 4, LOG.centery))[:3] != (0, 0, 0)


def test_rich_text_marks_whole_keywords_only():
    rich = render_rich("Apply Fire. Fireball ignores fire shields.", ["Fire"], 14, 400, (0, 0, 0))
    assert [k for _, k in rich.spots] == ["Fire", "Fire"], "Fireball is not the keyword Fire"
    assert rich.spots[0][0].x > 0


def test_keyword_tooltip_appears_after_a_short_hover(canvas):
    """DC-COND-02: hovering the word Fire on a card explains the condition."""
    glossary = {"Fire": "At the start of its next turn the target takes 2 wounds, +1 per extra Fire token."}
    tips = KeywordTooltips(glossary)
    rich = render_rich("Attack 2. Apply Fire.", tips.keywords(), 14, 300, (0, 0, 0))
    origin = (200, 200)
    tips.place("card", rich, origin)
    spot = rich.spots[0][0].move(origin)
    assert feed(tips, motion(spot.center, buttons=(0, 0, 0))) == [False], "hover never steals the event"
    tips.update(HOVER_DELAY / 2)
    assert tips.showing is None
    canvas.fill((0, 0, 0))
    tips.draw(canvas)
    assert canvas.get_at((spot.centerx + 40, spot.centery + 40))[:3] == (0, 0, 0)
    tips.update(HOVER_DELAY)
    assert tips.showing == "Fire"
    tips.draw(canvas)
    assert canvas.get_at((spot.centerx + 40, spot.centery + 40))[:3] != (0, 0, 0)
    feed(tips, motion((5, 5), buttons=(0, 0, 0)))
    assert tips.showing is None


def test_tooltip_stays_on_the_canvas(canvas):
    tips = KeywordTooltips({"Ice": "The target skips its next action. " * 4})
    rich = render_rich("Ice", ["Ice"], 14, 60, (0, 0, 0))
    tips.place("corner", rich, (1240, 690))
    feed(tips, motion((1245, 700), buttons=(0, 0, 0)))
    run(tips, 1.0)
    canvas.fill((0, 0, 0))
    tips.draw(canvas)
    assert canvas.get_at((1200, 640))[:3] != (0, 0, 0), "the tip flipped to stay on screen"


def test_toast_holds_then_fades_then_hides(canvas):
    toast = Toast()
    toast.show("Not a legal target: Froggo is not adjacent.")
    assert toast.visible and toast.alpha() == 255
    run(toast, HOLD - 0.1)
    assert toast.alpha() == 255
    run(toast, FADE / 2 + 0.1)
    assert 0 < toast.alpha() < 255
    run(toast, FADE)
    assert not toast.visible
    canvas.fill((0, 0, 0))
    toast.draw(canvas)
    assert canvas.get_at(toast.center)[:3] == (0, 0, 0)


def test_toast_wraps_long_reasons():
    toast = Toast()
    toast.show("The core refused: " + "this target cannot be chosen now " * 8)
    assert toast._surface is not None and toast._surface.get_width() <= 600
    assert toast._surface.get_height() > 2 * fonts.font(18).get_linesize()


def test_clicking_the_unread_note_jumps_to_the_newest_entry():
    log = filled_log()
    feed(log, motion(LOG.center, buttons=(0, 0, 0)), wheel(5))
    log.add("Event 40: Bicudo flees.")
    assert log.unread == 1
    note = (LOG.centerx, LOG.bottom - 10)
    assert feed(log, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=note, button=1)) == [True]
    assert log.following and log.visible_entries()[-1].startswith("Event 40")


def test_the_log_draws_only_whole_lines_and_never_an_entrys_tail_alone():
    """At every scroll position each drawn line lies wholly inside the text window, and an entry that
    begins above the window is not shown by its later lines (a stray half sentence under the header)."""
    log = LogPanel(LOG, header="Seed 7")
    for i in range(30):
        log.add(f"Event {i}: " + "Pharanor rolls three dice against Froggo and hits twice. " * 2)
    body = log._body_rect()
    step = fonts.font(14).get_linesize() // 3 or 1
    for offset in range(0, log.max_offset + 1, step):
        log.offset = offset
        placed = log.placed_lines()
        assert placed, offset
        for img, (_, top), _ in placed:
            assert body.y <= top and top + img.get_height() <= body.bottom + 2, (offset, top)
        assert placed[0][2] == 0, f"offset {offset}: the window opens on the tail of an entry"

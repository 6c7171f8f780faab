"""The Hunt progress strip: hordes 1-4 and the Boss, the won ones ticked, the current one ringed,
and the wins in a row. Drawn small in the seat bar's title corner of the combat board and large
across the screen between combats; it only reads the view's ``RunView``."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import t
from scenes.theme import fit_text, render

COMPACT = pygame.Rect(12, 4, 282, 52)  # over the seat bar's title while a Hunt's combat is on


def stages(run: Any) -> list[tuple[str, str]]:
    """(label, state) for each stage: state is "won", "lost", "now" or "" (still ahead)."""
    results = {h.get("horde"): h.get("result") for h in run.history}
    out = []
    for n in range(1, run.hordes + 2):
        label = t("dchuntui.strip.boss") if n > run.hordes else t("dchuntui.strip.horde", n=n)
        res = results.get(n)
        if n == run.horde and run.stage in ("tiers", "combat", "boss", "boss_lost", "horde_lost"):
            state = "now"
        elif res == "won":
            state = "won"
        elif res is not None:
            state = "lost"
        else:
            state = "now" if n == run.horde and run.stage != "market" else ""
        out.append((label, state))
    return out


def draw_strip(surface: pygame.Surface, rect: pygame.Rect, run: Any, pal: dict, compact: bool = False) -> None:
    pygame.draw.rect(surface, pal["panel"], rect, 0, 8)
    pygame.draw.rect(surface, pal["muted"], rect, 1, 8)
    size = 11 if compact else 15
    head = t("dchuntui.strip.title") + " · " + t("dchuntui.strip.streak", n=run.wins)
    if compact:
        text = render(fit_text(head, size, rect.w - 12, "bold"), size, pal["text"], "bold")
        surface.blit(text, (rect.x + 6, rect.y + 3))
        row = pygame.Rect(rect.x + 6, rect.y + 19, rect.w - 12, rect.h - 23)
    else:
        text = render(fit_text(head, size, 180, "bold"), size, pal["text"], "bold")
        surface.blit(text, text.get_rect(midleft=(rect.x + 12, rect.centery)))
        row = pygame.Rect(rect.x + 200, rect.y + 5, rect.w - 210, rect.h - 10)
    items = stages(run)
    gap = 4 if compact else 10
    w = (row.w - gap * (len(items) - 1)) // len(items)
    for i, (label, state) in enumerate(items):
        box = pygame.Rect(row.x + i * (w + gap), row.y, w, row.h)
        fill = {"won": pal["good"], "lost": pal["bad"], "now": pal["highlight"]}.get(state, pal["bg2"])
        pygame.draw.rect(surface, fill, box, 0, 6)
        # The current stage gets a thick dark ring AND its own word: colour is never the only cue.
        pygame.draw.rect(surface, pal["text"] if state == "now" else pal["muted"], box, 3 if state == "now" else 1, 6)
        ink = pal["panel"] if state in ("won", "lost") else pal["text"]
        line = label
        if not compact and state:
            line += " · " + t(f"dchuntui.strip.{state}")
        fs = 10 if compact else 14
        face = "bold" if state == "now" else "regular"
        surf = render(fit_text(line, fs, box.w - 6, face), fs, ink, face)
        at = surf.get_rect(center=box.center)
        if state in ("won", "lost"):  # a drawn tick or cross (the font has neither glyph)
            at.x += 6
            _mark(surface, (at.x - 9, box.centery), state == "won", ink, 4 if compact else 5)
        surface.blit(surf, at)


def _mark(surface: pygame.Surface, at: tuple[int, int], tick: bool, ink, r: int) -> None:
    x, y = at
    if tick:
        pygame.draw.lines(surface, ink, False, [(x - r, y), (x - r // 3, y + r), (x + r, y - r)], 2)
    else:
        pygame.draw.line(surface, ink, (x - r, y - r), (x + r, y + r), 2)
        pygame.draw.line(surface, ink, (x - r, y + r), (x + r, y - r), 2)

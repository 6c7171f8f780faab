"""The Coliseum's own drawings on the desConfronto board: the banner (first round, a Revide window,
the Final Round), the score track 0-10 with each hero's marker, the Class tokens on each playmat
(coloured by whose they are), a hero out of the arena, the hidden hand, the hand-off cover and the
podium. Pure drawing from the view (``ColiseumView``) and words already translated by the caller."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from game.core.i18n import t
from scenes.boards import desconfronto_coliseum_layout as CL
from scenes.boards import desconfronto_layout as L
from scenes.boards.desconfronto_panels import card_back
from scenes.theme import fit_text, render, wrap

WHITE = (250, 246, 236)


@lru_cache(maxsize=16)
def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((20, 14, 10, alpha))
    return surf


def initial(name: str) -> str:
    return name[:1].upper() or "?"


def marker(surface: pygame.Surface, centre: tuple[int, int], seat: int, name: str, r: int, hollow: bool = False) -> None:
    """A seat's disk with its hero's initial (its marker on the track, its token on a playmat)."""
    col = CL.seat_colour(seat)
    if hollow:  # a hero out of the arena keeps an outline on the track
        pygame.draw.circle(surface, col, centre, r, 2)
        ink = col
    else:
        pygame.draw.circle(surface, WHITE, centre, r + 1)
        pygame.draw.circle(surface, col, centre, r)
        ink = WHITE
    img = render(initial(name), max(10, int(r * 1.25)), ink, "bold")
    surface.blit(img, img.get_rect(center=centre))


def banner(surface: pygame.Surface, pal, head: str, detail: str, tone: str) -> None:
    """The arena's one-line banner: ``tone`` "first" (first round), "final", "revide" or "plain";
    nothing at all when there is nothing to say."""
    if not head and not detail:
        return
    r = CL.BANNER
    fill = {"final": pal["bad"], "revide": pal["accent2"], "first": pal["good"]}.get(tone, pal["bg2"])
    ink = pal["text"] if tone == "plain" else WHITE
    pygame.draw.rect(surface, fill, r, 0, 8)
    x = r.x + 10
    room = r.w - 20
    detail_w = render(detail, 14, ink).get_width() if detail else 0
    # The head keeps its whole text when it can; the detail takes what is left (cut with "…").
    head_w = room - min(detail_w + 14, room * 2 // 5) if detail else room
    if head:
        img = render(fit_text(head, 16, head_w, "bold"), 16, ink, "bold")
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        x += img.get_width() + 14
    if detail:
        img = render(fit_text(detail, 14, r.right - x - 10), 14, ink)
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))


def score_track(surface: pygame.Surface, pal, area: pygame.Rect, cv, names: Sequence[str]) -> None:
    """Cells 0..target; each hero's marker in the cell of its score (several share a cell side by side)."""
    pygame.draw.rect(surface, pal["panel"], area, 0, 10)
    pygame.draw.rect(surface, pal["accent"], area, 2, 10)
    if area.h > 60:  # the slim track (beasts under it) has no room for its title
        title = render(fit_text(t("dc_coliseum_ui.track.title", target=cv.target), 13, area.w - 20, "bold"),
                       13, pal["muted"], "bold")  # fmt: skip
        surface.blit(title, (area.x + 10, area.y + 4))
    cells = CL.track_cells(area, cv.target)
    by_cell: dict[int, list[int]] = {}
    for seat, score in enumerate(cv.scores):
        by_cell.setdefault(min(max(0, score), cv.target), []).append(seat)
    for i, cell in enumerate(cells):
        goal = i == cv.target
        pygame.draw.rect(surface, pal["bad"] if goal else pal["bg2"], cell, 0, 6)
        num = render(str(i), 12, WHITE if goal else pal["muted"], "bold")
        surface.blit(num, (cell.x + 4, cell.y + 2))
        seats = by_cell.get(i, [])
        if not seats:
            continue
        tall = cell.h > 36
        cols = 2 if tall and len(seats) > 2 else len(seats)  # a crowded tall cell stacks its markers
        rows = -(-len(seats) // cols)
        r = min(14, (cell.w - 4) // (2 * cols) - 1, (cell.h - 18) // (2 * rows) - 1) if tall else 7
        r = max(6, r)
        step = min(2 * r + 3, (cell.w - 4) // cols)
        for k, seat in enumerate(seats):
            row, col = divmod(k, cols)
            in_row = min(cols, len(seats) - row * cols)
            x = cell.centerx - step * (in_row - 1) // 2 + col * step + (0 if tall else 6)  # slim: the number sits left
            if tall:
                y = cell.y + 16 + (cell.h - 16) * (2 * row + 1) // (2 * rows)
            else:
                y = cell.centery
            marker(surface, (x, y), seat, names[seat], r, hollow=seat in cv.eliminated)


def seat_stripe(surface: pygame.Surface, mat: pygame.Rect, seat: int) -> None:
    """The hero's own colour down the playmat's left edge: its tokens elsewhere wear it."""
    pygame.draw.rect(surface, CL.seat_colour(seat), (mat.x, mat.y + 8, 5, mat.h - 16), 0, 2)


def tokens_on(surface: pygame.Surface, mat: pygame.Rect, holders: Sequence[int], names: Sequence[str]) -> None:
    """The Class tokens on a hero (DC-COL-11): one disk per holder, in the holder's colour, bottom right."""
    r = CL.TOKEN_R
    for k, seat in enumerate(holders):
        centre = (mat.right - r - 8 - k * (2 * r + 4), mat.bottom - r - 30)  # above the Active Hero tag
        marker(surface, centre, seat, names[seat], r)


def out_cover(surface: pygame.Surface, pal, mat: pygame.Rect, label: str) -> None:
    surface.blit(_shade(mat.size, 150), mat)
    img = render(fit_text(label, 20, mat.w - 10, "bold"), 20, WHITE, "bold")
    surface.blit(img, img.get_rect(center=mat.center))


def hidden_hand(surface: pygame.Surface, pal, text: str, count: int) -> None:
    """The hand area when no human decides: a face-down pile and why nothing is shown."""
    r = L.HAND
    pygame.draw.rect(surface, pal["bg2"], r, 0, 12)
    pile = pygame.Rect(r.x + 24, r.y + 24, 70, 100)
    card_back(surface, pile, pal, count, str(count))
    y = r.y + 50
    for line in wrap(text, 16, r.w - 140, "bold")[:3]:
        surface.blit(render(line, 16, pal["muted"], "bold"), (pile.right + 30, y))
        y += 22


def handoff_cover(surface: pygame.Surface, pal, title: str, body: str) -> None:
    """Hides the whole board until the next human takes it (their button sits in the panel)."""
    surface.blit(_shade(surface.get_size(), 242), (0, 0))
    r = L.CHOICES
    pygame.draw.rect(surface, pal["bg2"], r, 0, 12)
    pygame.draw.rect(surface, pal["accent"], r, 3, 12)
    head = render(fit_text(title, 24, r.w - 40, "bold"), 24, pal["text"], "bold")
    surface.blit(head, head.get_rect(midtop=(r.centerx, r.y + 18)))
    text = render(fit_text(body, 15, r.w - 40), 15, pal["muted"])
    surface.blit(text, text.get_rect(midtop=(r.centerx, r.y + 58)))


def podium(surface: pygame.Surface, pal, places: Sequence[Sequence[int]], lines: Sequence[tuple[str, str, str]]) -> None:
    """The end of the Coliseum over the arena: ``lines`` (place, hero, points) in ``places``' order."""
    r = CL.ARENA
    pygame.draw.rect(surface, pal["panel"], r, 0, 14)
    pygame.draw.rect(surface, pal["accent"], r, 3, 14)
    head = render(t("dc_coliseum_ui.podium.title"), 26, pal["text"], "bold")
    surface.blit(head, head.get_rect(midtop=(r.centerx, r.y + 12)))
    seats = [s for place in places for s in place]
    row_h = min(62, (r.h - 96) // max(1, len(lines)))
    y = r.y + 56
    for (place, hero, points), seat in zip(lines, seats, strict=True):
        first = seat in places[0]
        box = pygame.Rect(r.x + 60, y, r.w - 120, row_h - 8)
        pygame.draw.rect(surface, pal["accent"] if first else pal["bg2"], box, 0, 10)
        marker(surface, (box.x + 26, box.centery), seat, hero, min(16, box.h // 2 - 3))
        size = 22 if first else 18
        img = render(fit_text(f"{place}  {hero}", size, box.w // 2, "bold"), size, pal["text"], "bold")
        surface.blit(img, img.get_rect(midleft=(box.x + 54, box.centery)))
        pts = render(fit_text(points, 18, box.w // 2 - 60, "bold"), 18, pal["text"], "bold")
        surface.blit(pts, pts.get_rect(midright=(box.right - 16, box.centery)))
        y += row_h
    hint = render(fit_text(t("dc_coliseum_ui.podium.hint"), 13, r.w - 40, "italic"), 13, pal["muted"], "italic")
    surface.blit(hint, hint.get_rect(midbottom=(r.centerx, r.bottom - 8)))


def arena_side(surface: pygame.Surface, pal, cv, names: Sequence[str]) -> None:
    """Without beasts the Creature Action deck's place lists the heroes: score and tokens placed."""
    r = L.DECK
    pygame.draw.rect(surface, pal["panel"], r, 0, 10)
    pygame.draw.rect(surface, pal["accent2"], r, 2, 10)
    n = max(1, len(names))
    row = min(30, (r.h - 10) // n)
    placed = {s: sum(s in m for m in cv.marks) for s in range(len(names))}
    for seat, name in enumerate(names):
        y = r.y + 6 + seat * row
        marker(surface, (r.x + 20, y + row // 2), seat, name, min(11, row // 2 - 2), hollow=seat in cv.eliminated)
        img = render(fit_text(name, 16, 180, "bold"), 16, pal["text"], "bold")
        surface.blit(img, img.get_rect(midleft=(r.x + 40, y + row // 2)))
        score = render(t("dc_coliseum_ui.side.score", score=cv.scores[seat], target=cv.target), 16, pal["text"], "bold")
        surface.blit(score, score.get_rect(midleft=(r.x + 230, y + row // 2)))
        tok = render(fit_text(t("dc_coliseum_ui.side.tokens", n=placed[seat]), 13, r.right - r.x - 330), 13, pal["muted"])
        surface.blit(tok, tok.get_rect(midleft=(r.x + 320, y + row // 2)))

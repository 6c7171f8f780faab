"""Keyword tooltips and keyword-marked text.

A glossary maps a keyword (as it appears in the translated text) to its
translated explanation. ``render_rich`` draws wrapped text with those keywords
underlined and coloured and remembers where each one landed, so
``KeywordTooltips`` can show the explanation when the mouse rests on it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from scenes.widgets import fonts
from scenes.widgets.style import colour, rgb

HOVER_DELAY = 0.45
TIP_WIDTH = 300
TIP_FONT = 15


@dataclass
class RichText:
    """Rendered text plus the rectangles (relative to the surface) of each keyword."""

    surface: pygame.Surface
    spots: list[tuple[pygame.Rect, str]] = field(default_factory=list)


def _keyword_pattern(keywords: list[str]) -> re.Pattern[str] | None:
    if not keywords:
        return None
    alternation = "|".join(re.escape(k) for k in sorted(keywords, key=len, reverse=True))
    return re.compile(rf"(?<!\w)({alternation})(?!\w)", re.IGNORECASE)


def render_rich(
    text: str,
    keywords: list[str],
    size: int,
    width: int,
    ink: tuple[int, ...],
    keyword_ink: tuple[int, ...] | None = None,
    face: str = "regular",
) -> RichText:
    """Wrap ``text`` to ``width`` with every glossary keyword underlined in ``keyword_ink``.

    Rendered once; callers cache the result and blit it each frame.
    """
    keyword_ink = keyword_ink or rgb("text", "keyword_dark")
    pattern = _keyword_pattern(keywords)
    lookup = {k.lower(): k for k in keywords}
    f = fonts.font(size, face)
    line_h = f.get_linesize()
    def drawn_width(line: str) -> int:
        # Keywords are drawn bold, which runs wider than the regular face the text is wrapped in.
        pieces = pattern.split(line) if pattern else [line]
        return sum(
            fonts.font(size, "bold" if i % 2 else face).size(piece)[0] for i, piece in enumerate(pieces) if piece
        )

    lines = fonts.wrap(text, size, width, face, measure=drawn_width if pattern else None)
    surf = pygame.Surface((max(1, width), max(1, line_h * len(lines))), pygame.SRCALPHA)
    spots: list[tuple[pygame.Rect, str]] = []
    for row, line in enumerate(lines):
        x, y = 0, row * line_h
        pieces = pattern.split(line) if pattern else [line]
        for i, piece in enumerate(pieces):
            if not piece:
                continue
            is_keyword = bool(pattern) and i % 2 == 1
            img = fonts.render(
                piece, size, keyword_ink if is_keyword else ink, "bold" if is_keyword else face
            )
            surf.blit(img, (x, y))
            if is_keyword:
                rect = pygame.Rect(x, y, img.get_width(), line_h)
                base = y + f.get_ascent() + 2
                pygame.draw.line(surf, keyword_ink, (x, base), (x + img.get_width() - 1, base), 1)
                spots.append((rect, lookup.get(piece.lower(), piece)))
            x += img.get_width()
    return RichText(surf, spots)


class KeywordTooltips:
    """Shows a framed explanation near the mouse after it rests on a keyword.

    Owners register where rich text was blitted with ``place(name, rich, topleft)``;
    the tooltip then knows which keyword is under the mouse without re-parsing.
    """

    def __init__(
        self, glossary: dict[str, str], canvas: tuple[int, int] = (1280, 720), delay: float = HOVER_DELAY
    ) -> None:
        self.glossary = glossary
        self.canvas = pygame.Rect((0, 0), canvas)
        # Not scaled by animation speed: the delay guards against flicker, not pacing.
        self.delay = delay
        self._placed: dict[str, list[tuple[pygame.Rect, str]]] = {}
        self._mouse: tuple[int, int] | None = None
        self._under: str | None = None
        self._rest = 0.0
        self._cache: dict[str, pygame.Surface] = {}

    def keywords(self) -> list[str]:
        return list(self.glossary)

    def place(
        self, name: str, rich: RichText | list[tuple[pygame.Rect, str]], topleft: tuple[int, int]
    ) -> None:
        """Record (or move) a block of rich text, or a card's keyword spots; ``name`` identifies it."""
        spots = rich.spots if isinstance(rich, RichText) else rich
        self._placed[name] = [(r.move(topleft), k) for r, k in spots]

    def remove(self, name: str) -> None:
        self._placed.pop(name, None)

    def keyword_at(self, pos: tuple[int, int]) -> str | None:
        for spots in self._placed.values():
            for rect, keyword in spots:
                if rect.collidepoint(pos):
                    return keyword
        return None

    @property
    def showing(self) -> str | None:
        """The keyword whose tooltip is on screen, if any."""
        if self._under is not None and self._rest >= self.delay:
            return self._under
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            under = self.keyword_at(event.pos)
            if under != self._under:
                self._under, self._rest = under, 0.0
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._rest = 0.0
        # Hovering is passive: the board below still gets the event.
        return False

    def update(self, dt: float) -> None:
        if self._under is not None:
            self._rest += dt

    def draw(self, surface: pygame.Surface) -> None:
        keyword = self.showing
        if keyword is None or self._mouse is None:
            return
        tip = self._tip(keyword)
        rect = tip.get_rect(topleft=(self._mouse[0] + 16, self._mouse[1] + 20))
        if rect.right > self.canvas.right:
            rect.right = self._mouse[0] - 8
        if rect.bottom > self.canvas.bottom:
            rect.bottom = self._mouse[1] - 8
        surface.blit(tip, rect.clamp(self.canvas))

    def _tip(self, keyword: str) -> pygame.Surface:
        if keyword not in self._cache:
            self._cache[keyword] = render_tip(keyword, self.glossary.get(keyword, ""))
        return self._cache[keyword]


def render_tip(title: str, body: str, width: int = TIP_WIDTH) -> pygame.Surface:
    """A framed box: the keyword as a title over its wrapped explanation."""
    pad = 10
    head = fonts.render(title, TIP_FONT + 1, rgb("tooltip", "title"), "bold")
    text = render_rich(body, [], TIP_FONT, width - 2 * pad, rgb("tooltip", "text")).surface
    lines_w = max(fonts.font(TIP_FONT).size(line)[0] for line in fonts.wrap(body, TIP_FONT, width - 2 * pad))
    w = max(head.get_width(), lines_w) + 2 * pad
    h = pad + head.get_height() + 4 + text.get_height() + pad
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, colour("tooltip", "bg"), surf.get_rect(), 0, 8)
    pygame.draw.rect(surf, rgb("tooltip", "border"), surf.get_rect(), 2, 8)
    surf.blit(head, (pad, pad))
    surf.blit(text, (pad, pad + head.get_height() + 4))
    return surf

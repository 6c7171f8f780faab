"""Text the board draws, kept to glyphs its font has.

Noto Sans has no arrows (the core's ``describe_effect`` writes "→"): a missing glyph would be drawn as
an empty box, so the board swaps it for a look-alike the font does have, or "?" as a last resort.
Glyph presence is asked of FreeType once per character and face (``pygame.font`` draws the box
without saying so).
"""

from __future__ import annotations

from functools import cache

import pygame.freetype

from scenes.widgets import fonts

FALLBACK = {
    "→": "»",
    "⇒": "»",
    "▸": "»",
    "►": "»",
    "←": "«",
    "⇐": "«",
    "✓": "+",
    "✔": "+",
    "✗": "x",
    "✘": "x",
}


_faces: dict[str, pygame.freetype.Font] = {}


def _face(face: str) -> pygame.freetype.Font | None:
    f = _faces.get(face)
    if f is None:
        path = fonts.font_path(face)
        if path is None:
            return None
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        if not _faces:  # FreeType fonts die with pygame.quit(); pygame forgets hooks once run
            pygame.register_quit(_faces.clear)
        f = _faces[face] = pygame.freetype.Font(str(path), 12)
    return f


@cache
def has_glyph(ch: str, face: str = "regular") -> bool:
    if ch in "\n\t":
        return True
    f = _face(face)
    return f is None or f.get_metrics(ch)[0] is not None


def safe_text(s: str, face: str = "regular") -> str:
    if s.isascii():
        return s
    return "".join(ch if has_glyph(ch, face) else FALLBACK.get(ch, "?") for ch in s)


def render(s: str, size: int, ink, face: str = "regular") -> pygame.Surface:
    """``fonts.render`` of the glyph-safe text (cached there)."""
    return fonts.render(safe_text(s, face), size, ink, face)

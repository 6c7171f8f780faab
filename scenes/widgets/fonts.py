"""Fonts loaded by path, cached per (face, size).

The app ships Noto Sans's four faces in ``art/fonts``, cut to the characters the game can show
(``scripts/subset_fonts.py``); a build puts them where pygame_gui keeps its own. Without them (a
stripped environment) pygame_gui's full files of the same fonts are used.
"""

from __future__ import annotations

import importlib.resources
from collections.abc import Callable
from functools import cache, lru_cache
from pathlib import Path

import pygame

from scenes.widgets.style import ROOT

ART_FONTS = ROOT / "art" / "fonts"
FACES = {
    "regular": "NotoSans-Regular.ttf",
    "bold": "NotoSans-Bold.ttf",
    "italic": "NotoSans-Italic.ttf",
    "bold_italic": "NotoSans-BoldItalic.ttf",
}

# Noto Sans has no arrows or check marks: pygame draws an empty box for them without a word, so every
# text drawn here swaps them for look-alikes the font has (the fortress board's ``fortress_glyphs``
# does the same, asking FreeType, for its own wider set).
_MISSING = str.maketrans({"→": "»", "⇒": "»", "←": "«", "⇐": "«", "✓": "+", "✔": "+", "✗": "x", "✘": "x", "◀": "«", "▶": "»"})


def drawable(text: str) -> str:
    """``text`` with the glyphs the shipped font lacks replaced by look-alikes it has."""
    return text.translate(_MISSING)


def font_path(face: str = "regular") -> Path | None:
    """Where the face's file lives: art/fonts first, then pygame_gui's data dir."""
    filename = FACES.get(face, FACES["regular"])
    local = ART_FONTS / filename
    if local.is_file():
        return local
    try:
        packaged = importlib.resources.files("pygame_gui.data") / filename
        if packaged.is_file():
            return Path(str(packaged))
    except (ModuleNotFoundError, FileNotFoundError):
        pass
    return None


_hooked = False


def reset_caches() -> None:
    """Forget Font objects and rendered text: fonts die with ``pygame.quit()``."""
    global _hooked
    _hooked = False
    _font.cache_clear()
    render.cache_clear()


def font(size: int, face: str = "regular") -> pygame.font.Font:
    global _hooked
    if not _hooked:
        # pygame forgets quit hooks once they run, so re-arm after every quit:
        # apps and tests that quit and re-init pygame must not get dead fonts.
        pygame.register_quit(reset_caches)
        _hooked = True
    return _font(int(size), face)


@cache
def _font(size: int, face: str) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    path = font_path(face)
    # pygame's built-in default font keeps the widgets alive if no file is found.
    return pygame.font.Font(str(path) if path else None, max(6, size))


@lru_cache(maxsize=4096)
def render(text: str, size: int, colour: tuple[int, ...], face: str = "regular") -> pygame.Surface:
    """Rendered text, cached: drawing unchanged text each frame costs a blit, not a render."""
    return font(size, face).render(drawable(text), True, colour)


def wrap(
    text: str,
    size: int,
    width: int,
    face: str = "regular",
    measure: Callable[[str], int] | None = None,
) -> list[str]:
    """Greedy word wrap to ``width`` pixels; explicit newlines are kept; over-long words are cut.

    ``measure`` gives a line's drawn width when it is not plain ``face`` text (keywords in bold)."""
    f = font(size, face)
    width_of = measure or (lambda line: f.size(line)[0])
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if width_of(candidate) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while width_of(word) > width and len(word) > 1:
                cut = _longest_fit(word, width, width_of)
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def ellipsize(text: str, size: int, width: int, face: str = "regular") -> str:
    """``text`` cut with an ellipsis so it fits ``width`` pixels (unchanged when it fits)."""
    f = font(size, face)
    if f.size(text)[0] <= width:
        return text
    # Binary search on the prefix length: a 30,000-character line costs ~15 measurements, not 30,000.
    cut = _longest_fit(text, width, lambda s: f.size(s + "…")[0], at_least=0)
    return text[:cut].rstrip() + "…"


def _longest_fit(text: str, width: int, width_of: Callable[[str], int], at_least: int = 1) -> int:
    """The longest prefix length of ``text`` (at least ``at_least``) whose drawn width fits ``width``.

    Widths grow with the prefix, so a binary search finds it in O(log n) measurements."""
    lo, hi = at_least, len(text)
    # Nothing wider than the box can be drawn in it: a prefix never needs more characters than pixels.
    hi = min(hi, max(at_least, width))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if width_of(text[:mid]) <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo

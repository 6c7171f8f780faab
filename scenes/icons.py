"""The Game-icons in art/icons as tinted surfaces: ``svg_icon(name, size, colour) -> Surface | None``.

pygame-ce's SDL_image reads SVG through nanosvg at any size (``load_sized_svg``), so an icon is
rasterised once per (name, size, colour) straight at that size and kept: a frame only blits.
The files keep ``fill="currentColor"`` and are tinted by replacing that text before the load
(nanosvg knows no currentColor). A missing or unreadable file gives ``None`` once (remembered) and
the caller draws today's glyph instead, so a broken install still shows every symbol.

Which icon stands for which concept lives in art/icons/manifest.toml (``symbol``, ``emblem``).
"""

from __future__ import annotations

import io
import tomllib
from functools import cache, lru_cache

import pygame

from game.core.resources import DataPath, located
from scenes.widgets.style import ROOT  # the bundle's folder when frozen (sys._MEIPASS)

# A build ships the icons in its data archive (SVG text packs to about half): game.core.resources.
ICON_DIR = located(ROOT / "art" / "icons")
Colour = tuple[int, int, int] | tuple[int, int, int, int]


@cache
def manifest() -> dict:
    path = ICON_DIR / "manifest.toml"
    return tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def symbol(name: str) -> str | None:
    """The icon standing for a rule symbol of ``scenes.widgets.icons`` (e.g. "dc.fire"), if any."""
    return manifest().get("symbols", {}).get(name)


def emblem(kind: str, ident: str) -> str | None:
    """The emblem icon of a figure, e.g. ``emblem("dc_creature", "froggo")``; ids behind a "#"
    (copies, campaign suffixes) share their card's emblem."""
    return manifest().get("emblems", {}).get(kind, {}).get(ident.partition("#")[0])


@cache
def _svg(name: str, directory: DataPath) -> str | None:
    try:
        return (directory / f"{name}.svg").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _hex(colour: Colour) -> tuple[str, float]:
    r, g, b = colour[:3]
    alpha = colour[3] / 255 if len(colour) > 3 else 1.0  # type: ignore[misc]
    return f"#{r:02x}{g:02x}{b:02x}", alpha


@lru_cache(maxsize=2048)
def _render(name: str, size: int, colour: Colour, directory: DataPath) -> pygame.Surface | None:
    text = _svg(name, directory)
    if text is None:
        return None
    fill, alpha = _hex(colour)
    text = text.replace('"currentColor"', f'"{fill}"')
    if alpha < 1.0:
        text = text.replace("<path ", f'<path fill-opacity="{alpha:.3f}" ', 1)
    try:
        surf = pygame.image.load_sized_svg(io.BytesIO(text.encode()), (size, size))
    except (pygame.error, ValueError):
        return None
    return surf.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else surf


def svg_icon(name: str | None, size: int, colour: Colour = (255, 255, 255)) -> pygame.Surface | None:
    """The icon ``name`` filled with ``colour`` at ``size`` x ``size`` pixels (shared: do not draw on it),
    or None when there is no such icon or it cannot be read (the caller then draws its glyph)."""
    if not name:
        return None
    return _render(name, max(4, int(size)), tuple(colour), ICON_DIR)  # type: ignore[arg-type]


def clear_cache() -> None:
    """Forget every loaded file and surface (tests that move files; pygame.quit() drops surfaces)."""
    _svg.cache_clear()
    _render.cache_clear()
    manifest.cache_clear()

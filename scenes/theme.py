"""Look data: the pygame_gui theme, fonts loaded by path, and per-game palettes.

Colours live in ``art/palettes.json`` and ``art/theme.json``, not in code.
"""

from __future__ import annotations

import json
import sys
from functools import cache, lru_cache
from pathlib import Path

from scenes.widgets import fonts


def art_dir() -> Path:
    # PyInstaller unpacks data next to the bundle (sys._MEIPASS); from source it sits at the repo root.
    base = getattr(sys, "_MEIPASS", None)
    return Path(base) / "art" if base else Path(__file__).resolve().parent.parent / "art"


FONT_NAME = "tablebound_sans"
FONT_FILES = fonts.FACES
# Every (size, style) the theme uses, preloaded so pygame_gui never loads fonts lazily (or warns).
PRELOAD = [
    (14, "regular"),
    (15, "regular"),
    (16, "regular"),
    (18, "regular"),
    (14, "italic"),
    (16, "italic"),
    (16, "bold"),
    (20, "bold"),
    (26, "bold"),
    (44, "bold"),
]


def reset_caches() -> None:
    """Forget fonts and rendered text: they die with ``pygame.quit()`` (tests start many apps)."""
    fonts.reset_caches()


def font_file(style: str = "regular") -> Path:
    # The build ships the fonts once, where pygame_gui keeps its own (scripts/spec_platform.py):
    # fonts.font_path looks in art/fonts, then there.
    return fonts.font_path(style) or art_dir() / "fonts" / FONT_FILES.get(style, FONT_FILES["regular"])


# One font loader and text cache for menus and boards alike: scenes.widgets.fonts.
font = fonts.font
render = fonts.render
wrap = fonts.wrap
fit_text = fonts.ellipsize


@cache
def _palettes() -> dict:
    with open(art_dir() / "palettes.json", encoding="utf-8") as fh:
        return json.load(fh)


def hex_colour(value: str) -> tuple[int, int, int]:
    value = value.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


@lru_cache(maxsize=32)
def palette(name: str, colorblind: bool = False) -> dict[str, tuple[int, int, int]]:
    """A game's colours (``menu`` for menus); unknown games get the menu palette."""
    data = _palettes()
    entry = data.get(name) or data["menu"]
    chosen = entry["colorblind" if colorblind else "standard"]
    return {k: hex_colour(v) for k, v in chosen.items()}


def make_ui_manager(size: tuple[int, int], manager_cls: type):
    """A pygame_gui manager with our theme and fonts (all preloaded)."""
    # Font paths must be known before the theme is read, or pygame_gui warns and falls back.
    manager = manager_cls(size, enable_live_theme_updates=False)
    manager.add_font_paths(
        FONT_NAME,
        str(font_file("regular")),
        str(font_file("bold")),
        str(font_file("italic")),
        str(font_file("bold_italic")),
    )
    manager.get_theme().load_theme(str(art_dir() / "theme.json"))
    fonts = manager.get_theme().get_font_dictionary()
    missing = [
        {"name": FONT_NAME, "point_size": size, "style": style}
        for size, style in PRELOAD
        if not fonts.check_font_preloaded(
            fonts.create_font_id(size, FONT_NAME, "bold" in style, "italic" in style, True)
        )
    ]
    manager.preload_fonts(missing)
    return manager

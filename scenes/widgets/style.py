"""Widget colours, read from ``art/widgets/style.toml`` (theme data, not code)."""

from __future__ import annotations

import sys
import tomllib
from functools import cache
from pathlib import Path

# A PyInstaller bundle unpacks art/ next to the code (sys._MEIPASS); from source it is the repo root.
ROOT = Path(getattr(sys, "_MEIPASS", None) or Path(__file__).resolve().parents[2])
STYLE_FILE = ROOT / "art" / "widgets" / "style.toml"

Colour = tuple[int, ...]


@cache
def _table() -> dict[str, dict[str, Colour]]:
    with open(STYLE_FILE, "rb") as fh:
        raw = tomllib.load(fh)
    out: dict[str, dict[str, Colour]] = {}
    for section, entries in raw.items():
        out[section] = {}
        for name, value in entries.items():
            if not (isinstance(value, list) and len(value) in (3, 4) and all(0 <= v <= 255 for v in value)):
                raise ValueError(f"{STYLE_FILE.name}: [{section}] {name} must be 3 or 4 numbers 0-255")
            out[section][name] = tuple(value)
    return out


def colour(section: str, name: str) -> Colour:
    """A named colour; a missing name raises so a typo cannot silently draw black."""
    try:
        return _table()[section][name]
    except KeyError:
        raise KeyError(f"{STYLE_FILE.name}: no colour [{section}] {name}") from None


def rgb(section: str, name: str) -> tuple[int, int, int]:
    c = colour(section, name)
    return c[0], c[1], c[2]

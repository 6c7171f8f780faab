"""Cut the shipped fonts down to the characters the game can show, repeatably.

    pip install ".[fonts]"            # fontTools, at the pinned version
    python scripts/subset_fonts.py    # rewrites art/fonts/*.ttf
    python scripts/subset_fonts.py --check   # exit 1 if art/fonts is not what the script would write

The full fonts are pygame_gui's own package data (Noto Sans's four faces, Fira Code), checked
against the SHA-256 sums below, so every run starts from the same files; fontTools is pinned too and
timestamps are kept, so the output is the same bytes each time (``--check`` says so).

What is kept (``wanted``): printable ASCII, Latin-1 and Latin Extended-A (names a player types),
a few punctuation marks, and every character of every catalogue (en and pt_BR), every game's data,
the scenarios, the icon credits, CREDITS.md and our own source (literal strings drawn on screen) —
of those, what the full font has. A test draws every catalogue character with the shipped fonts
(no empty box); a text that brings a new character makes it fail until this script runs again.

The italic faces are cut too, not replaced by a slanted regular face: Noto Sans Italic is narrower
(a card's "Unidade · Desmorto" line is 95 px in it at 11 px, 112 px slanted), and the boards' lines
were fitted to it.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.resources
import io
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # reading pygame_gui's data imports pygame

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "art" / "fonts"
FONTTOOLS = "4.68.0"
# pygame_gui 0.6.14's data files (the fonts it loads by default), by name and SHA-256.
SOURCES = {
    "NotoSans-Regular.ttf": "3be6b371cef19ed6add589bd106444ab74c9793bc812d3159298b73d00ee011c",
    "NotoSans-Bold.ttf": "cf382cad35e731fc4f13b1bf068c5085cd17bee2141014cc94919c140529488d",
    "NotoSans-Italic.ttf": "380a500e3dda76d955dadc77053227cc61149814737dc9f7d973d09415ad851f",
    "NotoSans-BoldItalic.ttf": "8e03bc4b40dac226540463acf0bcab3e2812e04fff522b293b0fa818147d88e5",
    # pygame_gui's "symbols" font: the masking dots of hidden text entries and check marks.
    "FiraCode-Regular.ttf": "38a25a65d58718009b38870d1d646c62a668cfb9a446970b41c3ec691c2cdfa1",
}
LICENCES = ("NotoSans-LICENSE.txt", "FiraCode-LICENSE.txt")
# Text files whose characters may reach the screen.
TEXT_GLOBS = ("game/i18n/**/*.toml", "game/*/data/**/*", "game/scenarios/**/*.toml", "art/**/*.toml",
              "game/**/*.py", "scenes/**/*.py", "saves/**/*.py", "CREDITS.md")  # fmt: skip
RANGES = ((0x20, 0x7E), (0xA0, 0x17F), (0x2010, 0x2027), (0x2030, 0x203A), (0x25CF, 0x25CF), (0x2713, 0x2718))


def wanted(root: Path = ROOT) -> set[str]:
    """Every character the shipped fonts should keep (before asking which of them the font has)."""
    chars = {chr(c) for lo, hi in RANGES for c in range(lo, hi + 1)}
    for pattern in TEXT_GLOBS:
        for path in sorted(root.glob(pattern)):
            if path.is_file() and path.suffix in (".toml", ".json", ".py", ".md", ".txt"):
                chars |= set(path.read_text(encoding="utf-8"))
    return {c for c in chars if c.isprintable()}


def source(name: str) -> bytes:
    data = (importlib.resources.files("pygame_gui.data") / name).read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != SOURCES[name]:
        sys.exit(f"{name}: pygame_gui ships a different file (sha256 {digest}); this script was pinned "
                 f"to pygame_gui 0.6.14's. Check the new font, then update SOURCES.")  # fmt: skip
    return data


def subset(data: bytes, chars: set[str]) -> bytes:
    # fontTools is imported here, not at the top: only this step needs it (the "fonts" extra), while
    # ``wanted`` is read by a test on machines that do not install it.
    import fontTools
    from fontTools import subset as ft_subset
    from fontTools.ttLib import TTFont

    if fontTools.version != FONTTOOLS:
        sys.exit(f"fontTools {fontTools.version} found; this script is pinned to {FONTTOOLS} (pip install '.[fonts]')")
    font = TTFont(io.BytesIO(data), recalcTimestamp=False)
    options = ft_subset.Options()
    options.layout_features = ["*"]  # kerning and ligatures as the full font has them
    options.name_IDs = ["*"]  # the copyright and licence records stay
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.recalc_timestamp = False
    sub = ft_subset.Subsetter(options)
    sub.populate(unicodes=[ord(c) for c in chars])
    sub.subset(font)
    out = io.BytesIO()
    font.save(out, reorderTables=True)
    return out.getvalue()


def outputs() -> dict[str, bytes]:
    chars = wanted()
    files = {name: subset(source(name), chars) for name in SOURCES}
    for name in LICENCES:
        files[name] = (importlib.resources.files("pygame_gui.data") / "licenses" / name).read_bytes()
    return files


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Subset art/fonts to the characters the game shows.")
    ap.add_argument("--check", action="store_true", help="only say whether art/fonts is up to date")
    args = ap.parse_args(argv)
    files = outputs()
    stale = [n for n, data in files.items() if not (FONTS / n).is_file() or (FONTS / n).read_bytes() != data]
    if args.check:
        print("art/fonts is up to date" if not stale else f"art/fonts differs: {', '.join(stale)}")
        return 1 if stale else 0
    FONTS.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (FONTS / name).write_bytes(data)
        print(f"{name}: {len(data) / 1024:.1f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

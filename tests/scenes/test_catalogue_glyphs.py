"""Every player-visible string can be drawn by the shipped font: a character Noto Sans lacks is drawn
by pygame as an empty box without a word, so each catalogue text, after ``fonts.drawable``'s swaps,
must use only characters the font has (the "→" in Zerywia's log was such a box)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from scenes.boards.fortress_glyphs import has_glyph
from scenes.widgets import fonts

CATALOGUES = Path(__file__).resolve().parents[2] / "game" / "i18n"


def _strings(node: object):  # type: ignore[no-untyped-def]
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_every_catalogue_character_has_a_glyph(lang: str) -> None:
    missing: dict[str, str] = {}
    for path in sorted((CATALOGUES / lang).glob("*.toml")):
        for text in _strings(tomllib.loads(path.read_text(encoding="utf-8"))):
            for ch in set(fonts.drawable(text)):
                if not ch.isascii() and not has_glyph(ch):
                    missing.setdefault(ch, f"{path.name}: {text[:60]}")
    assert not missing, f"characters the font cannot draw: {missing}"


def test_drawable_swaps_arrows_for_guillemets() -> None:
    assert fonts.drawable("3 → 5") == "3 » 5"
    assert fonts.drawable("plain") == "plain"

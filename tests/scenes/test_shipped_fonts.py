"""The fonts the game ships are cut to the characters it shows (scripts/subset_fonts.py): every
character of every catalogue text (en and pt_BR) and of every game's data, ASCII included, has a
glyph in each of the four shipped faces, so a cut font never draws an empty box."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path

import pygame
import pygame.freetype
import pytest

from scenes.widgets import fonts

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "art" / "fonts"


def _strings(node: object):  # type: ignore[no-untyped-def]
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield str(key)
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)


def _texts() -> dict[str, str]:
    """Character -> where it was first seen, over the catalogues and the games' data."""
    files = sorted((ROOT / "game" / "i18n").glob("*/*.toml")) + sorted(ROOT.glob("game/*/data/**/*.toml"))
    seen: dict[str, str] = {}
    for path in files:
        for text in _strings(tomllib.loads(path.read_text(encoding="utf-8"))):
            for ch in fonts.drawable(text):
                if ch.isprintable():
                    seen.setdefault(ch, f"{path.relative_to(ROOT)}: {text[:50]}")
    return seen


@pytest.fixture(scope="module")
def faces():
    pygame.freetype.init()
    yield {name: pygame.freetype.Font(str(SHIPPED / name), 12) for name in sorted(set(fonts.FACES.values()))}
    pygame.freetype.quit()


def test_every_character_of_every_text_has_a_glyph_in_every_shipped_face(faces):
    seen = _texts()
    assert {"ã", "ç", "é", "Ó", "—", "…"} <= set(seen)  # the Portuguese and the typography are there
    for name, face in faces.items():
        missing = {ch: where for ch, where in seen.items() if face.get_metrics(ch)[0] is None}
        assert not missing, f"{name} cannot draw {missing}: run scripts/subset_fonts.py"


def test_the_subset_kept_what_a_player_may_type(faces):
    typed = "".join(chr(c) for c in range(0x20, 0x7F)) + "ÀÉÎÕÜßàéîõüçÇñÑøÅŁłŒœŠšŽž"
    for face in faces.values():
        assert all(face.get_metrics(ch)[0] is not None for ch in typed)


def test_each_face_is_its_own_cut_file_where_the_widgets_look_for_it():
    """The italics stay true italics (narrower than a slanted regular: the boards' lines fit them)."""
    assert len(faces_files := set(fonts.FACES.values())) == 4
    for face, name in fonts.FACES.items():
        assert fonts.font_path(face) == SHIPPED / name
    assert all((SHIPPED / n).stat().st_size < 120_000 for n in faces_files)


@pytest.mark.skipif(importlib.util.find_spec("fontTools") is None, reason="fontTools: pip install '.[fonts]'")
def test_the_shipped_fonts_are_what_the_subset_script_writes():
    spec = importlib.util.spec_from_file_location("subset_fonts", ROOT / "scripts" / "subset_fonts.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    assert script.main(["--check"]) == 0

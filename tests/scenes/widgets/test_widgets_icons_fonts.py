"""Icons (every rule symbol drawn in one place) and font loading."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from scenes.widgets import fonts
from scenes.widgets.icons import ICON_NAMES, icon, icon_label


def _opaque_fraction(surf: pygame.Surface) -> float:
    w, h = surf.get_size()
    mask = pygame.mask.from_surface(surf, 40)
    return mask.count() / (w * h)


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_every_icon_renders_non_empty_at_every_size(lang):
    """DC-DICE-01 faces, DC-COND-* conditions, HM resources, d6 and Zerywia dice all draw something."""
    i18n.set_language(lang)
    for name in ICON_NAMES:
        for size in (16, 28, 64):
            surf = icon(name, size)
            assert surf.get_size() == (size, size), name
            assert _opaque_fraction(surf) > 0.15, f"{name} at {size}px is nearly empty"


def test_required_symbols_exist():
    """The brief's list: DC-DICE-01 die faces, the ten DC-COND conditions, shield, Vigor, action, HM resources."""
    required = {
        "dc.corrupted", "dc.hit1", "dc.hit2", "dc.purified",
        "dc.stunned", "dc.exhaustion", "dc.bleeding", "dc.corruption", "dc.purification",
        "dc.fire", "dc.ice", "dc.thunder", "dc.poison", "dc.wind",
        "dc.shield", "dc.vigor", "dc.action",
        "hm.resource", "hm.damage", "hm.life", "hm.crystal", "hm.root", "hm.sacrifice",
    } | {f"d6.{n}" for n in range(1, 7)}  # fmt: skip
    assert required <= set(ICON_NAMES)


def test_icons_are_cached_and_distinct():
    assert icon("dc.fire", 32) is icon("dc.fire", 32)
    as_bytes = {pygame.image.tobytes(icon(name, 32), "RGBA") for name in ICON_NAMES}
    assert len(as_bytes) == len(ICON_NAMES), "two symbols draw identically"


def test_condition_letters_follow_the_language():
    """Colour is never the only cue: the Stunned token carries S in English and A (Atordoado) in Portuguese."""
    en = pygame.image.tobytes(icon("dc.stunned", 32), "RGBA")
    i18n.set_language("pt_BR")
    pt = pygame.image.tobytes(icon("dc.stunned", 32), "RGBA")
    assert en != pt
    assert icon_label("dc.stunned") == "Atordoado"


def test_every_icon_has_a_translated_name():
    for lang in ("en", "pt_BR"):
        i18n.set_language(lang)
        for name in ICON_NAMES:
            label = icon_label(name)
            assert label and not label.startswith("widgets."), name


def test_unknown_icon_is_an_error():
    with pytest.raises(KeyError, match="unknown icon"):
        icon("dc.lava", 32)


def test_fonts_load_by_path_and_cache():
    path = fonts.font_path("bold")
    assert path is not None and path.name == "NotoSans-Bold.ttf"
    assert fonts.font(18, "bold") is fonts.font(18, "bold")
    assert fonts.render("Vigor", 14, (1, 2, 3)) is fonts.render("Vigor", 14, (1, 2, 3))


def test_wrap_keeps_every_line_within_width():
    text = (
        "Roll 3 attack dice; each Purified face explodes into one extra die " * 3 + "Supercalifragilistic" * 3
    )
    lines = fonts.wrap(text, 14, 160)
    assert len(lines) > 3
    assert all(fonts.font(14).size(line)[0] <= 160 for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")


def test_fonts_survive_pygame_quit_and_reinit(display):
    """Tests and the app may quit and re-init pygame; cached fonts must not outlive their module."""
    fonts.font(15)
    fonts.render("before", 15, (0, 0, 0))
    pygame.quit()
    pygame.init()
    pygame.display.set_mode((1280, 720))
    assert fonts.render("after", 15, (0, 0, 0)).get_width() > 0
    assert fonts.font(15).size("x")[0] > 0


def test_style_colours_come_from_theme_data(tmp_path, monkeypatch):
    from scenes.widgets import style

    assert style.rgb("target", "legal") == tuple(style.colour("target", "legal")[:3])
    with pytest.raises(KeyError, match="no colour"):
        style.colour("target", "illegal")
    bad = tmp_path / "style.toml"
    bad.write_text("[target]\nlegal = [300, 0, 0]\n")
    monkeypatch.setattr(style, "STYLE_FILE", bad)
    style._table.cache_clear()
    try:
        with pytest.raises(ValueError, match=r"\[target\] legal"):
            style.colour("target", "legal")
    finally:
        monkeypatch.undo()
        style._table.cache_clear()

"""Names on the narrow panels (the Boss's summons, tables of 5-8): shrink first, then wrap at spaces,
then at a hyphen — never cut a word in the middle ("Chapéu-Espor / o" was drawn before)."""

from __future__ import annotations

import pygame

from scenes.boards.desconfronto_narrow import MIN_PX, name_lines
from scenes.widgets.fonts import font


def _width_of(text: str, size: int) -> int:
    pygame.font.init()
    return font(size, "bold").size(text)[0]


def test_a_hyphenated_word_too_wide_even_at_the_smallest_size_breaks_after_its_hyphen():
    width = _width_of("Chapéu-Esporo", MIN_PX) - 4
    size, lines = name_lines("Chapéu-Esporo", width)
    assert lines == ["Chapéu-", "Esporo"], (size, lines)


def test_a_hyphenated_name_that_fits_whole_at_a_smaller_size_is_not_broken():
    width = _width_of("Asa-Sombria", 12) + 1
    size, lines = name_lines("Asa-Sombria", width, one_line_first=True)
    assert lines == ["Asa-Sombria"] and size <= 12


def test_spaces_come_before_hyphens():
    width = _width_of("Caranguejo", 13) + 2
    size, lines = name_lines("Caranguejo de Pedra", width)
    assert " ".join(lines) == "Caranguejo de Pedra"

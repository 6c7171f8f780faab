"""The hero playmat's zones on the combat board (DC-GEN-13, L492-502), in English and Portuguese."""

from __future__ import annotations

from game.core import i18n
from game.core.i18n import localized
from game.core.registry import get_game
from game.core.session import Session
from game.desconfronto import prestige
from game.desconfronto.content import HEROES
from scenes.boards.desconfronto_figures import kw_word
from scenes.boards.desconfronto_text import item_name


def _board(h, sub: str | None):
    from scenes.menu import open_board

    setup = {"players": 2, "heroes": ["artan", "tesser"], "creatures": ["bicudo", "mossling"]}
    s = Session.new(get_game("desconfronto"), setup, 7)
    if sub:
        prestige.grant_subclass(s.state, 0, sub)
    h.push(open_board(h.app, s, {}))
    h.advance(2)
    return h.top


def _tips(board, seat: int) -> list[str]:
    return [label for _, label in board.tips._placed[f"h{seat}"]]


def test_dc_gen_13_the_playmat_shows_its_zones_and_the_specialization(harness):
    """DC-GEN-13: each hero's playmat shows its Vigor bar, level, piles (hand, draw, discard), Active
    Shields, Active Item and, once granted, its Specialization, whose passive the tooltip gives."""
    for lang in ("en", "pt_BR"):
        i18n.set_language(lang)
        board = _board(harness, "artan.knight")
        table = board.view.table
        tips = _tips(board, 0)
        knight = HEROES["artan"].subclass("artan.knight")
        assert f"{localized(knight.name)}: {localized(knight.passive)}" in tips
        assert kw_word("vigor") in tips and kw_word("shields") in tips
        h0 = table.heroes[0]
        if h0.item:
            assert item_name(h0.item) in tips
        assert not any(localized(knight.name) in tip for tip in _tips(board, 1))  # Tesser has none


def test_dc_gen_13_no_specialization_no_specialization_tip(harness):
    """DC-GEN-13: before the Specialization is granted its space is empty (L494: "when the appropriate
    moment of their journey arrives")."""
    board = _board(harness, None)
    names = [localized(s.name) for s in HEROES["artan"].subclasses]
    assert not any(n in tip for tip in _tips(board, 0) for n in names)

"""5-8 figures on the desConfronto board stay readable at 1280x720 (the narrow playmats).

With 8 heroes and 8 creatures each slot is about 88 px wide: every hero's and creature's name is
drawn whole on its own panel (wrapped, never cut with "…"), the seat chip's word too, and no text
on the board is smaller than 10 px. Text is collected as the font helper renders it, with its size.
"""

from __future__ import annotations

from functools import cache

import pygame
import pytest

from game.core.i18n import localized, t
from game.desconfronto.content import HEROES
from game.desconfronto.creatures import CREATURES
from scenes.boards import still_layer
from tests.journeys.player import new_game

MIN_PX = 10


class SizedFont(pygame.font.Font):
    """A ``pygame.font.Font`` that remembers every string it renders and the size asked for."""

    sink: list[tuple[str, int]] = []

    def __init__(self, path, size: int) -> None:
        super().__init__(path, max(6, size))
        self.px = size

    def render(self, text, *args, **kwargs):  # type: ignore[override]
        if text:
            SizedFont.sink.append((str(text), self.px))
        return super().render(text, *args, **kwargs)


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[str, int]]:
    from scenes.widgets import fonts

    sink: list[tuple[str, int]] = []
    SizedFont.sink = sink

    @cache
    def recording(size: int, face: str) -> pygame.font.Font:
        if not pygame.font.get_init():
            pygame.font.init()
        path = fonts.font_path(face)
        return SizedFont(str(path) if path else None, size)

    fonts.reset_caches()
    monkeypatch.setattr(fonts, "_font", recording)
    yield sink
    fonts.reset_caches()


def _fresh(drawn: list) -> None:
    """Forget rendered panels and text so the next draw renders (and records) everything."""
    from scenes.boards import desconfronto_creatures, desconfronto_heroes, desconfronto_nina
    from scenes.widgets import fonts

    for mod in (desconfronto_creatures, desconfronto_heroes, desconfronto_nina):
        mod._cache.clear()
    fonts.render.cache_clear()
    still_layer.forget_all()
    drawn.clear()


def _eight(harness, lang: str):
    harness.app.set_language(lang)
    harness.advance(2)
    board = new_game(harness, "desconfronto", {"players": "8"}, {}, seed=5)
    harness.advance(5)
    st = board.session.state
    assert len(st.heroes) == 8 and len(st.creatures) == 8
    return board


def _crowd(st) -> None:
    """A busy table: conditions, shields, an aura, a bag, a spent item and Thorns-like tags."""
    for i, h in enumerate(st.heroes):
        h.cond.update({"bleeding": 2, "fire": 1, "poison": 3})
        h.shields = [["artan.halo#1", 3], ["fildon.ward#1", 2]]
        if i % 2:
            h.bag = list(h.bag) + ([h.item] if h.item else [])
        h.level = 3
        if h.hero == "artan":
            h.res["aura"] = "red"
    for cr in st.creatures:
        cr.cond.update({"stunned": 1, "ice": 2, "corruption": 1})
    st.heroes[-1].exhausted = "wounds"
    st.creatures[-1].defeated = True


def _panel_texts(board, drawn, kind: str, i: int) -> list[tuple[str, int]]:
    from scenes.boards import desconfronto_layout as L
    from scenes.boards.desconfronto_creatures import creature_panel
    from scenes.boards.desconfronto_heroes import hero_panel

    st = board.view_of(board.shown_state()).table  # the panels draw the view
    _fresh(drawn)
    if kind == "c":
        rect = L.creature_slots(len(st.creatures))[i]
        creature_panel(st, i, i == st.active_creature, rect.size, board.pal)
    else:
        slot = L.hero_slots(len(st.heroes))[i]
        rect = L.hero_mat(slot, board.companions_shown().get(i, False))
        hero_panel(st, i, i == st.active_hero, rect.size, board.pal, board.bots.is_bot(i))
    assert L.narrow(rect.w)
    return list(drawn)


def _check_names(board, drawn) -> None:
    st = board.shown_state()
    for i, h in enumerate(st.heroes):
        texts = _panel_texts(board, drawn, "h", i)
        joined = " ".join(s for s, _ in texts)
        name = localized(HEROES[h.hero].name)
        assert name in joined, (name, texts)
        chip = t("dcui.board.bot") if board.bots.is_bot(i) else t("dcui.board.human")
        assert chip in [s for s, _ in texts], (chip, texts)
        assert all(px >= MIN_PX for _, px in texts), texts
    for i, cr in enumerate(st.creatures):
        texts = _panel_texts(board, drawn, "c", i)
        joined = " ".join(s for s, _ in texts)
        name = localized(CREATURES[cr.creature].name)
        assert name in joined, (name, texts)
        # Not cut: no drawn piece of the name ends with an ellipsis.
        assert not any(s.endswith("…") and s[:-1].strip() and s[:-1].strip() in name for s, _ in texts)
        assert all(px >= MIN_PX for _, px in texts), texts


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_eight_heroes_and_creatures_show_their_names_whole(harness, drawn, lang):
    board = _eight(harness, lang)
    _check_names(board, drawn)


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_a_crowded_eight_seat_table_keeps_names_and_10px_text(harness, drawn, lang):
    board = _eight(harness, lang)
    _crowd(board.session.state)
    board.on_state_changed()
    _check_names(board, drawn)


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_no_text_on_the_eight_seat_board_is_under_10px(harness, drawn, lang):
    board = _eight(harness, lang)
    _fresh(drawn)
    board.draw(pygame.Surface((1280, 720)))
    small = sorted({(s, px) for s, px in drawn if px < MIN_PX})
    assert drawn and not small, small


def test_the_seat_chip_click_swaps_the_seat_on_a_narrow_mat(harness):
    from scenes.boards import desconfronto_layout as L
    from scenes.boards.desconfronto_heroes import toggle_rect

    board = _eight(harness, "en")
    slot = L.hero_slots(8)[3]
    was = board.bots.is_bot(3)
    harness.click(harness.app.letterbox.to_window(toggle_rect(slot).center))
    assert board.bots.is_bot(3) != was


def test_four_heroes_keep_the_wide_mats():
    from scenes.boards import desconfronto_layout as L

    assert all(not L.narrow(r.w) for r in L.hero_slots(4) + L.creature_slots(4))
    assert all(L.narrow(r.w) for n in (5, 6, 7, 8) for r in L.hero_slots(n) + L.creature_slots(n))

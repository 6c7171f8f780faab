"""The Zerywia board's hero rows: the Prepared line (ZW-HERO-02/03, the Saga cards a hero has on the
Character Board) fits its row in both languages at 1280x720 and at the smallest window size, with
whole names only, and pointing at the row writes the whole list inside the map's note strip."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import set_language, t
from game.core.session import Session
from game.zerywia.content import content
from game.zerywia.words import word
from scenes.settings import WINDOW_SIZES

SMALLEST = min(WINDOW_SIZES)
HEROES = ("svara", "goryv", "veda", "dalbor")


def longest_prepared(hero_id: str) -> list[str]:
    """As many Saga cards as the hero's limits allow, the longest Portuguese names of each type."""
    c = content()
    limits = c.heroes[hero_id].limits
    set_language("pt_BR")
    out = []
    for kind in ("relic", "ritual", "ally"):
        cards = sorted((k for k, s in c.sagas.items() if s.type == kind), key=lambda k: (-len(word(k)), k))
        out += cards[: getattr(limits, kind)]
    return out


def open_board(harness, lang: str, size: tuple[int, int]):
    from game.zerywia.game import ZerywiaGame
    from scenes.menu import open_board as open_scene

    set_language(lang)
    harness.resize(size)
    session = Session.new(ZerywiaGame(), {"heroes": list(HEROES)}, 3)
    for hero in session.state.heroes[:3]:  # the fourth keeps its short starting cards
        hero.prepared = longest_prepared(hero.hero)
    harness.push(open_scene(harness.app, session, {"bots": {}}))
    board = harness.top
    board.rebuild()
    harness.advance(2)
    return board


def drawn_lines(monkeypatch, board) -> list[tuple[str, pygame.Rect]]:
    """Every text the heroes' panel draws, with the rectangle it covers."""
    from scenes.boards import zerywia_panels as P
    from scenes.boards.panel_cache import BLEED
    from scenes.boards.zerywia_board import HEROES as PANEL
    from scenes.theme import font

    seen: list[tuple[str, pygame.Rect]] = []
    real = P._text
    # The panel is painted on its own surface (panel_cache), at (BLEED, BLEED): back to the canvas's place.
    shift = (PANEL.x - BLEED, PANEL.y - BLEED)

    def spy(surface, text, pos, width, size, ink, face="regular"):
        w = real(surface, text, pos, width, size, ink, face)
        rect = pygame.Rect(pos, (w, font(size, face).get_height())).move(shift)
        seen.append((P.fit_text(text, size, width, face), rect))
        return w

    monkeypatch.setattr(P, "_text", spy)
    board.panels.forget()  # painted in this very draw, not blitted from an earlier one
    board.draw(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    return seen


@pytest.mark.parametrize("size", [(1280, 720), SMALLEST])
@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_each_prepared_line_lies_inside_its_hero_row_with_whole_names(harness, monkeypatch, lang, size):
    from scenes.boards import zerywia_panels as P
    from scenes.boards.zerywia_board import HEROES as PANEL

    board = open_board(harness, lang, size)
    label = t("zerywia_board.prepared", list="")
    lines = [(text, rect) for text, rect in drawn_lines(monkeypatch, board) if text.startswith(label)]
    state = board.session.state
    assert len(lines) == len(state.heroes) == 4
    hidden_somewhere = False
    for k, ((text, rect), hero) in enumerate(zip(lines, state.heroes, strict=True)):
        row = pygame.Rect(PANEL.x + 6, PANEL.y + 6 + k * P.HERO_H, PANEL.w - 12, P.HERO_H - 2)
        assert row.contains(rect), (text, rect, row)
        assert "…" not in text  # never an ellipsis: a name is shown whole or counted
        names = [word(c) for c in hero.prepared]
        shown = [n for n in names if n in text]
        assert names[: len(shown)] == shown and shown, text
        hidden = len(names) - len(shown)
        hidden_somewhere |= hidden > 0
        assert (t("zerywia_rows.more", n=hidden) in text) is (hidden > 0), text
    if lang == "pt_BR":
        assert hidden_somewhere  # the four longest Portuguese names do not fit one row
    assert harness.app.window.get_size() == size


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_pointing_at_a_row_writes_its_whole_list_inside_the_map(harness, monkeypatch, lang):
    from scenes.boards import zerywia_board as B
    from scenes.boards.zerywia_panels import HERO_H

    board = open_board(harness, lang, (1280, 720))
    row = (B.HEROES.x + 60, B.HEROES.y + 6 + HERO_H // 2)
    harness.move(harness.app.letterbox.to_window(row))
    harness.advance(1)
    assert board.pointed_sheet == 0
    seen: list[tuple[str, int]] = []
    real = B.render

    def spy(text, size, *args, **kwargs):
        seen.append((text, size))
        return real(text, size, *args, **kwargs)

    monkeypatch.setattr(B, "render", spy)
    board.draw(pygame.Surface((1280, 720)))
    names = [word(c) for c in board.session.state.heroes[0].prepared]
    whole = t("zerywia_board.prepared", list=", ".join(names))
    sizes = [size for text, size in seen if text == whole]
    assert sizes, seen
    from scenes.theme import font

    assert font(sizes[0]).size(whole)[0] <= B.MAP.w - 24

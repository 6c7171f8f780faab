"""Zerywia's map pieces and companion Creatures carry Game-icons (art/icons manifest, [emblems.zw_token]
and [emblems.zw_creature]): each piece keeps its own shape, with its icon where its letter was (the
letter comes back when the piece is drawn too small for a silhouette); a hero's summoned Creature
shows as its emblem on the hero's row and on the character sheet. Screenshots in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.i18n import set_language
from game.core.session import Session
from game.zerywia import board_map
from game.zerywia.game import ZerywiaGame
from game.zerywia.land import MURK, THREAT
from scenes.boards import zerywia_character, zerywia_map, zerywia_panels
from scenes.boards.zerywia_character import ZerywiaCharacterScene
from scenes.icons import emblem
from scenes.menu import open_board

SHOTS = Path("/tmp/tablebound_zerywia_shots")
PIECES = ("murk", "murkrift", "threat", "incursion", "garrison", "watchstone", "blackstone", "herald")


def _busy_land(session: Session) -> None:
    """Every kind of piece somewhere on the map (ZW-BOARD-18: at most one of each per Region)."""
    st = session.state
    regions = sorted(board_map.board().regions)
    for i, rid in enumerate(regions):
        kind = i % 4
        if kind == 0:
            st.land.tokens[MURK][rid] = "murk"
            st.land.tokens[THREAT][rid] = "incursion"
        elif kind == 1:
            st.land.tokens[MURK][rid] = "murkrift"
            st.land.tokens[THREAT][rid] = "threat"
        elif kind == 2:
            st.land.garrisons.append(rid)
        else:
            st.land.watchstones.append(rid)
    st.herald = regions[7]
    st.statue.stones[1] = "blackstone"
    st.heroes[0].creature = "moth_nymph"
    st.heroes[1].creature = "devil_of_the_mill"


def _open(harness, lang: str = "en"):
    set_language(lang)
    session = Session.new(ZerywiaGame(), {"heroes": ["svara", "goryv", "veda"]}, 3)
    _busy_land(session)
    harness.push(open_board(harness.app, session, {"bots": {}}))
    board = harness.top
    board.rebuild()
    harness.advance(2)
    return board


def _spy(monkeypatch, module, name: str) -> list:
    seen: list = []
    real = getattr(module, name)

    def record(*args, **kwargs):
        seen.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, record)
    return seen


def test_every_piece_on_the_map_is_drawn_with_its_own_icon(harness, monkeypatch):
    board = _open(harness)
    icons = _spy(monkeypatch, zerywia_map, "svg_icon")
    board.draw(harness.app.canvas)
    drawn = {args[0] for args in icons}
    assert {emblem("zw_token", p) for p in PIECES} <= drawn


def test_a_piece_drawn_too_small_for_its_icon_shows_its_translated_letter(harness, monkeypatch):
    board = _open(harness, "pt_BR")
    monkeypatch.setattr(zerywia_map, "ICON_MIN", 1000)
    texts = _spy(monkeypatch, zerywia_map, "render")
    icons = _spy(monkeypatch, zerywia_map, "svg_icon")
    board.draw(harness.app.canvas)
    letters = {args[0] for args in texts}
    assert {zerywia_map.mark(p) for p in ("murk", "murkrift", "threat", "garrison", "herald")} <= letters
    assert not icons


def test_a_summoned_creature_rides_on_its_heros_row_and_heads_the_sheets_creature_line(harness, monkeypatch):
    """ZW-RES-15: a hero has at most one Creature; the row and the sheet show which, by its emblem."""
    board = _open(harness)
    plates = _spy(monkeypatch, zerywia_panels, "emblem_plate")
    board.panels.forget()  # the hero rows painted in this very draw (panel_cache), not blitted from before
    board.draw(harness.app.canvas)
    shown = {args[0] for args in plates}
    assert {emblem("zw_creature", "moth_nymph"), emblem("zw_creature", "devil_of_the_mill")} <= shown
    sheet_plates = _spy(monkeypatch, zerywia_character, "emblem_plate")
    harness.push(ZerywiaCharacterScene(harness.app, board, 0))
    harness.advance(2)
    assert emblem("zw_creature", "moth_nymph") in {args[0] for args in sheet_plates}


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_screenshots_of_a_busy_land_with_companions(harness, lang):
    board = _open(harness, lang)
    assert harness.screenshot(SHOTS / f"zerywia_pieces_{lang}.png").exists()
    harness.push(ZerywiaCharacterScene(harness.app, board, 0))
    harness.advance(2)
    assert harness.screenshot(SHOTS / f"zerywia_sheet_creature_{lang}.png").exists()
    set_language("en")

"""The Scenario Cards on the Zerywia board (ZW-SCEN-05, L406): the top bar's button opens the Path's
Page of Dawn and Black Page side by side, every paragraph whole and in the player's language, the
campaign consequences (L1210) under them; nothing overlaps at 1280×720 or 1920×1080; the Memory of
the World, which uses no Pages (L1122), has no button."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.i18n import localized, set_language, t
from game.core.session import Session
from game.zerywia.pages import pages_of
from scenes.boards import zerywia_board as ZB
from scenes.boards import zerywia_pages as ZP
from tests.scenes.boards.test_zerywia_board import open_zerywia, zerywia_game

SHOTS = Path("/tmp/tablebound_zerywia_shots")


def _drawn(scene, monkeypatch) -> list[str]:
    seen: list[str] = []
    original = ZP.render

    def spy(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    monkeypatch.setattr(ZP, "render", spy)
    scene.draw(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    return seen


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_zw_scen_05_the_pages_button_opens_both_cards_in_the_players_language(harness, monkeypatch, lang):
    set_language(lang)
    board = open_zerywia(harness, heroes=("svara", "goryv"))
    button = board.buttons[ZP.OPEN]
    assert button.text == t(ZP.OPEN, n=1) and "zerywia_pages" not in button.text
    harness.click_button(ZP.OPEN)
    harness.advance(2)
    scene = harness.top
    assert isinstance(scene, ZP.ZerywiaPagesScene)
    path = pages_of("path")
    assert path is not None
    drawn = _drawn(scene, monkeypatch)
    joined = " ".join(drawn)
    for page in (path.dawn, path.black):
        for style, text in ZP.card_texts(page):
            assert " ".join(text.split()) in " ".join(joined.split()), (style, text)  # whole, not cut
        assert localized(page.name) in drawn
    lang_text = path.black.failure.text.pt if lang == "pt_BR" else path.black.failure.text.en  # type: ignore[union-attr]
    assert lang_text.split()[0] in joined  # "Failure" / "Fracasso": the chosen language
    assert not any("zerywia_pages." in s or "zerywia.scenario." in s for s in drawn)
    harness.screenshot(SHOTS / f"zerywia_pages_{lang}.png")
    harness.click_button(ZP.CLOSE)
    harness.advance(2)
    assert harness.top is board


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_pages_fit_without_overlapping_at_both_sizes(harness, size):
    """The button sits on the top bar right of the heading (fit to 860 px) and above the heroes'
    panel; the two cards lie side by side inside the panel, clear of its Close button."""
    harness.resize(size)
    board = open_zerywia(harness, heroes=("svara", "goryv", "veda", "dalbor"))
    rect = board.buttons[ZP.OPEN].get_abs_rect()
    others = [b.get_abs_rect() for k, b in board.buttons.items() if k != ZP.OPEN and b.visible]
    assert rect.left > 12 + 860 and rect.bottom <= ZB.HEROES.top and rect.right <= 1280
    assert not any(rect.colliderect(o) for o in others)
    harness.click_button(ZP.OPEN)
    harness.advance(2)
    scene = harness.top
    dawn, black = scene.card_rects()
    close = scene.buttons[ZP.CLOSE].get_abs_rect()
    assert ZP.PANEL.contains(dawn) and ZP.PANEL.contains(black) and not dawn.colliderect(black)
    assert ZP.PANEL.contains(close) and not close.colliderect(dawn) and not close.colliderect(black)
    assert pygame.Rect(0, 0, 1280, 720).contains(ZP.PANEL)
    harness.screenshot(SHOTS / f"zerywia_pages_{size[0]}.png")
    assert harness.app.window.get_size() == size
    harness.key(pygame.K_ESCAPE)
    harness.advance(2)
    assert harness.top is board


def test_l1122_the_memory_board_has_no_pages_button(harness):
    from scenes.menu import open_board

    session = Session.new(zerywia_game(), {"heroes": ["svara", "goryv"], "scenario": "memory"}, 3)
    harness.push(open_board(harness.app, session, {"bots": {}}))
    harness.advance(2)
    assert type(harness.top).__name__ == "ZerywiaBoardScene" and ZP.OPEN not in harness.top.buttons


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_zw_scen_36_l1210_the_campaign_screen_says_what_the_black_page_costs(harness, lang):
    """After a lost Path the campaign screen names the Black Page's Failure, in the player's language."""
    from game.zerywia import campaign as zc
    from scenes.zerywia_campaign_scene import ZerywiaCampaignScene, due_lines

    set_language(lang)
    camp = zc.new_campaign(["svara", "goryv"])
    camp.played.append(zc.Played("path", "lost", "", ["svara", "goryv"], [], {"blackstones": 1}))
    harness.push(ZerywiaCampaignScene(harness.app, "zw-1", camp))
    harness.advance(2)
    assert due_lines(camp) == [t("zerywia_pages.due_blackstones", n=1)]
    assert ("Black Page" if lang == "en" else "Página Negra") in due_lines(camp)[0]
    harness.screenshot(SHOTS / f"zerywia_campaign_pages_{lang}.png")
    camp.played.append(zc.Played("memory", "won", "", ["svara", "goryv"], []))
    assert due_lines(camp) == []  # the Memory has no Pages (L1122)

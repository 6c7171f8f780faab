"""The Adversary sheet and plan card read at 1280x720 (HM-SET-02, HM-END): no text under 12 px on the
sheet, the full rules on hover, and readable phase buttons in both languages."""

from __future__ import annotations

import pygame
import pytest

from game.core import i18n
from game.core.i18n import localized, t
from game.core.session import Session
from game.fortress.content import content
from scenes.widgets import fonts


def fortress_game():
    from game.fortress import GAME

    return GAME


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_every_adversary_sheet_draws_its_text_at_12px_or_more(harness, monkeypatch, lang):
    """HM-SET-02: each Adversary's rules, victory and defeat are drawn at >= 12 px on the sheet."""
    from scenes.boards import fortress_table as T
    from scenes.boards.fortress_invasion import TableView

    i18n.set_language(lang)
    sizes: list[tuple[str, int]] = []
    real = fonts.render

    def record(text, size, colour, face="regular"):
        sizes.append((text, size))
        return real(text, size, colour, face)

    record.cache_clear = real.cache_clear
    monkeypatch.setattr(fonts, "render", record)
    surf = pygame.Surface((1280, 720))
    pal = harness.app.palette("fortress")
    for adv in content().adversaries:
        state = Session.new(fortress_game(), {"players": 2, "adversary": adv}, 3).state
        sizes.clear()
        T.draw_adversary(surf, fortress_game().observe(state).table, TableView.of(state), pal)  # the view
        assert sizes and min(size for _, size in sizes) >= 12, adv
        drawn = " ".join(s for s, _ in sizes)
        first_words = localized(content().adversaries[adv].rules).split()[:3]
        assert " ".join(first_words) in drawn


def test_hovering_the_adversary_sheet_shows_all_of_it(harness):
    """HM-END: the sheet's hover preview holds the whole rules, victory and defeat text."""
    from scenes.boards import fortress_layout as L
    from scenes.boards.fortress_preview import details
    from scenes.menu import open_board

    session = Session.new(fortress_game(), {"players": 1, "adversary": "lorde_argos"}, 5)
    harness.push(open_board(harness.app, session, {"bots": {}}))
    board = harness.top
    harness.move((L.ADVERSARY.centerx, L.ADVERSARY.bottom - 20))
    harness.advance(40)
    assert board.preview.card == "adversary" and board.preview._img is not None
    adv = content().adversaries["lorde_argos"]
    title, body = details(session.state, board.view, "adversary")
    assert title == localized(adv.name)
    assert localized(adv.rules) in body
    assert t("fortress_ui.tip.defeat", text=localized(adv.defeat)) in body


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_phase_button_labels_fit_without_an_ellipsis(harness, lang):
    """HM-TURN-02: "end phase" / "back one phase" buttons say where they lead, whole, in both languages."""
    from scenes.boards import fortress_layout as L
    from scenes.theme import fit_text

    i18n.set_language(lang)
    for phase in ("build", "effects", "combat"):
        label = t(f"fortress_ui.forward.{phase}")
        assert fit_text(label, 15, L.BUTTONS_W - 16) == label
    for phase in ("effects", "combat"):
        label = t(f"fortress_ui.back.{phase}")
        assert fit_text(label, 15, 176) == label
    assert fit_text(t("fortress_ui.let_attack"), 15, L.BUTTONS_W - 16) == t("fortress_ui.let_attack")

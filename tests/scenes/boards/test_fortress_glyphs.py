"""Every character the fortress board draws exists in its font (no empty boxes), in both languages."""

from __future__ import annotations

import pygame
import pygame.freetype
import pytest

from game.ai.bots import RandomBot
from game.core import i18n
from game.core.session import Session
from game.fortress.content import content
from game.fortress.text import describe_effect
from scenes.boards.fortress_glyphs import has_glyph, safe_text
from scenes.widgets import fonts


def missing(strings: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """(char, face) pairs FreeType finds no glyph for (pygame.font would draw its box silently)."""
    faces: dict[str, pygame.freetype.Font] = {}
    pygame.freetype.init()
    out = set()
    for s, face in strings:
        if face not in faces:
            faces[face] = pygame.freetype.Font(str(fonts.font_path(face)), 12)
        for ch, m in zip(s, faces[face].get_metrics(s) or []):
            if m is None and ch not in "\n\t":
                out.add((ch, face))
    return out


def test_describe_effect_arrow_is_swapped_for_a_glyph_the_font_has():
    """HM-EFF: the core's effect line uses "→", which Noto Sans lacks; the board draws "»" instead."""
    assert not has_glyph("→")
    eff = next(c.effect for c in content().cards.values() if c.effect is not None)
    line = safe_text(describe_effect(eff))
    assert "→" not in line and "»" in line
    assert not missing({(line, "regular"), (line, "bold")})


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_every_string_drawn_in_seeded_games_has_glyphs(harness, monkeypatch, lang):
    """HM-SET / HM-INV: strings rendered while random games run (faces, sheet, log, tips, buttons)."""
    from game.fortress import GAME
    from scenes.boards import fortress_cards, fortress_table
    from scenes.boards.fortress_preview import card_at, details
    from scenes.menu import open_board

    i18n.set_language(lang)
    for cached in (
        fortress_cards.defender_face,
        fortress_cards.invader_face,
        fortress_cards.plan_face,
        fortress_cards.general_face,
        fortress_table._area_image,
    ):
        cached.cache_clear()  # faces drawn by earlier tests would otherwise skip the recorder
    seen: set[tuple[str, str]] = set()
    real = fonts.render

    def record(text, size, colour, face="regular"):
        seen.add((text, face))
        return real(text, size, colour, face)

    record.cache_clear = real.cache_clear  # pygame.quit at teardown clears the real cache
    monkeypatch.setattr(fonts, "render", record)
    surface = pygame.Surface((1280, 720))
    for seed, setup in ((3, {"players": 2, "adversary": "goggh"}), (4, {"players": 3, "adversary": "sidst"})):
        session = Session.new(GAME, {**setup, "options": {"invasion_discard_window": "any"}}, seed)
        harness.push(open_board(harness.app, session, {"bots": {}}))
        board = harness.top
        bot = RandomBot(seed)
        for _ in range(160):
            if session.is_over() is not None:
                break
            board._last_human = None
            board.on_state_changed()
            board.draw(surface)
            for x in range(20, 1280, 60):  # hover tips of whatever is on screen
                for y in range(60, 700, 60):
                    card = card_at(session.state, board.view, (x, y))
                    if card is not None:
                        seen.update(
                            (safe_text(s), "regular") for s in details(session.state, board.view, card)
                        )
            board.apply_action(bot.choose(GAME, session.state))
            if board.invasion is not None:
                board.invasion.finish()
                board.update(0.0)
        seen.update((e, "regular") for e in board.log_panel.entries)
        seen.update((b.text, "regular") for b in board.buttons.values())
        harness.app.stack.pop()
        harness.app.stack.apply_pending()
    assert len(seen) > 200
    assert not missing(seen)

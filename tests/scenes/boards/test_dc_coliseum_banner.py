"""The Coliseum's banner says what is arena-wide (first round, Revide, Final Round, beasts) and never
repeats the status strip: on a plain turn the strip alone says whose turn it is (issue 14 leftover)."""

from __future__ import annotations

import pytest

from game.core.i18n import set_language
from scenes.boards import desconfronto_coliseum_layout as CL
from scenes.boards import still_layer
from scenes.boards.desconfronto_coliseum_text import banner_words
from tests.scenes.boards.dc_coliseum_helpers import arena, drive, open_arena, pending_kind
from tests.scenes.text_probe import install


def plain_turn(board) -> bool:
    cv = board.view.table.coliseum
    return not cv.first_round and not cv.final_round and cv.reviding < 0 and pending_kind(board) == "" and board.handoff is None


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_a_plain_turns_status_line_is_drawn_once_not_in_the_banner(harness, monkeypatch, lang):
    from scenes.widgets import fonts

    set_language(lang)
    sink = install(monkeypatch)
    board = open_arena(harness, arena(2))
    assert drive(harness, board, plain_turn)
    status = board.status_text()
    assert status and board.view.table.heroes  # "Artan: drag a card onto a lit target…"
    head, detail, tone = banner_words(board.view, board.hits)
    assert (head, detail, tone) == ("", "", "plain")
    sink.clear()
    fonts.render.cache_clear()
    still_layer.forget_all()  # the still panels are painted again, so their text is seen
    harness.app.render()
    assert status in sink  # the strip still says it
    # Nothing is drawn in the banner's place: the empty arena banner is left out, not an empty bar.
    frame = harness.app.canvas
    row = [frame.get_at((x, CL.BANNER.centery))[:3] for x in range(CL.BANNER.x + 4, CL.BANNER.right - 4, 7)]
    assert len(set(row)) == 1 and row[0] == board.pal["bg"]


def test_with_beasts_the_banner_names_the_condemnation_and_still_not_the_turn(harness):
    board = open_arena(harness, arena(2, beasts=True))
    assert drive(harness, board, plain_turn)
    head, detail, _ = banner_words(board.view, board.hits)
    assert head == "Condemnation by Beasts" and detail == ""

"""The marks drawn on the combat board (scenes/boards/desconfronto_marks.py): a pill on the figure a
mark concerns, with a tooltip naming whose ability it is, in English and Portuguese.

DC-ELD-02 (the Elder's passive), DC-HERO-TES prestige Shield of Faith, DC-HERO-TAI prestige Vital
Points, DC-HERO-PHA prestige curses and the Arcanist's change (L843).
"""

from __future__ import annotations

from game.core import i18n
from game.core.registry import get_game
from game.core.session import Session
from game.desconfronto import prestige
from scenes.boards.desconfronto_marks import draw_marks, mark_label, mark_notes


def board_with_marks(h):
    from scenes.menu import open_board

    setup = {"players": 3, "heroes": ["tesser", "tainara", "pharanor"], "creatures": ["bicudo", "mossling"]}
    s = Session.new(get_game("desconfronto"), setup, 7)
    st = s.state
    st.heroes[1].res["faith"] = [1, 3]
    st.heroes[1].res["tainara_vital"] = 2
    prestige.grant_subclass(st, 2, "pharanor.necromancer")
    h2 = st.heroes[2]
    card = next(c for c in [*h2.draw, *h2.hand] if "curse_pestilence" in c)
    (h2.draw.cards if card in h2.draw.cards else h2.hand).remove(card)
    h2.active.append(card)
    h2.res["pharanor_curse"] = ["pestilence", 1]
    st.flags["elder"] = {"seat": 0, "guard": 1}
    st.flags["pharanor_change"] = "thunder"
    h.push(open_board(h.app, s, {}))
    h.advance(2)
    return h.top


def test_dc_marks_board_draws_a_pill_on_each_marked_figure_with_its_tooltip(harness):
    board = board_with_marks(harness)
    table = board.view.table
    rects = board.figure_rects()
    import pygame

    spots = draw_marks(pygame.Surface((1280, 720)), table, rects, board.pal)
    where = {label: rect for rect, label in spots}
    assert set(where) == {"Elder: guard 1", "Change to Thunder", "Shield of Faith 3", "Vital Points",
                          "Curse: Pestilence"}  # fmt: skip
    assert where["Shield of Faith 3"].colliderect(rects["h1"])  # on Tainara, the ally holding them
    assert where["Vital Points"].colliderect(rects["c1"])  # on the Mossling, not on Tainara
    assert where["Curse: Pestilence"].colliderect(rects["c0"])
    notes = board.tips.glossary
    assert "Tesser" in notes["Shield of Faith 3"] and "Mossling" in notes["Vital Points"]
    assert "Pharanor" in notes["Curse: Pestilence"]
    placed = dict((label, r) for r, label in board.tips._placed["marks"])
    assert set(placed) == set(where)  # the real frame placed them for the tooltips


def test_dc_marks_board_words_in_both_languages(harness):
    board = board_with_marks(harness)
    table = board.view.table
    en = {m.kind: (mark_label(table, m), n) for m in table.marks for n in [mark_notes(table)[mark_label(table, m)]]}
    i18n.set_language("pt_BR")
    pt = {m.kind: (mark_label(table, m), mark_notes(table)[mark_label(table, m)]) for m in table.marks}
    assert pt["faith"][0] == "Escudo de Fé 3" and pt["vital"][0] == "Pontos Vitais"
    for kind in en:
        assert pt[kind] != en[kind] and "{" not in pt[kind][1] and "{" not in en[kind][1]

"""The Coliseum's board (scenes/boards/desconfronto_coliseum*.py), reached through the harness: the
first round's banner and the mulligan picker (DC-COL-04), the score track and the Class tokens drawn
on the wounded rivals in their holder's colour (DC-COL-11), the Revide window's banner naming the
attacker (DC-COL-07), the shield choice against a rival's attack with its damage and dice, the Final
Round's banner (DC-COL-15), the podium (AMB-21), both languages without raw keys, 2 and 4 heroes,
beasts, a small window; and every legal answer is reachable from the board's controls."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.i18n import set_language
from game.desconfronto.coliseum_actions import Mulligan, Revide
from scenes.boards import desconfronto_coliseum_panels as CP
from scenes.boards import still_layer
from tests.scenes.boards.dc_coliseum_helpers import arena, drive, open_arena, pending_kind
from tests.scenes.text_probe import gui_texts, install, offences


def texts(h, sink) -> set[str]:
    """What the next frame draws (rendered text is cached: the cache is emptied first)."""
    from scenes.widgets import fonts

    sink.clear()
    fonts.render.cache_clear()
    still_layer.forget_all()  # the board's still panels are painted again, so their text is seen
    h.app.render()
    return set(sink) | gui_texts(h.app.ui)


def test_dc_col_04_first_round_banner_and_mulligan_by_clicks(harness, monkeypatch):
    sink = install(monkeypatch)
    s = arena(2)
    board = open_arena(harness, s, {"1": "greedy"})
    assert board.handoff is None and pending_kind(board) == "mulligan" and board.mulligan_open()
    shown = texts(harness, sink)
    assert "First round: no attacks, no Creature Phase" in shown
    assert "Keep" in shown and "Back 0" in shown
    hand = list(s.state.heroes[0].hand)
    sprites = board.drag.cards
    assert [c.card_id for c in sprites] == hand  # the whole first hand in view, none dimmed
    for sprite in sprites[:2]:
        harness.click(harness.app.letterbox.to_window(sprite.rect.center))
    assert board.putback == hand[:2] and board.buttons["col.put_back"].text == "Back 2"
    harness.click_button("col.put_back")
    sent = next(a for a in s.actions if isinstance(a, Mulligan))
    kinds = Counter(c.partition("#")[0] for c in sent.cards.split(",") if c)
    assert sent.player == 0 and kinds == Counter(c.partition("#")[0] for c in hand[:2])
    assert len(s.state.heroes[0].hand) == 5


def test_dc_col_04_keep_the_hand(harness):
    s = arena(2)
    open_arena(harness, s, {"1": "greedy"})
    harness.click_button("col.keep")
    assert Mulligan(0, "") in s.actions


def test_dc_col_11_tokens_drawn_on_the_wounded_rival_in_the_holders_colour(harness, monkeypatch):
    s = arena(2)
    board = open_arena(harness, s)
    assert drive(harness, board, lambda b: any(b.session.state.coliseum.marks))
    drawn: list[tuple[tuple[int, int], int]] = []
    real = CP.marker

    def spy(surface, centre, seat, name, r, hollow=False):
        drawn.append((centre, seat))
        real(surface, centre, seat, name, r, hollow)

    monkeypatch.setattr(CP, "marker", spy)
    still_layer.forget_all()  # the still panels (the mats, the track) are painted again, by the spy
    harness.app.render()
    col = s.state.coliseum
    rects = board.figure_rects()
    for target, holders in enumerate(col.marks):
        on_mat = [seat for centre, seat in drawn if rects[f"h{target}"].collidepoint(centre)]
        assert sorted(on_mat) == sorted(holders), (target, holders, on_mat)
    track = [seat for centre, seat in drawn if CP.CL.track(False).collidepoint(centre)]
    assert sorted(track) == [0, 1]  # each hero's marker on the score track


def test_dc_col_07_revide_window_names_the_attacker(harness, monkeypatch):
    sink = install(monkeypatch)
    s = arena(2)
    board = open_arena(harness, s)
    assert drive(harness, board, lambda b: pending_kind(b) == "revide" and b.handoff is None)
    pend = s.state.pending
    shown = texts(harness, sink)
    attacker = board.seat_names()[pend["attacker"]]
    defender = board.seat_names()[pend.player]
    assert "Revide window open" in shown
    assert any(f"{attacker} attacked {defender}" in x and "Revide?" in x for x in shown), shown
    labels = {b.text: k for k, b in board.buttons.items() if k.startswith("choice:")}
    assert "Let it pass" in labels and "Draw a card" in labels
    assert board.offered_actions() >= set(board.legal)
    harness.click_button(labels["Let it pass"])
    assert s.actions[-1] == Revide(pend.player, "none")


def test_dc_col_shield_choice_shows_damage_and_dice(harness, monkeypatch):
    sink = install(monkeypatch)
    s = arena(4, beasts=True, seed=2)
    board = open_arena(harness, s)
    assert drive(harness, board, lambda b: pending_kind(b) == "col_shields" and b.handoff is None)
    dmg = s.state.pending["damage"]
    shown = texts(harness, sink)
    assert "Shields" in shown
    assert any(f"for {dmg} (dice " in x for x in shown), shown
    assert board.offered_actions() >= set(board.legal)
    assert not [x for x in shown if offences(x, "en")]


def test_dc_col_15_final_round_banner(harness, monkeypatch):
    sink = install(monkeypatch)
    s = arena(3)
    board = open_arena(harness, s)
    assert drive(harness, board, lambda b: not b.view.table.coliseum.first_round and b.handoff is None)
    col = s.state.coliseum
    col.scores[0], col.final_by, col.final = 10, 0, [1, 2]  # Artan reached 10: the others still act
    board.on_state_changed()
    shown = texts(harness, sink)
    assert "Final Round: one last action each" in shown
    assert any("Artan reached 10 points" in x and "Kandra, Marzak" in x for x in shown), shown


def test_dc_col_podium_at_the_end(harness, monkeypatch):
    sink = install(monkeypatch)
    s = arena(2)
    board = open_arena(harness, s, {"0": "greedy", "1": "greedy"})
    for _ in range(3000):
        if s.is_over() is not None:
            break
        harness.advance(1)
    assert s.is_over() is not None and type(harness.top).__name__ == "GameOverScene"
    harness.click_button("gameover.view_board")
    shown = texts(harness, sink)
    places = s.game.is_over(s.state)
    assert "The podium" in shown
    names = board.seat_names()
    first = names[places.winners[0]]
    assert any(x.startswith("1.") and first in x for x in shown), shown
    assert any(x.startswith(f"{s.state.coliseum.scores[places.winners[0]]} points") for x in shown)


@pytest.mark.parametrize("n,beasts", [(2, False), (4, True)])
def test_dc_col_pt_br_has_no_raw_keys(harness, monkeypatch, n, beasts):
    sink = install(monkeypatch)
    set_language("pt_BR")
    s = arena(n, beasts=beasts, seed=5)
    board = open_arena(harness, s)
    seen: set[str] = set()
    for want in ("mulligan", "revide"):
        drive(harness, board, lambda b, w=want: pending_kind(b) == w and b.handoff is None)
        seen |= texts(harness, sink)
    assert "1ª rodada: sem ataques, sem Fase das Criaturas" in seen
    bad = [x for x in seen if offences(x, "pt_BR")]
    assert not bad, bad


def test_dc_col_small_window_draws(dirs):
    from scenes.harness import Harness
    from scenes.settings import Settings

    config, saves = dirs
    h = Harness(size=(1024, 640), save_dir=saves, config_dir=config, seed=7, settings=Settings(animation_speed="instant"))
    try:
        s = arena(4, beasts=True, seed=5)
        board = open_arena(h, s)
        assert drive(h, board, lambda b: pending_kind(b) == "revide" and b.handoff is None)
        h.app.render()
        assert board.offered_actions() >= set(board.legal)
    finally:
        h.close()


def test_dc_col_log_names_items_not_their_ids():
    """A head item's use in the log reads as its name (it read "helm_of_the_ghanyr" before)."""
    from game.core.actions import Event
    from scenes.boards.desconfronto_text import event_line

    s = arena(4, seed=5)
    line = event_line(s.state, Event("dc.item_used", {"hero": 3, "item": "helm_of_the_ghanyr"}))
    assert "helm_of_the_ghanyr" not in line and "Helm of the Ghanyr" in line


def test_dc_col_the_arena_board_offers_no_flee_button(harness):
    """There is no fleeing from the Coliseum (refusal ``dc_coliseum.refusal.no_flee``): its button is hidden."""
    board = open_arena(harness, arena(2))
    harness.advance(3)
    assert not board.buttons["dc.flee"].visible
    assert board.buttons["dc.draw"].visible

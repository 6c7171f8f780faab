"""Hidden hands in the Coliseum (issue 12, L166-173: heroes fight one another): the board shows only
the hand of the seat that decides now, and only when that seat is human and has taken the screen;
between two humans a hand-off screen covers the board whenever the deciding human changes (a turn,
a Revide, a shield choice, a reward); bot seats' hands are never shown; the log words draws and
mulligans by their count; a rival bot decides from its own RIVAL view; the New game screen offers
a human or the rival levels that exist for each Coliseum seat."""

from __future__ import annotations

from game.core.i18n import t
from game.core.view import RIVAL, is_hidden
from game.desconfronto.names import card_name
from scenes.boards.bot_driver import BotDriver
from tests.scenes.boards.dc_coliseum_helpers import arena, drive, open_arena, pending_kind


def shown_hands(board) -> dict[int, tuple[str, ...]]:
    """The hands the board's current view identifies (by seat)."""
    return {h.seat: tuple(h.hand) for h in board.view.table.heroes if not is_hidden(h.hand)}


def test_dc_col_handoff_hides_the_hand_until_clicked_and_shows_only_the_deciders(harness):
    s = arena(2)
    board = open_arena(harness, s)
    # Two humans: even the first decision waits behind the hand-off screen.
    assert board.handoff == 0
    assert shown_hands(board) == {} and board.drag.cards == []
    assert board.buttons["handoff.ready"].visible
    assert board.buttons["handoff.ready"].text == "Artan: show my hand"
    harness.click_button("handoff.ready")
    assert shown_hands(board) == {0: tuple(s.state.heroes[0].hand)}
    assert [c.card_id for c in board.drag.cards] == list(s.state.heroes[0].hand)
    harness.click_button("col.keep")
    # Kandra's mulligan: the screen changes owner, Artan's hand goes away at once.
    assert board.handoff == 1 and shown_hands(board) == {} and board.drag.cards == []
    harness.click_button("handoff.ready")
    assert shown_hands(board) == {1: tuple(s.state.heroes[1].hand)}
    assert {c.card_id for c in board.drag.cards} == set(s.state.heroes[1].hand)


def test_dc_col_07_a_revide_of_the_other_human_is_handed_over(harness):
    s = arena(2)
    board = open_arena(harness, s)
    changes = []

    def at_revide(b) -> bool:
        if b.handoff is not None:
            changes.append(b.handoff)
        return pending_kind(b) == "revide"

    assert drive(harness, board, at_revide)
    defender = s.state.pending.player
    assert board.handoff == defender and shown_hands(board) == {}  # the attacker's hand is gone
    harness.click_button("handoff.ready")
    assert shown_hands(board) == {defender: tuple(s.state.heroes[defender].hand)}


def test_dc_col_bot_seats_hands_are_never_shown(harness):
    s = arena(2)
    board = open_arena(harness, s, {"1": "greedy"})
    for _ in range(600):
        seat = board.decider()
        if seat == 1:
            assert shown_hands(board) == {} and board.drag.cards == []
        elif seat == 0 and board.handoff is None:
            assert set(shown_hands(board)) == {0}
        if s.is_over() is not None:
            break
        if board.acting_seat() == 0:
            from game.ai.bots import make_bot

            board.apply_action(make_bot("greedy", 2).choose_for(s, 0))
        harness.advance(1)
    assert board.handoff is None  # one human: no hand-off ever


def test_dc_col_log_never_names_drawn_or_mulliganed_cards(harness):
    s = arena(2)
    board = open_arena(harness, s)
    assert drive(harness, board, lambda b: s.state.coliseum.mulligan == [] and len(s.actions) >= 2)
    names = {card_name(c) for h in s.state.heroes for c in [*h.hand, *h.draw.cards]}
    log = "\n".join(board.log.entries)
    assert "puts" in log or "keeps" in log or "draws" in log
    assert not [n for n in names if n in log], log


def test_dc_col_rival_bot_decides_from_its_rival_view():
    s = arena(2)
    driver = BotDriver({"1": "greedy"}, 3)
    s.apply(next(a for a in s.legal_actions() if a.player == 0))  # seat 0 keeps its hand
    action = driver.update(s, 1.0, 0.0)
    assert action is not None and action.player == 1
    assert driver.bots[1].audience == RIVAL


def test_dc_col_new_game_seats_are_human_or_a_rival_level(harness):
    from game.ai.bots import BOTS
    from scenes.setup_scene import RIVAL_KINDS, seat_label

    harness.click_button("menu.new_game")
    harness.click_button("choose.desconfronto")
    setup = harness.top
    harness.choose_dropdown(("seat", 1), t("newgame.seat_random"))
    harness.choose_dropdown("mode", t("dc.setup.mode_coliseum"))
    kinds = setup.kinds()
    levels = [k for k in RIVAL_KINDS if k in BOTS]
    assert kinds[0] == "human" and set(kinds[1:]) == set(levels or ["greedy"]) | ({"greedy"} if "rival_easy" not in BOTS else set())
    options = [o[0] for o in harness.dropdown(("seat", 1)).options_list]
    assert options == [seat_label(k) for k in kinds]
    assert t("newgame.seat_random") not in options
    assert setup.chosen_bots() == {"1": kinds[1]}  # the Skirmish's random bot became the easiest rival
    harness.choose_dropdown("players", t("setup.n4"))
    harness.choose_dropdown(("seat", 3), seat_label(kinds[-1]))
    harness.click_button("newgame.start")
    board = harness.top
    assert type(board).__name__ == "ColiseumBoard"
    assert board.session.setup["mode"] == "coliseum" and len(board.session.state.heroes) == 4
    assert board.bots.kinds == {1: kinds[1], 3: kinds[-1]}


def test_dc_col_no_undo_from_behind_the_handoff_screen(harness):
    """Kandra waiting for the screen cannot take back Artan's mulligan and be shown Artan's hand."""
    import pygame

    s = arena(2)
    board = open_arena(harness, s)
    harness.click_button("handoff.ready")
    harness.click_button("col.keep")
    assert board.handoff == 1
    assert not board.buttons["board.undo"].is_enabled
    harness.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(s.actions) == 1 and board.handoff == 1 and shown_hands(board) == {}


def test_dc_col_seat_chip_hands_the_seat_to_the_easiest_rival(harness):
    from game.ai.bots import BOTS
    from scenes.boards import desconfronto_layout as L
    from scenes.boards.desconfronto_heroes import toggle_rect

    s = arena(2)
    board = open_arena(harness, s)
    harness.click_button("handoff.ready")
    harness.click(harness.app.letterbox.to_window(toggle_rect(L.hero_slots(2)[1]).center))
    want = "rival_easy" if "rival_easy" in BOTS else "greedy"
    assert board.bots.kinds.get(1) == want

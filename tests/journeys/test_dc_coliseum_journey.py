"""The Coliseum from the main menu, by injected mouse and keys (issue 12): New game -> desConfronto ->
Mode Coliseum -> 2 heroes (Artan, Kandra) -> seat 2 a bot -> seed -> Start; the first hand's mulligan
by clicks on the cards and the put-back button (DC-COL-04); some turns by clicks, drags and the choice
panel (a Revide or a shield choice when they come); save, quit, relaunch on the same saves folder,
Continue to the same place; then the bots play on to the podium. A second journey seats two humans
and meets the hand-off screen every time the screen changes owner, with no hand in view behind it."""

from __future__ import annotations

from game.core.i18n import t
from game.core.rng import Rng
from game.core.view import is_hidden
from game.desconfronto.coliseum_actions import Mulligan
from tests.journeys.player import (
    centre,
    continue_game,
    current_board,
    dc_gesture,
    give_seats_to_bots,
    play_to_game_over,
    save_and_quit,
    scene_name,
)

SEED = 11
CHOICES = {
    "mode": t("dc.setup.mode_coliseum"),
    "players": t("setup.n2"),
    "hero1": t("dc.hero.artan"),
    "hero2": t("dc.hero.kandra"),
    "beasts": t("dc.setup.beasts_no"),
    "artifacts": t("dc.setup.artifacts_no"),
}
# The second journey: beasts in the arena and the optional Legendary items.
CHOICES_2 = {**CHOICES, "beasts": t("dc.setup.beasts_yes"), "artifacts": t("dc.setup.artifacts_yes")}
JOURNEY_CHOICES = (CHOICES, CHOICES_2)  # test_journey_pairwise.py counts them among the values chosen


def new_coliseum(h, rival: bool, choices: dict[str, str] = CHOICES):
    """Main menu -> New game -> desConfronto -> the Coliseum's choices by their dropdowns -> seat 2 the
    first rival level offered (the greedy bot until the rival levels exist) -> seed -> Start."""
    from scenes.setup_scene import seat_label

    h.click_button("menu.new_game")
    h.click_button("choose.desconfronto")
    assert scene_name(h) == "SetupScene"
    for key, text in choices.items():
        h.choose_dropdown(key, text)
    kind = h.top.kinds()[1]
    if rival:
        h.choose_dropdown(("seat", 1), seat_label(kind))
    entry = h.top.seed_entry
    h.click(h.app.letterbox.to_window(entry.get_abs_rect().center))
    h.type_text(str(SEED))
    h.click_button("newgame.start")
    return current_board(h), kind


def my_move(board, seat: int = 0) -> bool:
    return board.acting_seat() == seat and not board.anim.busy


def mulligan_by_clicks(h, board, cards: int) -> None:
    """Mark ``cards`` cards of the first hand and send them back (or keep the hand with 0)."""
    if board.handoff is not None:
        h.click_button("handoff.ready")
    assert board.mulligan_open()
    for sprite in list(board.drag.cards)[:cards]:
        h.click(centre(h, sprite.rect))
    h.click_button("col.put_back" if cards else "col.keep")


def test_coliseum_from_the_menu_mulligan_turns_save_relaunch_continue_podium(launch):
    h = launch("en")
    board, kind = new_coliseum(h, rival=True)
    s = board.session
    assert board.bots.kinds == {1: kind}
    assert scene_name(h) == "ColiseumBoard"
    assert s.setup["mode"] == "coliseum" and [x.hero for x in s.state.heroes] == ["artan", "kandra"]
    assert board.bots.is_bot(1) and not board.bots.is_bot(0) and board.handoff is None
    mulligan_by_clicks(h, board, 2)
    sent = next(a for a in s.actions if isinstance(a, Mulligan) and a.player == 0)
    assert len([c for c in sent.cards.split(",") if c]) == 2
    # Some turns by gestures; the bot's hand never shows, Artan's only on Artan's decisions.
    rng = Rng(SEED)
    mine = 0
    for _ in range(1500):
        if s.is_over() is not None or mine >= 14:
            break
        if my_move(board):
            before = len(s.actions)
            dc_gesture(h, board, rng)
            mine += len(s.actions) > before
        else:
            shown = [x.seat for x in board.view.table.heroes if not is_hidden(x.hand)]
            assert shown == [] and board.drag.cards == []
            h.advance(1)
    assert mine >= 14 and s.is_over() is None, (mine, s.is_over())
    assert s.state.turn > 2  # past the first round
    actions = list(s.actions)
    col = s.state.coliseum
    where = (list(col.scores), [list(m) for m in col.marks], s.state.turn, s.state.active_hero)
    save_and_quit(h)
    h = launch("en")  # a fresh app on the same saves folder
    board = continue_game(h)
    s = board.session
    assert scene_name(h) == "ColiseumBoard" and list(s.actions) == actions
    col = s.state.coliseum
    assert (list(col.scores), [list(m) for m in col.marks], s.state.turn, s.state.active_hero) == where
    assert board.bots.is_bot(1) and not board.bots.is_bot(0)
    give_seats_to_bots(h, board)
    outcome = play_to_game_over(h, board, frames=20000)
    assert outcome.result == "podium"
    h.click_button("gameover.view_board")
    assert board.view.table.coliseum.podium
    assert [p for place in board.view.table.coliseum.podium for p in place] != []


def test_coliseum_two_humans_meet_the_handoff_screen_between_them(launch):
    h = launch("en")
    board, _ = new_coliseum(h, rival=False, choices=CHOICES_2)
    assert board.session.setup["beasts"] and board.session.setup["artifacts"]
    s = board.session
    owners = []
    rng = Rng(3)
    for _ in range(3000):
        if len(owners) >= 5 or s.is_over() is not None:
            break
        if board.handoff is not None:
            # Behind the hand-off screen no hand is in view and the hand takes no clicks.
            assert board.drag.cards == [] and all(is_hidden(x.hand) for x in board.view.table.heroes)
            owners.append(board.handoff)
            h.click_button("handoff.ready")
            seat = board.acting_seat()
            assert [x.seat for x in board.view.table.heroes if not is_hidden(x.hand)] == [seat]
            continue
        if board.mulligan_open():
            h.click_button("col.keep")
            continue
        if board.acting_seat() is not None and not board.anim.busy:
            dc_gesture(h, board, rng)
        else:
            h.advance(1)
    assert owners[:2] == [0, 1], owners  # Artan's mulligan, then Kandra's
    assert len(owners) >= 5 and all(a != b for a, b in zip(owners, owners[1:], strict=False)), owners

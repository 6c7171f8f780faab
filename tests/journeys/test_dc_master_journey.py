"""The Corruption Master from the main menu (DC-CM-01..04), by injected mouse and keys: New game ->
desConfronto -> 4 players -> "Corruption Master: A player" -> heroes 2 and 4 bots -> seed -> Start.
The Leader passes, the hand-off screen covers the table for the Master, the Master's 5 cards are laid
out and one is clicked: it is the card the creatures play. Save, quit, relaunch on the same saves,
Continue: the same table, the same hidden hand, the bots on the same seats; the Master plays on.
A second journey seats a bot Master (chosen after "None"): the board just plays on to the end."""

from __future__ import annotations

from game.core.i18n import t
from game.core.rng import Rng
from game.core.view import is_hidden
from scenes.boards import desconfronto_master as M
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

SEED = 7
CHOICES = {
    "mode": t("dc.setup.mode_skirmish"),
    "players": t("setup.n4"),
    "master": t("dc_master.setup.human"),
}
CHOICES_BOT = {"players": t("setup.n4"), "master": t("dc_master.setup.none")}
JOURNEY_CHOICES = (CHOICES, CHOICES_BOT, {"master": t("dc_master.setup.bot")})  # for test_journey_pairwise


def start(h, choices: dict[str, str], bots: tuple[int, ...]):
    h.click_button("menu.new_game")
    h.click_button("choose.desconfronto")
    for key, text in choices.items():
        h.choose_dropdown(key, text)
    for seat in bots:
        h.choose_dropdown(("seat", seat), t("newgame.seat_greedy"))
    return h


def launch_game(h):
    entry = h.top.seed_entry
    h.click(h.app.letterbox.to_window(entry.get_abs_rect().center))
    h.type_text(str(SEED))
    h.click_button("newgame.start")
    return current_board(h)


def master_turn(h, board) -> str:
    """Wait for the Master's choice, pass the hand-off, click the second card; returns the card."""
    for _ in range(600):
        if board.handoff is not None or board._master_cards or board.session.is_over() is not None:
            break
        h.advance(1)
    if board.handoff is not None:
        assert board.handoff == 4
        # behind the hand-off nothing of the Master's hand shows
        assert board._master_cards == [] and is_hidden(board.view.table.master.hand)
        h.click_button("handoff.ready")
    cards = list(board._master_cards)
    assert len(cards) == 5 and cards == list(board.session.state.master.hand)
    assert board.offered_actions() == set(board.session.legal_actions())
    h.click(centre(h, M.tile_rects(len(cards))[1]))
    return cards[1]


def test_a_human_master_chooses_by_clicks_saves_and_continues(launch):
    h = launch("en")
    start(h, CHOICES, bots=(1, 3))
    assert h.top.chosen_bots() == {"1": "greedy", "3": "greedy"}
    board = launch_game(h)
    s = board.session
    assert s.setup["master"] is True and len(board.seat_names()) == 5
    assert board.bots.kinds == {1: "greedy", 3: "greedy"} and not board.bots.is_bot(4)
    h.click_button("dc.pass")  # the Leader (a human) ends the Hero Phase
    chosen = master_turn(h, board)
    assert s.state.last_card == chosen and chosen in s.state.cdiscard.cards
    assert chosen not in s.state.master.hand and len(s.state.master.hand) == 5
    # play on by gestures to the Master's next choice or a human hero's, then save there
    rng = Rng(SEED)
    for _ in range(400):
        if s.is_over() is not None or (board.acting_seat() is not None and board.acting_seat() < 4):
            break
        if board._master_cards or (board.handoff is not None and board.handoff == 4):
            master_turn(h, board)
        else:
            h.advance(1)
    actions, hand = list(s.actions), list(s.state.master.hand)
    save_and_quit(h)
    h = launch("en")  # a fresh app on the same saves folder
    board = continue_game(h)
    s = board.session
    assert scene_name(h) == "DesconfrontoBoard" and list(s.actions) == actions
    assert s.state.master.hand == hand and board.bots.kinds == {1: "greedy", 3: "greedy"}
    assert is_hidden(board.view.table.master.hand)  # the shared screen never names the Master's cards
    played = 0
    for _ in range(3000):
        if s.is_over() is not None or played >= 3:
            break
        if board._master_cards or (board.handoff is not None and board.handoff == 4):
            before = s.state.last_card
            card = master_turn(h, board)
            assert s.state.last_card == card or s.is_over() is not None, before
            played += 1
        elif board.acting_seat() is not None and not board.anim.busy:
            dc_gesture(h, board, rng)
        else:
            h.advance(1)
    assert played >= 1 or s.is_over() is not None


def test_a_bot_master_plays_on_by_itself(launch):
    h = launch("en")
    start(h, CHOICES_BOT, bots=())
    h.choose_dropdown("master", t("dc_master.setup.bot"))
    assert h.top.chosen_bots() == {"4": "greedy"}
    board = launch_game(h)
    s = board.session
    assert board.bots.is_bot(4) and s.state.master is not None
    h.click_button("dc.pass")
    for _ in range(200):  # the bot Master's card is played without a click
        if s.state.last_card:
            break
        h.advance(1)
    assert s.state.last_card and board._master_cards == []
    give_seats_to_bots(h, board)
    outcome = play_to_game_over(h, board, frames=20000)
    assert outcome.result in ("won", "lost", "fled")

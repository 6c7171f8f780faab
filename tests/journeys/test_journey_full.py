"""Whole journeys, one per game: main menu -> New game -> choices -> start -> play by clicking and
dragging -> save (pause menu) -> quit -> relaunch -> Continue -> same state -> undo -> game over."""

import pytest

from game.core.i18n import t
from game.core.rng import Rng

from .player import (
    continue_game,
    dc_gesture,
    fortress_gesture,
    give_seats_to_bots,
    new_game,
    play_to_game_over,
    save_and_quit,
    undo_key,
)

GESTURE = {"desconfronto": dc_gesture, "fortress": fortress_gesture}


def play_by_hand(h, board, rng, gestures: int) -> None:
    gesture = GESTURE[board.game.name]
    done = 0
    for _ in range(gestures * 6):
        if board.session.is_over() is not None or done >= gestures:
            return
        if board.decider() is not None and board.bots.is_bot(board.decider()):
            h.advance(2)  # a bot's turn plays out by itself
            continue
        assert gesture(h, board, rng), "no gesture was possible for the human seat"
        done += 1


def undo_one(h, board, rng) -> None:
    """Gestures until one can be taken back (a move that revealed nothing), then Ctrl+Z: the
    state is the one before it."""
    gesture = GESTURE[board.game.name]
    for _ in range(40):
        if board.session.is_over() is not None:
            pytest.fail(f"the game ended before an undoable move came up: {board.session.actions[-30:]}")
        if board.decider() is not None and board.bots.is_bot(board.decider()):
            h.advance(2)
            continue
        before_hash, before_n = board.session.state_hash(), len(board.session.actions)
        gesture(h, board, rng)
        if board.session.can_undo and len(board.session.actions) > before_n:
            undo_key(h)
            assert board.session.state_hash() == before_hash
            assert len(board.session.actions) == before_n
            return
    pytest.fail(f"no undoable move in 40 gestures: {board.session.actions[-30:]}")


def journeys():
    """The choices as the screen shows them, in the app's current language."""
    return {
        "desconfronto": (
            {
                "players": "2",
                "hero1": t("dc.hero.tesser"),
                "hero2": t("dc.hero.kandra"),
                "tiers": t("dc.setup.tiers_1123"),
                "tier_shift": t("dc.setup.shift_2"),
            },
            {1: "random"},
            ["tesser", "kandra"],
        ),
        "fortress": (
            {
                "players": "2",
                "adversary": t("fortress.adversary.sidst"),
                "general_1": t("fortress.general.craus"),
                "general_2": t("fortress.general.wargosh"),
            },
            {1: "random"},
            ["craus", "wargosh"],
        ),
    }


@pytest.mark.parametrize(
    ("game", "language"),
    [("desconfronto", "en"), ("fortress", "en"), ("desconfronto", "pt_BR"), ("fortress", "pt_BR")],
)
def test_new_game_play_save_relaunch_continue_undo_game_over(launch, game, language):
    from game.core.i18n import language as current

    h = launch(language)
    assert current() == language
    choices, seats, picks = journeys()[game]
    board = new_game(h, game, choices, seats, seed=4242)
    state = board.session.state
    who = [x.hero for x in state.heroes] if game == "desconfronto" else [x.general for x in state.seats]
    assert who == picks and board.session.seed == 4242
    assert board.bots.kinds == seats
    rng = Rng(9)
    play_by_hand(h, board, rng, 4)
    # A bot's turn plays on by the clock: wait for a human seat, so no bot moves between the hash
    # taken here and the save (on a loaded machine it could, and the test would compare two moments).
    for _ in range(60):
        if board.session.is_over() is not None or not (
            board.decider() is not None and board.bots.is_bot(board.decider())
        ):
            break
        h.advance(2)
    assert len(board.session.actions) >= 3 and board.session.is_over() is None
    saved_hash, saved_actions = board.session.state_hash(), list(board.session.actions)
    save_and_quit(h)

    h = launch(language)  # a new process on the same save folder
    board = continue_game(h)
    assert board.session.state_hash() == saved_hash
    assert board.session.actions == saved_actions
    assert board.bots.kinds == seats
    undo_one(h, board, rng)
    give_seats_to_bots(h, board)
    outcome = play_to_game_over(h, board)
    assert outcome is not None and outcome.result

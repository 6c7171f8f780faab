"""A Zerywia Challenge from the main menu, by injected mouse and keys (issue 9): New game -> Zerywia
-> 2 heroes, the second a greedy bot -> seed -> Start; the human plays by clicks (seeded picks among
its buttons and lit Regions) until one of its Challenges reaches Determination with a die it may
reroll; a click on that die, a click on what pays (ZW-CHAL-28/29); the results accepted by their
button (ZW-CHAL-36); save, quit, relaunch on the same saves folder, Continue to the same table."""

from __future__ import annotations

from game.core.i18n import t
from game.core.rng import Rng
from game.zerywia.actions import EndDetermination, Reroll
from scenes.boards.zerywia_dice import die_actions
from tests.journeys.player import continue_game, new_game, save_and_quit, scene_name, wait_for

SEED = 7


def human_ready(h, board) -> bool:
    return scene_name(h) == "ZerywiaBoardScene" and board.human_to_act() and not board.previewing()


def my_reroll(board) -> int | None:
    """A die of the table the human may reroll now (None: none)."""
    if not board.table.shown or not board.table.tray.done:
        return None
    for i in range(len(board.table.shown)):
        if any(isinstance(a, Reroll) for a in die_actions(board.legal, i)):
            return i
    return None


def gesture(h, board, rng: Rng) -> None:
    """One click a player might make: a lit Region, or one of the visible action buttons."""
    if board.targets and rng.below(2) == 0:
        region = sorted(board.targets)[rng.below(len(board.targets))]
        h.click(h.app.letterbox.to_window(board.map.centre(region)))
        if board.choosing is not None:
            h.click_button("action:0")
        return
    names = sorted(k for k in board.buttons if k.startswith("action:"))
    assert names, "a human decision always has a button"
    h.click_button(names[rng.below(len(names))])


def button_for(board, kind) -> str:
    shown = board.shown_actions()
    index = next(i for i, a in enumerate(shown) if isinstance(a, kind))
    return f"action:{index}"


def test_zerywia_challenge_from_the_menu_reroll_by_click_save_relaunch_continue(launch):
    h = launch("en")
    board = new_game(h, "zerywia", {"players": t("setup.n2")}, {1: "greedy"}, SEED)
    s = board.session
    assert len(s.state.heroes) == 2 and board.bots.is_bot(1) and not board.bots.is_bot(0)
    rng = Rng(SEED)
    die = None
    for _ in range(1500):
        wait_for(h, lambda: human_ready(h, board) or s.is_over() is not None)
        assert s.is_over() is None, "the Path ended before a Challenge with a reroll"
        die = my_reroll(board)
        if die is not None and s.state.challenge is not None and s.state.challenge.seats[0] == 0:
            break
        gesture(h, board, rng)
        h.advance(1)
    assert die is not None, "no Challenge of the human's reached a reroll"
    # ZW-CHAL-28/29: the click on the die offers what pays; the payment's button rerolls it.
    h.click(h.app.letterbox.to_window(board.table.tray.die_centre(die)))
    assert board.die_choice == die
    pay = die_actions(board.legal, die)
    assert pay and all(getattr(a, "die", None) == die for a in pay)
    before = len(s.actions)
    h.click_button(button_for(board, Reroll))
    assert len(s.actions) == before + 1 and isinstance(s.actions[-1], Reroll) and s.actions[-1].die == die
    # The results accepted: the Challenge resolves (ZW-CHAL-36..48).
    wait_for(h, lambda: human_ready(h, board))
    if s.state.step == "challenge" and any(isinstance(a, EndDetermination) for a in board.legal):
        h.click_button(button_for(board, EndDetermination))
    wait_for(h, lambda: s.state.step != "challenge" or s.is_over() is not None)
    wait_for(h, lambda: human_ready(h, board) or s.is_over() is not None)
    expected, actions = s.state_hash(), list(s.actions)
    save_and_quit(h)
    h = launch("en")  # relaunch on the same disk state
    resumed = continue_game(h)
    assert scene_name(h) == "ZerywiaBoardScene"
    assert resumed.session.state_hash() == expected and list(resumed.session.actions) == actions
    assert resumed.bots.is_bot(1)

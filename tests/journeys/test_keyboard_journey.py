"""Keyboard journeys (issue 14, Accessibility): the real app driven by keys alone, through the focus
ring (scenes/focus.py). Main menu -> setup (its dropdowns) -> a desConfronto Skirmish with a human and
a bot seat -> a card played by number keys and one by arrows + Enter -> the turn ended -> saved from
the pause menu -> quit -> relaunch -> Continue; the same for a Heróis & Monstros round and a Zerywia
action. No click is posted by the test: every mouse event the scenes get is the ring's replay."""

from __future__ import annotations

import pygame

from game.core.i18n import t
from tests.journeys.player import current_board, scene_name, wait_for

ENTER, TAB = pygame.K_RETURN, pygame.K_TAB


def kb_button(h, name: str) -> None:
    """Tab to a named button of the top scene and press Enter on it."""
    h.focus_button(name)
    h.press(ENTER)


def kb_dropdown(h, ident, text: str, find=None) -> None:
    """Tab to a dropdown, open it with Enter, walk its options with Down, pick ``text`` with Enter.
    ``find`` finds the dropdown afresh (a scene that rebuilds on a change), else ``h.dropdown(ident)``."""
    find = find or (lambda: h.dropdown(ident))
    dd = find()
    if dd.selected_option[0] == text:
        return
    h.focus_to(lambda tg: tg.element is dd)
    h.press(ENTER)
    assert h.app.focus.targets()[0].group == "option", "Enter did not open the list"
    h.focus_to(lambda tg: tg.key == text, key=pygame.K_DOWN, limit=30)
    h.press(ENTER)
    h.advance(3)
    assert find().selected_option[0] == text


def kb_new_game(h, game: str, choices: dict, seats: dict[int, str]):
    kb_button(h, "menu.new_game")
    assert scene_name(h) == "ChooseGameScene"
    kb_button(h, f"choose.{game}")
    assert scene_name(h) == "SetupScene"
    for key, text in choices.items():
        kb_dropdown(h, key, text)
    for seat, kind in seats.items():
        kb_dropdown(h, ("seat", seat), t(kind))
    kb_button(h, "newgame.start")
    return current_board(h)


def kb_save_quit_continue(h, launch):
    """Esc -> pause menu -> Save -> Quit, all by keys; relaunch; Continue by keys."""
    h.press(pygame.K_ESCAPE)
    assert scene_name(h) == "PauseScene"
    kb_button(h, "pause.save")
    kb_button(h, "pause.quit")
    assert scene_name(h) == "MainMenuScene"
    h = launch()
    kb_button(h, "menu.continue")
    return h, h.top


def dc_answer_choices(h, board) -> None:
    """A pending answer or an opened group: its first choice button, by Tab and Enter."""
    for _ in range(8):
        if board.acting_seat() != 0 or (board.view.pending is None and board.group is None):
            return
        keys = sorted(k for k, b in board.buttons.items() if k.startswith("choice:") and b.visible and b.is_enabled)
        if not keys:
            return
        kb_button(h, keys[0])


def test_keyboard_desconfronto_skirmish_number_keys_arrows_save_continue(launch):
    h = launch(seed=5)  # one table every run; its first card is only Sacrificed (the zone, then a creature)
    board = kb_new_game(
        h, "desconfronto", {}, {1: "newgame.seat_greedy"}
    )
    assert type(board).__name__ == "DesconfrontoBoard" and board.bots.is_bot(1) and not board.bots.is_bot(0)
    wait_for(h, lambda: board.acting_seat() == 0)
    # 1: the first card of the hand, then 1: its first lit target (the card's drop, replayed).
    before = len(board.session.actions)
    h.press(pygame.K_1)
    assert board.selected == board.drag.cards[0].card_id
    lit = [tg for tg in h.app.focus.targets() if tg.group == "target"]
    assert lit, "a chosen card lights its targets"
    h.press(pygame.K_1)
    for _ in range(2):  # a card that is only Sacrificed lights the Sacrifice zone first, then its targets
        if len(board.session.actions) > before or board.group is not None or board.selected is None:
            break
        h.advance(5)
        if any(tg.group == "target" for tg in h.app.focus.targets()):
            h.press(pygame.K_1)
    wait_for(h, lambda: len(board.session.actions) > before or board.group is not None, 200)
    dc_answer_choices(h, board)  # the play asks which way or a next target: answered by keys
    assert len(board.session.actions) > before, board.status
    # The arrows and Enter: Tab shows the ring, Left/Right walk the hand, Enter picks a card, the
    # Up arrow and Enter drop it on a lit figure.
    wait_for(h, lambda: board.acting_seat() == 0 or board.session.is_over() is not None)
    if board.acting_seat() == 0 and board.drag.cards and board.view.pending is None:
        before = len(board.session.actions)
        h.focus_to(lambda tg: tg.group == "hand")
        h.press(pygame.K_RIGHT)
        assert h.app.focus.current.group in ("hand", "target", "widget")
        h.focus_to(lambda tg: tg.group == "hand", key=pygame.K_LEFT)
        card = h.app.focus.current.key
        h.press(ENTER)
        assert board.selected == card
        h.focus_to(lambda tg: tg.group == "target" and tg.key.startswith(("h", "c")), key=pygame.K_UP, limit=6)
        h.press(ENTER)
        h.advance(5)
        moved = len(board.session.actions) > before or board.group is not None or board.status
        assert moved, "Enter on a lit target sent the card's play (or the core's refusal)"
        dc_answer_choices(h, board)
    # End the Hero Phase by keys: the bot plays its seat, the turn comes back or the game ends.
    if board.acting_seat() == 0 and board.group is None:
        before = len(board.session.actions)
        kb_button(h, "dc.pass")
        wait_for(h, lambda: len(board.session.actions) > before, 200)
        assert type(board.session.actions[before]).__name__ == "Pass"
    wait_for(h, lambda: board.acting_seat() == 0 or board.session.is_over() is not None, 3000)
    if board.session.is_over() is not None:
        return
    actions = len(board.session.actions)
    h, again = kb_save_quit_continue(h, launch)
    assert type(again).__name__ == "DesconfrontoBoard"
    assert len(again.session.actions) == actions


def test_keyboard_fortress_round_buy_by_enter_save_continue(launch):
    h = launch(seed=1)  # a table whose first buy asks how to pay (seed 3's does not): both dialogs by keys
    board = kb_new_game(h, "fortress", {}, {})
    assert type(board).__name__ == "FortressBoardScene"
    state = board.session.state
    first_round = state.round
    bought = False
    for _ in range(60):
        if board.session.is_over() is not None or board.session.state.round > first_round:
            break
        if scene_name(h) == "HandoffScene":
            h.press(ENTER)
            continue
        if board.invasion is not None or not board.human_to_act():
            h.advance(5)
            continue
        st = board.session.state
        if st.phase == "build" and board.marks.buyable and not bought:
            before = len(board.session.actions)
            wait_for(h, lambda: not any(s.moving for s in board.drag.cards), 240)  # dealt cards land first
            # a card the General can buy (the ring reaches every Area card; Enter on one he cannot pay for
            # does what a click does there: nothing is bought)
            h.focus_to(lambda tg: tg.group == "hand" and tg.key.startswith("slot:") and int(tg.key[5:]) in board.marks.buyable)
            h.press(ENTER)
            if scene_name(h) == "ConfirmScene":  # a click on an Area card asks first; so does Enter
                kb_button(h, "fortress_screen.confirm.yes")
            if scene_name(h) == "PaymentChooser":  # an "any" cost with two ways to pay (HM-TURN-04): the first
                kb_button(h, sorted(k for k in h.top.buttons if k.startswith("pay:"))[0])
            h.advance(3)
            bought = len(board.session.actions) > before
            assert bought or board.status, "Enter on an Area card bought it (or the core said why not)"
            continue
        kb_button(h, "fortress_ui.end_phase")
        if scene_name(h) == "ConfirmScene":  # e.g. ending with damage unspent: the dialog's Yes, by keys
            kb_button(h, "fortress_screen.confirm.yes")
    assert board.session.state.round > first_round or board.session.is_over() is not None
    if board.session.is_over() is not None:
        return
    wait_for(h, lambda: board.invasion is None and board.human_to_act() and scene_name(h) == "FortressBoardScene", 600)
    actions = len(board.session.actions)
    h, again = kb_save_quit_continue(h, launch)
    assert type(again).__name__ == "FortressBoardScene"
    assert len(again.session.actions) == actions


def test_keyboard_zerywia_action_by_number_key_save_continue(launch):
    h = launch(seed=2)  # one table every run (the seed box starts with it)
    board = kb_new_game(h, "zerywia", {}, {})
    assert type(board).__name__ == "ZerywiaBoardScene"
    wait_for(h, lambda: board.human_seat() is not None and not board.previewing(), 600)
    before = len(board.session.actions)
    lit = [tg for tg in h.app.focus.targets() if tg.group == "target"]
    if lit:  # a lit Region: 1 clicks the first (a choice between its actions opens as buttons)
        h.press(pygame.K_1)
        if len(board.session.actions) == before:
            h.focus_to(lambda tg: tg.group == "widget" and tg.element in board.buttons.values()
                       and tg.element.is_enabled and str(tg.element.text) not in ("", t("pause.title")))
            h.press(ENTER)
    else:  # the actions as buttons: Tab to the first and Enter
        keys = [k for k, b in board.buttons.items() if k.startswith("action:") and b.visible and b.is_enabled]
        kb_button(h, sorted(keys)[0])
    wait_for(h, lambda: len(board.session.actions) > before, 200)
    wait_for(h, lambda: board.human_seat() is not None and not board.previewing() and not board.table.busy(), 600)
    actions = len(board.session.actions)
    h, again = kb_save_quit_continue(h, launch)
    assert type(again).__name__ == "ZerywiaBoardScene"
    assert len(again.session.actions) == actions


def test_keyboard_setup_dropdowns_every_option_shift_tab_and_esc(launch):
    """The setup screen by keys: a dropdown's last option is reached with Down (a long list scrolls),
    Shift+Tab walks back, Esc closes an open list without leaving the screen."""
    h = launch()
    kb_button(h, "menu.new_game")
    kb_button(h, "choose.desconfronto")
    for key in ("players", "hero2"):
        last = h.dropdown(key).options_list[-1][0]
        kb_dropdown(h, key, last)
    h.press(TAB)
    ahead = h.app.focus.current
    h.press(TAB)
    h.press(TAB, mod=pygame.KMOD_SHIFT)
    assert h.app.focus.current.ident == ahead.ident
    dd = h.dropdown("mode")
    h.focus_to(lambda tg: tg.element is dd)
    h.press(ENTER)
    assert h.app.focus.targets()[0].group == "option"
    h.press(pygame.K_ESCAPE)
    h.advance(3)
    assert scene_name(h) == "SetupScene" and h.app.focus.targets()[0].group != "option"

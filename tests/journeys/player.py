"""What a player does, as injected mouse and keys: the journeys' vocabulary.

Nothing here calls the core to act: a gesture is a click, a drag or a key on the real scenes, and
the journey checks what the core then holds. ``Rng`` keeps the choices of a journey repeatable.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import t
from game.core.rng import Rng

KIND_TEXT = {"human": "newgame.seat_human", "random": "newgame.seat_random", "greedy": "newgame.seat_greedy"}


def scene_name(h) -> str:
    return type(h.top).__name__


def wait_for(h, predicate, frames: int = 3000) -> None:
    for _ in range(frames):
        if predicate():
            return
        h.advance(1)
    raise AssertionError(f"waited {frames} frames; top scene is {scene_name(h)}")


def new_game(h, game: str, choices: dict[str, str], seats: dict[int, str], seed: int,
             start: str = "newgame.start") -> Any:
    """Main menu -> New game -> the game's card -> each choice by its dropdown -> seat kinds -> seed
    typed into its box -> Start (or the button ``start`` names, e.g. "Start a campaign").
    ``choices`` maps a field key to the option's visible text."""
    h.click_button("menu.new_game")
    assert scene_name(h) == "ChooseGameScene"
    h.click_button(f"choose.{game}")
    assert scene_name(h) == "SetupScene"
    for key, text in choices.items():
        h.choose_dropdown(key, text)
    for seat, kind in seats.items():
        h.choose_dropdown(("seat", seat), t(KIND_TEXT[kind]))
    entry = h.top.seed_entry
    h.click(h.app.letterbox.to_window(entry.get_abs_rect().center))
    h.type_text(str(seed))
    h.click_button(start)
    return current_board(h)


def current_board(h) -> Any:
    """The board under whatever dialog covers it (bots alone may finish a game in the first frames)."""
    boards = [s for s in h.app.stack.scenes if hasattr(s, "session")]
    assert boards, f"no board: {scene_name(h)} {getattr(h.top, 'error', '')}"
    return boards[-1]


def save_and_quit(h) -> None:
    """Esc -> pause menu -> Save -> Quit to the main menu. (Esc first closes an open pick or list
    on the board, as a player would press it again.)"""
    for _ in range(3):
        h.key(pygame.K_ESCAPE)
        if scene_name(h) == "PauseScene":
            break
    assert scene_name(h) == "PauseScene"
    h.click_button("pause.save")
    h.click_button("pause.quit")
    assert scene_name(h) == "MainMenuScene"


def continue_game(h) -> Any:
    assert h.top.latest is not None, (
        list(h.app.save_store().list()) if hasattr(h.app.save_store(), "list") else ""
    )
    h.click_button("menu.continue")
    board = h.top
    assert hasattr(board, "session"), scene_name(h)
    return board


def undo_key(h) -> None:
    h.key(pygame.K_z, mod=pygame.KMOD_CTRL)


def centre(h, rect) -> tuple[int, int]:
    return h.app.letterbox.to_window(rect.center)


def visible_buttons(board, prefix: str) -> list[str]:
    return sorted(
        (k for k, b in board.buttons.items() if k.startswith(prefix) and b.visible and b.is_enabled),
        key=lambda k: int(k.split(":")[1]) if k.split(":")[1].isdigit() else 0,
    )


# --- desConfronto ------------------------------------------------------------------------
def dc_gesture(h, board, rng: Rng) -> bool:
    """One player gesture on the desConfronto board for the seat to act; True if the core moved."""
    before = len(board.session.actions)
    if board.handoff is not None:
        h.click_button("handoff.ready")
        return True
    choices = visible_buttons(board, "choice:")
    if choices:
        # the choice panel: any answer (a page button or Cancel only changes the panel)
        for key in [choices[rng.below(len(choices))], *choices]:
            h.click_button(key)
            if len(board.session.actions) > before or not visible_buttons(board, "choice:"):
                return len(board.session.actions) > before or True
        return False
    if board.state.pending is not None and board.figure_picks():
        ref = sorted(board.figure_picks())[0]
        h.click(centre(h, board.figure_rects()[ref]))
        return len(board.session.actions) > before
    drops = [
        (s, ref, rect)
        for s in board.drag.cards
        for ref, rect in sorted(board.legal_targets(s.card_id).items())
    ]
    if drops and rng.below(3):
        sprite, _, rect = drops[rng.below(len(drops))]
        h.drag(centre(h, sprite.rect), centre(h, rect))
        return True
    for key in ("dc.draw", "dc.pass") if rng.below(2) else ("dc.pass", "dc.draw"):
        btn = board.buttons.get(key)
        if btn is not None and btn.visible and btn.is_enabled:
            h.click_button(key)
            return True
    return False


# --- Heróis & Monstros ---------------------------------------------------------------------
def fortress_gesture(h, board, rng: Rng) -> bool:
    """One player gesture on the fortress board; True if something was done."""
    from scenes.boards import fortress_layout as L

    if scene_name(h) == "HandoffScene":
        h.click_button("fortress_ui.handoff.ready")
        return True
    if board.invasion is not None:
        h.advance(5)  # the Invasion plays out on screen
        return True
    if not board.human_to_act():
        h.advance(2)
        return True
    state = board.session.state
    if state.phase == "build" and board.marks.buyable and rng.below(2):
        slot = sorted(board.marks.buyable)[rng.below(len(board.marks.buyable))]
        h.drag(L.area_rect(slot).center, L.TABLE.center)
        if scene_name(h) != "FortressBoardScene":  # e.g. which Construction a 4th replaces
            buttons = [k for k in h.top.buttons if h.top.buttons[k].is_enabled]
            h.click_button(buttons[0])
        return True
    if state.phase == "combat" and board.marks.attackable and board.drag.card("damage") is not None:
        col = sorted(board.marks.attackable)[0]
        h.drag(L.DAMAGE_TOKEN.center, L.invader_rect(col).center)
        return True
    btn = board.buttons.get("fortress_ui.end_phase")
    if btn is not None and btn.visible and btn.is_enabled:
        h.click_button("fortress_ui.end_phase")
        if scene_name(h) == "ConfirmScene":
            h.click_button(next(iter(h.top.buttons)))
        return True
    return False


def give_seats_to_bots(h, board) -> None:
    """Hand every human seat to the bot from the board's own seat controls (nothing to hand over
    once the game is over: its dialog covers the board)."""
    if board.session.is_over() is not None:
        return
    if board.game.name == "fortress":
        for seat in range(len(board.session.state.seats)):
            if board.session.is_over() is not None:
                return
            if not board.bots.is_bot(seat):
                h.click_button(f"seat_bot:{seat}")
        return
    from scenes.boards import desconfronto_layout as L
    from scenes.boards.desconfronto_heroes import toggle_rect

    n = len(board.session.state.heroes)
    for seat in range(n):
        if board.session.is_over() is not None:
            return  # the bots already seated finished it meanwhile
        if not board.bots.is_bot(seat):
            h.click(centre(h, toggle_rect(L.hero_slots(n)[seat])))
            # (the bots already seated may finish the game while the click is pressed)
            assert board.bots.is_bot(seat) or board.session.is_over() is not None, (
                f"the seat chip of hero {seat} did not hand it to the bot"
            )


def play_to_game_over(h, board, frames: int = 6000) -> Any:
    """Bots finish the game; the game-over dialog appears."""
    for _ in range(frames):
        if "GameOver" in scene_name(h):  # each board has its own game-over dialog
            assert board.session.is_over() is not None
            return board.session.is_over()
        if scene_name(h) == "HandoffScene":
            h.click_button("fortress_ui.handoff.ready")
        h.advance(1)
    raise AssertionError(f"no game over after {frames} frames (turn state {board.session.state_hash()[:8]})")

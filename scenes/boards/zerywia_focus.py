"""What the keyboard's focus ring reaches on the Zerywia board (scenes/focus.py): the lit Regions
(a click on each, as the mouse's), the dice in the tray (Enter picks one up; Enter on it again is a
click, which offers its rerolls; Enter on a table target drops it there, the mouse's drag), and the
table's targets while a die is held. The buttons come from the widgets."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.focus import Target

REGION_BOX = 36  # logical pixels around a Region's figures' spot: the ring's square, the click's centre
DIE_BOX = 44


def targets(board: Any) -> list[Target]:
    if board.human_seat() is None or board.previewing():
        return []
    out: list[Target] = []
    for rid in sorted(board.targets):
        x, y = board.map.centre(rid)
        out.append(Target(pygame.Rect(x - REGION_BOX // 2, y - REGION_BOX // 2, REGION_BOX, REGION_BOX), "target", rid))
    table = board.table
    if table.shown:
        for i, die in enumerate(table.tray.dice):
            if die.settled:
                x, y = table.tray.die_centre(i)
                out.append(Target(pygame.Rect(x - DIE_BOX // 2, y - DIE_BOX // 2, DIE_BOX, DIE_BOX), "hand", f"die{i}", hold=True))
        if board.app.focus.held is not None:
            out += [Target(pygame.Rect(tg.rect), "target", f"{tg.kind}:{tg.attr}{tg.card}:{k}") for k, tg in enumerate(table.targets)]
    return out

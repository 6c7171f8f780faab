"""The JSON form of a session's actions as last written or read (``ActionLog``), in a module of its
own so the save store holds one without importing the kernel's protocol (the menu's start lists
saves by their headers and never needs it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.protocol import Game


class ActionLog:
    """The JSON form of a session's actions as last written or read, so a save encodes only the
    actions added since (actions are immutable: the same object always has the same form)."""

    def __init__(self, actions: list[Any] | None = None, forms: list[Any] | None = None) -> None:
        self.actions: list[Any] = list(actions or [])
        self.forms: list[Any] = list(forms or [])

    def encode(self, game: Game, actions: list[Any]) -> list[Any]:
        same = 0
        for mine, theirs in zip(self.actions, actions, strict=False):
            if mine is not theirs:
                break
            same += 1
        forms = self.forms[:same] + [game.action_to_json(a) for a in actions[same:]]
        self.actions, self.forms = list(actions), forms
        return forms

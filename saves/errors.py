"""The one error every save operation raises: a player-readable reason, never a traceback.

``reason`` is English (for logs and ``--check-save``); ``key`` and ``params``
let the UI show it in the player's language with ``game.core.i18n.t``. The
English text itself lives in ``game/i18n/en/saves.toml`` so the two can never
drift apart.
"""

from __future__ import annotations

from typing import Any

from game.core import i18n, refusal_text
from game.core.refusal import Refusal


def english(key: str, /, **params: Any) -> str:
    """The English text of a saves message, even if the UI runs in another language."""
    try:
        text = i18n.catalogue("en").get(key)
    except Exception:  # a broken catalogue elsewhere must not turn a clear error into a crash
        text = None
    if text is None:
        detail = ", ".join(f"{k}={v}" for k, v in params.items())
        return f"{key} ({detail})" if detail else key
    return i18n.render(text, "en", params)


# Keys that mean the code itself failed on the file (a bug to fix), not that the file was refused.
INTERNAL_KEYS = frozenset(
    {"saves.error.replay_crashed", "saves.error.unexpected", "saves.error.write_unexpected"}
)


def _clean(name: str, value: Any) -> Any:
    if not isinstance(value, str):
        return value
    from saves.text import detail, display_text

    # "detail"-like fragments sit before the sentence's own period: never two of them.
    return detail(value, 200) if name in ("detail", "error", "reason") else display_text(value, 200)


class SaveError(Exception):
    """A save could not be written, read or trusted. ``reason`` says why in plain words.

    ``internal`` tells a refusal (the file is bad) from a crash of the code on it (a bug);
    ``debug`` then holds the exception, for logs and tests, never for the screen."""

    def __init__(self, key: str, /, debug: str = "", **params: Any) -> None:
        self.key = key
        # A game's refusal (an illegal move in the file) stays data until it is worded, so the
        # player reads it in the UI's language, not in the English of the moment it was raised.
        self.params = {name: _clean(name, value) for name, value in params.items()}
        self.reason = english(key, **self._worded(refusal_text.english))
        self.debug = debug
        super().__init__(self.reason)

    def _worded(self, word: Any) -> dict[str, Any]:
        return {
            name: _clean(name, word(value)) if isinstance(value, Refusal) else value
            for name, value in self.params.items()
        }

    @property
    def internal(self) -> bool:
        return self.key in INTERNAL_KEYS

    def translated(self) -> str:
        """The reason in the current UI language."""
        return i18n.t(self.key, **self._worded(refusal_text.render))

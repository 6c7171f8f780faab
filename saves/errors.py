"""The one error every save operation raises: a player-readable reason, never a traceback.

``reason`` is English (for logs and ``--check-save``); ``key`` and ``params``
let the UI show it in the player's language with ``game.core.i18n.t``. The
English text itself lives in ``game/i18n/en/saves.toml`` so the two can never
drift apart.
"""

from __future__ import annotations

from typing import Any

from game.core import i18n


def english(key: str, /, **params: Any) -> str:
    """The English text of a saves message, even if the UI runs in another language."""
    try:
        text = i18n.catalogue("en").get(key)
    except Exception:  # a broken catalogue elsewhere must not turn a clear error into a crash
        text = None
    if text is None:
        detail = ", ".join(f"{k}={v}" for k, v in params.items())
        return f"{key} ({detail})" if detail else key
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


class SaveError(Exception):
    """A save could not be written, read or trusted. ``reason`` says why in plain words."""

    def __init__(self, key: str, /, **params: Any) -> None:
        self.key = key
        self.params = params
        self.reason = english(key, **params)
        super().__init__(self.reason)

    def translated(self) -> str:
        """The reason in the current UI language."""
        return i18n.t(self.key, **self.params)

"""A refusal as data: why the rules refuse an action, as a catalogue key and its parameters.

The core never words a refusal; the UI renders it at its edge (``game.core.refusal_text``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Refusal:
    """``key`` names a catalogue entry (``refusals.toml`` and the games' catalogues); ``params`` fill it.

    A parameter is a JSON scalar, a nested ``Refusal`` (rendered in turn: a phrase built from parts),
    a tuple of those (joined by the catalogue's list separator), an ``{"en": ..., "pt": ...}`` content
    text, or, under a name ending in ``_key``, a catalogue key (it fills the placeholder without the
    suffix: ``phase_key="fortress.phase.build"`` fills ``{phase}``)."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, key: str, /, **params: Any) -> Refusal:
        return cls(key, params)

    def placeholders(self) -> frozenset[str]:
        """The placeholder names these parameters fill (``_key`` names without their suffix)."""
        return frozenset(k[: -len("_key")] if k.endswith("_key") else k for k in self.params)

"""A table keyed by physical card id (``orc_saqueador#2``) whose entries are worked out on first use.

Valid for any figure read off a card's printed record: content is fixed once loaded
(``content.content()`` is loaded once per process and never changed) and a physical id always names
the same printed card. The rules' hot paths read such tables (tables.py) instead of looking a card's
record up and testing its fields again at every decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

V = TypeVar("V")


class CardTable(dict[str, V], Generic[V]):
    """Physical card id -> ``figure(card id)``, worked out on first use."""

    def __init__(self, figure: Callable[[str], V]) -> None:
        super().__init__()
        self._figure = figure

    def __missing__(self, card_id: str) -> V:
        value = self[card_id] = self._figure(card_id)
        return value

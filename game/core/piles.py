"""Piles of physical cards. A card is its stable id (a string) so conservation can be checked."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.core.rng import Rng
from game.core.serial import Codec, register_codec


class EmptyPile(Exception):
    """Raised when drawing from an empty pile with nothing to reshuffle."""


class Pile:
    """An ordered pile; the *top* is the end of the list (cheap pop)."""

    __slots__ = ("cards",)

    def __init__(self, cards: Iterable[str] = ()) -> None:
        self.cards: list[str] = list(cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[str]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __bool__(self) -> bool:
        return bool(self.cards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pile) and other.cards == self.cards

    def __repr__(self) -> str:
        return f"Pile({self.cards!r})"

    @property
    def top(self) -> str | None:
        return self.cards[-1] if self.cards else None

    def put_top(self, card: str) -> None:
        self.cards.append(card)

    def put_bottom(self, card: str) -> None:
        self.cards.insert(0, card)

    def remove(self, card: str) -> None:
        self.cards.remove(card)

    def shuffle(self, rng: Rng) -> None:
        rng.shuffle(self.cards)

    def draw(self, rng: Rng | None = None, discard: Pile | None = None) -> str:
        """Take the top card. If empty and a discard pile is given, shuffle it in first."""
        if not self.cards:
            if discard is None or not discard.cards or rng is None:
                raise EmptyPile("the pile is empty")
            self.reshuffle_from(discard, rng)
        return self.cards.pop()

    def draw_many(self, n: int, rng: Rng | None = None, discard: Pile | None = None) -> list[str]:
        """Draw up to n cards, reshuffling the discard in when needed; stops early if both run dry."""
        out: list[str] = []
        for _ in range(n):
            if not self.cards and (discard is None or not discard.cards):
                break
            out.append(self.draw(rng, discard))
        return out

    def reshuffle_from(self, discard: Pile, rng: Rng) -> None:
        """Move every card of ``discard`` under this pile's cards and shuffle the moved ones."""
        moved = discard.cards
        discard.cards = []
        rng.shuffle(moved)
        self.cards[:0] = moved

    def to_json(self) -> list[str]:
        return list(self.cards)

    @classmethod
    def from_json(cls, data: list[str]) -> Pile:
        if not isinstance(data, list) or not all(isinstance(c, str) for c in data):
            raise ValueError("a pile is a list of card ids")
        return cls(data)


def _pile_from_json(data: object) -> Pile:
    # Pile.from_json's check in one plain loop: saves, undo and bots read many piles per move.
    if type(data) is list:
        for card in data:
            if type(card) is not str:
                break
        else:
            return Pile(data)
    raise ValueError("a pile is a list of card ids")


register_codec(Pile, Codec(Pile.to_json, _pile_from_json))  # a pile saves as its list of ids, top last

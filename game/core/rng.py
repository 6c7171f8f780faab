"""The seeded random number generator owned by each game state.

A 64-bit SplitMix generator: its whole state is one integer, so it serialises
into a save as a plain JSON number and a canonical hash of the state covers it.
Python's ``random.Random`` would need 625 words of state per snapshot.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from game.core.serial import Codec, register_codec

T = TypeVar("T")

_MASK = (1 << 64) - 1
_LIMITS: dict[int, int] = {}  # bound -> the largest multiple of it below 2**64 (fixed arithmetic)


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = int(seed) & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias.

        ``next_u64`` inlined and each bound's rejection limit kept: every die, draw and shuffle of
        every game comes through here (the stream is the same, step for step)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS.get(n)
        if limit is None:
            limit = (1 << 64) - ((1 << 64) % n)
            if len(_LIMITS) < 4096:
                _LIMITS[n] = limit
        s = self.state
        while True:
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = s
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        return lo + self.below(hi - lo + 1)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def fork(self) -> Rng:
        """An independent stream (used by bots so they never disturb the game's own dice)."""
        return Rng(self.next_u64())

    def to_json(self) -> int:
        return self.state

    @classmethod
    def from_json(cls, data: int) -> Rng:
        if not isinstance(data, int) or isinstance(data, bool) or not 0 <= data <= _MASK:
            raise ValueError("rng state must be an unsigned 64-bit integer")
        return cls(data)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"


register_codec(Rng, Codec(Rng.to_json, Rng.from_json))  # the generator saves as its one integer

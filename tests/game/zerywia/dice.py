"""Fixed dice for Zerywia's tests: a stand-in for the Rng that shows the faces asked for, in order."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.zerywia.content import content


class Faces:
    """``below(n)`` answers with the index of the next wanted face (the caller says which die comes
    next: both kinds have six faces). Shuffles and other draws go to a real stream, so a game's
    state may hold it as its Rng for a few rolls."""

    def __init__(self, *wanted: tuple[str, str]) -> None:
        self.wanted = list(wanted)  # (die id: "attribute" | "nix", face)
        self.real = Rng(0)

    def shuffle(self, seq: Any) -> None:
        self.real.shuffle(seq)

    def next_u64(self) -> int:
        return self.real.next_u64()

    def below(self, n: int) -> int:
        if not self.wanted:
            return self.real.below(n)
        die, face = self.wanted.pop(0)
        faces = content().dice[die].faces
        assert len(faces) == n, (die, n)
        return faces.index(face)

    @property
    def used_up(self) -> bool:
        return not self.wanted


def attr(face: str) -> tuple[str, str]:
    return ("attribute", face)


def nix(face: str) -> tuple[str, str]:
    return ("nix", face)

"""Dice as data: a die type is a tuple of faces, rolled only through the state's Rng."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rng import Rng


@dataclass(frozen=True)
class Die:
    name: str
    faces: tuple[str, ...]

    def __post_init__(self) -> None:
        if not self.faces:
            raise ValueError(f"die {self.name!r} has no faces")

    def roll(self, rng: Rng) -> str:
        return self.faces[rng.below(len(self.faces))]

    def roll_many(self, rng: Rng, n: int) -> list[str]:
        return [self.roll(rng) for _ in range(n)]

    def probability(self, face: str) -> float:
        return self.faces.count(face) / len(self.faces)

    @classmethod
    def from_counts(cls, name: str, counts: dict[str, int]) -> Die:
        """Build a die from face counts, e.g. {"corrupted": 1, "hit1": 3, ...}; order is the dict's."""
        faces: list[str] = []
        for face, n in counts.items():
            if n < 0:
                raise ValueError(f"die {name!r}: face {face!r} has a negative count")
            faces.extend([face] * n)
        return cls(name, tuple(faces))

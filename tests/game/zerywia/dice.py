"""Fixed dice for Zerywia's tests: a stand-in for the Rng that shows the faces asked for, in order."""

from __future__ import annotations

from game.zerywia.content import content


class Faces:
    """``below(n)`` answers with the index of the next wanted face on the die being rolled (told
    apart by its number of faces... both dice have six, so the caller says which die comes next)."""

    def __init__(self, *wanted: tuple[str, str]) -> None:
        self.wanted = list(wanted)  # (die id: "attribute" | "nix", face)

    def below(self, n: int) -> int:
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

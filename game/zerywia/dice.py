"""Rolling Zerywia's dice (their faces are content, data/dice.toml): an Attribute die, or a Nix die
with or without its Empty face (AMB-22, option ``nix_has_empty_face``). Challenges, Tests and the
cards' rerolls all roll through here."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.zerywia.content import content

NIX = "nix"


def roll_face(options: dict[str, Any], kind: str, rng: Rng) -> str:
    dice = content().dice
    if kind != NIX:
        faces = dice["attribute"].faces
    else:
        faces = dice["nix" if options.get("nix_has_empty_face", True) else "nix_no_empty"].faces
    return faces[rng.below(len(faces))]

"""Zerywia's content, validated once at first use: dice, Enemy cards, Saga cards (``data/*.toml``).

A broken file raises ContentError naming the file, the entry and the field; references between files
are checked here too.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.core.content import ContentError, check_unique_ids, load_records
from game.zerywia.content_models import DieM, EnemyM, SagaM

DATA = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True)
class Content:
    dice: dict[str, DieM]
    enemies: dict[str, EnemyM]
    sagas: dict[str, SagaM]


def load(directory: Path = DATA) -> Content:
    files = {name: directory / f"{name}.toml" for name in ("dice", "enemies", "sagas")}
    dice = check_unique_ids(files["dice"], "die", load_records(files["dice"], "die", DieM))
    enemies = check_unique_ids(files["enemies"], "enemy", load_records(files["enemies"], "enemy", EnemyM))
    sagas = check_unique_ids(files["sagas"], "saga", load_records(files["sagas"], "saga", SagaM))
    for needed in ("attribute", "nix", "nix_no_empty"):
        if needed not in dice:
            raise ContentError(f"dice.toml: no [[die]] '{needed}'")
    if set(dice["attribute"].faces) - {"pierce", "critical", "empty"}:
        raise ContentError("dice.toml: the attribute die may show only pierce, critical and empty")
    for nix in ("nix", "nix_no_empty"):
        if set(dice[nix].faces) - {"hit", "critical", "murk", "empty"}:
            raise ContentError(f"dice.toml: the {nix} die may show only hit, critical, murk and empty")
    if "empty" in dice["nix_no_empty"].faces:
        raise ContentError("dice.toml: nix_no_empty has an empty face")
    for card in sagas.values():
        if card.banner is None and card.type in ("relic", "ritual", "ally"):
            raise ContentError(f"sagas.toml: [[saga]] id '{card.id}': a {card.type} has a Banner (L745)")
    return Content(dice, enemies, sagas)


@cache
def content() -> Content:
    return load()

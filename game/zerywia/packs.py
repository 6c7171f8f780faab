"""Zerywia's expansion packs (issue #13; AMB-26, L1224-L1240): optional content switched on per game.

A pack is a folder ``data/packs/<pack id>/`` holding any of the base files a pack may extend
(``PACK_FILES``), each in its base file's schema. ``content()`` loads the base and every pack, merged
(an id a pack shares with the base or another pack is a ContentError naming the pack's file), and
remembers which pack each record came from (``Content.pack_of``); a game plays only the packs its
setup names (``setup["packs"]``, ``setup.normalize_setup``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeVar

from game.core.content import ContentError, Record, check_unique_ids, load_records, parse_records, read_toml
from game.core.resources import DataPath, toml_files

# what a pack may add to (its enemies.toml: only its own heroes' Defiled versions, content.py)
PACK_FILES = ("heroes", "feats", "sagas", "stories", "exploration", "enemies")


@dataclass(frozen=True)
class Pack:
    """A known expansion: its id (its folder, and its Exploration cards' ``set``), its name in both
    languages (catalogue key ``zerywia_packs.pack.<id>``), the rulebook line naming it, and whether its
    heroes draw a Scorned card at setup (ZW-HERO-36, L1232)."""

    id: str
    name: dict[str, str]
    line: str
    scorned_draw: bool = False


PACKS: dict[str, Pack] = {
    p.id: p
    for p in (
        Pack("into_the_wild", {"en": "Into the Wild", "pt": "Na Natureza Selvagem"}, "L1224"),
        Pack("scorned_renegades", {"en": "Scorned Renegades", "pt": "Renegados Desprezados"}, "L1230", True),
    )
}

R = TypeVar("R", bound=Record)


def pack_folders(data: DataPath) -> list[tuple[str, DataPath]]:
    """The pack folders under ``data/packs`` (sorted, so the merge order never depends on the disk),
    each a known pack holding only files a pack may add to."""
    root = data / "packs"
    if not root.is_dir():
        return []
    out = []
    for folder in sorted((p for p in root.iterdir() if p.is_dir() and not p.name.startswith(("_", "."))), key=lambda p: p.name):
        if folder.name not in PACKS:
            raise ContentError(f"packs/{folder.name}: not a known pack ({', '.join(PACKS)})")
        for file in toml_files(folder):  # the build's archive has no glob (game/core/resources.py)
            if file.name[: -len(".toml")] not in PACK_FILES:
                raise ContentError(f"packs/{folder.name}/{file.name}: a pack holds only {', '.join(PACK_FILES)}")
        out.append((folder.name, folder))
    return out


def gather(data: DataPath, name: str, table: str, model: type[R],
           folders: list[tuple[str, DataPath]], origin: dict[str, str]) -> dict[str, R]:
    """Records of ``[[table]]`` in the base ``name``.toml and every pack's, merged; each pack record's
    pack goes into ``origin`` (base records are not in it)."""
    base = data / f"{name}.toml"
    out: dict[str, R] = check_unique_ids(base, table, load_records(base, table, model))
    for pack, folder in folders:
        path = folder / f"{name}.toml"
        if not path.exists():
            continue
        raw = read_toml(path)
        if table not in raw:  # a pack adds what it adds: a sagas.toml of loose cards has no [[deck]]
            continue
        records = check_unique_ids(path, table, parse_records(path, raw, table, model))
        for key in records:
            if key in out:
                owner = origin.get(key, "the base")
                raise ContentError(f"packs/{pack}/{name}.toml: [[{table}]] id '{key}' is already {owner}'s")
            origin[key] = pack
        out.update(records)
    return out


def checked_packs(raw: Any) -> list[str]:
    """A setup's ``packs``: a list of known pack ids, each once, in ``PACKS`` order (so two setups
    naming the same packs are the same setup). Raises ValueError naming the first unknown one."""
    if raw is None:
        return []
    if not isinstance(raw, (list, tuple)) or not all(isinstance(p, str) for p in raw):
        raise ValueError("packs")
    unknown = [p for p in raw if p not in PACKS]
    if unknown:
        raise ValueError(unknown[0])
    return [p for p in PACKS if p in raw]

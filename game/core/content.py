"""Content files: TOML under each game's ``data/``, validated into frozen typed records.

A broken file raises ContentError naming the file, the entry and the field.
Nothing invalid is logged and skipped.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Sequence
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from game.core.content_error import ContentError as ContentError  # re-exported: content users import it here
from game.core.resources import DataPath

Source = Literal["rulebook", "authored"]


class Record(BaseModel):
    """Base of every content record: immutable, no unknown fields."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=False)


class Text(Record):
    """A player-visible text in both catalogue languages."""

    en: str
    pt: str

    def get(self, lang: str) -> str:
        return self.pt if lang.startswith("pt") else self.en


R = TypeVar("R", bound=BaseModel)


def read_toml(path: DataPath) -> dict[str, Any]:
    """A folder's file or the build archive's (game.core.resources.located)."""
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise ContentError(f"{path.name}: file not found") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path.name}: not valid TOML ({exc})") from None


def _entry_label(raw: Any, index: int) -> str:
    if isinstance(raw, dict) and isinstance(raw.get("id"), str):
        return f"entry {index + 1} (id '{raw['id']}')"
    return f"entry {index + 1}"


def _field_path(loc: Sequence[Any]) -> str:
    parts: list[str] = []
    for item in loc:
        if isinstance(item, int):
            parts.append(f"[{item}]")
        else:
            # pydantic puts union/tag branch names in the location; they only confuse a reader.
            if parts and str(item)[:1].isupper():
                continue
            parts.append(("." if parts else "") + str(item))
    return "".join(parts) or "(entry)"


def parse_records(path: DataPath, data: dict[str, Any], table: str, model: type[R]) -> list[R]:
    """Validate every ``[[table]]`` entry of ``data`` as ``model``."""
    raw_entries = data.get(table)
    if raw_entries is None:
        raise ContentError(f"{path.name}: no [[{table}]] entries")
    if not isinstance(raw_entries, list):
        raise ContentError(f"{path.name}: '{table}' must be an array of tables ([[{table}]])")
    out: list[R] = []
    for i, raw in enumerate(raw_entries):
        try:
            out.append(model.model_validate(raw))
        except ValidationError as exc:
            err = exc.errors()[0]
            field = _field_path(err.get("loc", ()))
            raise ContentError(
                f"{path.name}: [[{table}]] {_entry_label(raw, i)}, field '{field}': {err.get('msg', 'invalid')}"
            ) from None
    return out


def load_records(path: DataPath, table: str, model: type[R]) -> list[R]:
    return parse_records(path, read_toml(path), table, model)


def check_unique_ids(path: DataPath, table: str, records: Iterable[Any]) -> dict[str, Any]:
    by_id: dict[str, Any] = {}
    for r in records:
        if r.id in by_id:
            raise ContentError(f"{path.name}: [[{table}]] id '{r.id}' is defined twice")
        by_id[r.id] = r
    return by_id


def check_refs(path: DataPath, table: str, records: Iterable[Any], field: str, known: Iterable[str]) -> None:
    """Every value of ``field`` (a str or a list of str) must be a known id."""
    known_set = set(known)
    for r in records:
        value = getattr(r, field)
        values = [value] if isinstance(value, str) else list(value or ())
        for v in values:
            if v not in known_set:
                raise ContentError(
                    f"{path.name}: [[{table}]] entry (id '{r.id}'), field '{field}': unknown id '{v}'"
                )

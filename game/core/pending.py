"""The stored pending choice: one kernel shape for every game (issue 8).

A multi-step decision (pick a target, share 8 healing, answer a reaction window) is a ``Choice``
kept in the game state: ``kind`` names it, ``player`` is the seat that must answer, ``data`` holds
plain JSON values only. The seat to act follows from it (``decider``), saves store it as JSON, and
the UI never reads it directly: it asks the game to describe it (``Game.observe``).

Rules code reads it like the flat record it saves as: ``choice["targets"]``, ``choice.get(…)``,
``"tick" in choice`` look in ``kind``, ``player`` and then ``data``. Its JSON form is that flat
record too (``{"kind": …, "player": …, **data}``), so ``kind`` and ``player`` are never data keys.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, MutableMapping
from dataclasses import dataclass, field
from typing import Any

from game.core.serial import Codec, register_codec

_SCALARS = (bool, int, float, str, type(None))


_SCALAR_TYPES = frozenset(_SCALARS)
_TEXT = frozenset((str,))


def _plain(value: Any, where: str) -> Any:
    """A deep copy of ``value`` that is plain JSON (dicts with text keys, lists, scalars), or an error."""
    if type(value) is dict and _TEXT.issuperset(map(type, value)) and _SCALAR_TYPES.issuperset(map(type, value.values())):
        return value.copy()  # the usual choice's data: text keys, scalar values (the type tests in C)
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, list | tuple):
        return [_plain(v, where) for v in value]
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if not isinstance(k, str):
                raise TypeError(f"{where}: a key of a pending choice must be text, not {k!r}")
            out[k] = _plain(v, where)
        return out
    raise TypeError(f"{where}: a pending choice holds plain data only, not {type(value).__name__}")


@dataclass(eq=False)
class Choice(MutableMapping[str, Any]):
    kind: str
    player: int
    data: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.kind, str) or not self.kind:
            raise TypeError("a pending choice needs a kind")
        if type(self.player) is not int:
            raise TypeError("a pending choice's player is a seat number")
        self.data = _plain(self.data, self.kind)
        if "kind" in self.data or "player" in self.data:
            raise TypeError(f"{self.kind}: 'kind' and 'player' are the choice's own fields, not data")

    def __eq__(self, other: object) -> bool:
        # Equal to another choice, or to the flat record it stands for (how rules and tests write it).
        if isinstance(other, Choice):
            return (self.kind, self.player, self.data) == (other.kind, other.player, other.data)
        if isinstance(other, Mapping):
            return self.to_json() == dict(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable, like the dict it replaces

    @classmethod
    def of(cls, fields: Mapping[str, Any]) -> Choice:
        """From the flat form ``{"kind": ..., "player": ..., **data}`` the rules write."""
        rest = {k: v for k, v in fields.items() if k not in ("kind", "player")}
        return cls(fields["kind"], fields["player"], rest)

    # --- mapping view, so rules read ``choice["x"]`` as before ------------------
    def __getitem__(self, key: str) -> Any:
        if key == "kind":
            return self.kind
        if key == "player":
            return self.player
        return self.data[key]

    def __setitem__(self, key: str, value: Any) -> None:
        if key == "kind":
            self.kind = value
        elif key == "player":
            self.player = value
        else:
            self.data[key] = _plain(value, self.kind)

    def __delitem__(self, key: str) -> None:
        if key in ("kind", "player"):
            raise KeyError(f"a pending choice always has its {key}")
        del self.data[key]

    def __contains__(self, key: object) -> bool:
        return key in ("kind", "player") or key in self.data

    def __iter__(self) -> Iterator[str]:
        yield "kind"
        yield "player"
        yield from self.data

    def __len__(self) -> int:
        return 2 + len(self.data)

    # --- serialisation -------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The flat record: ``{"kind": ..., "player": ..., **data}`` (plain JSON, a fresh copy)."""
        out: dict[str, Any] = {"kind": self.kind, "player": self.player}
        out.update(_plain(self.data, self.kind))
        return out

    @classmethod
    def from_json(cls, data: Any) -> Choice:
        if not isinstance(data, dict) or "kind" not in data or "player" not in data:
            raise ValueError("a pending choice must have a kind and a player")
        try:
            return cls.of(data)
        except TypeError as exc:
            raise ValueError(str(exc)) from None


register_codec(Choice, Codec(Choice.to_json, Choice.from_json))  # saved as its flat record


def decider(choice: Choice | None, otherwise: int | None) -> int | None:
    """The seat that must act: the pending choice's player, else the turn's (``otherwise``)."""
    return choice.player if choice is not None else otherwise

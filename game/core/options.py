"""Rule options, declared once per game in one form (issue 8).

A game lists its ``RuleOption`` entries in a ``RuleOptions`` declaration. That one declaration
feeds everything that touches a rule option:

* setup normalisation (``RuleOptions.normalize``): defaults filled, unknown keys and values
  outside the declared choices refused with a translatable ``SetupError``;
* the "Rule variants" dialog (``RuleOptions.variants``): label, one-line help, the values offered
  and the rulebook reference, for every option marked ``shown``;
* saves: a save's setup is normalised through the same declaration when it is opened, so a
  ruling a save was played with is kept and an impossible one is refused in a sentence.

Values are kept in their JSON form (a list, never a tuple), so a setup, a save and the dialog
compare equal; types are exact (``True`` is not ``1``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.core.actions import SetupError


def jsonable(value: Any) -> Any:
    """The JSON form of an option value (tuples become lists, recursively)."""
    if isinstance(value, tuple | list):
        return [jsonable(v) for v in value]
    return value


def same_value(a: Any, b: Any) -> bool:
    """Equal and of the same JSON type all the way down (``True`` is not ``1``, ``1`` not ``1.0``)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def positive_int_or_none(value: Any) -> bool:
    """For open-ended caps: None (no cap) or a whole number from 1 up."""
    return value is None or (type(value) is int and value >= 1)


@dataclass(frozen=True)
class RuleOption:
    """One rule option.

    ``choices`` are the allowed values (JSON forms); an open-ended option gives ``validate``
    instead and ``offered``, the values the dialog lists. ``ref`` names the rule or rulebook
    ambiguity it settles (``"AMB-17"``, ``"HM-TURN-02"``); ``doc`` is one English sentence for
    maintainers (players read the translated help). ``shown`` offers it in the dialog."""

    key: str
    default: Any
    ref: str
    doc: str = ""
    choices: tuple[Any, ...] | None = None
    validate: Callable[[Any], bool] | None = None
    offered: tuple[Any, ...] | None = None
    shown: bool = True

    def __post_init__(self) -> None:
        if (self.choices is None) == (self.validate is None):
            raise ValueError(f"rule option {self.key!r} needs either choices or a validator")
        if not self.allows(jsonable(self.default)):
            raise ValueError(f"rule option {self.key!r}: its default is not one of its values")

    def allows(self, value: Any) -> bool:
        if self.choices is not None:
            return any(same_value(value, jsonable(c)) for c in self.choices)
        assert self.validate is not None
        return self.validate(value)

    def dialog_values(self) -> tuple[Any, ...]:
        values = self.choices if self.choices is not None else self.offered or (self.default,)
        return tuple(jsonable(v) for v in values)


@dataclass(frozen=True)
class RuleVariant:
    """What the "Rule variants" dialog shows of one option: ``choices`` are (value, translation
    key) pairs in JSON form, ``help_key`` one sentence for players, ``ref`` the rule it settles."""

    key: str
    label_key: str
    help_key: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    ref: str = ""


class RuleOptions:
    """A game's whole declaration. Translation keys follow one pattern: ``variants.<game>.<key>``
    with ``.label``, ``.help`` and one key a value (``variants.ui.yes``/``no`` for true/false,
    ``.unlimited`` for None, ``.n123`` for the list [1, 2, 3], else the value itself)."""

    def __init__(self, game: str, options: Iterable[RuleOption]) -> None:
        self.game = game
        self.options: tuple[RuleOption, ...] = tuple(options)
        self.by_key: dict[str, RuleOption] = {o.key: o for o in self.options}
        if len(self.by_key) != len(self.options):
            raise ValueError(f"{game}: a rule option is declared twice")

    def __iter__(self) -> Any:
        return iter(self.options)

    def __getitem__(self, key: str) -> RuleOption:
        return self.by_key[key]

    def defaults(self) -> dict[str, Any]:
        return {o.key: jsonable(o.default) for o in self.options}

    def normalize(self, raw: Any) -> dict[str, Any]:
        """Every option with its default filled in; unknown keys and disallowed values refused."""
        if raw is None:
            raw = {}
        if not isinstance(raw, dict):
            raise SetupError("options must be a table of named rule options", "rule_options.table")
        unknown = sorted(str(k) for k in raw if k not in self.by_key)
        if unknown:
            raise SetupError(
                f"unknown rule options: {', '.join(unknown)}",
                "rule_options.unknown",
                names=", ".join(unknown),
            )
        out = self.defaults()
        for key, value in raw.items():
            opt = self.by_key[key]
            value = jsonable(value)
            if not opt.allows(value):
                raise SetupError(
                    f"option {key} ({opt.ref}): {value!r} is not allowed",
                    "rule_options.value",
                    name=key,
                    ref=opt.ref,
                )
            out[key] = value
        return out

    def value_key(self, opt: RuleOption, value: Any) -> str:
        if isinstance(value, bool):
            return "variants.ui.yes" if value else "variants.ui.no"
        base = f"variants.{self.game}.{opt.key}"
        if value is None:
            return f"{base}.unlimited"
        if isinstance(value, list):
            return f"{base}.n" + "".join(map(str, value))
        return f"{base}.{value}"

    def variants(self) -> list[RuleVariant]:
        out = []
        for o in self.options:
            if not o.shown:
                continue
            base = f"variants.{self.game}.{o.key}"
            choices = tuple((v, self.value_key(o, v)) for v in o.dialog_values())
            out.append(RuleVariant(o.key, f"{base}.label", f"{base}.help", choices, jsonable(o.default), o.ref))
        return out

"""Which heroes can be played, and the check that every name content refers to exists.

Every reference in the content files is checked once the hero modules have registered their
hooks (this module imports them): card-effect hooks, ``only`` tags, passive and skill hooks,
``amount_option`` names, and the effects of creatures (``on_defeated``, ``start_of_turn``).
An unknown name raises ContentError naming the file, the entry and the field when the game
loads, so a typo can neither drop a hero from the roster silently nor crash a game mid-way.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from game.core.content import ContentError
from game.desconfronto import heroes as _heroes  # noqa: F401  (registers hooks)
from game.desconfronto.content import HEROES
from game.desconfronto.creatures import CREATURES
from game.desconfronto.hooks import HOOKS
from game.desconfronto.options import default_options


def missing_hooks(hero: str) -> list[str]:
    h = HEROES[hero]
    names = [e.cond for c in h.cards for e in c.effects if e.verb == "hook"]
    names += [f"only:{e.only}" for c in h.cards for e in c.effects if e.only]
    if h.passive.hook:
        names.append(h.passive.hook)
    names += [s.hook for s in h.skills if s.hook]
    return sorted({n for n in names if n not in HOOKS})


def playable_heroes() -> list[str]:
    return [h for h in sorted(HEROES) if not missing_hooks(h)]


def _effect_problems(where: str, field: str, effects: Iterable[Any], options: Mapping[str, Any]) -> list[str]:
    out = []
    for i, e in enumerate(effects):
        if e.verb == "hook" and e.cond not in HOOKS:
            out.append(f"{where}, field '{field}[{i}].hook': unknown hook '{e.cond}'")
        if e.only and f"only:{e.only}" not in HOOKS:
            out.append(f"{where}, field '{field}[{i}].only': unknown tag '{e.only}'")
        if e.amount_option and e.amount_option not in options:
            out.append(
                f"{where}, field '{field}[{i}].amount_option': unknown rule option '{e.amount_option}'"
            )
        elif e.amount_option and not isinstance(options[e.amount_option], int):
            out.append(
                f"{where}, field '{field}[{i}].amount_option': rule option '{e.amount_option}' is not a number"
            )
    return out


def reference_problems(
    heroes: Mapping[str, Any] | None = None, creatures: Mapping[str, Any] | None = None
) -> list[str]:
    """Every unknown name in the content, as 'file: [[table]] entry (id), field: what'."""
    heroes = HEROES if heroes is None else heroes
    creatures = CREATURES if creatures is None else creatures
    options = default_options()
    out: list[str] = []
    for hid, h in sorted(heroes.items()):
        path = f"{hid}.toml"
        for c in h.cards:
            where = f"{path}: [[card]] entry (id '{c.id.partition('.')[2] or c.id}')"
            out += _effect_problems(where, "effects", c.effects, options)
        if h.passive.hook and h.passive.hook not in HOOKS:
            out.append(
                f"{path}: [hero] entry (id '{hid}'), field 'passive.hook': unknown hook '{h.passive.hook}'"
            )
        for s in h.skills:
            if s.hook and s.hook not in HOOKS:
                where = f"{path}: [[skill]] entry (id '{s.id.partition('.')[2] or s.id}')"
                out.append(f"{where}, field 'hook': unknown hook '{s.hook}'")
    for cid, cr in sorted(creatures.items()):
        where = f"creatures.toml: [[creature]] entry (id '{cid}')"
        out += _effect_problems(where, "on_defeated", cr.on_defeated, options)
        out += _effect_problems(where, "start_of_turn", cr.start_of_turn, options)
    return out


def check_references(
    heroes: Mapping[str, Any] | None = None, creatures: Mapping[str, Any] | None = None
) -> None:
    problems = reference_problems(heroes, creatures)
    if problems:
        raise ContentError(problems[0])


check_references()  # at import: a broken reference disables desConfronto, with the reason, and nothing else

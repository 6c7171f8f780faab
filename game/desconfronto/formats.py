"""desConfronto's state format: the version its JSON carries and the steps that upgrade old saves.

History
-------
1 (releases up to issue 8): the fields of ``CombatState`` written by hand; saves from before the
   Active Item existed lack a hero's ``item``, ``bag`` and ``items_used`` (read as none).
2: the same fields, written from the dataclasses by ``game.core.serial``; every field is always
   present (a missing or unknown key is a damaged save), ``forced`` is never saved.
3: the run layer: ``run`` (a Hunt around the combat) and ``boss`` (the Boss playmat), both null in
   a Skirmish, each hero's ``subclass`` ("" before a Specialization is bought) and ``granted`` cards
   (its Signature cards and the Elder, once given), and the Hunt's rule
   options in ``options``.
4: the Coliseum: ``coliseum`` (scores, Class tokens, the Final Round; null in every other mode) and
   the Coliseum's rule options in ``options``; the Boss playmat's ``fired`` thresholds and the Boss's
   two rule options (AMB-35, AMB-37).
5: the Sempreterna campaign and the Corruption Master: ``campaign`` (the map, the story read, camps,
   missions; null in every other mode) with the campaign's rule options in ``options``, and ``master`` (its
   seat and hand of Creature Action cards; null without one).
"""

from __future__ import annotations

from typing import Any

from game.core.migrate import Migrations
from game.desconfronto.state import CombatState

MIGRATIONS = Migrations("desConfronto state", current=5)


@MIGRATIONS.step(1)
def _fill_item_fields(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 saves written before items load with none (what format 1's reader assumed)."""
    for hero in data.get("heroes", []):
        if isinstance(hero, dict):
            hero.setdefault("item", "")
            hero.setdefault("bag", [])
            hero.setdefault("items_used", [])
    return data


@MIGRATIONS.step(2)
def _no_run(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 saves are Skirmishes: no run, no Boss, no Specialization bought; the Hunt's rule
    options (AMB-15, AMB-23) at their defaults, as a new game gets them."""
    for opts in (data.get("options"), (data.get("setup") or {}).get("options")):
        if isinstance(opts, dict):
            opts.setdefault("hunt_market_literal", False)
            opts.setdefault("hunt_retry", False)
    data.setdefault("run", None)
    data.setdefault("boss", None)
    for hero in data.get("heroes", []):
        if isinstance(hero, dict):
            hero.setdefault("subclass", "")
            hero.setdefault("granted", [])
    return data


@MIGRATIONS.step(3)
def _no_coliseum(data: dict[str, Any]) -> dict[str, Any]:
    """Format 3 saves are Skirmishes and Hunts: no Coliseum; the new rule options at their defaults; a
    Boss fight in progress has no threshold recorded as fired (the default reading never reads it)."""
    for opts in (data.get("options"), (data.get("setup") or {}).get("options")):
        if isinstance(opts, dict):
            opts.setdefault("crystal_excludes_signatures", False)
            opts.setdefault("threshold_once_per_form", False)
            opts.setdefault("revide_attack_value", False)
            opts.setdefault("coliseum_tiebreak", False)
            opts.setdefault("beasts_highest_level", False)
            opts.setdefault("beasts_return", False)
    data.setdefault("coliseum", None)
    if isinstance(data.get("boss"), dict):
        data["boss"].setdefault("fired", [])
    return data


@MIGRATIONS.step(4)
def _no_campaign_no_master(data: dict[str, Any]) -> dict[str, Any]:
    """Format 4 saves are no campaign and have no Corruption Master; the campaign's rule options at
    their defaults."""
    for opts in (data.get("options"), (data.get("setup") or {}).get("options")):
        if isinstance(opts, dict):
            opts.setdefault("general_exhaustion", False)
            opts.setdefault("face_up_map", False)
            opts.setdefault("moveable_camp", False)
    data.setdefault("campaign", None)
    data.setdefault("master", None)
    return data


def to_json(state: CombatState) -> dict[str, Any]:
    return MIGRATIONS.dump(state)


def from_json(data: Any) -> CombatState:
    return MIGRATIONS.load(CombatState, data)

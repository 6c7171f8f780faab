"""Zerywia's state format: the version its JSON carries and the steps that upgrade old saves.

History
-------
1 (the Path of the Chosen One, issue 9): the fields of ``ZerywiaState`` written by
   ``game.core.serial``, with no ``"version"`` key (read as format 1); the setup has no
   ``"scenario"`` and a Solo hero was always given Borovil's Heart.
2 (issue 13): the Herald's Attack deck (``herald_deck``, ``herald_used``), the heroes still to face
   an Attack (``herald_queue``) and the Epic Battle under way (``epic``); the Memory of the World's
   Nix steps (``nix_todo``, ``to_threat``, ``after_attack``) and the pending choice (``pending``:
   the Solo start's Saga card, a Herald's-phase reroll); the setup's ``"scenario"`` and, for a
   format-1 Solo setup, its fixed ``"solo_extra"`` (as ``setup.normalize_setup`` reads an old setup,
   so the replayed state and the upgraded one agree); the rule options ``memory_goal_saga`` (AMB-37) and
   ``three_rift_rule_count`` / ``three_rift_rule_per_thymor`` (AMB-10) at their defaults. A format-1 game had none of them.
3 (ZW-INJ-04 a choice; ZW-ACT-36): the heroes who helped a ritual's Test (``helpers``, empty: a
   format-2 game kept no record of them), the Injuries still to place (``injuries_due``, empty), each hero's reading of
   an Injury with every Blocker at its last slot (``worn_out_lost``) and the rule option
   ``injury_beyond_last``. A format-2 game took such an Injury as nothing (``"none"``), so an upgraded
   game keeps that reading.
4 (ZW-HERO-24 enforced): the heroes lost at the table (``fallen``), the seats to be asked for another
   hero (``replace_due``) and the Defiled versions shuffled into the Enemy deck (``defiled``), all
   empty; the rule options ``lost_hero`` and ``lost_hero_defiled``. A format-3 game kept a lost
   hero's seat empty and added no Defiled card, so an upgraded game keeps that (``"out"``, false) and
   its log replays as it was played. A lost hero of such a game is taken as already settled.
5 (the player's picks, picks.py): the picks still to ask (``picks_due``, empty) and the rule option
   ``picks_asked``. A format-4 game took the Murk's price, a Taint's slot, a Primal Taint's marker
   and a group's losses automatically, so an upgraded game keeps doing so (false) and its log
   replays as played; the option ``rest_prime_overflow_converts`` (AMB-45) at its default, which
   is what every older game did. A save's setup takes the same options (``upgrade_setup``), so the
   replay starts from the readings the game was played with.
6 (ZW-INJ-04, ZW-ACT-18 enforced as printed): a format-5 game read a Taint's lowered maximum as a
   Blocker that cannot move (``taint_holds_blocker`` on the heroes and as an option) and its Rests
   used the Hero card's Camp ability alone (``rest_card_camp`` off), so its log replays as played.
"""

from __future__ import annotations

from typing import Any

from game.core.migrate import VERSION_KEY, Migrations
from game.zerywia.state import ZerywiaState

MIGRATIONS = Migrations("Zerywia state", current=6)
FORMAT_VERSION = MIGRATIONS.current
LEGACY_SOLO_EXTRA = "borovils_heart"  # the card every Solo hero had before ZW-SCEN-02 was a choice


@MIGRATIONS.step(1)
def _herald_epic_battle_and_scenario(data: dict[str, Any]) -> dict[str, Any]:
    for key in ("herald_deck", "herald_used", "herald_queue", "nix_todo", "to_threat"):
        data.setdefault(key, [])
    data.setdefault("epic", None)
    data.setdefault("pending", None)
    data.setdefault("after_attack", "")
    setup = data.get("setup")
    for options in (data.get("options"), setup.get("options") if isinstance(setup, dict) else None):
        if isinstance(options, dict):  # the Memory's goal reading (AMB-37), declared with it
            options.setdefault("memory_goal_saga", "full_saga")
            options.setdefault("three_rift_rule_count", "combined")  # AMB-10
            options.setdefault("three_rift_rule_per_thymor", False)
    if isinstance(setup, dict) and "scenario" not in setup:
        if isinstance(setup.get("heroes"), list) and len(setup["heroes"]) == 1:
            setup.setdefault("solo_extra", LEGACY_SOLO_EXTRA)
        setup["scenario"] = "path"
    return data


@MIGRATIONS.step(2)
def _injury_choice(data: dict[str, Any]) -> dict[str, Any]:
    data.setdefault("injuries_due", [])
    data.setdefault("helpers", [])
    for hero in data.get("heroes") or []:
        if isinstance(hero, dict):
            hero.setdefault("worn_out_lost", False)
    setup = data.get("setup")
    for options in (data.get("options"), setup.get("options") if isinstance(setup, dict) else None):
        if isinstance(options, dict):
            options.setdefault("injury_beyond_last", "none")
    return data


@MIGRATIONS.step(3)
def _lost_heroes(data: dict[str, Any]) -> dict[str, Any]:
    data.setdefault("replace_due", [])
    data.setdefault("defiled", [])
    heroes = [h for h in data.get("heroes") or [] if isinstance(h, dict)]
    data.setdefault("fallen", [h.get("hero") for h in heroes if h.get("lost")])
    setup = data.get("setup")
    for options in (data.get("options"), setup.get("options") if isinstance(setup, dict) else None):
        if isinstance(options, dict):
            options.setdefault("lost_hero", "out")
            options.setdefault("lost_hero_defiled", False)
    return data


@MIGRATIONS.step(4)
def _player_picks(data: dict[str, Any]) -> dict[str, Any]:
    data.setdefault("picks_due", [])
    setup = data.get("setup")
    for options in (data.get("options"), setup.get("options") if isinstance(setup, dict) else None):
        if isinstance(options, dict):
            options.setdefault("picks_asked", False)
            options.setdefault("rest_prime_overflow_converts", True)  # AMB-45: what older games did
    return data


@MIGRATIONS.step(5)
def _blocker_and_rest_readings(data: dict[str, Any]) -> dict[str, Any]:
    for hero in data.get("heroes", []) or []:
        if isinstance(hero, dict):
            hero.setdefault("taint_holds_blocker", True)
    setup = data.get("setup")
    for options in (data.get("options"), setup.get("options") if isinstance(setup, dict) else None):
        if isinstance(options, dict):
            options.setdefault("taint_holds_blocker", True)
            options.setdefault("rest_card_camp", False)
    return data


def upgrade_setup(setup: dict[str, Any], version: int) -> dict[str, Any]:
    """A save's setup from format ``version`` with the options the later steps gave its state (the
    old readings), so the log replays from the setup the game was played with."""
    if version >= MIGRATIONS.current:
        return setup
    upgraded: dict[str, Any] = MIGRATIONS.upgrade({VERSION_KEY: version, "setup": setup})["setup"]
    return upgraded


def to_json(state: ZerywiaState) -> dict[str, Any]:
    return MIGRATIONS.dump(state)


def from_json(data: Any) -> ZerywiaState:
    if isinstance(data, dict) and VERSION_KEY not in data:  # format 1 carried no version
        data = {**data, VERSION_KEY: 1}
    return MIGRATIONS.load(ZerywiaState, data)

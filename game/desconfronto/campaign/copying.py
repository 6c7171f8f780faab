"""Fast copies of a campaign's own state for ``DesconfrontoGame.clone`` (the greedy bot clones once per
candidate): the generic ``tree_copy`` walked every road-event id, page and history entry and was the
campaign path's largest cost. Like ``clone`` itself, each copy takes the ``__dict__`` whole and then
replaces the containers it knows, so a scalar field added later is copied without a word here;
tests/game/core/test_session_undo_clone.py fails if a mutable one would be shared."""

from __future__ import annotations

from itertools import chain
from typing import Any

from game.core.copying import tree_copy
from game.desconfronto.state import CampaignState, RunState

_new = object.__new__
_STR_LISTS = (
    "revealed", "tokens", "pages", "entered", "left", "beaten", "deck", "used", "mission_cards", "purified", "secrets",
)  # fmt: skip


# The two shapes of a history entry and the one list in each: campaign/engine.py's and hunt.py's.
_SHAPES = {frozenset(("card", "result", "creatures")): "creatures", frozenset(("horde", "result", "tiers")): "tiers"}


def _entry(e: dict[str, Any]) -> dict[str, Any]:
    """A history entry of any shape: scalars and lists of scalars."""
    return {k: v.copy() if type(v) is list else v for k, v in e.items()}


def _history(history: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``run.history``, one entry per combat fought: a campaign's {card, result, creatures} (two strings
    and a list of creature ids) or a Hunt's {horde, result, tiers} (a number, a string, a list). It grows
    all campaign long and every clone copies it, so when every entry has one of those shapes (told in C:
    the keys they hold between them, and each holding three) the entries are copied by ``dict.copy`` and
    then their one list each, in a third of the generic comprehension's time; else by ``_entry``."""
    key = _SHAPES.get(frozenset(chain.from_iterable(map(dict.keys, history)))) if history else None
    if key is None or set(map(len, history)) != {3}:
        return [_entry(e) for e in history]
    out = list(map(dict.copy, history))
    for e in out:
        v = e[key]
        e[key] = v.copy() if type(v) is list else tree_copy(v)
    return out


def copy_campaign(camp: CampaignState) -> CampaignState:
    d = camp.__dict__.copy()
    for name in _STR_LISTS:
        d[name] = d[name].copy()
    d["camps"] = camp.camps.copy()
    d["wins"] = camp.wins.copy()
    d["missions"] = [m.copy() for m in camp.missions]  # {"seat", "kind", "card"}: scalars
    d["combat"] = tree_copy(camp.combat) if camp.combat else {}
    d["road"] = tree_copy(camp.road) if camp.road else {}
    for name, value in d.items():  # a container field added later is never shared with the original
        if type(value) in (list, dict) and value is camp.__dict__[name]:
            d[name] = tree_copy(value)
    copy = _new(CampaignState)
    copy.__dict__ = d
    return copy


def copy_run(run: RunState) -> RunState:
    d = run.__dict__.copy()
    d["tiers"] = run.tiers.copy()
    d["rolled"] = run.rolled.copy()
    d["chosen"] = run.chosen.copy()
    d["market"] = run.market.copy()
    d["history"] = _history(run.history)
    copy = _new(RunState)
    copy.__dict__ = d
    return copy

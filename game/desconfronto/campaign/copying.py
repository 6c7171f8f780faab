"""Fast copies of a campaign's own state for ``DesconfrontoGame.clone`` (the greedy bot clones once per
candidate): the generic ``tree_copy`` walked every road-event id, page and history entry and was the
campaign path's largest cost. Like ``clone`` itself, each copy takes the ``__dict__`` whole and then
replaces the containers it knows, so a scalar field added later is copied without a word here;
tests/game/core/test_session_undo_clone.py fails if a mutable one would be shared."""

from __future__ import annotations

from typing import Any

from game.core.copying import tree_copy
from game.desconfronto.state import CampaignState, RunState

_new = object.__new__
_STR_LISTS = (
    "revealed", "tokens", "pages", "entered", "left", "beaten", "deck", "used", "mission_cards", "purified", "secrets",
)  # fmt: skip


_CAMPAIGN_ENTRY = frozenset(("card", "result", "creatures"))  # campaign/engine.py: two strings, a list
_HUNT_ENTRY = frozenset(("horde", "result", "tiers"))  # hunt.py: an int, a string, a list


def _entry(e: dict[str, Any]) -> dict[str, Any]:
    """A history entry of another shape: scalars and lists of scalars."""
    return {k: v.copy() if type(v) is list else v for k, v in e.items()}


def _history(history: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``run.history``, one entry per combat fought: a campaign's (card, result, the creatures' ids) or a
    Hunt's (horde, result, tiers). It grows all campaign long and every clone copies it, so its two
    known shapes are copied by one dict display each (a third of the generic comprehension's time);
    anything else takes ``_entry``."""
    return [
        {**e, "creatures": e["creatures"].copy()} if e.keys() == _CAMPAIGN_ENTRY
        else {**e, "tiers": e["tiers"].copy()} if e.keys() == _HUNT_ENTRY
        else _entry(e)
        for e in history
    ]


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

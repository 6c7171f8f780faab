"""The Coliseum's actions and events in words (``describe.py`` hands them over; dc_coliseum.toml)."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.i18n import localized, t
from game.desconfronto.coliseum_actions import MULLIGAN_SEP
from game.desconfronto.levels import next_skill
from game.desconfronto.names import card_name, figure_name
from game.desconfronto.state import CombatState

ACTION_KINDS = ("Mulligan", "Revide", "Reward")


def describe(state: CombatState, action: Action) -> str:
    kind = type(action).__name__
    if kind == "Mulligan":
        cards = [c for c in action.cards.split(MULLIGAN_SEP) if c]  # type: ignore[attr-defined]
        if not cards:
            return t("dc_coliseum.action.keep_hand")
        return t("dc_coliseum.action.mulligan", count=len(cards), cards=", ".join(card_name(c) for c in cards))
    if kind == "Revide":
        how = action.how  # type: ignore[attr-defined]
        card = card_name(action.card) if action.card else ""  # type: ignore[attr-defined]
        target = figure_name(state, action.target) if action.target else ""  # type: ignore[attr-defined]
        return t(f"dc_coliseum.action.revide_{how}", card=card, target=target)
    # Reward
    if not action.take:  # type: ignore[attr-defined]
        return t("dc_coliseum.action.reward_leave")
    if not action.tree:  # type: ignore[attr-defined]
        return t("dc_coliseum.action.reward_no_level")
    skill = next_skill(state, action.player, action.tree)  # type: ignore[attr-defined]
    name = localized(skill.name) if skill else "?"
    return t("dc_coliseum.action.reward", tree=action.tree, skill=name)  # type: ignore[attr-defined]


def event_params(state: CombatState, event: Event, params: dict[str, Any]) -> str:
    """The log line of a ``dc.col_*`` event (a mulligan says how many cards, never which)."""
    data = event.data
    kind = event.kind
    if "victim" in data:
        params["victim"] = figure_name(state, f"h{data['victim']}")
    if kind == "dc.col_podium":
        params["order"] = ", ".join(
            f"{figure_name(state, f'h{s}')} ({n})" for s, n in zip(data["order"], data["scores"], strict=True)
        )
    if kind == "dc.col_penalty":
        params["scores"] = ", ".join(str(n) for n in data["scores"])
    if kind == "dc.col_revide":
        return t(f"event.dc.col_revide_{data['how']}", **params)
    if kind == "dc.col_reward":
        key = "col_reward_leave" if not data["taken"] else ("col_reward" if data["skill"] else "col_reward_no_level")
        return t(f"event.dc.{key}", **params)
    return t(f"event.{kind}", **params)

"""Player-visible wording for the board scene and the log: events, costs and effects, translated."""

from __future__ import annotations

from typing import Any

from game.core.actions import Event
from game.core.i18n import localized, t
from game.fortress.adversaries import (
    adversary_of,
    extra_plan_levels,
    kills_needed,
    plan_life,
    round_power,
    threat,
)
from game.fortress.content import Cost, Effect, Gives, base_id, content
from game.fortress.state import FortressState


def card_name(card_id: str | None) -> str:
    """Name of any physical id: defender card, Invader, plan, or ``general``."""
    if not card_id:
        return "-"
    c = content()
    bid = base_id(card_id)
    if bid in c.cards:
        return localized(c.cards[bid].name)
    if bid in c.invaders:
        return localized(c.invaders[bid].name)
    if card_id in c.plans:
        return localized(c.plans[card_id].name)
    return card_id


def seat_name(state: FortressState, seat: int) -> str:
    return localized(content().generals[state.seats[seat].general].name)


def describe_cost(cost: Cost, discard: bool = False) -> str:
    parts = [
        f"{n} {t('fortress.resource.' + k)}"
        for k, n in zip(("crystal", "root", "sacrifice", "any"), cost)
        if n
    ]
    if discard:
        parts.append(t("fortress.gives.discard"))
    return " + ".join(parts) or t("fortress.gives.free")


def split_text(split: str) -> str:
    """A payment split for people: "crr" -> "1 Soul Crystal + 2 Roots" (HM-TURN-04), counted words."""
    names = {"c": "crystal", "r": "root", "s": "sacrifice"}
    parts = [
        t(f"fortress_screen.amount.{v}", n=split.count(k))
        for k, v in names.items()
        if k in split
    ]
    return " + ".join(parts) or t("fortress.gives.free")


def describe_gives(gives: Gives) -> str:
    return ", ".join(t(f"fortress.gives.{k}", n=n) for k, n in gives)


def describe_effect(effect: Effect) -> str:
    head = f"{localized(effect.name)}: " if effect.name else ""
    return f"{head}{describe_cost(effect.cost, effect.discard)} » {describe_gives(effect.gives)}"


def describe_event(state: FortressState, event: Event) -> str:
    """One log line; card ids become names and seats become General names."""
    params: dict[str, Any] = dict(event.data)
    for key in ("card", "invader", "plan", "next"):
        if key in params:
            params[key] = card_name(params[key]) if params[key] != "general" else t("fortress.setup.general")
    if "seat" in params:
        params["seat"] = seat_name(state, params["seat"])
    if "phase" in params:
        params["phase"] = t(f"fortress.phase.{params['phase']}")
    if "what" in params:
        params["what"] = t(f"fortress.gives.{params['what']}", n=params.get("amount", 0))
    kind = event.kind.removeprefix("fortress.")
    return t(f"event.fortress.{kind}", **params)


def adversary_summary(state: FortressState) -> dict[str, str]:
    """What the Adversary sheet shows: its rules, victory and defeat conditions and the live counters."""
    adv = adversary_of(state)
    plan = content().plans.get(state.active_plan or "")
    out = {
        "name": localized(adv.name),
        "rules": localized(adv.rules),
        "victory": localized(adv.victory),
        "defeat": localized(adv.defeat),
        "threat": t("fortress.ui.threat", threat=threat(state), limit=adv.power_limit),
        "round": t("fortress.ui.round", n=state.round),
        "common": t(
            "fortress.ui.common",
            per_round=round_power(adv, len(state.seats)),
            step=adv.rubble_step,
            extra=extra_plan_levels(adv, len(state.seats)),
        ),
    }
    if adv.plans:
        left = len(state.plans) + (plan is not None)
        out["plans"] = t("fortress.ui.plans_left", n=left)
    if plan is not None:
        life = "/".join(str(n) for n in plan_life(state))
        out["plan"] = f"{localized(plan.name)} [{life}] ({state.plan_markers})"
        out["plan_each_round"] = f"{t('fortress.trigger.each_round')}: {describe_gives(plan.each_round)}"
    if adv.victory_kills:
        out["kills"] = t("fortress.ui.kills", n=state.kills, need=kills_needed(state))
    return out

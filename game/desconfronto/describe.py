"""Translated labels for actions and figures (menus, log, the combat board)."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.i18n import localized, t
from game.desconfronto.campaign import words as campaign_words
from game.desconfronto.campaign.pharanor_events import PHARANOR
from game.desconfronto.coliseum import words as coliseum_words
from game.desconfronto.content import HEROES
from game.desconfronto.creatures import ACTION_CARDS
from game.desconfronto.event_campaign import CAMPAIGN
from game.desconfronto.items import ITEMS
from game.desconfronto.levels import next_skill
from game.desconfronto.market import offers
from game.desconfronto.names import card_name, creature_name, figure_name, spot_name
from game.desconfronto.state import CombatState

CAMPAIGN_KINDS = frozenset(s.kind for s in (*CAMPAIGN, *PHARANOR))  # the last battle's too (DC-SEC-05)
SKILLS = {s.id: s for h in HEROES.values() for s in h.skills}


def item_name(item: str) -> str:
    return localized(ITEMS[item].name) if item in ITEMS else t("dc.nobody")


def describe(state: CombatState, action: Action) -> str:
    kind = type(action).__name__
    if kind in campaign_words.ACTION_KINDS:
        return campaign_words.describe(state, action)
    if kind in coliseum_words.ACTION_KINDS:
        return coliseum_words.describe(state, action)
    params: dict[str, Any] = {}
    for key in ("card", "target"):
        value = getattr(action, key, None)
        if value is not None:
            params[key] = card_name(value) if key == "card" and value else figure_name(state, value)
    if kind == "ClassAction":
        params["name"] = t(f"dc.class.{action.name}")  # type: ignore[attr-defined]
        target = action.target  # type: ignore[attr-defined]
        params["target"] = card_name(target) if "#" in target else figure_name(state, target)
    if kind == "BuyAbility":
        skill = next_skill(state, action.hero, action.tree)  # type: ignore[attr-defined]
        params["hero"] = figure_name(state, f"h{action.hero}")  # type: ignore[attr-defined]
        params["skill"] = localized(skill.name) if skill else "?"
    if kind in ("UseItem", "SwapItem"):
        h = state.heroes[action.player]
        params["item"] = item_name(getattr(action, "item", "") or h.item)
        if kind == "SwapItem" and action.use:  # type: ignore[attr-defined]
            kind = "SwapUseItem"
        if kind != "SwapItem" and not action.target:  # type: ignore[attr-defined]
            kind += "NoTarget"
    if kind == "PlayCard" and not getattr(action, "target", ""):
        kind = "PlayCardNoTarget"
    if kind in ("Flee", "Decline") and state.pending is not None and state.pending.kind == "flee":
        kind += "Vote"  # the group's vote on fleeing: agree / stay and fight
    if kind == "Buy":
        params["offer"] = offer_name(action.what, action.ref)  # type: ignore[attr-defined]
        params["price"] = next(
            (o.price for o in offers(state, action.player) if (o.what, o.ref) == (action.what, action.ref)),  # type: ignore[attr-defined]
            0,
        )
        if action.what == "skill":  # type: ignore[attr-defined]
            skill = next_skill(state, action.player, int(action.ref))  # type: ignore[attr-defined]
            params["offer"] = localized(skill.name) if skill else "?"
    if kind == "GiveItem":  # DC-ITEM-04 (gifts.py)
        params["item"] = item_name(action.item)  # type: ignore[attr-defined]
        params["hero"] = figure_name(state, f"h{action.to}")  # type: ignore[attr-defined]
    if kind == "ChooseTier":
        params["tier"] = _ROMAN.get(action.tier, "?")  # type: ignore[attr-defined]
    if kind == "FightAgain" and not action.again:  # type: ignore[attr-defined]
        kind = "GiveUp"
    if kind == "MoveTo":  # the Boss playmat (boss/moves.py)
        params["spot"] = spot_name(action.spot)  # type: ignore[attr-defined]
    if kind == "StrikeSpot":
        b = state.boss
        params["spot"] = spot_name(b.where[action.player]) if b is not None and action.player < len(b.where) else "?"
        if action.sacrifice:  # type: ignore[attr-defined]
            kind = "StrikeSpotSacrifice"
    if kind == "ChooseTarget" and not getattr(action, "target", ""):
        kind = "ChooseTargetNone"  # an optional slot left empty (Wind's swap, "up to" points)
    return t(f"dc.action.{kind}", **params)


def event_text(state: CombatState, event: Any) -> str:
    """The log line of an event (``event.<kind>``), with figure refs, cards, heroes and
    conditions turned into their translated names."""
    if event.kind in CAMPAIGN_KINDS:
        return t(f"event.{event.kind}", **campaign_words.event_params(state, event.kind, dict(event.data)))
    params: dict[str, Any] = {}
    for key, value in event.data.items():
        if key in ("target", "source", "a", "b") and isinstance(value, str):
            params[key] = figure_name(state, value)
        elif key == "card" and isinstance(value, str) and value:
            params[key] = card_name(value) if "#" in value else _action_card_name(value)
        elif key in ("item", "old") and isinstance(value, str):
            params[key] = item_name(value)
        elif key == "hero" and isinstance(value, int):
            params[key] = figure_name(state, f"h{value}")
        elif key == "cond" and isinstance(value, str):
            params[key] = t(f"dc.cond.{value}") if value else ""
        elif key in ("creature", "boss") and isinstance(value, str):
            params[key] = creature_name(value)
        elif key == "creatures" and isinstance(value, list):
            params[key] = ", ".join(creature_name(c) for c in value)
        elif key in ("spot", "was", "pillar") and isinstance(value, str):
            params[key] = spot_name(value)
        elif key == "crystal" and isinstance(value, int):
            params[key] = value + 1
        elif key in _RUN_WORDS and value is not None:
            params[key] = _RUN_WORDS[key](value)
        else:
            params[key] = value
    if event.kind.startswith("dc.col_"):
        return coliseum_words.event_params(state, event, params)
    return t(f"event.{event.kind}", **params)


def skill_name(sid: str) -> str:
    return localized(SKILLS[sid].name) if sid in SKILLS else sid


def subclass_name(sid: str) -> str:
    hero, _, _ = sid.partition(".")
    sub = HEROES[hero].subclass(sid) if hero in HEROES else None
    return localized(sub.name) if sub else sid


def offer_name(what: str, ref: str) -> str:
    """A market purchase in words: the item's, artifact's or subclass's name; a skill tree; the Elder."""
    if what in ("item", "artifact"):
        return item_name(ref)
    if what == "subclass":
        return subclass_name(ref)
    if what == "skill":
        return t("dchunt.offer.skill", tree=ref)
    return t("dchunt.offer.elder")


def _join(words: list[str]) -> str:
    return ", ".join(words)


_ROMAN = {1: "I", 2: "II", 3: "III"}
_RUN_WORDS: dict[str, Any] = {
    "skill": skill_name,
    "subclass": subclass_name,
    "faces": lambda v: _join([t(f"dcui.face.{f}") for f in v]),
    "tiers": lambda v: _join([_ROMAN.get(x, str(x)) for x in v]),
    "tier": lambda v: _ROMAN.get(v, str(v)),
    "cards": lambda v: _join([card_name(c) for c in v]),
    "what": lambda v: t(f"dchunt.what.{v}"),
    "ref": lambda v: item_name(v) if v in ITEMS else (subclass_name(v) if "." in v else v),
}


def _action_card_name(cid: str) -> str:
    card = ACTION_CARDS.get(cid)
    return localized(card.name) if card else card_name(cid)  # a Boss Action card, or the raw id

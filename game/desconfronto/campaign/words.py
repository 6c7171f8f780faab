"""The campaign's words on screen and in the log: map card names, story page titles, road events, and
the campaign's actions (``describe.py`` hands these over). Catalogue: ``dc_campaign.toml``."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.i18n import localized, t
from game.desconfronto.campaign.world import content, the_map
from game.desconfronto.content import HEROES
from game.desconfronto.names import card_name, creature_name, figure_name
from game.desconfronto.state import CombatState

ACTION_KINDS = frozenset(
    ("Move", "Travel", "Stay", "Camp", "RoadChoice", "DiscardCard", "ChoosePath", "FaceTenebrah", "FacePharanor", "EndCampaign")
)


def card_title(card_id: str) -> str:
    m = the_map()
    c = m.cards.get(card_id) or m.secret.get(card_id)
    return f"{card_id} {localized(c.name)}" if c is not None else card_id


def page_title(page: str) -> str:
    """``scroll2.intro`` -> "Scroll 2: The Siege of Kalahad (introduction)"; ``temple.R1`` -> its title."""
    scrolls = content()[1]
    if page.startswith("temple."):
        temple = scrolls.temples.get(page.split(".", 1)[1])
        return localized(temple.title) if temple is not None else page
    head, _, part = page.partition(".")
    number = int(head.removeprefix("scroll") or 0)
    scroll = scrolls.scrolls.get(number)
    if scroll is None:
        return page
    title = t("dccmp.scroll_title", number=number, title=localized(scroll.title))
    return t(f"dccmp.part.{part}", title=title) if part else title


def page_text(page: str) -> str:
    scrolls = content()[1]
    if page.startswith("temple."):
        temple = scrolls.temples.get(page.split(".", 1)[1])
        return localized(temple.text) if temple is not None else ""
    head, _, part = page.partition(".")
    scroll = scrolls.scrolls.get(int(head.removeprefix("scroll") or 0))
    if scroll is None:
        return ""
    if part == "conclusion":
        return localized(scroll.conclusion) if scroll.conclusion is not None else ""
    return localized(scroll.intro)


def event_title(event_id: str) -> str:
    e = content()[2].get(event_id)
    return localized(e.title) if e is not None else event_id


def event_params(state: CombatState, kind: str, data: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in data.items():
        if key == "card" and isinstance(value, str):
            out[key] = card_title(value)
        elif key == "page":
            out[key] = page_title(str(value))
        elif key == "event":
            out[key] = event_title(str(value))
        elif key == "face":
            out[key] = t(f"dcui.face.{value}") if value else ""
        elif key == "kind" and kind == "dc.camp_made":
            out[key] = t(f"dccmp.rest.{value}")
        elif key == "kind" and kind == "dc.mission_done":
            out[key] = t(f"dccmp.mission.{value}")
        elif key == "encounter":
            out[key] = t(f"dccmp.encounter.{value}")
        elif key == "hero" and kind.startswith("dc.secret.pharanor"):  # the hero, not the seat's Master name
            out[key] = localized(HEROES[state.heroes[int(value)].hero].name)
        elif key == "hero" and isinstance(value, int):
            out[key] = figure_name(state, f"h{value}") if value >= 0 else ""
        elif key == "creatures" and isinstance(value, list):
            out[key] = ", ".join(creature_name(c) for c in value)
        elif key == "result" and kind == "dc.secret.pharanor_result":  # DC-SEC-05
            out[key] = t(f"dc_campaign_ui.secret.result.{value}")
        elif key == "choice":
            out[key] = str(value).upper()
        elif key == "won":
            out[key] = t("dccmp.gamble_won") if value else t("dccmp.gamble_lost")
        else:
            out[key] = value
    return out


def describe(state: CombatState, action: Action) -> str:
    kind = type(action).__name__
    data = dict(action.__dict__)
    if kind in ("Move", "Travel"):
        to = str(data["to"])
        cost = the_map().cards[to].fast_travel if kind == "Travel" else 0
        return t(f"dc.action.{kind}", card=card_title(to), cost=cost)
    if kind == "Camp":
        return t("dc.action.Camp", rest=t(f"dccmp.rest.{data['rest']}"))
    if kind == "RoadChoice":
        camp = state.campaign
        event = content()[2].get(camp.road.get("id", "")) if camp is not None else None
        label = localized(getattr(event, str(data["choice"])).label) if event is not None else ""
        if int(data["hero"]) >= 0:
            hero = figure_name(state, f"h{data['hero']}")
            return t("dc.action.RoadChoiceHero", choice=str(data["choice"]).upper(), label=label, hero=hero)
        return t("dc.action.RoadChoice", choice=str(data["choice"]).upper(), label=label)
    if kind == "ChoosePath":
        hero = state.heroes[action.player].hero
        sub = HEROES[hero].subclass(str(data["subclass"]))
        if sub is None:
            return str(data["subclass"])
        return t("dc.action.ChoosePath", subclass=localized(sub.name), path=t(f"dccmp.path.{sub.path}"))
    if kind == "DiscardCard":
        return t("dc.action.DiscardCard", card=card_name(str(data["card"])))
    if kind in ("FacePharanor", "EndCampaign"):  # DC-SEC-05; DC-GEN-02: the secret's words in a secret table
        return t(f"dc.action.secret.{kind}")
    return t(f"dc.action.{kind}")

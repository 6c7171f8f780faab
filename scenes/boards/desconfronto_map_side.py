"""The map screen's side panel (where the group stands, the fragment pool, the rest tokens, the party)
and its choice panel (the road event with its A/B options, the Prestige choice with the two subclasses'
passives, a road event's discard). Drawing only; the buttons are the map screen's. What it shows of the
campaign comes from the seat's view (``table.campaign``, campaign/view.py)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import localized, t
from game.desconfronto.campaign import words
from game.desconfronto.campaign.road import events as road_events
from game.desconfronto.campaign.side_missions import path_choices
from game.desconfronto.campaign.world import the_map
from game.desconfronto.content import HEROES
from scenes.boards.desconfronto_map_draw import AREA_TINT
from scenes.boards.desconfronto_text import hero_name
from scenes.theme import fit_text, render, wrap


def _lines(surface, text: str, x: int, y: int, w: int, size: int, ink, face: str = "regular", most: int = 99) -> int:
    parts = wrap(text, size, w, face)
    if len(parts) > most:
        parts = [*parts[: most - 1], fit_text(" ".join(parts[most - 1 :]), size, w, face)]
    for part in parts:
        s = render(part, size, ink, face)
        surface.blit(s, (x, y))
        y += s.get_height()
    return y


def draw_side(surface: pygame.Surface, r: pygame.Rect, table: Any, m: Any, pal: dict, bot: bool) -> None:
    camp = table.campaign
    pygame.draw.rect(surface, pal["panel"], r, 0, 10)
    pygame.draw.rect(surface, pal["muted"], r, 1, 10)
    x, w = r.x + 14, r.w - 28
    here = camp.face(camp.at)  # the group's card is always face up
    band = pygame.Rect(r.x + 1, r.y + 1, r.w - 2, 8)
    pygame.draw.rect(surface, AREA_TINT.get(here.area, pal["accent"]), band, 0, 10, 10, 10, 0, 0)
    y = _lines(surface, t("dc_campaign_ui.side.here", card=words.card_title(camp.at)), x, r.y + 16, w, 17,
               pal["text"], "bold", 2)  # fmt: skip
    area = t(f"dc_campaign_ui.area.{here.area}")
    y = _lines(surface, t("dc_campaign_ui.side.area", area=area), x, y + 2, w, 13, pal["muted"])
    syms = [t(f"dc_campaign_ui.symbol.{s}") for s in here.symbols]
    if syms:
        y = _lines(surface, t("dc_campaign_ui.side.symbols", symbols=", ".join(syms)), x, y + 2, w, 12, pal["muted"], most=2)
    y += 8
    pool = t("dc_campaign_ui.side.fragments", n=camp.fragments)
    y = _lines(surface, pool, x, y, w, 15, pal["accent2"], "bold")
    tokens = ", ".join(t(f"dccmp.rest.{k}") for k in camp.tokens) or t("dc_campaign_ui.side.none")
    y = _lines(surface, t("dc_campaign_ui.side.tokens", tokens=tokens), x, y + 2, w, 13, pal["text"])
    y = _lines(surface, t("dc_campaign_ui.side.progress", revealed=len(camp.revealed), guardians=sum(
        1 for c in the_map().corners() if c.id in camp.beaten), beaten=len(camp.beaten)), x, y + 2, w, 12,
        pal["muted"], most=2)  # fmt: skip
    if camp.pharanor_offered:  # DC-SEC-05: the last battle waits
        y = _lines(surface, t("dc_campaign_ui.journal.secret.pharanor_waits"), x, y + 2, w, 12, pal["bad"], "bold", 2)
    elif camp.finale:
        y = _lines(surface, t("dc_campaign_ui.side.finale"), x, y + 2, w, 12, pal["bad"], "bold", 2)
    y += 8
    moves, travels = len(m.moves), len([c for c in m.travels if c not in m.moves])
    if m.moves or m.travels:
        y = _lines(surface, t("dc_campaign_ui.side.legal", moves=moves, travels=travels), x, y, w, 12, pal["good"], most=3)
    elif bot:
        y = _lines(surface, t("dc_campaign_ui.side.bot"), x, y, w, 12, pal["muted"], "italic")
    y += 10
    y = _lines(surface, t("dc_campaign_ui.side.party"), x, y, w, 14, pal["text"], "bold")
    for h in camp.party:
        line = t("dc_campaign_ui.side.hero", hero=hero_name(table, h.seat), level=h.level, vigor=h.vigor,
                 max=h.max_vigor)  # fmt: skip
        y = _lines(surface, line, x, y + 2, w, 13, pal["text"], most=1)


def draw_choice_panel(
    surface: pygame.Surface, box: pygame.Rect, table: Any, state: Any, kind: str, seat: int, pal: dict
) -> None:
    """The road event / Prestige choice / discard over the map; the answer buttons sit at its foot.
    ``state`` only for the Prestige mission's two subclasses (``path_choices``, a rule's reading)."""
    pygame.draw.rect(surface, pal["panel"], box, 0, 12)
    pygame.draw.rect(surface, pal["accent"], box, 3, 12)
    x, w = box.x + 20, box.w - 40
    camp = table.campaign
    if kind == "road" and camp.road in road_events():
        ev = road_events()[camp.road]
        y = _lines(surface, t("dc_campaign_ui.road.head", title=localized(ev.title)), x, box.y + 16, w, 20,
                   pal["text"], "bold", 2)  # fmt: skip
        y = _lines(surface, localized(ev.scene), x, y + 8, w, 14, pal["text"], most=8)
        for letter in ("a", "b"):
            opt = getattr(ev, letter)
            y = _lines(surface, f"{letter.upper()}: {localized(opt.label)}", x, y + 10, w, 15, pal["accent2"], "bold", 2)
        _lines(surface, t("dc_campaign_ui.road.ask", hero=hero_name(table, seat)), x, y + 10, w, 12, pal["muted"], "italic")
        return
    if kind == "path":
        hero = camp.party[seat]
        y = _lines(surface, t("dc_campaign_ui.path.head", hero=hero_name(table, seat)), x, box.y + 16, w, 20,
                   pal["text"], "bold", 2)  # fmt: skip
        y = _lines(surface, t("dc_campaign_ui.path.intro"), x, y + 6, w, 13, pal["muted"], most=3)
        for sub_id in path_choices(state, seat):
            sub = HEROES[hero.hero].subclass(sub_id)
            if sub is None:
                continue
            head = f"{localized(sub.name)} ({t('dccmp.path.' + sub.path)})"
            y = _lines(surface, head, x, y + 10, w, 15, pal["accent2"], "bold")
            y = _lines(surface, localized(sub.passive), x, y + 2, w, 12, pal["text"], most=5)
        return
    if kind == "discard":
        y = _lines(surface, t("dc_campaign_ui.discard.head", hero=hero_name(table, seat)), x, box.y + 16, w, 20,
                   pal["text"], "bold", 2)  # fmt: skip
        _lines(surface, t("dc_campaign_ui.discard.intro"), x, y + 6, w, 13, pal["muted"], most=3)

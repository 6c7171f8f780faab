"""The hero screen between combats: a hero's level, Vigor, deck counts, active item and bag, the
Specialization path (taken, or the two on offer with their passives), and Skill Trees 1 and 2 with
each ability bought, new (works from the next combat), next (affordable or not) or locked, its text
and cost. Only draws; the buy buttons are the Hunt screen's, placed at ``buy_rect``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core.i18n import localized, t
from game.desconfronto import levels
from game.desconfronto.content import HEROES
from game.desconfronto.items import ITEMS
from game.desconfronto.names import hero_name
from scenes.boards.desconfronto_hunt_text import cards_line, path_name, price_text, roman
from scenes.theme import fit_text, render, wrap

TAB_H = 28
TOP_H = 182  # tabs, name, Vigor, deck, items, Specialization: then the trees
TREE_HEAD = 20
ROW_H = 48
BUY_W, BUY_H = 132, 26
ITEMS_Y = TAB_H + 12 + 26 + 17  # the Active item line's top, below the panel's top
GIFT_W = 168  # the Hunt screen's "Give items…" toggle, beside the item lines (reserved here)


@dataclass(frozen=True)
class SkillRow:
    tree: int
    tier: int
    name: str
    text: str
    cost: int
    state: str  # "bought" | "new" | "next" | "ahead" | "poor" | "max" | "locked"


def skill_rows(table: Any, seat: int, state: Any, legal_trees: set[int]) -> list[SkillRow]:
    """Every Skill Tree ability of the hero in tree order, with its state for the screen: "next" only
    where the seat has a legal purchase of that tree; the next one of a tree the group's fragments
    cannot pay is "poor"; otherwise (another hero's turn, not a market) "ahead"."""
    h = table.heroes[seat]
    out: list[SkillRow] = []
    for tree in (1, 2):
        seen_next = False
        for s in HEROES[h.hero].skills:
            if s.tree != tree:
                continue
            cost = levels.skill_cost(state, s)
            if s.id in h.new_abilities:
                st = "new"
            elif s.id in h.abilities:
                st = "bought"
            elif not seen_next:
                seen_next = True
                if tree in legal_trees:
                    st = "next"
                elif h.level >= levels.MAX_LEVEL:
                    st = "max"
                elif cost > table.fragments:
                    st = "poor"
                else:
                    st = "ahead"
            else:
                st = "locked"
            out.append(SkillRow(tree, s.tier, localized(s.name), localized(s.text), cost, st))
    return out


def row_rect(panel: pygame.Rect, index: int) -> pygame.Rect:
    tree_i = index // 3
    y = panel.y + TOP_H + tree_i * (TREE_HEAD + 3 * ROW_H + 6) + TREE_HEAD + (index % 3) * ROW_H
    return pygame.Rect(panel.x + 8, y, panel.w - 16, ROW_H - 3)


def buy_rect(panel: pygame.Rect, index: int) -> pygame.Rect:
    r = row_rect(panel, index)
    return pygame.Rect(r.right - BUY_W - 6, r.centery - BUY_H // 2, BUY_W, BUY_H)


def tab_rects(panel: pygame.Rect, n: int) -> list[pygame.Rect]:
    w = (panel.w - 16 - 6 * (n - 1)) // max(1, n)
    return [pygame.Rect(panel.x + 8 + i * (w + 6), panel.y + 6, w, TAB_H) for i in range(n)]


def _line(surface, text: str, x: int, y: int, w: int, size: int, ink, face: str = "regular") -> int:
    surf = render(fit_text(text, size, w, face), size, ink, face)
    surface.blit(surf, (x, y))
    return y + surf.get_height() + 1


def draw_hero(surface: pygame.Surface, panel: pygame.Rect, table: Any, seat: int, rows: list[SkillRow],
              pal: dict, note: str, gift_button: bool = False) -> None:  # fmt: skip
    pygame.draw.rect(surface, pal["panel"], panel, 0, 10)
    pygame.draw.rect(surface, pal["muted"], panel, 1, 10)
    h = table.heroes[seat]
    x, w = panel.x + 12, panel.w - 24
    y = panel.y + TAB_H + 12
    name = render(fit_text(hero_name(table, seat), 18, w - 150, "bold"), 18, pal["text"], "bold")
    surface.blit(name, (x, y))
    lvl = render(t("dchuntui.hero.level", n=h.level, max=levels.MAX_LEVEL), 15, pal["accent2"], "bold")
    surface.blit(lvl, lvl.get_rect(topright=(panel.right - 12, y + 2)))
    y += 26
    y = _line(surface, t("dchuntui.hero.vigor", v=h.vigor, max=h.max_vigor) + " · "
              + t("dchuntui.hero.deck", draw=len(h.draw), hand=len(h.hand), discard=len(h.discard)),
              x, y, w, 13, pal["text"])  # fmt: skip
    item = localized(ITEMS[h.item].name) if h.item in ITEMS else t("dchuntui.hero.nothing")
    iw = w - GIFT_W - 8 if gift_button else w  # the toggle sits to the right of these two lines
    y = _line(surface, t("dchuntui.hero.item", item=item), x, y, iw, 13, pal["text"])
    bag = ", ".join(localized(ITEMS[i].name) if i in ITEMS else i for i in h.bag) or t("dchuntui.hero.nothing")
    y = _line(surface, t("dchuntui.hero.bag", items=bag), x, y, iw, 13, pal["text"])
    y = _spec(surface, table, seat, x, y + 2, w, pal)
    for tree in (1, 2):
        r0 = row_rect(panel, (tree - 1) * 3)
        head = render(t("dchuntui.hero.tree", n=tree), 14, pal["accent2"], "bold")
        surface.blit(head, (r0.x + 4, r0.y - TREE_HEAD + 1))
        if note and tree == 1:  # the hint shares the first tree's heading line: the top holds the rest
            hint = render(fit_text(note, 12, r0.w - head.get_width() - 24, "italic"), 12, pal["muted"], "italic")
            surface.blit(hint, hint.get_rect(topright=(r0.right - 4, r0.y - TREE_HEAD + 3)))
    for i, row in enumerate(rows[:6]):
        _skill(surface, row_rect(panel, i), row, pal)


def _spec(surface, table: Any, seat: int, x: int, y: int, w: int, pal: dict) -> int:
    h = table.heroes[seat]
    taken = table.subclass[seat] if seat < len(table.subclass) else ""
    subs = HEROES[h.hero].subclasses
    sub = next((s for s in subs if s.id == taken), None)
    if sub is not None:
        y = _line(surface, t("dchuntui.hero.spec", name=localized(sub.name), path=path_name(sub.path)),
                  x, y, w, 13, pal["text"], "bold")  # fmt: skip
        for part in wrap(localized(sub.passive), 11, w)[:2]:
            y = _line(surface, part, x + 8, y, w - 8, 11, pal["muted"])
        return y
    if not subs:
        return _line(surface, t("dchuntui.hero.spec_none"), x, y, w, 13, pal["muted"], "italic")
    # the campaign's Specialization comes from the Prestige mission, not after horde 3 (DC-CMP-22, L289-294)
    in_campaign = getattr(table, "campaign", None) is not None
    y = _line(surface, t("dc_campaign_ui.hero.spec_open" if in_campaign else "dchuntui.hero.spec_open"), x, y, w,
              13, pal["text"])  # fmt: skip
    for s in subs[:2]:  # one line each: the market's offer card tells the passive in full
        line = f"{path_name(s.path)}: {localized(s.name)}"
        if s.cards:
            line += " — " + t("dchuntui.hero.cards", cards=cards_line(s.cards))
        y = _line(surface, line, x + 8, y, w - 8, 11, pal["muted"])
    return y


def _skill(surface, r: pygame.Rect, row: SkillRow, pal: dict) -> None:
    fill = {"bought": pal["bg2"], "new": pal["bg2"], "next": pal["bg"], "poor": pal["bg"], "ahead": pal["bg"]}.get(row.state, pal["panel"])
    pygame.draw.rect(surface, fill, r, 0, 6)
    edge = pal["accent"] if row.state == "next" else pal["muted"]
    pygame.draw.rect(surface, edge, r, 2 if row.state == "next" else 1, 6)
    ink = pal["muted"] if row.state == "locked" else pal["text"]
    head_w = r.w - 16 - (BUY_W + 10 if row.state == "next" else 0)
    head = f"{roman(row.tier)} · {row.name}"
    state = {
        "bought": t("dchuntui.hero.bought"),
        "new": t("dchuntui.hero.new"),
        "poor": t("dchuntui.hero.poor", cost=price_text(row.cost)),
        "ahead": t("dchuntui.hero.ahead", cost=price_text(row.cost)),
        "max": t("dchuntui.hero.max"),
        "locked": t("dchuntui.hero.locked") + " · " + price_text(row.cost),
        "next": "",
    }[row.state]
    title = render(fit_text(head, 13, head_w, "bold"), 13, ink, "bold")
    surface.blit(title, (r.x + 8, r.y + 3))
    if state:
        colour = pal["good"] if row.state in ("bought", "new") else pal["bad"] if row.state == "poor" else pal["muted"]
        tag = render(fit_text(state, 11, r.w - 24 - title.get_width(), "italic"), 11, colour, "italic")
        surface.blit(tag, tag.get_rect(topright=(r.right - 8, r.y + 5)))
    tw = r.w - 16 - (BUY_W + 10 if row.state == "next" else 0)  # the buy button sits on the right
    lines = wrap(row.text, 11, tw)
    if len(lines) > 2:
        lines = [lines[0], fit_text(" ".join(lines[1:]), 11, tw)]
    for j, part in enumerate(lines):
        surface.blit(render(part, 11, ink), (r.x + 8, r.y + 18 + j * 12))

"""The market's gift view (DC-ITEM-04, L311: items change hands freely outside combat): the shopper's
items, one row each, with a "Give to <hero>" button per other hero, and the party's bags below, so the
receiver's bag shows a gift at once. Only draws and lays out; every enabled button sends one of the
shopper's legal ``GiveItem`` actions (the core decides what may be given: greyed rows say why not)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.core.i18n import localized, t
from game.desconfronto.items import ITEMS
from game.desconfronto.names import hero_name
from game.desconfronto.run_actions import GiveItem
from scenes.theme import fit_text, render, wrap

ROW_H, ROW_GAP = 44, 4
ROWS_Y = 96  # the rows start this far below the view's top (heading and the rule above)
GIVE_W, GIVE_H, GIVE_GAP = 132, 26, 6
BAGS_LINE = 16


@dataclass(frozen=True)
class GiftRow:
    """One item the shopper holds: where it is, how many, and the legal gift per receiving seat
    (a receiver missing from ``gifts``: greyed, with ``why``)."""

    item: str
    name: str
    text: str
    where: str
    gifts: dict[int, GiveItem]
    why: str


def gift_rows(table: Any, seat: int, legal: list[Any]) -> list[GiftRow]:
    """The shopper's Active Item then its bag (each distinct item once), tied to the legal gifts."""
    h = table.heroes[seat]
    legal_gifts = {(a.item, a.to): a for a in legal if isinstance(a, GiveItem) and a.player == seat}
    out: list[GiftRow] = []
    for item in dict.fromkeys((h.item, *h.bag)):
        if not item or item not in ITEMS:
            continue
        d = ITEMS[item]
        n = h.bag.count(item)
        where = t("dcgifts.ui.active") if item == h.item else t("dcgifts.ui.in_bag")
        if item == h.item and n:
            where += f" + {t('dcgifts.ui.in_bag')}"
        if n + (item == h.item) > 1:
            where += f" ×{n + (item == h.item)}"
        gifts = {to: a for (i, to), a in legal_gifts.items() if i == item}
        why = ""
        if not d.transferable:
            why = t("dcgifts.ui.never")
        elif not gifts:
            why = t("dcgifts.ui.not_your_turn", hero=hero_name(table, seat))
        out.append(GiftRow(item, localized(d.name), localized(d.text), where, gifts, why))
    return out


def per_page(view: pygame.Rect, heroes: int) -> int:
    bags_h = BAGS_LINE * (heroes + 1) + 8
    return max(1, (view.h - ROWS_Y - bags_h - 8) // (ROW_H + ROW_GAP))


def row_rects(view: pygame.Rect, n: int) -> list[pygame.Rect]:
    return [pygame.Rect(view.x + 12, view.y + ROWS_Y + i * (ROW_H + ROW_GAP), view.w - 24, ROW_H) for i in range(n)]


def give_rect(row: pygame.Rect, k: int, others: int) -> pygame.Rect:
    """The k-th receiver's button of a row (the receivers in seat order, right-aligned)."""
    x = row.right - 8 - (others - k) * (GIVE_W + GIVE_GAP) + GIVE_GAP
    return pygame.Rect(x, row.centery - GIVE_H // 2, GIVE_W, GIVE_H)


def button_specs(table: Any, seat: int, rows: list[GiftRow], view: pygame.Rect, prefix: str,
                 handler: Any) -> list[tuple]:  # fmt: skip
    """(key, rect, text, enabled, tooltip, handler) of every "Give to <hero>" button of the rows shown."""
    others = [s for s in range(len(table.heroes)) if s != seat]
    out: list[tuple] = []
    for row, r in zip(rows, row_rects(view, len(rows)), strict=True):
        if not ITEMS[row.item].transferable:
            continue
        for k, to in enumerate(others):
            act = row.gifts.get(to)
            who = hero_name(table, to)
            tip = t("dcgifts.ui.give_tip", item=row.name, hero=who) + f"\n{row.text}"
            if act is None and row.why:
                tip += f"\n{row.why}"
            out.append((f"{prefix}give:{row.item}:{to}", tuple(give_rect(r, k, len(others))),
                        fit_text(t("dcgifts.ui.give", hero=who), 13, GIVE_W - 12), act is not None, tip,
                        lambda a=act: handler(a)))  # fmt: skip
    return out


def draw_gifts(surface: pygame.Surface, view: pygame.Rect, table: Any, seat: int, rows: list[GiftRow],
               pal: dict) -> None:  # fmt: skip
    x, w = view.x + 14, view.w - 28
    head = render(fit_text(t("dcgifts.ui.head", hero=hero_name(table, seat)), 18, w, "bold"), 18, pal["text"], "bold")
    surface.blit(head, (x, view.y + 8))
    y = view.y + 8 + head.get_height() + 2
    for part in wrap(t("dcgifts.ui.rule"), 12, w)[:4]:
        surface.blit(render(part, 12, pal["muted"], "italic"), (x, y))
        y += 15
    others = len(table.heroes) - 1
    rects = row_rects(view, len(rows))
    for row, r in zip(rows, rects, strict=True):
        _row(surface, r, row, others, pal)
    if not any(ITEMS[r.item].transferable for r in rows):  # only the head item (or nothing): say so
        msg = render(fit_text(t("dcgifts.ui.nothing", hero=hero_name(table, seat)), 13, w, "italic"), 13,
                     pal["muted"], "italic")  # fmt: skip
        surface.blit(msg, (x, (rects[-1].bottom if rects else view.y + ROWS_Y) + 8))
    _bags(surface, view, table, pal)


def _row(surface: pygame.Surface, r: pygame.Rect, row: GiftRow, others: int, pal: dict) -> None:
    on = bool(row.gifts)
    pygame.draw.rect(surface, pal["bg"] if on else pal["bg2"], r, 0, 8)
    pygame.draw.rect(surface, pal["accent"] if on else pal["muted"], r, 2 if on else 1, 8)
    ink = pal["text"] if on else pal["muted"]
    buttons = (GIVE_W + GIVE_GAP) * others + 8 if ITEMS[row.item].transferable else 0
    w = r.w - 16 - buttons
    name = render(fit_text(row.name, 14, w // 2, "bold"), 14, ink, "bold")
    surface.blit(name, (r.x + 8, r.y + 3))
    tag = render(fit_text(row.where, 11, w - name.get_width() - 10, "italic"), 11, pal["accent2"] if on else pal["muted"], "italic")
    surface.blit(tag, (r.x + 16 + name.get_width(), r.y + 6))
    line = row.why if row.why and not ITEMS[row.item].transferable else row.text
    colour = pal["bad"] if line == row.why else ink
    surface.blit(render(fit_text(line, 11, w), 11, colour), (r.x + 8, r.y + 24))


def _bags(surface: pygame.Surface, view: pygame.Rect, table: Any, pal: dict) -> None:
    """Every hero's bag, live: a gift shows in the receiver's line at once."""
    n = len(table.heroes)
    x, w = view.x + 14, view.w - 28
    y = view.bottom - 8 - BAGS_LINE * (n + 1)
    surface.blit(render(t("dcgifts.ui.bags"), 13, pal["accent2"], "bold"), (x, y))
    for seat, h in enumerate(table.heroes):
        y += BAGS_LINE
        names = ", ".join(localized(ITEMS[i].name) if i in ITEMS else i for i in h.bag) or t("dchuntui.hero.nothing")
        line = t("dcgifts.ui.bag_of", hero=hero_name(table, seat), items=names)
        surface.blit(render(fit_text(line, 12, w), 12, pal["text"]), (x, y))

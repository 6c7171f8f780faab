"""The heroes' playmats: Vigor and level bars, conditions, piles, Active Shields area, active
Signatures, class resources (whatever ``HeroState.res`` holds) and the Active Hero token.

Rendered once per distinct look and cached like the creature panels.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import has, language, localized, t
from game.desconfronto.content import HEROES
from game.desconfronto.items import ITEMS
from game.desconfronto.levels import MAX_LEVEL
from scenes.boards import desconfronto_layout as L
from scenes.boards import desconfronto_narrow as N
from scenes.boards.desconfronto_figures import (
    Spots,
    bar,
    cond_row,
    cond_tokens,
    item_icon,
    kw_word,
    stamp,
    title,
    token,
)
from scenes.boards.desconfronto_text import card_name, item_name, res_label
from scenes.icons import emblem
from scenes.theme import fit_text, font, render
from scenes.widgets.icon_art import emblem_plate
from scenes.widgets.icons import icon

_cache: dict[tuple, tuple[pygame.Surface, Spots]] = {}
CACHE_LIMIT = 64
EMBLEM = 22  # the hero's emblem plate, pixels across (it fits the name row)
TOGGLE_W, TOGGLE_H = 76, 18
BAG_W = 30  # the sack symbol and the bag's count at the end of the item row  # the Bot/Human seat chip sits in the panel's top-right corner


def hero_key(state: Any, seat: int, active: bool, size, pal, bot: bool = False) -> tuple:
    # The creatures are in the key: resource labels name figures by their position.
    h = state.heroes[seat]
    return (seat, h.hero, h.vigor, h.max_vigor, tuple(sorted(h.cond.items())), tuple(h.thunder), len(h.draw),
            len(h.hand), len(h.discard), tuple(tuple(s) for s in h.shields), tuple(h.active), len(h.removed),
            h.level, h.exhausted, repr(sorted(h.res.items())), active, bot, tuple(size), language(), pal["bg"],
            pal["accent"], h.item, tuple(h.bag), tuple(h.items_used),
            tuple(c.creature for c in state.creatures), _subclass_of(state, seat))  # fmt: skip


def _subclass_of(state: Any, seat: int) -> str:
    """The hero's Specialization id ("artan.knight"), or "" (the table lists one per seat)."""
    subs = getattr(state, "subclass", ())
    return subs[seat] if seat < len(subs) and subs[seat] else ""


def hero_panel(
    state: Any, seat: int, active: bool, size: tuple[int, int], pal, bot: bool = False
) -> tuple[pygame.Surface, Spots]:
    """The panel and where its symbols sit (for keyword tooltips), rendered once per look."""
    key = hero_key(state, seat, active, size, pal, bot)
    hit = _cache.get(key)
    if hit is None:
        if len(_cache) >= CACHE_LIMIT:
            _cache.clear()
        hit = _cache[key] = _render(state, seat, active, size, pal, bot)
    return hit


def _render(
    state: Any, seat: int, active: bool, size: tuple[int, int], pal, bot: bool
) -> tuple[pygame.Surface, Spots]:
    h = state.heroes[seat]
    hd = HEROES[h.hero]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    spots: Spots = []
    outer = surf.get_rect()
    # Heroes wear purification gold; the active one a thick gold rim plus the token and its label.
    pygame.draw.rect(surf, pal["accent"] if active else pal["muted"], outer, 0, 12)
    inner = outer.inflate(-8, -8)
    pygame.draw.rect(surf, pal["panel"], inner, 0, 9)
    if L.narrow(outer.w):  # 5-8 heroes: the compact mat (desconfronto_narrow)
        spots = N.hero_body(surf, state, seat, active, pal, bot)
        if h.exhausted:
            stamp(
                surf, outer, _stamp_title(h.exhausted), pal, pal["bad"], t(f"dcui.cause.{h.exhausted}"), True
            )
        return surf, spots
    x, y = inner.x + 7, inner.y + 4
    compact = inner.h < 160  # Gëlien's mat, shortened by Nina's strip under it
    right = inner.right - TOGGLE_W - 4
    # Who plays this seat: a chip with a word (and a filled/hollow dot); a click on it swaps.
    chip = toggle_rect(outer).move(-outer.x, -outer.y)
    word = t("dcui.board.bot") if bot else t("dcui.board.human")
    pygame.draw.rect(surf, pal["accent2"] if bot else pal["bg2"], chip, 0, 9)
    pygame.draw.rect(surf, pal["text"], chip, 1, 9)
    dot = (chip.x + 9, chip.centery)
    pygame.draw.circle(surf, pal["panel"] if bot else pal["text"], dot, 4, 0 if bot else 1)
    label = render(fit_text(word, 11, chip.w - 18, "bold"), 11, pal["panel"] if bot else pal["text"], "bold")
    surf.blit(label, label.get_rect(midleft=(chip.x + 16, chip.centery)))
    spots.append((chip, word))
    if active:
        token(
            surf, (inner.x + 13, y + 11) if compact else (inner.x + 15, y + 14), 9 if compact else 11, pal, ""
        )
        x_name = x + 26
    else:
        x_name = x
    name = localized(hd.name)
    plate = emblem_plate(emblem("dc_hero", h.hero), EMBLEM, pal["bg"], pal["text"], pal["accent"])
    if plate is not None:  # the hero's class emblem before the Bot/Human chip; the name stops short of it
        right -= EMBLEM + 4
        surf.blit(plate, (right + 2, inner.y + 1))
    spots.append((title(surf, name, (x_name, y), right - x_name - 4, 15, pal["text"]), name))
    y += 20 if compact else 22
    lvl = render(t("dcui.board.level", level=h.level), 12, pal["text"], "bold")
    surf.blit(lvl, (x, y))
    # Level bar: one pip per level, filled up to the hero's level (the number is printed too).
    px = x + lvl.get_width() + 6
    end = inner.right - 8
    if "aura" in h.res or h.hero == "artan":  # Artan's active aura, always in sight (DC-HERO-ART-02)
        chip = aura_chip(surf, h.res.get("aura", ""), (end, y), pal)
        spots.append((chip, t("dcui.res.aura")))
        end = chip.x - 6
    # The pips narrow to fit before the chip (a long aura word in a four-hero row); with no room
    # left they give way, since the level is printed beside them.
    pip_w = min(14, (end - px) // MAX_LEVEL - 3)
    for i in range(MAX_LEVEL if pip_w >= 3 else 0):
        r = pygame.Rect(px + i * (pip_w + 3), y + 3, pip_w, 10)
        pygame.draw.rect(surf, pal["accent"] if i < h.level else pal["bg2"], r, 0, 3)
        pygame.draw.rect(surf, pal["text"], r, 1, 3)
    y += 16 if compact else 18
    surf.blit(icon("dc.vigor", 18), (x, y))
    spots.append((pygame.Rect(x, y, 18, 18), kw_word("vigor")))
    bar(surf, pygame.Rect(x + 22, y + 1, inner.w - 36, 16), h.vigor, h.max_vigor, pal["bad"], pal)
    y += 22
    piles = "  ".join((t("dcui.board.hand_count", n=len(h.hand)), t("dcui.board.draw_pile", n=len(h.draw)),
                       t("dcui.board.discard_pile", n=len(h.discard))))  # fmt: skip
    surf.blit(render(fit_text(piles, 12, inner.w - 12), 12, pal["text"]), (x, y))
    y += 17
    # The Active Shields area: each shield card as a chip with its points (a card may sit on an ally).
    sx = x
    if not h.shields:
        surf.blit(render(t("dcui.board.shields_none"), 11, pal["muted"], "italic"), (x + 20, y + 2))
    surf.blit(icon("dc.shield", 18), (sx, y))
    spots.append((pygame.Rect(sx, y, 18, 18), kw_word("shields")))
    sx += 22
    for card, points in h.shields:
        label = render(fit_text(f"{points} {card_name(card)}", 11, 90), 11, pal["panel"], "bold")
        chip = pygame.Rect(sx, y + 1, label.get_width() + 10, 16)
        if chip.right > inner.right - 4:
            break
        pygame.draw.rect(surf, pal["accent2"], chip, 0, 6)
        surf.blit(label, label.get_rect(center=chip.center))
        sx = chip.right + 4
    y += 21
    spots += item_row(surf, h, x, y, inner.right - 4, pal)
    y += 20
    # The playmat's Specialization space (L494, DC-GEN-13): its name leads the line, its passive in the tooltip.
    sub = HEROES[h.hero].subclass(_subclass_of(state, seat)) if _subclass_of(state, seat) else None
    extras = [localized(sub.name)] if sub is not None else []
    extras += [card_name(c) for c in h.active]
    if h.removed:
        extras.append(t("dcui.board.recharging", n=len(h.removed)))
    # The aura has its own chip on the level row.
    extras += [note for k, v in sorted(h.res.items()) if k != "aura" and (note := res_label(k, v, state))]
    tokens = cond_tokens(h)
    if tokens:
        spots += cond_row(surf, x, y, tokens, pal, 20, inner.w - 12)
        y += 24
    if extras and y + 14 <= inner.bottom:
        line = render(fit_text(" · ".join(extras), 11, inner.w - 12, "italic"), 11, pal["accent2"], "italic")
        surf.blit(line, (x, y))
        if sub is not None:
            spots.append((line.get_rect(topleft=(x, y)), f"{localized(sub.name)}: {localized(sub.passive)}"))
    if active:
        lab = render(t("dcui.board.active_hero"), 11, pal["text"], "bold")
        box = lab.get_rect(bottomright=(inner.right - 4, inner.bottom - 1))
        pygame.draw.rect(surf, pal["accent"], box.inflate(10, 2), 0, 4)
        surf.blit(lab, box)
    if h.exhausted:
        stamp(surf, outer, _stamp_title(h.exhausted), pal, pal["bad"], t(f"dcui.cause.{h.exhausted}"))
    return surf, spots


def _stamp_title(cause: str) -> str:
    """A hero set aside for a combat (his player runs the Corruption Master, DC-SEC-05) did not fall."""
    return t("dcui.board.aside") if cause == "aside" else t("dcui.board.exhausted")


# The aura tokens' colours: Redemption is the blue token, Vengeance the red one (artan.py).
AURA_INK = {"red": (70, 120, 200), "ven": (190, 50, 45)}


def aura_chip(surf: pygame.Surface, aura: str, topright: tuple[int, int], pal) -> pygame.Rect:
    """A coloured chip naming the active aura ("no aura" before the first switch, AMB-52)."""
    key = f"dcscreen.aura.{aura}"
    word = t(key) if aura and has(key) else t("dcscreen.aura_none")
    label = render(word, 11, pal["panel"] if aura else pal["muted"], "bold")
    box = label.get_rect(topright=(topright[0] - 5, topright[1])).inflate(10, 2)
    if aura:
        pygame.draw.rect(surf, AURA_INK.get(aura, pal["accent2"]), box, 0, 6)
    else:
        pygame.draw.rect(surf, pal["muted"], box, 1, 6)
    surf.blit(label, label.get_rect(center=box.center))
    return box


def item_row(surf: pygame.Surface, h: Any, x: int, y: int, right: int, pal) -> Spots:
    """The Active Item (its kind's symbol, its name, struck through once spent this combat) and the
    extended inventory's count; the name's tooltip gives the item's text."""
    spots: Spots = []
    if not h.item:
        surf.blit(render(t("dcui.item.none_short"), 11, pal["muted"], "italic"), (x, y + 2))
    else:
        idef = ITEMS.get(h.item)
        surf.blit(item_icon(idef.kind if idef else "equipment", 16, pal["text"], pal["accent"]), (x, y))
        spent = h.item in h.items_used
        room = right - x - 20 - (BAG_W if h.bag else 0)
        word = item_name(h.item) + (" · " + t("dcui.item.used") if spent else "")
        size = 12 if font(12, "bold").size(word)[0] <= room else 11  # long translations shrink, then cut
        img = render(fit_text(word, size, room, "bold"), size, pal["muted"] if spent else pal["text"], "bold")
        surf.blit(img, (x + 20, y + 1))
        if spent:
            pygame.draw.line(surf, pal["bad"], (x, y + 15), (x + 16, y + 1), 2)
        spots.append((img.get_rect(topleft=(x + 20, y + 1)), item_name(h.item)))
    if h.bag:  # the extended inventory: a sack and how many items wait in it
        lab = render(str(len(h.bag)), 12, pal["accent2"], "bold")
        box = lab.get_rect(topright=(right, y + 1))
        sack = item_icon("bag", 16, pal["accent2"], pal["bg2"])
        surf.blit(sack, sack.get_rect(topright=(box.x - 2, y)))
        spots.append((pygame.Rect(box.x - 18, y, box.right - box.x + 18, 16), t("dcui.item.bag_word")))
        surf.blit(lab, box)
    return spots


def toggle_rect(slot: pygame.Rect) -> pygame.Rect:
    if L.narrow(slot.w):
        return N.toggle_rect(slot)
    return pygame.Rect(slot.right - TOGGLE_W - 8, slot.y + 8, TOGGLE_W, TOGGLE_H)

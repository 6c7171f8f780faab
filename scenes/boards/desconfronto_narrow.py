"""The compact playmats for 5-8 figures: a slot narrower than ``L.NARROW_W`` (about 88-145 px at
1280x720) gets these bodies instead of the wide ones, which the 1-4 figure tables keep unchanged.

Names get their own line (wrapped, never cut; 10 px at the smallest), numbers sit beside their
icons without words, the level is "Lv N" without pips, and the seat chip and the Active Hero's
star share the top row so neither covers anything. What an icon stands for is in its tooltip.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import has, localized, t
from game.desconfronto.content import HEROES
from game.desconfronto.creatures import CREATURES
from game.desconfronto.items import ITEMS
from game.desconfronto.view import CompanionView
from scenes.boards.desconfronto_figures import Spots, bar, cond_row, cond_tokens, item_icon, kw_word, token
from scenes.boards.desconfronto_text import ROMAN, card_name, cond_name, item_name, res_label
from scenes.icons import emblem
from scenes.theme import fit_text, font, render, wrap
from scenes.widgets.icon_art import emblem_plate
from scenes.widgets.icons import icon

MIN_PX = 10  # no text on a narrow mat is smaller than this
STAR_W = 22  # room for the Active Hero's star at the right of the name
CHIP_H = 18
EMBLEM = 16  # a figure's emblem plate on the narrow mats, pixels across


def toggle_rect(slot: pygame.Rect) -> pygame.Rect:
    """The seat chip on a narrow mat: the whole top row."""
    return pygame.Rect(slot.x + 8, slot.y + 7, slot.w - 16, CHIP_H)


def fit_size(text: str, sizes: tuple[int, ...], width: int, face: str = "bold") -> int:
    """The first size ``text`` fits ``width`` at (the smallest one when none does)."""
    return next((s for s in sizes if font(s, face).size(text)[0] <= width), sizes[-1])


def name_lines(text: str, width: int, one_line_first: bool = False) -> tuple[int, list[str]]:
    """A name in bold over at most two lines (three at 10 px), shrinking before it wraps further;
    words are never cut with an ellipsis."""
    tries = [(s, 1) for s in (13, 12, 11, 10)] if one_line_first else []
    tries += [(s, 2) for s in (13, 12, 11, 10)] + [(MIN_PX, 3)]
    # A hyphen is a place to break only when no size keeps every word whole on its lines.
    for hyphens in (False, True):
        breakable = text.replace("-", "- ") if hyphens else text
        for size, most in tries:
            lines = [line.replace("- ", "-") for line in wrap(breakable, size, width, "bold")]
            glue = (lambda ln: "" if ln.endswith("-") else " ") if hyphens else (lambda ln: " ")
            joined = "".join(ln + glue(ln) for ln in lines).rstrip()
            whole = joined == " ".join(text.split(" "))  # no word was cut to fit
            if whole and len(lines) <= most and all(font(size, "bold").size(ln)[0] <= width for ln in lines):
                return size, lines
    return MIN_PX, wrap(text, MIN_PX, width, "bold")


def draw_name(surf: pygame.Surface, text: str, x: int, y: int, width: int, ink, one_line_first=False):
    """Draws the name; returns (its rect, the y under it)."""
    size, lines = name_lines(text, width, one_line_first)
    box = pygame.Rect(x, y, 1, 1)
    for line in lines:
        img = render(line, size, ink, "bold")
        surf.blit(img, (x, y))
        box = box.union(img.get_rect(topleft=(x, y)))
        y += size + 4
    return box, y + 1


def _lines(surf, text: str, x: int, y: int, width: int, rows: int, size: int, ink, face: str) -> int:
    """``text`` wrapped into at most ``rows`` lines, the last one cut with "…"; returns the y under it."""
    lines = wrap(text, size, width, face)
    for i, line in enumerate(lines[: max(0, rows)]):
        if i == rows - 1 and len(lines) > rows:
            line = fit_text(line + "…", size, width, face)
        surf.blit(render(line, size, ink, face), (x, y))
        y += size + 4
    return y


def _cond_rows(n: int, width: int, size: int) -> int:
    return (n - 1) // max(1, width // (size + 8)) + 1 if n else 0


def conds(surf, x: int, y: int, tokens, pal, width: int, bottom: int) -> tuple[Spots, int]:
    """Condition icons at 18 px, or at 14 px when the rows would pass ``bottom`` (then as many
    as fit); returns their spots and the y under them."""
    if not tokens:
        return [], y
    for size in (18, 14):
        rows = _cond_rows(len(tokens), width, size)
        if y + rows * (size + 4) + 4 <= bottom:  # the count badges hang 4 px below a row
            break
    rows = min(rows, max(0, (bottom - y - 4) // (size + 4)))
    shown = tokens[: rows * max(1, width // (size + 8))]
    spots = cond_row(surf, x, y, shown, pal, size, width) if shown else []
    return spots, y + rows * (size + 4)


def pile_icon(kind: str, pal) -> pygame.Surface:
    """Small card symbols: the hand a fan of two cards, the draw pile a stack of backs, the discard
    pile a hollow card with a slash (shape, not colour, tells them apart)."""
    s = pygame.Surface((11, 14), pygame.SRCALPHA)
    if kind == "hand":
        pygame.draw.rect(s, pal["bg2"], (0, 1, 7, 11), 0, 2)
        pygame.draw.rect(s, pal["text"], (0, 1, 7, 11), 1, 2)
        pygame.draw.rect(s, pal["panel"], (3, 3, 7, 11), 0, 2)
        pygame.draw.rect(s, pal["text"], (3, 3, 7, 11), 1, 2)
    elif kind == "draw":
        for d in (2, 0):
            pygame.draw.rect(s, pal["accent2"], (d, 3 - d, 8, 11), 0, 2)
            pygame.draw.rect(s, pal["text"], (d, 3 - d, 8, 11), 1, 2)
    else:
        pygame.draw.rect(s, pal["muted"], (1, 1, 9, 12), 1, 2)
        pygame.draw.line(s, pal["muted"], (2, 11), (8, 3), 2)
    return s


def hero_body(surf: pygame.Surface, state: Any, seat: int, active: bool, pal, bot: bool) -> Spots:
    """The narrow hero mat's contents (the frame is drawn by the caller)."""
    from scenes.boards.desconfronto_heroes import AURA_INK, BAG_W

    h = state.heroes[seat]
    outer = surf.get_rect()
    inner = outer.inflate(-8, -8)
    spots: Spots = []
    x, w = inner.x + 4, inner.w - 8
    right, bottom = x + w, inner.bottom - 2
    # Row 1: who plays the seat (a click swaps); the Active Hero's star goes beside the name.
    chip = toggle_rect(outer)
    word = t("dcui.board.bot") if bot else t("dcui.board.human")
    pygame.draw.rect(surf, pal["accent2"] if bot else pal["bg2"], chip, 0, 8)
    pygame.draw.rect(surf, pal["text"], chip, 1, 8)
    ink = pal["panel"] if bot else pal["text"]
    pygame.draw.circle(surf, ink, (chip.x + 7, chip.centery), 3, 0 if bot else 1)
    size = fit_size(word, (11, 10), chip.w - 15)
    label = render(fit_text(word, size, chip.w - 15, "bold"), size, ink, "bold")
    surf.blit(label, label.get_rect(midleft=(chip.x + 12, chip.centery)))
    spots.append((chip, word))
    y = chip.bottom + 4
    name = localized(HEROES[h.hero].name)
    top = y
    plate = emblem_plate(emblem("dc_hero", h.hero), EMBLEM, pal["bg"], pal["text"], pal["accent"])
    star = STAR_W if active else 0
    if plate is not None:  # the hero's emblem at the name row's end, before the Active Hero's star
        surf.blit(plate, (right - star - EMBLEM, top))
    box, y = draw_name(surf, name, x, y, w - star - (EMBLEM + 2 if plate else 0), pal["text"], one_line_first=True)
    spots.append((box, name))
    if active:
        token(surf, (right - 9, top + 9), 9, pal, "")
        spots.append((pygame.Rect(right - 20, top - 2, 22, 22), t("dcui.board.active_hero")))
    # The level in words and the shields' total on one row.
    lvl = render(t("dcui.board.level", level=h.level), 11, pal["text"], "bold")
    surf.blit(lvl, (x, y))
    total = sum(int(p) for _, p in h.shields)
    num = render(str(total), 12, pal["text"] if total else pal["muted"], "bold")
    nbox = num.get_rect(topright=(right, y - 1))
    surf.blit(num, nbox)
    surf.blit(icon("dc.shield", 15), (nbox.x - 17, y))
    spots.append((pygame.Rect(nbox.x - 17, y, 15, 15), kw_word("shields")))
    detail = ", ".join(f"{p} {card_name(c)}" for c, p in h.shields)
    spots.append((nbox, t("dcwide.shields", n=total) + (f" ({detail})" if detail else "")))
    y += 17
    if "aura" in h.res or h.hero == "artan":  # Artan's active aura, always in sight (DC-HERO-ART-02)
        aura = h.res.get("aura", "")
        key = f"dcscreen.aura.{aura}"
        word = t(key) if aura and has(key) else t("dcscreen.aura_none")
        face = "bold" if aura else "italic"  # no aura yet: plain words, no chip (room is short)
        room = w - 4 if aura else w
        size = fit_size(word, (11, 10), room, face)
        lab = render(fit_text(word, size, room, face), size, pal["panel"] if aura else pal["muted"], face)
        abox = lab.get_rect(topleft=(x + 2, y)).inflate(4, 2) if aura else lab.get_rect(topleft=(x, y))
        if aura:
            pygame.draw.rect(surf, AURA_INK.get(aura, pal["accent2"]), abox, 0, 6)
        surf.blit(lab, lab.get_rect(center=abox.center))
        spots.append((abox, t("dcui.res.aura")))
        y = abox.bottom + 3
    surf.blit(icon("dc.vigor", 16), (x, y))
    spots.append((pygame.Rect(x, y, 16, 16), kw_word("vigor")))
    bar(surf, pygame.Rect(x + 19, y + 1, w - 19, 15), h.vigor, h.max_vigor, pal["bad"], pal)
    y += 20
    # Hand, draw pile and discard pile: a card symbol and a number each (the words are in tooltips).
    px = x
    for kind, n in (("hand", len(h.hand)), ("draw", len(h.draw)), ("discard", len(h.discard))):
        num = render(str(n), 11, pal["text"], "bold")
        if px + 12 + num.get_width() > right:
            break
        surf.blit(pile_icon(kind, pal), (px, y))
        surf.blit(num, (px + 12, y - 1))
        spots.append((pygame.Rect(px, y, 12 + num.get_width(), 14), t(f"dcwide.{kind}", n=n)))
        px += 12 + num.get_width() + 5
    y += 17
    tokens = cond_tokens(h)
    # The item's name may take up to three lines if the conditions keep their row.
    rows = min(3, (bottom - y - 18 * _cond_rows(len(tokens), w, 14) - 6) // 14)
    y = _item(surf, h, x, y, right, pal, spots, rows=rows, bag_w=BAG_W)
    more, y = conds(surf, x, y, tokens, pal, w, bottom)
    spots += more
    extras = [card_name(c) for c in h.active]
    if h.removed:
        extras.append(t("dcui.board.recharging", n=len(h.removed)))
    extras += [note for k, v in sorted(h.res.items()) if k != "aura" and (note := res_label(k, v, state))]
    rows = (bottom - y) // 14
    if extras and rows > 0:
        text = " · ".join(extras)
        end = _lines(surf, text, x, y, w, rows, MIN_PX, pal["accent2"], "italic")
        spots.append((pygame.Rect(x, y, w, end - y), text))
    return spots


def _item(surf, h, x: int, y: int, right: int, pal, spots: Spots, rows: int, bag_w: int) -> int:
    """The Active Item: its kind's symbol and its name (struck through once spent), the bag's count."""
    room = right - x - 17 - (bag_w - 8 if h.bag else 0)
    if not h.item:
        word = t("dcui.item.none_short")
        size = fit_size(word, (11, 10), right - x, "italic")
        surf.blit(render(fit_text(word, size, right - x, "italic"), size, pal["muted"], "italic"), (x, y + 1))
        end = y + 17
    else:
        idef = ITEMS.get(h.item)
        surf.blit(item_icon(idef.kind if idef else "equipment", 14, pal["text"], pal["accent"]), (x, y + 1))
        spent = h.item in h.items_used
        word = item_name(h.item) + (" · " + t("dcui.item.used") if spent else "")
        ink = pal["muted"] if spent else pal["text"]
        size = fit_size(word, (11, 10), room)
        # Over two or three lines, bold or else regular, so long as no word has to be cut.
        face = next(
            (f for f in ("bold", "regular") if " ".join(wrap(word, MIN_PX, room, f)[: max(1, rows)]) == word),
            "",
        )
        if font(size, "bold").size(word)[0] <= room or rows < 2 or not face:
            surf.blit(render(fit_text(word, size, room, "bold"), size, ink, "bold"), (x + 17, y))
            end = y + 17
        else:
            end = _lines(surf, word, x + 17, y, room, rows, MIN_PX, ink, face) + 2
        if spent:
            pygame.draw.line(surf, pal["bad"], (x, y + 14), (x + 14, y + 1), 2)
        spots.append((pygame.Rect(x + 17, y, room, end - y), item_name(h.item)))
    if h.bag:
        lab = render(str(len(h.bag)), 11, pal["accent2"], "bold")
        box = lab.get_rect(topright=(right, y))
        sack = item_icon("bag", 14, pal["accent2"], pal["bg2"])
        surf.blit(sack, sack.get_rect(topright=(box.x - 1, y + 1)))
        spots.append((pygame.Rect(box.x - 15, y, box.right - box.x + 15, 15), t("dcui.item.bag_word")))
        surf.blit(lab, box)
    return end


def creature_body(surf: pygame.Surface, state: Any, pos: int, active: bool, pal) -> Spots:
    """The narrow creature panel's contents (frame, rim and stamp are drawn by the caller)."""
    cr = state.creatures[pos]
    cd = CREATURES[cr.creature]
    inner = surf.get_rect().inflate(-10, -10)
    spots: Spots = []
    x, w = inner.x + 4, inner.w - 8
    right = x + w
    y = inner.y + 3
    pygame.draw.circle(surf, pal["accent2"], (x + 8, y + 9), 9)
    badge = render(str(pos + 1), 11, pal["panel"], "bold")
    surf.blit(badge, badge.get_rect(center=(x + 8, y + 9)))
    tier_word = t("dcui.board.tier", tier=ROMAN.get(cd.tier, cd.tier))
    room = w - 21 - EMBLEM - 2
    # The creature's emblem closes the tier row when the tier still reads beside it (it wins the row).
    fits = font(10, "italic").size(tier_word)[0] <= room
    plate = emblem_plate(emblem("dc_creature", cr.creature), EMBLEM, pal["bg"], pal["text"], pal["accent2"])
    if plate is not None and fits:
        surf.blit(plate, (right - EMBLEM, y))
    else:
        room = w - 21
    size = fit_size(tier_word, (11, 10), room, "italic")
    tier = render(fit_text(tier_word, size, room, "italic"), size, pal["muted"], "italic")
    surf.blit(tier, tier.get_rect(midleft=(x + 21, y + 9)))
    y += 21
    name = localized(cd.name)
    box, y = draw_name(surf, name, x, y, w, pal["text"])
    spots.append((box, name))
    surf.blit(icon("dc.vigor", 16), (x, y))
    spots.append((pygame.Rect(x, y, 16, 16), kw_word("vigor")))
    bar(surf, pygame.Rect(x + 19, y + 1, w - 19, 15), cr.vigor, cr.max_vigor, pal["bad"], pal)
    y += 20
    # Shields at the left, attack dice at the right: an icon and a number each.
    shields = cr.shields
    surf.blit(icon("dc.shield", 18), (x, y))
    spots.append((pygame.Rect(x, y, 18, 18), kw_word("shields")))
    sh = render(str(shields), 13, pal["text"], "bold")
    surf.blit(sh, (x + 20, y))
    spots.append((sh.get_rect(topleft=(x + 20, y)), t("dcwide.shields", n=shields)))
    if shields != cd.shields:  # shields cancelled this round: the printed value struck through
        was = render(str(cd.shields), 11, pal["muted"])
        wx = x + 23 + sh.get_width()
        surf.blit(was, (wx, y + 3))
        pygame.draw.line(surf, pal["bad"], (wx - 1, y + 11), (wx + was.get_width() + 1, y + 6), 2)
    dice = render(str(cd.dice), 13, pal["text"], "bold")
    dbox = dice.get_rect(topright=(right, y))
    surf.blit(dice, dbox)
    surf.blit(icon("dc.hit2", 18), (dbox.x - 20, y))
    spots.append((pygame.Rect(dbox.x - 20, y, dbox.right - dbox.x + 20, 18), t("dcwide.dice", n=cd.dice)))
    y += 22
    # A short panel (the Boss's summons) with a two-line name has no room for the foot band: the
    # Active Creature's token then stands by the tier line, never over the shields row.
    band_fits = y <= inner.bottom - 18
    tags = []
    if cd.magical:
        tags.append(t("dcui.board.magical"))
    if cd.thorns:
        tags.append(t("dcui.board.thorns", n=cd.thorns))
    if cd.immune and cd.passive is None:
        tags.append(t("dcui.board.immune", list=", ".join(cond_name(c) for c in sorted(cd.immune))))
    if tags:
        y = _lines(surf, " · ".join(tags), x, y, w, 2, 11, pal["accent2"], "bold")
    foot = inner.bottom - (20 if active and band_fits else 2)
    more, y = conds(surf, x, y, cond_tokens(cr), pal, w, foot)
    spots += more
    if cd.passive is not None:
        _lines(surf, localized(cd.passive), x, y, w, (foot - y) // 14, MIN_PX, pal["muted"], "italic")
    if active and not band_fits:
        centre = (right - 8, inner.y + 12)
        token(surf, centre, 7, pal, "")
        spots.append((pygame.Rect(centre[0] - 8, centre[1] - 8, 16, 16), t("dcui.board.active_creature")))
    elif active:  # the Active Creature: its token and its label in a band at the foot
        band = pygame.Rect(inner.x + 1, inner.bottom - 18, inner.w - 2, 17)
        pygame.draw.rect(surf, pal["accent"], band, 0, 5)
        token(surf, (band.x + 9, band.centery), 7, pal, "")
        word = t("dcui.board.active_creature")
        size = fit_size(word, (11, 10), band.w - 22)
        lab = render(fit_text(word, size, band.w - 22, "bold"), size, pal["text"], "bold")
        surf.blit(lab, lab.get_rect(midleft=(band.x + 19, band.centery)))
    return spots


def nina_body(surf: pygame.Surface, nina: CompanionView, pal: Any) -> Spots:
    """Nina's strip on a narrow slot (the view's companion figure): her name and her Vigor bar;
    shields and conditions when room."""
    inner = surf.get_rect().inflate(-6, -6)
    spots: Spots = []
    x, cy, right = inner.x + 3, inner.centery, inner.right - 3
    name = t("dc.nina")
    img = render(name, 11, pal["text"], "bold")
    surf.blit(img, img.get_rect(midleft=(x, cy)))
    spots.append((img.get_rect(midleft=(x, cy)), name))
    x += img.get_width() + 4
    if nina.exhausted:
        away = t("dcui.nina.away", n=nina.away)
        line = render(fit_text(away, MIN_PX, right - x, "italic"), MIN_PX, pal["bad"], "italic")
        surf.blit(line, line.get_rect(midleft=(x, cy)))
        spots.append((line.get_rect(midleft=(x, cy)), away))
        return spots
    tokens = cond_tokens(nina)
    shields = sum(int(v) for _, v in nina.shields)
    tail = (28 if shields else 0) + 18 * len(tokens)
    bar_w = max(30, right - x - tail)
    bar(surf, pygame.Rect(x, cy - 8, bar_w, 16), nina.vigor, nina.max_vigor, pal["bad"], pal)
    spots.append((pygame.Rect(x, cy - 8, bar_w, 16), kw_word("vigor")))
    x += bar_w + 3
    if shields and x + 26 <= right:
        surf.blit(icon("dc.shield", 14), (x, cy - 7))
        spots.append((pygame.Rect(x, cy - 7, 14, 14), kw_word("shields")))
        n = render(str(shields), 11, pal["text"], "bold")
        surf.blit(n, n.get_rect(midleft=(x + 15, cy)))
        x += 28
    if tokens and x + 16 <= right:
        spots += cond_row(surf, x, cy - 8, tokens, pal, 16, right - x)
    return spots

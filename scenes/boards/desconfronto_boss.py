"""The Boss playmat (DC-BOSS-*), drawn in the creature playmat's place while ``view.table.boss`` is
set: the Boss card (form, passive, shields with the broken ones crossed, immunities), a Vigor bar
12→0 with both thresholds marked, the four pillars (condition, Vigor and shields, or broken with
their top bonus), the Altar (the immunities moved onto it), the Soul Crystals with their souls,
the Summon Counter, and who stands where (hero tokens on the spots).

Everything is read from the ``BossView``; the names and texts come from the Boss's content
(``boss.data``), never a rule. The still mat is rendered once per look and then blitted; the
summons are ordinary creature panels (``desconfronto_creatures``, cached there).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import language, localized, t
from game.desconfronto.boss.data import ACTIONS, PILLARS
from game.desconfronto.boss.view import BossView
from game.desconfronto.creatures import CREATURES
from game.desconfronto.names import creature_name
from scenes.boards import desconfronto_boss_layout as B
from scenes.boards.desconfronto_creatures import creature_panel
from scenes.boards.desconfronto_figures import cond_row, cond_tokens, token
from scenes.boards.desconfronto_text import hero_name
from scenes.theme import fit_text, render, wrap
from scenes.widgets.icons import icon

_cache: dict[tuple, pygame.Surface] = {}
CACHE_LIMIT = 16
SEAT_COLOURS = ((52, 101, 164), (78, 138, 60), (163, 59, 47), (107, 63, 143))


def where_by_spot(bv: BossView) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for seat, spot in enumerate(bv.where):
        out.setdefault(spot, []).append(seat)
    return out


def boss_immunities(bv: BossView) -> list[str]:
    """The standing pillars' conditions (the Boss is immune to them, L431)."""
    return [p.cond for p in bv.pillars if p.vigor > 0]


def altar_immunities(bv: BossView) -> list[str]:
    """The broken pillars' conditions, moved onto the Altar (L436, AMB-34)."""
    return [p.cond for p in bv.pillars if p.vigor <= 0]


def draw_mat(surface: pygame.Surface, table: Any, pal, active: int, focus: int) -> list[tuple[pygame.Rect, str]]:
    """The whole mat: the cached still part, then the summons' panels over their slots. Returns the
    tooltip spots in window coordinates: each pillar's whole text (its bonus may be cut on the mat)
    and the summons' own symbols."""
    bv: BossView = table.boss
    names = tuple(hero_name(table, s) for s in range(len(bv.where)))
    creature = table.creatures[0]
    conds = tuple(sorted(creature.cond.items())), tuple(creature.thunder)
    key = (bv, names, conds, active == 0, focus, language(), pal["bg"], pal["accent"])
    surf = _cache.get(key)
    if surf is None:
        if len(_cache) >= CACHE_LIMIT:
            _cache.clear()
        surf = _cache[key] = _render(table, bv, names, pal, active == 0, focus)
    surface.blit(surf, B.AREA)
    spots = [(rect, _pillar_tip(p)) for p in bv.pillars if (rect := spot_rects(bv).get(p.id)) is not None]
    slots = B.summon_slots()
    for k, pos in enumerate(bv.summons[: len(slots)]):
        if pos < len(table.creatures):
            panel, more = creature_panel(table, pos, pos == active, slots[k].size, pal)
            surface.blit(panel, slots[k])
            spots += [(r.move(slots[k].topleft), text) for r, text in more]
    return spots


def _pillar_tip(p) -> str:
    """A pillar in words: its name and Vigor and shields, or Broken with its top bonus."""
    name = localized(PILLARS[p.id].name) if p.id in PILLARS else p.id
    if p.vigor > 0:
        return f"{name}: {p.vigor}/{p.max_vigor} · {t('dcwide.shields', n=p.shields)}"
    bonus = localized(PILLARS[p.id].bonus_text) if p.id in PILLARS else p.bonus
    return f"{name}: {t('dcboss.broken')}. {t('dcboss.bonus', bonus=bonus)}"


def summon_rects(table: Any) -> dict[str, pygame.Rect]:
    """Figure ref -> rect of the summons out (cards target them as any creature)."""
    bv: BossView = table.boss
    slots = B.summon_slots()
    return {
        f"c{pos}": slots[k]
        for k, pos in enumerate(bv.summons[: len(slots)])
        if pos < len(table.creatures) and not table.creatures[pos].defeated
    }


def spot_rects(bv: BossView) -> dict[str, pygame.Rect]:
    return B.spot_rects(tuple(p.id for p in bv.pillars), len(bv.crystals))


# --- rendering --------------------------------------------------------------------------------------
def _render(
    table: Any, bv: BossView, names: tuple[str, ...], pal, active: bool, focus: int
) -> pygame.Surface:
    surf = pygame.Surface(B.AREA.size, pygame.SRCALPHA)
    off = -pygame.Vector2(B.AREA.topleft)
    stands = where_by_spot(bv)
    _boss_card(surf, B.BOSS_CARD.move(off), table, bv, pal, active)
    for pid, rect in spot_rects(bv).items():
        box = rect.move(off)
        if pid == "altar":
            _altar(surf, box, bv, pal)
        elif pid.startswith("crystal"):
            _crystal(surf, box, bv, int(pid[7:]), pal)
        else:
            _pillar(surf, box, next(p for p in bv.pillars if p.id == pid), pal)
        _tokens(surf, box, stands.get(pid, []), names, pal, focus)
    _counter(surf, B.COUNTER.move(off), bv, pal)
    _summons_space(surf, B.SUMMONS.move(off), bv, pal)
    return surf


def _frame(surf: pygame.Surface, rect: pygame.Rect, pal, rim, fill=None, width: int = 3) -> pygame.Rect:
    pygame.draw.rect(surf, fill or pal["panel"], rect, 0, 9)
    pygame.draw.rect(surf, rim, rect, width, 9)
    return rect.inflate(-12, -8)


def _boss_card(surf, rect, table, bv: BossView, pal, active: bool) -> None:
    inner = _frame(surf, rect, pal, pal["accent2"], width=5)
    if active:
        pygame.draw.rect(surf, pal["accent"], rect, 5, 9)
    x, y, w = inner.x, inner.y, inner.w
    name = creature_name(bv.boss)
    surf.blit(render(fit_text(name, 17, w - 4, "bold"), 17, pal["text"], "bold"), (x, y))
    vig = render(t("dcboss.vigor", vigor=bv.vigor, max=bv.max_vigor), 13, pal["bad"], "bold")
    surf.blit(vig, vig.get_rect(topright=(x + w, y + 21)))
    form = t(f"dc_boss.form{bv.form}")
    surf.blit(render(fit_text(form, 12, w - 70, "italic"), 12, pal["muted"], "italic"), (x, y + 21))
    y += 38
    vigor_bar(surf, pygame.Rect(x, y, w, 20), bv, pal)
    y += 38
    # shields: the working ones, then the broken ones crossed through (Shield Break tokens, L436)
    sx = x
    for i in range(bv.shields + bv.broken):
        surf.blit(icon("dc.shield", 18), (sx, y))
        if i >= bv.shields:
            pygame.draw.line(surf, pal["bad"], (sx, y), (sx + 18, y + 18), 3)
            pygame.draw.line(surf, pal["bad"], (sx + 18, y), (sx, y + 18), 3)
        sx += 21
    if bv.shields + bv.broken == 0:
        surf.blit(render(t("dcboss.no_shields"), 12, pal["muted"], "italic"), (sx, y + 2))
    conds = cond_tokens(table.creatures[0])
    if conds:  # its own condition tokens, right of the shields
        cond_row(surf, sx + 6, y - 2, conds, pal, 18, x + w - sx - 6)
    deck = t("dcboss.deck", n=len(bv.deck))  # the Boss Action draw pile: a count only
    d_img = render(fit_text(deck, 11, w // 2, "italic"), 11, pal["muted"], "italic")
    surf.blit(d_img, d_img.get_rect(topright=(x + w, y + 3)))
    y += 22
    if bv.immune:  # summons out or a threshold reached this turn: all damage is lost
        line = fit_text(t("dcboss.immune_all"), 12, w, "bold")
        box = pygame.Rect(x - 2, y, w + 4, 17)
        pygame.draw.rect(surf, pal["bad"], box, 0, 4)
        surf.blit(render(line, 12, pal["panel"], "bold"), (x + 2, y + 1))
    else:
        immune = boss_immunities(bv)
        label = render(t("dcboss.immune_to"), 12, pal["text"], "bold")
        surf.blit(label, (x, y + 1))
        ix = x + label.get_width() + 4
        for c in immune:
            surf.blit(icon(f"dc.{c}", 16), (ix, y))
            ix += 18
        if not immune:
            surf.blit(render(t("dcboss.none"), 12, pal["muted"], "italic"), (ix, y + 1))
    y += 20
    cd = CREATURES[bv.boss]  # the Bestiary reads the Boss's forms on a miss (no .get)
    passive = localized(cd.passive) if cd.passive is not None else ""
    bottom = inner.bottom
    if bv.last_card in ACTIONS:  # the Boss Action card drawn last, at the card's foot
        last = t("dcboss.last_card", card=localized(ACTIONS[bv.last_card].name))
        img = render(fit_text(last, 11, w - (30 if active else 0), "bold"), 11, pal["accent2"], "bold")
        surf.blit(img, (x, bottom - 14))
        bottom -= 16
    rows = max(0, (bottom - y) // 14)
    lines = wrap(passive, 11, w, "italic")
    for i, words in enumerate(lines[:rows]):
        text = words if i < rows - 1 or len(lines) <= rows else fit_text(words + "…", 11, w, "italic")
        surf.blit(render(text, 11, pal["muted"], "italic"), (x, y + i * 14))
    if active:
        token(surf, (rect.right - 18, rect.bottom - 18), 11, pal, "")


def vigor_bar(surf: pygame.Surface, rect: pygame.Rect, bv: BossView, pal) -> None:
    """12→0 in segments, each threshold a marked notch with its number under it (L438)."""
    top = max(1, bv.max_vigor)
    seg = rect.w / top
    pygame.draw.rect(surf, pal["bg2"], rect, 0, 4)
    for v in range(top):
        cell = pygame.Rect(round(rect.x + v * seg) + 1, rect.y + 2, max(1, round(seg) - 2), rect.h - 4)
        if v < bv.vigor:
            pygame.draw.rect(surf, pal["bad"], cell, 0, 2)
    pygame.draw.rect(surf, pal["text"], rect, 1, 4)
    for th in bv.thresholds:
        tx = round(rect.x + th * seg)
        reached = bv.vigor <= th
        col = pal["accent2"] if not reached else pal["muted"]
        pygame.draw.line(surf, col, (tx, rect.y - 3), (tx, rect.bottom + 3), 3)
        mark = render(t("dcboss.threshold", n=th), 10, col, "bold")
        surf.blit(mark, mark.get_rect(midtop=(tx, rect.bottom + 3)))


def _pillar(surf, rect, p, pal) -> None:
    """Name, its condition icon top right (crossed once broken), then Vigor and shields, or the
    word Broken and the top bonus (DC-BOSS-08b)."""
    standing = p.vigor > 0
    rim, fill = (pal["text"], pal["panel"]) if standing else (pal["muted"], pal["bg2"])
    inner = _frame(surf, rect, pal, rim, fill)
    x, y, w = inner.x, inner.y, inner.w
    name = localized(PILLARS[p.id].name) if p.id in PILLARS else p.id
    for i, words in enumerate(wrap(name, 11, w - 18, "bold")[:2]):
        surf.blit(render(fit_text(words, 11, w - 18, "bold"), 11, pal["text"], "bold"), (x, y + i * 13))
    ix = x + w - 16
    surf.blit(icon(f"dc.{p.cond}", 16), (ix, y))
    y += 28
    if standing:
        vig = render(f"{p.vigor}/{p.max_vigor}", 13, pal["bad"], "bold")
        surf.blit(vig, (x, y))
        sx = x + vig.get_width() + 6
        surf.blit(icon("dc.shield", 15), (sx, y + 1))
        surf.blit(render(str(p.shields), 12, pal["text"], "bold"), (sx + 17, y + 1))
        return
    pygame.draw.line(surf, pal["bad"], (ix - 1, inner.y - 1), (ix + 17, inner.y + 17), 3)  # immunity gone
    surf.blit(render(fit_text(t("dcboss.broken"), 12, w, "bold"), 12, pal["bad"], "bold"), (x, y))
    bonus = localized(PILLARS[p.id].bonus_text) if p.id in PILLARS else p.bonus
    # Lines above the foot, where the heroes standing here have their tokens (``_tokens``); the last
    # line that fits ends with "…" when the text runs on (its tooltip has it whole).
    lines = wrap(t("dcboss.bonus", bonus=bonus), 10, w, "italic")
    room = max(1, min(3, (inner.bottom - 20 - (y + 16)) // 11))
    if len(lines) > room:
        lines = [*lines[: room - 1], lines[room - 1] + "…"]
    for i, words in enumerate(lines):
        surf.blit(render(fit_text(words, 10, w, "italic"), 10, pal["text"], "italic"), (x, y + 16 + i * 11))


def _altar(surf, rect, bv: BossView, pal) -> None:
    inner = _frame(surf, rect, pal, pal["accent"])
    x, y, w = inner.x, inner.y, inner.w
    surf.blit(render(fit_text(t("dcboss.altar"), 13, w, "bold"), 13, pal["text"], "bold"), (x, y))
    moved = altar_immunities(bv)
    if moved:  # a broken pillar's immunity protects the heroes standing on the Altar
        label = render(fit_text(t("dcboss.altar_protects"), 11, w - 18 * len(moved)), 11, pal["muted"])
        surf.blit(label, (x, y + 17))
        ix = x + label.get_width() + 3
        for c in moved:
            surf.blit(icon(f"dc.{c}", 15), (ix, y + 16))
            ix += 17


def _crystal(surf, rect, bv: BossView, i: int, pal) -> None:
    c = bv.crystals[i]
    held = bool(c.souls)
    inner = _frame(surf, rect, pal, pal["accent2"] if held else pal["muted"], None if held else pal["bg2"])
    x, y, w = inner.x, inner.y, inner.w
    head = fit_text(t("dcboss.crystal", n=i + 1), 11, w, "bold")
    surf.blit(render(head, 11, pal["text"], "bold"), (x, y))
    if not held:
        surf.blit(render(fit_text(t("dcboss.crystal_empty"), 10, w, "italic"), 10, pal["muted"], "italic"),
                  (x, y + 15))  # fmt: skip
        return
    surf.blit(render(f"{c.vigor}/{c.max_vigor}", 11, pal["bad"], "bold"), (x, y + 14))
    souls = fit_text(t("dcboss.souls", n=len(c.souls)), 10, w, "italic")
    surf.blit(render(souls, 10, pal["accent2"], "italic"), (x + 30, y + 15))


def _tokens(surf, rect, seats: list[int], names: tuple[str, ...], pal, focus: int) -> None:
    """The heroes standing on a spot: a disc with the hero's initial per seat, along its foot."""
    r = 8
    for k, seat in enumerate(seats):
        cx = rect.x + 12 + k * (2 * r + 5)
        cy = rect.bottom - 12
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        if seat == focus:
            pygame.draw.circle(surf, pal["accent"], (cx, cy), r + 3)
        pygame.draw.circle(surf, colour, (cx, cy), r)
        letter = render(names[seat][:1].upper(), 12, (255, 255, 255), "bold")
        surf.blit(letter, letter.get_rect(center=(cx, cy)))


def _counter(surf, rect, bv: BossView, pal) -> None:
    """The Summon Counter: one box per space, the moved ones filled (DC-BOSS-13)."""
    inner = _frame(surf, rect, pal, pal["accent2"])
    x, y, w = inner.x, inner.y, inner.w
    running = bool(bv.summons)
    left = bv.counter_spaces - bv.counter
    status = t("dcboss.counter_left", n=left) if running else t("dcboss.counter_idle")
    st_img = render(fit_text(status, 11, w // 2, "italic"), 11, pal["muted"], "italic")
    surf.blit(st_img, st_img.get_rect(topright=(x + w, y + 1)))
    head = fit_text(t("dcboss.counter"), 11, w - st_img.get_width() - 6, "bold")
    surf.blit(render(head, 11, pal["text"], "bold"), (x, y + 1))
    n = max(1, bv.counter_spaces)
    cell = (w - 2 * (n - 1)) / n
    for k in range(n):
        box = pygame.Rect(round(x + k * (cell + 2)), y + 17, max(2, round(cell)), 14)
        filled = k < bv.counter
        pygame.draw.rect(surf, pal["accent2"] if filled else pal["bg2"], box, 0, 3)
        pygame.draw.rect(surf, pal["text"], box, 1, 3)


def _summons_space(surf, rect, bv: BossView, pal) -> None:
    """The summons' slots; with none out, a word says so (the panels are blitted over it)."""
    pygame.draw.rect(surf, pal["bg2"], rect, 0, 9)
    if not bv.summons:
        text = fit_text(t("dcboss.no_summons"), 12, rect.w - 12, "italic")
        img = render(text, 12, pal["muted"], "italic")
        surf.blit(img, img.get_rect(center=rect.center))

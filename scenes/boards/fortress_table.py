"""Drawing the fortress table into the board's cached layer (redrawn only when something changes).

Reads the state and the board's ``Marks`` (what the core allows now); never changes anything.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.core.i18n import language, localized, t
from game.fortress.content import card_of, content
from game.fortress.state import FortressState
from game.fortress.view import FortressTable
from scenes.boards import fortress_layout as L
from scenes.boards.fortress_cards import (
    back_face,
    defender_face,
    emblem_of,
    fit,
    general_face,
    invader_face,
    pal_of,
    plan_face,
    race_badge,
    race_colour,
    shade,
    tick_spot,
)
from scenes.boards.fortress_glyphs import render as glyph_render
from scenes.boards.fortress_glyphs import safe_text
from scenes.boards.fortress_invasion import TableView
from scenes.widgets import fonts
from scenes.widgets.icons import icon

PHASES = ("build", "effects", "combat")
# The hit map reads a state or the game's view of the table (the same field names); the drawing
# functions read only the view (game.fortress.view.FortressTable).
Table = FortressTable | FortressState
SHEET_SIZE = 12  # the Adversary sheet's rules text: the smallest size that reads at 1280x720


@dataclass
class Marks:
    """What the core allows the human to act on right now (empty while a bot or animation runs)."""

    buyable: set[int] = field(default_factory=set)
    attackable: set[int] = field(default_factory=set)
    plan: bool = False
    usable: set[str] = field(default_factory=set)  # active seat: hand cards, constructions, "general"
    kryssa: set[str] = field(default_factory=set)  # constructions Kryssa-Ruiva may fire, any table
    helpers: dict[int, set[str]] = field(default_factory=dict)  # off-turn discards per seat
    replacing: bool = False
    focus: int | None = None
    can_return: bool = False  # the optional "back one phase" rule allows it now


# ---------------------------------------------------------------- hit map (shared with clicks)
def table_seat(state: Table) -> int:
    """The General whose table is shown large: the one deciding in an Invasion window, else the active one."""
    seat = getattr(state, "window_seat", -1)
    return seat if state.phase == "invasion" and seat >= 0 else state.active


def hand_rects(state: Table) -> list[tuple[str, pygame.Rect]]:
    seat = state.seats[table_seat(state)]
    lay = L.table_layout()
    return list(zip(seat.hand, L.hand_rects(len(seat.hand), lay.hand_zone)))


def discard_rect() -> pygame.Rect:
    r = L.table_layout().discard
    return pygame.Rect(r.x, r.y + 16, 50, 68)


def construction_rects(state: Table) -> list[tuple[str, pygame.Rect]]:
    seat = state.seats[table_seat(state)]
    return list(zip(seat.constructions, L.table_layout().constructions))


def others(state: Table) -> list[int]:
    n = len(state.seats)
    first = table_seat(state)
    return [(first + k) % n for k in range(1, n)]


def compact_chips(state: Table) -> list[tuple[int, str, pygame.Rect]]:
    """Clickable chips on the other Generals' tables: their Constructions, then their hand cards."""
    out = []
    for i, q in enumerate(others(state)):
        rect = L.compact_rect(i)
        seat = state.seats[q]
        x = rect.x + 34
        for c in seat.constructions:
            out.append((q, c, pygame.Rect(x, rect.y + 24, 118, 17)))
            x += 122
        # Every hand card gets a chip (a helper may discard any of them): a big hand narrows them.
        x = rect.x + 34
        step = min(100, (rect.right - 6 - x) // max(1, len(seat.hand)))
        for c in seat.hand:
            out.append((q, c, pygame.Rect(x, rect.y + 43, step - 4, 16)))
            x += step
    return out


# ---------------------------------------------------------------- background
@lru_cache(maxsize=4)
def background(cb: bool) -> pygame.Surface:
    """Dark fortress stone: staggered blocks with a deterministic shade per block."""
    pal = pal_of(cb)
    surf = pygame.Surface((1280, 720))
    surf.fill(shade(pal["bg"], 0.8))
    bw, bh = 64, 32
    for row in range(720 // bh + 1):
        off = (row % 2) * bw // 2
        for col in range(-1, 1280 // bw + 1):
            k = 0.92 + ((row * 7919 + col * 104729) % 17) / 100
            r = pygame.Rect(col * bw + off + 1, row * bh + 1, bw - 2, bh - 2)
            pygame.draw.rect(surf, shade(pal["bg"], k), r, 0, 3)
    veil = pygame.Surface((1280, 720), pygame.SRCALPHA)
    veil.fill((*pal["bg"], 120))
    surf.blit(veil, (0, 0))
    # The central table sits on a slightly lighter slab so the play area reads as one piece.
    slab = pygame.Rect(L.CENTER_X - 6, L.BATTLE_Y - 4, 4 * L.COL_W + 3 * L.COL_GAP + 12, 420)
    pygame.draw.rect(surf, shade(pal["bg2"], 0.9), slab, 0, 10)
    pygame.draw.rect(surf, pal["muted"], slab, 1, 10)
    pygame.draw.line(surf, pal["accent"], (slab.x + 8, L.AREA_Y - 5), (slab.right - 8, L.AREA_Y - 5), 2)
    return surf


def legal_ring(surf, r: pygame.Rect, pal, below: bool = False) -> None:
    """What the core allows: a light ring outside the card plus a tick badge (shape, not just colour).
    ``below`` puts the badge under the card (the General's, whose top edge meets the table's title)."""
    pygame.draw.rect(surf, pal["highlight"], r.inflate(6, 6), 3, 11)
    cx, cy = (
        r.centerx,
        (r.bottom + 2 if below else r.y - 2),
    )  # top centre: overlapping hand cards never hide it
    pygame.draw.circle(surf, pal["highlight"], (cx, cy), 9)
    pygame.draw.lines(surf, pal["bg"], False, [(cx - 5, cy), (cx - 1, cy + 4), (cx + 5, cy - 4)], 3)


def panel(surf, rect: pygame.Rect, pal, edge=None) -> None:
    pygame.draw.rect(surf, shade(pal["bg2"], 0.95), rect, 0, 8)
    pygame.draw.rect(surf, edge or pal["muted"], rect, 1, 8)


def text(surf, s: str, pos, size: int, ink, face: str = "regular", width: int | None = None) -> int:
    s = safe_text(s, face)
    if width is not None:
        s = fit(s, size, width, face)
    img = glyph_render(s, size, ink, face)
    surf.blit(img, pos)
    return img.get_width()


# ---------------------------------------------------------------- top bar
def draw_top(surf, state: FortressTable, view: TableView, pal, title: str, invading: bool = False) -> None:
    pygame.draw.rect(surf, shade(pal["bg2"], 0.8), (0, 0, 1280, L.TOP_H))
    pygame.draw.rect(surf, pal["accent"], (0, L.TOP_H - 2, 1280, 2))
    text(surf, title, (12, 8), 18, pal["text"], "bold", 200)
    x = 224 + text(surf, t("fortress.ui.round", n=view.round), (224, 11), 15, pal["accent"], "bold") + 12
    for ph in PHASES:
        label = t(f"fortress.phase.{ph}")
        w = fonts.font(14, "bold").size(label)[0] + 34
        r = pygame.Rect(x, 7, w, 26)
        on = ph == state.phase and not invading
        pygame.draw.rect(surf, pal["accent"] if on else shade(pal["panel"], 0.9), r, 0, 13)
        pygame.draw.rect(surf, pal["text"] if on else pal["muted"], r, 2 if on else 1, 13)
        if on:  # a marker as well as the fill: colour is never the only cue
            cy = r.centery
            pygame.draw.polygon(surf, pal["bg"], [(r.x + 9, cy - 6), (r.x + 9, cy + 6), (r.x + 18, cy)])
        text(surf, label, (r.x + 24, r.y + 4), 14, pal["bg"] if on else pal["text"], "bold")
        x = r.right + 8
    if invading:  # between turns the Order of Light acts: its badge, and the word, in the bad colour
        surf.blit(icon("hm.ordem_da_luz", 22), (x + 4, 9))
        text(surf, t("fortress_ui.invading"), (x + 30, 11), 14, pal["bad"], "bold", 925 - x - 40)
        gen = None
    else:
        gen = content().generals[state.seats[state.active].general]
    # Whose turn: a pointer, the race badge and the name (no sentence: pt-BR phase names run long).
    if gen is not None:
        pygame.draw.polygon(surf, pal["accent"], [(x + 4, 13), (x + 4, 27), (x + 13, 20)])
        surf.blit(icon(f"hm.{gen.race}", 22), (x + 17, 9))
        text(surf, localized(gen.name), (x + 42, 11), 14, pal["text"], "bold", 925 - x - 50)
    x = 925
    w = text(surf, t("fortress_ui.pool"), (x, 11), 13, pal["muted"])
    x += w + 8
    for name, n in zip(("hm.crystal", "hm.root", "hm.sacrifice"), state.resources):
        surf.blit(icon(name, 24), (x, 8))
        x += 27 + text(surf, str(n), (x + 27, 10), 16, pal["text"], "bold") + 10
    surf.blit(icon("hm.damage", 24), (x + 6, 8))
    dmg = state.damage if state.phase == "combat" else state.bonus_damage
    label = str(dmg) if state.phase == "combat" else f"+{dmg}"
    text(surf, label, (x + 34, 10), 16, pal["text"], "bold")


# ---------------------------------------------------------------- left column
def _tick(surf, pos, pal, good: bool) -> None:
    x, y = pos
    pygame.draw.circle(surf, pal["good"] if good else pal["bad"], (x + 7, y + 8), 7)
    ink = pal["bg"]
    if good:
        pygame.draw.lines(surf, ink, False, [(x + 3, y + 8), (x + 6, y + 11), (x + 11, y + 4)], 2)
    else:
        pygame.draw.line(surf, ink, (x + 4, y + 5), (x + 10, y + 11), 2)
        pygame.draw.line(surf, ink, (x + 10, y + 5), (x + 4, y + 11), 2)


def draw_adversary(surf, state: FortressTable, view: TableView, pal) -> None:
    adv = content().adversaries[state.adversary]
    r = sheet_rect(state)
    panel(surf, r, pal, pal["accent2"])
    badge = race_badge(adv.race) or (
        "hm." + adv.race if adv.race in ("peles_verdes", "imortais", "draconianos") else None
    )
    x = r.x + 8
    if badge:
        surf.blit(icon(badge, 22), (x, r.y + 6))
        x += 26
    text(surf, localized(adv.name), (x, r.y + 6), 16, pal["text"], "bold", r.right - x - 6)
    plate = emblem_of("hm_adversary", state.adversary, 22, pal, pal["ordem_da_luz"])
    if plate is not None:  # the Adversary's emblem closes the (short) threat row, under its name
        surf.blit(plate, (r.right - 30, r.y + 28))
    threat = view.power + view.rubble // adv.rubble_step
    text(
        surf,
        t("fortress.ui.threat", threat=threat, limit=adv.power_limit),
        (r.x + 8, r.y + 32),
        13,
        pal["accent"],
        "bold",
    )
    # The threat track: one notch per point, filled up to the threat, the limit marked with a skull-like X.
    track = pygame.Rect(r.x + 8, r.y + 52, r.w - 16, 10)
    n = adv.power_limit
    for i in range(n):
        seg = pygame.Rect(track.x + i * track.w // n, track.y, track.w // n - 2, track.h)
        pygame.draw.rect(surf, pal["bad"] if i < threat else pal["bg"], seg, 0, 2)
        pygame.draw.rect(surf, pal["text"] if i < threat else pal["muted"], seg, 1, 2)
    # 12 px at 1280x720 (readable); what does not fit ends in "…" and the hover preview shows it all.
    size = SHEET_SIZE
    lh = fonts.font(size).get_linesize() - 2
    vic = localized(adv.victory)
    if state.kills_needed:
        vic += " " + t("fortress.ui.kills", n=state.kills, need=state.kills_needed)
    box = pygame.Rect(r.x + 8, r.y + 68, r.w - 16, r.bottom - r.y - 72)
    n = box.h // lh
    rules = fonts.wrap(safe_text(localized(adv.rules)), size, box.w)
    caps = [len(fonts.wrap(safe_text(s), size, box.w - 16)) for s in (vic, localized(adv.defeat))]
    while sum(caps) + min(len(rules), 2) > n and max(caps) > 1:  # the rules keep two lines at least
        caps[caps.index(max(caps))] -= 1
    ends = [clipped_lines(s, size, box.w - 16, c) for s, c in zip((vic, localized(adv.defeat)), caps)]
    room = n - sum(len(e) for e in ends)
    y = box.y
    for line in clipped_lines(localized(adv.rules), size, box.w, max(1, room)):
        text(surf, line, (box.x, y), size, pal["text"])
        y += lh
    for good, lines in zip((True, False), ends):
        _tick(surf, (box.x - 2, y + 1), pal, good)
        for line in lines:
            text(surf, line, (box.x + 16, y), size, pal["text"])
            y += lh


def clipped_lines(s: str, size: int, width: int, max_lines: int) -> list[str]:
    """``s`` wrapped to ``width``; past ``max_lines`` the last line kept ends in an ellipsis."""
    lines = fonts.wrap(safe_text(s), size, width)
    if len(lines) <= max_lines:
        return lines
    kept = lines[:max_lines]
    kept[-1] = fit(kept[-1] + " " + lines[max_lines], size, width)
    if not kept[-1].endswith("…"):
        kept[-1] = fit(kept[-1] + "…", size, width)
    return kept


def plan_rect() -> pygame.Rect:
    return L.PLAN


def has_plans(state: Table) -> bool:
    return bool(state.active_plan or state.plans or state.plans_defeated)


def sheet_rect(state: Table) -> pygame.Rect:
    """The Adversary sheet; an Adversary with no plans at all (Goggh) takes the plan's place too, so
    its long sheet reads whole at 12 px."""
    return L.ADVERSARY if has_plans(state) else L.ADVERSARY.union(L.PLAN)


def draw_plan(surf, state: FortressTable, pal, cb: bool, marks: Marks) -> None:
    r = L.PLAN
    if not has_plans(state):
        return  # the Adversary sheet covers this place
    if state.active_plan is None:
        panel(surf, r, pal)
        text(surf, t("fortress_ui.no_plan"), (r.x + 8, r.y + 8), 13, pal["muted"], "italic", r.w - 16)
        return
    face = plan_face(
        state.active_plan, state.plan_life, state.plan_markers, len(state.plans), r.size, language(), cb
    )
    surf.blit(face, r)
    if marks.plan:
        legal_ring(surf, r, pal)


def draw_piles(surf, view: TableView, pal, cb: bool) -> None:
    counts = {
        "fortress_deck": view.fortress_deck,
        "rubble": view.rubble,
        "invasion_deck": view.invasion_deck,
        "invasion_discard": view.invasion_discard,
    }
    for name in L.PILES:
        r = L.pile_rect(name)
        panel(surf, r, pal)
        kind = "invasion" if name.startswith("invasion") else "fortress"
        surf.blit(back_face(kind, (22, 34), cb), (r.x + 4, r.y + 4))
        text(surf, t(f"fortress_ui.pile.{name}"), (r.x + 30, r.y + 3), 11, pal["muted"], width=r.w - 32)
        text(surf, str(counts[name]), (r.x + 30, r.y + 17), 17, pal["text"], "bold")


def empty_slot(surf, r: pygame.Rect, label: str, size: int, pad: int, pal) -> None:
    """An outlined empty place (no Invader, a free Construction slot…) with its italic label."""
    pygame.draw.rect(surf, pal["muted"], r, 1, 8)
    text(surf, label, (r.x + pad, r.centery - 8), size, pal["muted"], "italic", r.w - 2 * pad)


# ---------------------------------------------------------------- centre
def draw_battlefield(surf, state: FortressTable, view: TableView, pal, cb: bool, marks: Marks) -> None:
    lang = language()
    for col in range(4):
        r = L.invader_rect(col)
        card = view.battlefield[col]
        if card is None:
            empty_slot(surf, r, t("fortress_ui.empty_field"), 12, 10, pal)
            continue
        surf.blit(invader_face(card, r.size, view.markers[col], state.damage_of(card), lang, cb), r)
        if col in marks.attackable:
            legal_ring(surf, r, pal)
        if marks.focus == col:
            pygame.draw.rect(surf, pal["bad"], r.inflate(8, 8), 4, 12)


def draw_area_slots(surf, view: TableView, pal) -> None:
    for slot in range(8):
        if view.area[slot] is None:
            r = L.area_rect(slot)
            empty_slot(surf, r, t("fortress_ui.empty_slot"), 12, 10, pal)


def area_image(card_id: str, size, buyable: bool, cb: bool) -> pygame.Surface:
    return _area_image(card_id, size, buyable, language(), cb)


@lru_cache(maxsize=128)
def _area_image(card_id: str, size, buyable: bool, lang: str, cb: bool) -> pygame.Surface:
    pal = pal_of(cb)
    img = defender_face(card_id, size, lang, cb).copy()
    if buyable:
        pygame.draw.rect(img, pal["highlight"], img.get_rect(), 3, 8)
        _tick(img, tick_spot(card_id, size, lang, cb), pal, True)
    return img


# ---------------------------------------------------------------- tables
def draw_compact(surf, state: FortressTable, pal, cb: bool, marks: Marks, bots: set[int]) -> None:
    chips = compact_chips(state)
    for i, q in enumerate(others(state)):
        seat = state.seats[q]
        gen = content().generals[seat.general]
        r = L.compact_rect(i)
        panel(surf, r, pal)
        pygame.draw.rect(surf, race_colour(pal, gen.race), (r.x, r.y, 26, r.h), 0, 8)
        surf.blit(icon(f"hm.{gen.race}", 20), (r.x + 3, r.y + 4))
        name = localized(gen.name) + (f" · {t('board.bot')}" if q in bots else "")
        w = text(surf, name, (r.x + 34, r.y + 3), 14, pal["text"], "bold", 190)
        counts = t("fortress_ui.counts", hand=len(seat.hand), deck=len(seat.deck), discard=len(seat.discard))
        text(surf, counts, (r.x + 40 + w, r.y + 5), 11, pal["muted"], width=r.w - w - 150)
        if not seat.constructions:
            text(surf, t("fortress_ui.no_constructions"), (r.x + 34, r.y + 25), 11, pal["muted"], "italic")
    for q, c, cr in chips:
        usable = c in marks.kryssa or c in marks.helpers.get(q, set())
        kind = card_of(c).kind
        fill = shade(race_colour(pal, card_of(c).race), 0.45 if kind == "construction" else 0.3)
        pygame.draw.rect(surf, fill, cr, 0, 4)
        pygame.draw.rect(surf, pal["highlight"] if usable else pal["muted"], cr, 2 if usable else 1, 4)
        x = cr.x + 4
        if kind == "construction":  # a little tower marks Constructions apart from hand cards
            pygame.draw.rect(surf, pal["text"], (x, cr.y + 5, 7, 9))
            pygame.draw.rect(surf, pal["text"], (x, cr.y + 3, 2, 3))
            pygame.draw.rect(surf, pal["text"], (x + 5, cr.y + 3, 2, 3))
            x += 10
        card = card_of(c)
        name = safe_text(localized(card.name))
        room = cr.right - x - 4
        size = 11 if fonts.font(11).size(name)[0] <= room else 10  # one size down before any "…"
        if card.resource is not None and fonts.font(10).size(name)[0] > room:
            # A crowded hand: a resource card is its icon (the hover preview names it).
            surf.blit(icon(f"hm.{card.resource}", cr.h - 2), (x, cr.y + 1))
            continue
        text(surf, name, (x, cr.y + 12 - size), size, pal["text"], width=room)


def draw_active(surf, state: FortressTable, pal, cb: bool, marks: Marks, hint: str) -> None:
    lay = L.table_layout()
    seat = state.seats[table_seat(state)]
    gen = content().generals[seat.general]
    pygame.draw.rect(surf, shade(pal["bg2"], 0.85), L.TABLE.inflate(0, 0), 0, 0)
    pygame.draw.line(surf, race_colour(pal, gen.race), (0, L.TABLE.y), (L.TABLE.right, L.TABLE.y), 3)
    w = text(
        surf,
        t("fortress_ui.your_table", general=localized(gen.name)),
        (lay.header.x, lay.header.y + 3),
        15,
        pal["text"],
        "bold",
        360,
    )
    right = L.TABLE.right - 352 if marks.can_return else lay.header.right - 150  # clear of the buttons
    x = lay.header.x + w + 16
    text(surf, hint, (x, lay.header.y + 5), 13, pal["accent"], width=right - x)
    lang = language()
    surf.blit(general_face(seat.general, lay.general.size, lang, cb), lay.general)
    if "general" in marks.usable:
        legal_ring(surf, lay.general, pal, below=True)
    text(
        surf,
        t("fortress_ui.constructions", n=len(seat.constructions)),
        (lay.constructions[0].x, lay.general.y),
        12,
        pal["muted"],
    )
    owned = dict(construction_rects(state))
    for i, r in enumerate(lay.constructions):
        card = seat.constructions[i] if i < len(seat.constructions) else None
        if card is None:
            empty_slot(surf, r, t("fortress_ui.free_slot"), 11, 8, pal)
            continue
        surf.blit(defender_face(card, r.size, lang, cb, False), owned[card])
        _usable_border(surf, r, pal, card in marks.usable or card in marks.kryssa, marks.replacing)
        if card in marks.kryssa and not marks.replacing:
            _kryssa_badge(surf, L.kryssa_badge(r), pal)
    zone = lay.hand_zone
    text(surf, t("fortress_ui.hand", n=len(seat.hand)), (zone.x, zone.y), 12, pal["muted"])
    for card, r in hand_rects(state):
        surf.blit(defender_face(card, r.size, lang, cb, False), r)
        _usable_border(surf, r, pal, card in marks.usable, False)
    for r, key, n, kind in (
        (lay.deck, "deck", len(seat.deck), "fortress"),
        (lay.discard, "discard", len(seat.discard), "fortress"),
    ):
        text(surf, t(f"fortress_ui.{key}"), (r.x, r.y), 11, pal["muted"], width=r.w)
        body = discard_rect() if key == "discard" else pygame.Rect(r.x, r.y + 16, 50, 68)
        if n and key == "discard":  # face up: the top card shows (hover it for the large copy)
            surf.blit(
                pygame.transform.smoothscale(
                    defender_face(tuple(seat.discard)[-1], (104, 141), lang, cb), body.size
                ),
                body,
            )
        elif n:
            surf.blit(back_face(kind, body.size, cb), body)
        else:
            pygame.draw.rect(surf, pal["muted"], body, 1, 4)
        text(surf, str(n), (body.right + 6, body.y + 20), 18, pal["text"], "bold")


def _kryssa_badge(surf, r: pygame.Rect, pal) -> None:
    """A round "K" seal: Kryssa-Ruiva fires this Construction for free (the card itself: its own use)."""
    pygame.draw.circle(surf, pal["bg"], r.center, r.w // 2)
    pygame.draw.circle(surf, pal["highlight"], r.center, r.w // 2 - 2)
    pygame.draw.circle(surf, pal["bg"], r.center, r.w // 2 - 5, 2)
    k = glyph_render("K", 14, pal["bg"], "bold")
    surf.blit(k, k.get_rect(center=r.center))


def _usable_border(surf, r: pygame.Rect, pal, usable: bool, replacing: bool) -> None:
    if replacing:
        pygame.draw.rect(surf, pal["bad"], r.inflate(4, 4), 3, 10)
        _tick(surf, (r.right - 20, r.bottom - 20), pal, False)
    elif usable:
        legal_ring(surf, r, pal)

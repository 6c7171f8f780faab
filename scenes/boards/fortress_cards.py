"""Card faces of Heróis & Monstros, drawn from content and cached per (card, size, language, look).

Every face pairs colour with a shape or letter: race badges and resource icons come from
``scenes.widgets.icons``; beaten life levels are crossed out as well as darkened.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.core.i18n import has, language, localized, t
from game.fortress.content import Cost, base_id, card_of, content, invader_of
from game.fortress.text import describe_gives
from scenes.boards.fortress_glyphs import render as glyph_render
from scenes.boards.fortress_glyphs import safe_text
from scenes.icons import emblem
from scenes.theme import palette
from scenes.widgets import fonts
from scenes.widgets.icon_art import emblem_plate
from scenes.widgets.icons import icon

RES_ICONS = ("hm.crystal", "hm.root", "hm.sacrifice", "hm.resource")
EMBLEM = 18  # a card's emblem plate, pixels across (it sits in a text row)
Pal = dict[str, tuple[int, int, int]]


def pal_of(colorblind: bool) -> Pal:
    return palette("fortress", colorblind)


def race_colour(pal: Pal, race: str | None) -> tuple[int, int, int]:
    if race in ("peles_verdes", "imortais", "draconianos"):
        return pal[race]
    if race in ("anoes", "elfos", "humanos", "ordem_da_luz"):
        return pal["ordem_da_luz"]
    return pal["muted"]


def race_badge(race: str | None) -> str | None:
    if race in ("peles_verdes", "imortais", "draconianos"):
        return f"hm.{race}"
    if race in ("anoes", "elfos", "humanos"):
        return "hm.ordem_da_luz"
    return None


def emblem_of(kind: str, ident: str, size: int, pal: Pal, rim) -> pygame.Surface | None:
    """A card's emblem plate (art/icons manifest), in the table's palette; None when it has none."""
    return emblem_plate(emblem(kind, ident), size, pal["bg"], pal["text"], rim)


def shade(c: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, round(v * k))) for v in c)  # type: ignore[return-value]


def fit(text: str, size: int, width: int, face: str = "regular") -> str:
    text = safe_text(text, face)
    f = fonts.font(size, face)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def draw_cost(surf: pygame.Surface, cost: Cost, x: int, y: int, size: int, ink) -> int:
    """Resource icons with their counts; returns the x after the last one."""
    for name, n in zip(RES_ICONS, cost):
        if not n:
            continue
        surf.blit(icon(name, size), (x, y))
        x += size + 1
        if n > 1:
            num = glyph_render(f"×{n}", size - 5, ink, "bold")
            surf.blit(num, (x, y + (size - num.get_height()) // 2))
            x += num.get_width() + 3
        x += 2
    return x


def blit_wrapped(surf, text: str, rect: pygame.Rect, ink, max_size: int = 12, min_size: int = 10) -> int:
    """Wrap ``text`` into ``rect``, shrinking the type before cutting; returns the bottom y used.

    Type never goes under ``min_size`` (10 px is the smallest readable face at 1280x720): text that
    still does not fit ends in "…" and the hover preview holds all of it."""
    text = safe_text(text)
    for size in range(max_size, min_size - 1, -1):
        lines = fonts.wrap(text, size, rect.w)
        lh = fonts.font(size).get_linesize() - 2
        if len(lines) * lh <= rect.h:
            break
    keep = max(1, rect.h // lh)
    if len(lines) > keep:
        lines = lines[:keep]
        lines[-1] = fit(lines[-1] + "…", size, rect.w)
    y = rect.y
    for line in lines:
        surf.blit(glyph_render(line, size, ink), (rect.x, y))
        y += lh
    return y


def arrow(surf, pos, ink) -> None:
    """A small "gives" arrowhead (the text font has no arrow glyph)."""
    x, y = pos
    pygame.draw.polygon(surf, ink, [(x, y), (x + 7, y + 5), (x, y + 10)])


def frame(size: tuple[int, int], edge, face, radius: int = 8) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = surf.get_rect()
    pygame.draw.rect(surf, edge, r, 0, radius)
    pygame.draw.rect(surf, face, r.inflate(-6, -6), 0, max(2, radius - 3))
    return surf


TITLE_SIZES = (13, 12, 11)


def title_lines(text: str, width: int, first: int | None = None) -> tuple[int, list[str]]:
    """The title's size and lines: one line (``first`` px wide, beside the badge) shrunk to 11 px at
    most, else lines at 11 px where only the first sits beside the badge, so a name is never cut to
    "Portal E…" on a narrow card. Hyphens are break points too ("Corta-" / "Garganta")."""
    text = safe_text(text, "bold")
    first = width if first is None else first
    f11 = fonts.font(11, "bold")
    for size in TITLE_SIZES:
        if fonts.font(size, "bold").size(text)[0] <= first:
            return size, [text]
    beside = fonts.wrap(text, 11, first, "bold")
    if len(beside) <= 2 and all(f11.size(ln)[0] <= first for ln in beside) and len(beside[0]) > 1:
        if not any(w not in text.split(" ") for ln in beside for w in ln.split(" ")):
            return 11, beside
    words = text.replace("-", "- ").split(" ")
    lines: list[str] = []
    line = ""
    for word in words:
        cand = (line + word if line.endswith("-") else f"{line} {word}") if line else word
        if f11.size(cand)[0] <= (first if not lines else width) or not line:
            line = cand
        else:
            lines.append(line)
            line = word
    lines.append(line)
    if len(lines) > 3:
        lines = [*lines[:2], " ".join(lines[2:])]
    return 11, [ln if f11.size(ln)[0] <= width else fit(ln, 11, width, "bold") for ln in lines]


def title_bar(surf, text: str, race: str | None, pal: Pal, y: int = 3, h: int = 22) -> int:
    """The name bar; it grows for a name on more than one line (returns its bottom)."""
    w = surf.get_width()
    badge = race_badge(race)
    badge_size = h - 4
    x = 6 + (h if badge else 0)
    size, lines = title_lines(text, w - 12, w - x - 6)
    lh = fonts.font(size, "bold").get_linesize() - 3
    if len(lines) > 1:
        h = max(h, lh * len(lines) + 3)
    bar = pygame.Rect(3, y, w - 6, h)
    pygame.draw.rect(surf, shade(race_colour(pal, race), 0.55), bar, 0, 5)
    under = len(lines) > 1 and lines != fonts.wrap(safe_text(text, "bold"), 11, w - x - 6, "bold")
    if badge:
        # Name lines that run under the badge need it to shrink to one line's height.
        s = lh - 1 if under else badge_size
        surf.blit(icon(badge, s), (6, y + 2))
    if len(lines) == 1:
        name = glyph_render(lines[0], size, pal["text"], "bold")
        surf.blit(name, (x, y + (h - name.get_height()) // 2))
        return bar.bottom
    for i, line in enumerate(lines):
        # Lines after the first run under the badge, using the card's whole width.
        surf.blit(
            glyph_render(line, size, pal["text"], "bold"), (x if i == 0 or not under else 6, y + 1 + i * lh)
        )
    return bar.bottom


# ---------------------------------------------------------------- defender cards
TICK_SPOTS: dict[tuple, tuple[int, int]] = {}  # filled as faces are drawn (see tick_spot)


def type_name(type_id: str) -> str:
    """A Unit's or Invader's type as printed ("xama" is shown "Xamã"), never the bare id."""
    key = f"fortress_screen.type.{type_id}"
    return t(key) if has(key) else type_id.replace("_", " ").capitalize()


def kind_line(card, width: int) -> tuple[int, str]:
    """The "Unit · Manticora" line: 11 px, else 10 px, else without a type that only repeats the name."""
    kind = t(f"fortress_ui.kind.{card.kind}")
    full = f"{kind} · {type_name(card.type)}" if card.type else kind
    for size in (11, 10):
        if fonts.font(size, "italic").size(safe_text(full, "italic"))[0] <= width:
            return size, safe_text(full, "italic")
    if card.type and type_name(card.type).lower() in localized(card.name).lower():
        return 11, fit(kind, 11, width, "italic")
    return 10, fit(full, 10, width, "italic")


def tick_spot(card_id: str, size: tuple[int, int], lang: str, cb: bool) -> tuple[int, int]:
    """Where an Area face has room for the buyable tick: the end of its "Use:" row when that is free,
    else the bottom-right corner (a face with no effect has nothing there)."""
    defender_face(card_id, size, lang, cb)
    return TICK_SPOTS.get((card_id, size, lang, cb, True), (size[0] - 20, size[1] - 20))


@lru_cache(maxsize=512)
def defender_face(card_id: str, size: tuple[int, int], lang: str, cb: bool, show_cost: bool = True):
    """A Unit, Construction or starting Resource card. ``lang`` is part of the cache key."""
    pal = pal_of(cb)
    card = card_of(card_id)
    w, h = size
    surf = frame(size, race_colour(pal, card.race), pal["bg2"])
    y = title_bar(surf, localized(card.name), card.race, pal) + 2
    plate = emblem_of("hm_card", card_id, EMBLEM, pal, race_colour(pal, card.race))
    ksize, line = kind_line(card, w - 12)
    if plate is not None:  # the emblem takes the kind line's end only where the line stays whole beside it
        beside = kind_line(card, w - 14 - EMBLEM)
        plate, (ksize, line) = (plate, beside) if beside[1] == line else (None, (ksize, line))
    surf.blit(glyph_render(line, ksize, pal["muted"], "italic"), (7, y))
    if plate is not None:  # the card's emblem at the end of its kind line
        surf.blit(plate, (w - EMBLEM - 5, y - 2))
    y += 15
    row_x = 7
    if show_cost and any(card.cost):
        label = glyph_render(t("fortress_ui.cost"), 11, pal["muted"])
        surf.blit(label, (row_x, y + 3))
        row_x = draw_cost(surf, card.cost, row_x + label.get_width() + 3, y, 18, pal["text"]) + 6
    if card.kind == "unit":
        surf.blit(icon("hm.damage", 18), (max(row_x, w - 44), y))
        dmg = glyph_render(str(card.damage), 14, pal["text"], "bold")
        surf.blit(dmg, (max(row_x, w - 44) + 21, y + 1))
    if card.resource is not None:
        big = min(w, h) // 2
        surf.blit(icon(f"hm.{card.resource}", big), ((w - big) // 2, y + 4))
        y += big + 6
        note = glyph_render(fit(t("fortress_ui.gives_resource"), 10, w - 10), 10, pal["muted"])
        surf.blit(note, note.get_rect(midtop=(w // 2, y)))
        return surf
    y += 22
    eff = card.effect
    if eff is not None:
        pygame.draw.line(surf, pal["muted"], (7, y), (w - 7, y))
        y += 3
        label = glyph_render(t("fortress_ui.effect"), 11, pal["muted"])
        surf.blit(label, (7, y + 2))
        x = 10 + label.get_width()
        start = x
        if any(eff.cost):
            x = draw_cost(surf, eff.cost, x, y, 16, pal["text"])
        if eff.discard:
            tag = glyph_render(t("fortress_ui.discard_tag"), 10, pal["accent"], "bold")
            pygame.draw.rect(surf, pal["accent"], (x, y + 1, tag.get_width() + 6, 15), 1, 3)
            surf.blit(tag, (x + 3, y + 2))
            x += tag.get_width() + 9
        if x == start:
            free = glyph_render(t("fortress.gives.free"), 11, pal["muted"])
            surf.blit(free, (x, y + 2))
            x += free.get_width()
        # The Area's "you can buy this" tick sits at the end of this row, clear of the rules text.
        TICK_SPOTS[(card_id, size, lang, cb, show_cost)] = (w - 21, y) if x <= w - 24 else (w - 20, h - 20)
        y += 19
        arrow(surf, (7, y + 3), pal["accent"])
        blit_wrapped(surf, describe_gives(eff.gives), pygame.Rect(18, y, w - 25, h - y - 6), pal["text"], 12)
    return surf


# ---------------------------------------------------------------- invaders and plans
def life_rects(rect: pygame.Rect, n: int, y_off: int = 0) -> list[pygame.Rect]:
    """Where each life level sits on an Invader/plan drawn at ``rect`` (shared by drawing and drops)."""
    box = min(30, (rect.w - 12 - (n - 1) * 4) // max(1, n))
    total = n * box + (n - 1) * 4
    x0 = rect.x + (rect.w - total) // 2
    y = rect.y + (y_off or rect.h - box - 8)
    return [pygame.Rect(x0 + i * (box + 4), y, box, box) for i in range(n)]


def draw_levels(surf, levels: tuple[int, ...], beaten: int, rects: list[pygame.Rect], pal: Pal) -> None:
    for i, (lvl, r) in enumerate(zip(levels, rects)):
        if i < beaten:
            pygame.draw.rect(surf, pal["bg"], r, 0, 4)
            pygame.draw.rect(surf, pal["muted"], r, 1, 4)
            num = glyph_render(str(lvl), min(13, r.h - 4), pal["muted"], "bold")
            surf.blit(num, num.get_rect(center=r.center))
            # Beaten levels are crossed out, not just greyed: colour is never the only cue.
            pygame.draw.line(surf, pal["bad"], r.inflate(-6, -6).topleft, r.inflate(-6, -6).bottomright, 3)
            pygame.draw.line(surf, pal["bad"], r.inflate(-6, -6).topright, r.inflate(-6, -6).bottomleft, 3)
        else:
            nxt = i == beaten
            pygame.draw.rect(surf, shade(pal["accent2"], 1.0 if nxt else 0.7), r, 0, 4)
            pygame.draw.rect(surf, pal["highlight"] if nxt else pal["text"], r, 3 if nxt else 1, 4)
            num = glyph_render(str(lvl), min(15, r.h - 4), pal["text"], "bold")
            surf.blit(num, num.get_rect(center=r.center))


@lru_cache(maxsize=256)
def invader_face(card_id: str, size: tuple[int, int], beaten: int, damage: int, lang: str, cb: bool):
    pal = pal_of(cb)
    inv = invader_of(card_id)
    w, h = size
    surf = frame(size, pal["ordem_da_luz"], shade(pal["bg2"], 1.1))
    y = title_bar(surf, localized(inv.name), inv.race, pal) + 2
    kind = f"{t('fortress.race.' + inv.race)} · {type_name(inv.type)}"
    surf.blit(glyph_render(fit(kind, 11, w - 12, "italic"), 11, pal["muted"], "italic"), (7, y))
    y += 16
    surf.blit(icon("hm.damage", 20), (7, y))
    atk = glyph_render(t("fortress_ui.attacks", n=damage), 12, pal["text"], "bold")
    surf.blit(atk, (30, y + 2))
    plate = emblem_of("hm_invader", card_id, EMBLEM + 4, pal, pal["ordem_da_luz"])
    if plate is not None and 30 + atk.get_width() + 4 <= w - EMBLEM - 10:  # the emblem ends the attack row
        surf.blit(plate, (w - EMBLEM - 10, y - 2))
    y += 24
    text = "  ".join(
        f"{t('fortress_ui.face_trigger.' + k)}: {describe_gives(g)}."
        for k, g in (
            ("on_enter", inv.on_enter),
            ("on_combat", inv.on_combat),
            ("on_fortress_damage", inv.on_fortress_damage),
            ("on_defeat", inv.on_defeat),
        )
        if g
    )
    rects = life_rects(pygame.Rect(0, 0, w, h), len(inv.life))
    if text:
        blit_wrapped(surf, text, pygame.Rect(7, y, w - 14, rects[0].y - y - 4), pal["text"], 12, 10)
    draw_levels(surf, inv.life, beaten, rects, pal)
    return surf


@lru_cache(maxsize=64)
def plan_face(
    plan_id: str, levels: tuple[int, ...], beaten: int, left: int, size: tuple[int, int], lang: str, cb: bool
):
    pal = pal_of(cb)
    plan = content().plans[plan_id]
    w, h = size
    surf = frame(size, pal["accent2"], pal["bg2"])
    head_px, heads = title_lines(t("fortress_ui.plan", name=localized(plan.name)), w - 14)
    lh = fonts.font(head_px, "bold").get_linesize() - 3
    for i, line in enumerate(heads):
        surf.blit(glyph_render(line, head_px, pal["text"], "bold"), (7, 4 + i * lh))
    top = 6 + len(heads) * lh
    lines = []
    if plan.each_round:
        lines.append(f"{t('fortress.trigger.each_round')}: {describe_gives(plan.each_round)}")
    if plan.on_defeat:
        lines.append(f"{t('fortress.trigger.on_defeat')}: {describe_gives(plan.on_defeat)}")
    # Levels in a left-aligned row with the plans still to come beside it, so the effect lines keep
    # a readable size (the hover preview has the full text).
    more = glyph_render(t("fortress_ui.plans_more", n=left), 11, pal["muted"], "italic")
    show_more = True
    n = len(levels)
    box = min(24, (w - 20 - more.get_width() - (n - 1) * 3) // max(1, n))
    if box < 14:  # a long plan (big tables): the levels take the whole row, the count goes in the text
        box = max(8, min(24, (w - 14 - (n - 1) * 3) // max(1, n)))
        lines.append(t("fortress.ui.plans_left", n=left))
        show_more = False
    y = h - box - 6
    rects = [pygame.Rect(7 + i * (box + 3), y, box, box) for i in range(n)]
    if show_more:
        surf.blit(more, (w - 7 - more.get_width(), y + (box - more.get_height()) // 2))
    blit_wrapped(surf, "\n".join(lines), pygame.Rect(7, top, w - 14, y - top - 2), pal["text"], 12, 10)
    draw_levels(surf, levels, beaten, rects, pal)
    return surf


# ---------------------------------------------------------------- generals and backs
@lru_cache(maxsize=32)
def general_face(gid: str, size: tuple[int, int], lang: str, cb: bool):
    pal = pal_of(cb)
    gen = content().generals[gid]
    w, h = size
    surf = frame(size, race_colour(pal, gen.race), shade(pal["bg2"], 1.05), 10)
    y = title_bar(surf, localized(gen.name), gen.race, pal, h=24) + 2
    plate = emblem_of("hm_general", gid, EMBLEM, pal, race_colour(pal, gen.race))
    room = w - 16 - (EMBLEM + 2 if plate else 0)
    general_of = fit(t("fortress_ui.general_of", race=t("fortress.race." + gen.race)), 11, room, "italic")
    surf.blit(glyph_render(general_of, 11, pal["muted"], "italic"), (8, y))
    if plate is not None:  # the General's emblem at the end of the "General of ..." line
        surf.blit(plate, (w - EMBLEM - 6, y - 2))
    y += 16
    surf.blit(icon("hm.damage", 18), (8, y))
    surf.blit(glyph_render(str(gen.damage), 14, pal["text"], "bold"), (29, y))
    hand = glyph_render(t("fortress_ui.hand_size", n=gen.hand), 12, pal["text"])
    surf.blit(hand, (w - hand.get_width() - 8, y + 2))
    y += 22
    label = glyph_render(t("fortress_ui.reserve"), 11, pal["muted"])
    surf.blit(label, (8, y + 2))
    draw_cost(surf, (*gen.reserve, 0), 12 + label.get_width(), y, 17, pal["text"])
    y += 22
    pygame.draw.line(surf, pal["muted"], (8, y), (w - 8, y))
    y += 3
    x = draw_cost(surf, gen.ability.cost, 8, y, 16, pal["text"])
    if x == 8:
        surf.blit(glyph_render(t("fortress.gives.free"), 10, pal["muted"]), (x, y + 2))
    y += 19
    blit_wrapped(surf, localized(gen.text), pygame.Rect(8, y, w - 16, h - y - 6), pal["text"], 12, 10)
    return surf


@lru_cache(maxsize=32)
def back_face(kind: str, size: tuple[int, int], cb: bool):
    """A face-down card: fortress (defender cards) or invasion (Order of Light)."""
    pal = pal_of(cb)
    edge = pal["ordem_da_luz"] if kind == "invasion" else pal["accent2"]
    surf = frame(size, edge, shade(pal["bg"], 1.3), 4)
    inner = surf.get_rect().inflate(-10, -10)
    pygame.draw.rect(surf, shade(edge, 0.6), inner, 1, 3)
    badge = "hm.ordem_da_luz" if kind == "invasion" else "hm.resource"
    s = min(inner.w, inner.h) - 4
    if s >= 8:
        surf.blit(icon(badge, s), icon(badge, s).get_rect(center=inner.center))
    return surf


def face_for(card_id: str, size: tuple[int, int], cb: bool) -> pygame.Surface:
    """Any defender card by physical id (the language comes from the current catalogue)."""
    return defender_face(card_id, size, language(), cb)


def name_of(card_id: str) -> str:
    c = content()
    bid = base_id(card_id)
    if bid in c.cards:
        return localized(c.cards[bid].name)
    if bid in c.invaders:
        return localized(c.invaders[bid].name)
    return card_id

"""The Epic Battle on the Zerywia board (ZW-SCEN-33..38), drawn from the state alone.

Between two Attack cards the battle's table lies over the map (``draw_table``): the Herald card —
its name, the ability it woke with, its Difficulty symbols, the Shields still standing, the Runes
moved onto it and what is still to cover (AMB-50: by Attribute) — and beside it the round and each
hero: a face-down Attack card while it waits, its card name once turned, "beaten" once removed.
While a hero resolves its card the ordinary challenge table shows it, with the battle's strip along
its foot (``draw_strip``). The board never decides a rule: the buttons are the seat's legal
actions (who faces the next card, whether to move the spare Pierces).
"""

from __future__ import annotations

import pygame

from game.core.i18n import localized, t
from game.zerywia.content import content
from game.zerywia.hero import ATTRIBUTES
from game.zerywia.words import hero_name, word
from scenes.boards.zerywia_map import INK, LIT, PAPER
from scenes.theme import fit_text, render, wrap
from scenes.widgets.icons import icon

HERALD_FILL = (44, 52, 70)  # the Herald card: a cold night blue (Ughmor starts at Frozen Debris)
BACK_FILL = (70, 46, 58)  # an Attack card face down
BADGE = 30


def _label(surface, text: str, pos: tuple[int, int], width: int, size: int, ink, face: str = "regular") -> int:
    img = render(fit_text(text, size, width, face), size, ink, face)
    surface.blit(img, pos)
    return img.get_height()


def _badges(surface, attrs: list[str], x: int, y: int, right: int, shield: bool = False, size: int = BADGE) -> int:
    """One badge per symbol (the Attribute's own icon: shape and letter, never colour alone)."""
    for attr in attrs:
        if x + size > right:
            break
        rect = pygame.Rect(x, y, size + 4, size + 2)
        if shield:  # a Shield: the shield outline the challenge table uses
            pts = [(rect.x, rect.y), (rect.right, rect.y), (rect.right, rect.centery + 3),
                   (rect.centerx, rect.bottom + 3), (rect.x, rect.centery + 3)]
            pygame.draw.polygon(surface, (200, 190, 170), pts)
            pygame.draw.polygon(surface, INK, pts, 1)
        else:
            pygame.draw.rect(surface, (230, 220, 196), rect, border_radius=5)
            pygame.draw.rect(surface, INK, rect, 1, 5)
        surface.blit(icon(f"zw.{attr}", size - 6), (rect.x + 5, rect.y + 4))
        x += size + 10
    return x


def missing_text(state) -> str:
    epic = state.epic
    parts = [f"{t('zerywia.attr.' + a)} {n}" for a, n in epic.missing().items() if n]
    return t("zerywia.epic.beaten") if not parts else t("zerywia.epic.missing", missing=", ".join(parts))


def strip_text(state) -> str:
    """One line: the round, the Herald card, its Runes and what is still to cover."""
    epic = state.epic
    card = localized(content().heralds[epic.herald_card].name)
    runes = f"{t('zerywia.epic.herald_runes')} {len(epic.runes)}"
    return " · ".join((t("zerywia.epic.title"), t("zerywia.epic.round", round=epic.round), card, runes,
                       missing_text(state)))


def draw_strip(surface: pygame.Surface, rect: pygame.Rect, state, pal) -> None:
    """The battle's line along the challenge table's foot while a hero resolves its card."""
    if state.epic is None:
        return
    bar = pygame.Rect(rect.x + 10, rect.bottom - 30, rect.w - 20, 24)
    pygame.draw.rect(surface, HERALD_FILL, bar, border_radius=6)
    pygame.draw.rect(surface, PAPER, bar, 1, 6)
    _label(surface, strip_text(state), (bar.x + 10, bar.y + 4), bar.w - 20, 13, PAPER, "bold")


def draw_table(surface: pygame.Surface, rect: pygame.Rect, state, pal) -> None:
    """The battle between two Attack cards: the Herald card and the heroes' rows."""
    epic = state.epic
    if epic is None:
        return
    pygame.draw.rect(surface, pal["panel"], rect, border_radius=10)
    herald = content().heralds[epic.herald_card]
    card = pygame.Rect(rect.x + 14, rect.y + 14, 400, rect.h - 28)
    pygame.draw.rect(surface, HERALD_FILL, card, border_radius=10)
    pygame.draw.rect(surface, LIT if epic.beaten() else PAPER, card, 3 if epic.beaten() else 2, 10)
    x, w = card.x + 14, card.w - 28
    y = card.y + 10
    _label(surface, t("zerywia.epic.title"), (x, y), w, 14, LIT, "bold")
    y += 22
    for line in wrap(localized(herald.name), 20, w, "bold")[:2]:
        y += _label(surface, line, (x, y), w, 20, PAPER, "bold") + 2
    y += 4
    for line in wrap(localized(herald.text), 13, w)[:3]:
        y += _label(surface, line, (x, y), w, 13, PAPER) + 1
    y += 12
    rows = (
        (t("zerywia.epic.difficulty"), list(epic.difficulty), False),
        (t("zerywia.epic.shields"), epic.shields_left(), True),
        (t("zerywia.epic.herald_runes"), list(epic.runes), False),
    )
    for label, attrs, shield in rows:
        _label(surface, label, (x, y + 8), 120, 13, PAPER, "bold")
        if attrs:
            # a long row (many Runes) takes smaller badges before any is left out
            size = BADGE if len(attrs) <= 7 else 22
            _badges(surface, sorted(attrs, key=ATTRIBUTES.index), x + 124, y, card.right - 10, shield, size)
        else:
            _label(surface, t("zerywia_board.none"), (x + 124, y + 8), w - 124, 13, (190, 190, 200))
        y += BADGE + 14
    y += 4
    for line in wrap(missing_text(state), 14, w, "bold")[:2]:
        y += _label(surface, line, (x, y), w, 14, LIT if epic.beaten() else PAPER, "bold") + 2
    # the card's foot: where the battle is fought and the Attack deck (L1202: reshuffled when out)
    foot = [t("zerywia.epic.field", region=word(epic.region)),
            t("zerywia.epic.deck", n=len(state.herald_deck), used=len(state.herald_used))]
    fy = card.bottom - 12 - 20 * len(foot)
    for line in foot:
        _label(surface, line, (x, fy), w, 13, (200, 204, 216))
        fy += 20
    _heroes(surface, pygame.Rect(card.right + 16, rect.y + 14, rect.right - card.right - 30, rect.h - 28), state, pal)


def _heroes(surface, area: pygame.Rect, state, pal) -> None:
    epic = state.epic
    y = area.y + 4
    _label(surface, t("zerywia.epic.round", round=epic.round), (area.x, y), area.w, 20, pal["text"], "bold")
    y += 30
    if epic.result:
        key = "zerywia.epic.won" if epic.result == "won" else "zerywia.epic.lost"
        _label(surface, t(key), (area.x, y), area.w, 18, pal["text"], "bold")
        y += 30
    elif state.step == "epic":
        _label(surface, t("zerywia.epic.next"), (area.x, y), area.w, 15, pal["text"], "bold")
        y += 26
    elif state.step == "epic_transfer" and epic.spare:
        spare = ", ".join(t("zerywia.attr." + a) for a in epic.spare)
        line = t("zerywia.epic.transfer", hero=hero_name(state, state.active), spare=spare)
        for part in wrap(line, 15, area.w, "bold")[:2]:
            y += _label(surface, part, (area.x, y), area.w, 15, pal["text"], "bold") + 2
        _badges(surface, list(epic.spare), area.x, y + 4, area.right)
        y += BADGE + 14
    for hero in state.heroes:
        row = pygame.Rect(area.x, y, area.w, 46)
        pygame.draw.rect(surface, pal["bg"], row, border_radius=8)
        _label(surface, hero_name(state, hero.seat), (row.x + 10, row.y + 5), 150, 16, pal["text"], "bold")
        back = pygame.Rect(row.x + 170, row.y + 6, 56, 34)
        if hero.seat in epic.fallen:
            status = t("zerywia.epic.out")
        elif hero.seat in epic.to_go:
            pygame.draw.rect(surface, BACK_FILL, back, border_radius=5)  # its card, face down
            pygame.draw.rect(surface, PAPER, back, 1, 5)
            pygame.draw.line(surface, PAPER, back.topleft, back.bottomright)
            pygame.draw.line(surface, PAPER, back.topright, back.bottomleft)
            status = t("zerywia.epic.face_down")
        elif hero.seat == state.active and state.step == "epic_transfer":
            status = t("zerywia.epic.succeeded")
        else:
            status = t("zerywia.epic.done")
        _label(surface, status, (back.right + 12, row.y + 14), row.right - back.right - 20, 13, pal["muted"])
        _label(surface, _points(hero), (row.x + 10, row.y + 26), 155, 12, pal["muted"])
        y += 52
        if y + 46 > area.bottom:
            break


def _points(hero) -> str:
    return " ".join(f"{t('zerywia_board.mark.' + a)}{hero.value[a]}" for a in ATTRIBUTES)

"""The Exploration card being resolved, in the Zerywia board's step panel: its name, its printed
text and, on a choice grid (ZW-ACT-08), each side's label with the check it asks for — so a player
choosing a side reads what the card offers instead of "option 1 / option 2"."""

from __future__ import annotations

import pygame

from game.core.i18n import localized, t
from game.zerywia.content import content
from game.zerywia.content_models import ExplorationM, OptionM
from scenes.theme import fit_text, render
from scenes.widgets.fonts import wrap

TEXT_SIZE = 12
LINE_H = 16
MAX_TEXT_LINES = 4  # the card's flavour; the sides below it always get their rows


def card_of(state) -> ExplorationM | None:
    ex = state.exploring
    return content().exploration.get(ex.card) if ex is not None else None


def _attrs(attrs) -> str:
    return ", ".join(t("zerywia.attr." + a) for a in attrs)


def check_words(side: OptionM | ExplorationM) -> str:
    """What a side (or a card without sides) asks: a Test, a printed Challenge, an Enemy or nothing."""
    words = _check(side)
    path = getattr(side, "success", None) and side.success.path
    return t("zerywia_card.path", check=words, path=t("zerywia.word." + path)) if path else words


def _check(side: OptionM | ExplorationM) -> str:
    if side.test is not None:
        return t("zerywia_card.test", level=t("zerywia_card.level." + side.test.level), attrs=_attrs(side.test.attrs))
    if side.challenge is not None:
        return t("zerywia_card.challenge", symbols=_attrs(side.challenge.difficulty))
    if side.enemy:
        return t("zerywia_card.enemy")
    return t("zerywia_card.none")


def draw_card(surface: pygame.Surface, state, x: int, y: int, w: int, bottom: int, pal) -> None:
    card = card_of(state)
    if card is None:
        return
    title = t("zerywia_card.title", card=localized(card.name))
    surface.blit(render(fit_text(title, 15, w, "bold"), 15, pal["text"], "bold"), (x, y))
    y += 22
    sides = card.choice if state.step == "side" else []
    room = (bottom - y) // LINE_H - (2 * len(sides) + (1 if sides else 0))
    lines = wrap(localized(card.text), TEXT_SIZE, w)
    shown = lines[: max(1, min(MAX_TEXT_LINES, room))]
    if len(shown) < len(lines):  # cut whole lines, the last one ends in an ellipsis
        shown[-1] = fit_text(shown[-1] + " …", TEXT_SIZE, w)
    for line in shown:
        surface.blit(render(line, TEXT_SIZE, pal["muted"]), (x, y))
        y += LINE_H
    if not sides:
        return
    y += 4
    surface.blit(render(fit_text(t("zerywia_card.choose"), 13, w, "bold"), 13, pal["text"], "bold"), (x, y))
    y += LINE_H + 2
    for n, side in enumerate(sides, 1):
        text = t("zerywia_card.side", n=n, label=localized(side.label), check=check_words(side))
        for line in wrap(text, TEXT_SIZE, w)[:2]:
            if y + LINE_H > bottom:
                return
            surface.blit(render(line, TEXT_SIZE, pal["text"]), (x, y))
            y += LINE_H

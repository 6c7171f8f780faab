"""The Character Board's Sagas (ZW-HERO-37..40): each Saga deck the hero grows with its stage, its
active Story's task (the quest, or once it is handed in the second part) and the Reward cards that
Story lets the hero choose; a completed Saga says so. Drawn from the state; the Reward itself is
taken by the core's own option buttons (zerywia_character.py places them)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.i18n import localized, t
from game.zerywia.actions import TakeOption
from game.zerywia.content import content
from game.zerywia.content_models import FulfilM, QuestM
from game.zerywia.hero import Hero
from game.zerywia.saga_growth import STAGE_NUMERALS, active_story, completed, decks, stage, stages
from game.zerywia.words import word
from scenes.theme import fit_text, render


@dataclass(frozen=True)
class DeckLines:
    head: str  # the Saga, its kind and its stage
    task: str  # the active Story and what it asks now ("" once completed)
    rewards: str  # the Reward cards to choose from ("" once completed)


def _place(part: QuestM | FulfilM) -> str:
    return t(f"zerywia_sagas.{part.where}", location=t(f"zerywia.location.{part.at}"))


def deck_lines(hero: Hero) -> list[DeckLines]:
    out = []
    for deck in decks(hero):
        saga = content().decks[deck.saga]
        kind = t(f"zerywia_sagas.{saga.kind}")
        story = active_story(deck)
        if story is None or completed(deck):
            out.append(DeckLines(f"{kind}: {localized(saga.name)} — {t('zerywia_sagas.completed')}", "", ""))
            continue
        where = t("zerywia_sagas.stage", stage=STAGE_NUMERALS[stage(deck)], of=STAGE_NUMERALS[stages(deck.saga)])
        if deck.quest_done:
            pay = ", ".join(t(f"zerywia.attr.{a}") for a in story.fulfil.pay) or t("zerywia_sagas.nothing")
            task = t("zerywia_sagas.quest_done", pay=pay, place=_place(story.fulfil))
        else:
            tokens = ", ".join(f"{n} {word(k)}" for k, n in story.quest.tokens.items())
            task = t("zerywia_sagas.quest", tokens=tokens, place=_place(story.quest))
        out.append(DeckLines(
            f"{kind}: {localized(saga.name)} — {where}",
            f"{localized(story.name)}. {task}",
            t("zerywia_sagas.rewards", list=", ".join(word(r) for r in story.rewards)),
        ))
    return out


def reward_actions(legal: list, seat: int) -> list[TakeOption]:
    """The Reward choices open to ``seat`` now (a Story's second part, AMB-64)."""
    return [a for a in legal if isinstance(a, TakeOption) and a.player == seat and a.option.startswith("story_reward_")]


def draw_sagas(surface: pygame.Surface, hero: Hero, rect: pygame.Rect, pal) -> int:
    """The decks, one block each, inside ``rect``; returns the height used."""
    y = rect.y
    title = render(fit_text(t("zerywia_sagas.title"), 16, rect.w, "bold"), 16, pal["text"], "bold")
    surface.blit(title, (rect.x, y))
    y += title.get_height() + 4
    lines = deck_lines(hero)
    if not lines:
        img = render(fit_text(t("zerywia_sagas.none"), 13, rect.w), 13, pal["muted"])
        surface.blit(img, (rect.x, y))
        return y + img.get_height() - rect.y
    for block in lines:
        for text, size, ink, face, indent in ((block.head, 14, pal["text"], "bold", 0),
                                              (block.task, 13, pal["text"], "regular", 12),
                                              (block.rewards, 13, pal["muted"], "regular", 12)):
            if not text or y + size > rect.bottom:
                continue
            img = render(fit_text(text, size, rect.w - indent, face), size, ink, face)
            surface.blit(img, (rect.x + indent, y))
            y += img.get_height() + 1
        y += 5
    return y - rect.y

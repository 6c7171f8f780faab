"""The Character Board's Sagas (ZW-HERO-37..40): each Saga deck the hero grows with its stage, its
active Story's task (the quest, or once it is handed in the second part) and the Reward cards that
Story lets the hero choose; a completed Saga says so. Drawn from the state; the Reward itself is
taken by the core's own option buttons (zerywia_character.py places them)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.core.i18n import localized, t
from game.zerywia.actions import TakeOption
from game.zerywia.card_words import power_parts
from game.zerywia.content import content
from game.zerywia.content_models import FulfilM, QuestM
from game.zerywia.hero import Hero
from game.zerywia.saga_growth import STAGE_NUMERALS, active_story, completed, deck_of, decks, stage, stages
from game.zerywia.words import word
from scenes.theme import fit_text, render


@dataclass(frozen=True)
class DeckLines:
    head: str  # the Saga, its kind and its stage
    task: str  # the active Story and what it asks now ("" once completed)
    rewards: str  # the Reward cards to choose from ("" once completed)


def _attr(a: str) -> str:
    return t(f"zerywia.attr.{a}")


def card_brief(card_id: str) -> str:
    """A Reward card in a few words: its name, type and Banner die (the Story names the card)."""
    card = content().sagas[card_id]
    die = _attr(card.banner.die) if card.banner is not None else "—"
    return t("zerywia_sagas.brief", name=word(card_id), type=t(f"zerywia_sagas.type.{card.type}"), die=die)


def _gives(runes: Sequence[str], shields: Sequence[str]) -> str:
    return ", ".join([t("zerywia_sagas.rune", attr=_attr(a)) for a in runes]
                     + [t("zerywia_sagas.shield", attr=_attr(a)) for a in shields])


def card_summary(card_id: str) -> str:
    """What a Saga card does, its anatomy in order (L230-L236): Banner, Initiation, Critical, a
    Reward's effect on taking, then the abilities card_powers.py reads (card_words.py)."""
    card = content().sagas[card_id]
    parts = [t(f"zerywia_sagas.type.{card.type}")]
    if card.banner is not None:
        parts.append(t("zerywia_sagas.banner", die=_attr(card.banner.die)) + " · "
                     + t(f"zerywia_sagas.special.{card.banner.special}"))
    for e in card.initiation:
        parts.append(t("zerywia_sagas.initiation_in", attr=_attr(e.shield), terrain=word(e.terrain))
                     if e.terrain else t("zerywia_sagas.initiation", attr=_attr(e.shield)))
    if card.critical is not None:
        die = (t("zerywia_sagas.critical_any") if card.critical.die == "any"
               else t("zerywia_sagas.die", attr=_attr(card.critical.die)))
        parts.append(t("zerywia_sagas.critical", die=die, gives=_gives(card.critical.runes, card.critical.shields)))
    if card.on_critical is not None and card.on_critical.remove_enemy_shield:
        parts.append(t("zerywia_sagas.on_critical"))
    fx = card.on_gain
    if fx is not None:
        gives = []
        if fx.trophies:
            gives.append(t("zerywia_sagas.trophies", n=fx.trophies))
        if fx.offerings:
            gives.append(t("zerywia_sagas.offerings", n=fx.offerings))
        if fx.restore:
            what = [t("zerywia_sagas.prime") if r == "prime" else t("zerywia_sagas.any_point") if r == "any"
                    else _attr(r) for r in fx.restore]
            gives.append(t("zerywia_sagas.restore", what=", ".join(what)))
        if fx.remove_taint:
            gives.append(t("zerywia_sagas.remove_taint"))
        if gives:
            parts.append(t("zerywia_sagas.on_gain", gives=", ".join(gives)))
    parts += power_parts(card_id)  # the "[Thymor] Action", passives, Camp and Resolution abilities
    return f"{word(card_id)}: " + "; ".join(parts)


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
            t("zerywia_sagas.rewards", list=", ".join(card_brief(r) for r in story.rewards)),
        ))
    return out


def reward_actions(legal: list, seat: int) -> list[TakeOption]:
    """The Reward choices open to ``seat`` now (a Story's second part, AMB-64)."""
    return [a for a in legal if isinstance(a, TakeOption) and a.player == seat and a.option.startswith("story_reward_")]


def reward_card(state, action: TakeOption) -> str:
    """The Reward card a Reward option takes."""
    deck = deck_of(state.heroes[action.player], action.region)
    story = active_story(deck) if deck is not None else None
    assert story is not None, "a Reward option names a deck with an active Story"
    return story.rewards[int(action.option[-1]) - 1]


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
    crowded = len(lines) > 3  # the Memory's 4 decks (AMB-37a): Rewards only where the choice is near
    for block, deck in zip(lines, decks(hero), strict=True):
        rewards = "" if crowded and not deck.quest_done else block.rewards
        for text, size, ink, face, indent in ((block.head, 14, pal["text"], "bold", 0),
                                              (block.task, 13, pal["text"], "regular", 12),
                                              (rewards, 13, pal["muted"], "regular", 12)):
            if not text or y + size > rect.bottom:
                continue
            img = render(fit_text(text, size, rect.w - indent, face), size, ink, face)
            surface.blit(img, (rect.x + indent, y))
            y += img.get_height() + 1
        y += 5
    return y - rect.y

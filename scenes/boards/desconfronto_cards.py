"""Hero card faces for the desConfronto board, the keyword glossary, and a drag controller
that also sends drops on *illegal* figures to the core so the player hears its reason."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from game.core.i18n import language, localized, t
from game.desconfronto.content import card_def
from scenes.icons import emblem
from scenes.widgets.card import CardFace, CardSprite, DragController, render_face

HAND_CARD = (120, 168)
PREVIEW_CARD = (186, 260)
KEYWORDS = ("stunned", "bleeding", "fire", "ice", "thunder", "poison", "wind", "corruption", "purification",
            "exhaustion", "signature", "shields", "vigor", "magical", "physical", "extra_action")  # fmt: skip
# Effect verb -> the symbol shown on the face (the same icons as the playmats and the tray).
VERB_ICONS = {"shields": "dc.shield", "heal": "dc.vigor", "extra_actions": "dc.action", "attack": "dc.hit2",
              "magic": "dc.purified", "wounds": "dc.hit1"}  # fmt: skip


@lru_cache(maxsize=4)
def _glossary(lang: str) -> tuple[tuple[str, str], ...]:
    out: list[tuple[str, str]] = []
    for kw in KEYWORDS:
        text = t(f"dcui.kw.{kw}.text")
        out.extend((word, text) for word in t(f"dcui.kw.{kw}.words").split("|") if word)
    return tuple(out)


def glossary() -> dict[str, str]:
    """Keyword (as spelled in the current language's card text) -> its explanation, plus the
    seat chips' words."""
    tip = t("dcui.board.seat_toggle_tip")
    return {**dict(_glossary(language())), t("dcui.board.bot"): tip, t("dcui.board.human"): tip}


def keyword_glossary() -> dict[str, str]:
    """The card-text keywords alone (for the rules reference): spelling -> explanation."""
    return dict(_glossary(language()))


def card_frames(pal: dict[str, tuple[int, int, int]]) -> dict[str, tuple[int, int, int]]:
    """Signature cards in purification gold, plain actions in parchment brown, reactions in purple."""
    return {"signature": pal["accent"], "action": pal["muted"], "react": pal["accent2"]}


def face_for(card: str, pal: dict[str, tuple[int, int, int]], disabled: bool = False) -> CardFace:
    return _face(card.partition("#")[0], tuple(sorted(pal.items())), disabled, language())


@lru_cache(maxsize=256)
def _face(base: str, pal_items: tuple, disabled: bool, lang: str) -> CardFace:
    cd = card_def(base)
    frames = card_frames(dict(pal_items))
    kind = "react" if cd.react else cd.kind
    icons: list[str] = []
    for e in cd.effects:
        name = f"dc.{e.cond}" if e.verb == "apply" else VERB_ICONS.get(e.verb)
        if name and name not in icons:
            icons.append(name)
    subtitle = t(f"dcui.card.{kind}")
    if cd.shield_value:
        subtitle += f" · {cd.shield_value}"
    return CardFace(
        title=localized(cd.name),
        text=localized(cd.text),
        frame=frames[kind],
        subtitle=subtitle,
        icons=tuple(icons[:4]),
        keywords=tuple(word for word, _ in _glossary(lang)),
        disabled=disabled,
        emblem=emblem("dc_hero", cd.hero),  # the hero's emblem, as on the hero's panel
    )


@lru_cache(maxsize=32)
def preview(face: CardFace) -> pygame.Surface:
    """The large face shown above the hand while the mouse rests on a card."""
    return render_face(face, PREVIEW_CARD)[0]


class BoardDragController(DragController):
    """A ``DragController`` whose drops on a figure the core does *not* allow still reach the core.

    Only legal targets light up (``legal_targets``), but a drop on any other figure
    (``figure_rects``) is sent to ``try_drop`` too: the core refuses it and its reason
    is shown, which teaches more than a silent snap back.
    """

    def __init__(self, legal_targets, try_drop, figure_rects: Callable[[], dict[str, pygame.Rect]], **kw):
        super().__init__(legal_targets, try_drop, **kw)
        self.figure_rects = figure_rects

    def _release(self) -> None:
        card, dragged = self.pressed, self.dragged
        if card is not None and dragged is not None and self._target_under() is None:
            point = (round(self._pointer.x), round(self._pointer.y))
            other = next((ref for ref, rect in self.figure_rects().items() if rect.collidepoint(point)), None)
            if other is not None:
                self._cancel()
                reason = self.try_drop(card.card_id, other)
                if reason is not None:
                    self.toast.show(reason)
                card.move_to((card.home.x, card.home.y), self._snap_time())
                return
        super()._release()


class HandSprites:
    """Sprites for the cards in a hand, kept between state changes so faces render once."""

    def __init__(self) -> None:
        self.sprites: dict[str, CardSprite] = {}

    def layout(
        self, cards: list[str], area: pygame.Rect, pal, playable: set[str], snap: float
    ) -> list[CardSprite]:
        n = len(cards)
        w, h = HAND_CARD
        step = w + 8 if n <= 1 else min(w + 8, (area.w - w) // (n - 1))
        x0 = area.x + max(0, (area.w - (step * (n - 1) + w)) // 2)
        out = []
        for i, card in enumerate(cards):
            face = face_for(card, pal, disabled=card not in playable)
            pos = (x0 + i * step, area.y)
            sprite = self.sprites.get(card)
            if sprite is None:
                sprite = self.sprites[card] = CardSprite(card, face, pos, HAND_CARD)
            else:
                sprite.set_face(face)
                sprite.home = pygame.Vector2(pos)
                sprite.dragging = False
                sprite.move_to(pos, snap if pygame.Vector2(sprite.rect.topleft) != sprite.home else 0.0)
            out.append(sprite)
        for gone in set(self.sprites) - set(cards):
            del self.sprites[gone]
        return out

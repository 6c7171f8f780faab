"""The first-round mulligan on the Coliseum's board (DC-COL-04, L172): the hand stays in view, a click
marks a card to go back to the bottom of the deck (a second click on a name held twice marks both,
one more clears it), and two buttons beside the hand send "Keep the hand" or "Put back N". The action
sent is always one of the core's legal ``Mulligan`` answers (the one with exactly the marked cards).
A mixin of ``ColiseumBoard``."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.core.i18n import t
from game.desconfronto.coliseum_actions import MULLIGAN_SEP, Mulligan
from scenes.boards import desconfronto_layout as L
from scenes.theme import fit_text, render, wrap


def kind_of(card: str) -> str:
    """A card id without its copy number ("artan.vengeance#3" -> "artan.vengeance")."""
    return card.partition("#")[0]


KEEP = pygame.Rect(L.SACRIFICE.x, L.SACRIFICE.y + 70, L.SACRIFICE.w, 44)
PUT_BACK = pygame.Rect(L.SACRIFICE.x, L.SACRIFICE.y + 120, L.SACRIFICE.w, 44)


class MulliganPicker:
    view: Any
    legal: list[Action]
    group: Any
    buttons: dict[str, Any]
    drag: Any
    pal: Any

    if TYPE_CHECKING:

        def viewer(self) -> int | None: ...
        def apply_action(self, action: Action) -> Any: ...
        def on_state_changed(self) -> None: ...

    putback: list[str]

    def mulligan_open(self) -> bool:
        p = self.view.pending
        return p is not None and p.kind == "mulligan" and self.viewer() == p.player and self.group is None

    def mulligans(self) -> list[Mulligan]:
        return [a for a in self.legal if isinstance(a, Mulligan)]

    def marked_action(self) -> Mulligan | None:
        """The legal answer putting back the marked cards. The core lists one answer per set of card
        kinds (two copies of a card are the same choice), so kinds are compared, not copies."""
        want = Counter(kind_of(c) for c in self.putback)
        return next(
            (a for a in self.mulligans() if Counter(kind_of(c) for c in a.cards.split(MULLIGAN_SEP) if c) == want),
            None,
        )

    def sync_mulligan(self) -> None:
        """Show the two buttons only while the picker is open; the count follows the marks."""
        open_ = self.mulligan_open()
        if not open_:
            self.putback = []
        hand = self.view.table.heroes[self.view.pending.player].hand if open_ else ()
        self.putback = [c for c in self.putback if c in hand]
        for key in ("col.keep", "col.put_back"):
            btn = self.buttons.get(key)
            if btn is not None and open_ != bool(btn.visible):
                btn.show() if open_ else btn.hide()
        btn = self.buttons.get("col.put_back")
        if btn is not None:
            text = t("dc_coliseum_ui.mulligan.put_back", n=len(self.putback))
            if btn.text != text:
                btn.set_text(text)
            ok = bool(self.putback) and self.marked_action() is not None
            if ok != btn.is_enabled:
                btn.enable() if ok else btn.disable()

    def toggle_mark(self, card: str) -> None:
        hand = list(self.view.table.heroes[self.view.pending.player].hand)
        if self.putback.count(card) < hand.count(card):
            self.putback.append(card)
        else:
            self.putback = [c for c in self.putback if c != card]
        self.on_state_changed()

    def keep_hand(self) -> None:
        keep = next((a for a in self.mulligans() if not a.cards), None)
        if keep is not None:
            self.apply_action(keep)

    def put_back(self) -> None:
        action = self.marked_action()
        if action is not None and self.putback:
            self.putback = []
            self.apply_action(action)

    def draw_marks(self, surface: pygame.Surface) -> None:
        """A marked card wears a red frame and "back"; the panel beside the hand says what to do."""
        pal = self.pal
        left = Counter(self.putback)
        for sprite in self.drag.cards:
            if left[sprite.card_id] > 0:
                left[sprite.card_id] -= 1
                r = sprite.rect.move(0, -round(sprite.lift)).inflate(8, 8)
                pygame.draw.rect(surface, pal["bad"], r, 4, 12)
                tag = render(t("dc_coliseum_ui.mulligan.mark"), 13, (250, 246, 236), "bold")
                box = tag.get_rect(midtop=(r.centerx, r.y + 4)).inflate(10, 4)
                pygame.draw.rect(surface, pal["bad"], box, 0, 6)
                surface.blit(tag, tag.get_rect(center=box.center))

    def draw_picker_side(self, surface: pygame.Surface) -> None:
        r = L.SACRIFICE
        pygame.draw.rect(surface, self.pal["bg2"], r, 0, 10)
        pygame.draw.rect(surface, self.pal["accent2"], r, 2, 10)
        y = r.y + 6
        for line in wrap(t("dc_coliseum_ui.mulligan.hint"), 12, r.w - 8, "bold")[:4]:
            img = render(fit_text(line, 12, r.w - 8, "bold"), 12, self.pal["text"], "bold")
            surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += 15

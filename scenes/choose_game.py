"""Choose a game. A game whose package is not registered yet shows as "coming soon", disabled; a game
whose content files are broken shows the file, entry and field instead of its blurb and cannot be started
(the other games stay playable)."""

from __future__ import annotations

from functools import partial

import pygame
import pygame_gui

from game.core.i18n import t
from scenes.stack import Scene
from scenes.theme import render, wrap

GAMES = ("desconfronto", "fortress", "zerywia")
CARD_W, CARD_H, CARD_Y = 360, 380, 150


def card_x(i: int) -> int:
    gap = (1280 - 3 * CARD_W) // 4
    return gap + i * (CARD_W + gap)


class ChooseGameScene(Scene):
    escape_pops = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.registered: dict[str, object] = {}
        self.broken: dict[str, str] = {}
        self.error = ""

    def _registered(self) -> dict[str, object]:
        from game.core.registry import all_games, broken_games

        try:
            self.broken = broken_games()
            return {g.name: g for g in all_games()}
        except Exception as exc:  # a game package that fails to import must not take the menu down
            self.error = t("choose.import_failed", reason=str(exc))
            return {}

    def build(self) -> None:
        root = self.make_root()
        self.registered = self._registered()
        pygame_gui.elements.UILabel(
            pygame.Rect(0, 50, 1280, 60), t("choose.title"), self.app.ui, container=root, object_id="@title"
        )
        for i, name in enumerate(GAMES):
            ok = name in self.registered
            rect = (card_x(i) + 30, CARD_Y + CARD_H - 70, CARD_W - 60, 50)
            label = (
                t("choose.play")
                if ok
                else t("hostile.choose.broken" if name in self.broken else "choose.coming_soon")
            )
            self.button(f"choose.{name}", rect, partial(self.choose, name), text=label, enabled=ok)
        self.button("common.back", (40, 640, 200, 50), self.app.stack.pop)
        if self.error:
            pygame_gui.elements.UILabel(
                pygame.Rect(260, 645, 980, 40), self.error, self.app.ui, container=root, object_id="@error"
            )

    def choose(self, name: str) -> None:
        from scenes.setup_scene import SetupScene

        self.app.stack.push(SetupScene(self.app, self.registered[name]))

    def _shade(self, size: tuple[int, int]) -> pygame.Surface:
        if getattr(self, "_shade_surface", None) is None:
            shade = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=16)
            self._shade_surface = shade
        return self._shade_surface

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.app.palette()["bg"])
        for i, name in enumerate(GAMES):
            pal = self.app.palette(name)
            x = card_x(i)
            card = pygame.Rect(x, CARD_Y, CARD_W, CARD_H)
            pygame.draw.rect(surface, pal["bg"], card, border_radius=16)
            pygame.draw.rect(surface, pal["accent"], card, width=4, border_radius=16)
            pygame.draw.rect(surface, pal["accent2"], (x + 4, CARD_Y + 4, CARD_W - 8, 12), border_radius=6)
            title = render(t(f"games.{name}.title"), 28, pal["text"], "bold")
            surface.blit(title, title.get_rect(midtop=(card.centerx, CARD_Y + 32)))
            y = CARD_Y + 90
            if name in self.broken:  # say exactly what is wrong, so it can be fixed
                text, size, ink = t("hostile.choose.broken_reason", reason=self.broken[name]), 15, pal["text"]
            else:
                text, size, ink = t(f"games.{name}.blurb"), 17, pal["text"]
            for line in wrap(text, size, CARD_W - 48)[:10]:
                surface.blit(render(line, size, ink), (x + 24, y))
                y += size + 8
            if name not in self.registered:
                # Greyed card: not only a colour cue, the button also says "coming soon".
                surface.blit(self._shade(card.size), card.topleft)

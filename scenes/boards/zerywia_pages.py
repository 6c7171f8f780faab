"""The scenario's two Scenario Cards on the Zerywia board (L406: the Black Page "unveiled and placed
right next to the Page of Dawn, in a place accessible to all players"): a button on the top bar
names their number and opens both cards side by side — each one's name, its paragraphs, and what a
Success or a Failure does in a campaign (L1210). The Memory of the World uses no Pages (L1122): no
button there. The texts are the content's own (game/zerywia/pages.py); nothing here decides a rule.
"""

from __future__ import annotations

import pygame

from game.core.i18n import localized, t
from game.zerywia.content_models import PageM
from game.zerywia.pages import Pages, pages_of
from game.zerywia.scenarios import scenario_id
from scenes.boards.dialog_frame import Shade, draw_dialog
from scenes.stack import Scene
from scenes.theme import fit_text, render
from scenes.widgets.fonts import wrap

OPEN = "zerywia_pages.open"
CLOSE = "zerywia_pages.close"
BUTTON = pygame.Rect(1024, 3, 250, 30)  # the top bar's right end, above the heroes' panel
PANEL = pygame.Rect(110, 110, 1060, 470)
GAP, PAD = 20, 20
TEXT, LINE_H = 14, 19


def board_pages(board) -> Pages | None:
    return pages_of(scenario_id(board.session.state.setup))


def add_button(board) -> None:
    """The board's button to the Pages, where its scenario has them."""
    pages = board_pages(board)
    if pages is None:
        return
    board.button(OPEN, BUTTON, lambda: board.app.stack.push(ZerywiaPagesScene(board.app, pages)),
                 text=t(OPEN, n=pages.dawn.number), object_id="@action_button",
                 tooltip=t("zerywia_pages.open_tip"))


def card_texts(page: PageM) -> list[tuple[str, str]]:
    """What one card shows, in the current language, as (style, text): its heading, its name, its
    paragraphs and its campaign consequence (tests read these; ``draw`` draws them)."""
    out = [("head", t(f"zerywia_pages.{page.kind}", n=page.number)), ("name", localized(page.name))]
    out += [("text", localized(p)) for p in page.text]
    consequence = page.success or page.failure
    if consequence is not None:
        out.append(("campaign", localized(consequence.text)))
    return out


class ZerywiaPagesScene(Scene):
    opaque = False

    def __init__(self, app, pages: Pages) -> None:
        super().__init__(app)
        self.shade = Shade((0, 0, 0, 150))  # made once, not every frame (dialog_frame.py)
        self.pages = pages

    def build(self) -> None:
        self.make_root(layer=5)
        self.button(CLOSE, (PANEL.right - 150, PANEL.bottom - 50, 130, 38), self.close, object_id="@action_button")

    def close(self) -> None:
        self.app.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not PANEL.collidepoint(self.app.ui.logical_mouse):
            self.close()
            return True
        return False

    def card_rects(self) -> list[pygame.Rect]:
        w = (PANEL.w - 2 * PAD - GAP) // 2
        top, bottom = PANEL.y + 58, PANEL.bottom - 62
        return [pygame.Rect(PANEL.x + PAD + i * (w + GAP), top, w, bottom - top) for i in range(2)]

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette("zerywia")
        draw_dialog(surface, self.shade, PANEL, pal, fill="panel", border=2)
        scenario = t("zerywia.scenario." + self.pages.dawn.scenario)
        title = fit_text(t("zerywia_pages.title", scenario=scenario), 22, PANEL.w - 2 * PAD, "bold")
        surface.blit(render(title, 22, pal["text"], "bold"), (PANEL.x + PAD, PANEL.y + 16))
        for page, rect in zip((self.pages.dawn, self.pages.black), self.card_rects(), strict=True):
            self._card(surface, page, rect, pal)
        hint = fit_text(t("zerywia_pages.hint"), 12, PANEL.w - 200, "regular")
        surface.blit(render(hint, 12, pal["muted"]), (PANEL.x + PAD, PANEL.bottom - 38))

    def _card(self, surface: pygame.Surface, page: PageM, rect: pygame.Rect, pal) -> None:
        dark = page.kind == "black"  # the Black Page is drawn dark, the Page of Dawn light
        paper, ink = (pal["bg2"], pal["text"]) if not dark else ((46, 42, 52), (236, 230, 220))
        mark = pal["accent"] if not dark else (238, 176, 150)  # the heading and the campaign line, readable on both
        pygame.draw.rect(surface, paper, rect, border_radius=10)
        pygame.draw.rect(surface, pal["accent"], rect, 1, 10)
        x, y, w = rect.x + 14, rect.y + 12, rect.w - 28
        for style, text in card_texts(page):
            size, face = {"head": (13, "regular"), "name": (18, "bold")}.get(style, (TEXT, "regular"))
            colour = mark if style in ("head", "campaign") else ink
            if style == "campaign":
                y += 6
                pygame.draw.line(surface, pal["accent"], (x, y), (x + w, y))
                y += 8
            lines = wrap(text, size, w, face) if style in ("text", "campaign") else [fit_text(text, size, w, face)]
            for line in lines:
                if y + LINE_H > rect.bottom - 8:
                    return
                surface.blit(render(line, size, colour, face), (x, y))
                y += LINE_H if size <= TEXT else size + 8
            y += 6

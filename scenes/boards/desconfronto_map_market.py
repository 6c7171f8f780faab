"""The campaign's market after a won combat (L112, L305-311) is the Hunt's market screen; only its
Hunt-specific lines (the horde strip, "after horde N", the Wandering Market's purchase caps) are
covered with the campaign's own: where the group fought, whether the card has a shop (without one, the
empty grid says so instead of the Hunt's "nothing yet"), the pool; the status line (map screen) and the
hero screen's Specialization line (the Prestige mission, not "after horde 3") say the campaign's words."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import t
from game.desconfronto.campaign import words
from scenes.boards import desconfronto_hunt as HS
from scenes.boards.desconfronto_hunt_text import shopper_line
from scenes.theme import fit_text, render, wrap


def draw_market_heads(surface: pygame.Surface, table: Any, seat: int, bot: bool, pal: dict) -> None:
    """``table``: the seat's view (``table.campaign``, ``table.run``)."""
    camp = table.campaign
    strip = HS.STRIP
    pygame.draw.rect(surface, pal["bg"], strip.inflate(4, 4))
    pygame.draw.rect(surface, pal["panel"], strip, 0, 8)
    pygame.draw.rect(surface, pal["muted"], strip, 1, 8)
    line = t("dc_campaign_ui.market.strip", card=words.card_title(camp.at), revealed=len(camp.revealed))
    s = render(fit_text(line, 15, strip.w - 24, "bold"), 15, pal["text"], "bold")
    surface.blit(s, (strip.x + 12, strip.centery - s.get_height() // 2))
    main = HS.MAIN
    head = pygame.Rect(main.x + 3, main.y + 3, main.w - 6, HS.GRID_Y - 10)
    pygame.draw.rect(surface, pal["panel"], head)
    x, w = main.x + 14, main.w - 28
    shop = bool(table.run.market)
    texts = [
        (t("dc_campaign_ui.market.head", card=words.card_title(camp.at)), 18, pal["text"], "bold"),
        (shopper_line(table, seat, bot) + " · " + t("dchuntui.market.fragments", n=table.fragments), 14,
         pal["accent2"], "bold"),
        (t("dc_campaign_ui.market.shop" if shop else "dc_campaign_ui.market.no_shop"), 12, pal["text"], "regular"),
    ]  # fmt: skip
    y = main.y + 8
    for text, size, ink, face in texts:
        s = render(fit_text(text, size, w, face), size, ink, face)
        surface.blit(s, (x, y))
        y += s.get_height() + 2
    if not shop:  # the Hunt's "Nothing yet for this hero" would read as a market still to come
        note = pygame.Rect(main.x + 3, main.y + HS.GRID_Y, main.w - 6, 44)
        pygame.draw.rect(surface, pal["panel"], note)
        y = note.y + 8
        for part in wrap(t("dc_campaign_ui.market.no_stock"), 13, w, "italic")[:2]:
            surface.blit(render(part, 13, pal["muted"], "italic"), (x, y))
            y += 17

"""The campaign journal (issue 11): open from the map and from a combat board (J or its button).

The scrolls read, each reopened with a click; the side missions done and open per hero (the Legendary
Weapon, the Prestige Class and its path); the Guardians and the Akari beaten; the rest tokens left; the
party (level, Vigor, items), the campaign's tier shift and the secrets received (DC-SEC-03..05). Reads
only the seat's campaign view (``board.view.table.campaign``, campaign/view.py): what is on the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import localized, t
from game.desconfronto.campaign import words
from game.desconfronto.campaign.map_cards import AKARI_TEMPLES
from game.desconfronto.campaign.world import the_map
from game.desconfronto.content import HEROES
from scenes.boards.desconfronto_map_pages import PageScene, page_entry
from scenes.boards.desconfronto_text import hero_name, item_name
from scenes.stack import ModalScene
from scenes.theme import fit_text, render, wrap

PAGE_ROWS = 12


def mission_lines(table: Any) -> list[str]:
    camp = table.campaign
    out = []
    for h in camp.party:
        done = {m["kind"]: m for m in camp.missions if m["seat"] == h.seat}
        weapon = t("dc_campaign_ui.journal.done", card=done["weapon"]["card"]) if "weapon" in done else t(
            "dc_campaign_ui.journal.open")  # fmt: skip
        if "prestige" in done:
            prestige = t("dc_campaign_ui.journal.done", card=done["prestige"]["card"])
            if h.subclass:
                sub = HEROES[h.hero].subclass(h.subclass)
                if sub is not None:
                    prestige += f" — {localized(sub.name)} ({t('dccmp.path.' + sub.path)})"
        else:
            prestige = t("dc_campaign_ui.journal.open")
        out.append(t("dc_campaign_ui.journal.missions_of", hero=hero_name(table, h.seat), weapon=weapon,
                     prestige=prestige))  # fmt: skip
    return out


def foe_lines(table: Any) -> list[str]:
    camp = table.campaign
    out = []
    for label, ids in (("guardians", [c.id for c in the_map().corners()]), ("akari", list(AKARI_TEMPLES))):
        marks = [f"{cid} {t('dc_campaign_ui.journal.mark_' + ('beaten' if cid in camp.beaten else 'standing'))}" for cid in ids]
        beaten = sum(1 for c in ids if c in camp.beaten)
        out.append(t(f"dc_campaign_ui.journal.{label}", n=beaten, total=len(ids), cards=", ".join(marks)))
    return out


def party_lines(table: Any) -> list[str]:
    out = []
    camp = table.campaign
    for h in camp.party:
        items = [item_name(i) for i in h.items]
        out.append(t("dc_campaign_ui.journal.hero", hero=hero_name(table, h.seat), level=h.level, vigor=h.vigor,
                     max=h.max_vigor, items=", ".join(items) or t("dc_campaign_ui.side.none")))  # fmt: skip
    shift = camp.tier_shift
    if isinstance(shift, tuple) and any(shift):  # DC-DIFF-03: the campaign's tier shift, creature by creature
        out.append(t("dc_campaign_ui.journal.tier_shift_each", shifts=" ".join(f"{s:+d}" for s in shift)))
    elif isinstance(shift, int) and shift:
        out.append(t("dc_campaign_ui.journal.tier_shift", shift=f"{shift:+d}"))
    return out


def secret_lines(table: Any) -> list[str]:
    """DC-SEC-03..05 (hidden until received, DC-GEN-02): the secret rewards and the last battle."""
    camp = table.campaign
    out = [t(f"dc_campaign_ui.journal.secret.{s}") for s in camp.secrets]
    if camp.pharanor_offered:
        out.append(t("dc_campaign_ui.journal.secret.pharanor_waits"))
    if camp.pharanor_seat >= 0:
        out.append(t("dc_campaign_ui.journal.secret.pharanor_fighting", hero=localized(HEROES["pharanor"].name)))
    return out


class JournalScene(ModalScene):
    PANEL = pygame.Rect(40, 30, 1200, 660)
    SHADE_ALPHA = 170

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        self.page = 0

    @property
    def table(self) -> Any:
        """The seat's view of the table (its ``campaign`` is campaign/view.py's ``CampaignView``)."""
        return self.board.view.table

    def read_pages(self) -> list[str]:
        return list(self.table.campaign.pages)

    def build(self) -> None:
        self.make_root(layer=5)
        p = self.PANEL
        pages = self.read_pages()
        shown = pages[self.page * PAGE_ROWS : (self.page + 1) * PAGE_ROWS]
        for i, page in enumerate(shown):
            title = words.page_title(page)
            self.button(f"cmp.journal.page:{i}", (p.x + 30, p.y + 100 + i * 40, 440, 34), self._reader(page),
                        text=fit_text(title, 14, 420), object_id="@action_button", tooltip=title)  # fmt: skip
        if len(pages) > PAGE_ROWS:
            n = -(-len(pages) // PAGE_ROWS)
            self.button("cmp.journal.more", (p.x + 30, p.bottom - 70, 220, 40), self.next_page,
                        text=t("dc_campaign_ui.journal.more", page=self.page + 1, pages=n), object_id="@action_button")  # fmt: skip
        self.button("cmp.journal.close", (p.right - 250, p.bottom - 70, 220, 44), self.app.stack.pop,
                    text=t("dc_campaign_ui.journal.close"), object_id="@action_button")  # fmt: skip

    def next_page(self) -> None:
        n = -(-len(self.read_pages()) // PAGE_ROWS)
        self.page = (self.page + 1) % max(1, n)
        self.rebuild()

    def _reader(self, page: str) -> Callable[[], None]:
        return lambda: self.reread(page)

    def reread(self, page: str) -> None:
        self.app.stack.push(PageScene(self.app, [page_entry(page)]))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_j:
            self.app.stack.pop()
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pal = self.app.palette("desconfronto")
        p = self.PANEL
        pygame.draw.rect(surface, pal["panel"], p, 0, 14)
        pygame.draw.rect(surface, pal["accent"], p, 3, 14)
        surface.blit(render(t("dc_campaign_ui.journal.title"), 26, pal["text"], "bold"), (p.x + 30, p.y + 18))
        surface.blit(render(t("dc_campaign_ui.journal.scrolls"), 17, pal["accent2"], "bold"), (p.x + 30, p.y + 68))
        x, w = p.x + 510, p.w - 540
        y = p.y + 68
        camp = self.table.campaign
        sections = [
            ("missions", mission_lines(self.table)),
            ("foes", foe_lines(self.table)),
            ("rests", [", ".join(t(f"dccmp.rest.{k}") for k in camp.tokens) or t("dc_campaign_ui.side.none")]),
            ("party", party_lines(self.table)),
        ]
        fragments = t("dc_campaign_ui.side.fragments", n=camp.fragments)
        sections[3][1].append(fragments)
        secrets = secret_lines(self.table)
        if secrets:  # DC-GEN-02: no heading at all until a secret is met
            sections.append(("secret.heading", secrets))
        for key, lines in sections:
            surface.blit(render(t(f"dc_campaign_ui.journal.{key}"), 17, pal["accent2"], "bold"), (x, y))
            y += 26
            for line in lines:
                for part in wrap(line, 13, w)[:3]:
                    surface.blit(render(part, 13, pal["text"]), (x + 8, y))
                    y += 18
                y += 4
            y += 10

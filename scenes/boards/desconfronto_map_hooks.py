"""What the desConfronto board does only in a campaign (issue 11), kept out of the board's own module:
the map screen's input and easing, the journal (J, and a button on the combat board too), and the story
pages — every ``dc.page`` event and a road event's outcome open as readable pages, queued, whoever acted
(a bot's move into a new area still shows its introduction to the table). A fresh campaign opens with
Scroll 2's introduction (Scroll 1 was read on the New game screen, L256)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.i18n import t
from scenes.boards.desconfronto_map_pages import PageScene, page_entry

JOURNAL_IN_COMBAT = pygame.Rect(1148, 12, 120, 34)  # over the seat bar's right end, clear of its chips


class CampaignHooks:
    if False:  # the board's attributes this mixin uses (typing only)
        session: Any
        app: Any
        hunt: Any
        buttons: dict[str, Any]

        def button(self, *args: Any, **kwargs: Any) -> Any: ...

    def is_campaign(self) -> bool:
        return self.session.state.campaign is not None

    def open_journal(self) -> None:
        from scenes.boards.desconfronto_journal import JournalScene

        self.app.stack.push(JournalScene(self.app, self))

    def campaign_event(self, event: pygame.event.Event) -> bool:
        if not self.is_campaign():
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_j:
            self.open_journal()
            return True
        if self.session.state.phase == "run" and hasattr(self.hunt, "handle_event"):
            return bool(self.hunt.handle_event(event))
        return False

    def campaign_combat_widgets(self) -> None:
        """The journal's button on the combat board (its own key: the run screen's clear leaves it)."""
        if self.is_campaign() and "cmpc.journal" not in self.buttons:
            self.button("cmpc.journal", JOURNAL_IN_COMBAT, self.open_journal, text=t("dc_campaign_ui.journal.button"),
                        object_id="@action_button", tooltip=t("dc_campaign_ui.journal.tip"))  # fmt: skip

    def campaign_pages(self, events: list[Any]) -> None:
        if not self.is_campaign():
            return
        from scenes.boards.desconfronto_map import road_outcome

        pages = [page_entry(str(e.data["page"])) for e in events if e.kind == "dc.page"]
        outcome = road_outcome(self.session.state, events)
        if outcome is not None:
            pages.insert(0, outcome)
        self.show_pages(pages)

    def show_pages(self, pages: list[tuple[str, str]]) -> None:
        if not pages:
            return
        top = self.app.stack.top
        if isinstance(top, PageScene) and top is not self:  # queue behind the page being read
            top.pages += pages
            top.rebuild()
            return
        self.app.stack.push(PageScene(self.app, pages))

    def campaign_update(self, dt: float) -> None:
        if not self.is_campaign():
            return
        if not getattr(self, "_opening_read", False):
            self._opening_read = True
            if not self.session.actions:  # a new campaign: Scroll 2's introduction before the K0 combat
                self.show_pages([page_entry("scroll2.intro")])
        if hasattr(self.hunt, "update"):
            self.hunt.update(dt)

    def campaign_moving(self) -> bool:
        return self.is_campaign() and bool(getattr(self.hunt, "moving", False))

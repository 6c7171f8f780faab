"""A Zerywia campaign on screen (issue 13): start one from the New game screen, continue it, see what
each hero carries (the Path Stone, its God, the Primal Taints, the kept cards and tokens, the
Garrison and Watchstone kept) and choose the next scenario.

The rules are the core's (``game.zerywia.campaign``); this module only calls them and words the
record. The campaign file is ``saves.zerywia_campaign``; the scenario under way is an ordinary save
in its own slot (``game_slot``), which the board's Save and autosave write (``BoardScene``).
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.core.i18n import t
from game.zerywia import campaign as zc
from game.zerywia.scenarios import SCENARIOS
from game.zerywia.words import word
from saves.errors import SaveError
from saves.zerywia_campaign import ZerywiaCampaigns, game_slot
from scenes.stack import Scene
from scenes.theme import fit_text, render
from scenes.widgets.fonts import wrap


def campaigns(app: Any) -> ZerywiaCampaigns:
    return ZerywiaCampaigns(app.save_dir)


def new_name(app: Any) -> str:
    taken = set(campaigns(app).names())
    n = 1
    while f"zw-{n}" in taken:
        n += 1
    return f"zw-{n}"


def start_scenario(app: Any, name: str, camp: zc.Campaign, scenario: str, bots: dict[str, str] | None = None) -> None:
    """The campaign's next scenario from its record, saved at once, on the board."""
    from game.core.registry import get_game
    from game.core.session import Session
    from scenes.menu import MainMenuScene, open_board

    game = get_game("zerywia")
    setup = game.normalize_setup({**zc.next_setup(camp, scenario), "campaign": name})
    session = Session.new(game, setup, zc.next_seed(camp), auto_resolve=app.settings.auto_resolve)
    meta = {"bots": dict(bots or {})}
    app.save_store().save(session, game_slot(name), meta)
    campaigns(app).save(name, camp, game_slot(name))
    app.stack.reset(MainMenuScene(app))
    app.stack.push(open_board(app, session, meta))


def start_campaign(app: Any, setup: dict[str, Any], seed: int, bots: dict[str, str]) -> None:
    """From the New game screen: the chosen heroes become a campaign; its first scenario starts."""
    camp = zc.new_campaign(list(setup["heroes"]), seed=seed, packs=list(setup.get("packs", [])))
    start_scenario(app, new_name(app), camp, str(setup.get("scenario", "path")), bots)


def fold_finished(app: Any, name: str, session: Any) -> zc.Campaign:
    """A campaign scenario's end folded into the record, once (the record then names no game)."""
    store = campaigns(app)
    camp, slot, _ = store.load(name)
    if slot == game_slot(name) and session.is_over() is not None:
        zc.fold(camp, session.state)
        store.save(name, camp, "")
    return camp


def continue_campaign(app: Any, name: str = "") -> str:
    """The latest campaign (or ``name``): its scenario under way on the board, or — between
    scenarios — the campaign screen. Returns a sentence when there is nothing to open."""
    from scenes.menu import MainMenuScene, open_board

    store = campaigns(app)
    names = store.names()
    name = name or (names[0] if names else "")
    if not name:
        return t("zerywia.campaign.none")
    try:
        camp, slot, _ = store.load(name)
        if slot:
            loaded = app.save_store().load(slot)
            if loaded.session.is_over() is None:
                app.stack.reset(MainMenuScene(app))
                app.stack.push(open_board(app, loaded.session, loaded.meta))
                return ""
            camp = fold_finished(app, name, loaded.session)
    except SaveError as exc:
        return exc.reason if hasattr(exc, "reason") else str(exc)
    app.stack.push(ZerywiaCampaignScene(app, name, camp))
    return ""


def seat_lines(camp: zc.Campaign) -> list[list[str]]:
    """What each player's hero carries, in words (tests read what a player reads)."""
    out = []
    last = camp.played[-1].heroes if camp.played else []
    for i, seat in enumerate(camp.seats):
        lines = []
        hero = seat.hero
        if hero is None:
            lost = word(last[i]) if i < len(last) else ""
            lines.append(t("zerywia.campaign.lost_hero", hero=lost))
        else:
            paths = ", ".join(word(p) for p in hero.paths) or t("zerywia.campaign.empty_stone")
            god = word(hero.god) if hero.god else t("zerywia.word.none")
            lines.append(t("zerywia.campaign.hero_line", hero=word(hero.hero), paths=paths, god=god))
            lines.append(t(
                "zerywia.campaign.hero_more",
                primal=", ".join(word(a) for a in hero.primal) or t("zerywia.word.none"),
                items=", ".join(word(i) for i in hero.items) or t("zerywia.word.none"),
                trophies=hero.trophies, offerings=hero.offerings,
            ))
        lines.append(t("zerywia.campaign.guards", garrison=seat.garrison, watchstone=seat.watchstone))
        out.append(lines)
    return out


def due_lines(camp: zc.Campaign) -> list[str]:
    """The last scenario's Scenario Card consequence (L1210, game/zerywia/pages.py), in words."""
    done = camp.played[-1].consequence if camp.played else {}
    return [t(f"zerywia_pages.due_{k}", n=done[k]) for k in zc.CONSEQUENCES if done.get(k)]


def played_lines(camp: zc.Campaign) -> list[str]:
    return [
        t(f"zerywia.campaign.result_{p.outcome}", scenario=t(f"zerywia.scenario.{p.scenario}"))
        for p in camp.played
    ]


class ZerywiaCampaignScene(Scene):
    """The campaign between scenarios: the heroes' memory, the scenarios played, the next one."""

    escape_pops = True

    def __init__(self, app: Any, name: str, camp: zc.Campaign) -> None:
        super().__init__(app)
        self.name = name
        self.camp = camp
        self.scenario = "memory" if camp.played else "path"
        self.error = ""
        self.picks: dict[int, str] = {}  # a waiting seat's new hero
        self.dropdowns: dict[Any, tuple[str, int]] = {}

    def build(self) -> None:
        root = self.make_root()
        ui = self.app.ui
        self.dropdowns.clear()
        pygame_gui.elements.UILabel(pygame.Rect(0, 30, 1280, 60), t("zerywia.campaign.title"), ui,
                                    container=root, object_id="@title")
        pygame_gui.elements.UILabel(pygame.Rect(80, 96, 1120, 30),
                                    self.played_text(), ui,
                                    container=root, object_id="@subtitle")
        taken = set(self.camp.heroes()) | set(self.camp.fallen())
        for seat in self.camp.waiting():
            free = [h for h in self.camp.offered() if h not in taken]
            if not free:  # every other hero of the box is played or lost: this seat cannot go on
                continue
            pick = self.picks.setdefault(seat, free[0])
            options: list[str | tuple[str, str]] = [(word(h), h) for h in free]
            menu = pygame_gui.elements.UIDropDownMenu(
                options, next(o for o in options if o[1] == pick), pygame.Rect(940, 140 + 110 * seat + 32, 260, 36),
                ui, container=root,
            )
            self.dropdowns[menu] = ("hero", seat)
            taken.add(pick)
        scenarios: list[str | tuple[str, str]] = [(t(f"zerywia.scenario.{s}"), s) for s in SCENARIOS]
        menu = pygame_gui.elements.UIDropDownMenu(
            scenarios, next(o for o in scenarios if o[1] == self.scenario), pygame.Rect(740, 590, 460, 40), ui,
            container=root,
        )
        self.dropdowns[menu] = ("scenario", 0)
        pygame_gui.elements.UILabel(pygame.Rect(500, 590, 230, 40), t("zerywia.setup.scenario"), ui,
                                    container=root, object_id="@field_label")
        self.error_label = pygame_gui.elements.UILabel(pygame.Rect(260, 650, 700, 36), self.error, ui,
                                                       container=root, object_id="@error")
        self.button("common.back", (40, 640, 200, 50), self.app.stack.pop)
        self.button("zerywia.campaign.next", (1000, 640, 240, 50), self.next_scenario)

    def played_text(self) -> str:
        line = t("zerywia.campaign.played", n=len(self.camp.played))
        packs = [t(f"zerywia_packs.pack.{p}") for p in self.camp.packs]  # the campaign's expansions
        extra = [f"{t('zerywia_packs.setup.expansions')}: {', '.join(packs)}"] if packs else []
        return " — ".join([line, *played_lines(self.camp)[-3:], *extra])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.dropdowns:
            what, seat = self.dropdowns[event.ui_element]
            value = event.ui_element.selected_option[1]
            if what == "scenario":
                self.scenario = value
            else:
                self.picks[seat] = value
            self.rebuild()
            return True
        return super().handle_event(event)

    def next_scenario(self) -> None:
        try:
            for seat in self.camp.waiting():
                if seat not in self.picks:
                    raise ValueError(t("zerywia.campaign.choose_hero"))
                zc.replace_hero(self.camp, seat, self.picks[seat])
            start_scenario(self.app, self.name, self.camp, self.scenario)
        except (ValueError, SaveError) as exc:
            self.error = getattr(exc, "reason", "") or str(exc)
            self.error_label.set_text(self.error)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.app.palette()
        accent = self.app.palette("zerywia")
        surface.fill(pal["bg"])
        pygame.draw.rect(surface, accent["accent"], (0, 0, 1280, 8))
        pygame.draw.rect(surface, accent["accent2"], (0, 8, 1280, 4))
        for i, lines in enumerate(seat_lines(self.camp)):
            y = 140 + 110 * i
            pygame.draw.rect(surface, pal["bg2"], (60, y, 1160, 100), border_radius=12)
            for j, line in enumerate(lines):
                size, colour = (18, pal["accent"]) if j == 0 else (16, pal["text"])
                surface.blit(render(fit_text(line, size, 1120), size, colour, "bold" if j == 0 else ""), (80, y + 10 + 28 * j))
        y = 592  # left of the Scenario chooser, under the fourth seat's row
        for line in [w for text in due_lines(self.camp) for w in wrap(text, 13, 420)][:2]:
            surface.blit(render(line, 13, pal["accent"]), (60, y))
            y += 18

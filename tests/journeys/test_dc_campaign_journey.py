"""A campaign from the main menu, by injected mouse and keys (issue 11, DC-CMP-04/08/12/13/19):
New game -> desConfronto -> Mode Campaign -> the prologue (Scroll 1, L256) read before the heroes are
chosen -> 2 heroes, seat 2 a greedy bot -> Start; Scroll 2's introduction; the K0 combat (won through the
test hook the Hunt's bench uses: the last creatures fall and the one end check runs, so the journey is
about the campaign's screens, not a whole combat by drags); Scroll 2's conclusion (L257); the market
(the human leaves by a click, the bot shops); a click on a lit road-event card of the map (the Move);
Scroll 3's introduction; the road event answered by its button and its outcome read; the journal by J;
save, quit, relaunch on the same saves folder, Continue: the map is as it was."""

from __future__ import annotations

import pygame

from game.core.i18n import t
from game.desconfronto import GAME, outcome
from game.desconfronto.campaign.world import the_map
from game.desconfronto.campaign_actions import Move, RoadChoice
from game.desconfronto.run_actions import DoneShopping
from tests.journeys.player import KIND_TEXT, continue_game, current_board, save_and_quit, scene_name, wait_for

SEED = 4
# What this journey picks from the setup's dropdowns, in order (test_journey_pairwise counts them).
CAMPAIGN_CHOICES = (
    ("mode", t("dc.setup.mode_campaign")),
    ("ironman", t("dc.setup.ironman_yes")),
    ("ironman", t("dc.setup.ironman_no")),
)


def read_page(h, title_part: str = "") -> str:
    """The page on top is read and closed by its Continue button; returns its title."""
    wait_for(h, lambda: scene_name(h) == "PageScene")
    title = h.top.pages[0][0]
    assert title_part in title, title
    while scene_name(h) == "PageScene":
        h.click_button("cmp.page.continue")
    return title


def win_the_combat(h, board) -> None:
    """Test hook: every creature falls; the end check runs as a killing blow would leave it."""
    s = board.session
    for c in s.state.creatures:
        c.vigor, c.defeated = 0, True
    events = outcome.check_end(s.state)
    s.touch()
    board.on_events(events)
    board.on_state_changed()
    h.advance(3)


def test_campaign_from_the_menu_prologue_k0_market_road_event_journal_save_continue(launch):
    h = launch("en")
    h.click_button("menu.new_game")
    h.click_button("choose.desconfronto")
    assert scene_name(h) == "SetupScene"
    h.choose_dropdown(*CAMPAIGN_CHOICES[0])
    # DC-CMP-04 (L256): Scroll 1 is read before the heroes are chosen; the setup waits under it.
    title = read_page(h, t("dccmp.scroll_title", number=1, title="").split(":")[0])
    assert "1" in title and scene_name(h) == "SetupScene"
    for key, text in CAMPAIGN_CHOICES[1:]:  # the Ironman toggle, on and off again (a normal save slot here)
        h.choose_dropdown(key, text)
    assert "ironman" not in GAME.normalize_setup(h.top.chosen_setup())
    h.choose_dropdown("players", t("setup.n2"))
    h.choose_dropdown("hero1", t("dc.hero.artan"))
    h.choose_dropdown("hero2", t("dc.hero.fildon"))
    h.choose_dropdown(("seat", 1), t(KIND_TEXT["greedy"]))
    entry = h.top.seed_entry
    h.click(h.app.letterbox.to_window(entry.get_abs_rect().center))
    h.type_text(str(SEED))
    h.click_button("newgame.start")
    board = current_board(h)
    s = board.session
    assert s.setup["mode"] == "campaign" and [x.hero for x in s.state.heroes] == ["artan", "fildon"]
    read_page(h, "Scroll 2")  # its introduction, then the K0 combat (L257)
    assert s.state.campaign.at == "K0" and s.state.phase != "run"
    win_the_combat(h, board)
    read_page(h, t("dccmp.part.conclusion", title=""))  # DC-CMP-13: Scroll 2's conclusion after K0
    assert "scroll2.conclusion" in s.state.campaign.pages
    wait_for(h, lambda: s.state.pending is not None and s.state.pending.kind == "market" and board.acting_seat() == 0)
    h.click_button("hunt.leave")
    assert DoneShopping(0) in s.actions
    wait_for(h, lambda: s.state.pending.kind == "map" and board.acting_seat() == 0)  # the bot shopped
    assert DoneShopping(1) in s.actions
    screen = board.hunt
    road = [c for c in screen.model().moves if "road_event" in the_map().cards[c].symbols]
    assert road, "a road-event card is next to Kalahad"
    target = road[0]
    # DC-CMP-08: a click on a lit card moves the group there (a window pixel over the card).
    h.click(h.app.letterbox.to_window(screen.card_centre(target)))
    assert s.actions[-1] == Move(0, target) and s.state.campaign.at == target
    read_page(h, "Scroll 3")  # DC-CMP-12: a new area's introduction on first entering it
    assert s.state.pending.kind == "road"  # DC-CMP-19: the road event before the combat
    h.click_button("cmp.pick:0")
    assert isinstance(s.actions[-1], RoadChoice)
    read_page(h)  # the outcome of the option taken
    h.key(pygame.K_j)
    assert scene_name(h) == "JournalScene"
    assert any(k.startswith("cmp.journal.page:") for k in h.top.buttons)
    h.click_button("cmp.journal.close")
    camp = s.state.campaign
    at, revealed, pages, actions = camp.at, list(camp.revealed), list(camp.pages), list(s.actions)
    save_and_quit(h)
    h = launch("en")
    board = continue_game(h)
    assert board.session.actions == actions
    camp = board.session.state.campaign
    assert (camp.at, camp.revealed, camp.pages) == (at, revealed, pages)
    assert type(board.hunt).__name__ == "MapScreen"

"""The Sempreterna map screen (issue 11): lit moves are the core's legal moves, clicks send them, the map
pans and zooms, pages and the journal open; the New game screen's Campaign mode (prologue, Ironman)."""

from __future__ import annotations

import pygame
import pytest

from game.core.i18n import t
from game.core.session import Session
from game.desconfronto import GAME, outcome
from game.desconfronto.campaign.world import neighbours, the_map
from game.desconfronto.campaign_actions import Move, Travel
from game.desconfronto.run_actions import DoneShopping
from scenes.boards.desconfronto_map import MAP
from scenes.menu import open_board
from tests.journeys.test_dc_campaign_journey import win_the_combat


def _board(h, face_up: bool = False, bots: dict | None = None):
    setup = {"mode": "campaign", "players": 2, "heroes": ["artan", "fildon"], "options": {"face_up_map": face_up}}
    s = Session.new(GAME, setup, 3)
    board = open_board(h.app, s, {"bots": bots or {}})
    h.push(board)
    h.advance(3)
    return s, board


def _close_pages(h) -> None:
    while type(h.top).__name__ == "PageScene":
        h.top.close()
        h.advance(2)


def _to_map(h, s, board) -> None:
    """Test hook: the K0 combat won (the end check runs as a killing blow leaves it), the market left."""
    _close_pages(h)
    assert board.session is s
    win_the_combat(h, board)
    _close_pages(h)
    while s.state.pending.kind == "market":
        board.apply_action(DoneShopping(s.state.pending.player))
    board.handoff = None  # both seats are human here: the Leader keeps the mouse
    board.on_state_changed()
    h.advance(2)


def test_dc_cmp_08_lit_cards_are_the_legal_moves_and_a_click_moves(harness):
    """DC-CMP-08/09: the cards lit for a Move are exactly the neighbours the core offers; clicking an
    unlit card sends nothing, clicking a lit one sends its Move (the card is revealed)."""
    h = harness
    s, board = _board(h)
    _to_map(h, s, board)
    screen = board.hunt
    assert s.state.pending.kind == "map"
    assert set(screen.model().moves) == set(neighbours("K0"))
    assert screen.offered_actions() == set(board.legal)
    far = next(c for c in the_map().cards if c not in neighbours("K0") and c != "K0")
    n = len(s.actions)
    h.click(h.app.letterbox.to_window(screen.card_centre(far)))
    assert len(s.actions) == n
    target = neighbours("K0")[0]
    h.click(h.app.letterbox.to_window(screen.card_centre(target)))
    assert s.actions[-1] == Move(0, target)
    assert target in s.state.campaign.revealed


def test_dc_cmp_15_fast_travel_targets_lit_with_their_cost(harness):
    """DC-CMP-15 (L266): with the face-up map, every revealed card the pool can pay for is a Fast Travel
    target; a click on one that is not a neighbour sends Travel and pays its cost."""
    h = harness
    s, board = _board(h, face_up=True)
    _to_map(h, s, board)
    s.state.fragments = 3
    board.on_state_changed()
    screen = board.hunt
    m = screen.model()
    assert m.travels and all(m.costs[c] <= 3 for c in m.travels)
    assert set(m.travels) == {a.to for a in GAME.legal_actions(s.state) if isinstance(a, Travel)}
    far = next(c for c in m.travels if c not in m.moves)
    cost = m.costs[far]
    h.click(h.app.letterbox.to_window(screen.card_centre(far)))
    assert s.actions[-1] == Travel(0, far)
    assert s.state.fragments == 3 - cost


def test_map_pans_by_drag_and_arrows_and_zooms_by_wheel_and_keys(harness):
    h = harness
    s, board = _board(h)
    _to_map(h, s, board)
    cam = board.hunt.camera
    x0, z0 = cam.x, cam.zoom
    start = (MAP.x + 40, MAP.bottom - 60)  # an empty corner of the table: a drag, never a click
    h.drag(h.app.letterbox.to_window(start), h.app.letterbox.to_window((start[0] + 120, start[1])))
    assert cam.x == pytest.approx(x0 - 120 / z0, abs=2)
    n = len(s.actions)
    assert len(s.actions) == n
    h.key(pygame.K_RIGHT)
    h.advance(60)
    assert cam.x > x0 - 120 / z0 + 50
    h.move(h.app.letterbox.to_window(MAP.center))
    h._post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0, touch=False, which=0)
    h.advance(60)
    assert cam.zoom > z0 * 1.1
    h.key(pygame.K_MINUS)
    h.key(pygame.K_MINUS)
    h.advance(60)
    assert cam.zoom < z0


def test_dc_cmp_12_pages_open_queued_and_the_journal_rereads_them(harness):
    """DC-CMP-12/13: a new campaign opens on Scroll 2's introduction; after K0 its conclusion; the
    journal (J) lists the pages read and reopens one."""
    h = harness
    s, board = _board(h)
    assert type(h.top).__name__ == "PageScene"
    assert t("dccmp.part.intro", title="").strip(" ()") in h.top.pages[0][0] or "2" in h.top.pages[0][0]
    _close_pages(h)
    board.show_pages([("A", "one"), ("B", "two")])
    h.advance(2)
    assert [p[0] for p in h.top.pages] == ["A", "B"]
    h.click_button("cmp.page.continue")
    assert [p[0] for p in h.top.pages] == ["B"]
    h.click_button("cmp.page.continue")
    assert type(h.top).__name__ != "PageScene"
    h.key(pygame.K_j)
    assert type(h.top).__name__ == "JournalScene"
    pages = [k for k in h.top.buttons if k.startswith("cmp.journal.page:")]
    assert len(pages) == len(s.state.campaign.pages)
    h.click_button("cmp.journal.page:0")
    assert type(h.top).__name__ == "PageScene"


def test_combat_board_has_the_journal_button(harness):
    h = harness
    s, board = _board(h)
    _close_pages(h)
    assert s.state.phase != "run"
    h.click_button("cmpc.journal")
    assert type(h.top).__name__ == "JournalScene"


def test_dc_cmp_04_setup_campaign_shows_the_prologue_and_offers_ironman(harness):
    """DC-CMP-04 (L256): choosing Campaign shows Scroll 1 before the heroes are chosen, skippable; the
    Ironman toggle reaches the setup."""
    h = harness
    h.click_button("menu.new_game")
    h.click_button("choose.desconfronto")
    h.choose_dropdown("mode", t("dc.setup.mode_campaign"))
    assert type(h.top).__name__ == "PageScene" and "1" in h.top.pages[0][0]
    h.click_button("cmp.page.skip")
    assert type(h.top).__name__ == "SetupScene"
    h.choose_dropdown("ironman", t("dc.setup.ironman_yes"))
    setup = GAME.normalize_setup(h.top.chosen_setup())
    assert setup["mode"] == "campaign" and setup["ironman"] is True


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_map_screen_draws_no_raw_codes(harness, lang, monkeypatch):
    from tests.scenes.text_probe import gui_texts, install, offences

    h = harness
    h.app.set_language(lang)
    sink = install(monkeypatch)
    s, board = _board(h, face_up=True)
    _to_map(h, s, board)
    h.move(h.app.letterbox.to_window(board.hunt.card_centre("R7")))
    h.app.render()
    board.apply_action(Move(0, "R7"))
    _close_pages(h)
    h.app.render()
    board.open_journal()
    h.advance(2)
    h.app.render()
    from game.desconfronto.campaign.words import page_text

    story = [page_text(p) for p in s.state.campaign.pages]  # authored prose may name a wolf
    texts = {x for x in sink | gui_texts(h.app.ui) if not any(x.strip() and x.strip() in body for body in story)}
    bad = {(code, text) for text in texts for code in offences(text, lang)}
    assert not bad, bad


def test_dc_cmp_08_a_bot_leader_plays_the_map_road_events_and_markets_while_pages_pause_it(harness):
    """Mixed seats: the Leader (seat 0) a greedy bot, seat 1 human. The bot moves the group, answers road
    events and shops through the board's bot driver; every story page it opens waits for the table."""
    h = harness
    s, board = _board(h, bots={"0": "greedy"})
    moves = 0
    for _ in range(3000):
        if type(h.top).__name__ == "PageScene":
            n = len(s.actions)
            h.advance(3)
            assert len(s.actions) == n, "a page on top pauses the bots"
            h.top.close()
        if s.state.phase not in ("run", "over") and board.acting_seat() == 1:
            for c in s.state.creatures:  # test hook: the human's combat is won at once
                c.vigor, c.defeated = 0, True
            events = outcome.check_end(s.state)
            s.touch()
            board.on_events(events)
            board.on_state_changed()
        if board.acting_seat() == 1 and s.state.pending is not None and s.state.pending.kind == "market":
            board.apply_action(DoneShopping(1))
        h.advance(1)
        moves = sum(1 for a in s.actions if isinstance(a, Move | Travel))
        if moves >= 3 or s.is_over() is not None:
            break
    assert moves >= 3
    assert all(a.player == 0 for a in s.actions if isinstance(a, Move | Travel))

"""The desConfronto board between a Hunt's combats (scenes/boards/desconfronto_hunt*.py), driven by
real clicks through the harness: the Wandering Market offers exactly the seat's legal purchases
(DC-HUNT-09/10) with their prices, a click buys, a greyed offer does nothing, Leave the market hands
it on, the Short Rest after horde 2 (DC-HUNT-09), the tier die's "you choose" buttons (DC-HUNT-04),
the hero screen's Skill Tree states and a skill bought with a confirm and undone (DC-LVL-01/03), the
Boss's second chance (DC-BOSS-23), a bot seat shopping only for its own hero, the progress strip,
both languages without raw keys, odd window sizes."""

from __future__ import annotations

import pytest

from game.desconfronto import hunt, market
from game.desconfronto.run_actions import Buy, ChooseTier, DoneShopping, FightAgain, TakeRest
from tests.game.desconfronto.hunt.hunt_helpers import hunt_session, leave_market, roll_horde, win_combat
from tests.scenes.text_probe import gui_texts, install, offences

HEROES = ["artan", "fildon"]


def open_hunt(h, session, bots: dict | None = None):
    from scenes.boards.desconfronto import DesconfrontoBoard
    from scenes.menu import open_board

    session.touch()  # the positions are built by editing the state: undo starts from here
    h.push(open_board(h.app, session, {"bots": bots or {}}))
    board = h.top
    assert isinstance(board, DesconfrontoBoard)
    return board


def at_tier_choice(seed: int = 3):
    s = hunt_session(HEROES, seed=seed)
    roll_horde(s, 1, ["hit1", "hit2"])  # seat 0's die shows "1 hit": that player chooses
    return s


def at_market(horde: int = 1, seed: int = 3):
    s = at_tier_choice(seed)
    s.apply(ChooseTier(0, 1))
    win_combat(s)
    for n in range(2, horde + 1):
        leave_market(s)
        roll_horde(s, n, ["hit2", "hit2"])
        win_combat(s)
    assert s.state.pending.kind == "market" and s.state.run.horde == horde
    return s


def buttons(board, prefix: str) -> list[str]:
    return sorted(k for k in board.buttons if k.startswith(prefix))


def test_dc_hunt_09_market_offers_exactly_the_legal_purchases_with_prices(harness):
    s = at_market(1)
    board = open_hunt(harness, s)
    legal = set(s.legal_actions())
    assert board.hunt.offered_actions() == legal
    assert board.offered_actions() == legal  # the board-wide reach check sees the same controls
    prices = {(o.what, o.ref): o.price for o in market.offers(s.state, 0)}
    cards = board.hunt.cards()
    # every common item in the shop is shown; the legal ones carry the core's price and are clickable
    assert {c.ref for c in cards if c.what == "item"} == {i for i, _, _ in board.view.table.run.stock}
    for c in cards:
        if c.action is not None:
            assert c.price == prices[(c.what, c.ref)]
            assert c.action in legal
    on = [k for k in buttons(board, "hunt.buy:") if board.buttons[k].is_enabled]
    assert len(on) == sum(1 for a in legal if isinstance(a, Buy) and a.what != "skill")


def test_dc_hunt_09_clicking_an_offer_applies_that_buy(harness):
    s = at_market(1)
    board = open_hunt(harness, s)
    card = next(c for c in board.hunt.cards() if c.action is not None)
    i = board.hunt.cards().index(card)
    before = s.state.fragments
    harness.click_button(f"hunt.buy:{i}")
    assert s.actions[-1] == card.action
    assert card.ref in s.state.heroes[0].bag
    assert s.state.fragments == before - card.price


def test_dc_hunt_10_unaffordable_offers_are_greyed_and_do_nothing(harness):
    s = at_market(1)
    s.state.fragments = 0
    board = open_hunt(harness, s)
    cards = board.hunt.cards()
    assert cards and all(c.action is None and c.why for c in cards)
    n = len(s.actions)
    for k in buttons(board, "hunt.buy:"):
        assert not board.buttons[k].is_enabled
        harness.click(harness.button_centre(k))
    assert len(s.actions) == n
    assert not buttons(board, "hunt.skill:")  # no skill can be paid either
    assert {r.state for r in board.hunt.rows()} <= {"poor", "locked"}


def test_dc_hunt_09_leave_the_market_hands_it_to_the_next_seat_then_the_next_horde(harness):
    s = at_market(1)
    open_hunt(harness, s)
    harness.click_button("hunt.leave")
    assert s.actions[-1] == DoneShopping(0)
    assert s.state.pending.kind == "market" and s.state.pending.player == 1
    harness.click_button("handoff.ready")  # hotseat: the next player takes the mouse
    harness.click_button("hunt.leave")
    assert s.state.run.horde == 2 and s.state.run.stage in ("tiers", "combat")


def test_dc_hunt_04_tier_buttons_choose_the_creatures_tier(harness):
    s = at_tier_choice()
    board = open_hunt(harness, s)
    assert buttons(board, "hunt.tier:") == ["hunt.tier:1", "hunt.tier:2", "hunt.tier:3"]
    harness.click_button("hunt.tier:3")
    assert s.actions[-1] == ChooseTier(0, 3)
    assert s.state.run.tiers == [2, 3] and s.state.phase == "hero"  # the horde is fought


def test_dc_lvl_03_skill_bought_with_a_confirm_new_until_the_next_combat_and_undone(harness):
    s = at_market(1)
    board = open_hunt(harness, s)
    rows = board.hunt.rows()
    assert [r.state for r in rows] == ["next", "locked", "locked", "next", "locked", "locked"]
    level, cash = s.state.heroes[0].level, s.state.fragments
    harness.click_button("hunt.skill:1")
    assert s.state.heroes[0].level == level  # one click only asks
    assert "hunt.confirm" in board.buttons
    harness.click_button("hunt.confirm")
    assert s.actions[-1] == Buy(0, "skill", "1")
    h0 = s.state.heroes[0]
    assert h0.level == level + 1 and s.state.fragments == cash - rows[0].cost
    states = [r.state for r in board.hunt.rows()]
    assert states[0] == "new" and states[1] in ("next", "poor")  # works from the next combat
    harness.click_button("board.undo")
    assert s.state.heroes[0].level == level and s.state.fragments == cash
    assert board.hunt.rows()[0].state == "next"


def test_dc_lvl_cancel_of_a_skill_confirm_buys_nothing(harness):
    s = at_market(1)
    board = open_hunt(harness, s)
    n = len(s.actions)
    harness.click_button("hunt.skill:2")
    harness.click_button("hunt.cancel")
    assert len(s.actions) == n and "hunt.confirm" not in board.buttons


def test_dc_hunt_09_short_rest_after_horde_2_instead_of_items(harness):
    s = at_market(2)
    board = open_hunt(harness, s)
    assert board.buttons["hunt.rest"].is_enabled
    harness.click_button("hunt.rest")
    assert s.actions[-1] == TakeRest(0)
    assert s.state.run.rest == "short_taken"
    assert not any(c.action for c in board.hunt.cards() if c.what in ("item", "artifact"))
    assert "hunt.rest" not in board.buttons  # taken: the note says so instead


def test_dc_hunt_09_fourth_market_shows_the_long_rest_and_the_elder_section(harness):
    s = at_market(4)
    board = open_hunt(harness, s)
    cards = board.hunt.cards()
    assert not [c for c in cards if c.what == "item"]  # no common items at the 4th market
    assert [c.what for c in cards][-1] in ("elder", "none")  # the Elder, or "none yet" for this hero
    assert s.state.run.rest == "long"


def test_dc_boss_23_boss_lost_give_up_ends_the_hunt(harness):
    s = at_market(1)
    st = s.state
    st.run.stage = "boss_lost"
    hunt._ask(st, "boss_lost", 0, tries=1)
    board = open_hunt(harness, s)
    assert board.hunt.offered_actions() == {FightAgain(0, True), FightAgain(0, False)}
    harness.click_button("hunt.give_up")
    assert s.actions[-1] == FightAgain(0, False)
    assert st.phase == "over" and st.outcome == {"result": "lost"}


def test_bot_seat_shops_only_for_its_own_hero(harness):
    s = at_market(1)
    board = open_hunt(harness, s, bots={1: "greedy"})
    mine = list(s.state.heroes[0].bag)
    harness.click_button("hunt.leave")
    for _ in range(200):
        if s.state.pending is None or s.state.pending.kind != "market":
            break
        harness.advance(1)
    bot_moves = [a for a in s.actions if getattr(a, "player", None) == 1]
    assert bot_moves and all(a.player == 1 for a in bot_moves)
    assert DoneShopping(1) in bot_moves
    assert s.state.heroes[0].bag == mine  # nothing bought for the human's hero
    assert board.hunt.offered_actions() <= set(s.legal_actions())


def test_progress_strip_marks_won_hordes_and_the_current_one():
    from game.desconfronto.view import run_of
    from scenes.boards.desconfronto_hunt_strip import stages

    s = at_market(1)
    assert [st for _, st in stages(run_of(s.state))] == ["won", "", "", "", ""]
    leave_market(s)
    roll_horde(s, 2, ["hit2", "hit2"])
    assert [st for _, st in stages(run_of(s.state))] == ["won", "now", "", "", ""]


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_hunt_screens_show_no_raw_keys(harness, monkeypatch, lang):
    sink = install(monkeypatch)
    harness.app.set_language(lang)
    found: dict[str, str] = {}

    def look(where: str) -> None:
        harness.app.render()
        for text in set(sink) | gui_texts(harness.app.ui):
            for code in offences(text, lang):
                found.setdefault(code, f"{where}: {text!r}")
        sink.clear()

    open_hunt(harness, at_tier_choice())
    look("tier choice")
    for horde in (1, 2, 4):
        board = open_hunt(harness, at_market(horde))
        look(f"market {horde}")
        if "hunt.skill:1" in board.buttons:
            harness.click_button("hunt.skill:1")
            look("confirm")
        harness.click_button("hunt.tab:1")
        look("hero screen of the other hero")
    s = at_tier_choice()
    s.apply(ChooseTier(0, 1))
    open_hunt(harness, s)
    look("combat with the strip")
    from scenes.boards.desconfronto_hunt_strip import COMPACT

    harness.click(harness.app.letterbox.to_window(COMPACT.center))
    look("hero screen over the combat board")
    assert not found, "\n".join(found.values())


@pytest.mark.parametrize("size", [(1000, 900), (2560, 1080), (800, 600)])
def test_hunt_screen_works_at_odd_window_sizes(harness, size):
    harness.resize(size)
    s = at_market(1)
    board = open_hunt(harness, s)
    harness.click_button("hunt.skill:1")
    harness.click_button("hunt.confirm")
    assert s.actions[-1] == Buy(0, "skill", "1")
    harness.click_button("hunt.leave")
    assert s.state.pending.player == 1
    assert board.hunt.offered_actions() == set()  # the hand-off covers the screen for the next player


def test_hunt_buttons_leave_with_the_hand_off_to_the_next_human(harness):
    """Two human seats: when the market passes on, the screen's buttons go under the hand-off (none
    stays clickable for the wrong player) and come back for the next one."""
    s = at_market(1)
    board = open_hunt(harness, s)
    harness.click_button("hunt.leave")
    assert board.handoff == 1
    assert buttons(board, "hunt.") == buttons(board, "hunt.tab:")  # only the (public) hero tabs stay
    harness.click_button("handoff.ready")
    assert "hunt.leave" in board.buttons and board.buttons["hunt.leave"].is_enabled


def test_hero_screen_opens_from_the_combat_boards_strip_read_only(harness):
    """In a Hunt's combat the progress strip opens the hero screen (DC-LVL: levels and trees on
    view); its tabs pick the hero; a click outside closes it and sends nothing."""
    from scenes.boards.desconfronto_hunt_hero import tab_rects
    from scenes.boards.desconfronto_hunt_peek import PANEL
    from scenes.boards.desconfronto_hunt_strip import COMPACT

    s = at_tier_choice()
    s.apply(ChooseTier(0, 1))
    board = open_hunt(harness, s)
    assert s.state.phase == "hero"
    n = len(s.actions)
    to_window = harness.app.letterbox.to_window
    harness.click(to_window(COMPACT.center))
    assert board.peek.open and board.peek.seat == 0
    harness.click(to_window(tab_rects(PANEL, 2)[1].center))
    assert board.peek.open and board.peek.seat == 1
    harness.click(to_window((300, 150)))  # on a creature: closes the screen, plays nothing
    assert not board.peek.open and len(s.actions) == n


def test_dc_item_06_a_long_shop_is_paged_and_every_page_is_reachable(harness, monkeypatch):
    """With the full shop (17 items and the artifacts arriving from other parts) the offers do not
    fit one screen: a page button turns them, and an offer on the second page still buys."""
    import scenes.boards.desconfronto_hunt as screen
    from scenes.boards.desconfronto_hunt_text import market_cards

    def long_shop(table, seat, legal):
        cards = market_cards(table, seat, legal)
        return [*cards * 5][: screen.PER_PAGE + 2]

    monkeypatch.setattr(screen, "market_cards", long_shop)
    s = at_market(1)
    board = open_hunt(harness, s)
    assert board.hunt.pages() == 2
    assert len(buttons(board, "hunt.buy:")) == screen.PER_PAGE
    harness.click_button("hunt.page")
    assert board.hunt.page == 1 and len(buttons(board, "hunt.buy:")) == 2
    card = board.hunt.cards()[screen.PER_PAGE]
    harness.click_button("hunt.buy:0")
    assert s.actions[-1] == card.action


def test_dc_lvl_undo_between_combats_stops_at_leaving_the_market(harness):
    """A purchase is undoable until its seat leaves the market: then neither the Undo button nor
    Ctrl+Z takes anything back for the next shopper (each shopper is a turn owner of its own, so the
    session stops there too)."""
    import pygame

    s = at_market(1)
    board = open_hunt(harness, s)
    harness.click_button("hunt.skill:1")
    harness.click_button("hunt.confirm")
    assert board.buttons["board.undo"].is_enabled
    harness.click_button("hunt.leave")
    harness.click_button("handoff.ready")
    assert s.state.pending.player == 1 and not s.can_undo
    n = len(s.actions)
    assert not board.buttons["board.undo"].is_enabled
    harness.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(s.actions) == n and s.state.heroes[0].level == 1

"""The market's gift view (DC-ITEM-04, L311: items trade freely outside combat), driven by real clicks
through the harness: "Give items…" on the shopper's hero screen opens it, each common item the
shopper holds has a "Give to <hero>" button per other hero that sends that legal ``GiveItem``, the
receiver's bag shows the item at once, the head item and the artifacts are greyed without buttons,
the board's Undo takes a gift back, every legal gift is reachable, both languages without raw keys."""

from __future__ import annotations

import pytest

from game.core.i18n import t
from game.desconfronto import items
from game.desconfronto.run_actions import DoneShopping, GiveItem
from scenes.boards.desconfronto_hunt import GIFTS_BUTTON
from tests.scenes.boards.test_dc_hunt_screens import at_market, buttons, open_hunt
from tests.scenes.text_probe import gui_texts, install, offences


def market_with_items(heroes: int = 2):
    s = at_market(1)
    h0 = s.state.heroes[0]
    h0.bag += ["healing_potion", "fire_bomb", items.artifacts_of(h0.hero)[0]]
    s.state.fragments = 9  # purchases stay possible after a gift: the market stays the shopper's
    return s


def test_dc_item_04_give_items_opens_the_gift_view_with_a_button_per_item_and_hero(harness):
    s = market_with_items()
    board = open_hunt(harness, s)
    assert "hunt.gifts" in board.buttons and not buttons(board, "hunt.give:")
    assert board.buttons["hunt.gifts"].text == t("dcgifts.ui.open")
    assert board.buttons["hunt.gifts"].get_relative_rect().topleft != (0, 0)
    harness.click_button("hunt.gifts")
    assert board.hunt.gifting and not buttons(board, "hunt.buy:")  # the offers give way to the gifts
    assert buttons(board, "hunt.give:") == ["hunt.give:fire_bomb:1", "hunt.give:healing_potion:1"]
    rows = {r.item: r for r in board.hunt.gift_rows()}
    head, weapon = s.state.heroes[0].item, items.artifacts_of("artan")[0]
    assert rows[head].why == t("dcgifts.ui.never") and not rows[head].gifts  # greyed, no button
    assert rows[weapon].why == t("dcgifts.ui.never") and not rows[weapon].gifts
    assert board.buttons["hunt.gifts"].text == t("dcgifts.ui.back")
    harness.click_button("hunt.gifts")
    assert not board.hunt.gifting and buttons(board, "hunt.buy:")


def test_dc_item_04_clicking_give_to_sends_the_gift_and_the_receivers_bag_shows_it(harness):
    s = market_with_items()
    board = open_hunt(harness, s)
    harness.click_button("hunt.gifts")
    tip = board.buttons["hunt.give:healing_potion:1"].tool_tip_text
    assert "Healing Potion" in tip and "Fildon" in tip
    harness.click_button("hunt.give:healing_potion:1")
    assert s.actions[-1] == GiveItem(0, "healing_potion", 1)
    assert s.state.heroes[1].bag == ["healing_potion"] and "healing_potion" not in s.state.heroes[0].bag
    assert list(board.view.table.heroes[1].bag) == ["healing_potion"]  # the view the screen draws from
    assert buttons(board, "hunt.give:") == ["hunt.give:fire_bomb:1"]
    assert board.hunt.gifting  # the view stays open for the next gift
    harness.click_button("hunt.tab:1")  # Fildon's hero screen: his bag line has it
    assert board.hunt.shown_seat() == 1 and "hunt.gifts" not in board.buttons


def test_dc_item_04_undo_takes_a_gift_back(harness):
    s = market_with_items()
    board = open_hunt(harness, s)
    harness.click_button("hunt.gifts")
    harness.click_button("hunt.give:fire_bomb:1")
    assert board.hunt.undo_ok() and board.buttons["board.undo"].is_enabled
    harness.click_button("board.undo")
    assert s.state.heroes[1].bag == [] and "fire_bomb" in s.state.heroes[0].bag
    assert "hunt.give:fire_bomb:1" in board.buttons


def test_dc_item_04_every_legal_gift_is_offered_by_a_control(harness):
    s = market_with_items()
    board = open_hunt(harness, s)
    legal = set(s.legal_actions())
    assert {a for a in legal if isinstance(a, GiveItem)}
    assert board.hunt.offered_actions() == legal
    assert board.offered_actions() == legal
    harness.click_button("hunt.gifts")
    assert board.offered_actions() == legal


def test_dc_item_04_the_next_seat_gives_on_its_own_turn(harness):
    s = market_with_items()
    s.state.heroes[1].bag.append("snare_trap")
    board = open_hunt(harness, s)
    harness.click_button("hunt.gifts")
    assert "hunt.give:snare_trap:0" not in board.buttons  # Fildon's trap: not Artan's to give
    harness.click_button("hunt.leave")
    assert s.actions[-1] == DoneShopping(0)
    harness.click_button("handoff.ready")
    assert not board.hunt.gifting  # a new shopper: the market's offers first
    harness.click_button("hunt.gifts")
    harness.click_button("hunt.give:snare_trap:0")
    assert s.actions[-1] == GiveItem(1, "snare_trap", 0) and "snare_trap" in s.state.heroes[0].bag


def test_dc_item_04_a_greedy_bot_seat_gives_nothing(harness):
    s = market_with_items()
    s.state.heroes[1].bag.append("snare_trap")
    open_hunt(harness, s, bots={1: "greedy"})
    harness.click_button("hunt.leave")
    for _ in range(200):
        if s.state.pending is None or s.state.pending.kind != "market":
            break
        harness.advance(1)
    assert not [a for a in s.actions if isinstance(a, GiveItem)]  # the greedy bot gives nothing
    assert s.state.heroes[0].bag.count("snare_trap") == 0


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_dc_item_04_gift_view_shows_no_raw_keys(harness, monkeypatch, lang):
    sink = install(monkeypatch)
    harness.app.set_language(lang)
    found: dict[str, str] = {}

    def look(where: str) -> None:
        harness.app.render()
        for text in set(sink) | gui_texts(harness.app.ui):
            for code in offences(text, lang):
                found.setdefault(code, f"{where}: {text!r}")
        sink.clear()

    open_hunt(harness, market_with_items())
    look("market with the toggle")
    harness.click_button("hunt.gifts")
    look("gift view")
    harness.click_button("hunt.give:fire_bomb:1")
    look("after a gift")  # the log line names the item and both heroes
    assert not found, "\n".join(found.values())


@pytest.mark.parametrize("size", [(1920, 1080), (1000, 900)])
def test_dc_item_04_gift_view_works_at_other_window_sizes(harness, size):
    harness.resize(size)
    s = market_with_items()
    board = open_hunt(harness, s)
    harness.click_button("hunt.gifts")
    harness.click_button("hunt.give:healing_potion:1")
    assert s.actions[-1] == GiveItem(0, "healing_potion", 1)
    assert board.buttons["hunt.gifts"].get_relative_rect().size == GIFTS_BUTTON.size


def test_dc_item_04_a_shopper_with_only_the_head_item_is_told_so(harness, monkeypatch):
    sink = install(monkeypatch)
    s = at_market(1)  # Artan holds only his head item
    board = open_hunt(harness, s)
    harness.click_button("hunt.gifts")
    harness.app.render()
    assert not buttons(board, "hunt.give:")
    assert t("dcgifts.ui.nothing", hero="Artan") in sink
    assert t("dcgifts.ui.never") in sink  # the head item's row says why it stays

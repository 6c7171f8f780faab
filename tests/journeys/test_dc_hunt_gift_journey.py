"""A gift between heroes in a Hunt, from the main menu by injected mouse and keys (DC-ITEM-04, L311:
items are traded freely outside combat): New game -> desConfronto -> Mode Hunt -> Artan and Fildon,
seat 2 a greedy bot -> the tier click -> the first horde won (the fixed seed of the Hunt journey; the
human's combat moves are greedy picks sent through the board) -> in the Wandering Market the human
buys a common item by its Buy button, opens "Give items…" on the hero screen and gives it to Fildon
-> save, quit, relaunch on the same saves folder, Continue: the item is still in Fildon's bag."""

from __future__ import annotations

from game.core.i18n import t
from game.desconfronto.run_actions import Buy, GiveItem
from tests.journeys.player import continue_game, new_game, save_and_quit, wait_for
from tests.journeys.test_dc_hunt_journey import SEED, human_to_move, pending_kind, play_combat_for_seat_0


def test_dc_item_04_hunt_gift_in_the_market_kept_through_save_relaunch_continue(launch):
    h = launch("en")
    board = new_game(
        h,
        "desconfronto",
        {"mode": t("dc.setup.mode_hunt"), "players": "2", "hero1": t("dc.hero.artan"), "hero2": t("dc.hero.fildon")},
        {1: "greedy"},
        SEED,
    )
    s = board.session
    wait_for(h, lambda: pending_kind(board) != "tier" or human_to_move(board))
    h.click_button("hunt.tier:1")
    wait_for(h, lambda: s.state.phase != "run")
    play_combat_for_seat_0(h, board)
    assert s.is_over() is None, "the first horde was lost with this seed"
    wait_for(h, lambda: pending_kind(board) == "market" and human_to_move(board))
    # buy the cheapest common item with its Buy button: it goes into Artan's bag (fragments stay for
    # more, so the market is still Artan's after the gift: with only "Leave" left it would be forced)
    cards = board.hunt.cards()
    i, card = min(((i, c) for i, c in enumerate(cards) if c.what == "item" and c.action is not None),
                  key=lambda ic: (ic[1].price, ic[0]))  # fmt: skip
    h.click_button(f"hunt.buy:{i}")
    assert s.actions[-1] == Buy(0, "item", card.ref) and card.ref in s.state.heroes[0].bag
    fildon_before = list(s.state.heroes[1].bag)
    # the hero screen's "Give items…", then "Give to Fildon" on that item's row
    h.click_button("hunt.gifts")
    assert board.hunt.gifting
    key = f"hunt.give:{card.ref}:1"
    assert board.buttons[key].is_enabled
    h.click_button(key)
    assert s.actions[-1] == GiveItem(0, card.ref, 1)
    assert s.state.heroes[1].bag == [*fildon_before, card.ref]
    assert card.ref not in s.state.heroes[0].bag
    assert key not in board.buttons  # Artan holds it no more: its row is gone
    assert board.buttons["board.undo"].is_enabled  # undoable until Artan leaves the market
    bags = [list(x.bag) for x in s.state.heroes]
    actions = list(s.actions)
    save_and_quit(h)
    h = launch("en")  # a fresh app on the same saves folder
    board = continue_game(h)
    s = board.session
    assert list(s.actions) == actions
    assert [list(x.bag) for x in s.state.heroes] == bags
    assert card.ref in s.state.heroes[1].bag
    assert pending_kind(board) == "market" and s.state.pending.player == 0  # still Artan's turn
    wait_for(h, lambda: human_to_move(board))
    h.click_button("hunt.gifts")
    assert f"hunt.give:{card.ref}:1" not in board.buttons

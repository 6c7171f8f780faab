"""A Hunt from the main menu, by injected mouse and keys (issue 10, DC-HUNT-01/04/09, DC-LVL-01):
New game -> desConfronto -> Mode Hunt -> 2 players -> Artan and Fildon -> seat 2 a greedy bot ->
seed -> Start; the tier die's choice by a click when the human's die asks for it; the first horde
fought (the human's combat moves are a greedy bot's picks sent through the board, as its drop and
button helpers send them: a whole combat by drags is the other journeys' subject); the Wandering
Market by real clicks (buy a Skill Tree ability: click it, confirm; leave the market); the bot seat
shops for its own hero; save, quit, relaunch on the same saves folder, Continue to the same place."""

from __future__ import annotations

from game.ai.bots import make_bot
from game.core.i18n import t
from game.desconfronto.run_actions import Buy, ChooseTier, DoneShopping
from tests.journeys.player import continue_game, new_game, save_and_quit, scene_name, wait_for

SEED = 9  # the human's tier die shows "1 hit" and the two greedy players win the first horde


def pending_kind(board) -> str:
    p = board.session.state.pending
    return p.kind if p is not None and board.session.state.phase == "run" else ""


def human_to_move(board) -> bool:
    return board.acting_seat() == 0 and not board.anim.busy and board.handoff is None


def play_combat_for_seat_0(h, board) -> None:
    """Until the horde is over: the human's moves are a greedy pick sent through the board."""
    me = make_bot("greedy", 1234)
    for _ in range(4000):
        st = board.session.state
        if st.phase == "run" or board.session.is_over() is not None:
            return
        if human_to_move(board):
            if board.view.pending is not None and board.view.pending.kind == "tier":
                return
            board.apply_action(me.choose_for(board.session, 0))
        h.advance(1)
    raise AssertionError("the combat did not end")


def test_hunt_from_the_menu_tier_combat_market_save_relaunch_continue(launch):
    h = launch("en")
    board = new_game(
        h,
        "desconfronto",
        {"mode": t("dc.setup.mode_hunt"), "players": "2", "hero1": t("dc.hero.artan"), "hero2": t("dc.hero.fildon")},
        {1: "greedy"},
        SEED,
    )
    s = board.session
    assert s.setup["mode"] == "hunt" and [x.hero for x in s.state.heroes] == ["artan", "fildon"]
    assert board.bots.is_bot(1) and not board.bots.is_bot(0)
    # DC-HUNT-04: whoever's die shows "1 hit" chooses; the human by a click on the tier button.
    wait_for(h, lambda: pending_kind(board) != "tier" or human_to_move(board))
    assert pending_kind(board) == "tier" and s.state.pending.player == 0, "this seed lets the human choose"
    assert scene_name(h) == "DesconfrontoBoard"
    h.click_button("hunt.tier:1")
    assert ChooseTier(0, 1) in s.actions
    wait_for(h, lambda: s.state.phase != "run")
    assert s.state.run.horde == 1 and s.state.run.stage == "combat"
    play_combat_for_seat_0(h, board)
    assert s.is_over() is None, "the first horde was lost with this seed"
    # DC-HUNT-09: the Wandering Market after horde 1; the Leader (the human) shops first.
    wait_for(h, lambda: pending_kind(board) == "market" and human_to_move(board))
    assert s.state.pending.player == 0
    level, cash = s.state.heroes[0].level, s.state.fragments
    assert "hunt.skill:1" in board.buttons
    h.click_button("hunt.skill:1")
    h.click_button("hunt.confirm")
    assert s.actions[-1] == Buy(0, "skill", "1")
    assert s.state.heroes[0].level == level + 1 and s.state.fragments < cash
    h.click_button("hunt.leave")
    assert DoneShopping(0) in s.actions
    # The bot seat shops for Fildon only, then horde 2 begins.
    wait_for(h, lambda: s.state.run.horde == 2 and (s.state.phase != "run" or human_to_move(board)))
    bot = [a for a in s.actions if isinstance(a, Buy | DoneShopping) and a.player == 1]
    assert DoneShopping(1) in bot and all(a.player == 1 for a in bot)
    actions = list(s.actions)
    heroes = [(x.level, list(x.abilities), list(x.bag)) for x in s.state.heroes]
    where = (s.state.phase, s.state.run.horde, s.state.run.stage, s.state.fragments)
    save_and_quit(h)
    h = launch("en")  # a fresh app on the same saves folder
    board = continue_game(h)
    s = board.session
    assert list(s.actions) == actions
    assert [(x.level, list(x.abilities), list(x.bag)) for x in s.state.heroes] == heroes
    assert (s.state.phase, s.state.run.horde, s.state.run.stage, s.state.fragments) == where

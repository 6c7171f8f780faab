"""The Heróis & Monstros board, driven headlessly as a player would: drags, clicks, keys."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.i18n import t
from game.core.session import Session
from game.fortress.actions import Activate, Attack, AttackPlan, Buy, EndPhase
from game.fortress.content import card_of, invader_of
from game.fortress.effects import can_pay

SHOTS = Path("/tmp/tablebound_fortress_shots")


def fortress_game():
    # Straight from the package: these tests do not depend on the other games importing cleanly.
    from game.fortress import GAME

    return GAME


def open_fortress(harness, players: int = 1, seed: int = 7, bots: dict | None = None, **setup):
    from scenes.menu import open_board

    session = Session.new(fortress_game(), {"players": players, **setup}, seed)
    harness.push(open_board(harness.app, session, {"bots": bots or {}}))
    board = harness.top
    assert type(board).__name__ == "FortressBoardScene"
    return board


def centre(rect) -> tuple[int, int]:
    return rect.center


def to_combat(harness, board) -> None:
    harness.click_button("fortress_ui.end_phase")
    harness.click_button("fortress_ui.end_phase")
    assert board.session.state.phase == "combat"


def end_turn(harness) -> None:
    """End the phase; when the turn ends with damage still spendable the board asks first: say yes."""
    harness.click_button("fortress_ui.end_phase")
    if type(harness.top).__name__ == "ConfirmScene":
        harness.click_button("fortress_screen.confirm.yes")


@pytest.mark.parametrize("players", [1, 2])
def test_board_opens_for_one_and_two_generals(harness, players):
    """HM-SET: the central table and every General's table are on screen."""
    from scenes.boards import fortress_layout as L

    board = open_fortress(harness, players)
    state = board.session.state
    sprites = {s.card_id for s in board.drag.cards}
    assert sprites == {f"slot:{i}" for i, c in enumerate(state.area) if c}
    assert board.log_panel.rect == L.log_rect(players - 1)
    path = harness.screenshot(SHOTS / f"open_{players}.png")
    assert path.stat().st_size > 10_000


def test_drag_area_card_onto_table_buys_it(harness):
    """HM-TURN-05/06: a card dragged from the Area to your table is acquired and its column refills."""
    from scenes.boards import fortress_layout as L

    board = open_fortress(harness)
    state = board.session.state
    buys = [a for a in board.session.legal_actions() if isinstance(a, Buy)]
    assert buys, "seed 7 offers something affordable on turn 1"
    slot = buys[0].slot
    card = state.area[slot]
    assert slot in board.marks.buyable
    harness.drag(centre(L.area_rect(slot)), (560, 600))
    seat = board.session.state.seats[0]
    assert card in seat.constructions or card in seat.discard
    assert board.session.actions == [buys[0]]
    assert any(card_of(card).name.en in e for e in board.log_panel.entries)


def test_refused_buy_snaps_back_with_the_core_reason(harness):
    """HM-TURN-04: an unaffordable card is refused by the core; the state does not change."""
    from scenes.boards import fortress_layout as L

    board = open_fortress(harness)
    state = board.session.state
    slot = next(i for i, c in enumerate(state.area) if c and not can_pay(state.resources, card_of(c).cost))
    before = board.session.state_hash()
    harness.drag(centre(L.area_rect(slot)), (560, 600))
    assert board.session.state_hash() == before and not board.session.actions
    assert board.toast.text == t("fortress.illegal.cannot_afford")
    harness.advance(20)
    sprite = board.drag.card(f"slot:{slot}")
    assert sprite.rect.topleft == L.area_rect(slot).topleft


def test_assign_damage_by_drag_and_by_click(harness):
    """HM-TURN-11 / HM-LIFE: damage dragged onto an Invader beats its next life level; a click does too."""
    from scenes.boards import fortress_layout as L

    board = open_fortress(harness)
    to_combat(harness, board)
    state = board.session.state
    col = next(c for c in range(4) if state.battlefield[c])
    life = invader_of(state.battlefield[col]).life
    state.damage = sum(life) + 1  # injected pool: enough for every level
    board.on_state_changed()
    assert col in board.marks.attackable and board.drag.card("damage") is not None
    harness.drag(L.DAMAGE_TOKEN.center, L.invader_rect(col).center)
    assert board.session.actions[-1] == Attack(0, col)
    assert state.markers[col] == 1 or state.battlefield[col] is None
    if len(life) > 1:
        harness.click(L.invader_rect(col).center)
        assert board.session.actions[-1] == Attack(0, col)


def test_too_little_damage_is_refused_with_reason(harness):
    """HM-LIFE-02: a level needs at least its value in damage; the refusal names both numbers."""
    from scenes.boards import fortress_layout as L

    board = open_fortress(harness)
    to_combat(harness, board)
    state = board.session.state
    col = next(c for c in range(4) if state.battlefield[c])
    state.damage = 0
    board.on_state_changed()
    before = board.session.state_hash()
    harness.click(L.invader_rect(col).center)
    need = invader_of(state.battlefield[col]).life[state.markers[col]]
    assert board.toast.text == t("fortress.illegal.not_enough_damage", need=need, have=0)
    assert board.session.state_hash() == before


def test_end_turn_plays_the_invasion_column_by_column(harness):
    """HM-INV-01..03: ending the last General's turn runs the Invasion; every column attacks in order."""
    harness.app.settings.animation_speed = "normal"
    board = open_fortress(harness)
    to_combat(harness, board)
    end_turn(harness)
    assert board.session.state.round == 2
    assert board.invasion is not None
    seen: list[int] = []
    for _ in range(600):
        if board.invasion is None:
            break
        focus = board.invasion.focus
        if focus is not None and (not seen or seen[-1] != focus):
            seen.append(focus)
            # The chronicle keeps pace: the next turn is not announced while columns still attack.
            assert not any("Round 2" in e for e in board.log_panel.entries)
        harness.advance(1)
    assert board.invasion is None
    assert seen == [0, 1, 2, 3]
    assert t("event.fortress.invasion", round=1) in board.log_panel.entries
    assert board.view.area == board.session.state.area


def test_instant_speed_skips_the_invasion_animation(harness):
    """HM-INV-01 at "instant": the table shows the result at once and the log lists every event."""
    board = open_fortress(harness)
    to_combat(harness, board)
    end_turn(harness)
    assert board.invasion is None and board.session.state.round == 2
    entries = board.log_panel.entries
    assert t("event.fortress.invasion", round=1) in entries
    assert any("Round 2" in e for e in entries)
    harness.screenshot(SHOTS / "after_invasion.png")


def test_save_from_pause_menu_and_load_back_gives_the_same_state(harness):
    """Save and resume at any point: the pause menu's save reloads to the same state hash."""
    board = open_fortress(harness, players=2)
    buys = [a for a in board.session.legal_actions() if isinstance(a, Buy)]
    board.apply_action(buys[0])
    board.apply_action(EndPhase(0))
    harness.key(pygame.K_ESCAPE)
    assert type(harness.top).__name__ == "PauseScene"
    harness.click_button("pause.save")
    loaded = harness.app.save_store().load("fortress")
    assert loaded.session.state_hash() == board.session.state_hash()
    assert loaded.session.actions == board.session.actions


def test_hotseat_hands_off_between_human_generals(harness):
    """Hotseat: after General 1's turn a "pass to" overlay names General 2 and waits."""
    board = open_fortress(harness, players=2)
    second = board.seat_names()[1]
    for _ in range(3):
        end_turn(harness)
    assert type(harness.top).__name__ == "HandoffScene"
    assert harness.top.general == second
    harness.click_button("fortress_ui.handoff.ready")
    assert harness.top is board and board.decider() == 1


def test_a_seat_can_be_given_to_the_bot(harness):
    """Any seat can be handed to the bot from the board; it then plays its own turn."""
    board = open_fortress(harness, players=2)
    harness.click_button("seat_bot:1")
    assert board.bots.is_bot(1)
    for _ in range(3):
        end_turn(harness)
    harness.advance(60)
    assert any(a.player == 1 for a in board.session.actions)


def test_screenshots_at_both_sizes(harness):
    """Readable at 1280x720 and scaled to 1920x1080 (written to tmp for a human to look at)."""
    board = open_fortress(harness, players=2)
    buys = [a for a in board.session.legal_actions() if isinstance(a, Buy)]
    board.apply_action(buys[0])
    harness.advance(2)
    small = harness.screenshot(SHOTS / "fortress_1280x720.png")
    harness.resize((1920, 1080))
    big = harness.screenshot(SHOTS / "fortress_1920x1080.png")
    assert pygame.image.load(str(small)).get_size() == (1280, 720)
    assert pygame.image.load(str(big)).get_size() == (1920, 1080)


def test_frame_times_reports_one_number_per_frame():
    """The lead's ``make bench`` hook: ms per update+draw with bots playing."""
    from scenes.boards.fortress_bench import frame_times

    times = frame_times((1280, 720), 12)
    assert len(times) == 12 and all(0 < x < 1000 for x in times)


def test_click_an_effect_pays_its_cost(harness):
    """HM-TURN-08/09: in the Effects phase a highlighted effect is used by a click; its cost is paid."""
    from scenes.boards import fortress_layout as L

    board = open_fortress(harness)
    harness.click_button("fortress_ui.end_phase")
    state = board.session.state
    assert state.phase == "effects" and state.seats[0].general == "wargosh"
    assert board.marks.usable == {"general"}  # only what legal_actions offers is highlighted
    before = list(state.resources)
    harness.click(L.table_layout().general.center)
    assert board.session.actions[-1] == Activate(0, "general")
    assert state.resources == [before[0], before[1] - 1, before[2]]  # Wargosh: spend 1 Raiz
    assert "general" not in board.marks.usable  # once per turn


def test_another_general_helps_off_turn_by_clicking_a_discard_card(harness):
    """HM-GEN-05: a discard-only effect of another General's hand card is used from its compact table."""
    from scenes.boards import fortress_table as T

    board = open_fortress(harness, players=2)
    helpers = board.marks.helpers.get(1, set())
    assert helpers, "seed 7 gives Kryssa-Ruiva a discard effect"
    card = sorted(helpers)[0]
    rect = next(r for q, c, r in T.compact_chips(board.session.state) if q == 1 and c == card)
    harness.click(rect.center)
    assert board.session.actions[-1] == Activate(1, card)
    assert card in board.session.state.seats[1].discard


def test_fourth_construction_asks_which_one_it_replaces(harness):
    """HM-GEN-06: with 3 Constructions a new one replaces one the player picks on the table."""
    from scenes.boards import fortress_layout as L
    from scenes.boards import fortress_table as T

    board = open_fortress(harness)
    state = board.session.state
    deck = state.fortress_deck.cards
    owned = [c for c in deck if card_of(c).kind == "construction"][:3]
    for c in owned:  # injected table: three Constructions from the Fortress deck, plenty of resources
        deck.remove(c)
        state.seats[0].constructions.append(c)
    state.resources = [9, 9, 9]
    board.on_state_changed()
    slot = next(i for i, c in enumerate(state.area) if c and card_of(c).kind == "construction")
    new = state.area[slot]
    harness.click(L.area_rect(slot).center)
    assert board.replacing == slot and not board.session.actions
    old_rect = dict(T.construction_rects(state))[owned[1]]
    harness.click(old_rect.center)
    assert board.session.actions[-1] == Buy(0, slot, owned[1])
    assert new in state.seats[0].constructions and owned[1] not in state.seats[0].constructions
    assert board.replacing is None


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_defeat_shows_the_end_reason_as_a_sentence(harness, speed):
    """HM-END-04: the Adversary's power reaching its limit ends the game; the banner says why, and
    only once the Invasion that caused it has played out on screen."""
    import pygame_gui

    harness.app.settings.animation_speed = speed
    board = open_fortress(harness)
    state = board.session.state
    from game.fortress.adversaries import adversary_of

    state.power = adversary_of(state).power_limit - 1  # injected: the Invasion's power rise ends it
    to_combat(harness, board)
    end_turn(harness)
    if speed != "instant":
        assert harness.top is board and board.invasion is not None
        for _ in range(900):
            if board.invasion is None:
                break
            harness.advance(1)
        harness.advance(2)
    over = harness.top
    assert type(over).__name__ == "FortressGameOver"
    assert board.session.is_over().result == "lost"
    texts = [e.text for e in over.root.elements if isinstance(e, pygame_gui.elements.UILabel)]
    assert t("fortress.end.adversary_power") in texts


def test_the_menu_opens_this_board_for_fortress_games(harness):
    """The registry hands "fortress" sessions to the fortress board instead of the generic one."""
    from scenes.boards import board_for
    from scenes.boards.fortress_board import FortressBoardScene

    assert board_for("fortress") is FortressBoardScene


def test_enter_ends_the_phase(harness):
    """HM-TURN-01: Build -> Effects -> Combat from the keyboard as well as the button."""
    board = open_fortress(harness)
    harness.key(pygame.K_RETURN)
    harness.key(pygame.K_RETURN)
    assert board.session.state.phase == "combat"
    assert board.session.actions == [EndPhase(0), EndPhase(0)]


@pytest.mark.parametrize(
    "options",
    [
        {},
        {
            "invasion_refill_timing": "immediate",
            "invader_excess_damage": "mill_fortress_deck",
            "invasion_discard_window": "any",
        },
    ],
)
def test_invasion_replay_on_the_view_matches_the_core(options):
    """HM-INV-02/06/07/12, AMB-17: replaying an Invasion's events on the screen's table view ends exactly
    where the core's state is (Area, Battlefield, markers, pile sizes), under both refill rules, also
    when the Invasion pauses at discard windows and carries on in later actions."""
    from game.ai.bots import make_bot
    from scenes.boards.fortress_invasion import InvasionPlayer, TableView

    game = fortress_game()
    invasions = 0
    for seed in (1, 2, 3):
        session = Session.new(game, {"players": 2, "options": options}, seed)
        bot = make_bot("random", seed)
        for _ in range(400):
            if session.is_over() is not None:
                break
            pre = TableView.of(session.state)
            pre_col = session.state.invasion_col if session.state.phase == "invasion" else None
            events = session.apply(bot.choose(game, session.state))
            fresh = any(e.kind == "fortress.invasion" for e in events)
            if not fresh and pre_col is None:
                continue
            invasions += fresh
            immediate = options.get("invasion_refill_timing") == "immediate"
            player = InvasionPlayer(pre, events, 0.0, immediate, None if fresh else pre_col)
            assert player.done
            got, want = player.view, TableView.of(session.state)
            assert (got.area, got.battlefield, got.markers) == (want.area, want.battlefield, want.markers)
            assert (got.rubble, got.fortress_deck, got.invasion_deck, got.invasion_discard) == (
                want.rubble,
                want.fortress_deck,
                want.invasion_deck,
                want.invasion_discard,
            )
            assert got.power == want.power
            # The round shown advances with the next turn's start, which a finished game never reaches.
            assert got.round == want.round or session.is_over() is not None
            assert player.shown == len(events)
    assert invasions >= 5


def test_kryssa_fires_a_construction_on_another_table(harness):
    """Kryssa-Ruiva's ability (AMB-23): a Construction on another General's table is clicked to use it."""
    import game.fortress  # noqa: F401
    from scenes.boards import fortress_table as T
    from scenes.menu import open_board

    session = Session.new(fortress_game(), {"players": 2, "generals": ["kryssa_ruiva", "wargosh"]}, 7)
    harness.push(open_board(harness.app, session, {}))
    board = harness.top
    state = session.state
    cons = next(c for c in state.fortress_deck.cards if card_of(c).kind == "construction")
    state.fortress_deck.cards.remove(cons)  # injected: Wargosh already built it
    state.seats[1].constructions.append(cons)
    harness.click_button("fortress_ui.end_phase")
    state.resources = [5, 5, 5]
    board.on_state_changed()
    assert cons in board.marks.kryssa
    rect = next(r for q, c, r in T.compact_chips(state) if c == cons)
    harness.click(rect.center)
    harness.advance(2)
    chooser = harness.top  # HM-TURN-04: Kryssa's "2 recursos quaisquer" are paid as the player picks
    harness.click(harness.button_centre(f"pay:{chooser.options[0].pay}"))
    assert session.actions[-1] == Activate(0, cons, "kryssa", chooser.options[0].pay)
    assert "kryssa" in state.used


def test_damage_dragged_onto_the_plan_beats_a_plan_level(harness):
    """HM-END: the Adversary's active plan is attacked like an Invader, by dropping damage on it."""
    from scenes.boards import fortress_layout as L

    board = open_fortress(harness)
    to_combat(harness, board)
    state = board.session.state
    state.damage = 20
    board.on_state_changed()
    assert board.marks.plan
    harness.drag(L.DAMAGE_TOKEN.center, L.PLAN.center)
    assert board.session.actions[-1] == AttackPlan(0)
    assert state.damage == 17  # one level of 3 paid
    assert state.plan_markers == 1 or state.plans_defeated  # a one-level plan falls at once


def test_hovering_a_card_or_pile_explains_it(harness):
    """Small faces stay readable: a still pointer over a card or pile shows its full description."""
    from scenes.boards import fortress_layout as L
    from scenes.boards.fortress_preview import details

    board = open_fortress(harness)
    state = board.session.state
    harness.move(L.area_rect(0).center)
    harness.advance(40)
    assert board.preview.card == state.area[0] and board.preview._img is not None
    title, body = details(state, board.view, state.area[0])
    assert title == card_of(state.area[0]).name.en and t("fortress_ui.cost") in body
    harness.move(L.pile_rect("rubble").center)
    harness.advance(40)
    assert board.preview.card == "pile:rubble"
    assert details(state, board.view, "pile:rubble")[1] == t("fortress_ui.tip.rubble", n=len(state.rubble))


def test_new_game_from_the_menu_opens_the_fortress_board(harness):
    """Main menu -> New game -> Heróis & Monstros -> Start lands on this board, then continues from a save."""
    harness.click_button("menu.new_game")
    harness.click_button("choose.fortress")
    harness.click_button("newgame.start")
    board = harness.top
    assert type(board).__name__ == "FortressBoardScene"
    harness.click_button("fortress_ui.end_phase")
    expected = board.session.state_hash()
    harness.key(pygame.K_ESCAPE)
    harness.click_button("pause.save")
    harness.click_button("pause.quit")
    harness.click_button("menu.continue")
    resumed = harness.top
    assert type(resumed).__name__ == "FortressBoardScene"
    assert resumed.session.state_hash() == expected


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_invasion_discard_window_asks_the_general_then_carries_on(harness, speed):
    """AMB-17 / HM-INV-13: the Invasion pauses before an Invader attacks; the General may click a
    discard-effect card or let it attack with the big button; the Invasion then resumes on screen."""
    from scenes.boards import fortress_table as T

    harness.app.settings.animation_speed = speed
    board = open_fortress(harness, seed=1, generals=["lorde_argos"])
    for _ in range(3):
        end_turn(harness)
    for _ in range(600):  # let the Invasion's opening play out up to the window
        if board.invasion is None:
            break
        harness.advance(1)
    state = board.session.state
    assert state.phase == "invasion" and board.decider() == 0
    assert board.marks.usable == {"zumbi#1"} and board.marks.focus == state.invasion_col
    assert harness.find_button("fortress_ui.end_phase").text == t("fortress_ui.let_attack")
    rect = dict(T.hand_rects(state))["zumbi#1"]
    harness.click(rect.center)
    assert board.session.actions[-1] == Activate(0, "zumbi#1")
    for _ in range(10):
        for _ in range(600):
            if board.invasion is None:
                break
            harness.advance(1)
        if state.phase != "invasion":
            break
        harness.click_button("fortress_ui.end_phase")
    assert state.phase == "build" and state.round == 2
    assert board.view.area == state.area and board.view.battlefield == state.battlefield


def test_back_one_phase_button_only_with_the_option(harness):
    """HM-TURN-02 (allow_phase_return): a "back" button appears only when the core offers the step back."""
    board = open_fortress(harness)
    back = harness.find_button("fortress_ui.return_phase")
    harness.click_button("fortress_ui.end_phase")
    assert not back.visible  # the default rules move only forward
    board2 = open_fortress(harness, options={"allow_phase_return": True})
    harness.click_button("fortress_ui.end_phase")
    assert board2.session.state.phase == "effects" and board2.marks.can_return
    harness.click_button("fortress_ui.return_phase")
    assert board2.session.state.phase == "build"
    assert board is not board2

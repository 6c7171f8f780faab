"""A Zerywia campaign from the main menu, by injected mouse and keys (issue 13): New game -> Zerywia
-> the hero a greedy bot -> seed -> "Start a campaign": the Path of the Chosen One is played to its
end; the game-over panel's "Continue the campaign" folds it into the campaign; the campaign screen
shows the kept Path Stone (ZW-HERO-32) and the kept Garrison (L1086); "The Memory of the World" is
chosen and started; the human places the kept Garrison by click, after every other token, in a
Region with no special symbol (ZW-ACT-41); save, quit, relaunch on the same saves folder, and the
New game screen's "Continue the campaign" opens the same table.

Staged: the Path's content has no card that places a Garrison and its bots never make the Memory's
exchange, so one Garrison is put on the finished Path's map before the campaign takes it in (the
panel's only staging; everything after goes through the scenes and the core)."""

from __future__ import annotations

from game.core.i18n import t
from game.zerywia.actions import PlaceKeptGuard
from game.zerywia.geography import current
from game.zerywia.kept_guards import KEPT_GUARD
from game.zerywia.scenarios import is_memory
from scenes.zerywia_campaign_scene import seat_lines
from tests.journeys.player import current_board, play_to_game_over, save_and_quit, scene_name, wait_for

SEED = 1  # the campaign's seed: its Path (seed 1001) is won with a Curse and a Wild Path


def open_setup(h) -> None:
    h.click_button("menu.new_game")
    h.click_button("choose.zerywia")
    assert scene_name(h) == "SetupScene"


def test_a_hero_carried_from_the_path_into_the_memory_save_relaunch_continue(launch, tmp_path):
    h = launch("en")
    open_setup(h)
    h.choose_dropdown(("seat", 0), t("newgame.seat_greedy"))
    entry = h.top.seed_entry
    h.click(h.app.letterbox.to_window(entry.get_abs_rect().center))
    h.type_text(str(SEED))
    h.click_button("zerywia.campaign.start")
    board = current_board(h)
    assert board.session.setup["campaign"] == "zw-1" and board.session.setup["scenario"] == "path"
    outcome = play_to_game_over(h, board)
    assert outcome.result == "won"
    state = board.session.state
    assert state.heroes[0].paths == ["curse", "wild"]
    geo = current()
    plain = next(r for r in sorted(geo.thymor_of) if geo.special.get(r) is None)
    state.land.garrisons.append(plain)  # the staging (see the module's note)
    wait_for(h, lambda: "GameOver" in scene_name(h))
    h.advance(2)
    h.screenshot(tmp_path / "over.png")
    h.click_button("zerywia.campaign.continue")
    assert scene_name(h) == "ZerywiaCampaignScene"
    camp = h.top.camp
    assert camp.played[-1].outcome == "won" and camp.seats[0].garrison == 1
    assert camp.seats[0].hero.paths == ["curse", "wild"]
    lines = [line for seat in seat_lines(camp) for line in seat]
    assert any("Curse, Wild" in line for line in lines) and any("1 Garrison" in line for line in lines)
    h.advance(2)
    h.screenshot(tmp_path / "campaign.png")
    h.choose_dropdown(("scenario", 0), t("zerywia.scenario.memory"))
    h.click_button("zerywia.campaign.next")
    board = current_board(h)
    s = board.session
    assert is_memory(s.state) and s.state.heroes[0].paths == ["curse", "wild"] and not board.bots.is_bot(0)
    assert s.state.pending is not None and s.state.pending.kind == KEPT_GUARD
    wait_for(h, lambda: board.human_to_act())
    h.advance(2)
    h.screenshot(tmp_path / "kept_guard.png")
    shown = board.shown_actions()
    pick = next(i for i, a in enumerate(shown) if isinstance(a, PlaceKeptGuard) and a.region)
    region = shown[pick].region
    h.click_button(f"action:{pick}")  # the Region; its Threat goes next door, the player's pick
    wait_for(h, lambda: board.human_to_act())
    h.advance(2)
    h.screenshot(tmp_path / "kept_push.png")
    shown = board.shown_actions()
    assert shown and all(isinstance(a, PlaceKeptGuard) and a.region == region and a.push for a in shown)
    h.click_button("action:0")
    placed = s.actions[-1]
    assert isinstance(placed, PlaceKeptGuard) and s.state.land.garrisons == [placed.region]
    assert geo.special.get(placed.region) is None and placed.region not in s.state.land.tokens["threat"]
    expected, actions = s.state_hash(), list(s.actions)
    save_and_quit(h)
    h = launch("en")  # relaunch on the same disk state
    open_setup(h)
    h.click_button("zerywia.campaign.continue")
    resumed = current_board(h)
    assert resumed.session.state_hash() == expected and list(resumed.session.actions) == actions
    assert resumed.session.setup["campaign"] == "zw-1"

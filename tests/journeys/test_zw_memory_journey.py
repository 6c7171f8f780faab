"""The Memory of the World from the main menu, by injected mouse and keys (issue 13): New game ->
Zerywia -> the Scenario dropdown's "The Memory of the World" -> 2 heroes, the second a greedy bot ->
seed -> Start. The heroes start at their Exis Temples, Ughmor at Frozen Debris (ZW-SCEN-14/15); the
human plays by clicks (seeded picks among its buttons and lit Regions) into Nix's Phase, where the
Herald's Activation and the heroes' Nix rolls run (ZW-SCEN-26..31); save, quit, relaunch on the same
saves folder, Continue to the same table, still the Memory."""

from __future__ import annotations

from game.core.i18n import t
from game.core.rng import Rng
from game.zerywia.geography import current
from game.zerywia.scenarios import is_memory
from tests.journeys.player import continue_game, new_game, save_and_quit, scene_name, wait_for
from tests.journeys.test_zw_challenge_journey import gesture, human_ready

SEED = 12  # (11 until the bots' Saga play, issue 13: its table was over before the save, nothing to Continue)


def nix_seen(session) -> bool:
    """The table has been through a Nix Phase of the Memory: a hero's Herald's-phase roll is logged,
    or the Herald has been rolled for (his dice come first in the Phase)."""
    return session.state.cycle >= 2


def test_the_memory_of_the_world_from_the_menu_into_nix_phase_save_relaunch_continue(launch):
    h = launch("en")
    choices = {"scenario": t("zerywia.scenario.memory"), "players": t("setup.n2")}
    board = new_game(h, "zerywia", choices, {1: "greedy"}, SEED)
    s = board.session
    geo = current()
    assert is_memory(s.state) and len(s.state.heroes) == 2 and board.bots.is_bot(1)
    assert s.state.herald == "frozen_debris"
    assert all(hero.region == geo.special_region(hero.birth, "exis_temple") for hero in s.state.heroes)
    rng = Rng(SEED)
    for _ in range(2500):
        wait_for(h, lambda: human_ready(h, board) or s.is_over() is not None or nix_seen(s))
        if nix_seen(s) or s.is_over() is not None:
            break
        gesture(h, board, rng)
        h.advance(1)
    assert nix_seen(s), "the table never reached Nix's Phase"
    kinds = set()  # the played actions replayed on a fresh table: the Memory's Nix steps ran
    replay = s.game.new_game(s.setup, s.seed)
    for action in s.actions:
        kinds |= {e.kind for e in s.game.apply(replay, action)}
    assert {"zerywia.nix.herald_roll", "zerywia.nix.herald_moved", "zerywia.statue.blackstone"} <= kinds
    assert "zerywia.memory.nix_roll" in kinds or "zerywia.memory.herald_attack" in kinds
    wait_for(h, lambda: human_ready(h, board) or s.is_over() is not None)
    expected, actions = s.state_hash(), list(s.actions)
    save_and_quit(h)
    h = launch("en")  # relaunch on the same disk state
    resumed = continue_game(h)
    assert scene_name(h) == "ZerywiaBoardScene"
    assert resumed.session.state_hash() == expected and list(resumed.session.actions) == actions
    assert is_memory(resumed.session.state) and resumed.bots.is_bot(1)

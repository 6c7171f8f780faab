"""Issue 7 §1 and §3 on the new-game screen itself: every choice made through the real dropdowns
starts exactly that table, the seat panel shows the seats that will start, and a stale error leaves
when the setup changes."""

import pytest

from game.core.i18n import t
from game.core.registry import get_game
from game.desconfronto.roster import playable_heroes

DC = get_game("desconfronto")
FORTRESS = get_game("fortress")


def open_setup(harness, game):
    from scenes.setup_scene import SetupScene

    harness.push(SetupScene(harness.app, game))
    return harness.top


def seat_rows(scene):
    return sorted(key for what, key in scene.dropdowns.values() if what == "seat")


def start(harness):
    harness.click_button("newgame.start")
    board = harness.top
    assert hasattr(board, "session"), getattr(board, "error", type(board).__name__)
    return board


@pytest.mark.parametrize("players", range(1, 9))
def test_every_player_count_chosen_by_dropdown_starts_with_its_heroes(harness, players):
    scene = open_setup(harness, DC)
    harness.choose_dropdown("players", t(f"setup.n{players}" if players <= 4 else f"setup_seats.n{players}"))
    heroes = list(reversed(playable_heroes()))[:players]
    for i, hero in enumerate(heroes):
        harness.choose_dropdown(f"hero{i + 1}", t(f"dc.hero.{hero}"))
    assert scene.problem() == ""
    assert seat_rows(scene) == list(range(players))
    assert scene.seat_names() == [t(f"dc.hero.{h}") for h in heroes]
    board = start(harness)
    assert [h.hero for h in board.session.state.heroes] == heroes
    want = players if players > 4 else min(players, 4)
    assert len(board.session.state.creatures) == want


def test_each_hero_reaches_each_seat_through_the_dropdowns(harness):
    """Picking a hero another seat holds swaps the two, so every hero reaches every seat directly."""
    scene = open_setup(harness, DC)
    harness.choose_dropdown("players", "4")
    for seat in range(1, 5):
        for hero in playable_heroes():
            harness.choose_dropdown(f"hero{seat}", t(f"dc.hero.{hero}"))
            names = scene.seat_names()
            assert names[seat - 1] == t(f"dc.hero.{hero}") and len(set(names)) == 4
    board = start(harness)
    assert [h.hero for h in board.session.state.heroes] == [scene.values[f"hero{i}"] for i in range(1, 5)]


def test_extra_creatures_for_five_players_chosen_by_dropdown(harness):
    """DC-DIFF-02 (L470): 5 heroes meet 5 creatures, or the playmat's 4 when the players say so."""
    open_setup(harness, DC)
    harness.choose_dropdown("players", "5")
    harness.choose_dropdown("extra_creatures", t("setup_seats.dc_extra_no"))
    assert len(start(harness).session.state.creatures) == 4


def test_creature_by_creature_shift_chosen_by_dropdown(harness):
    """DC-DIFF-03 (L471): one creature made harder on its own; only the shown positions count."""
    scene = open_setup(harness, DC)
    harness.choose_dropdown("players", "2")
    harness.choose_dropdown("tiers", t("dc.setup.tiers_1123"))
    assert ("field", "creature_shift_1") not in scene.dropdowns.values()
    harness.choose_dropdown("tier_shift", t("setup_seats.dc_shift_each"))
    shown = {k for what, k in scene.dropdowns.values() if what == "field" and k.startswith("creature_shift")}
    assert shown == {"creature_shift_1", "creature_shift_2"}  # 2 players keep 2 creatures
    harness.choose_dropdown("creature_shift_2", t("dc.setup.shift_4"))
    state = start(harness).session.state
    from game.desconfronto.creatures import CREATURES

    assert [CREATURES[c.creature].tier for c in state.creatures] == [1, 3]
    assert state.spoils == 7 + 2


@pytest.mark.parametrize("preset", ["1,1,1,1", "1,1,2,2", "1,1,2,3", "1,2,2,3", "2,2,3,3", "3,3,3,3"])
def test_every_tier_preset_chosen_by_dropdown(harness, preset):
    from game.desconfronto.creatures import CREATURES

    open_setup(harness, DC)
    harness.choose_dropdown("players", "4")
    harness.choose_dropdown("tiers", t(f"dc.setup.tiers_{preset.replace(',', '')}"))
    state = start(harness).session.state
    assert [CREATURES[c.creature].tier for c in state.creatures] == [int(x) for x in preset.split(",")]


@pytest.mark.parametrize("shift", range(-2, 3))
def test_every_tier_shift_chosen_by_dropdown(harness, shift):
    open_setup(harness, DC)
    harness.choose_dropdown("players", "4")
    harness.choose_dropdown("tier_shift", t(f"dc.setup.shift_{shift + 2}"))
    assert start(harness).session.setup["tier_shift"] == shift


def test_fortress_every_general_in_each_seat_and_every_adversary(harness):
    from game.fortress.content import content
    from game.fortress.setup import GENERAL_ORDER

    scene = open_setup(harness, FORTRESS)
    for adv in content().adversaries:
        harness.choose_dropdown("adversary", t(f"fortress.adversary.{adv}"))
        assert scene.values["adversary"] == adv and scene.seat_names()
    harness.choose_dropdown("adversary", t("fortress.adversary.randall_dos_ventos"))
    harness.choose_dropdown("players", t("fortress.setup.n5"))
    assert seat_rows(scene) == list(range(5))
    for seat in range(1, 6):
        for gen in GENERAL_ORDER:
            harness.choose_dropdown(f"general_{seat}", t(f"fortress.general.{gen}"))
            if scene.problem() == "":  # (a repeated General is swapped; none is refused here)
                assert scene.seat_names()[seat - 1] == t(f"fortress.general.{gen}")
    board = start(harness)
    assert [s.general for s in board.session.state.seats] == [
        scene.values[f"general_{i}"] if scene.values[f"general_{i}"] != "auto" else s.general
        for i, s in enumerate(board.session.state.seats, 1)
    ]


@pytest.mark.parametrize("players", range(1, 6))
def test_fortress_each_player_count_by_dropdown(harness, players):
    label = t(f"setup.n{players}") if players <= 4 else t("fortress.setup.n5")
    scene = open_setup(harness, FORTRESS)
    harness.choose_dropdown("players", label)
    assert len(scene.seat_names()) == players == len(seat_rows(scene))
    assert len(start(harness).session.state.seats) == players


def test_seat_kinds_follow_only_the_seats_that_start(harness):
    scene = open_setup(harness, DC)
    harness.choose_dropdown("players", "3")
    harness.choose_dropdown(("seat", 2), t("newgame.seat_greedy"))
    harness.choose_dropdown(("seat", 1), t("newgame.seat_random"))
    harness.choose_dropdown("players", "2")
    assert scene.chosen_bots() == {"1": "random"}
    board = start(harness)
    assert board.bots.kinds == {1: "random"}


def test_a_stale_error_leaves_when_the_setup_changes(harness):
    """Issue 7 §3: a refusal from Start is about the choices it saw; changing one clears it."""
    scene = open_setup(harness, DC)
    scene.seed_entry.set_text("12abc")
    harness.click_button("newgame.start")
    assert scene.error and scene.error_label.text == scene.error
    harness.choose_dropdown("players", "3")
    assert scene.error == "" and scene.error_label.text == ""
    assert scene.seed_entry.get_text() == "12abc"  # the typed seed is kept


def test_an_impossible_choice_says_why_at_once_and_leaves_when_mended(harness):
    scene = open_setup(harness, FORTRESS)
    harness.choose_dropdown("players", "2")
    adv = "wargosh"  # the Adversary's own General cannot sit at the table (AMB-03)
    harness.choose_dropdown("adversary", t(f"fortress.adversary.{adv}"))
    harness.choose_dropdown("general_1", t(f"fortress.general.{adv}"))
    assert scene.problem() and scene.error_label.text == scene.problem()
    assert seat_rows(scene) == []
    harness.choose_dropdown("general_1", t("fortress.setup.auto"))
    assert scene.problem() == "" and scene.error_label.text == ""
    assert seat_rows(scene) == [0, 1]


def test_a_stale_error_leaves_when_the_rule_variants_change(harness):
    scene = open_setup(harness, FORTRESS)
    scene.seed_entry.set_text("x")
    harness.click_button("newgame.start")
    assert scene.error
    harness.click_button("variants.ui.button")
    assert type(harness.top).__name__ == "VariantsScene"
    import pygame

    harness.key(pygame.K_ESCAPE)
    assert harness.top is scene and scene.error == "" and scene.error_label.text == ""

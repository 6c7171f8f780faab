"""The Zerywia board, driven headlessly as a player would: the menus, clicks on lit Regions, buttons,
the pause menu, save and Continue; screenshots at both sizes in both languages; no ids on screen."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pygame
import pytest

from game.core.i18n import set_language, t
from game.core.session import Session
from game.zerywia import board_map
from game.zerywia.actions import Explore, UseHarbour
from game.zerywia.content import content

SHOTS = Path("/tmp/tablebound_zerywia_shots")


def zerywia_game():
    from game.zerywia.game import ZerywiaGame

    return ZerywiaGame()


def open_zerywia(harness, heroes=("svara",), seed: int = 3, bots: dict | None = None, steps: int = 0):
    """A board on a fresh Path (optionally after ``steps`` seeded random actions)."""
    from scenes.menu import open_board

    session = Session.new(zerywia_game(), {"heroes": list(heroes)}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = session.legal_actions()
        if not legal or session.is_over() is not None:
            break
        session.apply(rng.choice(legal))
    harness.push(open_board(harness.app, session, {"bots": bots or {}}))
    board = harness.top
    assert type(board).__name__ == "ZerywiaBoardScene"
    return board


def click_region(harness, board, region: str) -> None:
    harness.click(harness.app.letterbox.to_window(board.map.centre(region)))


def test_menu_journey_two_heroes_one_bot_clicks_saves_and_continues(harness):
    """New game -> Zerywia -> 2 heroes (a human and a greedy bot) -> play by clicking Regions and
    buttons -> pause -> save -> quit -> Continue gives the same state on this board."""
    harness.click_button("menu.new_game")
    harness.click_button("choose.zerywia")
    harness.choose_dropdown("players", t("setup.n2"))
    harness.choose_dropdown(("seat", 1), t("newgame.seat_greedy"))
    harness.click_button("newgame.start")
    board = harness.top
    assert type(board).__name__ == "ZerywiaBoardScene"
    state = board.session.state
    assert len(state.heroes) == 2 and board.bots.is_bot(1) and not board.bots.is_bot(0)
    # The first Action by a click on a lit Region with a single action there.
    single = [r for r, acts in board.targets.items() if len(acts) == 1]
    assert single, "some Region is lit at the first dawn"
    region = single[0]
    expected = board.targets[region][0]
    click_region(harness, board, region)
    assert board.session.actions[0] == expected
    # Then play on with buttons (and the bot by itself) until the human has acted a dozen times.
    clicks = 0
    while clicks < 12 and board.session.is_over() is None:
        harness.advance(3)
        if type(harness.top).__name__ != "ZerywiaBoardScene":
            break
        if board.human_to_act() and board.legal:
            harness.click_button("action:0")
            clicks += 1
    assert type(harness.top).__name__ == "ZerywiaBoardScene"
    assert any(a.player == 1 for a in board.session.actions), "the bot seat played its own turns"
    assert all(a.player in (0, 1) for a in board.session.actions)
    expected_hash = board.session.state_hash()
    before_log = list(board.log.entries)
    harness.key(pygame.K_ESCAPE)
    harness.click_button("pause.save")
    harness.click_button("pause.quit")
    harness.click_button("menu.continue")
    resumed = harness.top
    assert type(resumed).__name__ == "ZerywiaBoardScene"
    assert resumed.session.state_hash() == expected_hash
    assert resumed.bots.is_bot(1)
    harness.advance(2)
    # The chronicle reads as it did (rebuilt from the replay); its first line names the session start.
    assert list(resumed.log.entries)[-len(before_log) + 1 :] == before_log[1:]


def test_a_click_on_a_lit_region_takes_its_action(harness):
    """ZW-ACT-02: a lit Region is where the hero may Explore or sail; the click sends that action."""
    board = open_zerywia(harness)
    hero = board.session.state.heroes[0]
    reach = board_map.board().explore_targets(hero.region)
    assert set(board.targets) <= reach | board_map.board().harbours()
    region = next(r for r, acts in board.targets.items() if len(acts) == 1)
    action = board.targets[region][0]
    assert isinstance(action, Explore | UseHarbour)
    click_region(harness, board, region)
    assert board.session.actions == [action]


def test_a_click_on_an_unlit_region_does_nothing(harness):
    board = open_zerywia(harness)
    dark = next(r for r in board_map.board().regions if r not in board.targets)
    click_region(harness, board, dark)
    assert board.session.actions == []


def test_a_region_with_two_actions_offers_the_choice_as_buttons(harness):
    """Two terrains (or Explore and sail) in one Region: the click asks which, by buttons."""
    for seed in range(1, 40):
        board = open_zerywia(harness, seed=seed)
        several = [r for r, acts in board.targets.items() if len(acts) > 1]
        if several:
            break
        harness.app.stack.pop()
        harness.advance(2)
    else:
        pytest.skip("no seed gives a Region with two actions at the start")
    region = several[0]
    click_region(harness, board, region)
    assert board.choosing == region
    shown = [k for k in board.buttons if k.startswith("action:")]
    assert len(shown) == len(board.targets[region])
    assert "zerywia_board.cancel" in board.buttons
    pick = board.targets[region][1]
    harness.click_button("action:1")
    assert board.session.actions == [pick]
    assert board.choosing is None


def test_back_leaves_the_region_choice(harness):
    board = open_zerywia(harness)
    several = [r for r, acts in board.targets.items() if len(acts) > 1]
    if not several:
        pytest.skip("no Region with two actions here")
    click_region(harness, board, several[0])
    harness.click_button("zerywia_board.cancel")
    assert board.choosing is None and board.session.actions == []


def test_challenge_decisions_are_buttons_and_the_panel_names_the_enemy(harness):
    """ZW-CHAL: in a Challenge the roll, rerolls and acceptance are buttons worded by the core."""
    board = None
    for steps in range(10, 120):
        board = open_zerywia(harness, heroes=("svara", "goryv"), steps=steps)
        if board.session.state.step == "challenge" and board.legal:
            break
        harness.app.stack.pop()
        harness.advance(1)
    assert board is not None and board.session.state.step == "challenge"
    from game.zerywia.words import word
    from scenes.boards.zerywia_panels import step_title

    assert word(board.session.state.challenge.enemy) in step_title(board.session.state)
    labels = {board.buttons[k].text.rstrip("…").lower() for k in board.buttons if k.startswith("action:")}
    described = {board.describe(a).lower() for a in board.legal}
    assert labels and all(any(lab in d for d in described) for lab in labels)


def _ids() -> list[str]:
    """Internal ids that must never reach the screen: those with an underscore (a word never has one)."""
    c = content()
    ids = [*board_map.board().regions, *c.sagas, *c.enemies, *c.exploration]
    return sorted({i for i in ids if "_" in i}, key=len, reverse=True)


def _drawn_texts(board, monkeypatch, surface) -> list[str]:
    from scenes.boards import zerywia_board, zerywia_map, zerywia_panels

    seen: list[str] = []
    for module in (zerywia_board, zerywia_map, zerywia_panels):
        original = module.render

        def spy(text, *args, _original=original, **kwargs):
            seen.append(text)
            return _original(text, *args, **kwargs)

        monkeypatch.setattr(module, "render", spy)
    board.map._base = None  # the map's names too
    board.draw(surface)
    return seen


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_no_id_or_key_appears_in_any_label(harness, monkeypatch, lang):
    from scenes.boards.zerywia_hover import region_facts

    set_language(lang)
    ids = _ids()
    key = re.compile(r"\bzerywia(_board)?\.[a-z_]+")
    surface = pygame.Surface((1280, 720))
    for steps in (0, 15, 40, 80, 160):
        board = open_zerywia(harness, heroes=("svara", "goryv", "veda"), steps=steps)
        board.rebuild()
        texts = _drawn_texts(board, monkeypatch, surface)
        texts += [b.text for b in board.buttons.values()]
        texts += [board.describe(a) for a in board.legal]
        texts += list(board.log.entries)
        texts += [region_facts(board.session.state, r) for r in board_map.board().regions]
        for text in texts:
            assert not key.search(text), text
            assert not any(i in text for i in ids), text
        monkeypatch.undo()
        harness.app.stack.pop()
        harness.advance(1)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_screenshots_at_both_sizes_in_both_languages(harness, size, lang):
    """Looked at: the map, the heroes' sheets, the step panel and the buttons fit, uncut."""
    set_language(lang)
    harness.resize(size)
    for steps in (0, 30):
        board = open_zerywia(harness, heroes=("svara", "goryv", "veda", "dalbor"), steps=steps)
        board.rebuild()
        harness.advance(2)
        path = harness.screenshot(SHOTS / f"zerywia_{lang}_{size[0]}_{steps}.png")
        assert path.exists()
        assert harness.app.window.get_size() == size
        harness.app.stack.pop()
        harness.advance(1)


def _play_until(session, want, seed: int = 5, limit: int = 400) -> bool:
    """Seeded random play until ``want(session)`` holds (False if the game ends or time runs out)."""
    rng = random.Random(seed)
    for _ in range(limit):
        if want(session):
            return True
        legal = session.legal_actions()
        if not legal or session.is_over() is not None:
            return False
        session.apply(rng.choice(legal))
    return want(session)


def test_nix_phase_murk_is_placed_by_a_click_on_a_lit_region(harness):
    """ZW-SCEN-07 (AMB-35): in Nix's Phase the hero's Thymor's Regions are lit; a click casts the Murk."""
    from game.zerywia.actions import PlaceMurk
    from scenes.menu import open_board

    session = Session.new(zerywia_game(), {"heroes": ["svara", "goryv"]}, 4)

    def placing(s) -> bool:
        seat = s.game.current_player(s.state)
        return seat is not None and any(isinstance(a, PlaceMurk) for a in s.seat_legal(seat))

    assert _play_until(session, placing)
    harness.push(open_board(harness.app, session, {"bots": {}}))
    board = harness.top
    lit = {r for r, acts in board.targets.items() if any(isinstance(a, PlaceMurk) for a in acts)}
    assert lit
    region = sorted(lit)[0]
    before = len(session.actions)
    click_region(harness, board, region)
    assert len(session.actions) == before + 1
    assert isinstance(session.actions[-1], PlaceMurk) and session.actions[-1].region == region


def test_two_human_heroes_hand_the_table_over(harness):
    """Hotseat: when the next decision is another human hero's, the screen is handed over first."""
    board = open_zerywia(harness, heroes=("svara", "goryv"))
    for _ in range(30):
        if type(harness.top).__name__ == "ZerywiaHandoffScene":
            break
        assert board.legal and all(a.player == board.decider() for a in board.legal)
        harness.click_button("action:0")
    assert type(harness.top).__name__ == "ZerywiaHandoffScene"
    name = harness.top.general
    assert name in harness.find_button("zerywia_board.handoff.ready").text
    harness.click_button("zerywia_board.handoff.ready")
    assert type(harness.top).__name__ == "ZerywiaBoardScene"
    assert board.seat_names()[board.decider()] == name


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
@pytest.mark.filterwarnings("error:Label Rect is too small")
def test_a_solo_path_is_played_by_mouse_to_its_end(harness, lang):
    """The whole Path by clicks only (buttons and lit Regions, seeded picks) ends with the game-over
    banner naming why, in words (ZW-SCEN end conditions, worded by the catalogue)."""
    set_language(lang)
    board = open_zerywia(harness, heroes=("svara",), seed=2)
    rng = random.Random(11)
    for _ in range(1500):
        if board.session.is_over() is not None:
            break
        assert type(harness.top).__name__ == "ZerywiaBoardScene"
        if board.targets and rng.random() < 0.5:
            click_region(harness, board, rng.choice(sorted(board.targets)))
            if board.choosing is not None:
                harness.click_button("action:0")
            continue
        names = sorted(k for k in board.buttons if k.startswith("action:"))
        assert names, "a human decision always has a button"
        harness.click_button(rng.choice(names))
    outcome = board.session.is_over()
    assert outcome is not None
    harness.advance(3)
    over = harness.top
    assert type(over).__name__ == "GameOverScene"
    harness.screenshot(SHOTS / f"zerywia_over_{lang}.png")
    from scenes.boards.game_over import outcome_text, reason_text

    headline = outcome_text(outcome, board.seat_names())
    words = headline + reason_text(outcome, headline)
    assert "zerywia." not in words and t(outcome.reason) in words


def test_the_statue_turns_and_changed_regions_flash_at_the_animation_speed():
    """ZW-CYCLE-02: the Statue's quarter turn is played out, not jumped; a spread's Region flashes;
    "instant" shows the end state at once."""
    from game.core.actions import Event
    from scenes.boards.zerywia_fx import TURN_S, MapFx

    regions = board_map.layout().regions
    some = next(iter(regions))
    events = [
        Event("zerywia.statue.rotated", {"facing": ["west", "south", "east", "north"]}),
        Event("zerywia.land.placed", {"family": "murk", "region": some}),
    ]
    fx = MapFx("normal")
    fx.on_events(events, regions)
    assert fx.busy() and fx.turn() > 1.0 and some in fx.flashes
    fx.update(TURN_S * fx.factor / 2)
    assert 0 < fx.turn() < 1.0
    fx.update(10.0)
    assert not fx.busy() and fx.turn() == 0.0
    instant = MapFx("instant")
    instant.on_events(events, regions)
    assert not instant.busy()


def test_a_murk_cast_by_a_click_flashes_its_region(harness):
    from game.zerywia.actions import PlaceMurk
    from scenes.boards.zerywia_fx import MapFx
    from scenes.menu import open_board

    session = Session.new(zerywia_game(), {"heroes": ["svara"]}, 4)

    def placing(s) -> bool:
        return any(isinstance(a, PlaceMurk) for a in s.legal_actions())

    assert _play_until(session, placing)
    harness.push(open_board(harness.app, session, {"bots": {}}))
    board = harness.top
    board.fx = MapFx("normal")
    region = sorted(board.targets)[0]
    click_region(harness, board, region)
    assert isinstance(session.actions[-1], PlaceMurk)
    assert board.fx.busy() and board.is_animating()


@pytest.mark.parametrize("players", [1, 4])
def test_the_new_game_screen_starts_the_path_with_one_to_four_heroes(harness, players):
    """AMB-57: 1-4 of the five heroes, one per seat, picked on the New game screen."""
    harness.click_button("menu.new_game")
    harness.click_button("choose.zerywia")
    harness.choose_dropdown("players", t(f"setup.n{players}"))
    harness.choose_dropdown("hero1", t("zerywia.hero.hexdrinker"))
    harness.click_button("newgame.start")
    board = harness.top
    assert type(board).__name__ == "ZerywiaBoardScene"
    heroes = [h.hero for h in board.session.state.heroes]
    assert len(heroes) == players and heroes[0] == "hexdrinker" and len(set(heroes)) == players
    if players == 1:  # ZW-SCEN-02: first the Solo hero's extra Saga card, its buttons naming the cards
        from game.core.i18n import localized
        from game.zerywia.actions import ChooseSaga

        assert board.legal and all(isinstance(a, ChooseSaga) for a in board.legal) and not board.targets
        first = localized(content().sagas[board.shown_actions()[0].card].name)
        assert first in board.buttons["action:0"].text
        harness.click_button("action:0")
        harness.advance(2)
        assert board.session.state.heroes[0].reserve and board.session.state.pending is None
    assert board.legal and board.targets

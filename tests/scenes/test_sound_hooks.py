"""Sound follows the events the boards show (scenes/sound.py, scenes/sound_cues.py): a fake mixer
records what plays for seeded games of all three titles; volume and mute are respected; a burst is
merged; without a device (or without the files) everything is silent and nothing fails."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from game.core.protocol import Outcome
from game.core.registry import get_game
from game.core.session import Session
from scenes.settings import Settings
from scenes.sound import MAX_BURST, Sounds, sound_dir, sounds


class FakeSound:
    def __init__(self, name: str, log: list[tuple[str, float]]) -> None:
        self.name, self.log, self.vol = name, log, 1.0

    def set_volume(self, value: float) -> None:
        self.vol = value

    def play(self) -> None:
        self.log.append((self.name, self.vol))


def recorder(settings, clock=None) -> tuple[Sounds, list[tuple[str, float]]]:
    log: list[tuple[str, float]] = []
    ticks = itertools.count(step=1.0)  # a second between plays: nothing merges unless a test says so
    player = Sounds(settings, True, load=lambda p: FakeSound(p.stem, log), clock=clock or (lambda: next(ticks)))
    return player, log


def play_seeded(harness, game_name: str, actions: int, seed: int = 5) -> list[str]:
    """Open the real board at instant speed with a recording mixer and play seeded random actions."""
    from scenes.menu import open_board

    player, log = recorder(harness.app.settings)
    harness.app._sounds = player
    game = get_game(game_name)
    session = Session.new(game, game.default_setup(), seed)
    board = open_board(harness.app, session, {"bots": {}})
    harness.push(board)
    rng = random.Random(seed)
    for _ in range(actions):
        if session.is_over() is not None:
            break
        board.apply_action(rng.choice(session.legal_actions()))
        harness.advance(1)
    return [name for name, _ in log]


def base(name: str) -> str:
    return "dice" if name.startswith("dice_") else name


def test_desconfronto_events_sound_as_the_board_shows_them(harness):
    heard = {base(n) for n in play_seeded(harness, "desconfronto", 80)}
    assert {"dice", "card_play", "hit"} <= heard, heard


def test_fortress_events_sound_as_the_board_shows_them(harness):
    heard = {base(n) for n in play_seeded(harness, "fortress", 80)}
    assert {"buy", "card_play", "card_draw"} <= heard, heard


def test_zerywia_events_sound_as_the_board_shows_them(harness):
    heard = {base(n) for n in play_seeded(harness, "zerywia", 150)}
    assert "dice" in heard and heard & {"success", "failure"}, heard


def test_repeated_rolls_take_the_dice_variants_in_turn():
    player, log = recorder(Settings())
    for _ in range(5):
        player.play("dice")
    assert [n for n, _ in log] == ["dice_1", "dice_2", "dice_3", "dice_4", "dice_1"]


def test_a_burst_in_one_frame_is_merged_not_a_storm(harness):
    """Instant speed, many actions in one frame (the clock never moves): at most MAX_BURST effects
    start, and never the same one twice."""
    from scenes.menu import open_board

    player, log = recorder(harness.app.settings, clock=lambda: 0.0)
    harness.app._sounds = player
    game = get_game("desconfronto")
    session = Session.new(game, game.default_setup(), 5)
    board = open_board(harness.app, session, {"bots": {}})
    harness.push(board)
    rng = random.Random(5)
    for _ in range(50):
        if session.is_over() is None:
            board.apply_action(rng.choice(session.legal_actions()))
    assert 0 < len(log) <= MAX_BURST
    assert len({n for n, _ in log}) == len(log)


def test_volume_and_mute_are_read_at_each_play():
    settings = Settings(volume=40)
    player, log = recorder(settings)
    player.play("hit")
    settings.volume = 90
    player.play("hit")
    settings.mute = True
    assert player.play("hit") is False
    settings.mute, settings.volume = False, 0
    assert player.play("hit") is False
    assert log == [("hit", 0.4), ("hit", 0.9)]


def test_no_device_is_silent_and_loads_nothing():
    loads: list[Path] = []
    player = Sounds(Settings(), False, load=lambda p: loads.append(p) or FakeSound(p.stem, []))
    assert player.play("dice") is False and player.loaded == {} and loads == []


def test_missing_or_broken_files_are_silent(tmp_path):
    player, log = recorder(Settings())
    assert Sounds(Settings(), True, folder=tmp_path / "nowhere").play("hit") is False

    def broken(path):
        raise RuntimeError("not a wav")

    (tmp_path / "hit.wav").write_bytes(b"junk")
    assert Sounds(Settings(), True, folder=tmp_path, load=broken).play("hit") is False
    assert player.play("no_such_effect") is False and log == []


def test_the_app_without_a_mixer_plays_nothing(harness):
    harness.app.audio = False
    harness.app._sounds = None
    assert sounds(harness.app).loaded == {}
    assert sounds(harness.app).play("victory") is False


def test_the_real_files_load_through_the_real_mixer(harness):
    """The dummy SDL audio driver gives a mixer here: every committed file loads and plays."""
    if not harness.app.audio:
        pytest.skip("no mixer on this machine")
    harness.app._sounds = None
    player = sounds(harness.app)
    assert set(player.loaded) == {p.stem for p in sound_dir().glob("*.wav")}
    assert player.play("click") is True


@pytest.mark.parametrize(("result", "effect"), [("won", "victory"), ("lost", "defeat"), ("draw", None)])
def test_the_game_over_banner_plays_victory_or_defeat(harness, monkeypatch, result, effect):
    from scenes.boards.game_over import GameOverScene
    from scenes.menu import open_board

    player, log = recorder(harness.app.settings)
    harness.app._sounds = player
    game = get_game("fortress")
    session = Session.new(game, game.default_setup(), 3)
    board = open_board(harness.app, session, {"bots": {}})
    monkeypatch.setattr(session, "is_over", lambda: Outcome(result, (0,) if result == "won" else ()))
    GameOverScene(harness.app, board)
    assert [n for n, _ in log] == ([effect] if effect else [])


def test_dc_sounds_wait_for_the_beat_that_shows_them(harness):
    """At normal speed an attack's dice sound starts with its dice beat, and its wound's sound only
    once the dice have settled and the wound flashes: the sound follows the animation."""
    from scenes.menu import open_board

    harness.app.settings.animation_speed = "normal"
    player, log = recorder(harness.app.settings)
    harness.app._sounds = player
    game = get_game("desconfronto")
    session = Session.new(game, game.default_setup(), 5)
    board = open_board(harness.app, session, {"bots": {}})
    harness.push(board)
    rng = random.Random(5)
    for _ in range(200):
        action = rng.choice(session.legal_actions())
        log.clear()
        events = board.apply_action(action)
        kinds = [e.kind for e in events or []]
        wounds = [e for e in events or [] if e.kind == "dc.wounded" and e.data["amount"]]
        if "dc.attack" in kinds and wounds and kinds.index("dc.attack") < events.index(wounds[0]):
            break
        board.anim.skip()
    else:
        pytest.fail("no attack that wounds in 200 seeded actions")
    assert log == []  # nothing is heard before the board shows it
    harness.advance(1)
    heard = [base(n) for n, _ in log]
    assert "dice" in heard and "hit" not in heard  # the card played and its dice, with their beat
    harness.advance(600)  # ten seconds: the dice settle, the wound flashes
    assert "hit" in [n for n, _ in log]


def test_fortress_invasion_sounds_are_released_step_by_step(harness):
    """The Invasion plays step by step at normal speed; its sounds come with the steps, not at once."""
    from scenes.menu import open_board
    from scenes.sound_cues import cue

    harness.app.settings.animation_speed = "normal"
    player, log = recorder(harness.app.settings)
    harness.app._sounds = player
    game = get_game("fortress")
    session = Session.new(game, game.default_setup(), 3)
    board = open_board(harness.app, session, {"bots": {}})
    harness.push(board)
    rng = random.Random(3)
    for _ in range(300):
        log.clear()
        events = board.apply_action(rng.choice(session.legal_actions())) or []
        due = [c for c in (cue("fortress", e.kind, e.data) for e in events) if c]
        if board.invasion is not None and len(due) >= 2:
            break
        harness.advance(900)  # let any Invasion finish
    else:
        pytest.fail("no Invasion with two sounding steps in 300 seeded actions")
    assert len(log) < len(due)
    harness.advance(900)
    assert [n for n, _ in log] == due

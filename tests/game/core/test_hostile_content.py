"""Broken content (issue 7 §5): every reference is checked at load and the error names the file, the
entry and the field; a broken game never disables another one, shows its reason on the New game
screen and cannot be started, and ``--check-save`` blames the content, not the save."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import game.desconfronto  # noqa: F401 - registers the game
import game.fortress  # noqa: F401 - registers the game
from game.core import registry
from game.core.content import ContentError

DC_DATA = Path(game.desconfronto.__file__).parent / "data"
HM_DATA = Path(game.fortress.__file__).parent / "data"

# (file inside data/, text to find, replacement, words the error must contain)
DC_CORRUPTIONS = {
    "unknown card hook": ("heroes/tesser.toml", '{ hook = "destruction" }', '{ hook = "destructoin" }',
                          ["tesser.toml", "[[card]]", "effects[0].hook", "destructoin"]),
    "unknown only tag": ("heroes/artan.toml", '{ shields = 3, only = "red" }', '{ shields = 3, only = "rde" }',
                         ["artan.toml", "[[card]]", ".only", "rde"]),
    "unknown amount_option": ("heroes/tesser.toml", 'amount_option = "shield_of_light_shields"',
                              'amount_option = "shield_of_night"', ["tesser.toml", "amount_option", "shield_of_night"]),
    "unknown passive hook": ("heroes/tesser.toml", 'hook = "tesser_after_defend"', 'hook = "nope"',
                             ["tesser.toml", "[hero]", "passive.hook", "nope"]),
    "unknown skill hook": ("heroes/tesser.toml", 'id = "guardian"\n', 'id = "guardian"\nhook = "no_such_skill"\n',
                           ["tesser.toml", "[[skill]]", "'hook'", "no_such_skill"]),
    "unknown on_defeated hook": ("creatures.toml", 'on_defeated = [ { apply = "poison", to = "all_heroes" } ]',
                                 'on_defeated = [ { hook = "ghost", to = "all_heroes" } ]',
                                 ["creatures.toml", "[[creature]]", "on_defeated[0].hook", "ghost"]),
    "bad toml": ("heroes/tesser.toml", "[[skill]]", "[[skill", ["tesser.toml", "not valid TOML"]),
    "wrong type": ("creatures.toml", "vigor = 4", 'vigor = "four"', ["creatures.toml", "[[creature]]", "vigor"]),
}  # fmt: skip
HM_CORRUPTIONS = {
    "unknown adversary race": ("adversaries.toml", 'race = "anoes"', 'race = "orcs"',
                               ["adversaries.toml", "[[adversary]]", "'race'", "orcs"]),
    "unknown plan adversary": ("adversaries.toml", 'adversary = "randall_dos_ventos"', 'adversary = "randall"',
                               ["adversaries.toml", "[[plan]]", "'adversary'", "randall"]),
    "unknown general hook": ("generals.toml", 'hook = "wargosh"', 'hook = "wargosch"',
                             ["generals.toml", "[[general]]", "ability.hook"]),
    "bad toml": ("cards.toml", "[[unit]]", "[[unit", ["cards.toml", "not valid TOML"]),
    "missing file": ("invaders.toml", None, None, ["invaders.toml", "not found"]),
    "wrong type": ("generals.toml", 'hook = "kryssa", cost = { any = 2 }', 'hook = "kryssa", cost = { any = "two" }',
                   ["generals.toml", "[[general]]", "ability.cost.any"]),
    "unknown field": ("cards.toml", '[[unit]]\n', '[[unit]]\nevil = 1\n', ["cards.toml", "[[unit]]", "evil"]),
}  # fmt: skip


def _corrupt(src: Path, tmp: Path, file: str, find: str | None, replace: str | None) -> Path:
    data = tmp / "data"
    shutil.copytree(src, data)
    target = data / file
    if find is None:
        target.unlink()
        return data
    text = target.read_text(encoding="utf-8")
    assert find in text, f"corruption anchor missing in {file}: {find!r}"
    target.write_text(text.replace(find, replace, 1), encoding="utf-8")
    return data


def _load_desconfronto(data: Path) -> None:
    from game.desconfronto.content import load_heroes
    from game.desconfronto.creatures import load_creatures
    from game.desconfronto.roster import check_references

    check_references(load_heroes(data / "heroes"), load_creatures(data / "creatures.toml"))


def test_the_shipped_content_has_no_unknown_reference():
    from game.desconfronto.roster import playable_heroes, reference_problems

    assert reference_problems() == []
    from game.desconfronto.content import HEROES

    assert playable_heroes() == sorted(HEROES)  # nothing silently dropped from the roster


@pytest.mark.parametrize("name", sorted(DC_CORRUPTIONS))
def test_dc_broken_content_copy_names_file_entry_and_field(tmp_path, name):
    file, find, replace, words = DC_CORRUPTIONS[name]
    data = _corrupt(DC_DATA, tmp_path, file, find, replace)
    with pytest.raises(ContentError) as err:
        _load_desconfronto(data)
    for word in words:
        assert word in str(err.value), (word, str(err.value))


@pytest.mark.parametrize("name", sorted(HM_CORRUPTIONS))
def test_hm_broken_content_copy_names_file_entry_and_field(tmp_path, name):
    from game.fortress.content import load_content

    file, find, replace, words = HM_CORRUPTIONS[name]
    data = _corrupt(HM_DATA, tmp_path, file, find, replace)
    with pytest.raises(ContentError) as err:
        load_content(data)
    for word in words:
        assert word in str(err.value), (word, str(err.value))


def test_at_least_15_corrupted_content_copies():
    assert len(DC_CORRUPTIONS) + len(HM_CORRUPTIONS) >= 15


@pytest.fixture
def fortress_broken(monkeypatch):
    """The registry as it is when game/fortress's content fails at import (desConfronto unaffected)."""
    reason = "adversaries.toml: [[adversary]] entry (id 'x'), field 'race': unknown race 'orcs'"
    games = dict(registry._GAMES)
    games.pop("fortress")
    monkeypatch.setattr(registry, "_GAMES", games)
    monkeypatch.setattr(registry, "_BROKEN", {"fortress": reason})
    return reason


def test_a_failing_game_import_is_recorded_and_the_others_still_load(monkeypatch):
    """A package that raises ContentError on import is listed as broken with its reason."""
    import sys
    import types

    module = types.ModuleType("tests_broken_game")

    def fail(name, *args, **kwargs):
        if name == "tests_broken_game":
            raise ContentError("cards.toml: [[unit]] entry 3 (id 'u'), field 'cost': unknown resource")
        return real(name, *args, **kwargs)

    import importlib

    real = importlib.import_module
    monkeypatch.setattr(importlib, "import_module", fail)
    monkeypatch.setattr(registry, "GAME_MODULES", {**registry.GAME_MODULES, "tests_broken_game": "broken"})
    monkeypatch.setattr(registry, "_LOADED", False)
    monkeypatch.setattr(registry, "_BROKEN", {})
    monkeypatch.delitem(sys.modules, "tests_broken_game", raising=False)
    del module
    names = [g.name for g in registry.all_games()]
    assert "desconfronto" in names and "fortress" in names
    assert "field 'cost'" in registry.broken_games()["broken"]
    with pytest.raises(registry.GameUnavailable, match="cards.toml"):
        registry.get_game("broken")


def test_check_save_blames_the_content_not_the_save(tmp_path, fortress_broken):
    from saves import SaveError, SaveStore, check_save
    from tests.saves.hostile_corpus import dump

    raw = dump({"kind": "tablebound-save", "format_version": 2, "game": "fortress", "game_version": 1,
                "setup": {}, "seed": 1, "actions": [], "state": {}, "state_hash": "0" * 64,
                "created_at": "2026-01-01T00:00:00Z", "saved_at": "2026-01-01T00:00:00Z", "meta": {},
                "summary": ""})  # fmt: skip
    path = tmp_path / "manual.json"
    path.write_bytes(raw)
    reason = check_save(path)
    assert reason.startswith("The save is for fortress, whose content files are broken: adversaries.toml")
    assert "field 'race'" in reason
    with pytest.raises(SaveError) as err:
        SaveStore(tmp_path).load(path)
    assert err.value.reason == reason and not err.value.internal


def test_new_game_screen_shows_the_broken_game_and_keeps_the_other_playable(tmp_path, fortress_broken):
    from scenes.choose_game import ChooseGameScene
    from scenes.harness import Harness

    harness = Harness(config_dir=tmp_path, save_dir=tmp_path / "saves")
    try:
        harness.push(ChooseGameScene(harness.app))
        scene = harness.top
        assert not scene.buttons["choose.fortress"].is_enabled
        assert scene.buttons["choose.fortress"].text == "Content broken"
        assert scene.buttons["choose.desconfronto"].is_enabled
        assert scene.broken["fortress"] == fortress_broken
        harness.screenshot(Path(__file__).resolve().parents[3] / "screenshots" / "choose_broken.png")
        harness.click_button("choose.desconfronto")
        assert type(harness.top).__name__ == "SetupScene"
    finally:
        harness.close()


def test_real_import_with_a_broken_fortress_file_leaves_desconfronto_playable(tmp_path):
    """In a fresh process, Heróis & Monstros' adversaries.toml is made unreadable before the games
    load: desConfronto still registers, H&M is listed as broken with the file, and a genuine H&M
    save is refused for its content."""
    import subprocess
    import sys

    from saves import SaveStore
    from tests.saves.hostile_corpus import dump, played_save

    save = tmp_path / "manual.json"
    save.write_bytes(dump(played_save("fortress", 4)))
    assert SaveStore(tmp_path).load(save)  # genuine today
    script = f"""
import game.core.content as c
real = c.read_toml
def broken(path):
    if path.name == "adversaries.toml":
        raise c.ContentError("adversaries.toml: [[adversary]] entry 2 (id 'x'), field 'race': unknown race 'orcs'")
    return real(path)
c.read_toml = broken
from game.core.registry import all_games, broken_games
from saves import check_save
print(sorted(g.name for g in all_games()))
print(broken_games()["fortress"])
print(check_save({str(save)!r}))
"""
    root = Path(__file__).resolve().parents[3]
    proc = subprocess.run(
        [sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=120
    )
    lines = proc.stdout.splitlines()
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert lines[0] == "['desconfronto', 'zerywia']"  # every other game stays playable
    assert "adversaries.toml" in lines[1] and "field 'race'" in lines[1]
    assert lines[2].startswith("The save is for fortress, whose content files are broken: adversaries.toml")

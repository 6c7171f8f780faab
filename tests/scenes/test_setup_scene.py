"""The new-game screen is built generically from ``setup_fields()``."""

from dataclasses import dataclass

import pygame_gui

from game.core.protocol import SetupField
from tests.games.tiny import TinyGame


@dataclass
class _Fields:
    pass


class TinyWithExtra(TinyGame):
    """tiny plus a field that only shows for three players (``visible_if``)."""

    def setup_fields(self):
        extra = SetupField(
            "third", "setup.players", (("a", "setup.n1"), ("b", "setup.n2")), "a", ("players", (3,))
        )
        return [*super().setup_fields(), extra]

    def normalize_setup(self, setup):
        return super().normalize_setup({k: v for k, v in setup.items() if k != "third"})


def dropdowns(scene):
    return {ident: dd for dd, ident in scene.dropdowns.items()}


def test_visible_if_hides_a_field_until_its_condition_holds(harness):
    from scenes.setup_scene import SetupScene

    harness.push(SetupScene(harness.app, TinyWithExtra()))
    scene = harness.top
    assert ("field", "third") not in dropdowns(scene)
    assert len([i for i in dropdowns(scene) if i[0] == "seat"]) == 2
    scene.set_value("players", 3)
    harness.advance(2)
    assert ("field", "third") in dropdowns(scene)
    assert len([i for i in dropdowns(scene) if i[0] == "seat"]) == 3
    assert "third" in scene.chosen_setup()


def test_choosing_a_dropdown_option_by_clicking_changes_the_setup(harness):
    from game.core.registry import get_game
    from scenes.setup_scene import SetupScene

    harness.push(SetupScene(harness.app, get_game("tiny")))
    scene = harness.top
    dd = dropdowns(scene)[("field", "players")]
    box = harness.app.letterbox
    harness.click(box.to_window(dd.get_abs_rect().center))
    options = dd.current_state.options_selection_list.item_list_container.elements
    three = next(b for b in options if isinstance(b, pygame_gui.elements.UIButton) and b.text == "3")
    harness.click(box.to_window(three.get_abs_rect().center))
    assert scene.values["players"] == 3
    assert len([i for i in dropdowns(scene) if i[0] == "seat"]) == 3


def test_bad_seed_is_refused_with_a_message(harness):
    from game.core.registry import get_game
    from scenes.setup_scene import SetupScene

    harness.push(SetupScene(harness.app, get_game("tiny")))
    harness.top.seed_entry.set_text("12abc")
    harness.click_button("newgame.start")
    assert type(harness.top).__name__ == "SetupScene"
    assert "whole number" in harness.top.error


class TinyManyQuestions(TinyGame):
    def setup_fields(self):
        extra = [SetupField(f"q{i}", "setup.players", (("a", "setup.n1"),), "a") for i in range(13)]
        return [*super().setup_fields(), *extra]

    def normalize_setup(self, setup):
        return super().normalize_setup({"players": setup.get("players", 2)})


def test_many_setup_fields_still_fit_the_panel(harness):
    from scenes.setup_scene import SetupScene

    harness.push(SetupScene(harness.app, TinyManyQuestions()))
    scene = harness.top
    assert len(scene.dropdowns) == 14 + 2
    bottoms = [dd.get_abs_rect().bottom for dd in scene.dropdowns] + [scene.seed_entry.get_abs_rect().bottom]
    assert max(bottoms) <= 620
    harness.click_button("newgame.start")
    assert type(harness.top).__name__ == "GenericBoardScene"

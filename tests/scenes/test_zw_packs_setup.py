"""Zerywia's New game screen and the expansion packs (issue #13, docs/zerywia_packs.md): the
"Expansions" dropdown, the pack heroes offered in the hero dropdowns only while their pack is on, a
pick falling back when its pack is switched off; both languages drawn to screenshots/zw_packs/."""

from pathlib import Path

import pygame_gui
import pytest

from game.core import i18n
from game.core.i18n import t

SHOTS = Path("screenshots/zw_packs")


def options(harness, key: str) -> list[str]:
    """The texts a setup dropdown offers, read by opening it as a player would (then closing it)."""
    dd = harness.dropdown(key)
    harness.click(harness.app.letterbox.to_window(dd.get_abs_rect().center))
    items = dd.current_state.options_selection_list.item_list_container.elements
    texts = [b.text for b in items if isinstance(b, pygame_gui.elements.UIButton)]
    harness.click(harness.app.letterbox.to_window(dd.get_abs_rect().center))
    harness.advance(1)
    return texts


def open_setup(harness):
    from game.core.registry import get_game
    from scenes.setup_scene import SetupScene

    harness.push(SetupScene(harness.app, get_game("zerywia")))
    harness.advance(2)
    return harness.top


def test_the_pack_heroes_are_offered_only_while_their_pack_is_on(harness):
    scene = open_setup(harness)
    assert scene.values["expansions"] == "none"
    assert t("zerywia.hero.kost") not in options(harness, "hero1")
    assert t("zerywia.hero.svara") in options(harness, "hero1")
    harness.choose_dropdown("expansions", t("zerywia_packs.expansions.scorned_renegades"))
    offered = options(harness, "hero1")
    assert [t(f"zerywia.hero.{h}") for h in ("kost", "zagra", "asir", "widnur")] == offered[5:9]
    harness.choose_dropdown("hero1", t("zerywia.hero.asir"))
    assert scene.chosen_setup()["hero1"] == "asir" and scene.problem() == ""
    harness.choose_dropdown("expansions", t("zerywia_packs.expansions.none"))
    assert scene.values["hero1"] == "svara"  # Asir's pack is off: the seat falls back to its default
    assert scene.problem() == ""


def test_a_second_seat_falls_back_to_a_hero_no_other_seat_holds(harness):
    scene = open_setup(harness)
    harness.choose_dropdown("expansions", t("zerywia_packs.expansions.both"))
    harness.choose_dropdown("players", t("setup.n2"))
    harness.choose_dropdown("hero2", t("zerywia.hero.widnur"))
    harness.choose_dropdown("hero1", t("zerywia.hero.goryv"))
    harness.choose_dropdown("expansions", t("zerywia_packs.expansions.into_the_wild"))
    assert scene.values["hero1"] == "goryv" and scene.values["hero2"] == "svara"
    assert scene.problem() == ""


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_the_expansions_choice_draws_in_both_languages(harness, lang):
    i18n.set_language(lang)
    scene = open_setup(harness)
    harness.choose_dropdown("expansions", t("zerywia_packs.expansions.scorned_renegades"))
    harness.choose_dropdown("players", t("setup.n4"))
    for k, hero in enumerate(("kost", "zagra", "asir", "widnur"), 1):
        harness.choose_dropdown(f"hero{k}", t(f"zerywia.hero.{hero}"))
    assert scene.problem() == ""
    harness.screenshot(SHOTS / f"setup_{lang}.png")
    dd = harness.dropdown("hero1")
    harness.click(harness.app.letterbox.to_window(dd.get_abs_rect().center))
    harness.screenshot(SHOTS / f"setup_heroes_open_{lang}.png")

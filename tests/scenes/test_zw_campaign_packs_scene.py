"""The Zerywia campaign screen of a campaign started with an expansion (issue 13): its subtitle names
the pack, and a lost hero's player may take on one of the pack's heroes (ZW-HERO-24, ZW-HERO-36)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.i18n import set_language, t
from game.zerywia import campaign as zc
from scenes.harness import Harness
from scenes.settings import Settings
from scenes.zerywia_campaign_scene import ZerywiaCampaignScene
from tests.journeys.player import current_board


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_zw_hero_24_a_pack_hero_takes_a_lost_heros_place_from_the_campaign_screen(tmp_path: Path, language: str):
    settings = Settings(animation_speed="instant")
    settings.language = language
    h = Harness(size=(1280, 720), save_dir=tmp_path, config_dir=str(tmp_path), settings=settings, seed=1)
    try:
        camp = zc.new_campaign(["kost", "svara"], packs=["scorned_renegades"])
        camp.played.append(zc.Played("path", "lost", "", ["kost", "svara"], ["kost"]))
        camp.seats[0].hero = None
        h.push(ZerywiaCampaignScene(h.app, "zw-1", camp))
        h.advance(2)
        assert t("zerywia_packs.pack.scorned_renegades") in h.top.played_text()
        h.choose_dropdown(("hero", 0), t("zerywia.hero.zagra"))
        h.click_button("zerywia.campaign.next")
        board = current_board(h)
        assert [x.hero for x in board.session.state.heroes] == ["zagra", "svara"]
        assert board.session.setup["packs"] == ["scorned_renegades"] and "kost" in board.session.state.fallen
    finally:
        h.close()
        set_language("en")  # the Harness set the test's language for the whole process

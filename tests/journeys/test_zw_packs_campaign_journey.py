"""A Zerywia campaign with an expansion pack, from the main menu, by injected mouse and keys (issue 13,
"pack heroes in campaigns"): New game -> Zerywia -> "Expansions: Scorned Renegades" -> 2 heroes, Kost
for the human seat and Svara for a greedy bot -> seed -> "Start a campaign". The campaign record
keeps the pack, its first scenario plays it (Kost holds his Scorned card, L1232); save, quit,
relaunch on the same saves folder, and "Continue the campaign" opens the same table with the pack on."""

from __future__ import annotations

from game.core.i18n import t
from game.zerywia.content import content
from scenes.zerywia_campaign_scene import campaigns
from tests.journeys.player import current_board, new_game, save_and_quit, scene_name

SEED = 5


def test_zw_hero_36_a_campaign_started_with_scorned_renegades_keeps_its_pack(launch):
    h = launch("en")
    choices = {"expansions": t("zerywia_packs.expansions.scorned_renegades"), "players": t("setup.n2"),
               "hero1": t("zerywia.hero.kost"), "hero2": t("zerywia.hero.svara")}
    new_game(h, "zerywia", choices, {1: "greedy"}, SEED, start="zerywia.campaign.start")
    board = current_board(h)
    s = board.session
    assert s.setup["campaign"] == "zw-1" and s.setup["packs"] == ["scorned_renegades"]
    assert [hero.hero for hero in s.state.heroes] == ["kost", "svara"] and board.bots.is_bot(1)
    assert any(f in content().scorned_cards() for f in s.state.heroes[0].feats)
    camp, _, _ = campaigns(h.app).load("zw-1")
    assert camp.packs == ["scorned_renegades"] and camp.heroes() == ["kost", "svara"]
    expected, actions = s.state_hash(), list(s.actions)
    save_and_quit(h)
    h = launch("en")  # relaunch on the same disk state
    h.click_button("menu.new_game")
    h.click_button("choose.zerywia")
    assert scene_name(h) == "SetupScene"
    h.click_button("zerywia.campaign.continue")
    resumed = current_board(h).session
    assert resumed.state_hash() == expected and list(resumed.actions) == actions
    assert resumed.setup["packs"] == ["scorned_renegades"] and resumed.setup["campaign"] == "zw-1"

"""The Scorned Renegades pack from the main menu, by injected mouse and keys (issue #13): New game ->
Zerywia -> "Expansions: Scorned Renegades" -> 2 heroes, Kost for the human seat and Zagra for a
greedy bot -> seed -> Start. Each pack hero holds its own Feat, its Mark of Thymor and one Scorned
card (ZW-HERO-36, L1232); the human plays a few clicks; save, quit, relaunch on the same saves folder,
Continue: the same table, the pack still on, the heroes and their Scorned cards still theirs."""

from __future__ import annotations

from pathlib import Path

from game.core.i18n import t
from game.core.rng import Rng
from game.zerywia.content import content
from tests.journeys.player import continue_game, new_game, save_and_quit, scene_name, wait_for
from tests.journeys.test_zw_challenge_journey import gesture, human_ready

SEED = 23
SHOTS = Path("screenshots/zw_packs")


def scorned_of(hero) -> list[str]:
    cards = set(content().scorned_cards())
    return [f for f in [*hero.feats, *hero.used_feats] if f in cards]


def test_zw_hero_36_a_scorned_renegades_table_from_the_menu_save_relaunch_continue(launch):
    h = launch("en")
    choices = {
        "expansions": t("zerywia_packs.expansions.scorned_renegades"),
        "players": t("setup.n2"),
        "hero1": t("zerywia.hero.kost"),
        "hero2": t("zerywia.hero.zagra"),
    }
    board = new_game(h, "zerywia", choices, {1: "greedy"}, SEED)
    s = board.session
    assert s.setup["packs"] == ["scorned_renegades"]
    assert [hero.hero for hero in s.state.heroes] == ["kost", "zagra"] and board.bots.is_bot(1)
    drawn = [scorned_of(hero) for hero in s.state.heroes]
    assert all(len(d) == 1 for d in drawn) and drawn[0] != drawn[1]
    assert all(f"{hero.hero}_feat" in [*hero.feats, *hero.used_feats] for hero in s.state.heroes)
    rng = Rng(SEED)
    for _ in range(6):
        wait_for(h, lambda: human_ready(h, board) or s.is_over() is not None)
        if s.is_over() is not None:
            break
        gesture(h, board, rng)
        h.advance(1)
    wait_for(h, lambda: human_ready(h, board) or s.is_over() is not None)
    assert len(s.actions) >= 3
    h.screenshot(SHOTS / "board_en.png")
    expected, actions = s.state_hash(), list(s.actions)
    save_and_quit(h)
    h = launch("en")  # relaunch on the same disk state
    resumed = continue_game(h)
    assert scene_name(h) == "ZerywiaBoardScene"
    r = resumed.session
    assert r.state_hash() == expected and list(r.actions) == actions
    assert r.setup["packs"] == ["scorned_renegades"] and resumed.bots.is_bot(1)
    assert [hero.hero for hero in r.state.heroes] == ["kost", "zagra"]
    assert [scorned_of(hero) for hero in r.state.heroes] == drawn


"""Campaign saves in the app (issue #11): several campaigns side by side, autosave after every map move
and every combat, ironman (one slot, the loss stands after a relaunch), the profile's count passed to a
new campaign (DC-SEC-01) and counted once when a campaign is won."""

from __future__ import annotations

import json

import saves.store as store_module
from game.ai.bots import BOTS
from game.desconfronto import GAME
from saves import SaveStore
from saves.profile import load_profile, record_win
from scenes.boards.autosave import AutosavePolicy
from tests.saves.campaign_play import campaign, lose_combat
from tests.scenes.text_probe import gui_texts


def test_autosave_fires_after_every_map_move_and_every_combat():
    s = campaign(seed=5, heroes=("artan", "gelien"))
    policy = AutosavePolicy(every=10_000)  # only the turn owner's changes: what a campaign relies on
    policy.start(s)
    bot = BOTS["greedy"](2)
    moves = combats_ended = combats_begun = 0
    for _ in range(600):
        if s.is_over() is not None:
            break
        action = bot.choose(GAME, s.state)
        before = (len(s.state.run.history), s.state.campaign.fought)
        s.apply(action)
        due = policy.after_action(s)
        if type(action).__name__ in ("Move", "Travel", "Stay"):
            moves += 1
            assert due, f"no autosave after {action}"
        if len(s.state.run.history) > before[0]:
            combats_ended += 1
            assert due, "no autosave after a combat ended"
        if s.state.campaign.fought > before[1]:
            combats_begun += 1
            assert due, "no autosave when a combat began"
    assert moves >= 3 and combats_ended >= 3 and combats_begun >= 3


def _board(harness, session, meta=None):
    from scenes.menu import open_board

    board = open_board(harness.app, session, meta or {})
    harness.app.stack.push(board)
    harness.advance(1)
    return board


def test_campaigns_stand_side_by_side_each_in_its_own_slot(harness, dirs):
    from scenes.load_game import LoadGameScene
    from scenes.menu import MainMenuScene

    _config, saves_dir = dirs
    first = _board(harness, campaign(seed=1))
    first.apply_action(first.session.legal_actions()[0])
    first.quit_to_menu()
    second = _board(harness, campaign(seed=2, heroes=("pharanor", "kandra")))
    lose_combat(second.session)
    second.autosave_now()
    message = second.save_manual()
    assert "campaign-2" in message
    slots = sorted(i.slot for i in SaveStore(saves_dir).list())
    assert slots == ["campaign-1", "campaign-2"]
    meta = json.loads((saves_dir / "campaign-2.json").read_text())["meta"]
    assert meta["campaign"]["slot"] == "campaign-2" and len(meta["campaign"]["id"]) == 32
    harness.app.stack.reset(MainMenuScene(harness.app))
    harness.advance(2)
    assert harness.top.latest.slot == "campaign-2"  # Continue opens the latest
    harness.push(LoadGameScene(harness.app))
    texts = gui_texts(harness.app.ui)  # the rows and their tooltips (a row may be shortened)
    assert any("Campaign: Pharanor, Kandra · K0 Kalahad · combats 1 · foes beaten 0" in t for t in texts), texts
    # Reopened, the campaign saves where it always did.
    harness.click_button("load:0")
    harness.advance(1)
    assert harness.top.autosave_slot() == "campaign-2"


def test_ironman_journey_lose_k0_quit_relaunch_continue_the_loss_stands(dirs, tmp_path):
    from game.core import i18n
    from scenes.boards.pause_menu import PauseScene
    from scenes.harness import Harness
    from scenes.settings import Settings
    from scenes.setup_scene import SetupScene

    config, saves_dir = dirs
    record_win("ab" * 16, config / "profile.json")  # one campaign won before: DC-SEC-01's "second campaign"
    h = Harness(save_dir=saves_dir, config_dir=config, seed=3, settings=Settings(animation_speed="instant"))
    try:
        setup = SetupScene(h.app, GAME)
        setup.values.update({"mode": "campaign", "players": 1, "hero1": "artan", "ironman": True})
        h.push(setup)
        setup.start()  # the New game screen's Start
        h.advance(1)
        for _ in range(60):  # Scroll 2's introduction opens first (L256): read and closed
            if type(h.top).__name__ == "PageScene":
                h.click_button("cmp.page.continue")
            h.advance(1)
        board = h.top
        assert board.session.setup["ironman"] is True
        assert board.session.setup["campaigns_done"] == 1  # from the player profile
        h.push(PauseScene(h.app, board))
        h.advance(1)
        assert i18n.t("dcsave.pause.ironman") in gui_texts(h.app.ui)
        h.app.stack.pop()
        fought = len(board.session.state.run.history)
        while len(board.session.state.run.history) == fought:  # only pass: the K0 combat is lost
            legal = board.session.legal_actions()
            board.apply_action(next((a for a in legal if type(a).__name__ == "Pass"), legal[0]))
        assert board.session.state.run.history[-1] == {"card": "K0", "result": "lost", "creatures": ["froggo"]}
        assert not board.session.can_undo  # no undo across the lost combat
        saved = json.loads((saves_dir / "ironman-1.json").read_text())
        assert saved["state"]["run"]["history"][-1]["result"] == "lost"  # the save already holds it
        h.app.quit()
    finally:
        h.close()
    store_module._LISTED.clear()
    store_module._VERIFIED.clear()
    h = Harness(save_dir=saves_dir, config_dir=config, seed=3, settings=Settings(animation_speed="instant"))
    try:
        h.click_button("menu.continue")
        h.advance(1)
        board = h.top
        assert board.session.state.run.history[-1]["result"] == "lost"
        assert not board.session.can_undo
        assert sorted(p.name for p in saves_dir.glob("*.json")) == ["ironman-1.json"]
    finally:
        h.close()
        i18n.set_language("en")


def test_dc_sec_01_a_won_campaign_counts_once_in_the_profile_even_reloaded(harness, dirs):
    from game.desconfronto.campaign import engine
    from scenes.boards.campaign_saves import note_end

    config, _saves = dirs
    board = _board(harness, campaign(seed=4))
    assert not note_end(board.session, board.meta)  # not over yet: nothing counted
    engine._end(board.session.state, "won")  # Gûrthur has fallen (DC-CMP-29)
    board.session.touch()
    assert note_end(board.session, board.meta)
    assert load_profile(config / "profile.json").campaigns_done == 1
    reloaded = json.loads(json.dumps(board.save_meta()))  # the won save's meta, as a reload reads it
    assert note_end(board.session, reloaded)
    assert load_profile(config / "profile.json").campaigns_done == 1

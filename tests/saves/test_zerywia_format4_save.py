"""A Zerywia save from state format 4 (before the player's picks: ZW-HERO-13, ZW-HERO-22, ZW-ACT-30,
ZW-CHAL-52) loads at the current format (6): its setup and state take the automatic picks it was played with
(``picks_asked`` off), so its log replays as played and the replay gives the upgraded state; it
then plays on and saves at the current format."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from game.ai.bots import make_bot
from saves.store import SaveStore

FIXTURE = Path(__file__).parent / "fixtures" / "zerywia_format4" / "path_goryv_12.json"


def test_zw_hero_13_a_format_4_save_replays_as_played_with_the_automatic_picks(tmp_path):
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert data["game_version"] == data["state"]["version"] == 4
    assert "picks_asked" not in data["setup"]["options"]
    shutil.copy(FIXTURE, tmp_path / "old.json")
    store = SaveStore(tmp_path)
    session = store.load("old").session
    assert len(session.actions) == len(data["actions"]) == 88
    state = session.state
    assert state.options["picks_asked"] is False and session.setup["options"]["picks_asked"] is False
    assert state.options["rest_prime_overflow_converts"] is True  # AMB-45: what it played by
    # format 6's rule fixes keep the readings it was played by (ZW-INJ-04, ZW-ACT-18)
    assert state.options["taint_holds_blocker"] is True and state.options["rest_card_camp"] is False
    assert all(h.taint_holds_blocker for h in state.heroes)
    bot = make_bot("random", 3)
    for _ in range(30):
        if session.is_over() is not None:
            break
        session.apply(bot.choose(session.game, session.state))
        pend = session.state.pending
        assert pend is None or pend.kind not in ("murk_cost", "taint_slot", "group_loss")
    info = store.save(session, "again")
    saved = json.loads(info.path.read_text(encoding="utf-8"))
    assert saved["game_version"] == saved["state"]["version"] == 6
    assert store.load("again").session.state_hash() == session.state_hash()

"""Campaign saves (issue #11): loading a long desConfronto campaign's save, beside ``json.loads`` of
the same file.

The save is made as a player makes it: a greedy party plays the Sempreterna campaign for many
combats (``CAMPAIGN_ACTIONS`` actions, or to its end) and the game is saved along the way (every
``SAVE_EVERY`` actions, as the autosave would at each combat and move), so its checkpoints grew with
it. Opening it goes the app's path (``SaveStore.load``): verified from its last sealed checkpoint
(``saves.checkpoints``), so the load replays at most about ``EVERY`` actions, never the campaign. The
same file from a folder without the key replays from the seed, for scale. The save itself is timed
too: an ironman campaign writes one after every action.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import time
from pathlib import Path

from bench.common import median_ms, record

CAMPAIGN_ACTIONS = 4000
SAVE_EVERY = 25


def bench_campaign_saves() -> None:
    from game.ai.bots import BOTS
    from game.core.session import Session
    from game.desconfronto import GAME
    from saves import SaveStore

    setup = {"mode": "campaign", "players": 2, "heroes": ["artan", "pharanor"]}
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        store = SaveStore(home)
        session = Session.new(GAME, setup, 1)
        bot = BOTS["greedy"](1)
        while session.is_over() is None and len(session.actions) < CAMPAIGN_ACTIONS:
            session.apply(bot.choose(GAME, session.state))
            if len(session.actions) % SAVE_EVERY == 0:
                store.save(session, "campaign-1")
        info = store.save(session, "campaign-1")
        camp = session.state.campaign
        print(
            f"  (campaign of {len(session.actions)} actions, {camp.fought} combats, "
            f"played and saved in {time.perf_counter() - t0:.1f} s)"
        )
        record("saves.dc_campaign.length", len(session.actions), "actions")
        record("saves.dc_campaign.combats", camp.fought, "combats")
        record("saves.dc_campaign.file_size", info.path.stat().st_size / 2**10, "KiB")
        read = median_ms(lambda: json.loads(info.path.read_bytes()))
        record("saves.dc_campaign.anchor.json_loads", read, "ms")
        loaded = store.load("campaign-1")
        assert loaded.session.state_hash() == session.state_hash(), "the campaign loaded to another state"
        record(
            "saves.dc_campaign.load",
            median_ms(lambda: store.load("campaign-1")),
            "ms",
            "json.loads of the file",
            read,
        )
        record(
            "saves.dc_campaign.save",
            median_ms(lambda: store.save(session, "campaign-1")),
            "ms",
            "json.loads of the file",
            read,
        )
        elsewhere = Path(tmp) / "elsewhere"
        elsewhere.mkdir()
        shutil.copy(info.path, elsewhere / "campaign-1.json")
        record(
            "saves.dc_campaign.load_unsealed_from_seed",
            median_ms(lambda: SaveStore(elsewhere).load("campaign-1"), runs=1),
            "ms",
            "json.loads of the file",
            read,
        )

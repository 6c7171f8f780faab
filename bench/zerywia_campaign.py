"""A late Zerywia campaign's save (issue 13: "loading a late Zerywia campaign save ≤ 50 ms"), beside
``json.loads`` of the same files.

The campaign is made as players make it: a greedy pair of heroes plays the Path of the Chosen One to
its end, the record folds it in (``campaign.fold``), and the Memory of the World starts from the
record with the heroes' memory and is played to a few actions before its end (at most
``MEMORY_ACTIONS``), saved along the way
(every ``SAVE_EVERY`` actions, as the autosave would) so its checkpoints grew with it. Opening the
campaign goes the app's path: the record (``saves.zerywia_campaign``), then its scenario under way
from that game's last sealed checkpoint (``SaveStore.load``), never the scenarios before it.
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path

from bench.common import median_ms, record

MEMORY_ACTIONS = 3000
SAVE_EVERY = 25
HEROES = ["svara", "goryv"]


def late_campaign(home: Path) -> tuple[object, str]:
    """Plays and saves the late campaign into ``home``; returns the scenario's session and the name."""
    from game.ai.bots import BOTS
    from game.core.session import Session
    from game.zerywia import campaign as zc
    from game.zerywia.game import ZerywiaGame
    from saves import SaveStore
    from saves.zerywia_campaign import ZerywiaCampaigns, game_slot

    game = ZerywiaGame()
    name = "late"
    camp = zc.new_campaign(list(HEROES), seed=3)
    path = Session.new(game, {"heroes": list(HEROES), "scenario": "path"}, zc.next_seed(camp))
    bot = BOTS["greedy"](1)
    while path.is_over() is None and len(path.actions) < 6000:
        path.apply(bot.choose(game, path.state))
    zc.fold(camp, path.state)
    campaigns, store = ZerywiaCampaigns(home), SaveStore(home)
    setup, seed = zc.next_setup(camp, "memory"), zc.next_seed(camp)
    whole = Session.new(game, setup, seed)  # the Memory played out once: how long it runs
    while whole.is_over() is None and len(whole.actions) < MEMORY_ACTIONS:
        whole.apply(bot.choose(game, whole.state))
    late = max(1, len(whole.actions) - 5)  # saved a few actions before its end: a late save
    session = Session.new(game, setup, seed)
    campaigns.save(name, camp, game_slot(name))
    for action in whole.actions[:late]:
        session.apply(action)
        if len(session.actions) % SAVE_EVERY == 0:
            store.save(session, game_slot(name))
    store.save(session, game_slot(name))
    return session, name


def open_campaign(home: Path, name: str) -> object:
    from saves import SaveStore
    from saves.zerywia_campaign import ZerywiaCampaigns

    _, slot, _ = ZerywiaCampaigns(home).load(name)
    return SaveStore(home).load(slot).session


def bench_zerywia_campaign_save() -> None:
    from saves.zerywia_campaign import ZerywiaCampaigns, game_slot

    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        session, name = late_campaign(home)
        files = [ZerywiaCampaigns(home).path_for(name), home / f"{game_slot(name)}.json"]
        print(f"  (Path + {len(session.actions)} Memory actions, played and saved in {time.perf_counter() - t0:.1f} s)")
        record("saves.zw_campaign.memory_actions", len(session.actions), "actions")
        record("saves.zw_campaign.file_size", sum(f.stat().st_size for f in files) / 2**10, "KiB")
        read = median_ms(lambda: [json.loads(f.read_bytes()) for f in files])
        record("saves.zw_campaign.anchor.json_loads", read, "ms")
        loaded = open_campaign(home, name)
        assert loaded.state_hash() == session.state_hash(), "the campaign loaded to another state"
        record("saves.zw_campaign.load", median_ms(lambda: open_campaign(home, name)), "ms",
               "json.loads of the files", read)

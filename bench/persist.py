"""Saves: writing and loading a long game, beside plain ``json.loads`` of the same file.

No real game reaches 20,000 actions (random-bot games of Heróis & Monstros end in about 100-200,
desConfronto in tens), so "a campaign of 20,000 actions" is synthesised honestly: ``Campaign``, a
bench-only hidden game, plays real Heróis & Monstros games one after another (each with its own
seed) under one action log, with every action checked by the real rules. Its save holds 20,000
real actions and a real state, and replaying it from the seed costs what 20,000 real actions cost.

Figures: the load of that save through ``SaveStore.load`` (the app's path: verified from its last
sealed checkpoint), beside ``json.loads`` of the same bytes; the load of the same file from a folder
without the key (a file from elsewhere: replayed from the seed in full), for scale; and the long
game of each real game, beside its ``json.loads`` too.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.common import median_ms, record

CAMPAIGN_ACTIONS = 20_000


@dataclass
class CampaignState:
    inner_setup: dict[str, Any]
    seed: int
    games: int  # games finished before the current one
    inner: Any


def make_campaign(inner_name: str = "fortress"):
    """The bench's campaign game over ``inner_name`` (registered once, hidden, loadable from a save)."""
    from game.core.protocol import Game
    from game.core.registry import allow_hidden_saves, get_game, register

    name = f"bench_campaign_{inner_name}"
    try:
        return get_game(name)
    except KeyError:
        pass
    inner = get_game(inner_name)

    class Campaign(Game):
        hidden = True
        format_version = 1
        action_classes = inner.action_classes

        def __init__(self) -> None:
            self.name = name
            self.title_key = inner.title_key

        def normalize_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
            return {"inner": inner.normalize_setup(setup.get("inner", inner.default_setup()))}

        def default_setup(self) -> dict[str, Any]:
            return {"inner": inner.default_setup()}

        def new_game(self, setup: dict[str, Any], seed: int) -> CampaignState:
            setup = self.normalize_setup(setup)
            return CampaignState(setup["inner"], seed, 0, inner.new_game(setup["inner"], seed))

        def legal_actions(self, state: CampaignState) -> list:
            return inner.legal_actions(state.inner)

        def _apply(self, state: CampaignState, action) -> list:
            events = inner.apply(state.inner, action)
            if inner.is_over(state.inner) is not None:  # the next game of the campaign begins
                state.games += 1
                state.inner = inner.new_game(state.inner_setup, state.seed + state.games)
            return events

        def is_over(self, state: CampaignState):
            return None

        def current_player(self, state: CampaignState):
            return inner.current_player(state.inner)

        def pending(self, state: CampaignState):
            return inner.pending(state.inner)

        def turn_owner(self, state: CampaignState):
            return (state.games, inner.turn_owner(state.inner))

        def seats(self, state: CampaignState) -> list[str]:
            return inner.seats(state.inner)

        def to_json(self, state: CampaignState) -> dict[str, Any]:
            return {
                "setup": state.inner_setup,
                "seed": state.seed,
                "games": state.games,
                "inner": inner.to_json(state.inner),
            }

        def from_json(self, data: dict[str, Any]) -> CampaignState:
            return CampaignState(data["setup"], data["seed"], data["games"], inner.from_json(data["inner"]))

        def action_to_json(self, action) -> dict[str, Any]:
            return inner.action_to_json(action)

        def action_from_json(self, data: Any):
            return inner.action_from_json(data)

        def seat_actions(self, state: CampaignState, seat: int) -> list:
            return getattr(inner, "seat_actions")(state.inner, seat)  # noqa: B009 (not every game has it)

    if not hasattr(inner, "seat_actions"):
        del Campaign.seat_actions
    game = register(Campaign())
    allow_hidden_saves(name)
    return game


def campaign_session(actions: int = CAMPAIGN_ACTIONS, inner_name: str = "fortress"):
    from game.ai.bots import RandomBot
    from game.core.session import Session

    game = make_campaign(inner_name)
    inner_setup = {"players": 2, "adversary": "goggh"} if inner_name == "fortress" else {}
    session = Session.new(game, {"inner": inner_setup}, 1)
    bot = RandomBot(1)
    while len(session.actions) < actions:
        session.apply(bot.choose(game, session.state))
    return session


def _read_ms(path: Path) -> float:
    return median_ms(lambda: json.loads(path.read_bytes()))


def bench_campaign() -> None:
    from saves import SaveStore

    t0 = time.perf_counter()
    session = campaign_session()
    print(
        f"  (campaign of {len(session.actions)} actions, {session.state.games} games, "
        f"played in {time.perf_counter() - t0:.1f} s)"
    )
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        store = SaveStore(home)
        # Saved as a player saves: every few turns along the way, so checkpoints were taken as it grew.
        replayed = type(session).replay(session.game, session.setup, session.seed, [])
        for i, action in enumerate(session.actions, 1):
            replayed.game.apply(replayed.state, action)
            replayed.actions.append(action)
            if i % 50 == 0:
                store.save(replayed, "campaign")
        info = store.save(replayed, "campaign")
        n = len(replayed.actions)
        record("saves.campaign.length", n, "actions")
        record("saves.campaign.file_size", info.path.stat().st_size / 2**20, "MiB")
        read = _read_ms(info.path)
        record("saves.campaign.anchor.json_loads", read, "ms")
        record(
            "saves.campaign.save",
            median_ms(lambda: store.save(replayed, "campaign")),
            "ms",
            "json.loads of the file",
            read,
        )
        loaded = store.load("campaign")
        assert loaded.session.state_hash() == replayed.state_hash(), "campaign loaded to another state"
        record(
            "saves.campaign.load",
            median_ms(lambda: store.load("campaign")),
            "ms",
            "json.loads of the file",
            read,
        )
        elsewhere = Path(tmp) / "elsewhere"
        elsewhere.mkdir()
        shutil.copy(info.path, elsewhere / "campaign.json")
        foreign = SaveStore(elsewhere)
        record(
            "saves.campaign.load_unsealed_from_seed",
            median_ms(lambda: foreign.load("campaign"), runs=1),
            "ms",
            "json.loads of the file",
            read,
        )


def bench_long_games() -> None:
    from game.ai.bots import RandomBot
    from game.core.registry import all_games
    from game.core.session import Session
    from saves import SaveStore

    for game in all_games():
        # "A long game": the longest of a few seeded games of the biggest table.
        session = None
        for seed in range(20):
            biggest = [v for v in game.setup_variants() if v.get("mode") != "campaign"][-1]  # campaign: campaign.py
            trial = Session.new(game, biggest, seed)
            bot = RandomBot(seed)
            while trial.is_over() is None and len(trial.actions) < 3000:
                trial.apply(bot.choose(game, trial.state))
            if session is None or len(trial.actions) > len(session.actions):
                session = trial
        assert session is not None
        with tempfile.TemporaryDirectory() as tmp:
            store = SaveStore(Path(tmp))
            info = store.save(session, "bench")
            read = _read_ms(info.path)
            saving = median_ms(lambda store=store, session=session: store.save(session, "bench"), runs=5)
            loading = median_ms(lambda store=store: store.load("bench"), runs=5)
        record(f"saves.{game.name}.long_game_length", len(session.actions), "actions")
        record(f"saves.{game.name}.anchor.json_loads", read, "ms")
        record(f"saves.{game.name}.save_long_game", saving, "ms", "json.loads of the file", read)
        record(f"saves.{game.name}.load_long_game", loading, "ms", "json.loads of the file", read)


def bench_saves() -> None:
    try:
        import saves  # noqa: F401
    except ImportError:
        print("saves: package missing, skipped")
        return
    bench_long_games()
    bench_campaign()

"""``DesconfrontoGame.clone`` in every mode (Skirmish, Hunt, Boss, Coliseum, campaign, the Corruption
Master): the greedy bot copies one state per candidate, so each layer has its own fast copier
(``game.py``, ``campaign/copying.py``); each must copy every container of its layer. A copy equal to the
state, sharing no mutable part with it, is what ``tests/game/core/test_session_undo_clone.py`` asks of
the fuzzer's seeds; here every mode is sure to be met, the Hunt's run layer (``copy_run``) among them."""

from __future__ import annotations

import dataclasses

import pytest

from game.ai.bots import GreedyBot, RandomBot
from game.core.copying import shared_mutables
from game.desconfronto import GAME
from game.desconfronto import setup as dsetup
from game.desconfronto.campaign.copying import copy_run
from game.desconfronto.state import RunState

READ_ONLY = {"state.setup", "state.options"}  # shared on purpose: never changed during play


def _first(pred):
    return next(v for v in GAME.setup_variants() + dsetup.master_variants() if pred(v))


SETUPS = {
    "skirmish": _first(lambda v: v.get("mode", "skirmish") == "skirmish" and v["players"] == 2),
    "hunt": _first(lambda v: v.get("mode") == "hunt" and v["players"] == 2),
    "boss": _first(lambda v: v.get("mode") == "boss" and v["players"] == 2),
    "coliseum": _first(lambda v: v.get("mode") == "coliseum" and v["players"] == 3),
    "campaign": _first(lambda v: v.get("mode") == "campaign" and v["players"] == 2),
    "master": dsetup.master_variants()[0],
}


@pytest.mark.parametrize("mode", sorted(SETUPS))
def test_a_clone_in_every_mode_equals_the_state_and_shares_nothing_mutable(mode):
    state = GAME.new_game(SETUPS[mode], 7)
    bots = [RandomBot(7), GreedyBot(7)]  # the greedy bot reaches a Hunt's later hordes and markets
    seen_run = False
    for step in range(240):
        if GAME.is_over(state) is not None:
            break
        copy = GAME.clone(state)
        assert GAME.to_json(copy) == GAME.to_json(state)
        assert set(shared_mutables(state, copy)) <= READ_ONLY, step
        seen_run = seen_run or state.run is not None
        GAME.apply(state, bots[step % 2].choose(GAME, state))
    assert seen_run == (mode in ("hunt", "campaign"))


def test_copy_run_copies_every_container_field_of_the_run_layer():
    """A container field added to ``RunState`` must be copied by ``copy_run`` too: filled with values in
    every field, the copy shares none of them."""
    run = RunState()
    for f in dataclasses.fields(RunState):
        value = getattr(run, f.name)
        if isinstance(value, list):
            value.append({"horde": 1, "result": "won", "tiers": [1, 2]} if f.name == "history" else 1)
        elif isinstance(value, dict):
            value["common"] = 1
    copy = copy_run(run)
    assert copy == run
    assert shared_mutables(run, copy) == []

"""Fuzzing ``check_save`` (and ``load``) with hypothesis: any bytes or JSON gives a string or None, never raises."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from saves import SaveError, SaveStore, check_save
from tests.saves.helpers import played, read
from tests.saves.hostile_checks import reason_problem

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner, max_size=5),
    max_leaves=30,
)
SAVE_KEYS = [
    "kind", "format_version", "game", "game_version", "setup", "seed", "actions",
    "state", "state_hash", "created_at", "saved_at", "meta", "summary", "created",
]  # fmt: skip


def _verdict(path):
    """check_save's verdict; a refusal must be a refusal, never an internal crash of the code."""
    reason = check_save(path)
    assert reason is None or (isinstance(reason, str) and reason)
    if reason is not None:
        with pytest.raises(SaveError) as err:
            SaveStore(path.parent).load(path)
        assert not err.value.internal, f"internal crash, not a refusal: {err.value.debug}"
        assert err.value.reason == reason
        assert reason_problem(reason) is None, reason
    return reason


@FUZZ
@given(raw=st.binary(max_size=400))
def test_arbitrary_bytes(tmp_path, raw):
    path = tmp_path / "f.json"
    path.write_bytes(raw)
    assert _verdict(path) is not None


@FUZZ
@given(value=json_values)
def test_arbitrary_json(tmp_path, value):
    path = tmp_path / "f.json"
    path.write_text(json.dumps(value))  # may contain NaN/Infinity: those must be refused too
    assert _verdict(path) is not None


@FUZZ
@given(
    fields=st.dictionaries(st.sampled_from(SAVE_KEYS), json_values, max_size=14), version=st.integers(-2, 4)
)
def test_save_shaped_objects(tmp_path, fields, version):
    path = tmp_path / "f.json"
    path.write_text(json.dumps({"format_version": version, **fields}))
    _verdict(path)


@FUZZ
@given(data=st.data())
def test_one_field_of_a_real_save_replaced(tmp_path, data):
    """Replacing any field (top level, in the state, or in an action) never crashes the loader."""
    base = _real_save(tmp_path)
    where = data.draw(st.sampled_from(["top", "state", "action"]))
    if where == "top":
        base[data.draw(st.sampled_from(SAVE_KEYS))] = data.draw(json_values)
    elif where == "state":
        base["state"][data.draw(st.sampled_from(sorted(base["state"])))] = data.draw(json_values)
    else:
        action = base["actions"][data.draw(st.integers(0, len(base["actions"]) - 1))]
        action[data.draw(st.sampled_from(["type", "player", "card", "x"]))] = data.draw(json_values)
    path = tmp_path / "f.json"
    path.write_text(json.dumps(base))
    reason = _verdict(path)
    try:
        SaveStore(tmp_path).load(path)
        assert reason is None
    except SaveError as exc:
        assert exc.reason == reason


_CACHE: dict[str, dict] = {}


def _real_save(tmp_path):
    if "save" not in _CACHE:
        info = SaveStore(tmp_path / "real").save(played(seed=21, moves=16))
        _CACHE["save"] = read(info.path)
    return json.loads(json.dumps(_CACHE["save"]))

"""``Game.apply`` accepts an action if and only if it is in ``legal_actions`` (issue 7 §5), on both
games: random actions and random mutations of legal ones (non-canonical refs such as ``"c00"`` or
non-ASCII digits, non-text targets, fields that merely compare equal such as ``player=0.0`` or
``False``) are refused with a player-readable reason and leave the state exactly as it was."""

from __future__ import annotations

import copy
import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

import game.desconfronto  # noqa: F401 - registers the game
import game.fortress  # noqa: F401 - registers the game
from game.ai.bots import make_bot
from game.core.actions import IllegalAction, action_key
from game.core.registry import get_game
from game.core.session import Session
from tests.saves.hostile_checks import reason_problem

GAMES = ("desconfronto", "fortress")
PROPERTY = settings(max_examples=120, deadline=None)

# Values that break a field's type or canonical form while often comparing equal to a good one.
odd_values = st.sampled_from(
    [None, True, False, 0.0, 1.0, -1, 1 << 70, "", "\x00", "\ud800", (0,), ("c0",), 0.5, "0", "1"]
)


def _mutations(value):
    """Near-misses of one field value: what a hostile file or a buggy seat might send."""
    out = []
    if isinstance(value, bool):
        out += [int(value), float(value), str(value).lower()]
    elif isinstance(value, int):
        out += [float(value), bool(value) if value in (0, 1) else value + 1, str(value), value - 1]
    elif isinstance(value, str):
        out += [value + " ", value.upper(), value[:-1]]
        if value[-1:].isdigit():
            digit = int(value[-1])
            out += [
                value[:-1] + "0" + value[-1],  # "c0" -> "c00"
                value[:-1] + chr(0x0660 + digit),  # Arabic-Indic digit
                value[:-1] + chr(0xFF10 + digit),  # fullwidth digit
                value[:-1] + str((digit + 1) % 10),
            ]
        out += [0, None, (value,)]
    elif isinstance(value, tuple):
        out += [list(value), tuple(reversed(value)), value + value[:1]]
    return out


_STATES: dict[tuple[str, int, int], object] = {}


def _state(name: str, seed: int, moves: int):
    """A state ``moves`` random-bot actions into a game (cached; callers deep-copy it)."""
    key = (name, seed, moves)
    if key not in _STATES:
        game = get_game(name)
        session = Session.new(game, game.default_setup(), seed)
        bot = make_bot("random", seed)
        while session.is_over() is None and len(session.actions) < moves:
            session.apply(bot.choose(game, session.state))
        _STATES[key] = session.state
    return _STATES[key]


def _check(game, state, action) -> None:
    legal = {action_key(a) for a in game.legal_actions(state)}
    before = game.to_json(state)
    work = copy.deepcopy(state)
    try:
        game.apply(work, action)
    except IllegalAction as exc:
        assert action_key(action) not in legal, f"legal action refused: {action!r}: {exc.reason}"
        assert game.to_json(work) == before, f"refused {action!r} but changed the state"
        assert reason_problem(exc.reason) is None, exc.reason
        return
    assert action_key(action) in legal, f"illegal action accepted: {action!r}"


@PROPERTY
@given(
    name=st.sampled_from(GAMES),
    seed=st.integers(0, 5),
    moves=st.integers(0, 25),
    data=st.data(),
)
def test_dc_and_hm_mutated_legal_actions_are_accepted_iff_legal(name, seed, moves, data):
    game = get_game(name)
    state = _state(name, seed, moves)
    legal = game.legal_actions(state)
    if not legal:
        return
    base = data.draw(st.sampled_from(legal))
    fields = [f.name for f in dataclasses.fields(base)]
    field = data.draw(st.sampled_from(fields))
    value = getattr(base, field)
    choice = data.draw(st.sampled_from(_mutations(value) or [None]) | odd_values)
    mutated = dataclasses.replace(base, **{field: choice})
    _check(game, state, mutated)
    _check(game, state, base)  # and the legal one itself is still accepted


@PROPERTY
@given(name=st.sampled_from(GAMES), seed=st.integers(0, 5), moves=st.integers(0, 25), data=st.data())
def test_dc_and_hm_random_actions_of_every_class_are_accepted_iff_legal(name, seed, moves, data):
    game = get_game(name)
    state = _state(name, seed, moves)
    cls = data.draw(st.sampled_from(game.action_classes))
    kwargs = {}
    for f in dataclasses.fields(cls):
        kwargs[f.name] = data.draw(
            st.integers(-2, 5) | st.text(alphabet="ch0123n.#_abrt", max_size=6) | odd_values
        )
    _check(game, state, cls(**kwargs))


def test_canonical_refs_and_equal_but_different_fields_are_refused_with_a_reason():
    """The cases the issue names, fixed: "c00", an Arabic digit, player=0.0 and player=False."""
    from game.desconfronto.actions import Sacrifice

    game = get_game("desconfronto")
    state = _state("desconfronto", 5, 0)
    sacrifice = next(a for a in game.legal_actions(state) if isinstance(a, Sacrifice))
    for bad in (
        dataclasses.replace(sacrifice, target=sacrifice.target[:-1] + "0" + sacrifice.target[-1]),
        dataclasses.replace(
            sacrifice, target=sacrifice.target[:-1] + chr(0x0660 + int(sacrifice.target[-1]))
        ),
        dataclasses.replace(sacrifice, player=float(sacrifice.player)),
        dataclasses.replace(sacrifice, player=bool(sacrifice.player)),
        dataclasses.replace(sacrifice, target=0),
    ):
        _check(game, state, bad)
        work = copy.deepcopy(state)
        try:
            game.apply(work, bad)
        except IllegalAction as exc:
            assert exc.reason.endswith(".") and not exc.reason.endswith("..")
        else:
            raise AssertionError(f"accepted {bad!r}")

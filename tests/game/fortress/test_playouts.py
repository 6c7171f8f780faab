"""Seeded random playouts: every Adversary ends within max_steps, JSON round trips, replays reproduce,
invariants and card conservation hold; labels and log lines are translated."""

import pytest

from game.core.i18n import catalogue, set_language
from game.core.rng import Rng
from game.core.session import Session
from game.fortress.content import content
from game.fortress.text import describe_event

from .helpers import GAME

ADVERSARIES = sorted(content().adversaries)


@pytest.mark.parametrize("adversary", ADVERSARIES)
def test_seeded_random_playout_ends_within_max_steps(adversary):
    players = 1 + ADVERSARIES.index(adversary) % 4
    setup = GAME.normalize_setup({"players": players, "adversary": adversary})
    s = Session.new(GAME, setup, 11)
    rng = Rng(5)
    expected = sorted(GAME.card_ids(s.state))
    assert len(expected) == len(set(expected))
    for _ in range(GAME.max_steps(setup)):
        if s.is_over():
            break
        legal = s.legal_actions()
        assert legal
        s.apply(legal[rng.below(len(legal))])
        assert GAME.check_invariants(s.state) == []
        assert sorted(GAME.card_ids(s.state)) == expected
        data = GAME.to_json(s.state)
        assert GAME.to_json(GAME.from_json(data)) == data
    assert s.is_over() is not None
    replay = Session.replay(GAME, setup, 11, list(s.actions))
    assert replay.state_hash() == s.state_hash()


def test_actions_round_trip_through_json():
    s = GAME.new_game({"players": 2}, 3)
    for a in GAME.legal_actions(s):
        assert GAME.action_from_json(GAME.action_to_json(a)) == a


def test_json_rejects_a_wrong_version():
    data = GAME.to_json(GAME.new_game({"players": 1}, 1))
    data["version"] = 99
    with pytest.raises(ValueError, match="version"):
        GAME.from_json(data)


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_labels_and_log_lines_are_translated(lang):
    set_language(lang)
    try:
        s = Session.new(GAME, {"players": 2}, 8)
        rng = Rng(2)
        for _ in range(150):
            if s.is_over():
                break
            for a in s.legal_actions():
                label = GAME.describe_action(s.state, a)
                assert label and not label.startswith("fortress.")
            legal = s.legal_actions()
            for e in s.apply(legal[rng.below(len(legal))]):
                line = describe_event(s.state, e)
                assert line and not line.startswith("event.")
    finally:
        set_language("en")


def test_both_catalogues_have_the_same_fortress_keys():
    en = {k for k in catalogue("en") if "fortress" in k}
    pt = {k for k in catalogue("pt_BR") if "fortress" in k}
    assert en == pt and "game.fortress.title" in en
    for a in content().adversaries:
        assert f"fortress.adversary.{a}" in en
    for g in content().generals:
        assert f"fortress.general.{g}" in en


def test_game_is_registered_under_fortress():
    from game.core.registry import get_game

    g = get_game("fortress")
    assert g.title_key == "game.fortress.title" and g is GAME


def test_setup_field_labels_exist():
    from game.core.i18n import has

    for f in GAME.setup_fields():
        assert has(f.label_key)
        for _, label in f.choices:
            assert has(label), label


@pytest.mark.parametrize(
    "options",
    [
        {"allow_phase_return": True, "invasion_discard_window": "any"},
        {"invasion_discard_window": "off", "active_player_discard_window": "any_time"},
    ],
)
def test_variant_options_keep_every_invariant_and_replay(options):
    """HM-TURN-02 and AMB-17 variants under a random bot: conservation, JSON round trip, replay."""
    setup = GAME.normalize_setup({"players": 3, "adversary": "lorde_argos", "options": options})
    s = Session.new(GAME, setup, 7)
    rng = Rng(3)
    expected = sorted(GAME.card_ids(s.state))
    for _ in range(1500):
        if s.is_over():
            break
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
        assert GAME.check_invariants(s.state) == []
        assert sorted(GAME.card_ids(s.state)) == expected
    data = GAME.to_json(s.state)
    assert GAME.to_json(GAME.from_json(data)) == data
    replay = Session.replay(GAME, setup, 7, list(s.actions))
    assert replay.state_hash() == s.state_hash()

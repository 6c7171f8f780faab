"""HM-SET-06 / AMB-28: seats the setup fills by itself respect the race rule."""

import pytest

from game.fortress.content import content
from game.fortress.setup import GENERAL_ORDER, allowed_generals, normalize_setup


def races(setup):
    return [content().generals[g].race for g in setup["generals"]]


def test_hm_set_06_enforce_fills_an_auto_seat_with_a_race_not_yet_chosen():
    """Seat 2 picks Craus (Peles Verdes); seat 1 on "auto" must not become Wargosh (also Peles Verdes)."""
    setup = normalize_setup(
        {
            "players": 2,
            "general_1": "auto",
            "general_2": "craus",
            "options": {"same_race_generals": "enforce"},
        }
    )
    assert setup["generals"] == ["kryssa_ruiva", "craus"]


def test_hm_set_06_enforce_fill_against_lorde_argos_keeps_three_races():
    """Against Lorde Argos (AMB-03 removes him) the plain order would seat Wargosh, Kryssa and Craus."""
    setup = normalize_setup(
        {"players": 3, "adversary": "lorde_argos", "options": {"same_race_generals": "enforce"}}
    )
    assert setup["generals"] == ["wargosh", "kryssa_ruiva", "barao_widmo"]
    assert len(set(races(setup))) == 3


@pytest.mark.parametrize("adversary", sorted(content().adversaries))
@pytest.mark.parametrize("players", [1, 2, 3])
@pytest.mark.parametrize("picked", [None, *GENERAL_ORDER])
def test_hm_set_06_enforce_every_filled_table_of_three_or_fewer_has_distinct_races(
    adversary, players, picked
):
    options = {"same_race_generals": "enforce"}
    if picked is not None and picked not in allowed_generals(adversary, options):
        return
    raw = {"players": players, "adversary": adversary, "options": options}
    if picked is not None:
        raw[f"general_{players}"] = picked
    setup = normalize_setup(raw)
    assert len(set(races(setup))) == players
    if picked is not None:
        assert setup["generals"][-1] == picked


def test_hm_set_06_off_keeps_the_plain_order():
    setup = normalize_setup(
        {"players": 2, "general_1": "auto", "general_2": "craus", "options": {"same_race_generals": "off"}}
    )
    assert setup["generals"] == ["wargosh", "craus"]

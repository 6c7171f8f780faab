"""DC-COND-09: Wind swaps two creatures; what heroes keep on a creature follows it, not the square."""

from __future__ import annotations

from game.desconfronto import conditions

from .helpers import session


def test_hunters_marks_follow_the_creature_dc_cond_09():
    s = session(["gelien"], ["bicudo", "froggo"])
    st = s.state
    st.heroes[0].res["marks"] = {"c0": 2}
    st.heroes[0].res["primal"] = "c1"
    conditions.wind(st, "c0", "c1")
    assert st.creatures[1].creature == "bicudo"
    assert st.heroes[0].res["marks"] == {"c1": 2}
    assert st.heroes[0].res["primal"] == "c0"
    assert st.heroes[0].res["nina"] == 4  # the rest of res is untouched


def test_chords_and_mockery_follow_the_creature_dc_cond_09():
    s = session(["fildon"], ["bicudo", "froggo", "mossling"])
    st = s.state
    res = st.heroes[0].res
    res["chords"] = {"c0": "RD", "c2": "R", "h0": "D"}
    res["mocked"] = [0, 1]
    conditions.wind(st, "c0", "c2")
    assert res["chords"] == {"c2": "RD", "c0": "R", "h0": "D"}
    assert sorted(res["mocked"]) == [1, 2]


def test_compel_duel_follows_the_creature_dc_cond_09():
    s = session(["artan"], ["bicudo", "froggo"])
    st = s.state
    st.heroes[0].res["duel"] = 0
    conditions.wind(st, "c1", "c0")
    assert st.heroes[0].res["duel"] == 1 and st.creatures[1].creature == "bicudo"

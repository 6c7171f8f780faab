"""The Path of the Chosen One's Scenario Cards (ZW-SCEN-05, L406): its Page of Dawn and Black Page,
one number on both, in both languages; and the campaign consequences of a Success or a Failure they
declare (ZW-SCEN-36, L1210) as ``campaign.fold`` and ``campaign.next_setup`` apply them. The Memory of
the World uses no Pages (L1122)."""

from __future__ import annotations

import shutil

import pytest

from game.core.actions import SetupError
from game.core.content import ContentError
from game.zerywia import campaign as zc
from game.zerywia import pages as zp
from game.zerywia.content import DATA
from game.zerywia.game import ZerywiaGame
from game.zerywia.state import RITUAL_LIMIT
from tests.game.zerywia.test_campaign import played_path

GAME = ZerywiaGame()


def test_zw_scen_05_the_path_has_one_page_of_dawn_and_one_black_page_of_one_number_in_both_languages():
    """L406: "the name and number of the Page of Dawn ... The same numbering is given to the Black
    Page"; L1122: the Memory uses no Pages; authored faces, every text in English and Portuguese."""
    loaded = zp.load()
    assert list(loaded) == ["path"] and zp.pages_of("memory") is None
    path = loaded["path"]
    assert (path.dawn.kind, path.black.kind) == ("dawn", "black")
    assert path.dawn.number == path.black.number == 1
    cards = [path.dawn, path.black]
    texts = [c.name for c in cards] + [p for c in cards for p in c.text]
    texts += [path.dawn.success.text, path.black.failure.text]  # type: ignore[union-attr]
    assert len(texts) == 8
    for text in texts:
        assert text.en.strip() and text.pt.strip() and text.en != text.pt
    assert all(c.source == "authored" for c in cards)


def test_zw_scen_05_the_pages_say_only_what_the_path_already_does():
    """The Page of Dawn restates the Path's start and goal (L396-L416), the Black Page its Nix's Phase
    and Time Limit (L420-L431): the places and the 5 Blackstones the engine plays by."""
    path = zp.pages_of("path")
    assert path is not None
    dawn = " ".join(p.en for p in path.dawn.text)
    black = " ".join(p.en for p in path.black.text)
    for words in ("Cradle", "Chasm of Oblivion", "Shroud", "Exis Temple", "Hollows", "Stronghold", "first Story"):
        assert words in dawn
    assert f"{RITUAL_LIMIT} Blackstones" in black and "Herald's Activation" in black and "Murk token" in black


def test_l406_pages_of_two_numbers_are_refused(tmp_path):
    shutil.copy(DATA / "pages.toml", tmp_path / "pages.toml")
    text = (tmp_path / "pages.toml").read_text(encoding="utf-8")
    (tmp_path / "pages.toml").write_text(text.replace('kind = "black"\nscenario = "path"\nnumber = 1',
                                                      'kind = "black"\nscenario = "path"\nnumber = 2'), encoding="utf-8")
    with pytest.raises(ContentError, match="number"):
        zp.load(tmp_path)


def test_zw_scen_36_l1210_a_won_path_gives_each_standing_hero_an_offering_for_the_next_scenario():
    """L1210: "a Success ... of a Scenario is linked to consequences described on the Scenario Card":
    the Page of Dawn's Success, 1 Offering each from the box, carried into the Memory; no Blackstone."""
    state = played_path().state
    assert state.outcome == "won"
    state.heroes[0].offerings = 1
    camp = zc.new_campaign(["svara"])
    played = zc.fold(camp, state)
    assert played.consequence == {"offerings": 1}
    setup = zc.next_setup(camp, "memory")
    assert "blackstones" not in setup
    nxt = GAME.new_game(setup, zc.next_seed(camp))
    assert nxt.heroes[0].offerings == 2 and nxt.statue.on_rifts() == 0
    assert GAME.check_invariants(nxt) == []


def test_zw_scen_36_l1210_the_offerings_come_from_the_box_of_twelve():
    """ZW-RES-01: 12 Offerings in the box; the Success gives, in seat order, only what is left.
    (Seed 4: seed 1's table lost once ZW-INJ-04 stopped counting a Taint as a Blocker move, and
    seeds 1-3 lose with the Path's LOW_POINT term; seed 4 is the first won.)"""
    state = played_path(seed=4, heroes=("svara", "goryv")).state
    assert state.outcome == "won"
    state.heroes[0].offerings, state.heroes[1].offerings = 11, 0
    camp = zc.new_campaign(["svara", "goryv"])
    zc.fold(camp, state)
    assert [s.hero.offerings for s in camp.seats if s.hero] == [12, 0]
    GAME.normalize_setup(zc.next_setup(camp, "path"))  # within the box: the carry check accepts it


def test_zw_scen_36_l1210_a_lost_path_costs_a_blackstone_at_the_next_preparation():
    """L1210, the Black Page's Failure: the next scenario begins with 1 Blackstone on the Ritual Rifts,
    so a Path played next ends one Cycle sooner; no Offering is given."""
    state = played_path(seed=1).state
    assert (state.outcome, state.reason) == ("lost", "zerywia.end.rituals")
    camp = zc.new_campaign(["svara"])
    played = zc.fold(camp, state)
    assert played.consequence == {"blackstones": 1} and camp.seats[0].hero.offerings == state.heroes[0].offerings  # type: ignore[union-attr]
    setup = zc.next_setup(camp, "path")
    assert setup["blackstones"] == 1
    nxt = GAME.new_game(setup, zc.next_seed(camp))
    assert nxt.statue.on_rifts() == 1 and nxt.outcome == "" and GAME.check_invariants(nxt) == []
    memory = GAME.new_game(zc.next_setup(camp, "memory"), zc.next_seed(camp))
    assert memory.statue.on_rifts() == 1 and memory.statue.on_statue() == 0  # the first Ritual, not faded
    back = zc.from_json(zc.to_json(camp))
    assert zc.next_setup(back, "path") == setup  # the record keeps what is still due


def test_l1122_the_memory_has_no_pages_so_its_end_has_no_card_consequence():
    memory = GAME.new_game({"heroes": ["svara"], "scenario": "memory"}, 4)
    memory.outcome, memory.reason = "lost", "zerywia.end.faded"  # staged: a whole Memory is a long game
    camp = zc.new_campaign(["svara"])
    assert zc.fold(camp, memory).consequence == {}
    assert "blackstones" not in zc.next_setup(camp, "path")


def test_a_version_2_record_applies_no_late_consequence():
    """Records from before the Pages: their lost Path had no card, so no Blackstone comes late."""
    camp = zc.new_campaign(["svara"])
    zc.fold(camp, played_path(seed=1).state)
    data = zc.to_json(camp)
    data["version"] = 2
    del data["played"][0]["consequence"]
    old = zc.from_json(data)
    assert old.played[0].consequence == {} and "blackstones" not in zc.next_setup(old, "path")
    for bad in ({"blackstones": 5}, {"trophies": 1}, {"offerings": "1"}, []):
        damaged = zc.to_json(camp)
        damaged["played"][0]["consequence"] = bad
        with pytest.raises(zc.CampaignError):
            zc.from_json(damaged)


@pytest.mark.parametrize("due", [0, 5, True, "1"])
def test_a_setup_blackstones_count_is_checked(due):
    setup = zc.next_setup(zc.new_campaign(["svara"]), "path")
    with pytest.raises(SetupError):
        GAME.normalize_setup({**setup, "blackstones": due})
    with pytest.raises(SetupError):  # only a campaign's scenario carries one
        GAME.normalize_setup({"heroes": ["svara"], "scenario": "path", "blackstones": 1})

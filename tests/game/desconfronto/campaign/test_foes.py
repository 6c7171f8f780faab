"""The campaign's special foes (AMB-57, DC-CMP-26, DC-SEC-01..05, DC-GEN-02): the 4 corner Guardians, the
4 Akari, Tenebrah and Corrupted Pharanor as creature cards behind ``CREATURES``, and the encounter rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.content import ContentError
from game.desconfronto import GAME
from game.desconfronto.actions import Pass
from game.desconfronto.campaign import bosses
from game.desconfronto.campaign.bosses import BOSS_AT, BOSSES, check_map, encounter_setup, load_bosses, role
from game.desconfronto.campaign.map_cards import AKARI_TEMPLES, FACES, load_map
from game.desconfronto.combats import start_combat
from game.desconfronto.creatures import BY_TIER, CREATURES, known

from ..helpers import session, stack_creature_deck

GUARDIANS = {"T1": "guardian_rharak", "R2": "guardian_anorea", "F9": "guardian_aliel", "P7": "guardian_barhet"}
AKARI = {"R1": "akari_embers", "T3": "akari_frost", "F7": "akari_leaves", "P8": "akari_mists"}


def test_amb_57_four_guardians_on_the_corners_four_akari_on_the_temples():
    """AMB-57 (L44, L51, L247, L264): the 8 boss cards are the 4 corner Guardians and the 4 Akari."""
    assert {c: b for c, b in BOSS_AT.items() if role(b) == "guardian"} == GUARDIANS
    assert {c: b for c, b in BOSS_AT.items() if role(b) == "akari"} == AKARI
    corners = {c.id for c in load_map().corners()}
    assert corners == set(GUARDIANS)
    assert set(AKARI) == set(AKARI_TEMPLES)


def test_dc_sec_01_02_tenebrah_on_p5_corrupted_and_pharanor_on_no_card():
    """DC-SEC-01/02 (L479): Tenebrah stands on P5 (corrupted); DC-SEC-05 (L482): Corrupted Pharanor on
    the creature board, no map card. Both secret (DC-GEN-02)."""
    assert BOSS_AT["P5c"] == "tenebrah" and "P5" not in BOSS_AT
    assert role("tenebrah") == role("corrupted_pharanor") == "secret"
    assert "corrupted_pharanor" not in BOSS_AT.values()
    assert load_map().secret["P5c"].encounter == "tenebrah"
    assert len(BOSSES) == 10


def test_amb_57_every_encounter_card_of_the_map_has_its_boss():
    check_map(load_map())  # raises on a mismatch
    for card in (*load_map().cards.values(), *load_map().secret.values()):
        assert (card.id in BOSS_AT) == bool(card.encounter), card.id


def test_amb_57_foes_are_tier_three_authored_creature_cards_in_both_languages():
    """Environment Bosses fought with the creature rules (AMB-57): the creature card fields, Tier III,
    authored with a note, name and passive in English and Portuguese."""
    for bid, d in BOSSES.items():
        assert d.tier == 3 and d.source == "authored", bid
        assert d.name.en and d.name.pt and d.passive is not None
        assert d.passive.en and d.passive.pt and d.passive.en != d.passive.pt
        assert 1 <= d.vigor <= 30 and d.dice >= 1


def test_dc_sec_01_tenebrah_is_the_hardest_and_never_immune_to_purification():
    """DC-SEC-04 (L481): the Solarion Lance needs Purification on Tenebrah, so he takes it."""
    others = [d for b, d in BOSSES.items() if role(b) != "secret"]
    assert BOSSES["tenebrah"].vigor > max(d.vigor for d in others)
    assert "purification" not in BOSSES["tenebrah"].immune


def test_dc_gen_01_special_foes_behind_creatures_without_changing_the_48():
    """``CREATURES[id]`` reads a special foe; ``in`` / ``len`` / iteration still see the 48 cards."""
    assert len(CREATURES) == 48 and all(len(BY_TIER[t]) == 16 for t in (1, 2, 3))
    for bid in BOSSES:
        assert CREATURES[bid] is BOSSES[bid]
        assert bid not in CREATURES and bid not in set(CREATURES) and known(bid)
    assert known("bicudo") and known("daegur") and known("gurthur")
    assert not known("nobody")
    with pytest.raises(KeyError):
        CREATURES["nobody"]


@pytest.mark.parametrize("card_id", sorted(BOSS_AT))
def test_dc_cmp_26_encounter_boss_replaces_the_strongest_after_the_removal(card_id):
    """DC-CMP-26 (L297) then the boss: Solo fights the boss alone, 4 players 3 escorts + the boss."""
    cmap = load_map()
    card = cmap.cards.get(card_id) or cmap.secret[card_id]
    for face in FACES:
        for n in (1, 2, 3, 4):
            rolled = card.for_players(face, n)
            got = encounter_setup(card_id, rolled)
            assert len(got) == n
            assert got[-1] == BOSS_AT[card_id] and got[:-1] == list(rolled[:-1])
    assert encounter_setup(card_id, card.for_players("hit1", 1)) == [BOSS_AT[card_id]]


def test_dc_cmp_26_encounter_rule_picks_the_strongest_wherever_it_stands():
    assert encounter_setup("T1", ["abyss_knight", "bicudo"]) == ["guardian_rharak", "bicudo"]
    assert encounter_setup("T1", []) == ["guardian_rharak"]
    assert encounter_setup("K0", ["froggo", "bicudo"]) == ["froggo", "bicudo"]  # no boss: unchanged


def test_start_combat_accepts_a_special_foe_and_refuses_unknown_ids():
    s = session(["kandra"], ["bicudo"], seed=2)
    s.state.phase = "over"
    start_combat(s.state, ["mossling", "tenebrah"], spoils=9)
    assert [c.creature for c in s.state.creatures] == ["mossling", "tenebrah"]
    assert s.state.creatures[1].vigor == s.state.creatures[1].max_vigor == BOSSES["tenebrah"].vigor
    with pytest.raises(ValueError):
        start_combat(s.state, ["nobody"], spoils=1)


def test_setup_takes_a_special_foe_but_never_the_boss():
    setup = GAME.normalize_setup({"mode": "skirmish", "players": 1, "heroes": ["tesser"], "creatures": ["akari_frost"]})
    assert setup["creatures"] == ["akari_frost"]
    with pytest.raises(ValueError):
        GAME.normalize_setup({"mode": "skirmish", "players": 1, "heroes": ["tesser"], "creatures": ["daegur"]})


def test_amb_57_a_guardian_uses_the_creature_passives_on_the_board():
    """Ysmera's start-of-turn heal runs through the creature rules (flow.py's start_of_turn)."""
    s = session(["tesser"], ["guardian_aliel"], seed=5)
    st = s.state
    st.creatures[0].vigor = 5
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "corrupted", "corrupted", "corrupted"]
    events = s.apply(Pass(0))
    healed = [e for e in events if e.kind == "dc.healed" and e.data.get("target") == "c0"]
    assert healed and st.creatures[0].vigor == 6
    assert any(e.kind == "dc.creature_attack" and e.data["source"] == "c0" for e in events)


# ---- broken files give clear errors ----

GOOD = bosses.BOSSES_FILE.read_text(encoding="utf-8")


def _broken(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "bosses.toml"
    p.write_text(text, encoding="utf-8")
    return p


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('id = "akari_mists"', 'id = "akari_smoke"', "akari_smoke"),
        ('card = "T1"', 'card = "T2"', "guardian_rharak"),
        ('role = "akari"\ncard = "R1"', 'role = "guardian"\ncard = "R1"', "akari_embers"),
        ('id = "tenebrah"\nrole = "secret"\ncard = "P5c"\nname = { en = "Tenebrah", pt = "Tenebrah" }\ntier = 3',
         'id = "tenebrah"\nrole = "secret"\ncard = "P5c"\nname = { en = "Tenebrah", pt = "Tenebrah" }\ntier = 2',
         "Tier III"),
        ('vigor = 22', 'vigor = "many"', "vigor"),
        ('start_of_turn = [ { heal = 1, to = "self" } ]\non_defeated', 'start_of_turn = [ { heal = 1, to = "t1" } ]\non_defeated', "self or all_heroes"),
    ],
)
def test_broken_bosses_file_names_file_and_entry(tmp_path, old, new, message):
    assert old in GOOD, old
    with pytest.raises(ContentError) as err:
        load_bosses(_broken(tmp_path, GOOD.replace(old, new, 1)))
    assert "bosses.toml" in str(err.value) and message in str(err.value)


def test_broken_bosses_file_missing_entry_and_creature_clash(tmp_path):
    cut = GOOD[: GOOD.index('[[boss]]\nid = "corrupted_pharanor"')]
    with pytest.raises(ContentError, match="missing .*corrupted_pharanor"):
        load_bosses(_broken(tmp_path, cut))
    with pytest.raises(ContentError, match="already a creature"):
        load_bosses(_broken(tmp_path, GOOD.replace('id = "akari_mists"', 'id = "bicudo"', 1)))
    with pytest.raises(ContentError, match="not valid TOML"):
        load_bosses(_broken(tmp_path, GOOD + "\n[[boss\n"))


def test_check_map_refuses_a_boss_off_its_encounter_card():
    with pytest.raises(ContentError, match="K0"):
        check_map(load_map(), {**BOSS_AT, "K0": "akari_embers"})
    with pytest.raises(ContentError, match="has no boss"):
        check_map(load_map(), {c: b for c, b in BOSS_AT.items() if c != "F9"})

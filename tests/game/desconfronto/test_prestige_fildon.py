"""Fildon's Specializations (DC-HERO-FIL prestige rows, L606-617; DC-LVL-03): the Virtuosi and the
Thaumaturge, their passives and their Signature cards, with fixed dice."""

from __future__ import annotations

from game.desconfronto import damage, flow
from game.desconfronto.actions import ChooseTarget, ClassAction, Decline, Pass, PlayCard
from game.desconfronto.content import HEROES
from game.desconfronto.heroes import fildon_prestige
from game.desconfronto.legal import legal_actions

from .helpers import stack_creature_deck
from .prestige_helpers import bot_combats, granted


def chords(st, seat: int) -> dict[str, str]:
    return st.heroes[seat].res.setdefault("chords", {})


def decline_windows(s) -> list:
    """Decline every reaction window left open; the events of those steps."""
    events = []
    while s.state.pending is not None and s.state.pending["kind"] == "react":
        events += s.apply(Decline(s.state.pending["player"]))
    return events


def test_dc_hero_fil_prestige_data_two_paths_and_their_signature_cards():
    subs = HEROES["fildon"].subclasses
    assert [(s.id, s.path) for s in subs] == [("fildon.virtuosi", "purification"), ("fildon.thaumaturge", "corruption")]
    assert subs[0].cards == ("fildon.song_of_celendalle", "fildon.song_of_creation")
    assert subs[1].cards == ("fildon.song_of_terror", "fildon.song_of_the_abyss")


def test_dc_hero_fil_virtuosi_passive_double_chord_heals_a_wounded_ally_with_his_reaction():
    s = granted(["tesser", "fildon"], ["bicudo"], {1: "fildon.virtuosi"}, {0: [], 1: []})
    st = s.state
    chords(st, 1)["h0"] = "RR"
    stack_creature_deck(st, "ambush", "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit2"]
    events = s.apply(Pass(0))
    events += decline_windows(s)
    hit = next(e for e in events if e.kind == "dc.hit")
    assert hit.data["wounds"] > 0
    assert any(e.kind == "dc.virtuosi_heal" for e in events)
    assert st.heroes[0].vigor == HEROES["tesser"].max_vigor - hit.data["wounds"] + 1
    assert "h0" not in chords(st, 1)


def test_dc_hero_fil_virtuosi_passive_not_on_a_simple_chord():
    s = granted(["tesser", "fildon"], ["bicudo"], {1: "fildon.virtuosi"}, {0: [], 1: []})
    st = s.state
    chords(st, 1)["h0"] = "R"
    stack_creature_deck(st, "ambush", "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit2"]
    s.apply(Pass(0))
    decline_windows(s)
    assert chords(st, 1)["h0"] == "R" and not st.heroes[1].reaction_used


def test_dc_hero_fil_virtuosi_song_of_celendalle_ally_next_attack_two_more_dice():
    s = granted(["fildon", "tesser"], ["bicudo"], {0: "fildon.virtuosi"}, {0: ["fildon.song_of_celendalle#1"]})
    st = s.state
    chords(st, 0)["h1"] = "D"
    s.apply(PlayCard(0, "fildon.song_of_celendalle#1", "h1"))
    assert "h1" not in chords(st, 0)
    st.forced = ["hit1", "hit1", "hit1"]  # 1 die + 2 from the song
    events = damage.hero_attack(st, 1, "c0", 1)
    assert len(events[0].data["dice"]) == 3 and st.creatures[0].vigor == 6 - 3
    st.forced = ["hit1"]
    events = damage.hero_attack(st, 1, "c0", 1)  # spent by that attack
    assert len(events[0].data["dice"]) == 1


def test_dc_hero_fil_virtuosi_song_of_creation_consumes_chords_heals_allies_with_two():
    s = granted(["fildon", "tesser", "pharanor"], ["bicudo"], {0: "fildon.virtuosi"},
                {0: ["fildon.song_of_creation#1"]})
    st = s.state
    st.heroes[1].vigor, st.heroes[2].vigor = 2, 2
    chords(st, 0).update({"h1": "RD", "h2": "R"})
    s.apply(PlayCard(0, "fildon.song_of_creation#1", "h1"))
    for ref in ("h1", "h1", "h1", "h2", "h2"):
        s.apply(ChooseTarget(0, ref))
    assert st.heroes[1].vigor == 2 + 4  # Mixed = 2 tokens
    assert st.heroes[2].vigor == 2  # a simple chord: not the minimum of 2
    assert "h1" not in chords(st, 0) and "h2" not in chords(st, 0)


def test_dc_hero_fil_thaumaturge_passive_two_chords_on_a_creature_for_one_die():
    s = granted(["fildon"], ["bicudo"], {0: "fildon.thaumaturge"}, {0: ["fildon.song_of_fire#1"]})
    st = s.state
    chords(st, 0)["c0"] = "RD"
    acts = [a for a in legal_actions(st) if isinstance(a, ClassAction) and a.name == "thaumaturge_strike"]
    assert acts == [ClassAction(0, "thaumaturge_strike", "c0")]
    st.forced = ["hit2"]
    s.apply(acts[0])
    assert st.creatures[0].vigor == 6 - 2 and st.actions_left == 1 and "c0" not in chords(st, 0)
    chords(st, 0)["c0"] = "R"  # one chord only: 1 token, not 2
    assert not [a for a in legal_actions(st) if isinstance(a, ClassAction) and a.name == "thaumaturge_strike"]


def test_dc_hero_fil_thaumaturge_at_most_four_dice_a_turn():
    s = granted(["fildon"], ["bicudo"], {0: "fildon.thaumaturge"})
    st = s.state
    st.heroes[0].res.update({"thaum_turn": st.turn, "thaum_dice": 4})
    chords(st, 0)["c0"] = "DD"
    assert fildon_prestige.thaumaturge_actions(st, 0) == []


def test_dc_hero_fil_thaumaturge_song_of_terror_every_creature_until_his_next_turn():
    s = granted(["fildon"], ["bicudo", "bicudo"], {0: "fildon.thaumaturge"}, {0: ["fildon.song_of_terror#1"]})
    st = s.state
    s.apply(PlayCard(0, "fildon.song_of_terror#1", ""))
    assert {a.name for a in legal_actions(st)} == {"thaumaturge_terror_all", "thaumaturge_terror_one"}
    s.apply(ClassAction(0, "thaumaturge_terror_all", ""))
    assert all(c.cond.get("stunned") for c in st.creatures)
    flow.start_turn(st)  # his next turn: the Stuns left are gone
    assert not any(c.cond.get("stunned") for c in st.creatures)


def test_dc_hero_fil_thaumaturge_song_of_terror_one_creature_for_three_turns():
    """The creature skips its next 3 turns (Stunned again after each skipped one), then acts."""
    s = granted(["fildon"], ["bicudo"], {0: "fildon.thaumaturge"}, {0: ["fildon.song_of_terror#1"]})
    st = s.state
    s.apply(PlayCard(0, "fildon.song_of_terror#1", ""))
    s.apply(ClassAction(0, "thaumaturge_terror_one", "c0"))
    events = []
    for _ in range(4):
        st.heroes[0].hand.clear()
        st.heroes[0].res.pop("chord_left", None)
        events += s.apply(Pass(0))
        events += decline_windows(s)
    assert sum(e.kind == "dc.stun_spent" and e.data["target"] == "c0" for e in events) == 3
    assert "terror" not in st.heroes[0].res


def test_dc_hero_fil_thaumaturge_song_of_the_abyss_disadvantage_and_one_vigor_floor():
    s = granted(["fildon", "tesser"], ["bicudo"], {0: "fildon.thaumaturge"}, {0: ["fildon.song_of_the_abyss#1"]})
    st = s.state
    s.apply(PlayCard(0, "fildon.song_of_the_abyss#1", ""))
    assert fildon_prestige.modify_creature_attack(st, 0, 1, 0) == -1
    assert fildon_prestige.modify_creature_attack(st, 0, 0, 0) == 0  # not on Fildon himself
    attack = {"seat": 1}
    fildon_prestige.attack_declared(st, 0, attack)
    assert attack["floor"] is True
    attack = {"seat": 0}
    fildon_prestige.attack_declared(st, 0, attack)
    assert attack["floor"] is False


def test_dc_hero_fil_thaumaturge_song_of_the_abyss_an_attack_leaves_the_ally_at_one():
    s = granted(["tesser", "fildon"], ["bicudo"], {1: "fildon.thaumaturge"}, {0: []})
    st = s.state
    st.heroes[1].res["abyss"] = True
    st.heroes[0].vigor = 2
    stack_creature_deck(st, "ambush", "ambush")
    st.forced = ["hit1", "hit2"] + ["hit2"] * 8
    events = s.apply(Pass(0))
    events += decline_windows(s)
    hit = next(e for e in events if e.kind == "dc.hit")
    assert hit.data["wounds"] >= 2 or hit.data["damage"] >= 2
    assert st.heroes[0].vigor == 1 and not st.heroes[0].exhausted


def test_dc_hero_fil_virtuosi_random_bots_50_combats_invariants():
    assert bot_combats("fildon", "fildon.virtuosi", partners=("tesser", "kandra"))


def test_dc_hero_fil_thaumaturge_random_bots_50_combats_invariants():
    assert bot_combats("fildon", "fildon.thaumaturge", partners=("tesser", "kandra"))

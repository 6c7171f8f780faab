"""Gëlien's Specializations (DC-HERO-GEL prestige rows, L661-673; DC-LVL-03): the Guardian and the
Avenger, their passives and their Signature cards, with fixed dice."""

from __future__ import annotations

from game.desconfronto import damage
from game.desconfronto.actions import ClassAction, Pass, PlayCard
from game.desconfronto.content import HEROES
from game.desconfronto.heroes import gelien
from game.desconfronto.legal import legal_actions

from .helpers import stack_creature_deck
from .prestige_helpers import bot_combats, granted


def names(st) -> set[str]:
    return {a.name for a in legal_actions(st) if isinstance(a, ClassAction)}


def next_turn(st) -> None:
    """Gëlien's next turn, as far as Nina's one action a turn is concerned."""
    st.turn += 1
    st.actions_left = 2


def test_dc_hero_gel_prestige_data_two_paths_and_their_signature_cards():
    subs = HEROES["gelien"].subclasses
    assert [(s.id, s.path) for s in subs] == [("gelien.guardian", "purification"), ("gelien.avenger", "corruption")]
    assert subs[0].cards == ("gelien.bite_and_grab", "gelien.guardian_charge")
    assert subs[1].cards == ("gelien.relentless_mark", "gelien.mark_of_retaliation")


def test_dc_hero_gel_guardian_passive_discard_for_nina_four_dice_and_an_extra_action():
    s = granted(["gelien"], ["bicudo"], {0: "gelien.guardian"}, {0: ["gelien.camouflage#1", "gelien.ambush#1"]})
    st = s.state
    acts = [a for a in legal_actions(st) if getattr(a, "name", "") == "guardian_mount"]
    assert {a.target for a in acts} == {"gelien.camouflage#1@c0", "gelien.ambush#1@c0"}
    st.forced = ["hit1", "hit1", "corrupted", "hit1"]
    s.apply(ClassAction(0, "guardian_mount", "gelien.camouflage#1@c0"))
    assert st.creatures[0].vigor == 6 - 3
    assert "gelien.camouflage#1" in st.heroes[0].discard
    assert st.actions_left == 3  # it wounded: 1 extra action, Gëlien's own untouched
    assert "guardian_mount" not in names(st)  # Nina's action is spent, and once per turn


def test_dc_hero_gel_guardian_passive_no_extra_action_without_wounds():
    s = granted(["gelien"], ["froggo"], {0: "gelien.guardian"}, {0: ["gelien.camouflage#1"]})
    st = s.state
    st.forced = ["corrupted", "corrupted", "corrupted", "hit1"]  # 1 against Froggo's 1 shield
    s.apply(ClassAction(0, "guardian_mount", "gelien.camouflage#1@c0"))
    assert st.creatures[0].vigor == 4 and st.actions_left == 2


def test_dc_hero_gel_guardian_bite_and_grab_moves_the_wounded_target_then_advantage():
    s = granted(["gelien"], ["bicudo", "froggo"], {0: "gelien.guardian"},
                {0: ["gelien.bite_and_grab#1", "gelien.camouflage#1", "gelien.ice_arrow#1"]})
    st = s.state
    s.apply(PlayCard(0, "gelien.bite_and_grab#1", ""))
    assert "gelien.bite_and_grab#1" in st.heroes[0].active
    st.forced = ["hit1", "hit1", "hit1", "hit1"]
    s.apply(ClassAction(0, "guardian_mount", "gelien.camouflage#1@c0"))
    assert st.heroes[0].res["grab"] == "c0"
    assert "guardian_grab" not in names(st)  # on his next turn
    next_turn(st)
    assert {a.target for a in legal_actions(st) if getattr(a, "name", "") == "guardian_grab"} == {"c1"}
    s.apply(ClassAction(0, "guardian_grab", "c1"))
    assert st.creatures[1].creature == "bicudo" and st.creatures[0].creature == "froggo"
    assert st.creatures[1].vigor == 6 - 4
    st.forced = ["corrupted", "hit1", "corrupted", "hit1"]  # advantage on the moved creature
    events = s.apply(PlayCard(0, "gelien.ice_arrow#1", "c1"))
    hit = next(e for e in events if e.kind == "dc.attack")
    assert [d["rolled"] for d in hit.data["dice"]] == [["corrupted", "hit1"], ["corrupted", "hit1"]]
    assert st.creatures[1].vigor == 0 and st.creatures[1].defeated


def test_dc_hero_gel_guardian_charge_purified_die_sacrificed_to_break_a_shield():
    s = granted(["gelien"], ["froggo"], {0: "gelien.guardian"},
                {0: ["gelien.guardian_charge#1", "gelien.camouflage#1"]})
    st = s.state
    s.apply(PlayCard(0, "gelien.guardian_charge#1", ""))
    st.forced = ["purified", "hit2", "hit1", "corrupted", "hit2"]  # the Purified die explodes into hit2
    events = s.apply(ClassAction(0, "guardian_mount", "gelien.camouflage#1@c0"))
    hit = next(e for e in events if e.kind == "dc.gelien_nina_attack")
    assert hit.data["shields"] == 0 and hit.data["wounds"] == 3  # 2 + 1, the Purified die and its 2 gone
    assert any(e.kind == "dc.guardian_charge" for e in events)


def test_dc_hero_gel_avenger_passive_nina_attacks_magical_and_corrupts():
    s = granted(["gelien"], ["froggo"], {0: "gelien.avenger"}, {0: ["gelien.ambush#1"]})
    st = s.state
    st.forced = ["hit1", "hit1", "hit1", "hit1"]  # Gëlien's 2 dice, Nina's 2 (claw)
    events = s.apply(PlayCard(0, "gelien.ambush#1", "c0"))
    hit = next(e for e in events if e.kind == "dc.gelien_nina_attack")
    assert hit.data["shields"] == 0 and hit.data["wounds"] == 2  # Froggo's shield does not count
    assert st.creatures[0].vigor == 4 - 1 - 2 and st.creatures[0].cond["corruption"] == 1


def test_dc_hero_gel_avenger_passive_extra_die_while_nina_is_exhausted():
    s = granted(["gelien"], ["bicudo"], {0: "gelien.avenger"})
    st = s.state
    damage.wound(st, "n0", 10, "direct")
    assert st.heroes[0].res["avenger_fury"] is True
    st.forced = ["hit1", "hit1", "hit1"]
    events = damage.hero_attack(st, 0, "c0", 2)
    assert len(events[0].data["dice"]) == 3
    st.heroes[0].res["nina_away"] = 1
    gelien.turn_start(st, 0)  # she comes back: the die goes
    assert "avenger_fury" not in st.heroes[0].res


def test_dc_hero_gel_avenger_relentless_mark_costs_an_action_and_boosts_one_attack():
    s = granted(["gelien"], ["bicudo"], {0: "gelien.avenger"},
                {0: ["gelien.relentless_mark#1", "gelien.ice_arrow#1", "gelien.following_arrow#1"]})
    st = s.state
    st.actions_left = 3
    s.apply(PlayCard(0, "gelien.relentless_mark#1", ""))
    s.apply(ClassAction(0, "gelien_mark", "c0"))
    assert st.actions_left == 1  # the mark cost 1 action
    st.forced = ["corrupted", "hit1", "corrupted", "hit1", "corrupted", "hit1"]  # 3 dice, each a pair
    events = s.apply(PlayCard(0, "gelien.ice_arrow#1", "c0"))
    hit = next(e for e in events if e.kind == "dc.attack")
    assert len(hit.data["dice"]) == 3 and all(d["kept"] == "hit1" for d in hit.data["dice"])


def test_dc_hero_gel_avenger_mark_of_retaliation_redirects_an_attack_to_nina():
    s = granted(["tesser", "gelien"], ["bicudo"], {1: "gelien.avenger"}, {0: [], 1: ["gelien.mark_of_retaliation#1"]})
    st = s.state
    h = st.heroes[1]
    h.hand.remove("gelien.mark_of_retaliation#1")
    h.active.append("gelien.mark_of_retaliation#1")
    stack_creature_deck(st, "ambush", "ambush")
    st.forced = ["hit1", "hit2", "hit1", "hit1"]
    s.apply(Pass(0))
    assert ClassAction(1, "avenger_redirect", "h0") in legal_actions(st)
    nina = h.res["nina"]
    s.apply(ClassAction(1, "avenger_redirect", "h0"))
    assert st.heroes[0].vigor == HEROES["tesser"].max_vigor
    assert h.res["nina"] == nina - 2 and h.res["retaliations"] == 1


def test_dc_hero_gel_guardian_random_bots_50_combats_invariants():
    assert bot_combats("gelien", "gelien.guardian", partners=("tesser", "artan"))


def test_dc_hero_gel_avenger_random_bots_50_combats_invariants():
    assert bot_combats("gelien", "gelien.avenger", partners=("tesser", "artan"))

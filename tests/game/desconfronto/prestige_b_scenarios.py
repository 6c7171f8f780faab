"""Named scenarios emitting every event of the Specializations of Marzak, Pharanor, Tainara and Tesser
(event_prestige.PRESTIGE_B), for test_event_decl's "every declared kind is emitted"."""

from __future__ import annotations

from game.core.actions import Event
from game.core.events import check_event
from game.desconfronto import GAME, conditions, damage, prestige
from game.desconfronto.actions import ChooseTarget, ClassAction, Pass, PlayCard, React
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand, stack_creature_deck

AMBUSH = ["hit1", "hit2"]  # ambush: the Active Hero, a normal attack


def _checked(events: list[Event]) -> list[Event]:
    specs = GAME.event_specs()
    assert [p for e in events for p in check_event(specs, e)] == []
    return events


def scenario_marzak() -> list[Event]:
    out: list[Event] = []
    s = session(["marzak", "pharanor"], ["lich_acolyte", "bicudo"], seed=2)
    st = s.state
    out += prestige.grant_subclass(st, 0, "marzak.archdruid")
    set_hand(st, 0, ["marzak.solar_ray#1", "marzak.lightning#1", "marzak.petals_of_aliel#1"])
    out += s.apply(ClassAction(0, "marzak_treant", "h1"))
    out += s.apply(ClassAction(0, "marzak_treant_card", "marzak.solar_ray#1"))
    out += s.apply(ClassAction(0, "marzak_treant_more", ""))
    out += s.apply(PlayCard(0, "marzak.petals_of_aliel#1", ""))  # marzak_petals (Pharanor is unhurt)
    s = session(["marzak", "pharanor"], ["bicudo"], seed=3)
    st = s.state
    prestige.grant_subclass(st, 0, "marzak.archdruid")
    st.heroes[0].res["marzak_treants"] = [0]
    set_hand(st, 0, ["marzak.protective_bulb#1", "marzak.solar_ray#1"])
    out += s.apply(PlayCard(0, "marzak.protective_bulb#1", ""))
    st.heroes[0].res.pop("marzak_bears")
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH + ["hit2", "hit1"]
    out += s.apply(Pass(0))  # marzak_treant_block
    s = session(["marzak", "pharanor"], ["lich_acolyte"], seed=6)
    st = s.state
    prestige.grant_subclass(st, 0, "marzak.wild_fire")
    set_hand(st, 0, ["marzak.ember_feathers#1", "marzak.solar_ray#1"])
    st.creatures[0].cond["fire"] = 1
    out += s.apply(ClassAction(0, "marzak_kindle", "c0"))
    st.forced = ["hit1", "hit1"]
    out += s.apply(ClassAction(0, "marzak_spirit_attack", "c0"))
    st.heroes[0].res["spirit"] = 1
    out += s.apply(ClassAction(0, "marzak_spirit_guard", "")) if st.actions_left else []
    s = session(["marzak", "pharanor"], ["bicudo"], seed=7)
    st = s.state
    prestige.grant_subclass(st, 0, "marzak.wild_fire")
    st.heroes[0].res["spirit"] = 1
    set_hand(st, 0, ["marzak.solar_ray#1", "marzak.lightning#1"])
    out += s.apply(ClassAction(0, "marzak_spirit_guard", ""))
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH + ["hit2", "hit2"]
    out += s.apply(Pass(0))  # spirit_blocked
    s = session(["pharanor", "marzak"], ["bicudo"], seed=8)
    st = s.state
    prestige.grant_subclass(st, 1, "marzak.wild_fire")
    st.heroes[0].vigor = 2
    set_hand(st, 1, ["marzak.rise_of_the_phoenix#1"])
    set_hand(st, 0, ["pharanor.speed#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH + ["hit2", "hit2"]
    out += s.apply(Pass(0))
    out += s.apply(React(1, "marzak.rise_of_the_phoenix#1"))
    return _checked(out)


def scenario_pharanor() -> list[Event]:
    out: list[Event] = []
    s = session(["pharanor", "tesser"], ["lich_acolyte", "bicudo", "mossling"], seed=4)
    st = s.state
    out += prestige.grant_subclass(st, 0, "pharanor.arcanist")
    h = st.heroes[0]
    set_hand(
        st,
        0,
        ["pharanor.speed#1", "pharanor.toxic_mist#1", "pharanor.flaming_hands#1", "pharanor.ice_blast#1"],
    )
    h.active.append("pharanor.elemental_aura#1")
    h.draw.remove("pharanor.elemental_aura#1")
    out += s.apply(PlayCard(0, "pharanor.speed#1", ""))
    st.forced = ["corrupted"] * 4
    out += s.apply(PlayCard(0, "pharanor.toxic_mist#1", "c1"))
    out += s.apply(PlayCard(0, "pharanor.flaming_hands#1", "c1"))
    out += s.apply(PlayCard(0, "pharanor.ice_blast#1", "c2"))  # pharanor_aura_burst
    s = session(["pharanor", "tesser"], ["ruin_sentinel"], seed=3)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.arcanist")
    h = st.heroes[0]
    set_hand(
        st,
        0,
        [
            "pharanor.arcane_aura#1",
            "pharanor.clairvoyance#1",
            "pharanor.speed#1",
            "pharanor.arcane_recovery#1",
        ],
    )
    out += s.apply(ClassAction(0, "pharanor_enchant_fire", "pharanor.arcane_recovery#1"))
    out += s.apply(PlayCard(0, "pharanor.arcane_aura#1", ""))
    out += s.apply(ClassAction(0, "pharanor_arcane_charge", "h1"))
    out += s.apply(ClassAction(0, "pharanor_arcane_discard", "pharanor.clairvoyance#1"))
    out += damage.hero_attack(st, 1, "c0", 2)  # Tesser's charged attack (as in her turn): pharanor_arcane
    s = session(["pharanor", "tesser"], ["bicudo", "lich_acolyte"], seed=5)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.necromancer")
    set_hand(st, 0, ["pharanor.arcane_discharge#1", "pharanor.speed#1", "pharanor.curse_rot#1"])
    st.creatures[0].vigor = 1
    st.forced = ["hit1", "hit1", "hit1"]
    out += s.apply(PlayCard(0, "pharanor.arcane_discharge#1", "c0"))  # pharanor_essence
    out += s.apply(PlayCard(0, "pharanor.speed#1", ""))
    out += s.apply(ClassAction(0, "pharanor_raise", ""))  # skeleton_summoned
    st.forced = ["hit1", "hit1"]
    out += s.apply(ClassAction(0, "pharanor_skeleton_attack", "c1"))
    s = session(["pharanor", "tesser"], ["lich_acolyte"], seed=6)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.necromancer")
    st.heroes[0].res["skeleton"] = 1
    set_hand(st, 0, ["pharanor.speed#1", "pharanor.curse_rot#1"])
    out += s.apply(PlayCard(0, "pharanor.speed#1", ""))
    out += s.apply(PlayCard(0, "pharanor.curse_rot#1", "c0"))  # pharanor_curse
    stack_creature_deck(st, "ambush")
    out += s.apply(ClassAction(0, "pharanor_skeleton_guard", ""))
    st.forced = AMBUSH + ["hit2"] * 3
    while st.phase == "hero" and st.active_hero == 0:
        out += s.apply(next(a for a in legal_actions(st) if type(a).__name__ == "Pass"))
    return _checked(out)


def scenario_tainara() -> list[Event]:
    out: list[Event] = []
    s = session(["tainara", "pharanor", "kandra"], ["lich_acolyte", "bicudo"], seed=3)
    st = s.state
    out += prestige.grant_subclass(st, 0, "tainara.shaman")
    set_hand(st, 0, ["tainara.purification_fold#1", "tainara.serenity#1", "tainara.epiphany#1"])
    set_hand(st, 1, ["pharanor.magic_missiles#1"])
    st.heroes[0].res["tainara_chi"] = 6
    st.creatures[0].cond["corruption"] = 1
    out += s.apply(ClassAction(0, "tainara_shaman_purify", ""))
    out += s.apply(PlayCard(0, "tainara.purification_fold#1", "c0"))
    out += s.apply(ChooseTarget(0, "fire"))  # tainara_fold
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH + ["corrupted"] * 3
    out += s.apply(PlayCard(0, "tainara.epiphany#1", ""))  # played with 1 action: count 0
    s = session(["tainara", "kandra"], ["lich_acolyte"], seed=7)
    st = s.state
    prestige.grant_subclass(st, 0, "tainara.predator")
    set_hand(st, 0, ["tainara.corruption_fold#1", "tainara.vital_points#1", "tainara.meditation#1"])
    st.heroes[1].cond["corruption"] = 2
    out += s.apply(PlayCard(0, "tainara.corruption_fold#1", "h1"))  # tainara_fold_back
    st.creatures[0].vigor = 4
    st.forced = ["hit1", "hit1"]
    out += s.apply(PlayCard(0, "tainara.vital_points#1", "c0"))  # tainara_vital
    return _checked(out)


def scenario_tesser() -> list[Event]:
    out: list[Event] = []
    s = session(["tesser", "pharanor"], ["bicudo", "lich_acolyte"], seed=4)
    st = s.state
    out += prestige.grant_subclass(st, 0, "tesser.hierophant")
    h = st.heroes[0]
    set_hand(st, 0, ["tesser.heal_wounds#1", "tesser.shield_of_faith#1", "tesser.holy_armour#1"])
    h.draw.remove("tesser.divine_aid#1")
    h.discard.put_top("tesser.divine_aid#1")
    st.heroes[1].vigor = 2
    out += s.apply(PlayCard(0, "tesser.heal_wounds#1", "h1"))  # tesser_restored
    out += s.apply(PlayCard(0, "tesser.shield_of_faith#1", ""))  # tesser_faith
    s = session(["tesser", "pharanor"], ["bicudo", "lich_acolyte"], seed=6)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.reaper")
    set_hand(
        st, 0, ["tesser.spectral_shroud#1", "tesser.heal_wounds#1", "tesser.word_of_command_exhaustion#1"]
    )
    out += s.apply(PlayCard(0, "tesser.spectral_shroud#1", "c0"))
    st.creatures[0].vigor = 2
    out += s.apply(ClassAction(0, "tesser_reap", "tesser.heal_wounds#1"))
    out += s.apply(ClassAction(0, "tesser_reap_at", "c0"))  # tesser_reaped, tesser_shroud_burst
    s = session(["tesser", "pharanor"], ["lich_acolyte"], seed=7)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.reaper")
    set_hand(st, 0, ["tesser.word_of_command_exhaustion#1", "tesser.divine_aid#1"])
    st.forced = ["hit1"] * 4
    out += s.apply(PlayCard(0, "tesser.word_of_command_exhaustion#1", "c0"))  # tesser_word
    conditions.apply(st, "h0", "stunned")
    return _checked(out)


SCENARIOS_B = (scenario_marzak, scenario_pharanor, scenario_tainara, scenario_tesser)

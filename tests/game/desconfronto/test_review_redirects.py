"""Redirected creature attacks are suffered with the modifiers of the figure that actually suffers them
(DC-CMB-21 steps 4-5, corrected in CHANGES rows 1-2; L128-147, L154): the dice stay, the intended
target's Corruption/Purification and Thunder leave the attack and its Thunder charge is not spent; the
new defender's suffered column and Thunder apply and spend its charge. Every redirection goes through
``creature_attack.rebase``: Kandra's interception and Reckless Attack, Tainara's Guardian Step,
Tesser's Guardian, Fildon's Dominate Target, Artan's Compel Duel and Gëlien's Guard Dog."""

from __future__ import annotations

from game.desconfronto.actions import ClassAction, Decline, Pass, React
from game.desconfronto.legal import legal_actions

from .helpers import session, set_hand, stack_creature_deck

AMBUSH_ACTIVE = ["hit1", "hit2"]  # ambush: block 1 -> the Active Hero, block 2 -> a normal attack
FOUR = ["hit2", "hit2"]  # bicudo's 2 dice: 4 damage


def _aimed_at_pharanor(heroes, seed=4, **extra):
    """Pharanor (h0) is the Active Hero and bicudo rolls 4 at him. He carries Corruption 2 (+1
    suffered) and one Thunder token (+1): 6 if he suffered it himself."""
    s = session(heroes, ["bicudo"], seed=seed, **extra)
    st = s.state
    set_hand(st, 0, ["pharanor.speed#1"])
    st.heroes[0].cond.update(corruption=2)
    st.heroes[0].thunder = [2]
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    return s


def _wounds(events, ref):
    return next(e.data for e in events if e.kind == "dc.hit" and e.data["target"] == ref)


def test_dc_cmb_21_attack_on_the_intended_target_keeps_its_modifiers():
    """The reference case: no redirection, Pharanor suffers 4 + 1 (Corruption 2) + 1 (Thunder)."""
    s = _aimed_at_pharanor(["pharanor", "kandra"])
    st = s.state
    set_hand(st, 1, ["kandra.brutal_blow#1"])
    events = s.apply(Pass(0))
    assert _wounds(events, "h0")["wounds"] == 6
    assert st.heroes[0].thunder == [1]


def test_dc_cmb_21_kandra_interception_uses_kandras_modifiers_not_the_intended_targets():
    s = _aimed_at_pharanor(["pharanor", "kandra"])
    st = s.state
    k = st.heroes[1]
    k.abilities = ["kandra.intercept"]
    k.thunder = [2]
    set_hand(st, 1, ["kandra.brutal_blow#1"])
    s.apply(Pass(0))
    events = s.apply(ClassAction(1, "kandra_take", "h0"))
    # 4 rolled + her own Thunder 1 - her hide 1; Pharanor's Corruption and Thunder stay out of it
    assert _wounds(events, "h1")["wounds"] == 4
    assert k.vigor == k.max_vigor - 4 and k.thunder == [1]
    assert st.heroes[0].thunder == [2]  # DC-CMB-21 step 5: his charge is not spent
    assert st.heroes[0].vigor == st.heroes[0].max_vigor


def test_dc_cmb_21_reckless_attack_takes_the_attack_with_kandras_modifiers():
    s = _aimed_at_pharanor(["pharanor", "kandra"])
    st = s.state
    k = st.heroes[1]
    k.cond.update(purification=2)  # -1 suffered
    set_hand(st, 1, ["kandra.brutal_blow#1", "kandra.reckless_attack#1"])
    s.apply(Pass(0))
    events = s.apply(React(1, "kandra.reckless_attack#1"))
    assert _wounds(events, "h1")["wounds"] == 4 - 1 - 1  # her Purification 2 and her hide
    assert st.active_hero == 1 and k.res["kandra_unleash"] == 2  # the dice of the attack she suffered
    assert st.heroes[0].thunder == [2]


def test_dc_hero_kan_reckless_attack_on_an_attack_already_hers_cuts_once():
    """Reckless Attack played on an attack aimed at Kandra banks its dice; her hide is not doubled."""
    s = session(["kandra", "pharanor"], ["bicudo"], seed=4)
    st = s.state
    k = st.heroes[0]
    set_hand(st, 0, ["kandra.brutal_blow#1", "kandra.reckless_attack#1"])
    set_hand(st, 1, ["pharanor.speed#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(Pass(0))
    events = s.apply(React(0, "kandra.reckless_attack#1"))
    assert _wounds(events, "h0")["wounds"] == 4 - 1
    assert k.res["kandra_bank"] == 2


def test_dc_cmb_21_tainara_guardian_step_uses_her_modifiers_and_spends_her_thunder():
    s = _aimed_at_pharanor(["pharanor", "tainara"])
    st = s.state
    t = st.heroes[1]
    t.abilities = ["tainara.guardian_step"]
    t.cond.update(purification=2)  # -1 suffered
    t.thunder = [1]  # its last charge
    set_hand(st, 1, ["tainara.meditation#1"])
    s.apply(Pass(0))
    assert ClassAction(1, "tainara_take", "h0") in legal_actions(st)
    events = s.apply(ClassAction(1, "tainara_take", "h0"))
    assert _wounds(events, "h1")["wounds"] == 4 - 1 + 1
    assert t.thunder == []  # the attack she received used it
    assert st.heroes[0].thunder == [2] and st.heroes[0].vigor == st.heroes[0].max_vigor


def test_dc_cmb_21_tesser_guardian_defends_with_her_own_modifiers():
    s = _aimed_at_pharanor(["pharanor", "tesser"])
    st = s.state
    t = st.heroes[1]
    t.abilities = ["tesser.guardian"]
    t.thunder = [2, 2]  # +2
    set_hand(st, 1, ["tesser.heal_wounds#1"])
    s.apply(Pass(0))
    s.apply(ClassAction(1, "guardian", "h0"))
    events = s.apply(ClassAction(1, "guardian_discard", ""))  # no card: no extra shields
    assert _wounds(events, "h1")["wounds"] == 4 + 2
    assert t.thunder == [1, 1] and st.heroes[0].thunder == [2]


def test_dc_cmb_21_fildon_dominate_target_onto_a_creature_uses_the_creatures_thunder():
    s = _aimed_at_pharanor(["pharanor", "fildon"], seed=4)
    st = s.state
    set_hand(st, 1, ["fildon.dominate_target#1"])
    cr = st.creatures[0]
    cr.thunder = [2]
    vigor = cr.vigor
    s.apply(Pass(0))
    s.apply(React(1, "fildon.dominate_target#1"))
    events = s.apply(ClassAction(1, "fildon_dominate", "c0"))
    hit = next(e.data for e in events if e.kind == "dc.fildon_dominated")
    # 4 rolled + the creature's Thunder 1 against its own shields; Pharanor's +2 are gone
    shields = hit["shields"]
    assert hit["damage"] == 5 and hit["wounds"] == max(0, 5 - shields)
    assert cr.vigor == max(0, vigor - hit["wounds"]) and cr.thunder == [1]
    assert st.heroes[0].thunder == [2]


def test_dc_cmb_21_fildon_dominate_target_onto_an_ally_uses_the_allys_modifiers():
    s = _aimed_at_pharanor(["pharanor", "fildon", "tesser"], seed=4)
    st = s.state
    set_hand(st, 1, ["fildon.dominate_target#1"])
    set_hand(st, 2, ["tesser.heal_wounds#1"])
    tes = st.heroes[2]
    tes.cond.update(purification=4)  # -2 suffered
    s.apply(Pass(0))
    s.apply(React(1, "fildon.dominate_target#1"))
    events = s.apply(ClassAction(1, "fildon_dominate", "h2"))
    while st.pending is not None and st.pending.get("kind") == "react":
        events += s.apply(Decline(st.pending["player"]))
    assert _wounds(events, "h2")["wounds"] == 4 - 2
    assert st.heroes[0].thunder == [2]


def test_dc_cmb_21_artan_compel_duel_takes_the_attack_with_his_modifiers():
    s = _aimed_at_pharanor(["pharanor", "artan"])
    st = s.state
    a = st.heroes[1]
    set_hand(st, 1, ["artan.compel_duel#1"])
    a.thunder = [2]
    s.apply(Pass(0))
    events = s.apply(React(1, "artan.compel_duel#1"))
    assert _wounds(events, "h1")["wounds"] == 4 + 1  # his Thunder, not Pharanor's Corruption
    assert st.heroes[0].thunder == [2] and a.thunder == [1]


def test_dc_cmb_21_guard_dog_keeps_the_heros_thunder_charge_dc_hero_gel_tree2_1():
    s = session(["gelien"], ["bicudo"])
    st = s.state
    g = st.heroes[0]
    g.abilities = ["gelien.nina_guard"]
    set_hand(st, 0, ["gelien.ice_arrow#1"])
    g.thunder = [2]
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + ["hit1", "hit1"]
    s.apply(Pass(0))
    s.apply(ClassAction(0, "gelien_guard", "h0"))
    assert g.thunder == [2]  # the attack went to Nina: Gëlien received none
    assert g.res["nina"] == 4 - 2


def test_dc_cmb_21_amb_07_interception_with_modifiers_after_shields():
    """With ``modifiers_after_shields`` the defender's part sits past the shields; it still moves."""
    s = _aimed_at_pharanor(["pharanor", "kandra"], options={"modifiers_after_shields": True})
    st = s.state
    k = st.heroes[1]
    k.abilities = ["kandra.intercept"]
    k.cond.update(corruption=4)  # +2 suffered
    set_hand(st, 1, ["kandra.brutal_blow#1"])
    s.apply(Pass(0))
    events = s.apply(ClassAction(1, "kandra_take", "h0"))
    assert _wounds(events, "h1")["wounds"] == 4 + 2 - 1
    assert st.heroes[0].thunder == [2]


def test_dc_cmb_21_an_attack_sent_away_from_kandra_loses_her_hide_and_bank():
    """Dominate Target moves an attack aimed at Kandra to Pharanor: her reduction leaves with her."""
    s = session(["kandra", "fildon", "pharanor"], ["bicudo"], seed=4)
    st = s.state
    k = st.heroes[0]
    k.res["kandra_reckless"] = True  # an earlier Reckless Attack: every attack comes to her
    set_hand(st, 0, ["kandra.brutal_blow#1"])
    set_hand(st, 1, ["fildon.dominate_target#1"])
    set_hand(st, 2, ["pharanor.speed#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(Pass(0))
    assert k.res["kandra_bank"] == 2
    s.apply(React(1, "fildon.dominate_target#1"))
    events = s.apply(ClassAction(1, "fildon_dominate", "h2"))
    while st.pending is not None and st.pending.get("kind") == "react":
        events += s.apply(Decline(st.pending["player"]))
    assert _wounds(events, "h2")["wounds"] == 4
    assert "kandra_bank" not in k.res


def test_dc_cmb_21_tokens_spent_on_the_intended_target_come_back_when_the_attack_moves():
    """Artan's ward on Pharanor soaked 1 at the declaration; Kandra takes the attack: the ward was
    not used on an attack Pharanor did not suffer, so it is back on him."""
    s = _aimed_at_pharanor(["pharanor", "kandra", "artan"])
    st = s.state
    st.heroes[0].cond.clear()
    st.heroes[0].thunder = []
    st.heroes[1].abilities = ["kandra.intercept"]
    set_hand(st, 1, ["kandra.brutal_blow#1"])
    set_hand(st, 2, ["artan.relentless#1"])
    st.heroes[2].res["ward"] = 0
    s.apply(Pass(0))
    assert "ward" not in st.heroes[2].res  # spent on the attack as declared
    events = s.apply(ClassAction(1, "kandra_take", "h0"))
    assert _wounds(events, "h1")["wounds"] == 4 - 1
    assert st.heroes[2].res["ward"] == 0


def test_dc_cmb_21_tessers_bulwark_comes_back_when_kandra_takes_the_attack():
    s = session(["tesser", "kandra"], ["bicudo"], seed=4)
    st = s.state
    t = st.heroes[0]
    t.abilities = ["tesser.always_shield"]
    t.res["vshield"] = 1
    st.heroes[1].abilities = ["kandra.intercept"]
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    set_hand(st, 1, ["kandra.brutal_blow#1"])
    stack_creature_deck(st, "ambush")
    st.forced = AMBUSH_ACTIVE + FOUR
    s.apply(Pass(0))
    assert t.res["vshield"] == 0
    events = s.apply(ClassAction(1, "kandra_take", "h0"))
    assert _wounds(events, "h1")["wounds"] == 4 - 1
    assert t.res["vshield"] == 1


def test_dc_cmb_21_no_hero_module_moves_an_attack_without_rebase():
    """A future redirection cannot forget the re-basing: hero modules never assign the attacked seat
    themselves, they call ``creature_attack.rebase``."""
    import re
    from pathlib import Path

    import game.desconfronto.heroes as heroes

    assign = re.compile(r"""\[\s*["']seat["']\s*\](\s*,\s*\w+\[["']\w+["']\])*\s*=[^=]""")
    offenders = [
        f"{path.name}:{n}"
        for path in sorted(Path(heroes.__file__).parent.glob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if assign.search(line)
    ]
    assert offenders == []


def test_dc_cond_06_an_attack_cancelled_by_sanctuary_spends_no_thunder_charge():
    """L154: Thunder lasts "for the next 2 attacks received"; a cancelled attack was not received."""
    s = _aimed_at_pharanor(["pharanor", "tesser"])
    st = s.state
    set_hand(st, 1, ["tesser.sanctuary#1"])
    s.apply(Pass(0))
    s.apply(React(1, "tesser.sanctuary#1"))
    assert st.heroes[0].thunder == [2] and st.heroes[0].vigor == st.heroes[0].max_vigor

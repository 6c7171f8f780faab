"""Each hero's signature mechanic against a rival in the Coliseum (DC-COL-01: every hero fights every
other; HEROES.md, "In the Coliseum"), with fixed dice (``state.forced``)."""

from __future__ import annotations

from game.desconfronto.actions import ClassAction, PlayCard, TakeHit, UseShield
from tests.game.desconfronto.coliseum.helpers_arena import arena, shield, take


def _answer_shields(sess, use: list[str]) -> None:
    """The defender's choice of Active Shields against a held attack (coliseum/duel.py)."""
    st = sess.state
    for card in use:
        assert st.pending is not None and st.pending["kind"] == "col_shields"
        sess.apply(UseShield(st.pending["player"], card))
    if st.pending is not None and st.pending["kind"] == "col_shields":
        sess.apply(TakeHit(st.pending["player"]))


def test_dc_hero_pha_01_dc_col_01_empowered_missiles_split_among_rivals():
    """Empowered Missiles' 3 magical points go to rivals (they listed creatures only: no legal answer)."""
    sess = arena(["pharanor", "tesser", "kandra"])
    st = sess.state
    h = st.heroes[0]
    h.abilities.append("pharanor.missiles_plus")
    card = take(st, 0, "pharanor.magic_missiles#1")
    v1, v2 = st.heroes[1].vigor, st.heroes[2].vigor
    sess.apply(PlayCard(0, card, "h1"))
    assert st.pending is not None and st.pending["name"] == "missiles"
    options = {a.target for a in sess.legal_actions() if isinstance(a, ClassAction)}
    assert options == {"h1", "h2"}
    sess.apply(ClassAction(0, "missile", "h2"))
    sess.apply(ClassAction(0, "missile", "h2"))
    assert (v1 - st.heroes[1].vigor, v2 - st.heroes[2].vigor) == (1, 2)
    assert 0 in st.coliseum.marks[1] and 0 in st.coliseum.marks[2]  # DC-COL-11: a token on each


def test_dc_hero_tes_01_dc_col_01_reflection_hits_the_rival_attacker():
    """A rival's attack Tesser's shields block comes back to the rival (AMB-39: physical, its shields apply),
    and the wounds are Tesser's: her Class token goes on the attacker (DC-COL-11)."""
    sess = arena(["pharanor", "tesser"])
    st = sess.state
    shield(st, 1, "tesser.holy_armour#1")  # 3 points
    card = take(st, 0, "pharanor.arcane_discharge#1")  # atk 3d
    st.forced = ["hit2", "hit1", "hit1"]  # 4 damage
    before_p, before_t = st.heroes[0].vigor, st.heroes[1].vigor
    sess.apply(PlayCard(0, card, "h1"))
    _answer_shields(sess, ["tesser.holy_armour#1"])
    assert before_t - st.heroes[1].vigor == 1  # 4 - 3
    assert before_p - st.heroes[0].vigor == 3  # the 3 blocked points, reflected
    assert 1 in st.coliseum.marks[0]


def test_dc_hero_kan_02_dc_col_01_damage_reduction_against_a_rival():
    """Kandra's physical damage reduction 1 (AMB-49) cuts a rival's physical attack too."""
    sess = arena(["pharanor", "kandra"])
    st = sess.state
    card = take(st, 0, "pharanor.arcane_discharge#1")
    st.forced = ["hit1", "hit1", "hit1"]
    before = st.heroes[1].vigor
    sess.apply(PlayCard(0, card, "h1"))
    assert before - st.heroes[1].vigor == 2


def test_dc_hero_kan_01_dc_col_01_savage_fury_destroys_a_rivals_shields():
    """Savage Fury on a rival: its Active Shields are destroyed (discarded), Kandra recovers as many cards
    as shield points destroyed, then 2 wounds."""
    sess = arena(["kandra", "tesser"])
    st = sess.state
    k = st.heroes[0]
    shield(st, 1, "tesser.holy_armour#1")  # 3 points
    card = take(st, 0, "kandra.savage_fury#1")
    back = [take(st, 0, c) for c in ("kandra.brutal_blow#1", "kandra.brutal_blow#2", "kandra.brutal_blow#3")]
    for c in back:
        k.hand.remove(c)
        k.discard.put_top(c)
    before = st.heroes[1].vigor
    sess.apply(PlayCard(0, card, "h1"))
    assert st.heroes[1].shields == []
    assert "tesser.holy_armour#1" in st.heroes[1].discard
    assert set(back) <= set(k.hand)
    assert before - st.heroes[1].vigor == 2


def test_dc_hero_gel_01_dc_col_01_command_charge_by_nina_on_a_rival():
    """Nina's action plays Command Charge on a rival: every shield on it is broken (its Active Shields
    discarded), then 2 wounds (L643)."""
    sess = arena(["gelien", "tesser"])
    st = sess.state
    shield(st, 1, "tesser.holy_armour#1")
    card = take(st, 0, "gelien.command_charge#1")
    act = ClassAction(0, "gelien_nina", f"{card}@h1")
    assert act in sess.legal_actions()
    before = st.heroes[1].vigor
    sess.apply(act)
    assert st.heroes[1].shields == [] and "tesser.holy_armour#1" in st.heroes[1].discard
    assert before - st.heroes[1].vigor == 2
    assert 0 in st.coliseum.marks[1]


def test_dc_hero_gel_01_dc_col_01_nina_attacks_a_rival():
    """Nina's own attack (a Nina card played by her action) reaches a rival hero, with fixed dice."""
    sess = arena(["gelien", "pharanor"])
    st = sess.state
    card = take(st, 0, "gelien.ambush#1")
    act = ClassAction(0, "gelien_nina", f"{card}@h1")
    assert act in sess.legal_actions()
    st.forced = ["hit2", "hit2"]
    before = st.heroes[1].vigor
    sess.apply(act)
    assert before - st.heroes[1].vigor == 4


def test_dc_hero_tai_01_dc_col_01_five_fists_split_between_rivals():
    """Five Fists Offensive spends all her Chi on that many dice, split between two rivals."""
    sess = arena(["tainara", "tesser", "pharanor"])
    st = sess.state
    st.heroes[0].res["tainara_chi"] = 4
    card = take(st, 0, "tainara.five_fists_offensive#1")
    v1, v2 = st.heroes[1].vigor, st.heroes[2].vigor
    st.forced = ["hit1"] * 4
    sess.apply(PlayCard(0, card, "h1"))  # the second slot's one answer (h2) is taken by the engine
    assert (v1 - st.heroes[1].vigor, v2 - st.heroes[2].vigor) == (2, 2)
    assert st.heroes[0].res.get("tainara_chi", 0) == 0


def test_dc_hero_tai_01_dc_col_01_ward_tokens_soak_a_rivals_attack():
    """Her ward tokens (Mantra of Protection, Diamond Body) soak a rival's rolled damage point by point."""
    sess = arena(["pharanor", "tainara"])
    st = sess.state
    st.heroes[1].res["tainara_wards"] = [0, 2]
    card = take(st, 0, "pharanor.arcane_discharge#1")
    st.forced = ["hit1", "hit1", "hit1"]
    before = st.heroes[1].vigor
    sess.apply(PlayCard(0, card, "h1"))
    assert before - st.heroes[1].vigor == 1
    assert not st.heroes[1].res.get("tainara_wards")


def test_dc_hero_mar_01_dc_col_01_storm_of_vengeance_reaches_a_wounded_rival():
    """Storm of Vengeance: every enemy below half its max Vigor gets the chosen condition, and 1 wound at 3
    Vigor or less — in the arena a rival (a rival at full Vigor is untouched)."""
    sess = arena(["marzak", "pharanor", "tesser"])
    st = sess.state
    st.heroes[1].vigor = 2
    card = take(st, 0, "marzak.storm_of_vengeance#1")
    sess.apply(PlayCard(0, card, "fire"))
    assert st.heroes[1].cond.get("fire") and st.heroes[1].vigor == 1
    assert not st.heroes[2].cond.get("fire") and st.heroes[2].vigor == st.heroes[2].max_vigor


def test_dc_hero_mar_01_dc_col_01_bear_temporary_shield_against_a_rival():
    """Bear Form's temporary shield (tree 1, 1st) soaks 1 point of a rival's physical attack."""
    sess = arena(["pharanor", "marzak"])
    st = sess.state
    st.heroes[1].res["marzak_temp_shield"] = 1
    card = take(st, 0, "pharanor.arcane_discharge#1")
    st.forced = ["hit1", "hit1", "hit1"]
    before = st.heroes[1].vigor
    sess.apply(PlayCard(0, card, "h1"))
    assert before - st.heroes[1].vigor == 2
    assert "marzak_temp_shield" not in st.heroes[1].res


def test_dc_hero_art_02_dc_col_01_vengeance_boons_are_artans_alone():
    """Switching on Vengeance gives "Artan and each ally" its boon: in the arena Artan alone, and his
    attack on a rival gets the +1."""
    sess = arena(["artan", "pharanor"])
    st = sess.state
    st.heroes[0].abilities.append("artan.vengeance_might")
    sess.apply(ClassAction(0, "artan_ven", "h0"))
    assert st.heroes[0].res["boons"] == {"0": [0, 1]}
    card = take(st, 0, "artan.fear#1")  # atk 2d (and Ice in Vengeance)
    st.forced = ["hit1", "hit1"]
    before = st.heroes[1].vigor
    sess.apply(PlayCard(0, card, "h1"))
    assert before - st.heroes[1].vigor == 3


def test_dc_hero_art_03_dc_col_01_absorb_corruption_wounds_a_rival():
    """Absorb Corruption: the target's Corruption moves onto Artan; an enemy (a rival) takes 3 wounds, it is
    not healed as an ally would be."""
    sess = arena(["artan", "pharanor"])
    st = sess.state
    st.heroes[1].cond["corruption"] = 2
    st.heroes[1].vigor = 5
    card = take(st, 0, "artan.absorb_corruption#1")
    sess.apply(PlayCard(0, card, "h1"))
    assert st.heroes[1].vigor == 2 and not st.heroes[1].cond.get("corruption")
    assert st.heroes[0].cond.get("corruption") == 2


def test_dc_hero_fil_04_dc_col_01_requiem_mixed_takes_a_rivals_shield():
    """Grand Finale, Requiem Mixed on a rival: "1 shield for 1 heal" read as the enemy side of it — the
    rival's weakest Active Shield is gone (it is not healed)."""
    sess = arena(["fildon", "tesser"])
    st = sess.state
    shield(st, 1, "tesser.holy_armour#1")  # 3
    shield(st, 1, "tesser.shield_of_light#1")  # 2
    st.heroes[0].res["chords"] = {"h1": "RD"}
    st.heroes[1].vigor = 5
    act = ClassAction(0, "fildon_requiem_mix", "h1")
    assert act in sess.legal_actions()
    sess.apply(act)
    assert [e[0] for e in st.heroes[1].shields] == ["tesser.holy_armour#1"]
    assert st.heroes[1].vigor == 5


def test_dc_hero_fil_04_dc_col_01_sonata_on_a_rival_worsens_its_attack():
    """Sonata of Joy, Resonant Notes, armed on a rival: "a Failure into a Sword, or the reverse" — its next
    attack loses a sword."""
    sess = arena(["pharanor", "fildon"])
    st = sess.state
    st.heroes[1].res["armed"] = {"h0": "res"}
    card = take(st, 0, "pharanor.arcane_discharge#1")
    st.forced = ["hit1", "hit1", "hit1"]
    before = st.heroes[1].vigor
    sess.apply(PlayCard(0, card, "h1"))
    assert before - st.heroes[1].vigor == 2


def test_dc_col_04_dc_hero_gel_01_nina_does_not_attack_in_the_first_round():
    """DC-COL-04 (L172): no attack in the first round — Nina's action names no rival either."""
    from game.core.session import Session
    from game.desconfronto import GAME
    from game.desconfronto.coliseum_actions import Mulligan

    sess = Session.new(GAME, {"mode": "coliseum", "players": 2, "heroes": ["gelien", "pharanor"]}, 3)
    while sess.state.pending is not None and sess.state.pending["kind"] == "mulligan":
        sess.apply(Mulligan(sess.state.pending["player"], ""))
    st = sess.state
    take(st, 0, "gelien.ambush#1")
    assert st.turn == 1 and st.active_hero == 0
    assert not [a for a in sess.legal_actions() if isinstance(a, ClassAction) and a.name == "gelien_nina"]
    st.turn = 3  # the second round
    assert ClassAction(0, "gelien_nina", "gelien.ambush#1@h1") in sess.legal_actions()

"""The marks an ability leaves on a figure, as the view gives them to the board (marks.py).

Each is made by the real play of its card or ability, and the view names the figure it concerns:
DC-ELD-02/03 (the Elder's spirit passive for the turn, L358), DC-HERO-TES prestige Shield of Faith
(L969: the allies' tokens until Tesser's next turn), DC-HERO-TAI prestige Vital Points (L915: the
creature attacks with disadvantage until Tainara's next turn), DC-HERO-PHA prestige Curse: Rot
(L851) and the Arcanist's enchantment and change (L843).
"""

from __future__ import annotations

from game.desconfronto import elders, prestige
from game.desconfronto.actions import ClassAction, PlayCard
from game.desconfronto.marks import Mark
from game.desconfronto.view import table_of

from .helpers import session, set_hand


def marks(s):
    return table_of(s.state, 0, "table").marks


def test_dc_eld_02_elder_spirit_passive_is_a_mark_on_its_hero_for_the_turn():
    """DC-ELD-02/03: Brunna's might (+1) shows on Kandra while the turn lasts, and is gone after."""
    s = session(["kandra", "tesser"], ["void_spider"], seed=5)
    elders.grant_elder(s.state, 0)
    (card,) = elders.elder_cards("kandra")
    set_hand(s.state, 0, [card])
    s.state.forced = ["hit1"] * 3
    s.apply(PlayCard(0, card, "c0"))
    assert Mark("h0", "elder_might", 0, 1) in marks(s)
    s.state.flags.clear()  # what the next turn's start does (flow.start_turn)
    assert not any(m.kind.startswith("elder") for m in marks(s))


def test_dc_hero_tes_hierophant_shield_of_faith_marks_each_ally_with_its_tokens():
    """L969: Shield of Faith gives each ally Tesser's active shields' worth: a mark on the ally, by Tesser."""
    s = session(["tesser", "pharanor", "kandra"], ["bicudo"], seed=4)
    st = s.state
    prestige.grant_subclass(st, 0, "tesser.hierophant")
    st.heroes[0].shields.append(["tesser.shield_of_light#1", 2])
    set_hand(st, 0, ["tesser.shield_of_faith#1", "tesser.heal_wounds#1"])
    s.apply(PlayCard(0, "tesser.shield_of_faith#1", ""))
    faith = [m for m in marks(s) if m.kind == "faith"]
    assert faith == [Mark("h1", "faith", 0, 2), Mark("h2", "faith", 0, 2)]


def test_dc_hero_tai_predator_vital_points_marks_the_surviving_creature():
    """L915: the creature struck by Vital Points carries Tainara's mark; a defeated one carries none."""
    s = session(["tainara", "kandra"], ["lich_acolyte"], seed=7)
    st = s.state
    prestige.grant_subclass(st, 0, "tainara.predator")
    set_hand(st, 0, ["tainara.vital_points#1", "tainara.meditation#1"])
    st.creatures[0].vigor = 4
    st.forced = ["hit1", "hit1"]
    s.apply(PlayCard(0, "tainara.vital_points#1", "c0"))
    assert Mark("c0", "vital", 0) in marks(s)
    st.creatures[0].defeated = True
    assert not [m for m in marks(s) if m.kind == "vital"]


def test_dc_hero_pha_necromancer_curse_rot_marks_its_target_while_the_card_is_active():
    """L851: Curse: Rot marks a target while the card stays active; discarded, the mark is gone."""
    s = session(["pharanor", "tesser"], ["bicudo", "mossling"], seed=5)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.necromancer")
    set_hand(st, 0, ["pharanor.curse_rot#1", "pharanor.speed#1"])
    s.apply(PlayCard(0, "pharanor.curse_rot#1", "c1"))
    assert Mark("c1", "curse_rot", 0) in marks(s)
    h = st.heroes[0]
    h.active.remove("pharanor.curse_rot#1")
    h.discard.put_top("pharanor.curse_rot#1")
    assert not [m for m in marks(s) if m.kind.startswith("curse")]


def test_dc_hero_pha_arcanist_waiting_enchantment_and_change_mark_pharanor():
    """L843: the discards wait on Pharanor for his next attack: both show on him with their element."""
    s = session(["pharanor", "tesser"], ["bicudo"], seed=2)
    st = s.state
    prestige.grant_subclass(st, 0, "pharanor.arcanist")
    set_hand(st, 0, ["pharanor.flaming_hands#1", "pharanor.clairvoyance#1", "pharanor.speed#1"])
    s.apply(ClassAction(0, "pharanor_change_ice", "pharanor.clairvoyance#1"))
    s.apply(ClassAction(0, "pharanor_enchant_poison", "pharanor.speed#1"))
    assert set(marks(s)) == {Mark("h0", "enchant", 0, cond="poison"), Mark("h0", "change", 0, cond="ice")}
    st.forced = ["hit1", "hit1"]
    s.apply(PlayCard(0, "pharanor.flaming_hands#1", "c0"))
    assert marks(s) == ()

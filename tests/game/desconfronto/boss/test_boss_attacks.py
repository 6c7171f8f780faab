"""DC-BOSS-20, -21, -24: the Boss's two attacks in every hero's Creature Phase, its second form, and
its inverted dice."""

from __future__ import annotations

from game.desconfronto import GAME, conditions
from game.desconfronto.actions import Pass, TakeHit, UseShield
from game.desconfronto.boss.data import FORMS, PURPLE, RED
from game.desconfronto.vigor import wound
from tests.game.desconfronto.boss.fixtures import boss_session, kinds, stack_boss


def _answer_all(st, events):
    while st.pending is not None:
        a = next(a for a in GAME.legal_actions(st) if type(a) in (TakeHit,) or type(a).__name__ == "Decline")
        events += GAME.apply(st, a)
    return events


def test_dc_boss_20_the_normal_attack_is_physical_then_magical_ignoring_shields():
    st = boss_session(["tesser", "kandra"]).state
    stack_boss(st, "annihilating_blow")
    h = st.heroes[0]
    shield = "tesser.holy_armour#1"
    for zone in (h.draw.cards, h.hand, h.discard.cards):
        if shield in zone:
            zone.remove(shield)
    h.shields.append([shield, 3])
    d = FORMS[1]
    st.forced = ["hit2"] * (d.dice + d.magic_dice)  # 2 per die
    events = GAME.apply(st, Pass(0))
    while st.pending is not None:
        legal = GAME.legal_actions(st)
        use = UseShield(0, shield)
        a = use if use in legal else next(a for a in legal if type(a) is TakeHit or type(a).__name__ == "Decline")
        events += GAME.apply(st, a)
    attacks = [e for e in events if e.kind == "dc.creature_attack"]
    assert [a.data["magical"] for a in attacks] == [False, True]
    assert all(a.data["source"] == "c0" and a.data["target"] == "h0" for a in attacks)
    hits = [e for e in events if e.kind == "dc.hit"]
    assert hits[0].data["blocked"] == min(3, 2 * d.dice)
    assert hits[1].data["blocked"] == 0 and hits[1].data["wounds"] == 2 * d.magic_dice  # magic ignores shields


def test_dc_boss_20_the_boss_acts_in_every_heros_creature_phase():
    st = boss_session(["kandra", "tesser", "artan"]).state
    drawn = 0
    for _seat in range(3):
        if st.heroes[st.active_hero].exhausted or st.phase != "hero":
            break
        events = _answer_all(st, GAME.apply(st, Pass(st.active_hero)))
        drawn += kinds(events).count("dc.boss_action")
    assert drawn == 3


def test_dc_boss_21_second_form_keeps_conditions_and_broken_shields_and_adds_the_purple_cards():
    st = boss_session(["tesser"]).state
    b = st.boss
    b.pillars["fire"] = 0
    conditions.apply(st, "c0", "fire")
    conditions.apply(st, "c0", "bleeding")
    st.creatures[0].vigor = 1
    events = wound(st, "c0", 3, "wounds")
    assert "dc.boss_second_form" in kinds(events)
    boss = st.creatures[0]
    assert b.form == 2 and boss.creature == "gurthur" and boss.vigor == 12
    assert boss.cond.get("fire") == 1 and boss.cond.get("bleeding") == 1  # L460
    assert b.pillars["fire"] == 0  # the Shield Break stays
    from game.desconfronto.boss.data import FORMS
    from game.desconfronto.damage import creature_shields

    assert FORMS[2].shields >= 1  # Gûrthur has a shield for the break to take (authored, boss.toml)
    assert creature_shields(st, 0) == FORMS[2].shields - 1  # one broken in the first form
    b.pillars["fire"] = 4
    assert creature_shields(st, 0) == FORMS[2].shields
    b.pillars["fire"] = 0
    assert sorted(b.deck + b.discard) == sorted(RED + PURPLE) and len(b.deck) == 12
    assert b.counter == 0
    # the thresholds are active again in the second form (AMB-35)
    st.boss.stopped = 0
    wound(st, "c0", 6, "physical")
    assert boss.vigor == 7 and b.summons == [1, 2]


def test_dc_boss_21_purple_cards_only_in_the_second_form():
    st = boss_session(["tesser"]).state
    assert not set(PURPLE) & set(st.boss.deck + st.boss.discard)


def test_dc_boss_24_the_boss_rolls_inverted_dice():
    st = boss_session(["tesser"]).state
    stack_boss(st, "dark_pulse")  # a magical attack of 1 die (authored, boss.toml), nothing else
    st.forced = ["corrupted", "hit1"]  # inverted: corrupted is 1 and explodes (a hero reads 0): 1 + 1
    events = _answer_all(st, GAME.apply(st, Pass(0)))
    attack = next(e for e in events if e.kind == "dc.creature_attack")
    assert attack.data["damage"] == 2 and attack.data["magical"] is True


def test_dc_boss_20_drawn_card_is_logged_in_both_languages():
    from game.core import i18n

    st = boss_session(["tesser"]).state
    stack_boss(st, "drain_souls")
    events = _answer_all(st, GAME.apply(st, Pass(0)))
    e = next(e for e in events if e.kind == "dc.boss_action")
    for lang, name in (("en", "Drain Souls"), ("pt_BR", "Sugar Almas")):
        i18n.set_language(lang)
        try:
            assert name in GAME.describe_event(st, e)
        finally:
            i18n.set_language("en")

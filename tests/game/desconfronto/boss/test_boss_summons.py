"""DC-BOSS-10..19: thresholds, the summons and their table, the Summon Counter, absorption, the delay,
the Soul Crystals and Drain Souls."""

from __future__ import annotations

from game.desconfronto import GAME
from game.desconfronto.actions import Pass
from game.desconfronto.boss import crystals, summons
from game.desconfronto.boss.data import BOOK
from game.desconfronto.boss_moves import GiveUpTurn, MoveTo, StrikeSpot
from game.desconfronto.creatures import CREATURES
from game.desconfronto.vigor import wound
from tests.game.desconfronto.boss.fixtures import boss_session, kinds, stack_boss


def _to_threshold(st, vigor: int = 9, hit: int = 5) -> list:
    st.creatures[0].vigor = vigor
    return wound(st, "c0", hit, "physical")


def test_dc_boss_10_damage_stops_at_the_threshold_and_two_creatures_are_summoned():
    st = boss_session(["tesser", "artan"]).state
    events = _to_threshold(st)  # 9 - 5 would be 4: it stops at 7
    assert st.creatures[0].vigor == 7
    th = next(e for e in events if e.kind == "dc.boss_threshold")
    assert th.data == {"threshold": 7, "lost": 3}
    assert st.boss.summons == [1, 2] and all(not st.creatures[p].defeated for p in (1, 2))
    # the rest of the turn's damage is lost, and the Boss is immune while they are out
    assert kinds(wound(st, "c0", 4, "magical")) == ["dc.boss_immune"] and st.creatures[0].vigor == 7
    st.boss.stopped = 0
    assert kinds(wound(st, "c0", 4, "magical")) == ["dc.boss_immune"]


def test_dc_boss_10_the_summons_act_with_the_creature_action_deck_and_the_boss_does_not():
    st = boss_session(["tesser"]).state
    _to_threshold(st)
    boss_cards = len(st.boss.discard)
    creature_cards = len(st.cdiscard)
    events = GAME.apply(st, Pass(0))
    while st.pending is not None:
        a = next(a for a in GAME.legal_actions(st) if type(a).__name__ in ("TakeHit", "Decline"))
        events += GAME.apply(st, a)
    assert len(st.boss.discard) == boss_cards  # no Boss Action card drawn
    assert len(st.cdiscard) == creature_cards + 1  # one summon drew a Creature Action card
    assert not any(e.kind == "dc.boss_action" for e in events)


def test_dc_boss_11_once_both_summons_fall_damage_passes_and_a_later_crossing_fires_again():
    st = boss_session(["tesser", "artan"]).state
    _to_threshold(st)
    for p in (1, 2):
        wound(st, f"c{p}", 99, "wounds")
    assert st.boss.summons == [] and st.creatures[0].vigor == 7
    st.boss.stopped = 0  # a later turn
    wound(st, "c0", 2, "physical")
    assert st.creatures[0].vigor == 5  # sitting at 7 after the summons: damage passes
    events = wound(st, "c0", 9, "physical")
    assert st.creatures[0].vigor == 1 and "dc.boss_summoned" in kinds(events)  # the second threshold


def test_dc_boss_12_summon_table_by_players_and_the_highest_hero_level():
    st = boss_session(["tesser", "artan", "kandra", "tainara"]).state
    for lv, want in ((0, (1, 1)), (1, (1, 1)), (2, (2, 1)), (3, (2, 1)), (4, (3, 2)), (5, (3, 2)), (6, (3, 2))):
        st.heroes[2].level = lv  # the highest-level hero decides (L440); level 6 reads 4-5 (AMB-36)
        assert summons.summon_tiers(st) == want
    solo = boss_session(["tesser"]).state
    solo.heroes[0].level = 5
    assert summons.summon_tiers(solo) == (1, 1)
    st.heroes[2].level = 4
    _to_threshold(st)
    assert sorted(CREATURES[st.creatures[p].creature].tier for p in (1, 2)) == [2, 3]


def test_dc_boss_13_the_counter_moves_after_each_summon_activation():
    st = boss_session(["tesser"]).state
    _to_threshold(st)
    st.forced = ["hit1", "hit1"] + ["purified"] * 12  # the blocks, then harmless (inverted) attack dice
    events = GAME.apply(st, Pass(0))
    while st.pending is not None:
        events += GAME.apply(st, next(a for a in GAME.legal_actions(st) if type(a).__name__ in ("TakeHit", "Decline")))
    assert not st.heroes[0].exhausted
    counted = [e for e in events if e.kind == "dc.boss_counter"]
    assert [e.data["counter"] for e in counted] == [1] and st.boss.counter == 1
    assert st.active_creature == 2  # the token passes to the other summon, never to the Boss
    assert summons.after_activation(st, 0) == []  # the Boss's own activation does not count


def test_dc_boss_14_both_summons_alive_at_the_end_heal_the_boss_to_its_band_top():
    st = boss_session(["tesser", "artan"]).state
    _to_threshold(st)
    st.boss.counter = BOOK.counter - 1
    events = summons.after_activation(st, 1)
    assert "dc.boss_absorbed" in kinds(events) and st.creatures[0].vigor == 12
    assert st.boss.summons == [] and st.creatures[1].defeated and st.creatures[2].defeated
    assert st.boss.souls == [[], []]  # absorbed creatures leave no soul
    st.boss.stopped = 0
    st.creatures[0].vigor = 3
    wound(st, "c0", 5, "physical")  # the second threshold
    st.boss.counter = BOOK.counter - 1
    summons.after_activation(st, 2)
    assert st.creatures[0].vigor == 6  # L448: 6 at the second threshold


def test_dc_boss_15_one_survivor_absorbed_gives_its_tier_in_vigor():
    st = boss_session(["tesser", "artan", "kandra", "tainara"]).state
    st.heroes[0].level = 4  # Tier III + Tier II
    _to_threshold(st)
    tiers = {p: CREATURES[st.creatures[p].creature].tier for p in (1, 2)}
    dead = min(tiers, key=lambda p: tiers[p])
    wound(st, f"c{dead}", 99, "wounds")
    survivor = 3 - dead
    st.boss.counter = BOOK.counter - 1
    summons.after_activation(st, survivor)
    assert st.creatures[0].vigor == 7 + tiers[survivor]


def test_dc_boss_16_each_player_may_delay_the_counter_once_by_giving_up_the_turn():
    st = boss_session(["tesser", "artan"]).state
    _to_threshold(st)
    assert GiveUpTurn(0) not in GAME.legal_actions(st)  # the counter has not moved yet
    assert GAME.rule_refusal(st, GiveUpTurn(0)).key == "refusals.dc_boss.no_summons"
    st.boss.counter = 3
    assert GiveUpTurn(0) in GAME.legal_actions(st)
    events = GAME.apply(st, GiveUpTurn(0))
    assert "dc.boss_delayed" in kinds(events) and st.boss.delayed == [0]
    delayed = next(e for e in events if e.kind == "dc.boss_delayed")
    assert delayed.data["counter"] == 2  # back 1 space
    passed = kinds(events)
    # the whole turn is given up: the Creature Phase follows at once, without another hero action
    assert passed.index("dc.boss_delayed") < passed.index("dc.boss_counter")
    st.boss.counter = 3
    st.active_hero = 0
    st.phase, st.pending, st.actions_left = "hero", None, 2
    st.flags = {"boss_start_actions": 2}
    assert GAME.rule_refusal(st, GiveUpTurn(0)).key == "refusals.dc_boss.delay_used"


def test_dc_boss_16_giving_up_needs_the_whole_turn():
    st = boss_session(["tesser", "artan"]).state
    _to_threshold(st)
    st.boss.counter = 2
    GAME.apply(st, MoveTo(0, "fire"))
    assert GAME.rule_refusal(st, GiveUpTurn(0)).key == "refusals.dc_boss.already_acted"


def test_dc_boss_17_a_defeated_summon_leaves_its_soul_on_a_crystal():
    st = boss_session(["tesser", "artan"]).state
    _to_threshold(st)
    cid = st.creatures[1].creature
    events = wound(st, "c1", 99, "wounds")
    assert "dc.soul_kept" in kinds(events) and st.boss.souls[0] == [cid]
    wound(st, "c2", 99, "wounds")
    assert [len(s) for s in st.boss.souls] == [1, 1]


def test_dc_boss_18_moving_to_and_breaking_a_crystal_reshuffles_the_discard_into_the_draw_deck():
    st = boss_session(["kandra", "tesser"]).state
    assert MoveTo(0, "crystal0") not in GAME.legal_actions(st)  # no soul held yet
    assert GAME.rule_refusal(st, MoveTo(0, "crystal0")).key == "refusals.dc_boss.empty_crystal"
    st.boss.souls[0] = ["bicudo", "froggo"]
    h = st.heroes[0]
    for _ in range(4):
        h.discard.put_top(h.draw.cards.pop())
    draw_before, discard_before = len(h.draw), len(h.discard)
    GAME.apply(st, MoveTo(0, "crystal0"))
    card = h.hand[0]
    st.forced = ["hit2"]  # a Sacrifice: 1 die of 2
    st.boss.crystals[0] = 2
    stack_boss(st, "annihilating_blow")  # the Boss's card after this last action: not Drain Souls
    events = GAME.apply(st, StrikeSpot(0, card, True))
    freed = next(e for e in events if e.kind == "dc.soul_freed")
    assert freed.data["cards"] == discard_before + 1  # the sacrificed card went there first (AMB-37: all)
    assert len(h.discard) == 0 and len(h.draw) == draw_before + discard_before + 1
    assert st.boss.souls[0] == ["bicudo"] and st.boss.crystals[0] == BOOK.crystal_vigor  # whole again


def test_dc_boss_19_drain_souls_destroys_a_crystal_and_its_souls_give_no_bonus():
    st = boss_session(["tesser"]).state
    st.boss.souls[1] = ["bicudo", "froggo"]
    h = st.heroes[0]
    h.discard.put_top(h.draw.cards.pop())
    events = crystals.drain(st, 3)
    assert kinds(events) == ["dc.crystal_drained"] and st.boss.souls[1] == []
    assert len(h.discard) == 1  # no deck recovery for anyone


def test_dc_boss_19_drain_souls_is_a_boss_action_card_that_hits_the_crystals():
    st = boss_session(["tesser"]).state
    st.boss.souls[0] = ["bicudo"]
    stack_boss(st, "drain_souls")
    events = GAME.apply(st, Pass(0))
    assert "dc.crystal_drained" in kinds(events) and st.boss.souls[0] == []

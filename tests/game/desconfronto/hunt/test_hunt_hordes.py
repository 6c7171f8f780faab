"""Hunt mode's hordes (DC-HUNT-01..06, DC-HUNT-11, AMB-14, AMB-23): the tier die, one creature per
player placed lowest tier first, spoils = the sum of the tiers, four victories in a row, and what a
lost horde does."""

from __future__ import annotations

import pytest

from game.ai.bots import GreedyBot
from game.core.actions import IllegalAction
from game.desconfronto import GAME, hunt
from game.desconfronto.boss import summons
from game.desconfronto.creatures import CREATURES
from game.desconfronto.items import starting_item
from game.desconfronto.run_actions import ChooseTier, DoneShopping, FightAgain

from .hunt_helpers import hunt_session, leave_market, lose_combat, roll_horde, win_combat


def test_dc_hunt_02_heroes_start_with_only_their_head_item():
    s = hunt_session(["tesser", "pharanor", "kandra"])
    for h in s.state.heroes:
        assert h.item == starting_item(h.hero) and h.bag == [] and h.subclass == ""
        assert h.level == 0
    assert s.state.fragments == 0


def test_dc_hunt_03_one_creature_per_player_for_every_party_size():
    for n, heroes in enumerate((["tesser"], ["tesser", "artan"], ["tesser", "artan", "marzak"]), start=1):
        s = hunt_session(heroes, seed=3)
        roll_horde(s, 1, ["hit2"] * n)
        assert len(s.state.creatures) == n
    s = hunt_session(["tesser", "artan", "marzak", "kandra"], seed=3)
    roll_horde(s, 1, ["purified"] * 4)
    assert len(s.state.creatures) == 4


def test_dc_hunt_04_tier_die_key_and_the_player_who_decides():
    """AMB-14: 2 hits -> Tier II, Corrupted -> Tier III, Purified -> Tier I, 1 hit -> the player picks."""
    s = hunt_session(["tesser", "artan", "marzak", "kandra"], seed=4)
    roll_horde(s, 1, ["hit2", "corrupted", "purified", "hit1"])
    st = s.state
    assert st.phase == "run" and st.pending.kind == "tier" and st.pending.player == 3
    assert st.creatures == [] or st.run.stage == "tiers"
    assert GAME.current_player(st) == 3
    assert sorted(GAME.legal_actions(st), key=lambda a: a.tier) == [
        ChooseTier(3, 1),
        ChooseTier(3, 2),
        ChooseTier(3, 3),
    ]
    with pytest.raises(IllegalAction):
        s.apply(ChooseTier(0, 1))  # not that seat's die
    s.apply(ChooseTier(3, 2))
    assert [CREATURES[c.creature].tier for c in st.creatures] == [1, 2, 2, 3]
    assert st.phase == "hero" and st.run.stage == "combat"


def test_dc_hunt_04_two_players_deciding_are_asked_in_turn_order():
    s = hunt_session(["tesser", "artan"], seed=4)
    roll_horde(s, 1, ["hit1", "hit1"])
    s.apply(ChooseTier(0, 3))
    assert s.state.pending.player == 1
    s.apply(ChooseTier(1, 1))
    assert [CREATURES[c.creature].tier for c in s.state.creatures] == [1, 3]


def test_dc_hunt_05_creatures_are_placed_lowest_tier_first():
    s = hunt_session(["tesser", "artan", "marzak", "kandra"], seed=9)
    roll_horde(s, 1, ["corrupted", "purified", "hit2", "purified"])
    tiers = [CREATURES[c.creature].tier for c in s.state.creatures]
    assert tiers == [1, 1, 2, 3]
    assert len({c.creature for c in s.state.creatures}) == 4  # four different creatures


def test_dc_hunt_06_spoils_are_the_sum_of_the_tiers_when_won():
    s = hunt_session(["tesser", "artan", "marzak"], seed=2)
    roll_horde(s, 1, ["corrupted", "corrupted", "hit2"])
    assert s.state.spoils == 8
    win_combat(s)
    assert s.state.fragments == 8
    assert s.state.run.wins == 1 and s.state.pending.kind == "market"


def test_dc_hunt_06_a_lost_horde_pays_nothing():
    s = hunt_session(["tesser"], seed=2)
    roll_horde(s, 1, ["corrupted"])
    lose_combat(s)
    assert s.state.fragments == 0


def test_dc_hunt_01_and_11_four_hordes_in_a_row_then_the_boss():
    """Four hordes, a market after each, then Daegur on the Boss playmat (DC-HUNT-01, DC-HUNT-11)."""
    s = hunt_session(["tesser", "pharanor"], seed=6)
    for horde in (1, 2, 3, 4):
        roll_horde(s, horde, ["purified", "purified"])
        assert s.state.run.horde == horde
        win_combat(s)
        assert s.state.run.wins == horde and s.state.run.stage == "market"
        events = leave_market(s)
    assert "dc.boss_unlocked" in [e.kind for e in events]
    st = s.state
    assert st.run.horde == hunt.BOSS_HORDE and st.run.stage == "boss" and st.run.wins == 4
    assert st.boss is not None and st.boss.form == 1 and st.phase == "hero"
    assert st.creatures[0].creature == "daegur" and st.boss.where == ["altar", "altar"]


def test_dc_hunt_11_amb_23_a_lost_horde_ends_the_hunt():
    s = hunt_session(["tesser", "pharanor"], seed=6)
    roll_horde(s, 1, ["purified", "purified"])
    win_combat(s)
    leave_market(s)
    roll_horde(s, 2, ["hit2", "hit2"])
    lose_combat(s)
    out = GAME.is_over(s.state)
    assert out is not None and out.result == "lost" and out.winners == ()
    assert [h["result"] for h in s.state.run.history] == ["won", "lost"]


def test_dc_hunt_11_amb_23_variant_hunt_retry_fights_the_horde_again():
    s = hunt_session(["tesser", "pharanor"], seed=6, hunt_retry=True)
    roll_horde(s, 1, ["purified", "purified"])
    win_combat(s)
    leave_market(s)
    roll_horde(s, 2, ["hit2", "hit2"])
    lose_combat(s)
    st = s.state
    assert GAME.is_over(st) is None and st.pending.kind == "horde_lost" and st.pending.player == 0
    assert all(not h.exhausted for h in st.heroes)  # they got back up (AMB-26)
    s.apply(FightAgain(0, True))
    assert st.run.horde == 2 and st.run.wins == 0 and st.run.stage in ("tiers", "combat")


def test_amb_23_variant_hunt_retry_ends_after_the_third_defeat_or_when_the_leader_gives_up():
    s = hunt_session(["tesser"], seed=6, hunt_retry=True)
    for _ in range(hunt.BOSS_TRIES - 1):
        roll_horde(s, 1, ["hit2"])
        lose_combat(s)
        s.apply(FightAgain(0, True))
    roll_horde(s, 1, ["hit2"])
    lose_combat(s)
    assert GAME.is_over(s.state).result == "lost"
    s2 = hunt_session(["tesser"], seed=6, hunt_retry=True)
    roll_horde(s2, 1, ["hit2"])
    lose_combat(s2)
    s2.apply(FightAgain(0, False))
    assert GAME.is_over(s2.state).result == "lost"


def test_dc_hunt_heroes_carry_vigor_and_cards_into_the_next_horde():
    """DC-CMB-39/40: everything on the heroes carries over between a Hunt's combats."""
    s = hunt_session(["tesser", "pharanor"], seed=8)
    roll_horde(s, 1, ["purified", "purified"])
    s.state.heroes[0].vigor = 3
    s.state.heroes[1].cond["fire"] = 1
    win_combat(s)
    leave_market(s)
    assert s.state.heroes[0].vigor == 3
    assert s.state.heroes[1].cond.get("fire") == 1 or s.state.heroes[1].vigor < 6


def test_only_the_shopping_seat_may_leave_the_market():
    s = hunt_session(["tesser", "pharanor"], seed=8)
    roll_horde(s, 1, ["purified", "purified"])
    win_combat(s)
    with pytest.raises(IllegalAction):
        s.apply(DoneShopping(1))
    s.apply(DoneShopping(0))
    assert s.state.pending.player == 1


def _at_the_boss(heroes, seed=6, **options):
    s = hunt_session(heroes, seed=seed, **options)
    for horde in (1, 2, 3, 4):
        roll_horde(s, horde, ["purified"] * len(heroes))
        win_combat(s)
        leave_market(s)
    return s


def test_dc_boss_22_guerthurs_fall_completes_the_hunt():
    s = _at_the_boss(["tesser", "pharanor"])
    st = s.state
    st.boss.form = 2
    events = win_combat(s)  # the Boss at position 0 falls in its second form
    out = GAME.is_over(st)
    assert out is not None and out.result == "won" and out.winners == (0, 1)
    assert "dc.hunt_won" in [e.kind for e in events]


def test_dc_boss_23_a_defeat_by_the_boss_restarts_it_from_the_first_form_or_ends_the_hunt():
    s = _at_the_boss(["tesser", "pharanor"])
    st = s.state
    st.boss.form = 2
    lose_combat(s)
    assert st.phase == "run" and st.pending.kind == "boss_lost"
    assert all(not h.exhausted for h in st.heroes)  # AMB-26: they got up
    s.apply(FightAgain(0, True))
    assert st.boss.form == 1 and st.creatures[0].vigor == 12 and st.phase == "hero"
    lose_combat(s)
    s.apply(FightAgain(0, False))
    out = GAME.is_over(st)
    assert out is not None and out.result == "lost"


def test_the_third_defeat_by_the_boss_ends_the_hunt():
    s = _at_the_boss(["tesser"])
    for _ in range(hunt.BOSS_TRIES - 1):
        lose_combat(s)
        s.apply(FightAgain(0, True))
    lose_combat(s)
    out = GAME.is_over(s.state)
    assert out is not None and out.result == "lost" and s.state.run.boss_tries == hunt.BOSS_TRIES


def test_dc_hunt_12_the_hunts_boss_summons_by_the_highest_level_hero():
    """DC-HUNT-12 (L440): in a Hunt, the Boss's summon table reads the highest-level hero's column."""
    s = _at_the_boss(["tesser", "pharanor", "kandra", "artan"])
    st = s.state
    assert summons.summon_tiers(st) == (1, 1)  # everyone still level 0
    st.heroes[2].level = 4  # one veteran is enough
    assert summons.summon_tiers(st) == (3, 2)



def test_dc_hunt_11_with_hunt_retry_the_boss_still_needs_four_victories_in_a_row():
    s = hunt_session(["tesser"], seed=6, hunt_retry=True)
    roll_horde(s, 1, ["purified"])
    win_combat(s)
    leave_market(s)
    roll_horde(s, 2, ["purified"])
    lose_combat(s)
    s.apply(FightAgain(0, True))
    for horde in (2, 3, 4):
        roll_horde(s, horde, ["purified"])
        win_combat(s)
        leave_market(s)
    st = s.state
    assert st.run.wins == 3 and st.boss is None and st.run.horde == 4  # a 4th horde again
    roll_horde(s, 4, ["purified"])
    win_combat(s)
    leave_market(s)
    assert st.run.wins == 4 and st.boss is not None


def test_the_greedy_bot_takes_the_lowest_tier_when_its_die_lets_it_choose():
    """DC-HUNT-04: the Hunt's score tells the tier choice apart (a stronger creature, a riskier fight)."""
    s = hunt_session(["tesser", "pharanor"], seed=4)
    roll_horde(s, 1, ["hit1", "hit2"])
    assert GreedyBot(1).choose(GAME, s.state) == ChooseTier(0, 1)

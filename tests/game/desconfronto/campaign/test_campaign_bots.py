"""Bots playing campaigns (issue #11 "Bots play whole campaigns"): the greedy bot's campaign plan
(campaign/heuristic.py), its legality at a campaign table, and the fuzzer's campaign setups."""

from __future__ import annotations

from game.ai import fuzz
from game.ai.bots import GreedyBot, RandomBot
from game.core.rng import Rng
from game.desconfronto import GAME
from game.desconfronto import setup as dsetup
from game.desconfronto.campaign import heuristic as ch
from game.desconfronto.campaign.world import KALAHAD, neighbours
from game.desconfronto.heuristic import heuristic
from game.desconfronto.setup import CAMPAIGN_FUZZ_STEPS, campaign_variants

from .campaign_helpers import campaign_session, leave_market, win_combat

FIRST_RING = {"T7", "R7", "R8", "T9", "F1", "P2", "P3", "F3"}  # the 8 cards around K0 (L73)


def _seat_to_act(state):
    pend = GAME.pending(state)
    return pend.player if pend is not None else GAME.current_player(state)


def test_dc_cmp_bot_greedy_plays_only_legal_actions_of_its_own_seat():
    """DC-CMP-04: at a 2-hero campaign table each seat's greedy bot picks from the legal actions and
    only its own seat's, through the map, the market and the combats."""
    s = campaign_session(["artan", "kandra"], seed=4)
    bots = {0: GreedyBot(11), 1: GreedyBot(12)}
    kinds = set()
    for _ in range(250):
        if s.is_over() is not None:
            break
        seat = _seat_to_act(s.state)
        legal = GAME.legal_actions(s.state)
        action = bots[seat].choose(GAME, s.state, seat)
        assert action in legal
        assert action.player == seat
        kinds.add(type(action).__name__)
        s.apply(action)
        assert GAME.check_invariants(s.state) == []
    assert "Move" in kinds or "Stay" in kinds  # it left the first combat for the map


def test_dc_cmp_seeded_greedy_campaign_reaches_the_first_ring():
    """DC-CMP-04/08: a seeded solo greedy campaign wins Kalahad and then a card of the first ring."""
    state = GAME.new_game({"mode": "campaign", "players": 1, "heroes": ["artan"]}, 5)
    bot = GreedyBot(7)
    for _ in range(1500):
        camp = state.campaign
        if FIRST_RING & set(camp.wins):
            break
        GAME.apply(state, bot.choose(GAME, state))
    camp = state.campaign
    assert set(neighbours(KALAHAD)) <= FIRST_RING
    assert FIRST_RING & set(camp.wins)
    assert GAME.check_invariants(state) == []


def test_dc_cmp_heuristic_goal_follows_the_party_strength():
    """The plan: an unlevelled party grinds an easy card; at TEMPLE_LEVEL it heads for an Akari temple,
    at CORNER_LEVEL for a corner's Guardian, and once the finale is open (AMB-33) for Kalahad."""
    s = campaign_session(["artan"], seed=3)
    win_combat(s)
    leave_market(s)
    st = s.state
    spot = ch.goal(st)
    assert spot is not None and ch.card_tier(spot) <= ch.GRIND_TIER + 0.5
    st.heroes[0].level = ch.TEMPLE_LEVEL
    assert ch.goal(st) in ("R1", "T3", "F7", "P8")
    st.heroes[0].level = ch.CORNER_LEVEL
    assert ch.goal(st) in ("T1", "R2", "F9", "P7")
    st.campaign.finale = True
    assert ch.goal(st) == KALAHAD


def test_dc_cmp_heuristic_moving_toward_the_goal_scores_higher():
    s = campaign_session(["artan"], seed=3)
    win_combat(s)
    leave_market(s)
    st = s.state
    st.heroes[0].level = ch.CORNER_LEVEL
    st.campaign.beaten = ["T1", "R2", "P7"]  # one Guardian left: the goal is F9 wherever the group stands
    target = ch.goal(st)
    assert target == "F9"
    d = ch.distances()
    near = min(neighbours(KALAHAD), key=lambda c: d[c][target])
    far = max(neighbours(KALAHAD), key=lambda c: d[c][target])
    a, b = GAME.clone(st), GAME.clone(st)
    a.campaign.at, b.campaign.at = near, far
    for x in (a, b):
        x.campaign.revealed.append(x.campaign.at)
    assert heuristic(a, 0) > heuristic(b, 0)


def test_dc_cmp_17_heuristic_fleeing_scores_below_a_fight_going_on():
    """L343: fleeing costs the card's Fast Travel field and the combat's spoils; for the plan it is a
    setback worth less than any position of a combat still going (so the bot flees rarely)."""
    s = campaign_session(["artan"], seed=3)
    st = s.state
    fighting = heuristic(st, 0)
    fled = GAME.clone(st)
    fled.run.history.append({"card": KALAHAD, "result": "escaped", "creatures": []})
    fled.phase = "run"
    assert heuristic(fled, 0) < fighting - 1000


def test_dc_cmp_heuristic_shares_levels_between_heroes():
    """The group's fragments buy every hero's abilities: a level more than one above the lowest
    hero's is worth nothing yet, so the Leader (who shops first) leaves fragments for the others."""
    s = campaign_session(["artan", "kandra"], seed=3)
    st = s.state
    base = ch.progress(st)
    st.heroes[0].level = 1
    one = ch.progress(st)
    st.heroes[0].level = 2
    assert one > base
    assert ch.progress(st) == one


def test_dc_cmp_fuzzer_campaign_setups_join_last_and_keep_other_seeds():
    """The fuzzer's campaign setups are the last of the setup list, drawn on one seed in LATE_EVERY;
    every other seed draws the variant it drew before they were added."""
    variants = GAME.setup_variants()
    late = GAME.late_setup_variants()
    assert late == len(campaign_variants()) > 0
    assert all(v["mode"] == "campaign" for v in variants[-late:])
    assert all(v.get("mode") != "campaign" for v in variants[:-late])
    assert sorted({v["players"] for v in variants[-late:]}) == [1, 2, 3, 4]
    campaigns = 0
    for seed in range(1, 400):
        setup = fuzz.game_setup(GAME, seed)
        if setup.get("mode") == "campaign":
            campaigns += 1
            continue
        old = variants[Rng(seed ^ 0xC0FFEE).below(len(variants) - late)]
        assert setup["heroes"] == old["heroes"] and setup.get("mode") == old.get("mode")
    assert 20 < campaigns < 80


def test_dc_cmp_fuzzer_plays_campaigns_with_invariants_random_and_mixed():
    """Campaign seeds fuzzed by the random bot and by mixed seats end (General Exhaustion or the
    campaign step budget) with every invariant, the JSON round trip and the replay intact."""
    seeds = [s for s in range(1, 200) if fuzz.game_setup(GAME, s).get("mode") == "campaign"][:4]
    for seed in seeds:
        setup = fuzz.game_setup(GAME, seed)
        steps, fail = fuzz.play_one(GAME, setup, seed, "random")
        assert fail is None, str(fail)
        assert steps <= CAMPAIGN_FUZZ_STEPS
        seats = fuzz.mixed_seats(GAME, setup, seed)
        steps, fail = fuzz.play_one(GAME, setup, seed, "random", seats)
        assert fail is None, str(fail)


def test_dc_cmp_fuzz_budget_stops_an_open_ended_campaign_as_fine(monkeypatch):
    """A random party without General Exhaustion never finishes: the fuzzer stops it at the budget."""
    setup = {"mode": "campaign", "players": 2, "heroes": ["artan", "kandra"], "options": {"general_exhaustion": False}}
    assert GAME.fuzz_steps(GAME.normalize_setup(setup)) == CAMPAIGN_FUZZ_STEPS
    monkeypatch.setattr(dsetup, "CAMPAIGN_FUZZ_STEPS", 400)  # the same stop, sooner
    steps, fail = fuzz.play_one(GAME, setup, 9, "random")
    assert fail is None, str(fail)
    assert steps == 400
    assert GAME.fuzz_steps(GAME.default_setup()) is None


def test_dc_cmp_random_bot_campaign_with_general_exhaustion_ends():
    """L345: under General Exhaustion a random party's lost combat ends the campaign."""
    state = GAME.new_game(campaign_variants()[0], 3)
    bot = RandomBot(3)
    for _ in range(CAMPAIGN_FUZZ_STEPS):
        if GAME.is_over(state) is not None:
            break
        GAME.apply(state, bot.choose(GAME, state))
    out = GAME.is_over(state)
    assert out is not None and out.result in ("lost", "won")

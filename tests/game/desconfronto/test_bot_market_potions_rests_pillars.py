"""The greedy bot's market, rest and pillar play (issue #10's leftover; game/desconfronto/bot_values.py,
heuristic.py, campaign/heuristic.py): seeded positions where buying a potion, drinking it, taking the
Short Rest or striking a pillar is the bot's choice, and the score that makes it so."""

from __future__ import annotations

from game.ai.bots import GreedyBot
from game.desconfronto import GAME, bot_values
from game.desconfronto.actions import SwapItem
from game.desconfronto.boss_moves import MoveTo, StrikeSpot
from game.desconfronto.campaign_actions import Camp
from game.desconfronto.heuristic import heuristic
from game.desconfronto.levels import MAX_LEVEL
from game.desconfronto.run_actions import Buy, TakeRest
from tests.game.desconfronto.boss.fixtures import boss_session, give
from tests.game.desconfronto.campaign.campaign_helpers import campaign_session, win_combat
from tests.game.desconfronto.hunt.test_market import _market_after


def _after(state, action, seat=0, dice=()):
    trial = GAME.clone(state, reseed=5)
    trial.forced = list(dice)
    GAME.apply(trial, action)
    return heuristic(trial, seat)


def _no_skills(state, seat=0):
    state.heroes[seat].level = MAX_LEVEL  # nothing left to buy on the trees: the market's items decide


def test_dc_item_01_a_potion_is_worth_the_vigor_it_gives_back():
    s = _market_after(1, ["tesser", "pharanor"])
    h = s.state.heroes[0]
    assert bot_values.heal_of("healing_potion") == 3 and bot_values.heal_of("spike_trap") == 0
    full = bot_values.potion_vigor(h, "healing_potion")
    h.vigor = h.max_vigor - 3
    hurt = bot_values.potion_vigor(h, "healing_potion")
    assert full == 0.9 * 0.5 * 3 and hurt == 0.9 * 3  # the wounds now count in full, a reserve by half


def test_dc_hunt_09_a_hurt_hero_buys_a_healing_potion_before_a_trap():
    """DC-HUNT-09: the 1st market's common items. Hurt (2 of 8 Vigor: wounds carry on to the next horde),
    the Leader's 4 fragments buy the Greater Healing Potion (5 Vigor back for 2 fragments); at full
    Vigor a potion is only a reserve and a 1-fragment item of the same flat worth comes first."""
    s = _market_after(1, ["tesser", "pharanor"])
    st = s.state
    _no_skills(st)
    st.heroes[0].vigor = 2
    choice = GreedyBot(1).choose(GAME, st)
    assert choice == Buy(0, "item", "greater_healing_potion")
    trap = _after(st, Buy(0, "item", "spike_trap"))
    assert _after(st, Buy(0, "item", "greater_healing_potion")) > _after(st, Buy(0, "item", "healing_potion")) > trap
    st.heroes[0].vigor = st.heroes[0].max_vigor
    assert _after(st, Buy(0, "item", "healing_potion")) < _after(st, Buy(0, "item", "spike_trap"))
    assert GreedyBot(1).choose(GAME, st) not in (Buy(0, "item", "healing_potion"), Buy(0, "item", "greater_healing_potion"))


def test_dc_hunt_09_amb_15c_the_leader_takes_the_short_rest_when_the_decks_are_thin():
    """AMB-15c: after the 2nd horde the Leader may take the Short Rest instead of the items and
    artifacts. With 2 cards left in each draw pile (a combat needs about 8, bot_values.DECK_NEED) the
    discard piles back are worth more than one purchase; with full decks the bot shops instead."""
    s = _market_after(2, ["tesser", "pharanor"])
    st = s.state
    assert GreedyBot(1).choose(GAME, st) != TakeRest(0)
    for h in st.heroes:
        h.discard.cards += h.draw.cards[2:]
        del h.draw.cards[2:]
    assert GreedyBot(1).choose(GAME, st) == TakeRest(0)


def _campaign_combat_hurt(vigor_lost: int):
    s = campaign_session(["tesser", "pharanor"], seed=3)
    st = s.state
    assert st.phase == "hero" and GAME.current_player(st) == 0
    h = st.heroes[0]
    h.draw.cards += h.hand
    h.hand = []  # no heal card to play instead
    h.bag.append("healing_potion")
    h.vigor = h.max_vigor - vigor_lost
    return st


def test_dc_cmp_campaign_bot_drinks_a_potion_when_hurt_and_keeps_it_when_not():
    """In a campaign an item counted as much as a hero's whole Vigor, so the bot never used one; inside
    a combat a potion now counts the Vigor it gives back (campaign/heuristic.items_worth)."""
    st = _campaign_combat_hurt(4)
    drink = SwapItem(0, "healing_potion", True, "h0")
    assert drink in GAME.legal_actions(st)
    assert GreedyBot(1).choose(GAME, st) == drink
    st = _campaign_combat_hurt(0)
    assert GreedyBot(1).choose(GAME, st) != drink


def test_dc_cmp_16_the_short_rest_camp_when_the_decks_are_thin():
    """DC-CMP-16/17: after a won combat a rest token may make a camp. The Short Rest (the discard piles
    back, L274) is taken when the draw piles cannot last a combat, and kept while they can."""
    s = campaign_session(["tesser", "pharanor"], seed=3)
    st = s.state
    win_combat(s)
    while st.pending is not None and st.pending.kind == "market":
        s.apply(next(a for a in GAME.legal_actions(st) if type(a).__name__ == "DoneShopping"))
    st.campaign.tokens = ["short"]
    assert Camp(0, "short") in GAME.legal_actions(st)
    assert GreedyBot(1).choose(GAME, st) != Camp(0, "short")
    for h in st.heroes:
        h.discard.cards += h.draw.cards[1:]
        del h.draw.cards[1:]
    assert GreedyBot(1).choose(GAME, st) == Camp(0, "short")


def test_dc_boss_08_breaking_a_pillar_beats_the_same_damage_on_the_boss():
    """DC-BOSS-08: a broken pillar takes a Boss shield for good and gives its top bonus every turn to
    whoever stands on it. Three damage that break the Pillar of Fire (1 shield, 2 Vigor left) score
    above the same three on Daegur when no threshold is crossed (before: 4 - 1.2 against 3)."""
    st = boss_session(["kandra", "tesser"]).state
    GAME.apply(st, MoveTo(0, "fire"))
    give(st, 0, "kandra.brutal_blow#1")
    st.boss.pillars["fire"] = 2
    st.actions_left = 2  # neither choice ends the turn
    dice = ["hit1", "hit1", "hit1"]  # 3 damage: the pillar's 1 shield leaves 2 wounds, Daegur 12 -> 9
    strike = _after(st, StrikeSpot(0, "kandra.brutal_blow#1", False), dice=dice)
    play = next(a for a in GAME.legal_actions(st) if getattr(a, "card", "") == "kandra.brutal_blow#1"
                and type(a).__name__ == "PlayCard")
    boss = _after(st, play, dice=dice)
    assert strike > boss


def test_dc_boss_05_a_hero_walks_to_a_pillar_and_strikes_it_while_the_boss_cannot_be_hurt():
    """DC-BOSS-05/07/10: after a threshold stops the Boss for the turn, a hero with a physical attack
    card walks to a pillar (standing there ready is worth half a strike) and then strikes it."""
    st = boss_session(["kandra", "tesser"]).state
    give(st, 0, "kandra.brutal_blow#1")
    st.boss.stopped = st.turn  # the Boss took a threshold this turn: no damage reaches it (DC-BOSS-10)
    choice = GreedyBot(1).choose(GAME, st)
    assert isinstance(choice, MoveTo) and choice.spot in st.boss.pillars
    GAME.apply(st, choice)
    choice = GreedyBot(1).choose(GAME, st)
    assert isinstance(choice, StrikeSpot) and not choice.sacrifice

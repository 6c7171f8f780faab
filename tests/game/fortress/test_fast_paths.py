"""The Heróis & Monstros hot paths made fast without changing a single answer (issue 8, performance):
the per-card tables, the later costs listed once per listing, the one-pass tie-break count, the
shared action instances, the reused own-cards term and the direct plan level each give exactly what
the plain formula gives, on positions from seeded games under their rule variants (HM-TURN-04's
payment order included)."""

from __future__ import annotations

from game.ai.bots import RandomBot
from game.ai.fuzz import game_setup
from game.core.registry import get_game
from game.core.session import Session
from game.fortress import heuristic as fh
from game.fortress import tables
from game.fortress.actions import Activate, Attack, Buy, EndPhase, Pass, activate, attack, buy, plain
from game.fortress.adversaries import plan_level, plan_life
from game.fortress.content import card_of, content, invader_of
from game.fortress.effects import can_pay, pay, plentiful_split, splits, usable_from_hand
from game.fortress.payment import later_costs, payable_count, payable_later, payment_order
from game.fortress.rules import legal_actions
from game.fortress.window import POOL_ONLY, window_cards
from tests.game.ai.test_bots_heuristics import _old_fortress

from .helpers import fresh

GAME = get_game("fortress")


def _positions(seeds=range(1, 13), steps=300):
    """States met in seeded random games, each under the rule variants its seed plays with."""
    for seed in seeds:
        session = Session.new(GAME, game_setup(GAME, seed), seed)
        bot = RandomBot(seed)
        for _ in range(steps):
            if session.is_over() is not None:
                break
            yield session.state
            session.apply(bot.choose(GAME, session.state))


def _physical_ids():
    c = content()
    return [*c.fortress_pool, *(i for ids in c.starting_copies.values() for i in ids)]


# --- the formulas as they were written before the tables ------------------------------------------
def _old_later_costs(state, seat, skip_slot=-1, skip_key=""):
    out = []
    if state.phase == "build":
        for slot in range(8):
            c = state.area[slot]
            if c is not None and slot != skip_slot:
                out.append(card_of(c).cost)
    if state.phase not in ("build", "effects"):
        return out
    once = state.options["effect_use_limit"] != "unlimited"
    ability = content().generals[state.seats[seat].general].ability
    key = "kryssa" if ability.hook == "kryssa" else "general"
    if key != skip_key and not (once and key in state.used) and ability.resource_cost:
        out.append(ability.cost)
    p = state.seats[seat]
    for c in p.constructions:
        eff = card_of(c).effect
        if eff is not None and eff.resource_cost and c != skip_key and not (once and c in state.used):
            out.append(eff.cost)
    for c in p.hand:
        eff = usable_from_hand(c)
        if eff is not None and eff.resource_cost and c != skip_key and not (once and c in state.used):
            out.append(eff.cost)
    return out


def _old_payment_order(state, cost, skip_slot=-1, skip_key=""):
    options = splits(state.resources, cost)
    if len(options) <= 1:
        return options
    later = _old_later_costs(state, state.active, skip_slot, skip_key)
    base = plentiful_split(state.resources, cost)

    def rank(split):
        left = list(state.resources)
        pay(left, cost, split)
        return -sum(can_pay(left, c) for c in later), split != base

    return sorted(options, key=rank)


# --- the tests --------------------------------------------------------------------------------------
def test_each_card_table_holds_what_the_cards_record_says():
    for cid in _physical_ids():
        card = card_of(cid)
        hand = usable_from_hand(cid)
        assert tables.COST[cid] == card.cost
        assert tables.EFFECT_COST[cid] == (None if card.effect is None else card.effect.cost)
        assert tables.HAND_EFFECT_COST[cid] == (None if hand is None else hand.cost)
        assert tables.HAND_COST[cid] == (hand.cost if hand is not None and hand.resource_cost else None)
        built = card.effect
        assert tables.BUILT_COST[cid] == (built.cost if built is not None and built.resource_cost else None)
        assert tables.DISCARD_HELP[cid] == (hand is not None and hand.discard and not hand.resource_cost)
        assert tables.IS_CONSTRUCTION[cid] == (card.kind == "construction")
    for iid in content().invader_pool:
        assert tables.LIFE[iid] == invader_of(iid).life


def test_hm_turn_04_later_costs_and_payment_order_are_the_plain_formulas():
    """Every skip a listing asks for (each Area slot, each effect key) on every position."""
    compared = 0
    for state in _positions():
        if state.phase not in ("build", "effects"):
            continue
        seat = state.active
        assert later_costs(state, seat) == _old_later_costs(state, seat)
        for slot, c in enumerate(state.area):
            assert later_costs(state, seat, skip_slot=slot) == _old_later_costs(state, seat, skip_slot=slot)
            if c is not None:
                cost = card_of(c).cost
                assert list(payment_order(state, cost, skip_slot=slot)) == _old_payment_order(
                    state, cost, skip_slot=slot
                )
                compared += 1
        for key in ("general", "kryssa", *state.seats[seat].hand, *state.seats[seat].constructions):
            assert later_costs(state, seat, skip_key=key) == _old_later_costs(state, seat, skip_key=key)
        assert payable_later(state) == payable_count(state.resources, _old_later_costs(state, seat))
        assert payable_count(state.resources, later_costs(state, seat)) == sum(
            can_pay(state.resources, c) for c in _old_later_costs(state, seat)
        )
    assert compared > 300


def test_hm_turn_04_one_listing_ranks_every_split_as_payment_order_alone_does():
    """The listing shares one later-costs list among its cards and effects (payment.LaterCosts)."""
    for state in _positions(seeds=range(20, 26)):
        for a in legal_actions(state):
            if isinstance(a, Buy) and a.player == state.active and state.phase == "build":
                cost = card_of(state.area[a.slot]).cost
                assert a.pay in _old_payment_order(state, cost, skip_slot=a.slot)
        buys = [a for a in legal_actions(state) if isinstance(a, Buy)]
        for slot in {a.slot for a in buys}:
            ways = list(dict.fromkeys(a.pay for a in buys if a.slot == slot))  # once per replaced card
            cost = card_of(state.area[slot]).cost
            assert ways == _old_payment_order(state, cost, skip_slot=slot)


def test_the_shared_actions_are_the_actions_built_anew():
    assert buy(0, 3, "", "cr") == Buy(0, 3, "", "cr") and buy(0, 3, "", "cr") is buy(0, 3, "", "cr")
    assert activate(1, "raiz#2") == Activate(1, "raiz#2") and attack(2, 1) == Attack(2, 1)
    assert plain(EndPhase, 1) == EndPhase(1) and plain(Pass, 0) == Pass(0)
    assert plain(EndPhase, 1) != plain(Pass, 1)  # the kind is part of the key
    assert hash(buy(1, 0)) == hash(Buy(1, 0))


def test_the_own_cards_term_follows_every_change_of_a_generals_piles():
    """A General's terms are reused only while deck, hand, discard and Constructions are unchanged: a
    swap that keeps every size still changes the score (the memo is never read stale)."""
    state = fresh(players=2, seed=4)
    seat = state.seats[0]
    before = fh.heuristic(state, 0)
    for pile in (seat.deck.cards, seat.hand, seat.discard.cards):
        if not pile:
            continue
        cheap = min(pile, key=fh.card_value)
        dear = max(state.fortress_deck.cards, key=fh.card_value)
        assert fh.card_value(dear) != fh.card_value(cheap)
        i, j = pile.index(cheap), state.fortress_deck.cards.index(dear)
        pile[i], state.fortress_deck.cards[j] = dear, cheap  # same sizes everywhere
        after = fh.heuristic(state, 0)
        assert after != before and after == _old_fortress(state, 0)
        pile[i], state.fortress_deck.cards[j] = cheap, dear
        assert fh.heuristic(state, 0) == before
    built = next(c for c in state.fortress_deck.cards if card_of(c).kind == "construction")
    state.fortress_deck.cards.remove(built)
    seat.constructions.append(built)  # a Construction enters play: the table's other term changes
    assert fh.heuristic(state, 0) == _old_fortress(state, 0) != before


def test_the_plan_level_is_the_plan_life_at_the_markers():
    for state in _positions(seeds=range(30, 36)):
        life = plan_life(state)
        assert plan_level(state) == (life[state.plan_markers] if life else None)
    state = fresh(players=4, adversary="lorde_argos", seed=2)
    life = plan_life(state)
    for markers in range(len(life)):  # the added levels (more Generals) too
        state.plan_markers = markers
        assert plan_level(state) == life[markers]


def test_amb_17_the_window_offers_what_the_plain_test_offers():
    for state in _positions(seeds=range(40, 46)):
        mode = state.options["invasion_discard_window"]
        for q, seat in enumerate(state.seats):
            expected = []
            if mode != "off":
                for c in seat.hand:
                    eff = usable_from_hand(c)
                    if eff is None or not eff.discard or eff.resource_cost:
                        continue
                    if mode == "any" or any(k not in POOL_ONLY for k, _ in eff.gives):
                        expected.append(c)
            assert window_cards(state, q) == expected

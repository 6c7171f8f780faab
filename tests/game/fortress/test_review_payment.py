"""HM-TURN-04 (CHANGES row 2; L175, L229, L104): each "recurso qualquer" is paid with the kind the
player chooses, for acquisitions, effects and Kryssa-Ruiva's "2 recursos quaisquer"."""

from hypothesis import given
from hypothesis import strategies as st

from game.core.actions import IllegalAction
from game.fortress.actions import Activate, Buy, EndPhase
from game.fortress.effects import can_pay, pay, splits
from game.fortress.heuristic import heuristic
from game.fortress.payment import later_costs, payable_count, payment_order

from .helpers import GAME, fresh, set_area, take, to_phase

# Muralha de Espinhos (2 Raiz + 1 any) in slot 0, Cripta (2 Cristal) in slot 1; the rest cost
# Sacrifício, 3 Cristais or 2 Raízes, out of reach after the Muralha either way.
AREA = [
    "muralha_de_espinhos#1",
    "cripta#1",
    "culto_do_fogo#1",
    "hydra#1",
    "orc_saqueador#1",
    "wyvern#1",
    "forja_das_almas#1",
    "wyvern#2",
]


def two_crystals_three_roots():
    """Sidst's own ability costs 2 Sacrifício, so only Cripta is at stake."""
    s = fresh(players=1, generals=["sidst"])
    set_area(s, AREA)
    s.resources = [2, 3, 0]
    return s


def buys(s, slot):
    return [a for a in GAME.legal_actions(s) if isinstance(a, Buy) and a.slot == slot]


def test_hm_turn_04_muralha_then_cripta_is_possible_when_the_any_is_paid_with_raiz():
    """The issue's sequence: 2 Cristais + 3 Raízes buy Muralha de Espinhos and then Cripta."""
    s = two_crystals_three_roots()
    assert buys(s, 0) == [Buy(0, 0, "", "r"), Buy(0, 0, "", "c")]  # the default keeps Cripta payable
    GAME.apply(s, Buy(0, 0, "", "r"))
    assert s.resources == [2, 0, 0]
    cripta = s.area.index("cripta#1")
    GAME.apply(s, Buy(0, cripta))
    assert s.seats[0].constructions == ["muralha_de_espinhos#1", "cripta#1"]
    assert s.resources == [0, 0, 0]


def test_hm_turn_04_the_player_may_pay_the_any_with_cristal_too():
    s = two_crystals_three_roots()
    GAME.apply(s, Buy(0, 0, "", "c"))
    assert s.resources == [1, 1, 0]
    assert not buys(s, s.area.index("cripta#1"))


def test_hm_turn_04_a_split_the_pool_cannot_cover_is_refused_and_changes_nothing():
    s = two_crystals_three_roots()
    before = GAME.to_json(s)
    for bad in (Buy(0, 0, "", "s"), Buy(0, 0, "", ""), Buy(0, 0, "", "rr"), Buy(0, 0, "", "x")):
        try:
            GAME.apply(s, bad)
        except IllegalAction as exc:
            assert "Root" in exc.reason and "Soul Crystal" in exc.reason
        else:
            raise AssertionError(f"{bad} was accepted")
    assert GAME.to_json(s) == before


def test_hm_turn_04_a_typed_cost_needs_no_split():
    s = two_crystals_three_roots()
    assert buys(s, 1) == [Buy(0, 1)]  # Cripta: 2 Cristal, nothing to choose
    try:
        GAME.apply(s, Buy(0, 1, "", "c"))
    except IllegalAction as exc:
        assert exc.reason == "That cost has no resource of any kind to choose."
    else:
        raise AssertionError("a split for a typed cost was accepted")


def test_hm_turn_04_effect_cost_any_is_chosen_muralha_effect():
    s = fresh(players=1, generals=["wargosh"])
    s.seats[0].constructions = [take(s, "muralha_de_espinhos#2")]
    to_phase(s, "effects")
    s.resources = [1, 1, 1]
    ways = [
        a.pay for a in GAME.legal_actions(s) if isinstance(a, Activate) and a.card == "muralha_de_espinhos#2"
    ]
    assert sorted(ways) == ["c", "r", "s"]
    GAME.apply(s, Activate(0, "muralha_de_espinhos#2", "", "s"))
    assert s.resources == [1, 1, 0] and s.bonus_damage == 1


def test_hm_turn_04_kryssa_pays_her_two_any_as_she_chooses():
    """L104: "Kryssa-Ruiva pode gastar 2 recursos quaisquer"."""
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"])
    s.seats[0].constructions = [take(s, "forja_das_almas#1")]
    for _ in range(3):
        GAME.apply(s, EndPhase(0))
    to_phase(s, "effects")
    s.resources = [2, 0, 2]
    ways = {a.pay for a in GAME.legal_actions(s) if isinstance(a, Activate) and a.via == "kryssa"}
    assert ways == {"cc", "cs", "ss"}
    GAME.apply(s, Activate(1, "forja_das_almas#1", "kryssa", "ss"))
    assert s.resources == [2, 0, 0] and s.bonus_damage == 3


def test_hm_turn_04_the_log_says_how_the_any_was_paid():
    s = two_crystals_three_roots()
    assert "Root" in GAME.describe_action(s, Buy(0, 0, "", "r")).split("(")[-1]


def test_hm_turn_04_greedy_heuristic_prefers_the_split_that_keeps_cripta_payable():
    good, bad = two_crystals_three_roots(), two_crystals_three_roots()
    GAME.apply(good, Buy(0, 0, "", "r"))
    GAME.apply(bad, Buy(0, 0, "", "c"))
    assert heuristic(good, 0) > heuristic(bad, 0)


small = st.integers(min_value=0, max_value=4)


@given(st.tuples(small, small, small), st.tuples(small, small, small, st.integers(0, 2)))
def test_hm_turn_04_splits_are_exactly_the_affordable_ways(res, cost):
    ways = splits(list(res), cost)
    assert bool(ways) == can_pay(list(res), cost)
    for w in ways:
        pool = list(res)
        pay(pool, cost, w)
        assert min(pool) >= 0 and sum(res) - sum(pool) == sum(cost)
    assert len(set(ways)) == len(ways)


@given(st.tuples(small, small, small), st.sampled_from(range(8)))
def test_hm_turn_04_the_default_split_never_leaves_fewer_later_costs_payable(res, slot):
    s = fresh(players=1, generals=["wargosh"], seed=3)
    s.resources = list(res)
    card = s.area[slot]
    from game.fortress.content import card_of

    cost = card_of(card).cost
    ways = payment_order(s, cost, skip_slot=slot)
    if len(ways) < 2:
        return
    later = later_costs(s, 0, skip_slot=slot)

    def left_payable(w):
        pool = list(s.resources)
        pay(pool, cost, w)
        return payable_count(pool, later)

    assert left_payable(ways[0]) == max(left_payable(w) for w in ways)

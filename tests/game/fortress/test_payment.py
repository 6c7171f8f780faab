"""Paying costs (HM-TURN-04, HM-GEN-09): typed parts need their type, "any" takes whatever is left."""

from hypothesis import given
from hypothesis import strategies as st

from game.fortress.effects import can_pay, pay

small = st.integers(min_value=0, max_value=5)


@given(st.tuples(small, small, small), st.tuples(small, small, small, small))
def test_payment_never_goes_negative_and_spends_exactly_the_cost(res, cost):
    """Rules: HM-GEN-09."""
    pool = list(res)
    if can_pay(pool, cost):
        pay(pool, cost)
        assert min(pool) >= 0
        assert sum(res) - sum(pool) == sum(cost)
        assert all(res[i] - pool[i] >= cost[i] for i in range(3))
    else:
        assert any(res[i] < cost[i] for i in range(3)) or sum(res) < sum(cost)


def test_any_is_paid_from_the_most_plentiful_kind():
    pool = [1, 3, 0]
    pay(pool, (1, 0, 0, 1))  # Forja das Almas: 1 Cristal + 1 any
    assert pool == [0, 2, 0]

"""The Wandering Market (DC-HUNT-08..10, AMB-15) and the rests it gives (DC-CMP-17/18)."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.desconfronto import GAME, items, market
from game.desconfronto.content import card_def
from game.desconfronto.run_actions import Buy, DoneShopping, TakeRest

from .hunt_helpers import hunt_session, leave_market, lose_combat, roll_horde, win_combat


def _market_after(horde: int, heroes: list[str], faces: str = "hit2", **options) -> object:
    s = hunt_session(heroes, seed=11, **options)
    for k in range(1, horde + 1):
        roll_horde(s, k, [faces] * len(heroes))
        win_combat(s)
        if k < horde:
            leave_market(s)
    return s


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_dc_hunt_09_purchases_allowed_after_each_horde(players):
    assert market.caps(1, players, False) == {"common": players}
    assert market.caps(2, players, False) == {"common": players, "artifact": players}
    assert market.caps(3, players, False) == {"common": players, "subclass": players}
    assert market.caps(4, players, False) == {"elder": players}


def test_dc_hunt_09_amb_15a_literal_second_market_for_four_players():
    assert market.caps(2, 4, True) == {"common": 3, "artifact": 3}
    assert market.caps(2, 3, True) == {"common": 3, "artifact": 3}


def test_dc_hunt_08_skill_tree_abilities_are_bought_between_combats():
    heroes = ["tesser", "pharanor"]
    s = _market_after(1, heroes)
    assert s.state.fragments == 4
    assert Buy(0, "skill", "1") in GAME.legal_actions(s.state)
    s.apply(Buy(0, "skill", "1"))
    h = s.state.heroes[0]
    assert h.level == 1 and h.abilities == ["tesser.always_shield"] or h.level == 1
    assert s.state.fragments == 3
    assert h.new_abilities == h.abilities  # DC-LVL-02: it works from the next combat


def test_dc_hunt_09_common_items_cap_and_the_shop_stock():
    """DC-HUNT-09 + DC-ITEM-06: N common items after the 1st horde; a bought card leaves the shop."""
    s = _market_after(1, ["tesser"], faces="corrupted")
    st = s.state
    stock = market.in_shop(st)
    item = sorted(stock)[0]
    s.apply(Buy(0, "item", item))
    assert item in st.heroes[0].bag
    assert market.in_shop(st)[item] == stock[item] - 1
    assert st.run.market["common"] == 0
    assert not [a for a in GAME.legal_actions(st) if isinstance(a, Buy) and a.what == "item"]


def test_dc_hunt_09_amb_15c_short_rest_instead_of_items_and_artifacts():
    s = _market_after(2, ["tesser", "pharanor"])
    st = s.state
    assert TakeRest(0) in GAME.legal_actions(st)
    st.heroes[0].cond["fire"] = 2
    st.heroes[0].cond["corruption"] = 1
    st.heroes[0].discard.cards = [c for c in st.heroes[0].draw.cards[:3]]
    del st.heroes[0].draw.cards[:3]
    vigor = st.heroes[0].vigor = 4
    s.apply(TakeRest(0))
    h = st.heroes[0]
    assert h.cond == {"corruption": 1}  # every condition but Corruption (L164)
    assert h.vigor == vigor  # a Short Rest restores no Vigor (L275)
    assert [c for c in h.discard if not card_def(c).is_signature] == []
    assert st.run.market["common"] == 0 and st.run.market["artifact"] == 0
    assert TakeRest(0) not in GAME.legal_actions(st)


def test_dc_hunt_09_buying_an_item_gives_up_the_short_rest():
    s = _market_after(2, ["tesser", "pharanor"], faces="corrupted")
    item = sorted(market.in_shop(s.state))[0]
    s.apply(Buy(0, "item", item))
    assert TakeRest(0) not in GAME.legal_actions(s.state)


def test_dc_hunt_09_only_the_leader_takes_the_short_rest():
    s = _market_after(2, ["tesser", "pharanor"])
    s.apply(DoneShopping(0))
    assert TakeRest(1) not in GAME.legal_actions(s.state)
    with pytest.raises(IllegalAction):
        s.apply(TakeRest(1))


def test_dc_hunt_09_the_fourth_market_gives_a_long_rest():
    """DC-CMP-18: full Vigor, every card gathered and shuffled, 5 drawn, class abilities reset."""
    s = hunt_session(["tesser", "pharanor"], seed=12)
    for k in (1, 2, 3):
        roll_horde(s, k, ["hit2", "hit2"])
        win_combat(s)
        leave_market(s)
    roll_horde(s, 4, ["hit2", "hit2"])
    st = s.state
    st.heroes[1].vigor = 1
    st.heroes[1].cond["poison"] = 2
    win_combat(s)
    h = st.heroes[1]
    assert st.run.rest == "long"
    assert h.vigor == h.max_vigor and "poison" not in h.cond
    assert len(h.hand) == 5 and len(h.discard) == 0 and h.shields == [] and h.active == []
    assert GAME.check_invariants(st) == []


def test_market_purchases_are_the_shopping_seats_own():
    s = _market_after(1, ["tesser", "pharanor"], faces="corrupted")
    with pytest.raises(IllegalAction):
        s.apply(Buy(1, "skill", "1"))  # seat 1 shops after seat 0


def test_a_hunt_saved_in_the_market_loads_to_the_same_position():
    s = _market_after(2, ["tesser", "pharanor"])
    data = GAME.to_json(s.state)
    back = GAME.from_json(data)
    assert GAME.to_json(back) == data
    assert GAME.legal_actions(back) == GAME.legal_actions(s.state)


def test_dc_hunt_07_a_won_tier_iii_horde_gives_exactly_one_artifact_to_its_hero():
    s = hunt_session(["tesser", "pharanor", "kandra"], seed=13)
    roll_horde(s, 1, ["corrupted", "corrupted", "corrupted"])  # three Tier III: still one artifact
    events = win_combat(s)
    won = [e for e in events if e.kind == "dc.artifact_won"]
    assert len(won) == 1
    seat, item = won[0].data["hero"], won[0].data["item"]
    assert item in items.artifacts_of(s.state.heroes[seat].hero) and item in s.state.heroes[seat].bag
    assert sum(len(h.bag) for h in s.state.heroes) == 1


def test_dc_hunt_07_no_artifact_without_a_tier_iii_or_when_lost():
    s = hunt_session(["tesser", "pharanor"], seed=13)
    roll_horde(s, 1, ["hit2", "hit2"])
    assert not [e for e in win_combat(s) if e.kind == "dc.artifact_won"]
    s2 = hunt_session(["tesser"], seed=13)
    roll_horde(s2, 1, ["corrupted"])
    assert not [e for e in lose_combat(s2) if e.kind == "dc.artifact_won"]


def test_dc_hunt_10_artifact_prices_and_only_the_heroes_own():
    """L227-228: a Legendary Weapon costs 2 fragments, a Personal Artifact 1; not transferable."""
    s = _market_after(2, ["tesser", "pharanor"])
    st = s.state
    st.fragments = 10
    weapon, personal = items.artifacts_of("tesser")
    offers = {(a.what, a.ref) for a in GAME.legal_actions(st) if isinstance(a, Buy)}
    assert ("artifact", weapon) in offers and ("artifact", personal) in offers
    assert not any(w == "artifact" and r in items.artifacts_of("pharanor") for w, r in offers)
    s.apply(Buy(0, "artifact", weapon))
    assert st.fragments == 8 and weapon in st.heroes[0].bag
    s.apply(Buy(0, "artifact", personal))
    assert st.fragments == 7


def test_dc_hunt_09_eld_04_elders_are_taken_free_at_the_fourth_market():
    """DC-HUNT-09, DC-ELD-04 (L226): the Elders are taken, free, at the 4th horde's market."""
    s = hunt_session(["tesser", "pharanor"], seed=12)
    for k in (1, 2, 3):
        roll_horde(s, k, ["hit2", "hit2"])
        win_combat(s)
        leave_market(s)
    roll_horde(s, 4, ["hit2", "hit2"])
    win_combat(s)
    st = s.state
    cash = st.fragments
    assert Buy(0, "elder", "") in GAME.legal_actions(st)
    s.apply(Buy(0, "elder", ""))
    h = st.heroes[0]
    assert st.fragments == cash and h.granted and h.granted[0] in h.draw
    assert Buy(0, "elder", "") not in GAME.legal_actions(st)
    assert GAME.check_invariants(st) == []


def test_dc_hunt_09_elders_are_not_sold_before_the_fourth_market():
    s = _market_after(3, ["tesser", "pharanor"])
    assert not [a for a in GAME.legal_actions(s.state) if isinstance(a, Buy) and a.what == "elder"]


def test_dc_gen_05_the_shop_items_lie_face_up_for_every_seat():
    """DC-GEN-05 (L78-79): the shop's cards are kept face up within reach: every seat's view and the
    shared table's list the same stock, each card with its count and printed price, and a card a hero
    holds is out of it."""
    s = _market_after(1, ["tesser", "kandra"], faces="corrupted")
    st = s.state
    stocks = {seat: GAME.observe(st, seat, "rival" if seat is not None else None).table.run.stock for seat in (0, 1, None)}
    assert stocks[0] == stocks[1] == stocks[None]
    counts = {item: n for item, n, _ in stocks[0]}
    assert sum(counts.values()) == len(items.SHOP_STOCK) == 17
    assert all(price == items.price(item) for item, _, price in stocks[0])
    bought = sorted(counts)[0]
    s.apply(Buy(0, "item", bought))
    after = {item: n for item, n, _ in GAME.observe(st, 1, "rival").table.run.stock}
    assert after.get(bought, 0) == counts[bought] - 1

"""The 17 Shop Item cards (DC-ITEM-01..06, L58, L305-311, L329-331): stock, prices, effects, trading."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.actions import IllegalAction
from game.core.content import read_toml
from game.desconfronto import GAME, items
from game.desconfronto.actions import SwapItem, UseItem
from game.desconfronto.combats import start_combat
from game.desconfronto.content import DATA
from game.desconfronto.items import ITEMS, SHOP_STOCK

from .helpers import session

SHOP = sorted(set(SHOP_STOCK))
CATEGORIES = {"potion", "bomb", "trap"}
FOES = ["void_spider", "blood_reaver"]  # Vigor 10, no shields, no immunity to what is tested


def test_dc_item_01_seventeen_shop_cards_in_three_categories():
    """DC-ITEM-01 (L58: 17 Shop Item Cards; L306-310: Traps, Bombs and Potions)."""
    assert len(SHOP_STOCK) == 17
    assert {ITEMS[i].kind for i in SHOP} == CATEGORIES
    assert sum(ITEMS[i].copies for i in SHOP) == 17
    for kind in CATEGORIES:
        assert sum(1 for i in SHOP_STOCK if ITEMS[i].kind == kind) >= 5, kind
    assert {"healing_potion", "fire_bomb", "snare_trap"} <= set(SHOP)  # the first three keep their ids


def test_dc_item_01_every_shop_item_has_a_price_and_a_reasoned_note_in_both_languages():
    """DC-ITEM-01: each card shows its price in Soul Stone fragments (L308); unstated, so authored."""
    raw = {r["id"]: r for r in read_toml(DATA / "items.toml")["item"]}
    for i in SHOP:
        assert 1 <= items.price(i) <= 3, i
        assert raw[i]["source"] == "authored" and len(raw[i]["note"]) > 30, i
        d = ITEMS[i]
        assert d.name.en and d.name.pt and d.text.en and d.text.pt, i
    assert items.price("healing_potion") == 1  # the cheapest heal
    assert items.price("thunder_bomb") == 3  # the only area bomb is the dearest
    with pytest.raises(ValueError):
        items.price("helm_of_kephyr")  # the head item is never sold


def test_dc_item_06_shop_stock_is_one_id_per_physical_card():
    """DC-ITEM-06 [PROPOSED]: the stock is the 17 physical cards, sorted, ``copies`` of each."""
    assert list(SHOP_STOCK) == sorted(SHOP_STOCK)
    assert Counter(SHOP_STOCK) == {i: ITEMS[i].copies for i in SHOP}
    assert Counter(SHOP_STOCK)["healing_potion"] == 3


def _use(item, hero="tesser", foes=FOES, seed=3):
    s = session([hero], foes, seed=seed, items={hero: [item]})
    s.state.actions_left = 3  # as after an extra action: the Creature Phase stays away
    return s


def _cond(s, ref):
    return s.state.fig(ref).cond


# (item, target, what must hold afterwards)
CASES = [
    ("healing_potion", "h0", lambda s: s.state.heroes[0].vigor == 4),
    ("greater_healing_potion", "h0", lambda s: s.state.heroes[0].vigor == 6),
    ("potion_of_clarity", "", lambda s: len(s.state.heroes[0].hand) == s.hand0 + 2),
    ("fire_bomb", "c0", lambda s: s.state.creatures[0].vigor == 9 and _cond(s, "c0").get("fire") == 1),
    ("frost_bomb", "c0", lambda s: s.state.creatures[0].vigor == 9 and _cond(s, "c0").get("ice", 0) >= 1),
    (
        "thunder_bomb",
        "",
        lambda s: (
            [c.vigor for c in s.state.creatures] == [9, 9] and all(c.thunder for c in s.state.creatures)
        ),
    ),
    ("venom_bomb", "", lambda s: all(c.cond.get("poison", 0) >= 1 for c in s.state.creatures)),
    ("snare_trap", "c1", lambda s: _cond(s, "c1").get("stunned") == 1),
    ("spike_trap", "c0", lambda s: _cond(s, "c0").get("bleeding") == 2),
    ("bear_trap", "c0", lambda s: s.state.creatures[0].vigor == 8),
]


def test_every_shop_item_has_a_case():
    assert sorted(c[0] for c in CASES) == SHOP


@pytest.mark.parametrize(("item", "target", "check"), CASES, ids=[c[0] for c in CASES])
def test_dc_item_01_each_shop_item_used_once_in_a_combat(item, target, check):
    """DC-ITEM-01/03/05: swapped in and used at once (L329), the effect lands, the card is consumed."""
    s = _use(item)
    s.state.heroes[0].vigor = 1
    s.hand0 = len(s.state.heroes[0].hand)
    legal = GAME.legal_actions(s.state)
    assert SwapItem(0, item, True, target) in legal
    events = s.apply(SwapItem(0, item, True, target))
    assert check(s), item
    h = s.state.heroes[0]
    assert h.item == "" and item not in h.bag  # consumed (DC-ITEM-03)
    assert [e.kind for e in events].count("dc.item_returned") == 1


def test_dc_item_01_bear_trap_wounds_through_shields():
    """The Bear Trap's wounds are direct: a shielded creature (Froggo, 1 shield) still loses 2."""
    s = _use("bear_trap", foes=["froggo"])
    s.apply(SwapItem(0, "bear_trap", True, "c0"))
    assert s.state.creatures[0].vigor == 2


def test_dc_item_05_using_the_active_item_costs_one_action():
    """DC-ITEM-05 (L331, L498): a potion already active is used for 1 action and consumed."""
    s = _use("healing_potion")
    h = s.state.heroes[0]
    s.apply(SwapItem(0, "healing_potion"))  # 1 action: swap only
    assert s.state.actions_left == 2
    h.vigor = 3
    assert UseItem(0, "h0") in GAME.legal_actions(s.state)
    s.apply(UseItem(0, "h0"))
    assert h.vigor == 6 and s.state.actions_left == 1 and h.item == ""


def test_dc_item_03_a_used_item_goes_back_and_can_be_bought_again():
    """DC-ITEM-03 (L311): single use; it returns to the shop, so ``give`` can hand it out again."""
    s = _use("snare_trap")
    s.apply(SwapItem(0, "snare_trap", True, "c0"))
    assert "snare_trap" not in s.state.heroes[0].bag
    events = items.give(s.state, 0, "snare_trap")
    assert s.state.heroes[0].bag[-1] == "snare_trap"
    assert [e.kind for e in events] == ["dc.item_gained"]


def test_dc_item_02_bought_at_the_end_of_a_combat_then_used_in_the_next():
    """DC-ITEM-02 (L112): bought after a combat (``give``), it waits in the bag for the next one."""
    s = session(["tesser", "pharanor"], ["bicudo"], seed=4)
    s.state.phase = "over"
    items.give(s.state, 1, "fire_bomb")
    start_combat(s.state, ["void_spider"], spoils=3)
    assert s.state.heroes[1].bag == ["fire_bomb"]
    s.state.active_hero, s.state.actions_left = 1, 2
    s.apply(SwapItem(1, "fire_bomb", True, "c0"))
    assert s.state.creatures[0].vigor == 9


def test_dc_item_04_common_items_trade_freely_outside_combat():
    """DC-ITEM-04 (L311): traded freely outside combat, never during it."""
    s = session(["tesser", "pharanor"], FOES, seed=4, items={"tesser": ["healing_potion", "fire_bomb"]})
    with pytest.raises(IllegalAction) as err:
        items.trade(s.state, 0, 1, "healing_potion")
    assert err.value.key == "dc_items.refusal.in_combat"
    assert s.state.heroes[0].bag == ["healing_potion", "fire_bomb"]
    s.state.phase = "over"  # the combat is decided
    events = items.trade(s.state, 0, 1, "healing_potion")
    assert s.state.heroes[0].bag == ["fire_bomb"] and s.state.heroes[1].bag == ["healing_potion"]
    assert events[0].kind == "dc.item_traded" and events[0].data["target"] == "h1"
    with pytest.raises(IllegalAction) as err:
        items.trade(s.state, 0, 1, "helm_of_the_ghanyr")  # the head item stays with its hero
    assert err.value.key == "dc_items.refusal.not_transferable"
    with pytest.raises(IllegalAction) as err:
        items.trade(s.state, 0, 1, "snare_trap")
    assert err.value.key == "dc_items.refusal.not_owned"


def test_dc_item_04_run_between_combats_allows_trading():
    """DC-ITEM-04: in a run, the market stage is outside combat; a horde being fought is not."""
    from game.desconfronto.state import RunState

    s = session(["tesser", "pharanor"], FOES, seed=4, items={"tesser": ["healing_potion"]})
    s.state.run = RunState(stage="combat")
    assert items.in_combat(s.state)
    s.state.run.stage = "market"
    assert not items.in_combat(s.state)
    items.trade(s.state, 0, 1, "healing_potion")
    assert s.state.heroes[1].bag == ["healing_potion"]


def test_dc_item_log_lines_and_refusals_in_both_languages():
    """Every new log line and refusal has English and Portuguese text with the same placeholders."""
    en = read_toml(DATA.parents[1] / "i18n" / "en" / "dc_items.toml")
    pt = read_toml(DATA.parents[1] / "i18n" / "pt_BR" / "dc_items.toml")
    assert en.keys() == pt.keys()
    for table in ("event", "dc_items"):
        flat_en = {k: v for sub in en[table].values() for k, v in sub.items()}
        flat_pt = {k: v for sub in pt[table].values() for k, v in sub.items()}
        assert flat_en.keys() == flat_pt.keys()
        for k, v in flat_en.items():
            assert sorted(_holes(v)) == sorted(_holes(flat_pt[k])), k


def _holes(text):
    import string

    return [f for _, f, _, _ in string.Formatter().parse(text) if f]


# Scenarios emitting this part's events, for tests/game/desconfronto/test_event_decl.py.
def scenario_item_given_and_traded():
    s = session(["tesser", "pharanor"], FOES, seed=4)
    s.state.phase = "over"
    return items.give(s.state, 0, "fire_bomb") + items.trade(s.state, 0, 1, "fire_bomb")


ITEM_SCENARIOS = (scenario_item_given_and_traded,)

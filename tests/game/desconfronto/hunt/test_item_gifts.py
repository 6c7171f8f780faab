"""DC-ITEM-04 (L311, "Items may be traded freely outside combat, never during it"): the shopper's gifts
in the Wandering Market (``GiveItem``, gifts.py). Legendary Weapons and Personal Artifacts never change
hands (L228), nor the head item; only the seat shopping now gives, and only its own items."""

from __future__ import annotations

import pytest

from game.ai.bots import GreedyBot
from game.core.actions import IllegalAction
from game.core.i18n import set_language
from game.core.refusal_text import render
from game.core.session import Session
from game.desconfronto import GAME, gifts, items
from game.desconfronto.run_actions import Buy, ChooseTier, DoneShopping, GiveItem

from .hunt_helpers import hunt_session, leave_market, roll_horde, win_combat

HEROES = ["tesser", "pharanor"]


def at_market(heroes: list[str] = HEROES, bag: list[str] | None = None, seed: int = 11) -> Session:
    """The 1st horde won, the Leader shopping; the Leader's bag holds ``bag``."""
    s = hunt_session(heroes, seed=seed)
    roll_horde(s, 1, ["hit2"] * len(heroes))
    win_combat(s)
    s.state.heroes[0].bag += bag if bag is not None else ["healing_potion", "fire_bomb"]
    s.touch()
    assert s.state.pending.kind == "market" and s.state.pending.player == 0
    return s


def refusal_key(s: Session, action: GiveItem) -> str:
    with pytest.raises(IllegalAction) as err:
        s.apply(action)
    return err.value.key


def test_dc_item_04_gift_in_the_market_moves_the_item_to_the_receivers_bag():
    s = at_market()
    events = s.apply(GiveItem(0, "healing_potion", 1))
    h0, h1 = s.state.heroes
    assert h0.bag == ["fire_bomb"] and h1.bag == ["healing_potion"]
    assert [e.kind for e in events] == ["dc.item_traded"]
    assert events[0].data == {"hero": 0, "target": "h1", "item": "healing_potion"}
    assert s.state.pending.kind == "market" and s.state.pending.player == 0  # still the giver's turn
    assert s.state.phase == "run" and s.state.run.stage == "market"


def test_dc_item_04_gift_is_described_in_both_languages():
    s = at_market()
    action = GiveItem(0, "healing_potion", 1)
    set_language("en")
    try:
        assert GAME.describe_action(s.state, action) == "Give Healing Potion to Pharanor"
        events = s.apply(action)
        assert GAME.describe_event(s.state, events[0]) == "Hero Tesser gives Healing Potion to Pharanor."
        set_language("pt_BR")
        assert GAME.describe_event(s.state, events[0]) == "Herói Tesser entrega Poção de Cura a Pharanor."
        assert GAME.describe_action(s.state, GiveItem(0, "fire_bomb", 1)) == "Dar Bomba de Fogo a Pharanor"
    finally:
        set_language("en")


def test_dc_item_04_gifts_listed_for_the_shopper_only_each_own_item_to_each_other_hero():
    s = at_market(["tesser", "pharanor", "artan"], ["healing_potion", "healing_potion", "fire_bomb"])
    gifts_now = [a for a in GAME.legal_actions(s.state) if isinstance(a, GiveItem)]
    assert gifts_now == [
        GiveItem(0, "healing_potion", 1),
        GiveItem(0, "healing_potion", 2),
        GiveItem(0, "fire_bomb", 1),
        GiveItem(0, "fire_bomb", 2),
    ]
    assert all(GAME.rule_refusal(s.state, a) is None for a in gifts_now)
    s.apply(GiveItem(0, "healing_potion", 2))
    assert s.state.heroes[0].bag == ["healing_potion", "fire_bomb"]  # one card of the two moved
    assert s.state.heroes[2].bag == ["healing_potion"]


def test_dc_item_04_the_active_item_may_be_given_the_bags_copy_first():
    s = at_market(bag=["healing_potion"])
    h0 = s.state.heroes[0]
    h0.item = "healing_potion"  # a potion swapped in as the Active Item, another copy in the bag
    s.touch()
    s.apply(GiveItem(0, "healing_potion", 1))
    assert h0.item == "healing_potion" and h0.bag == []
    s.apply(GiveItem(0, "healing_potion", 1))
    assert h0.item == "" and s.state.heroes[1].bag == ["healing_potion", "healing_potion"]


def test_dc_item_04_gift_refused_during_a_combat():
    s = hunt_session(HEROES, seed=11)
    roll_horde(s, 1, ["hit2", "hit2"])
    s.state.heroes[0].bag.append("healing_potion")
    s.touch()
    assert s.state.run.stage == "combat" and s.state.phase == "hero"
    action = GiveItem(0, "healing_potion", 1)
    assert action not in GAME.legal_actions(s.state)
    assert refusal_key(s, action) == "dc_items.refusal.in_combat"
    assert s.state.heroes[0].bag == ["healing_potion"] and s.state.heroes[1].bag == []


def test_dc_item_04_gift_refused_during_the_boss_fight():
    s = Session.new(GAME, {"mode": "boss", "players": 2, "heroes": HEROES}, 3)
    s.state.heroes[0].bag.append("fire_bomb")
    s.touch()
    assert refusal_key(s, GiveItem(0, "fire_bomb", 1)) == "dc_items.refusal.in_combat"


def test_dc_item_04_gift_refused_outside_the_market_between_combats():
    s = hunt_session(HEROES, seed=11)
    roll_horde(s, 1, ["hit1", "hit2"])  # seat 0 chooses its creature's tier: not a market
    s.state.heroes[0].bag.append("healing_potion")
    s.touch()
    assert s.state.pending.kind == "tier"
    assert refusal_key(s, GiveItem(0, "healing_potion", 1)) == "dc_gifts.refusal.market_only"
    s.apply(ChooseTier(0, 1))


@pytest.mark.parametrize("kind", ["weapon", "artifact"])
def test_dc_item_04_legendary_weapons_and_personal_artifacts_are_never_given(kind):
    """L228: artifacts "cannot be transferred between players"."""
    s = at_market(bag=[])
    weapon, artifact = items.artifacts_of("tesser")
    item = weapon if kind == "weapon" else artifact
    items.give(s.state, 0, item)
    s.touch()
    assert not [a for a in GAME.legal_actions(s.state) if isinstance(a, GiveItem)]
    assert refusal_key(s, GiveItem(0, item, 1)) == "dc_items.refusal.not_transferable"
    assert item in s.state.heroes[0].bag and s.state.heroes[1].bag == []


def test_dc_item_04_the_head_item_is_never_given():
    s = at_market(bag=[])
    head = s.state.heroes[0].item
    assert head == items.starting_item("tesser") and items.ITEMS[head].kind == "equipment"
    assert refusal_key(s, GiveItem(0, head, 1)) == "dc_items.refusal.not_transferable"
    assert s.state.heroes[0].item == head


def test_dc_item_04_only_the_shopper_gives_and_only_its_own_items():
    s = at_market()
    s.state.heroes[1].bag.append("snare_trap")
    s.touch()
    # seat 1 waits for its turn at the market: it may not give now, not even its own trap
    assert refusal_key(s, GiveItem(1, "snare_trap", 0)) == "dc_gifts.refusal.not_shopper"
    # the shopper gives only what its own hero holds (a seat acts only for itself)
    assert refusal_key(s, GiveItem(0, "snare_trap", 1)) == "dc_items.refusal.not_owned"
    assert refusal_key(s, GiveItem(0, "healing_potion", 0)) == "dc_items.refusal.same_hero"
    assert refusal_key(s, GiveItem(0, "healing_potion", 5)) == "dc_gifts.refusal.no_such_hero"
    s.apply(DoneShopping(0))
    s.apply(GiveItem(1, "snare_trap", 0))  # its own turn now: a gift the other way
    assert s.state.heroes[0].bag == ["healing_potion", "fire_bomb", "snare_trap"]


def test_dc_item_04_refusals_read_as_sentences_in_both_languages():
    for refusal in (gifts.IN_COMBAT, gifts.MARKET_ONLY, gifts.NOT_SHOPPER, gifts.NO_SUCH_HERO):
        en, pt = render(refusal, "en"), render(refusal, "pt_BR")
        assert en and pt and en != pt and "." in en and "." in pt
        assert refusal.key not in en and refusal.key not in pt


def test_dc_item_04_a_gift_is_undone_until_its_seat_leaves_the_market():
    s = at_market()
    s.apply(GiveItem(0, "fire_bomb", 1))
    assert s.can_undo and s.undo()
    assert s.state.heroes[0].bag == ["healing_potion", "fire_bomb"] and s.state.heroes[1].bag == []
    s.apply(GiveItem(0, "fire_bomb", 1))
    s.apply(DoneShopping(0))  # leaving hands the market on: the session's barrier
    assert not s.can_undo
    assert s.state.heroes[1].bag == ["fire_bomb"]


def test_dc_item_04_a_gift_survives_save_and_load():
    s = at_market()
    s.apply(GiveItem(0, "fire_bomb", 1))
    loaded = GAME.from_json(GAME.to_json(s.state))
    assert loaded.heroes[1].bag == ["fire_bomb"] and loaded.heroes[0].bag == ["healing_potion"]
    assert loaded.pending == s.state.pending and GAME.legal_actions(loaded) == GAME.legal_actions(s.state)


def test_dc_item_04_the_greedy_bot_never_prefers_a_gift():
    """A gift leaves the heuristic's sum of items unchanged; each gift of a market visit weighs against
    it, so the one-ply bot leaves or buys instead, and never gives items back and forth."""
    for seed in range(6):
        s = at_market(["tesser", "pharanor", "kandra"], ["healing_potion", "fire_bomb", "snare_trap"], seed=seed)
        s.state.fragments = 0  # nothing to buy: leaving and the gifts are the choices
        s.touch()
        bot = GreedyBot(seed)
        while s.state.phase == "run" and s.state.pending.kind == "market":
            action = bot.choose_for(s, s.state.pending.player)
            assert not isinstance(action, GiveItem), action
            s.apply(action)


def test_dc_item_04_greedy_hunts_make_no_gift():
    """Whole greedy Hunts (market choices included) never give an item."""
    for seed in (1, 2):
        s = hunt_session(["artan", "fildon"], seed=seed)
        bots = [GreedyBot(seed * 10 + k) for k in range(2)]
        while s.is_over() is None and len(s.actions) < 3000:
            seat = GAME.current_player(s.state)
            s.apply(bots[seat].choose_for(s, seat))
        assert s.is_over() is not None
        assert not [a for a in s.actions if isinstance(a, GiveItem)]


def test_dc_item_04_gift_and_buy_share_the_market_visit():
    """A gift does not use a purchase: the market's caps are the purchases' only."""
    s = at_market()
    left = dict(s.state.run.market)
    cash = s.state.fragments
    s.apply(GiveItem(0, "fire_bomb", 1))
    assert s.state.run.market == left and s.state.fragments == cash
    buy = next(a for a in GAME.legal_actions(s.state) if isinstance(a, Buy) and a.what == "item")
    s.apply(buy)
    assert buy.ref in s.state.heroes[0].bag
    leave_market(s)

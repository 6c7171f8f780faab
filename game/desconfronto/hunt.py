"""Hunt mode (DC-HUNT-01..12, L199-231): four hordes, the Wandering Market after each, then the Boss.

The run around the combats lives in ``state.run`` (``RunState``); a combat is the ordinary engine,
entered through ``combats.start_combat`` and left through ``outcome`` (which calls
``after_combat`` here through the ``run_after_combat`` hook of ``run_layer``: outcome.py sits below).
Between combats ``state.phase`` is ``"run"`` and a stored pending choice says who decides:

* ``tier``: a seat whose tier die showed "player decides" picks its creature's tier (DC-HUNT-04);
* ``market``: the seat shopping in the Wandering Market (market.py), seats in turn order;
* ``boss_lost``: the Leader fights the Boss again or gives the Hunt up (DC-BOSS-23);
* ``horde_lost``: with the ``hunt_retry`` variant, the same for a lost horde.

Rulings (RULES.md "Hunt"): the tier die key is AMB-14's; a lost or fled horde ends the Hunt in
defeat (AMB-23; with ``hunt_retry`` the Leader may fight that horde again); after a defeat by the Boss
the group may fight it again from the first form (L462). ``BOSS_TRIES`` defeats in all (hordes
retried and Boss fights) end the Hunt, so a Hunt always ends.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.core.refusal import Refusal
from game.desconfronto import boss, combats, gifts, items, market, rests
from game.desconfronto.creatures import BY_TIER
from game.desconfronto.dice import roll_face
from game.desconfronto.event import ev
from game.desconfronto.run_actions import Buy, ChooseTier, DoneShopping, FightAgain, GiveItem, TakeRest
from game.desconfronto.state import CombatState, RunState

HORDES = 4  # DC-HUNT-01
BOSS_HORDE = HORDES + 1
BOSS_TRIES = 3  # authored: a Hunt must end; L462 restarts the fight, the group may stop trying
# DC-HUNT-04 / AMB-14: the tier die's key, in the printed order (0 = the player decides)
TIER_KEY = {"hit1": 0, "hit2": 2, "corrupted": 3, "purified": 1}
RUN = "run"  # state.phase between combats


def start(state: CombatState) -> list[Event]:
    """A new Hunt: the first horde's tier dice (the heroes are set up as for any combat, DC-HUNT-02)."""
    state.run = RunState(mode="hunt")
    return begin_horde(state, 1)


def _ask(state: CombatState, kind: str, seat: int, **data: object) -> None:
    state.phase = RUN
    state.pending = Choice(kind, seat, dict(data))
    state.attack = None
    state.attack_queue = []


def begin_horde(state: CombatState, horde: int) -> list[Event]:
    """DC-HUNT-03/04: one creature per player, each player's die setting one creature's tier."""
    run = state.run
    assert run is not None
    run.horde, run.stage = horde, "tiers"
    run.rolled = [roll_face(state) for _ in state.heroes]
    run.chosen = [TIER_KEY[f] for f in run.rolled]
    cm = {"roller": state.master.seat} if state.master is not None else {}  # DC-CM-02: the Master rolls
    events = [ev("dc.hunt_tiers_rolled", {"horde": horde, "faces": list(run.rolled), **cm}, reveals=True)]
    return events + _next_tier_or_fight(state)


def _next_tier_or_fight(state: CombatState) -> list[Event]:
    run = state.run
    assert run is not None
    for seat, tier in enumerate(run.chosen):
        if tier == 0:
            _ask(state, "tier", seat, horde=run.horde)
            return []
    return fight_horde(state)


def fight_horde(state: CombatState) -> list[Event]:
    """DC-HUNT-05/06: the creatures placed lowest tier first; the spoils are the tiers' sum."""
    run = state.run
    assert run is not None
    run.tiers = sorted(run.chosen)
    ids: list[str] = []
    for t in run.tiers:
        pool = [c for c in BY_TIER[t] if c not in ids]  # no Guardian is among them (DC-HUNT-02)
        ids.append(state.rng.choice(pool))
    run.stage = "combat"
    state.pending = None
    events = [ev("dc.horde_started", {"horde": run.horde, "tiers": list(run.tiers), "creatures": ids})]
    return events + combats.start_combat(state, ids, sum(run.tiers))


def after_combat(state: CombatState, result: str) -> list[Event]:
    """A combat of the Hunt is over (``outcome`` has paid its spoils and stood the heroes up)."""
    run = state.run
    assert run is not None
    run.history.append({"horde": run.horde, "result": result, "tiers": list(run.tiers)})
    if state.boss is not None:
        return _after_boss(state, result)
    if result != "won":
        run.wins = 0  # "4 consecutive victories" (L231): the streak is broken
        if state.options.get("hunt_retry"):
            run.boss_tries += 1  # one count of defeats for the whole Hunt (hordes and the Boss)
            if run.boss_tries >= BOSS_TRIES:
                return _end(state, "lost")
            run.stage = "horde_lost"
            _ask(state, "horde_lost", 0, tries=run.boss_tries)
            return []
        return _end(state, "lost")
    run.wins += 1
    events: list[Event] = []
    if 3 in run.tiers:  # DC-HUNT-07: exactly one artifact, however many Tier III creatures
        events += _artifact_spoil(state)
    return events + open_market(state)


def _artifact_spoil(state: CombatState) -> list[Event]:
    pile = items.artifact_pile(state)
    if not pile:
        return []
    item = state.rng.choice(pile)
    seat = state.seat_of[items.ITEMS[item].hero]  # it goes to the hero it belongs to (not transferable)
    return [ev("dc.artifact_won", {"hero": seat, "item": item}, reveals=True), *items.give(state, seat, item)]


def open_market(state: CombatState) -> list[Event]:
    """DC-HUNT-09: the Wandering Market after the horde just won; the 4th gives a Long Rest first."""
    run = state.run
    assert run is not None
    run.stage = "market"
    run.market = market.caps(run.horde, len(state.heroes), bool(state.options.get("hunt_market_literal")))
    run.rest = "short_or_items" if run.horde == 2 else ("long" if run.horde == HORDES else "")
    run.shopper = 0
    events = [ev("dc.market_opened", {"horde": run.horde, **run.market})]
    if run.rest == "long":
        for h in state.heroes:
            events += rests.long_rest(state, h.seat)
    _ask(state, "market", 0, horde=run.horde)
    return events


def _end(state: CombatState, result: str) -> list[Event]:
    run = state.run
    assert run is not None
    run.stage = "done"
    state.phase = "over"
    state.pending = None
    state.outcome = {"result": result}
    return [ev(f"dc.hunt_{result}", {"horde": run.horde})]


def _after_boss(state: CombatState, result: str) -> list[Event]:
    run = state.run
    assert run is not None
    if result == "won":  # DC-BOSS-22: Gûrthur's fall completes the Hunt
        return _end(state, "won")
    run.boss_tries += 1
    if run.boss_tries >= BOSS_TRIES:
        return _end(state, "lost")
    run.stage = "boss_lost"
    _ask(state, "boss_lost", 0, tries=run.boss_tries)
    return []


def begin_boss(state: CombatState) -> list[Event]:
    """DC-HUNT-11: four victories in a row unlock Daegur."""
    run = state.run
    assert run is not None
    run.horde, run.stage, run.tiers = BOSS_HORDE, "boss", []
    return [ev("dc.boss_unlocked", {"wins": run.wins}), *_boss_fight(state, boss.start_boss)]


def _boss_fight(state: CombatState, begin: Callable[[CombatState], list[Event]]) -> list[Event]:
    """The Boss is fought as a combat of its own: the heroes readied as for any combat, then the mat."""
    state.pending = None
    state.turn, state.flags, state.spoils = 1, {}, 0
    combats.ready_heroes(state)
    return begin(state)


# ------------------------------------------------------------------ decisions between combats
NOT_OFFERED = Refusal("refusals.dc.not_offered")
WRONG_SEAT = Refusal("illegal.not_your_turn")


def refusal(state: CombatState, action: Action) -> Refusal | None:
    """Between combats only what ``legal`` lists, by the seat the pending choice names."""
    if type(action) is GiveItem:  # DC-ITEM-04: its own sentences (gifts.py)
        assert isinstance(action, GiveItem)
        return gifts.refusal(state, action)
    pend = state.pending
    if pend is None or action.player != pend.player:
        return WRONG_SEAT
    return None if action in legal(state) else NOT_OFFERED


def legal(state: CombatState) -> list[Action]:
    pend = state.pending
    run = state.run
    if pend is None or run is None:
        return []
    p = pend.player
    kind = pend.kind
    if kind == "tier":
        return [ChooseTier(p, t) for t in (1, 2, 3)]
    if kind in ("boss_lost", "horde_lost"):
        return [FightAgain(p, True), FightAgain(p, False)]
    acts: list[Action] = [Buy(p, o.what, o.ref) for o in market.offers(state, p)]
    if can_rest(state, p):
        acts.append(TakeRest(p))
    acts.append(DoneShopping(p))
    acts += gifts.gift_actions(state, p)  # DC-ITEM-04: listed last, after the market's own choices
    return acts


def can_rest(state: CombatState, seat: int) -> bool:
    """AMB-15c: the Short Rest is the group's one option instead of the items and artifacts; the
    Leader takes it before anything of those is bought."""
    run = state.run
    return run is not None and run.rest == "short_or_items" and seat == 0


def apply(state: CombatState, action: Action) -> list[Event]:
    run = state.run
    assert run is not None
    t = type(action)
    if t is ChooseTier:
        assert isinstance(action, ChooseTier)
        run.chosen[action.player] = action.tier
        events = [ev("dc.tier_chosen", {"hero": action.player, "tier": action.tier})]
        return events + _next_tier_or_fight(state)
    if t is FightAgain:
        assert isinstance(action, FightAgain)
        if not action.again:
            return _end(state, "lost")
        if run.stage == "horde_lost":  # the variant: the same horde, rolled again
            return [ev("dc.hunt_retry", {"horde": run.horde}), *begin_horde(state, run.horde)]
        run.stage = "boss"
        state.pending = None
        return [ev("dc.boss_again", {"tries": run.boss_tries}), *_boss_fight(state, boss.restart)]
    if t is GiveItem:
        assert isinstance(action, GiveItem)
        return gifts.give(state, action)
    if t is TakeRest:
        run.rest = "short_taken"
        run.market["common"] = run.market["artifact"] = 0
        events = []
        for h in state.heroes:
            events += rests.short_rest(state, h.seat)
        return events
    if t is Buy:
        assert isinstance(action, Buy)
        if action.what in ("item", "artifact") and run.rest == "short_or_items":
            run.rest = ""  # the group chose the items: the Short Rest is gone
        return market.buy(state, action.player, action.what, action.ref)
    # DoneShopping: the next seat shops, or the Hunt goes on
    if run.rest == "short_or_items":
        run.rest = ""  # the Leader left without resting
    if run.shopper + 1 < len(state.heroes):
        run.shopper += 1
        _ask(state, "market", run.shopper, horde=run.horde)
        return [ev("dc.done_shopping", {"hero": action.player})]
    events = [ev("dc.done_shopping", {"hero": action.player})]
    if run.horde >= HORDES:
        if run.wins >= HORDES:  # DC-HUNT-11: four victories in a row
            return events + begin_boss(state)
        return events + begin_horde(state, HORDES)  # hunt_retry broke the streak: the 4th horde again
    return events + begin_horde(state, run.horde + 1)

"""The worldcrawler (DC-CMP-04..30): the campaign's decisions between combats, on the run layer.

A campaign is a run (``state.run``, ``mode = "campaign"``) with the map in ``state.campaign``. Between
combats ``state.phase`` is ``"run"`` and a stored pending choice says who decides (the Leader, seat 0,
decides for the group, as in the Hunt):

* ``map``: where the group goes — ``Move`` (the one movement point, L249), ``Travel`` (Fast Travel, L266),
  ``Stay`` (fight the card again, AMB-24), ``Camp`` (a rest token after a won combat, L269),
  ``FaceTenebrah`` (DC-SEC-02);
* ``road``: the road event's option (DC-CMP-19); ``discard``: a seat's discard the event asked for;
* ``path``: a hero's Prestige mission choice (DC-CMP-22);
* ``market``: after a won combat each seat buys Skill Tree abilities and, on a shop card, items (L112,
  L305-311, L352), seats in turn; then the map.

Readings (RULES.md "Campaign"): after every combat — won, lost, fled or escaped — the group has its one
move or a Fast Travel (AMB-24); a lost combat leaves it on the card (L342). The campaign ends when Gûrthur
falls (DC-CMP-29); with ``general_exhaustion`` a lost combat ends it in defeat (L345).
"""

from __future__ import annotations

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.core.refusal import Refusal
from game.desconfronto import gifts, market, rests
from game.desconfronto.campaign import fights, pharanor, road, side_missions, world
from game.desconfronto.campaign.world import KALAHAD, camp_of, here
from game.desconfronto.campaign_actions import (
    Camp,
    ChoosePath,
    DiscardCard,
    EndCampaign,
    FacePharanor,
    FaceTenebrah,
    Move,
    RoadChoice,
    Stay,
    Travel,
)
from game.desconfronto.event import ev
from game.desconfronto.run_actions import Buy, DoneShopping, GiveItem
from game.desconfronto.state import CampaignState, CombatState, RunState

RUN = "run"
SHOP_CAP = 99  # a shop card sells what the shop holds (the stock is the limit, DC-ITEM-03)
NOT_OFFERED = Refusal("refusals.dc.not_offered")
WRONG_SEAT = Refusal("illegal.not_your_turn")


def start(state: CombatState) -> list[Event]:
    """DC-CMP-04/13: the group at Kalahad; Scroll 1 (read at setup) and Scroll 2's introduction, then the
    K0 combat."""
    m = world.the_map()
    face_up = bool(state.options.get("face_up_map"))
    state.run = RunState(mode="campaign", stage="map", horde=0)
    state.campaign = camp = CampaignState(
        revealed=sorted(m.cards) if face_up else [KALAHAD],
        pages=["scroll1", "scroll2.intro"],
        entered=["red"],
    )
    camp.deck = road.new_deck(state)
    events = [ev("dc.campaign_started", {"card": KALAHAD})]
    return events + fights.begin(state)


def _ask(state: CombatState, kind: str, seat: int, **data: object) -> None:
    state.phase = RUN
    state.pending = Choice(kind, seat, dict(data))
    state.attack = None
    state.attack_queue = []


def ask_map(state: CombatState) -> None:
    run = state.run
    assert run is not None
    run.stage = "map"
    _ask(state, "map", 0, card=camp_of(state).at)


def after_combat(state: CombatState, result: str) -> list[Event]:
    """A campaign combat is over (``outcome`` paid the fragments of a victory and stood the heroes up)."""
    camp = camp_of(state)
    run = state.run
    assert run is not None
    run.history.append({"card": camp.at, "result": result, "creatures": list(camp.combat.get("creatures", []))})
    fight, camp.combat = camp.combat, {}
    if pharanor.fighting(fight):  # DC-SEC-05: the last battle is over, and with it the campaign
        return pharanor.after(state, result, fight) + _end(state, "won")
    if state.boss is not None:  # the final battle
        state.boss = None
        if result == "won":  # DC-CMP-29: Gûrthur has fallen
            if pharanor.eligible(state):  # DC-SEC-05: the post-game's last battle may follow (L482)
                return _scroll7_conclusion(state) + pharanor.offer(state)
            return _end(state, "won")
        camp.boss_tries += 1
        if state.options.get("general_exhaustion"):
            return _end(state, "lost")
        ask_map(state)
        return [ev("dc.final_battle_lost", {"tries": camp.boss_tries})]
    if result != "won":
        camp.won_here = False
        if result == "lost" and state.options.get("general_exhaustion"):  # L345
            return _end(state, "lost")
        ask_map(state)
        return []
    events = fights.spoils(state)
    if camp.at == KALAHAD and "red" not in camp.left:  # L257: Scroll 2's conclusion after the K0 combat
        camp.left.append("red")
        camp.pages.append("scroll2.conclusion")
        events.append(ev("dc.page", {"page": "scroll2.conclusion"}))
    if not camp.finale and world.guardians_beaten(state) == len(world.the_map().corners()):
        camp.finale = True  # AMB-33: the four Guardians beaten open Scroll 7 and the final battle
        events.append(ev("dc.finale_open", {"guardians": world.guardians_beaten(state)}))
    events += side_missions.on_victory(state)
    return events + _after_missions(state)


def _after_missions(state: CombatState) -> list[Event]:
    seat = side_missions.path_owed(state)
    if seat >= 0:
        run = state.run
        assert run is not None
        run.stage = "path"
        state.phase = RUN
        side_missions.ask_path(state, seat)
        return []
    return open_market(state)


def open_market(state: CombatState) -> list[Event]:
    """After a won combat: abilities for everyone, items too on a shop card (L112)."""
    run = state.run
    assert run is not None
    run.stage = "market"
    shop = "shop" in here(state).symbols
    run.market = {"common": SHOP_CAP} if shop else {}
    run.shopper = 0
    _ask(state, "market", 0, card=camp_of(state).at, shop=shop)
    return [ev("dc.campaign_market", {"card": camp_of(state).at, "shop": shop})]


def _end(state: CombatState, result: str) -> list[Event]:
    run = state.run
    assert run is not None
    run.stage = "done"
    state.phase = "over"
    state.pending = None
    state.outcome = {"result": result}
    events = _scroll7_conclusion(state) if result == "won" else []
    return [*events, ev(f"dc.campaign_{result}", {"card": camp_of(state).at})]


def _scroll7_conclusion(state: CombatState) -> list[Event]:
    camp = camp_of(state)
    events = []
    for page in ("scroll7.conclusion",):
        if page not in camp.pages:
            camp.pages.append(page)
            events.append(ev("dc.page", {"page": page}))
    return events


# ------------------------------------------------------------------ the map's choices
def map_actions(state: CombatState) -> list[Action]:
    if pharanor.offered(state):  # DC-SEC-05: after Gûrthur's fall, the last battle or the end
        return pharanor.actions(state)
    camp = camp_of(state)
    acts: list[Action] = [Move(0, to) for to in world.neighbours(camp.at)]
    for cid in camp.revealed:
        if cid != camp.at and world.card(state, cid).fast_travel <= state.fragments:
            acts.append(Travel(0, cid))
    if world.hostile(state, camp.at):
        acts.append(Stay(0))
    for kind in camp_kinds(state):
        acts.append(Camp(0, kind))
    if can_face_tenebrah(state):
        acts.append(FaceTenebrah(0))
    return acts


def camp_kinds(state: CombatState) -> list[str]:
    """DC-CMP-16: a rest token may be placed after a won combat, on a card without a camp; with
    ``moveable_camp`` (AMB-18) a placed token may be picked up again for it."""
    camp = camp_of(state)
    if not camp.won_here or camp.at in camp.camps:
        return []
    kinds = list(camp.tokens)
    if state.options.get("moveable_camp"):
        kinds += [k for k in camp.camps.values() if k not in kinds]
    return sorted(set(kinds), key=("short", "long").index)


def can_face_tenebrah(state: CombatState) -> bool:
    """DC-SEC-01/02 (L479): in a second campaign, on P5, all the Akari beaten and Scroll 7's
    introduction read, the group may swap P5 for its corrupted version."""
    camp = camp_of(state)
    return (
        int(state.setup.get("campaigns_done", 0)) >= 1
        and camp.at == world.SECRET_SPOT
        and not camp.swapped
        and world.akari_beaten(state)
        and "scroll7.intro" in camp.pages
    )


def arrive(state: CombatState, to: str) -> list[Event]:
    """The group token enters ``to``: revealed, pages read, then a camp's rest, a road event or a combat."""
    camp = camp_of(state)
    events: list[Event] = []
    if to not in camp.revealed:
        camp.revealed.append(to)
        events.append(ev("dc.card_revealed", {"card": to}, reveals=True))
    pages = world.arrival_pages(state, to)
    camp.at = to
    camp.moves += 1
    camp.won_here = False
    events.append(ev("dc.group_moved", {"card": to}))
    events += [ev("dc.page", {"page": p}) for p in pages]
    if not world.hostile(state, to) and not (camp.finale and to == KALAHAD):
        ask_map(state)  # DC-CMP-07: a camp is safe, no combat
        return events + [ev("dc.safe_card", {"card": to})]
    if "road_event" in here(state).symbols and not (camp.finale and to == KALAHAD):
        event_id = road.draw(state)
        camp.road = {"id": event_id}
        run = state.run
        assert run is not None
        run.stage = "road"
        _ask(state, "road", 0, event=event_id)
        return events + [ev("dc.road_event", {"event": event_id, "card": to}, reveals=True)]
    return events + fights.begin(state)


def _camp(state: CombatState, kind: str) -> list[Event]:
    camp = camp_of(state)
    if kind in camp.tokens:
        camp.tokens.remove(kind)
    else:  # moveable_camp: the token leaves its old card, which turns hostile again
        old = next(c for c, k in camp.camps.items() if k == kind)
        del camp.camps[old]
    camp.camps[camp.at] = kind
    events = [ev("dc.camp_made", {"card": camp.at, "kind": kind})]
    for h in state.heroes:
        events += rests.short_rest(state, h.seat) if kind == "short" else rests.long_rest(state, h.seat)
    ask_map(state)
    return events


# ------------------------------------------------------------------ the protocol's three doors
def legal(state: CombatState) -> list[Action]:
    pend = state.pending
    if pend is None or state.campaign is None:
        return []
    p = pend.player
    kind = pend.kind
    if kind == "map":
        return map_actions(state)
    if kind == "road":
        camp = camp_of(state)
        out: list[Action] = []
        for choice in ("a", "b"):
            if road.needs_hero(camp.road["id"], choice):
                out += [RoadChoice(p, choice, h.seat) for h in state.heroes]
            else:
                out.append(RoadChoice(p, choice, -1))
        return out
    if kind == "discard":
        return [DiscardCard(p, c) for c in dict.fromkeys(state.heroes[p].hand)]
    if kind == "path":
        return [ChoosePath(p, s) for s in side_missions.path_choices(state, p)]
    acts: list[Action] = [Buy(p, o.what, o.ref) for o in market.offers(state, p)]
    acts.append(DoneShopping(p))
    return acts + gifts.gift_actions(state, p)


def refusal(state: CombatState, action: Action) -> Refusal | None:
    if type(action) is GiveItem:
        assert isinstance(action, GiveItem)
        return gifts.refusal(state, action)
    pend = state.pending
    if pend is None or action.player != pend.player:
        return WRONG_SEAT
    return None if action in legal(state) else NOT_OFFERED


def apply(state: CombatState, action: Action) -> list[Event]:
    camp = camp_of(state)
    run = state.run
    assert run is not None
    t = type(action)
    if t is Move:
        assert isinstance(action, Move)
        return arrive(state, action.to)
    if t is Travel:
        assert isinstance(action, Travel)
        cost = world.card(state, action.to).fast_travel
        state.fragments -= cost
        return [ev("dc.fast_travel", {"card": action.to, "cost": cost}), *arrive(state, action.to)]
    if t is Stay:
        return [ev("dc.stayed", {"card": camp.at}), *fights.begin(state)]
    if t is Camp:
        assert isinstance(action, Camp)
        return _camp(state, action.rest)
    if t is FaceTenebrah:
        camp.swapped = True  # DC-SEC-02: P5 becomes its corrupted version, and its combat follows
        return [ev("dc.secret_revealed", {"card": world.SECRET_SPOT}, reveals=True), *fights.begin(state)]
    if t is FacePharanor:
        return pharanor.begin(state)
    if t is EndCampaign:
        return _end(state, "won")
    if t is RoadChoice:
        assert isinstance(action, RoadChoice)
        events = road.resolve(state, camp.road["id"], action.choice, action.hero)
        return events + _after_road(state)
    if t is DiscardCard:
        assert isinstance(action, DiscardCard)
        h = state.heroes[action.player]
        h.hand.remove(action.card)
        h.discard.put_top(action.card)
        owed = list(camp.road.get("discard", []))
        owed.remove(action.player)
        camp.road = {**camp.road, "discard": owed}
        events = [ev("dc.road_discard", {"hero": action.player, "card": action.card})]
        return events + _after_road(state)
    if t is ChoosePath:
        assert isinstance(action, ChoosePath)
        return side_missions.choose_path(state, action.player, action.subclass) + _after_missions(state)
    if t is GiveItem:
        assert isinstance(action, GiveItem)
        return gifts.give(state, action)
    if t is Buy:
        assert isinstance(action, Buy)
        return market.buy(state, action.player, action.what, action.ref)
    # DoneShopping: the next seat shops, or the group looks at the map
    events = [ev("dc.done_shopping", {"hero": action.player})]
    if run.shopper + 1 < len(state.heroes):
        run.shopper += 1
        _ask(state, "market", run.shopper, card=camp.at, shop=bool(run.market))
        return events
    ask_map(state)
    return events


def _after_road(state: CombatState) -> list[Event]:
    camp = camp_of(state)
    owed = [s for s in camp.road.get("discard", []) if state.heroes[s].hand]
    if owed:
        camp.road = {**camp.road, "discard": owed}
        _ask(state, "discard", owed[0], event=camp.road["id"])
        return []
    camp.road = {}
    return fights.begin(state)

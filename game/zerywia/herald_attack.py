"""The Herald's Attack (ZW-SCEN-27..29; L1167-L1171): a hero faces a random card of the Herald's
Attack deck as a Challenge, played decision by decision through the ordinary Challenge flow.

Outside the Epic Battle the Challenge has the normal one base Nix die (AMB-51); a Success gives an
Offering (L1169); afterwards the card goes back into the Herald's deck, shuffled in, so the next
Attack is random again (L1171). Several heroes in the Region the Herald reaches each face their own
card, one after another, in an order the players choose (AMB-33): ``attack`` queues them and, with
more than one waiting, the table answers ``FaceAttack`` for who goes next.

``start`` is what a Nix-phase step (or a move into the Herald's Region, ZW-ACT-44) calls; the
Challenge's end comes back through ``journey.challenge_decision``, which calls ``finish`` (the
Offering, the card back) and then, for this module's own context, ``after`` (the next hero queued,
or the step handed back to the phase). Another context (a move's attack) takes the result on in
``journey.settle_check`` like any Challenge.
"""

from __future__ import annotations

from game.core.actions import Event, IllegalAction
from game.core.piles import Pile
from game.zerywia import challenge as ch_
from game.zerywia.card_powers import add_initiation_shields
from game.zerywia.content import content
from game.zerywia.dice_site import nix_site
from game.zerywia.geography import Geography
from game.zerywia.offerings import gain_offering
from game.zerywia.state import ZerywiaState

CONTEXT = "herald_attack"  # a Challenge started by the Herald's Activation
UGHMOR = "ughmor"  # the Memory of the World's Herald (L1110)
NIX_BASE_OUTSIDE = 1  # AMB-51 (option-free: the normal rule)


def setup_deck(state: ZerywiaState, herald: str = UGHMOR) -> None:
    """The Herald's Attack deck, shuffled (a scenario's setup calls this, ZW-SCEN-16)."""
    state.herald_deck = Pile(content().attack_deck(herald))
    state.herald_deck.shuffle(state.rng)
    state.herald_used = Pile()


def draw_attack(state: ZerywiaState) -> str:
    """The top card of the Attack deck; the faced cards reshuffled when it runs out (L1202). A deck
    never set up (a state from before the Memory) is built on first use."""
    if not state.herald_deck and not state.herald_used:
        setup_deck(state)
    if not state.herald_deck:
        state.herald_deck.reshuffle_from(state.herald_used, state.rng)
    return state.herald_deck.draw()


def start(
    state: ZerywiaState,
    geo: Geography,
    seat: int,
    events: list[Event],
    *,
    nix_base: int = NIX_BASE_OUTSIDE,
    context: str = CONTEXT,
    card: str | None = None,
    extra_nix: int = 0,
) -> str:
    """The hero at ``seat`` faces ``card`` (default: a random one from the deck) as a Challenge with
    ``nix_base`` base Nix dice (1 outside the battle, AMB-51; 2 inside, ZW-SCEN-35) plus the Region's
    Murk, the Blackstone over its Thymor and ``extra_nix``, capped at 3 (ZW-CHAL-14). The hero's
    turn holds the Challenge: ``state.active`` is the hero, ``state.step`` "challenge",
    ``state.context`` ``context``. Returns the card's id."""
    hero = state.heroes[seat]
    if hero.lost:
        raise IllegalAction("zerywia.refuse.hero_removed")
    if card is None:
        card = draw_attack(state)
    state.challenge, started = ch_.start(
        card, [hero], geo.terrains.get(hero.region, ()), state.options,
        extra_nix=nix_base - 1 + extra_nix, **nix_site(state, geo, hero.region),
    )
    events.append(Event("zerywia.herald.attack", {"seat": seat, "card": card}))
    events += started
    events += add_initiation_shields(state.challenge.shields, [hero], state.time, geo.thymor_of)  # ZW-HERO-18/28
    state.active, state.step, state.context = seat, "challenge", context
    return card


def attack(state: ZerywiaState, geo: Geography, seats: list[int], events: list[Event]) -> None:
    """ZW-SCEN-27/28: the heroes at ``seats`` are attacked: one waiting starts at once; several
    wait for the table to say who faces theirs first (``face``)."""
    state.herald_queue = [s for s in seats if not state.heroes[s].lost]
    _next(state, geo, events)


def face(state: ZerywiaState, geo: Geography, seat: int, events: list[Event]) -> None:
    """AMB-33: the hero the players chose faces its Attack card now."""
    if seat not in state.herald_queue or state.active >= 0:
        raise IllegalAction("zerywia.refuse.not_attacked")
    state.herald_queue.remove(seat)
    start(state, geo, seat, events)


def _next(state: ZerywiaState, geo: Geography, events: list[Event]) -> None:
    if len(state.herald_queue) == 1:
        start(state, geo, state.herald_queue.pop(), events)


def finish(state: ZerywiaState, ch: ch_.Challenge, success: bool, events: list[Event]) -> None:
    """The Resolution's consequences outside the battle: a Success gives 1 Offering (L1169, while
    the box has one, ZW-RES-01); the card goes back into the Herald's deck, shuffled (L1171)."""
    hero = state.heroes[ch.seats[0]]
    if success and gain_offering(state.heroes, hero):
        events.append(Event("zerywia.herald.offering", {"seat": hero.seat}))
    state.herald_deck.put_top(ch.enemy)
    state.herald_deck.shuffle(state.rng)


def after(state: ZerywiaState, geo: Geography, events: list[Event]) -> None:
    """A Nix-phase Attack is over: the next hero queued, or the step back to the phase."""
    state.active, state.step, state.context = -1, "", ""
    _next(state, geo, events)

"""Nix's Phase of the Memory of the World (ZW-SCEN-20/21, ZW-SCEN-26..32; L1150-L1176).

1 the Herald's Activation (``begin``): Ughmor moves by the Thymor and Location dice (a Chasm on
either, AMB-05, sends him to the Chasm). A hero standing where he arrives faces a random Herald's
Attack card as a Challenge with the normal 1 base Nix die (AMB-51), Success giving an Offering, and
the Threat is not increased; several heroes there each face their own card, one after another in
the order the table picks (AMB-33; ``herald_attack``, the epic helper's). With nobody there he Increases Threat. Then each hero not attacked rolls a Nix die: in
the Herald's Thymor a Critical brings him to that hero's Region to attack it, a Murk Spreads the
Murk in its Thymor; in another Thymor a Hit Increases Threat in its Thymor, a Murk Spreads the
Murk, a Critical — only with the Herald on the Chasm — draws an Enemy fought as a Challenge. A hero
on the Chasm is in no Thymor and rolls nothing. Where in its Thymor the Murk or Threat goes is the
hero's pick, as the Path's Nix step reads it (AMB-35). A roll with an effect may be rerolled for an
Offering or 3 Trophies, as often as the hero pays (ZW-SCEN-32): a pending choice; a roll with no
effect is not offered (a reroll could only make it worse).

The steps wait on the players' answers (an overflow's Region, a Murk or Threat placed, a reroll, a
Challenge), so they are kept in ``ZerywiaState.nix_todo`` and ``advance`` takes the next one after
every action. 2-5 (``end``, the flow's closing hook): a Blackstone if any Thymor holds 3 Murkrifts
and Incursions together (AMB-10), the Ritual's Blackstone, Feed the Breed with 4 or more
Blackstones on the board counting the Statue's, and the fading at a Ritual's last Blackstone
(``memory_rituals.place_blackstone``).
"""

from __future__ import annotations

from game.core.actions import Event, IllegalAction
from game.core.pending import Choice
from game.zerywia import gods, herald_attack, journey
from game.zerywia.dice import roll_face
from game.zerywia.geography import CHASM, Geography
from game.zerywia.hero import Hero
from game.zerywia.land import MURK, THREAT
from game.zerywia.memory_rituals import place_blackstone
from game.zerywia.nix import herald_roll, overflow
from game.zerywia.offerings import AMBER, pay_offering
from game.zerywia.state import ZerywiaState

HERALD_ROLL = "herald_roll"
THREE_RIFTS = 3  # ZW-SCEN-21
FEED_AT = 4  # ZW-SCEN-20 step 4


def begin(state: ZerywiaState, geo: Geography, events: list[Event]) -> None:
    region = herald_roll(state, geo, events)
    attacked: list[int] = []
    if region != CHASM:
        attacked = [h.seat for h in state.heroes if h.region == region and not h.lost]
        if not attacked:  # ZW-SCEN-26: Increase Threat where he stands
            overflow(state, geo, THREAT, region, 0, events)
    rollers = [h.seat for h in state.heroes if h.seat not in attacked and not h.lost and h.region in geo.thymor_of]
    state.nix_todo = [f"roll:{s}" for s in rollers]
    if attacked:  # ZW-SCEN-27/28: each its own card, in the order the table picks (herald_attack)
        herald_attack.attack(state, geo, attacked, events)
    advance(state, geo, events)


def waiting(state: ZerywiaState) -> bool:
    """A step is waiting on a player: an overflow, a token to place, a reroll, a Challenge."""
    return bool(state.chain is not None or state.pending is not None or state.to_place or state.to_threat
                or state.active >= 0 or state.herald_queue or state.outcome)


def advance(state: ZerywiaState, geo: Geography, events: list[Event]) -> None:
    """Take the Herald's steps until one waits on a player (or none is left)."""
    while state.nix_todo and not waiting(state):
        kind, seat = state.nix_todo.pop(0).split(":")
        hero = state.heroes[int(seat)]
        if hero.lost:
            continue
        if kind == "attack":  # ZW-SCEN-30: a Critical brought him to this hero
            herald_attack.start(state, geo, hero.seat, events)
        else:
            roll(state, geo, hero, events)


def in_herald_thymor(state: ZerywiaState, geo: Geography, hero: Hero) -> bool:
    return geo.thymor_of.get(state.herald) is not None and geo.thymor_of.get(state.herald) == geo.thymor_of.get(hero.region)


def has_effect(state: ZerywiaState, geo: Geography, hero: Hero, face: str) -> bool:
    """Whether a Herald's-phase Nix face does anything to ``hero`` (ZW-SCEN-30/31)."""
    if in_herald_thymor(state, geo, hero):
        return face in ("critical", "murk")
    return face in ("hit", "murk") or (face == "critical" and state.herald == CHASM)


def can_reroll(hero: Hero) -> bool:
    return hero.offerings > 0 or hero.trophies >= AMBER


def roll(state: ZerywiaState, geo: Geography, hero: Hero, events: list[Event]) -> None:
    face = roll_face(state.options, "nix", state.rng)
    events.append(Event("zerywia.memory.nix_roll", {"seat": hero.seat, "face": face}, reveals=True))
    settle_roll(state, geo, hero, face, events)


def settle_roll(state: ZerywiaState, geo: Geography, hero: Hero, face: str, events: list[Event]) -> None:
    if has_effect(state, geo, hero, face) and can_reroll(hero):
        state.pending = Choice(HERALD_ROLL, hero.seat, {"face": face})
        return
    apply_face(state, geo, hero, face, events)


def answer_reroll(state: ZerywiaState, geo: Geography, seat: int, by: str, events: list[Event]) -> None:
    """ZW-SCEN-32: keep the face (``by`` ""), or pay an Offering / 3 Trophies and roll again."""
    pend = state.pending
    if pend is None or pend.kind != HERALD_ROLL or pend.player != seat or by not in ("", "offering", "trophies"):
        raise IllegalAction("zerywia.refuse.no_reroll_here")
    hero = state.heroes[seat]
    face = str(pend["face"])
    state.pending = None
    if not by:
        apply_face(state, geo, hero, face, events)
        return
    events.append(pay_offering(hero, with_trophies=by == "trophies"))
    roll(state, geo, hero, events)


def apply_face(state: ZerywiaState, geo: Geography, hero: Hero, face: str, events: list[Event]) -> None:
    if in_herald_thymor(state, geo, hero):
        if face == "critical":  # ZW-SCEN-30: he comes to the hero and attacks
            state.herald = hero.region
            events.append(Event("zerywia.nix.herald_moved", {"region": hero.region}))
            state.nix_todo.insert(0, f"attack:{hero.seat}")
        elif face == "murk":
            state.to_place = [hero.seat]
        return
    if face == "hit":  # ZW-SCEN-31
        state.to_threat = [hero.seat]
    elif face == "murk":
        state.to_place = [hero.seat]
    elif face == "critical" and state.herald == CHASM:
        state.active = hero.seat
        journey.fight(state, geo, hero, "nix_enemy", 0, events)


def place_threat(state: ZerywiaState, geo: Geography, seat: int, region: str, events: list[Event]) -> None:
    hero = state.heroes[seat]
    if seat not in state.to_threat or geo.thymor_of.get(region) != geo.thymor_of.get(hero.region):
        raise IllegalAction("zerywia.refuse.not_in_thymor")
    state.to_threat.remove(seat)
    events.append(Event("zerywia.memory.threat_placed", {"seat": seat, "region": region}))
    overflow(state, geo, THREAT, region, seat, events)


def three_rifts(state: ZerywiaState, geo: Geography) -> list[str]:
    """ZW-SCEN-21 (AMB-10): the Thymors holding 3 or more Murkrifts and Incursions — together, or
    (option ``three_rift_rule_count``) 3 of one kind."""
    combined = state.options.get("three_rift_rule_count", "combined") == "combined"
    out = []
    for thymor in geo.thymors:
        regions = geo.regions(thymor)
        rifts = sum(state.land.tokens[MURK].get(r) == "murkrift" for r in regions)
        incursions = sum(state.land.tokens[THREAT].get(r) == "incursion" for r in regions)
        if (rifts + incursions if combined else max(rifts, incursions)) >= THREE_RIFTS:
            out.append(thymor)
    return out


def end(state: ZerywiaState, geo: Geography, events: list[Event]) -> None:
    """Steps 2-5 (ZW-SCEN-20)."""
    thymors = three_rifts(state, geo)
    if not state.options.get("three_rift_rule_per_thymor", False):
        thymors = thymors[:1]  # one Blackstone whatever the number of such Thymors (AMB-10)
    for thymor in thymors:
        events.append(Event("zerywia.memory.three_rifts", {"thymor": thymor}))
        place_blackstone(state, events)
    place_blackstone(state, events)
    if state.statue.on_rifts() + state.statue.on_statue() >= FEED_AT:
        journey.feed_the_breed(state, events)
    gods.end_of_cycle(state)

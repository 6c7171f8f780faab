"""The Epic Battle against the Herald (ZW-SCEN-33..38, ZW-INJ-08; L1178-L1210).

* Start (ZW-SCEN-33): a Joint Action — offered at a time of day no hero has acted in yet, once the
  scenario's goal gate opens (``scenario_allows_epic_battle``) — that spends every hero's Action. The
  Thymor and Location dice are rolled (a Chasm on either sends everyone to the Chasm, AMB-05); the
  Herald and every hero move there, with no leaving price (a scenario event, AMB-48).
* Preparing the Herald (ZW-SCEN-34): a Herald card drawn at random, its ability activated; a Will
  Shield per Murkrift and a Vigor Shield per Incursion on the map; every hero recovers all Attribute
  points, Prime and Feats up to the current maxima (AMB-77): Taints and Injuries stay.
* Rounds (ZW-SCEN-35): each living hero draws a face-down Attack card; one by one, in the order the
  table chooses (``FaceAttack``), each resolves theirs alone as a Challenge with 2 base Nix dice
  (with the other Nix modifiers, capped at 3). After a Success the hero may move the unused Pierces
  and Runes onto the Herald card as Runes (``TransferRunes``); once the Herald is beaten there is
  nothing more to move, but the round is played to its end. The faced cards are reshuffled into a
  new deck when it runs out.
* Result (ZW-SCEN-36/37, ZW-INJ-08): a hero who takes any Injury in the battle is removed from the
  game and its hostile version (the Enemy card whose ``hostile_of`` names it) goes into the Enemy
  deck. The Herald is beaten when, for every Attribute T, Runes_T >= Shields_T + Symbols_T (AMB-50);
  at the end of the round in which that holds with a hero still standing, the heroes win; when no
  hero is left, they lose. In a single scenario the battle's result is the game's (ZW-SCEN-36).
* The battle is one Joint Action: the active turn holds it, so the Cycle does not move on while it
  lasts (ZW-SCEN-38).

The Challenges are the ordinary Challenge flow under the context ``CONTEXT``; their end comes back
through ``journey.challenge_decision`` into ``after_attack``.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.actions import Event, IllegalAction
from game.zerywia import challenge as ch_
from game.zerywia import challenge_resolve, herald_attack, memory_goal
from game.zerywia.content import content
from game.zerywia.epic_record import EpicBattle
from game.zerywia.geography import CHASM, Geography, current
from game.zerywia.hero import ATTRIBUTES, Hero
from game.zerywia.land import MURK, THREAT
from game.zerywia.scenarios import MEMORY, scenario_id
from game.zerywia.state import TIMES, ZerywiaState
from game.zerywia.taint import receive_taint

CONTEXT = "epic_battle"
NIX_BASE = 2  # ZW-SCEN-35 (L1199): "2 Nix Dice instead of one"
WON_REASON, LOST_REASON = "zerywia.end.herald_defeated", "zerywia.end.epic_battle_lost"

# The scenarios whose goal gate opens an Epic Battle (ZW-SCEN-24), by the setup's "scenario": the
# Memory of the World's goal check is its own module's (a one-line entry here when it lands); a
# scenario not listed has no Epic Battle.
EPIC_GATES: dict[str, Callable[[ZerywiaState], bool]] = {MEMORY: lambda s: memory_goal.goals_met(s, current())}


def scenario_allows_epic_battle(state: ZerywiaState) -> bool:
    """ZW-SCEN-24: the scenario's goal gate (False for a scenario without an Epic Battle)."""
    gate = EPIC_GATES.get(scenario_id(state.setup))
    return gate is not None and gate(state)


def living(state: ZerywiaState) -> list[Hero]:
    return [h for h in state.heroes if not h.lost]


def can_start(state: ZerywiaState) -> bool:
    """ZW-SCEN-33 / ZW-HERO-29: every hero spends an Action at the same time of day, so none of
    them may have acted in it yet; and only once the goal gate is open."""
    if state.outcome or state.epic is not None or state.active >= 0 or state.time not in TIMES:
        return False
    if any(h.seat in state.acted for h in living(state)):
        return False
    return scenario_allows_epic_battle(state)


def start(state: ZerywiaState, geo: Geography, seat: int, events: list[Event]) -> None:
    """The Joint Action (ZW-SCEN-33): the dice, everyone moved, the Herald prepared, round 1."""
    if not can_start(state):
        raise IllegalAction("zerywia.refuse.no_epic_battle")
    begin(state, geo, seat, events)


def begin(state: ZerywiaState, geo: Geography, seat: int, events: list[Event]) -> None:
    """``start`` once its gate is checked (the battle simulation, epic_sim.py, begins here)."""
    thymor = geo.thymor_faces[state.rng.below(len(geo.thymor_faces))]
    location = geo.location_faces[state.rng.below(len(geo.location_faces))]
    events.append(Event("zerywia.epic.roll", {"thymor": thymor, "location": location}, reveals=True))
    region = CHASM if CHASM in (thymor, location) else geo.special_region(thymor, location)
    state.herald = region
    for hero in living(state):  # a scenario event, not a move: no leaving price (AMB-48)
        hero.region = region
    events.append(Event("zerywia.epic.began", {"region": region, "seat": seat}))
    state.active, state.context = seat, CONTEXT
    state.joined = [h.seat for h in living(state) if h.seat != seat]  # their Actions are spent too
    prepare(state, events)
    begin_round(state, geo, events)


def prepare(state: ZerywiaState, events: list[Event]) -> EpicBattle:
    """ZW-SCEN-34: the Herald card drawn and activated, the map's Shields, the heroes restored."""
    cards = content().herald_cards(herald_attack.UGHMOR)
    card = content().heralds[cards[state.rng.below(len(cards))]]
    murkrifts = sum(side == "murkrift" for side in state.land.tokens[MURK].values())
    incursions = sum(side == "incursion" for side in state.land.tokens[THREAT].values())
    epic = EpicBattle(card.id, state.herald, difficulty=list(card.difficulty))
    state.epic = epic
    ability = card.ability
    if ability.kind == "shields" and ability.attr is not None:
        epic.shields += [ability.attr] * ability.count
    elif ability.kind == "taint":
        for hero in living(state):
            for _ in range(ability.count):
                events += receive_taint(hero)
    elif ability.kind == "extra_nix":
        epic.extra_nix = ability.count
    else:  # an Aura on every Attack card of the battle
        epic.aura = ability.kind
    epic.shields += ["will"] * murkrifts + ["vigor"] * incursions
    events.append(
        Event("zerywia.epic.herald", {"card": card.id, "difficulty": list(epic.difficulty), "shields": list(epic.shields)},
              reveals=True)
    )
    for hero in living(state):  # recover all, up to the current maxima (AMB-77)
        for attr in ATTRIBUTES:
            hero.value[attr] = hero.current_max(attr)
        hero.prime = hero.prime_limit
        hero.feats += hero.used_feats
        hero.used_feats = []
        events.append(Event("zerywia.epic.recovered", {"seat": hero.seat}))
    return epic


def _epic(state: ZerywiaState) -> EpicBattle:
    if state.epic is None:
        raise IllegalAction("zerywia.refuse.no_epic_battle")
    return state.epic


def begin_round(state: ZerywiaState, geo: Geography, events: list[Event]) -> None:
    """ZW-SCEN-35: every hero standing draws a face-down Attack card (L1195)."""
    epic = _epic(state)
    epic.round += 1
    epic.to_go = [h.seat for h in living(state)]
    epic.drawn = [herald_attack.draw_attack(state) for _ in epic.to_go]
    events.append(Event("zerywia.epic.round", {"round": epic.round}))
    _next_attack(state, geo, events)


def _next_attack(state: ZerywiaState, geo: Geography, events: list[Event]) -> None:
    epic = _epic(state)
    state.challenge = None
    if len(epic.to_go) == 1:
        face(state, geo, epic.to_go[0], events)
        return
    state.active, state.step, state.context = epic.to_go[0], "epic", CONTEXT  # who goes next? (L1196)


def face(state: ZerywiaState, geo: Geography, seat: int, events: list[Event]) -> None:
    """The hero the table chose turns its Attack card over and resolves it alone."""
    epic = _epic(state)
    if seat not in epic.to_go:
        raise IllegalAction("zerywia.refuse.not_attacked")
    card = epic.drawn.pop(epic.to_go.index(seat))
    epic.to_go.remove(seat)
    hero = state.heroes[seat]
    epic.injuries_before = sum(hero.injuries.values())
    herald_attack.start(
        state, geo, seat, events, nix_base=NIX_BASE, context=CONTEXT, card=card, extra_nix=epic.extra_nix
    )
    ch = state.challenge
    if ch is not None and epic.aura and ch.aura is None:  # the Herald card's Aura (its ability)
        ch.aura = epic.aura


def after_attack(
    state: ZerywiaState, geo: Geography, ch: ch_.Challenge, outcome: challenge_resolve.Outcome, events: list[Event]
) -> None:
    """An Attack card resolved: an Injury removes the hero (ZW-INJ-08); a Success may move its
    unused Pierces and Runes onto the Herald card, while the Herald still stands."""
    epic = _epic(state)
    state.herald_used.put_top(ch.enemy)
    hero = state.heroes[ch.seats[0]]
    injured = sum(hero.injuries.values()) > epic.injuries_before or any(
        seat == hero.seat and what == "injury_lost" for seat, what, _ in outcome.losses
    )
    if injured or hero.lost:
        fall(state, hero, events)
    elif outcome.success and outcome.unused and not epic.beaten():
        epic.spare = list(outcome.unused)
        state.active, state.step, state.context = hero.seat, "epic_transfer", CONTEXT
        return
    _carry_on(state, geo, events)


def transfer(state: ZerywiaState, geo: Geography, seat: int, take: bool, events: list[Event]) -> None:
    """L1200 / AMB-50: the unused Pierces and Runes become Runes on the Herald card, by Attribute."""
    epic = _epic(state)
    if state.step != "epic_transfer" or seat != state.active:
        raise IllegalAction("zerywia.refuse.nothing_to_transfer")
    if take:
        epic.runes += epic.spare
        events.append(Event("zerywia.epic.runes", {"seat": seat, "runes": list(epic.spare), "total": len(epic.runes)}))
    epic.spare = []
    _carry_on(state, geo, events)


def fall(state: ZerywiaState, hero: Hero, events: list[Event]) -> None:
    """ZW-SCEN-36: beaten and removed from the game; its hostile version into the Enemy deck."""
    epic = _epic(state)
    hero.lost = True
    epic.fallen.append(hero.seat)
    hostile = next(
        (e.id for e in content().enemies.values() if getattr(e, "hostile_of", None) == hero.hero), ""
    )
    in_play = [*state.enemy_deck, *state.enemy_discard, *state.breed_deck]
    if hostile and hostile not in in_play:
        state.enemy_deck.put_top(hostile)
        state.enemy_deck.shuffle(state.rng)
        epic.hostile.append(hostile)
    events.append(Event("zerywia.epic.fallen", {"seat": hero.seat, "hostile": hostile}))


def _carry_on(state: ZerywiaState, geo: Geography, events: list[Event]) -> None:
    """The next Attack of the round, the round's end (victory), or a new round."""
    epic = _epic(state)
    standing = {h.seat for h in living(state)}
    keep = [i for i, s in enumerate(epic.to_go) if s in standing]
    epic.to_go = [epic.to_go[i] for i in keep]
    returned = [c for i, c in enumerate(epic.drawn) if i not in keep]
    epic.drawn = [epic.drawn[i] for i in keep]
    for card in returned:  # a fallen hero's unturned card (none today: only the attacked one falls)
        state.herald_used.put_top(card)
    if not standing:
        end(state, "lost", events)
    elif epic.to_go:
        _next_attack(state, geo, events)
    elif epic.beaten():
        end(state, "won", events)
    else:
        begin_round(state, geo, events)


def end(state: ZerywiaState, result: str, events: list[Event]) -> None:
    """ZW-SCEN-36: in a single scenario the battle's result is the game's. The Attack cards go back
    to the Herald's deck; the record stays for the board to show."""
    epic = _epic(state)
    epic.result = result
    for card in [*state.herald_used, *epic.drawn]:
        state.herald_deck.put_top(card)
    state.herald_used.cards.clear()
    epic.drawn, epic.to_go = [], []
    state.challenge = None
    state.active, state.step, state.context, state.joined = -1, "", "", []
    state.outcome, state.reason = result, WON_REASON if result == "won" else LOST_REASON
    events.append(Event("zerywia.epic.ended", {"result": result, "round": epic.round}))
    events.append(Event("zerywia.over", {"result": state.outcome, "reason": state.reason}))

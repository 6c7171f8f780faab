"""The land's tokens: Threat and Incursion, Murk and Murkrift, Garrisons and Watchstones, with their
overflow chains (ZW-ACT-13..14, ZW-ACT-25..27, ZW-ACT-37..42; L545-L571, L904-L916, L1072-L1088).

Both families work alike. A token arriving in a Region: a guard there (a Garrison for Threat, a
Watchstone for Murk) cancels it and is discarded; an empty Region takes it; a base token (Threat,
Murk) flips to its other side (Incursion, Murkrift); a flipped one sends it on to an adjacent Region
the resolving player picks. The chain walks depth-first (AMB-44): each step goes to a Region
adjacent to the last one tried, never one tried before in this chain, never the Chasm (it is in no
graph); with nowhere to go the token is discarded and a Blackstone added. An empty supply is such a
discard too (AMB-67).

A chain that needs a choice stops and says so (``Chain.choices``): the game asks the player, then
calls ``continue_chain`` with the answer. ``run_chain`` plays a whole chain with a chooser (bots,
tests and the program-run Nix steps).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from game.core.actions import Event

THREAT, MURK = "threat", "murk"
FLIPPED = {THREAT: "incursion", MURK: "murkrift"}
GUARD = {THREAT: "garrison", MURK: "watchstone"}
SUPPLY = {THREAT: 36, MURK: 36, "garrison": 6, "watchstone": 6}  # L81-L91 (the tokens in the box)

Graph = Mapping[str, Iterable[str]]  # Region -> the Regions it borders (movement adjacency)


@dataclass
class Land:
    """Tokens on the board, by Region: ``tokens[THREAT]`` / ``tokens[MURK]`` map a Region to its
    base or flipped side; guards are lists of Regions (one of each kind per Region, ZW-ACT-41)."""

    tokens: dict[str, dict[str, str]] = field(default_factory=lambda: {THREAT: {}, MURK: {}})
    garrisons: list[str] = field(default_factory=list)
    watchstones: list[str] = field(default_factory=list)

    def guards(self, family: str) -> list[str]:
        return self.garrisons if family == THREAT else self.watchstones

    def on_board(self, family: str) -> int:
        return len(self.tokens[family])

    def affected_by_murk(self, region: str) -> bool:
        """Murk or a Murkrift: +1 Nix die to Challenges and Tests there (ZW-ACT-29/31)."""
        return region in self.tokens[MURK]


@dataclass
class Chain:
    """One token on its way (an Increase Threat or a Spread the Murk): the Regions tried so far, and
    — while it waits on the player — the Regions it may go to next."""

    family: str
    tried: list[str] = field(default_factory=list)
    choices: list[str] = field(default_factory=list)
    done: str = ""  # "" | "placed" | "flipped" | "cancelled" | "discarded"


def start_chain(
    land: Land, graph: Graph, family: str, region: str, events: list[Event], tried: Iterable[str] = ()
) -> Chain:
    """A token of ``family`` arrives in ``region`` (the first Region of the chain); ``tried``: Regions
    the chain may not come back to (the one a pushed token left)."""
    chain = Chain(family, list(tried))
    _arrive(land, graph, chain, region, events)
    return chain


def continue_chain(land: Land, graph: Graph, chain: Chain, region: str, events: list[Event]) -> None:
    """The player's pick of where a passing token goes next (one of ``chain.choices``)."""
    if region not in chain.choices:
        raise ValueError(f"{region!r} is not one of the Regions the token may go to")
    _arrive(land, graph, chain, region, events)


def run_chain(
    land: Land,
    graph: Graph,
    family: str,
    region: str,
    choose: Callable[[list[str]], str],
    events: list[Event],
    tried: Iterable[str] = (),
) -> Chain:
    chain = start_chain(land, graph, family, region, events, tried)
    while chain.choices:
        continue_chain(land, graph, chain, _chosen(choose, chain.choices), events)
    return chain


def _arrive(land: Land, graph: Graph, chain: Chain, region: str, events: list[Event]) -> None:
    family = chain.family
    chain.tried.append(region)
    chain.choices = []
    guards = land.guards(family)
    here = land.tokens[family]
    if region in guards:  # ZW-ACT-38 / ZW-ACT-40 (an overflow too, AMB-71)
        guards.remove(region)
        chain.done = "cancelled"
        events.append(Event("zerywia.land.guarded", {"family": family, "region": region, "guard": GUARD[family]}))
        return
    side = here.get(region)
    if side is None:
        if land.on_board(family) >= SUPPLY[family]:  # AMB-67: no token left to place
            _discard(chain, region, events)
            return
        here[region] = family
        chain.done = "placed"
        events.append(Event("zerywia.land.placed", {"family": family, "region": region}))
        return
    if side == family:
        here[region] = FLIPPED[family]
        chain.done = "flipped"
        events.append(Event("zerywia.land.flipped", {"family": family, "region": region, "to": FLIPPED[family]}))
        return
    # a flipped side already: the token goes on to a Region next to this one, not tried before
    options = [r for r in graph.get(region, ()) if r not in chain.tried]
    if not options:
        _discard(chain, region, events)
        return
    chain.choices = sorted(options)
    events.append(Event("zerywia.land.overflow", {"family": family, "from": region, "choices": list(chain.choices)}))


def _discard(chain: Chain, region: str, events: list[Event]) -> None:
    """ZW-ACT-14 / ZW-ACT-26: the token is discarded and a Blackstone goes to the Ritual Rifts."""
    chain.done = "discarded"
    events.append(Event("zerywia.land.discarded", {"family": chain.family, "region": region, "blackstone": 1}))


def blackstones(events: Iterable[Event]) -> int:
    """How many Blackstones a run of land events adds (one per discarded token)."""
    return sum(int(e.data.get("blackstone", 0)) for e in events if e.kind == "zerywia.land.discarded")


def remove_token(land: Land, family: str, region: str, events: list[Event]) -> bool:
    """A beaten Threat-Enemy removes the whole token, an Incursion too (ZW-ACT-16); the Ritual a
    Murk, the closing of a Murkrift the whole Murkrift (ZW-ACT-34/35)."""
    if land.tokens[family].pop(region, None) is None:
        return False
    events.append(Event("zerywia.land.removed", {"family": family, "region": region}))
    return True


def disperse_murk(land: Land, region: str, events: list[Event]) -> bool:
    """ZW-ACT-28: removes Murk, never a Murkrift."""
    if land.tokens[MURK].get(region) != MURK:
        return False
    return remove_token(land, MURK, region, events)


def place_guard(
    land: Land, graph: Graph, guard: str, region: str, choose: Callable[[list[str]], str], events: list[Event]
) -> str | None:
    """Place a Garrison or a Watchstone (ZW-ACT-37/39/41/42): not where its family's flipped side is
    (it goes to an adjacent Region the player picks), not where one already stands; a base token
    there is pushed to an adjacent Region as an Increase Threat / Spread the Murk (AMB-70).
    Returns the Region it stands in, or None when it could find none (or the supply is out)."""
    family = THREAT if guard == "garrison" else MURK
    guards = land.guards(family)
    if len(guards) >= SUPPLY[guard]:
        return None
    seen = {region}
    while land.tokens[family].get(region) == FLIPPED[family] or region in guards:
        options = sorted(r for r in graph.get(region, ()) if r not in seen)
        if not options:
            return None
        region = _chosen(choose, options)
        seen.add(region)
    guards.append(region)
    events.append(Event("zerywia.land.guard_placed", {"guard": guard, "region": region}))
    if land.tokens[family].get(region) == family:
        del land.tokens[family][region]
        pushed = sorted(graph.get(region, ()))
        if pushed:
            events.append(Event("zerywia.land.pushed", {"family": family, "from": region}))
            run_chain(land, graph, family, _chosen(choose, pushed), choose, events, tried=[region])
    return region


def _chosen(choose: Callable[[list[str]], str], options: list[str]) -> str:
    pick = choose(list(options))
    if pick not in options:
        raise ValueError(f"{pick!r} is not one of the Regions offered")
    return pick


def leaving_cost(land: Land, region: str) -> str:
    """What leaving ``region`` costs (ZW-ACT-30/32, AMB-12/13): "taint" from a Murkrift (even when
    already Tainted), "murk" from Murk (a Taint, or a point of any Attribute when already Tainted),
    "" otherwise."""
    side = land.tokens[MURK].get(region)
    if side == FLIPPED[MURK]:
        return "taint"
    return "murk" if side == MURK else ""

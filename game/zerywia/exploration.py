"""Resolving an Exploration card (ZW-ACT-04..11, L511-L527), as a resumable procedure.

In order: the icons by the name (a Threat icon Increases Threat in the card's Region, a Murk icon
Spreads the Murk there, as soon as the card is drawn, ZW-ACT-07); the ``always`` effects; the one
check — a printed Challenge, a Test, an Enemy drawn from the Enemy deck, or the choice grid's side
the player picks (ZW-ACT-08) — then its Success or Failure effects; on no Failure the hero may take a
Journey token of the card's terrain (ZW-ACT-09; at most 3: a fourth is not kept, ZW-HERO-43) and
the Region Option follows (ZW-ACT-11).

``advance`` runs every step no one decides and stops at the first that needs someone: a ``Need``
(``overflow``: where a passing token goes, among ``options``; ``side``: which side of the grid;
``challenge`` / ``enemy`` / ``test``: the check to play, for the game to run and report with
``answer_check``). A Need answered, ``advance`` goes on. Effects that would ask for an Attribute
("any" point, an unnamed Taint) take the hero's best pick (``camp.lowest``, ``taint.first``): the
choice screens for those come with the board.

The Journey token is this procedure's to give, for an Enemy the card drew as for any other check
(AMB-43): the game starts the card's Challenge with ``from_exploration=False`` so it is not given twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Event
from game.zerywia.content import content
from game.zerywia.content_models import EffectsM, ExplorationM
from game.zerywia.effects import on_hero
from game.zerywia.hero import Hero
from game.zerywia.land import MURK, THREAT, Chain, Graph, Land, continue_chain, disperse_murk, start_chain

MAX_JOURNEY_TOKENS = 3  # ZW-HERO-43


@dataclass(frozen=True)
class Need:
    kind: str  # "overflow" | "side" | "challenge" | "enemy" | "test"
    options: tuple[str, ...] = ()
    data: tuple[tuple[str, Any], ...] = ()


@dataclass
class Exploring:
    card: str
    seat: int
    region: str
    stage: str = "icons"  # icons -> always -> check -> outcome -> done
    pending: list[str] = field(default_factory=list)  # token families still to place (icons, effects)
    chain: Chain | None = None
    side: int = -1
    result: str = ""  # "" | "success" | "failure"
    journey_token: bool = False
    paths: list[str] = field(default_factory=list)


@dataclass
class World:
    """What resolving a card touches: the land and its graph, and the heroes (``hero`` explores)."""

    land: Land
    graph: Graph
    heroes: Sequence[Hero]
    hero: Hero


def card_of(ex: Exploring) -> ExplorationM:
    return content().exploration[ex.card]


def begin(card: str, hero: Hero, region: str) -> tuple[Exploring, list[Event]]:
    ex = Exploring(card, hero.seat, region)
    c = card_of(ex)
    ex.pending = ([THREAT] if c.threat_icon else []) + ([MURK] if c.murk_icon else [])
    return ex, [Event("zerywia.explore.drawn", {"seat": hero.seat, "card": card, "region": region}, reveals=True)]


def advance(ex: Exploring, world: World, events: list[Event]) -> Need | None:
    """Run the card until it needs an answer (the Need) or is done (None)."""
    c = card_of(ex)
    while True:
        need = _place_tokens(ex, world, events)
        if need is not None:
            return need
        if ex.stage == "icons":
            ex.stage = "always"
        elif ex.stage == "always":
            _effects(ex, world, c.always, events)
            ex.stage = "check"
        elif ex.stage == "check":
            need = _check(ex, c)
            if need is not None:
                return need
            ex.result = ex.result or "success"  # no check: nothing was failed
            ex.stage = "outcome"
        elif ex.stage == "outcome":
            _outcome(ex, world, c, events)
            ex.stage = "done"
        else:
            return None


def _check(ex: Exploring, c: ExplorationM) -> Need | None:
    if ex.result:
        return None
    if c.choice:
        if ex.side < 0:
            return Need("side", ("0", "1"))
        side = c.choice[ex.side]
        printed, test, enemy, key = side.challenge, side.test, side.enemy, f"{c.id}/{ex.side}"
    else:
        printed, test, enemy, key = c.challenge, c.test, c.enemy, c.id
    if printed is not None:
        return Need("challenge", (key,))
    if test is not None:
        return Need("test", tuple(test.attrs), (("level", test.level),))
    if enemy:
        return Need("enemy")
    return None


def answer_side(ex: Exploring, side: int) -> None:
    if ex.stage != "check" or not card_of(ex).choice or ex.side >= 0 or side not in (0, 1):
        raise ValueError("no side of a choice grid is asked for")
    ex.side = side


def answer_check(ex: Exploring, success: bool) -> None:
    """The check's result, once the game has played it (a Combined Test: all of its parts)."""
    if ex.stage != "check" or ex.result:
        raise ValueError("no check is waiting")
    ex.result = "success" if success else "failure"


def answer_overflow(ex: Exploring, world: World, region: str, events: list[Event]) -> None:
    if ex.chain is None or not ex.chain.choices:
        raise ValueError("no token is waiting for a Region")
    continue_chain(world.land, world.graph, ex.chain, region, events)


def _place_tokens(ex: Exploring, world: World, events: list[Event]) -> Need | None:
    """The icons' and effects' tokens, one chain at a time, each stopping for the player's pick."""
    while True:
        if ex.chain is not None:
            if ex.chain.choices:
                return Need("overflow", tuple(ex.chain.choices), (("family", ex.chain.family),))
            ex.chain = None
        if not ex.pending:
            return None
        family = ex.pending.pop(0)
        ex.chain = start_chain(world.land, world.graph, family, ex.region, events)


def _effects(ex: Exploring, world: World, fx: EffectsM, events: list[Event]) -> None:
    events += on_hero(world.hero, world.heroes, fx, "exploration")
    if fx.disperse_murk:
        disperse_murk(world.land, ex.region, events)
    ex.pending += ([THREAT] if fx.increase_threat else []) + ([MURK] if fx.spread_murk else [])
    if fx.path:
        ex.paths.append(fx.path)


def _outcome(ex: Exploring, world: World, c: ExplorationM, events: list[Event]) -> None:
    side = c.choice[ex.side] if c.choice else None
    fx = (side.success if side else c.success) if ex.result == "success" else (side.failure if side else c.failure)
    _effects(ex, world, fx, events)
    hero = world.hero
    if ex.result == "success" and len(hero.journey_tokens) < MAX_JOURNEY_TOKENS:
        hero.journey_tokens.append(c.terrain)  # of the card's type (L523)
        ex.journey_token = True
        events.append(Event("zerywia.hero.journey_token", {"seat": hero.seat, "terrain": c.terrain}))
    events.append(Event("zerywia.explore.resolved", {"seat": hero.seat, "card": c.id, "result": ex.result}))

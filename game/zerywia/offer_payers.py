"""Who may pay an Offering for a reroll (ZW-RES-06, ZW-RES-08, AMB-55; L982-L986).

Any hero of the table may spend its Offering so that another hero rerolls a die, and 3 Trophies
(the amber token) stand for an Offering wherever one is asked. The acting hero still asks (it is
its Challenge or Test): ``Reroll.payer`` names who pays, -1 being the acting hero itself.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.actions import Action, IllegalAction
from game.zerywia.actions import Reroll
from game.zerywia.hero import Hero
from game.zerywia.offerings import AMBER
from game.zerywia.state import ZerywiaState

SELF = -1  # Reroll.payer: the acting hero pays (every action saved before payers existed)
KINDS = ("offering", "amber")  # what an Offering is paid with: a token, or 3 Trophies


def can_pay(hero: Hero, by: str) -> bool:
    return hero.offerings > 0 if by == "offering" else hero.trophies >= AMBER


def payments(state: ZerywiaState, hero: Hero, skip: Iterable[int] = ()) -> list[tuple[str, int]]:
    """Each (kind, payer) that could pay one Offering for ``hero``: itself first, then every other
    hero still at the table (any Region), except the seats in ``skip`` (a Group Challenge's
    participants, who ask for their own rerolls)."""
    out = [(by, SELF) for by in KINDS if can_pay(hero, by)]
    others = set(skip)
    for o in state.heroes:
        if o.seat != hero.seat and o.seat not in others and not o.lost:
            out += [(by, o.seat) for by in KINDS if can_pay(o, by)]
    return out


def payer_of(state: ZerywiaState, hero: Hero, payer: int, by: str) -> Hero:
    """The hero who pays ``hero``'s reroll: itself, or another hero at the table; only an Offering
    (or its 3 Trophies) may be paid by someone else (Prime and Journey tokens stay with their hero,
    ZW-GEN-05)."""
    if payer == SELF or payer == hero.seat:
        return hero
    if by not in KINDS:
        raise IllegalAction("zerywia.refuse.payer_offering_only")
    if not 0 <= payer < len(state.heroes) or state.heroes[payer].lost:
        raise IllegalAction("zerywia.refuse.unknown_payer")
    return state.heroes[payer]


def bot_options(state: ZerywiaState, legal: list[Action], seat: int | None) -> list[Action]:
    """What a bot may choose of ``legal``. A seated bot never spends another seat's Offering or
    Trophies: the core cannot tell a human's seat from a bot's, and a human's tokens are the
    human's to give. A bot playing the whole table (``seat`` None) keeps one other payer per kind,
    the hero richest in it, so the candidates grow by at most two per die."""
    if not any(isinstance(a, Reroll) and a.payer >= 0 for a in legal):
        return legal
    if seat is not None:
        return [a for a in legal if not (isinstance(a, Reroll) and a.payer >= 0)]
    best = {by: _richest(state, [a.payer for a in legal if isinstance(a, Reroll) and a.payer >= 0 and a.by == by], by)
            for by in KINDS}
    return [a for a in legal if not (isinstance(a, Reroll) and a.payer >= 0 and a.payer != best.get(a.by))]


def _richest(state: ZerywiaState, seats: list[int], by: str) -> int:
    if not seats:
        return SELF
    held = (lambda s: state.heroes[s].offerings) if by == "offering" else (lambda s: state.heroes[s].trophies)
    return max(seats, key=lambda s: (held(s), -s))


def refusal(state: ZerywiaState, action: Reroll) -> str | None:
    """Why another hero cannot pay ``action`` (a key), or None: the reason a player reads when the
    listed rerolls do not hold it (unknown payer, nothing to pay, only an Offering)."""
    if action.payer == SELF or not 0 <= action.player < len(state.heroes):
        return None
    try:
        payer = payer_of(state, state.heroes[action.player], action.payer, action.by)
    except IllegalAction as no:
        return no.key
    if not can_pay(payer, action.by):
        return "zerywia.refuse.no_offering" if action.by == "offering" else "zerywia.refuse.no_amber"
    return None

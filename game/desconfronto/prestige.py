"""Specializations (Prestige Classes, DC-HERO-*-prestige; DC-HUNT-10; DC-LVL-03).

Each hero has two subclasses, one per path (Purification, Corruption), each a passive and its
Signature cards (data/prestige/<hero>.toml). A hero holds at most one (authored: the rulebook's
side mission gives "their new subclass", L350, and the Hunt's market sells "a subclass" per hero).
Buying or earning it puts its Signature cards into the hero's draw deck, shuffled in (L229: "receive
all the Signature cards related to it"); its passive works from then on and is not lost with levels
(L354). Passive hooks are named ``<subclass hook>_<point>`` and called where HEROES.md says.
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto.content import HEROES, CardDef, SubclassDef, card_def
from game.desconfronto.event import ev
from game.desconfronto.state import CombatState, HeroState


def subclasses(hero: str) -> tuple[SubclassDef, ...]:
    return HEROES[hero].subclasses


def subclass_of(h: HeroState) -> SubclassDef | None:
    return HEROES[h.hero].subclass(h.subclass) if h.subclass else None


def has_subclass(h: HeroState, name: str) -> bool:
    """``name`` is the short id (``"knight"``) or the full one (``"artan.knight"``)."""
    sub = h.subclass
    return bool(sub) and (sub == name or sub == f"{h.hero}.{name}")


def subclass_cards(sub: SubclassDef) -> list[str]:
    """Physical ids of the subclass's Signature cards."""
    out: list[str] = []
    for cid in sub.cards:
        d: CardDef = card_def(f"{cid}#1")
        out += [f"{cid}#{i}" for i in range(1, d.copies + 1)]
    return out


def grant_subclass(state: CombatState, seat: int, subclass_id: str) -> list[Event]:
    """The hero takes ``subclass_id``: the passive is on and its cards are shuffled into the draw deck."""
    h = state.heroes[seat]
    sub = HEROES[h.hero].subclass(subclass_id)
    if sub is None or h.subclass:
        raise ValueError(f"{h.hero} cannot take subclass {subclass_id!r}")
    h.subclass = sub.id
    cards = subclass_cards(sub)
    grant_cards(state, seat, cards)
    return [ev("dc.subclass_taken", {"hero": seat, "subclass": sub.id, "cards": cards})]


def box_cards(h: HeroState) -> list[str]:
    """The hero's subclass and Elder cards not given yet: still in the box (card conservation)."""
    hero = HEROES[h.hero]
    every = [f"{c.id}#{i}" for c in hero.cards if c.origin != "deck" for i in range(1, c.copies + 1)]
    return [c for c in every if c not in h.granted]


def grant_cards(state: CombatState, seat: int, cards: list[str]) -> None:
    """Shuffle granted cards (a subclass's, an Elder) into the hero's draw deck; ``granted`` keeps them
    on the hero's list of cards for good (card conservation, ``DesconfrontoGame.card_ids``)."""
    h = state.heroes[seat]
    h.granted += cards
    for c in cards:
        h.draw.put_top(c)
    h.draw.shuffle(state.rng)

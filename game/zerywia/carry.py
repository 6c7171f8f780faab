"""A campaign hero's memory at the next scenario's setup (issue 13; ZW-HERO-32, ZW-SCEN-11, L1059).

The setup of a campaign scenario names, beside the party, what each hero carries (``setup["carry"]``,
one entry per hero, written by ``campaign.next_setup``): the Path Stone's Paths (a Curse among
them) and its God, the Primal Taints, and — under the default reading of L435 — the Items,
Trophies, Offerings and Journey tokens, with the Garrison and Watchstone the player keeps (0 or 1
of each, L1086). Keeping it in the setup keeps a campaign scenario reproducible from its setup and
seed, as every saved game is.

``check_carry`` reads it without trusting it (a clear SetupError for anything beyond the rules'
limits); ``apply_carry`` puts it on the freshly set-up heroes, taking the kept cards out of their
decks so every card stays conserved.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, get_args

from game.core.actions import SetupError
from game.zerywia.content import content
from game.zerywia.content_models import PathType
from game.zerywia.hero import ATTRIBUTES, MAX_PATHS, Hero

GUARDS = ("garrison", "watchstone")
MAX_JOURNEY = 3  # a hero holds at most 3 Journey tokens (ZW-RES-19)
MAX_PRIMAL = 2  # a third one loses the hero (ZW-HERO-24)
MAX_ITEMS = 3  # ZW-RES-18
OFFERINGS_IN_BOX = 12  # ZW-RES-01
PATH_TYPES = frozenset(get_args(PathType))
TERRAIN_TOKENS = ("wilderness", "mountain", "ruin", "settlement")


@dataclass
class Memory:
    """What one hero carries into the next scenario."""

    hero: str
    paths: list[str] = field(default_factory=list)  # under the Path Stone, oldest first (ZW-HERO-30)
    god: str = ""  # on top of the Stone (ZW-HERO-31)
    primal: list[str] = field(default_factory=list)  # Attributes with a Primal Taint
    items: list[str] = field(default_factory=list)
    trophies: int = 0
    offerings: int = 0
    journey_tokens: list[str] = field(default_factory=list)


def read_memory(entry: dict[str, Any]) -> Memory:
    """One hero's memory from plain data, within the rules' limits (a SetupError if not)."""
    known = set(Memory.__dataclass_fields__)
    try:
        memory = Memory(**{k: v for k, v in entry.items() if k in known})
    except TypeError as exc:
        raise SetupError(str(exc), "zerywia.campaign.bad_carry") from exc
    ok = (
        isinstance(memory.hero, str) and memory.hero in content().heroes
        and isinstance(memory.paths, list) and len(memory.paths) <= MAX_PATHS
        and all(p in PATH_TYPES for p in memory.paths)
        and isinstance(memory.god, str) and (not memory.god or memory.god in content().gods)
        and isinstance(memory.primal, list) and len(set(memory.primal)) == len(memory.primal) <= MAX_PRIMAL
        and all(a in ATTRIBUTES for a in memory.primal)
        and isinstance(memory.items, list) and len(memory.items) <= MAX_ITEMS
        and all(i in content().items for i in memory.items)
        and all(type(v) is int and 0 <= v <= 10**6 for v in (memory.trophies, memory.offerings))
        and isinstance(memory.journey_tokens, list) and len(memory.journey_tokens) <= MAX_JOURNEY
        and all(t in TERRAIN_TOKENS for t in memory.journey_tokens)
    )
    if not ok:
        raise SetupError(f"{memory.hero}: a kept card or token breaks the rules' limits", "zerywia.campaign.bad_carry")
    return memory


def check_carry(raw: Any, heroes: list[str]) -> list[dict[str, Any]]:
    """The setup's ``carry`` list checked against the party and the box (one of each card, 12
    Offerings, 1 Garrison and 1 Watchstone per player); returned as clean plain data."""
    if not isinstance(raw, list) or len(raw) != len(heroes):
        raise SetupError("the campaign's heroes do not match the party", "zerywia.campaign.bad_carry")
    out = []
    for entry, hero in zip(raw, heroes, strict=True):
        if not isinstance(entry, dict) or entry.get("hero") != hero:
            raise SetupError("the campaign's heroes do not match the party", "zerywia.campaign.bad_carry")
        guards = {g: entry.get(g, 0) for g in GUARDS}
        if any(type(v) is not int or v not in (0, 1) for v in guards.values()):
            raise SetupError("a player keeps at most 1 Garrison and 1 Watchstone", "zerywia.campaign.bad_carry")
        out.append({**asdict(read_memory(entry)), **guards})
    gods = [e["god"] for e in out if e["god"]]
    items = [i for e in out for i in e["items"]]
    if len(set(gods)) != len(gods) or len(set(items)) != len(items):
        raise SetupError("two heroes carry the same card", "zerywia.campaign.bad_carry")
    if sum(e["offerings"] for e in out) > OFFERINGS_IN_BOX:
        raise SetupError("more Offerings than the box holds", "zerywia.campaign.bad_carry")
    return out


def apply_carry(state: Any, carry: list[dict[str, Any]]) -> None:
    """Each hero's memory onto its fresh board (ZW-HERO-32): the Paths under the Stone, the God on
    it, the Primal Taints (the locked Prime and the Blocker's shift with them, ZW-HERO-22), the kept
    cards and tokens; the God and the Items leave their decks."""
    for hero, entry in zip(state.heroes, carry, strict=True):
        hero.paths = list(entry["paths"])
        if entry["god"]:
            hero.god = entry["god"]
            state.gods.remove(entry["god"])
        hero.primal = list(entry["primal"])
        _clamp(hero)
        for item in entry["items"]:
            state.item_deck.remove(item)
            hero.items.append(item)
        hero.trophies = entry["trophies"]
        hero.offerings = entry["offerings"]
        hero.journey_tokens = list(entry["journey_tokens"])


def _clamp(hero: Hero) -> None:
    """A Primal Taint lowers the Attribute's maximum and the Prime pool; the markers follow."""
    hero.prime = min(hero.prime, hero.prime_limit)
    for attr in ATTRIBUTES:
        hero.value[attr] = min(hero.value[attr], hero.current_max(attr))

"""What a seat may see of the campaign (``DesconfrontoTable.campaign``; the map scene and the journal draw
from it, never from ``state.campaign``).

On the table: the map as revealed (a face-up card's face; a face-down card's back only — its biome and
the number on it, L237 — and where it lies), the group token, the camps and the rest tokens left, the
story pages read (the journal), the side missions, the special foes beaten, the secrets received, the
combat being fought, the road event the group is reading, the party (level, Vigor, items) and the
fragments. Never on it: a face-down card's contents (name, area, directions, symbols, setup, spoils,
cost), the secret card P5 (corrupted) before it is swapped in (DC-GEN-02), the road-event deck's order
(its size only) and the Corruption Master's hand (``view.MasterView`` shows that to the Master alone).
The view is the same for every seat: the campaign has no private part besides those.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.desconfronto.campaign import pharanor
from game.desconfronto.campaign.world import card, the_map
from game.desconfronto.state import CombatState


@dataclass(frozen=True)
class CardFace:
    """One map position as the table shows it: the back always, the face once revealed."""

    id: str  # the biome letter and the number on the back ("R4"): on the back too
    col: int
    row: int
    face_up: bool
    biome: str
    number: int
    name: Mapping[str, str] | None = None  # the card's own name (both languages); None face down
    area: str = ""
    directions: tuple[str, ...] = ()
    symbols: tuple[str, ...] = ()
    encounter: str = ""
    fast_travel: int = -1  # its Fast Travel cost; -1 face down
    camp: str = ""  # the rest token placed here ("short" / "long")
    beaten: bool = False  # its special foe has fallen
    wins: int = 0


@dataclass(frozen=True)
class PartyLine:
    seat: int
    hero: str
    level: int
    vigor: int
    max_vigor: int
    items: tuple[str, ...]  # the Active Item first, then the extended inventory
    subclass: str


@dataclass(frozen=True)
class CampaignView:
    cols: int
    rows: int
    at: str
    cards: tuple[CardFace, ...]
    revealed: tuple[str, ...]  # in the order they were turned
    tokens: tuple[str, ...]  # rest tokens still unused
    pages: tuple[str, ...]  # story pages read, in order (the journal)
    missions: tuple[Mapping[str, Any], ...]  # {"seat", "kind", "card"}
    beaten: tuple[str, ...]  # special foes beaten, by card
    conclusions: int
    secrets: tuple[str, ...]  # the secret rewards and endings received
    finale: bool
    swapped: bool
    boss_tries: int
    moves: int
    fought: int
    combat: Mapping[str, Any]  # the card's combat being fought (public once set up)
    road: str  # the road event being read ("" none)
    road_deck: int  # the road-event deck's size (never its order)
    party: tuple[PartyLine, ...]
    fragments: int
    tier_shift: int | tuple[int, ...]  # the campaign's setup choice (DC-DIFF-03)
    pharanor_offered: bool  # DC-SEC-05: the last battle waits on the Leader's choice
    pharanor_seat: int  # the seat running the Master in it (-1 outside it)

    def face(self, card_id: str) -> CardFace | None:
        return next((c for c in self.cards if c.id == card_id), None)


def _face(state: CombatState, cid: str, revealed: set[str]) -> CardFace:
    camp = state.campaign
    assert camp is not None
    c = card(state, cid)  # P5 shows its corrupted face only once swapped (world.card)
    if cid not in revealed:
        base = the_map().cards[cid]  # the back: the deck's biome and its number
        return CardFace(cid, base.col, base.row, False, base.biome, base.number)
    return CardFace(
        cid, c.col, c.row, True, c.biome, c.number, dict(c.name.model_dump()), c.area, tuple(c.directions),
        tuple(c.all_symbols), c.encounter, c.fast_travel, camp.camps.get(cid, ""), cid in camp.beaten,
        camp.wins.get(cid, 0),
    )  # fmt: skip


def campaign_of(state: CombatState, viewer: int | None = None) -> CampaignView | None:
    """The campaign as any seat sees it (``viewer`` kept for the protocol: nothing here is private)."""
    camp = state.campaign
    if camp is None:
        return None
    m = the_map()
    revealed = set(camp.revealed)
    shift = state.setup.get("tier_shift", 0)
    fight = camp.combat.get(pharanor.FIGHT)
    return CampaignView(
        cols=m.cols,
        rows=m.rows,
        at=camp.at,
        cards=tuple(_face(state, cid, revealed) for cid in sorted(m.cards)),
        revealed=tuple(camp.revealed),
        tokens=tuple(camp.tokens),
        pages=tuple(camp.pages),
        missions=tuple(dict(x) for x in camp.missions),
        beaten=tuple(camp.beaten),
        conclusions=camp.conclusions,
        secrets=tuple(camp.secrets),
        finale=camp.finale,
        swapped=camp.swapped,
        boss_tries=camp.boss_tries,
        moves=camp.moves,
        fought=camp.fought,
        combat={k: (list(v) if isinstance(v, list) else v) for k, v in camp.combat.items()},
        road=str(camp.road.get("id", "")),
        road_deck=len(camp.deck),
        party=tuple(
            PartyLine(h.seat, h.hero, h.level, h.vigor, h.max_vigor, ((h.item,) if h.item else ()) + tuple(h.bag),
                      h.subclass)  # fmt: skip
            for h in state.heroes
        ),
        fragments=state.fragments,
        tier_shift=tuple(shift) if isinstance(shift, list | tuple) else int(shift),
        pharanor_offered=pharanor.offered(state),
        pharanor_seat=int(fight) if fight is not None else -1,
    )

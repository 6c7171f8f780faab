"""What the map screen reads of a campaign: the seat's campaign view (``game.desconfronto.campaign.view``,
``board.view.table.campaign``) plus the legal moves.

The view holds only what is on the table (a face-down card's back, the camps, the tokens left, the pages
read, the foes beaten); the road-event deck's order and a face-down card's face are not in it. The lit
moves come only from ``legal_actions``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.i18n import localized
from game.desconfronto.campaign.view import CampaignView, CardFace
from game.desconfronto.campaign_actions import Move, Travel
from scenes.boards.desconfronto_map_draw import CardLook


@dataclass(frozen=True)
class MapModel:
    cols: int
    rows: int
    at: str
    looks: tuple[CardLook, ...]
    moves: dict[str, Any] = field(default_factory=dict)  # card id -> the Move action the Leader may send
    travels: dict[str, Any] = field(default_factory=dict)  # card id -> the Travel action
    costs: dict[str, int] = field(default_factory=dict)  # card id -> its Fast Travel cost (revealed cards)

    def key(self) -> tuple:
        return (self.at, self.looks)


def look_of_face(f: CardFace) -> CardLook:
    """A position as it shows: the back only for a face-down card (the view holds nothing more)."""
    if not f.face_up:
        return CardLook(f.id, f.col, f.row, False, f.biome, f.number)
    return CardLook(f.id, f.col, f.row, True, f.biome, f.number, localized(f.name or {}), f.area, f.directions,
                    f.symbols, f.camp, f.beaten, f.encounter, f.wins)  # fmt: skip


def build_model(view: CampaignView, legal: list[Any]) -> MapModel:
    looks = tuple(look_of_face(f) for f in view.cards)
    moves = {a.to: a for a in legal if isinstance(a, Move)}
    travels = {a.to: a for a in legal if isinstance(a, Travel)}
    costs = {f.id: f.fast_travel for f in view.cards if f.face_up}
    return MapModel(view.cols, view.rows, view.at, looks, moves, travels, costs)

"""What the map screen reads of a campaign: the public part of ``CampaignState`` plus the legal moves.

Everything here is on the table (the cards turned, the camps, the tokens left, the pages read, the foes
beaten); the road-event deck's order is not read. The lit moves come only from ``legal_actions``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.desconfronto.campaign.world import card, the_map
from game.desconfronto.campaign_actions import Move, Travel
from scenes.boards.desconfronto_map_draw import CardLook, look_of


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


def build_model(state: Any, legal: list[Any]) -> MapModel:
    camp = state.campaign
    m = the_map()
    revealed = set(camp.revealed)
    looks = tuple(
        look_of(card(state, cid), cid in revealed, camp.camps.get(cid, ""), cid in camp.beaten, camp.wins.get(cid, 0))
        for cid in sorted(m.cards)
    )
    moves = {a.to: a for a in legal if isinstance(a, Move)}
    travels = {a.to: a for a in legal if isinstance(a, Travel)}
    costs = {cid: card(state, cid).fast_travel for cid in revealed}
    return MapModel(m.cols, m.rows, camp.at, looks, moves, travels, costs)

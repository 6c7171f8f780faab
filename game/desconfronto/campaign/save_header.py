"""What a campaign save's header shows (``saves.header``): where the group stands, how far it has come.

The Load screen lists saves from their headers without replaying anything, so the card's name is
stored in both languages (the header imports no game to word it) beside plain counts: combats
fought, victories, creatures beaten in them, and whether the campaign is ironman (one slot, no
reloading a defeat). Display only: opening the save verifies the game itself.
"""

from __future__ import annotations

from typing import Any

from game.desconfronto.campaign.world import the_map
from game.desconfronto.state import CombatState


def save_header(state: CombatState) -> dict[str, Any] | None:
    """The campaign part of the header, or None outside a campaign."""
    camp, run = state.campaign, state.run
    if camp is None or run is None:
        return None
    m = the_map()
    card = m.cards.get(camp.at) or m.secret.get(camp.at)
    won = [h for h in run.history if h.get("result") == "won"]
    return {
        "card": camp.at,
        "en": card.name.en if card is not None else camp.at,
        "pt": card.name.pt if card is not None else camp.at,
        "fought": len(run.history),
        "won": len(won),
        "foes": sum(len(h.get("creatures", [])) for h in won),
        "ironman": bool(state.setup.get("ironman")),
        "result": (state.outcome or {}).get("result", "") if state.phase == "over" else "",
    }

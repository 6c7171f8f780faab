"""Which of the human seat's legal actions point at a Region of the map (Explore, Use the Harbour,
an overflowing token's next Region, Nix's Murk, the Memory's Nix Threat, the Shroud's journey): a click on that Region takes
it, or offers the choice when several share it (two terrains). The rest become buttons."""

from __future__ import annotations

from game.core.actions import Action
from game.zerywia.actions import Explore, PlaceMurk, PlaceThreat, SendToken, TakeOption, UseHarbour

MAP_ACTIONS = (Explore, UseHarbour, SendToken, PlaceMurk, PlaceThreat)  # PlaceThreat: the Memory's Nix roll


def region_of(action: Action) -> str | None:
    """The Region an action is aimed at, if a click on the map should take it."""
    if isinstance(action, MAP_ACTIONS):
        return action.region or None
    if isinstance(action, TakeOption) and action.option == "shroud":
        return action.region or None
    return None


def by_region(actions: list[Action]) -> dict[str, list[Action]]:
    out: dict[str, list[Action]] = {}
    for action in actions:
        region = region_of(action)
        if region is not None:
            out.setdefault(region, []).append(action)
    return out


def button_order(actions: list[Action]) -> list[Action]:
    """Buttons: the decisions no Region holds first, then the map's, so every action has a button."""
    return [a for a in actions if region_of(a) is None] + [a for a in actions if region_of(a) is not None]

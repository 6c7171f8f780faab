"""The run layer's one door: between combats the Hunt (``hunt.py``) or the campaign (``campaign/engine.py``)
decides, by ``state.run.mode``. ``outcome`` ends a combat through the ``run_after_combat`` hook registered
here (it sits below both)."""

from __future__ import annotations

from game.core.actions import Action, Event
from game.core.refusal import Refusal
from game.desconfronto import hunt
from game.desconfronto.campaign import engine as campaign
from game.desconfronto.hooks import hook
from game.desconfronto.state import CombatState


def _campaign(state: CombatState) -> bool:
    return state.campaign is not None


@hook("run_after_combat")
def after_combat(state: CombatState, result: str) -> list[Event]:
    if _campaign(state):
        return campaign.after_combat(state, result)
    return hunt.after_combat(state, result)


def legal(state: CombatState) -> list[Action]:
    return campaign.legal(state) if _campaign(state) else hunt.legal(state)


def refusal(state: CombatState, action: Action) -> Refusal | None:
    return campaign.refusal(state, action) if _campaign(state) else hunt.refusal(state, action)


def apply(state: CombatState, action: Action) -> list[Event]:
    return campaign.apply(state, action) if _campaign(state) else hunt.apply(state, action)

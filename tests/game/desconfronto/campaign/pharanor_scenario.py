"""A second campaign brought to Gûrthur's fall with the Solarion Lance in hand (DC-SEC-04/05): the
position where Corrupted Pharanor's last battle is offered (L482). Shared by the core and scene tests."""

from __future__ import annotations

from typing import Any

from game.desconfronto import items
from game.desconfronto.campaign import pharanor, world
from game.desconfronto.campaign_actions import FacePharanor, Stay
from tests.game.desconfronto.campaign.campaign_helpers import campaign_session, leave_market, win_combat
from tests.game.desconfronto.campaign.campaign_scenarios import place_group

HEROES = ["artan", "pharanor", "tesser"]


def final_battle_won(heroes: list[str] | None = None, seed: int = 7, lance: bool = True, done: int = 1) -> Any:
    return _final(heroes, seed, lance, done)[0]


def _final(heroes: list[str] | None, seed: int, lance: bool, done: int) -> tuple[Any, list[Any]]:
    """A campaign (``done`` campaigns finished before) whose group has beaten every Guardian, holds the
    Solarion Lance (``lance``) and has just seen Gûrthur fall at Kalahad."""
    s = campaign_session(list(heroes or HEROES), seed=seed, campaigns_done=done)
    win_combat(s)  # K0's first combat
    leave_market(s)
    camp = s.state.campaign
    camp.beaten += [c.id for c in world.the_map().corners()] + ["R1", "T3", "F7", "P8"]
    camp.wins.update({c: 1 for c in camp.beaten})  # as if each foe's card had been won
    camp.finale = True
    camp.pages.append("scroll7.intro")
    if lance and "artan" in s.state.seat_of:  # DC-SEC-04: Tenebrah beaten with Purification on him
        camp.secrets += ["abyssal_blade", pharanor.LANCE]
        items.give(s.state, s.state.seat_of["artan"], pharanor.LANCE)
    place_group(s, world.KALAHAD)
    s.apply(Stay(0))  # the final battle (the Boss playmat)
    s.state.boss.form = 2
    return s, win_combat(s)  # Gûrthur falls


def pharanor_fight() -> Any:
    """The last battle begun: Corrupted Pharanor on the board, Pharanor's seat the Corruption Master."""
    s = final_battle_won()
    s.apply(FacePharanor(0))
    return s


def scenario_pharanor() -> list[Any]:
    """DC-SEC-05: the last battle offered, fought and won (its three events)."""
    s, events = _final(None, 7, True, 1)
    events += s.apply(FacePharanor(0))
    events += win_combat(s)
    return events

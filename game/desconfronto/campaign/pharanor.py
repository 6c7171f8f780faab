"""Corrupted Pharanor, the post-game secret (DC-SEC-05, L480-482; RULES.md "Campaign", Corrupted Pharanor).

"If your group has already received the Solarion Lance and the mage Pharanor is among its characters,
you may fight one last battle against a corrupted version of the mage Pharanor. [...] The player who
played Pharanor must carry out this battle in Corruption Master mode, using the Creature Action cards."

Readings (the rulebook leaves them open; recorded in RULES.md with the lines):

* **When and where**: "post-game" (L480) and "one last battle" (L482): it is offered once, at Kalahad,
  right after Gûrthur's fall (the end of the campaign, DC-CMP-29), before the campaign closes. The map
  then offers only ``FacePharanor`` or ``EndCampaign`` ("you may": the group may decline). The Leader
  decides for the group, as every map choice (seat 0).
* **Conditions**: the Solarion Lance received (``solarion_lance`` in ``campaign.secrets``), Pharanor among
  the heroes, and at least one other hero to fight him (his player leaves the heroes' side). A first
  campaign can never meet them (Tenebrah, who gives the Lance, needs a second one, DC-SEC-01), and the
  check says so too (DC-GEN-02).
* **Who fights**: Pharanor's card alone on the creature board (L482 names no escort, ``bosses.toml``)
  against the other heroes. Pharanor's own seat becomes the Corruption Master for this combat (DC-CM-03:
  a hand of 5 Creature Action cards, one chosen each Creature Phase, a replacement drawn): a human
  Pharanor plays the Master's hand, a bot Pharanor seat the Master bot. His hero is set aside for the
  combat (``HeroState.exhausted = ASIDE``): no turns, never a target, no reactions; he did not fall.
* **What it gives**: beating him is the secret ending (``corrupted_pharanor`` in ``campaign.secrets``,
  shown in the journal). No fragments (the campaign is over: there is nothing left to buy).
* **The end**: win, lose or flee, it is the last battle: the campaign then ends, won (Daegur and Gûrthur
  have fallen); the fight's own result is in the log and the journal.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import combats
from game.desconfronto.campaign.world import KALAHAD, camp_of
from game.desconfronto.campaign_actions import EndCampaign, FacePharanor
from game.desconfronto.event import ev
from game.desconfronto.state import ASIDE, CombatState, MasterState

HERO = "pharanor"  # "the mage Pharanor is among its characters" (L482)
FOE = "corrupted_pharanor"  # bosses.toml's card (role "secret", no map card)
LANCE = "solarion_lance"  # "has already received the Solarion Lance" (L482, DC-SEC-04)
SECRET = "corrupted_pharanor"  # campaign.secrets: the secret ending reached
OFFER = "epilogue"  # run.stage while the map asks for the last battle
FIGHT = "pharanor"  # camp.combat's key during it (the seat running the Master)


def eligible(state: CombatState) -> bool:
    """DC-SEC-05 / DC-GEN-02: a second campaign or later, the Lance received, Pharanor in the group and
    another hero to face him."""
    camp = camp_of(state)
    return (
        int(state.setup.get("campaigns_done", 0)) >= 1
        and LANCE in camp.secrets
        and HERO in state.seat_of
        and len(state.heroes) >= 2
    )


def offer(state: CombatState) -> list[Event]:
    """Gûrthur has fallen: the map asks the Leader whether the group fights the last battle."""
    run = state.run
    assert run is not None
    run.stage = OFFER
    state.phase = "run"
    state.pending = Choice("map", 0, {"card": camp_of(state).at})
    state.attack = None
    state.attack_queue = []
    return [ev("dc.secret.pharanor_offered", {"hero": state.seat_of[HERO]})]


def offered(state: CombatState) -> bool:
    run = state.run
    return run is not None and run.stage == OFFER


def actions(state: CombatState) -> list[Action]:
    """The map's only choices after Gûrthur's fall: the last battle, or the end ("you may", L482)."""
    return [FacePharanor(0), EndCampaign(0)]


def begin(state: CombatState) -> list[Event]:
    """L482: Corrupted Pharanor's card on the creature board; his player runs it as Corruption Master."""
    camp = camp_of(state)
    run = state.run
    assert run is not None
    seat = state.seat_of[HERO]
    run.stage = "combat"  # a combat like any other (items.in_combat, the heuristic); camp.combat marks it
    camp.fought += 1
    camp.won_here = False
    camp.combat = {"card": KALAHAD, "face": "", "creatures": [FOE], FIGHT: seat}
    state.pending = None
    state.master = MasterState(seat=seat)  # DC-CM-03: dealt its 5 cards by start_combat
    state.heroes[seat].exhausted = ASIDE
    events = [ev("dc.secret.pharanor_fight", {"hero": seat}, reveals=True)]
    return events + combats.start_combat(state, [FOE], 0)


def fighting(fight: dict[str, Any]) -> bool:
    """``camp.combat`` (as it was when the combat ended) is the last battle's."""
    return FIGHT in fight


def after(state: CombatState, result: str, fight: dict[str, Any]) -> list[Event]:
    """The last battle is over: Pharanor's hero back, the Master gone, the secret kept on a victory;
    the campaign's end follows (``engine``)."""
    seat = int(fight[FIGHT])
    state.heroes[seat].exhausted = ""
    state.master = None
    camp = camp_of(state)
    if result == "won" and SECRET not in camp.secrets:
        camp.secrets.append(SECRET)
    return [ev("dc.secret.pharanor_result", {"hero": seat, "result": result})]

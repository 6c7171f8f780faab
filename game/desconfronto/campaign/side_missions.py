"""Side missions on the Point of Interest "!" cards (DC-CMP-20..22, L288-304).

Order (L289-292): every hero's Legendary Weapon mission first, the Leader's on the first "!" card won,
then one per hero clockwise; then each hero's Prestige Class mission in the same order. A mission is
carried out by winning the card's normal combat (L294). Readings (RULES.md "Campaign"):

* Each "!" card holds one mission: once a mission is done there its "!" is spent (the hero's token is
  removed, L293), so the 8 cards carry the 8 missions of a group of four; a smaller group has some left.
* The Legendary Weapon mission gives the hero's Legendary Weapon (its equipment card).
* The Prestige mission asks the hero's player to choose the Purification or the Corruption path: the
  subclass of that path (2 Signature cards and a passive; the other is out for the campaign), the
  Personal Artifact and the hero's Elder card (L304, AMB-59).
"""

from __future__ import annotations

from game.core.actions import Event
from game.core.pending import Choice
from game.desconfronto import elders, items, prestige
from game.desconfronto.campaign.world import camp_of, here
from game.desconfronto.event import ev
from game.desconfronto.state import CombatState

KINDS = ("weapon", "prestige")


def next_mission(state: CombatState) -> tuple[int, str] | None:
    """(seat, kind) of the next side mission in the order of L289-292, None when all are done."""
    done = {(m["seat"], m["kind"]) for m in camp_of(state).missions}
    for kind in KINDS:
        for h in state.heroes:
            if (h.seat, kind) not in done:
                return h.seat, kind
    return None


def on_victory(state: CombatState) -> list[Event]:
    """A won combat on a "!" card whose mission is still there carries out the next mission."""
    camp = camp_of(state)
    c = here(state)
    if "point_of_interest" not in c.symbols or c.id in camp.mission_cards:
        return []
    nxt = next_mission(state)
    if nxt is None:
        return []
    seat, kind = nxt
    camp.mission_cards.append(c.id)
    camp.missions.append({"seat": seat, "kind": kind, "card": c.id})
    out = [ev("dc.mission_done", {"hero": seat, "kind": kind, "card": c.id})]
    h = state.heroes[seat]
    if kind == "weapon":
        weapon = items.artifacts_of(h.hero)[0]
        return out + items.give(state, seat, weapon)
    return out  # the Prestige mission: the path is asked (``ask_path``)


def path_owed(state: CombatState) -> int:
    """The seat whose Prestige mission was just done and whose path is not chosen yet, else -1."""
    camp = camp_of(state)
    for m in camp.missions:
        if m["kind"] == "prestige" and not state.heroes[m["seat"]].subclass:
            return int(m["seat"])
    return -1


def ask_path(state: CombatState, seat: int) -> None:
    state.pending = Choice("path", seat, {"card": here(state).id})


def path_choices(state: CombatState, seat: int) -> list[str]:
    return [s.id for s in prestige.subclasses(state.heroes[seat].hero)]


def choose_path(state: CombatState, seat: int, subclass: str) -> list[Event]:
    """DC-CMP-22: the subclass of the chosen path, then the Personal Artifact and the Elder (L304)."""
    h = state.heroes[seat]
    out = prestige.grant_subclass(state, seat, subclass)
    artifact = items.artifacts_of(h.hero)[1]
    if not items.owns(h, artifact):
        out += items.give(state, seat, artifact)
    if any(c not in h.granted for c in elders.elder_cards(h.hero)):
        out += elders.grant_elder(state, seat)
    return out

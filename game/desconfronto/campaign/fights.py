"""A card's combat (DC-CMP-05, DC-CMP-10/11, DC-CMP-25/26): rolled, set up, fought on the ordinary engine.

* The setup die is rolled on every visit (L296): its raw face picks the row of the card's table, written
  for 4 players weakest first; the strongest creature goes once per missing player, never below one
  (L297). Creatures a road event sent join the row first (the removal then applies to them too), and the
  playmat holds four at most (the strongest beyond four stay out).
* A special foe's card (a Guardian at a corner, an Akari at a temple, Tenebrah at P5 corrupted) puts its
  foe in the setup in place of the strongest creature (``bosses.encounter_setup``, AMB-57).
* The final battle is the Boss playmat (the Hunt's, ``boss/``) at Kalahad once Scroll 7 is open (AMB-33).
* The spoils are the card's fragments, paid on every victory, even when won before (L250); its rest
  spoil is taken by every hero at once and its Conclusion token kept (L114-116).
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto import boss, combats, items, rests
from game.desconfronto.campaign import bosses, tier_shift
from game.desconfronto.campaign.map_cards import FULL_TABLE, strength_key
from game.desconfronto.campaign.world import KALAHAD, camp_of, here
from game.desconfronto.dice import roll_face
from game.desconfronto.event import ev
from game.desconfronto.state import CombatState

PLAYMAT = 4  # creature positions on the playmat (DC-CMB-03)


def creatures_for(row: list[str], ambush: list[str], players: int) -> list[str]:
    """DC-CMP-26: the row (weakest first) with the ambushers, less one strongest per missing player."""
    ids = sorted([*row, *ambush], key=strength_key)
    keep = max(1, len(ids) - max(0, FULL_TABLE - players))
    return ids[: min(keep, PLAYMAT)]


def begin(state: CombatState) -> list[Event]:
    """The combat on the group's card: the final battle at Kalahad once it is open, else the card's own."""
    camp = camp_of(state)
    run = state.run
    assert run is not None
    camp.fought += 1
    camp.won_here = False
    state.pending = None
    if camp.finale and camp.at == KALAHAD:
        run.stage = "boss"
        camp.combat = {"card": KALAHAD, "face": "", "creatures": [], "boss": True}
        state.turn, state.flags, state.spoils = 1, {}, 0
        combats.ready_heroes(state)
        return [ev("dc.final_battle", {"tries": camp.boss_tries}), *boss.start_boss(state)]
    c = here(state)
    face = roll_face(state)  # DC-CM-02: the Corruption Master's roll when there is one
    ambush = list(camp.combat.get("ambush", []))  # a road event just read on this card (cleared after a combat)
    ids = creatures_for(list(c.setup.row(face)), ambush, len(state.heroes))
    # DC-DIFF-03 (L471-474): the campaign's tier shift, spoils following (tier_shift.py); 0 draws nothing
    ids, fragments = tier_shift.apply(state.setup, ids, c.spoils.fragments, c.creatures, state.rng)
    again = c.encounter == "tenebrah"  # L480: the secret foe may be fought again for the post-game secrets
    if c.encounter and (again or c.id not in camp.beaten):  # AMB-57: the card's foe (bosses.py)
        ids = bosses.encounter_setup(c.id, ids)
    camp.combat = {"card": c.id, "face": face, "creatures": ids}
    run.stage = "combat"
    events = [ev("dc.campaign_setup", {"card": c.id, "face": face, "creatures": list(ids)}, reveals=True)]
    return events + combats.start_combat(state, ids, fragments)


def spoils(state: CombatState) -> list[Event]:
    """A won card's spoils beyond its fragments (``outcome`` paid those): the rest, the Conclusion token,
    the special foe marked beaten."""
    camp = camp_of(state)
    c = here(state)
    camp.wins[c.id] = camp.wins.get(c.id, 0) + 1
    camp.won_here = True
    out: list[Event] = []
    if c.spoils.rest:  # L115-116: a rest without a camp, for every hero
        for h in state.heroes:
            out += rests.short_rest(state, h.seat) if c.spoils.rest == "short" else rests.long_rest(state, h.seat)
    if c.spoils.conclusion_token and c.id not in camp.beaten:  # L114: one token per Guardian
        camp.conclusions += 1
        out.append(ev("dc.conclusion_token", {"card": c.id, "tokens": camp.conclusions}))
    if c.encounter and c.id not in camp.beaten:
        camp.beaten.append(c.id)
        out.append(ev("dc.foe_beaten", {"card": c.id, "encounter": c.encounter}))
    if c.encounter == "tenebrah":
        out += _secret_rewards(state)
    return out


ABYSSAL_BLADE = "abyssal_blade"
SOLARION = "solarion_lance"
SOLARION_HERO = "artan"  # L481: "and Artan is in the group"


def _secret_rewards(state: CombatState) -> list[Event]:
    """DC-SEC-03: beating Tenebrah gives the Abyssal Blade (once; to the Leader, who may trade it);
    DC-SEC-04: beating him while he holds Purification, with Artan in the group, gives Artan Solarion."""
    camp = camp_of(state)
    out: list[Event] = []
    if ABYSSAL_BLADE not in camp.secrets:
        camp.secrets.append(ABYSSAL_BLADE)
        out += items.give(state, 0, ABYSSAL_BLADE)
    artan = state.seat_of.get(SOLARION_HERO)
    foe = bosses.BOSS_AT.get(here(state).id, "")
    if SOLARION not in camp.secrets and artan is not None and foe in camp.purified:
        camp.secrets.append(SOLARION)
        out += items.give(state, artan, SOLARION)
    return out

"""The four pillars (DC-BOSS-05..08, L430-436, L997-998; AMB-34): the Boss's immunities while they
stand, the physical attacks that break them, the Altar's immunities and the pillar-top bonuses.

A pillar takes only physical attack-card damage (L432-433): the physical dice of the card played on
it, or the 1 die of a Sacrifice (a basic physical attack, [PROPOSED] in DC-BOSS-07); a card's
magical damage, "inflict X wounds" and conditions are ignored (``strike.card_dice``).
"""

from __future__ import annotations

from game.core.actions import Event
from game.desconfronto.boss.data import PILLARS
from game.desconfronto.effects import after_draw, draw_cards
from game.desconfronto.event import ev
from game.desconfronto.hooks import hook
from game.desconfronto.state import CombatState
from game.desconfronto.vigor import heal

HARMFUL = ("stunned", "bleeding", "fire", "ice", "poison", "corruption", "cor_turns")
_BY_COND = {p.cond: p.id for p in PILLARS.values()}


@hook("boss_immune")
def boss_immune(state: CombatState, cond: str) -> bool:
    """DC-BOSS-06: a standing pillar makes the Boss immune to its condition."""
    b = state.boss
    assert b is not None
    pid = _BY_COND.get(cond)
    return pid is not None and b.pillars.get(pid, 0) > 0


@hook("boss_altar_immune")
def altar_immune(state: CombatState, seat: int, cond: str) -> bool:
    """DC-BOSS-08a (L434, L998): a hero on the Altar is immune to the element of every broken pillar."""
    b = state.boss
    assert b is not None
    if seat >= len(b.where) or b.where[seat] != "altar":
        return False
    pid = _BY_COND.get(cond)
    return pid is not None and b.pillars.get(pid, 1) <= 0


def hit_pillar(state: CombatState, seat: int, pid: str, damage: int) -> list[Event]:
    """Physical damage on a pillar, less its shields; at 0 it breaks (DC-BOSS-08)."""
    b = state.boss
    assert b is not None
    p = PILLARS[pid]
    wounds = max(0, damage - p.shields)
    b.pillars[pid] = max(0, b.pillars[pid] - wounds)
    events = [ev("dc.pillar_hit", {"hero": seat, "pillar": pid, "damage": damage, "shields": p.shields,
                                   "wounds": wounds, "vigor": b.pillars[pid]})]
    if b.pillars[pid] == 0:
        events.append(ev("dc.pillar_broken", {"hero": seat, "pillar": pid, "cond": p.cond}))
    return events


def turn_start_bonus(state: CombatState, seat: int) -> list[Event]:
    """DC-BOSS-08b (L435): a hero who starts the turn on a broken pillar gets its top bonus."""
    b = state.boss
    assert b is not None
    spot = b.where[seat] if seat < len(b.where) else ""
    if spot not in PILLARS or b.pillars[spot] > 0 or state.heroes[seat].exhausted:
        return []
    p = PILLARS[spot]
    events = [ev("dc.pillar_bonus", {"hero": seat, "pillar": spot, "bonus": p.bonus, "amount": p.amount})]
    h = state.heroes[seat]
    if p.bonus == "actions":
        state.actions_left += p.amount
    elif p.bonus == "heal":
        events += heal(state, f"h{seat}", p.amount)
    elif p.bonus == "draw":
        events += draw_cards(state, seat, p.amount) + after_draw(state, seat)
    else:  # cleanse: every harmful condition and Thunder token goes
        for k in HARMFUL:
            h.cond.pop(k, None)
        h.thunder.clear()
    return events


def standing(state: CombatState) -> list[str]:
    b = state.boss
    assert b is not None
    return [pid for pid, v in b.pillars.items() if v > 0]


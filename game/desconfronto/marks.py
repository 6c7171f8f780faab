"""The marks one hero's ability leaves on a figure, gathered for the board (``DesconfrontoTable.marks``).

They live where their rules need them, not on the figure they concern: the Elder's spirit in
``state.flags["elder"]`` (elders.py, this turn only), Shield of Faith's tokens in the ally's
``res["faith"]`` (tesser_prestige.py), Vital Points in Tainara's ``res["tainara_vital"]`` and the
Necromancer's curse in Pharanor's ``res["pharanor_curse"]`` (creature positions + 1), and the Arcanist's
waiting enchantment, change and Arcane Aura charge in ``state.flags`` / his ``res``
(pharanor_prestige.py). This module reads them all into one list of ``Mark`` s, each on the figure it
concerns, so a board draws a badge there without knowing any hero.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.desconfronto.elders import PASSIVES
from game.desconfronto.state import CombatState


@dataclass(frozen=True)
class Mark:
    on: str  # the figure it concerns: "h1", "c0"
    kind: str  # elder_might, elder_focus, elder_arcana, elder_guard, faith, vital, curse_rot,
    #            curse_pestilence, enchant, change, arcane
    by: int  # the seat whose ability made it
    amount: int = 0
    cond: str = ""


def _creature(state: CombatState, pos: int) -> str:
    """The ref of a creature still standing at ``pos`` ("" if none: a mark on a fallen one is over)."""
    if 0 <= pos < len(state.creatures) and not state.creatures[pos].defeated:
        return f"c{pos}"
    return ""


def marks(state: CombatState) -> tuple[Mark, ...]:
    out: list[Mark] = []
    flags = state.flags
    spirit = flags.get("elder") if flags else None
    if spirit:
        seat = int(spirit["seat"])
        out += [Mark(f"h{seat}", f"elder_{p}", seat, int(spirit[p])) for p in PASSIVES if spirit.get(p)]
    for h in state.heroes:
        res = h.res
        faith = res.get("faith")
        if faith:
            out.append(Mark(f"h{h.seat}", "faith", int(faith[0]) - 1, int(faith[1])))
        vital = res.get("tainara_vital")
        if vital and (ref := _creature(state, int(vital) - 1)):
            out.append(Mark(ref, "vital", h.seat))
        curse = res.get("pharanor_curse")
        card = f"pharanor.curse_{curse[0]}#" if curse else ""
        if curse and any(c.startswith(card) for c in h.active) and (ref := _creature(state, int(curse[1]) - 1)):
            out.append(Mark(ref, f"curse_{curse[0]}", h.seat))
        arcane = res.get("pharanor_arcane")
        if arcane:
            out.append(Mark(f"h{int(arcane) - 1}", "arcane", h.seat))
    for kind in ("enchant", "change"):  # the Arcanist's discards wait for his next attack this turn
        cond = flags.get(f"pharanor_{kind}") if flags else None
        if cond:
            seat = state.active_hero
            out.append(Mark(f"h{seat}", kind, seat, cond=str(cond)))
    return tuple(out)

"""desConfronto's end-of-game numbers (``game.core.summary``): per hero the damage dealt and the
cards played; for the table the turns, the creatures defeated and, over a Hunt or a campaign, the
combats won. Every number is counted from public events (wounds, cards played, defeats).

Damage is the wounds a foe took while a hero acted: the hero an event names (``hero``, or an
attack's ``source``) or else the seat that took the action; a condition's wounds (Bleeding, Ice…)
are the damage of the hero who inflicted it. A wound on a creature counts; in the
Coliseum a wound on another hero counts too. Wounds a creature or the Corruption Master dealt are
nobody's damage.
"""

from __future__ import annotations

from typing import Any

from game.core.summary import Figure, Step
from game.desconfronto.state import CombatState

# Events whose ``source`` is a creature striking (elsewhere a creature ``source`` may be the one a
# hero's card works on, such as Artan's Absorb Corruption: the wounds that follow are still his).
CREATURE_STRIKES = frozenset({"dc.creature_attack", "dc.hit", "dc.attack"})


def _hero_of(ref: Any) -> int | None:
    if isinstance(ref, str) and len(ref) > 1 and ref[0] == "h" and ref[1:].isdigit():
        return int(ref[1:])
    return None


def figures(state: CombatState, steps: list[Step]) -> list[Figure]:
    heroes = len(state.heroes)
    coliseum = state.coliseum is not None
    damage = [0] * heroes
    played = [0] * heroes
    inflicted: dict[tuple[str, str], int] = {}  # (figure, condition) -> the hero who inflicted it
    ticking: dict[str, int | None] = {}  # figure -> who inflicted the condition ticking on it now
    turns, defeated, victories = 1, 0, 0  # the first turn begins with the game, outside any step
    for step in steps:
        player = getattr(step.action, "player", None)
        actor: int | None = player if isinstance(player, int) and 0 <= player < heroes else None
        for e in step.events:
            data = e.data
            hero = data.get("hero")
            if isinstance(hero, int) and not isinstance(hero, bool) and 0 <= hero < heroes:
                actor = hero
            source = data.get("source")
            if isinstance(source, str) and source:
                if source[0] == "h":
                    actor = _hero_of(source)
                elif e.kind in CREATURE_STRIKES:  # a creature's attack: none of the heroes' damage
                    actor = None
            kind = e.kind
            if kind == "dc.condition" and actor is not None:
                inflicted[(str(data.get("target", "")), str(data.get("cond", "")))] = actor
            elif kind == "dc.tick":
                ticking[str(data.get("target", ""))] = inflicted.get((str(data.get("target", "")), str(data.get("cond", ""))))
            elif kind == "dc.wounded":
                target = str(data.get("target", ""))
                # a condition's wound is the damage of the hero who inflicted it
                by = ticking.pop(target, None) if data.get("kind") == "condition" and target in ticking else actor
                foe = _hero_of(target)
                if by is not None and (target.startswith("c") or (coliseum and foe is not None and foe != by)):
                    damage[by] += int(data.get("amount", 0))
            elif kind == "dc.played" and actor is not None:
                played[actor] += 1
            elif kind == "dc.turn":
                turns += 1
            elif kind == "dc.defeated" and str(data.get("target", "")).startswith("c"):
                defeated += 1
            elif kind == "dc.victory":
                victories += 1
    out: list[Figure] = []
    for i in range(heroes):
        seat = state.heroes[i].seat
        out.append(Figure("summary.dc.damage", damage[i], seat))
        out.append(Figure("summary.dc.cards_played", played[i], seat))
    out.append(Figure("summary.dc.turns", turns))
    if not coliseum:
        out.append(Figure("summary.dc.defeated", defeated))
    if state.run is not None or state.campaign is not None:
        out.append(Figure("summary.dc.combats_won", victories))
    return out

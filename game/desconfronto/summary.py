"""desConfronto's end-of-game numbers (``game.core.summary``): per hero the damage dealt and the
cards played; for the table the turns, the creatures defeated and, over a Hunt or a campaign, the
combats won. Every number is counted from public events (wounds, cards played, defeats).

Damage is the wounds a foe took while a hero acted: the hero an event names (``hero``, or an
attack's ``source``) or else the seat that took the action. A wound on a creature counts; in the
Coliseum a wound on another hero counts too. Wounds a creature or the Corruption Master dealt are
nobody's damage.
"""

from __future__ import annotations

from typing import Any

from game.core.summary import Figure, Step


def _hero_of(ref: Any) -> int | None:
    if isinstance(ref, str) and len(ref) > 1 and ref[0] == "h" and ref[1:].isdigit():
        return int(ref[1:])
    return None


def figures(state: Any, steps: list[Step]) -> list[Figure]:
    heroes = len(state.heroes)
    coliseum = state.coliseum is not None
    damage = [0] * heroes
    played = [0] * heroes
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
                actor = _hero_of(source)  # a creature's attack: none of the heroes' damage
            kind = e.kind
            if kind == "dc.wounded" and actor is not None:
                target = str(data.get("target", ""))
                foe = _hero_of(target)
                if target.startswith("c") or (coliseum and foe is not None and foe != actor):
                    damage[actor] += int(data.get("amount", 0))
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

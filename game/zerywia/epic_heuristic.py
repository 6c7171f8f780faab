"""The Epic Battle's part of the co-operative evaluation (heuristic.py adds it): the Runes on the
Herald card that cover what it still asks (AMB-50: by Attribute), and, in an Attack under way, the
hero dice that may pierce beyond the card's Difficulty and Shields in an Attribute the Herald still
asks (they become Runes after a Success, L1200) — so a bot buys dice past what the card alone needs
and moves its spare Pierces onto the Herald card. Losses are judged by the ordinary terms (points,
Injuries, a hero removed)."""

from __future__ import annotations

from collections import Counter

from game.zerywia.challenge import DETERMINATION, INITIATION, NIX
from game.zerywia.hero import ATTRIBUTES
from game.zerywia.state import ZerywiaState

RUNE = 30.0  # one Rune that covers a Shield or a Difficulty symbol still standing
BEATEN = 200.0  # the Herald beaten: the round's end wins, if a hero stands
IN_BATTLE = 400.0  # the battle joined: the only way the scenario is won (its gate is met first), worth more than a goal step
ROLLED, UNROLLED = 0.8, 0.5  # a spare die's worth as a Rune: rolled (a Pierce now) or still to roll
EPIC_CONTEXT = "epic_battle"  # epic_battle.CONTEXT (that module plays the battle; this one only scores it)


def epic_value(state: ZerywiaState) -> float:
    epic = state.epic
    if epic is None or epic.result:
        return 0.0
    need = Counter(epic.shields) + Counter(epic.difficulty)
    runes = Counter(epic.runes)
    covered = sum(min(runes[a], need[a]) for a in ATTRIBUTES)
    value = IN_BATTLE + RUNE * covered + (BEATEN if epic.beaten() else 0.0)
    ch = state.challenge
    if ch is not None and state.context == EPIC_CONTEXT and ch.phase in (INITIATION, DETERMINATION):
        missing = epic.missing()
        rolled = ch.phase == DETERMINATION
        dice = Counter(
            d.kind for d in ch.dice
            if d.kind != NIX and (not rolled or d.face in ("pierce", "critical"))
        ) + Counter(ch.runes)
        asked = Counter(ch.difficulty) + Counter(ch.enemy_shields)
        spare = sum(min(missing[a], max(0, dice[a] - asked[a])) for a in ATTRIBUTES)
        value += RUNE * (ROLLED if rolled else UNROLLED) * spare
    return value

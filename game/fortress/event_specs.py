"""Every event Heróis & Monstros emits, with its fields (``game.core.events``).

Events carry results: a refill names the Fortress deck left, a destroyed card the card that stepped
forward (HM-GEN-07) and the Rubble after, a gain the counter's new value. The board replays the
Invasion from these alone (``scenes/boards/fortress_invasion.py``). Log lines: ``event.fortress.<kind>``.
"""

from __future__ import annotations

from game.core.events import FieldType, declare, spec

# a Fortress card between its deck and the Rubble, with both piles' sizes after
_CARD_MOVE: dict[str, FieldType] = {"card": str, "deck": int, "rubble": int}

SPECS = declare(
    # --- turn flow
    spec("fortress.turn_started", seat=int, round=int),
    spec("fortress.turn_ended", seat=int),
    spec("fortress.phase_returned", seat=int, phase=str),
    spec("fortress.combat", seat=int, damage=int),
    # --- Generals' cards
    spec("fortress.drew", reveals=True, seat=int, count=int),
    spec("fortress.reshuffled", reveals=True, seat=int),
    spec("fortress.activated", seat=int, card=str, via=str),
    # bought: ``to`` is where the card went (construction row or discard), ``shifted`` the back-row
    # card that stepped into an emptied front slot (HM-GEN-07), None when none did
    spec("fortress.bought", seat=int, card=str, slot=int, to=str, shifted=(str, None)),
    spec("fortress.replaced", seat=int, card=str, to=str),
    # --- resources, damage, power (``after``: the counter's value once changed; None for card moves)
    spec("fortress.gained", what=str, amount=int, after=(int, None)),
    spec("fortress.lost", what=str, amount=int),
    spec("fortress.power", power=int),
    # --- the Fortress deck, Area and Rubble
    spec("fortress.area_filled", reveals=True, slot=int, card=str, deck=int),
    spec("fortress.milled", _CARD_MOVE, reveals=True),
    spec("fortress.restored", _CARD_MOVE),
    # --- Invaders and plans (``marker``: life markers after, ``damage``: the Combat pool left)
    spec("fortress.level_beaten", slot=int, card=str, level=int, marker=int, damage=int),
    spec("fortress.invader_defeated", slot=int, card=str),
    spec("fortress.plan_level_beaten", plan=str, level=int, marker=int, damage=int),
    spec("fortress.plan_defeated", plan=str, next=(str, None)),
    # --- the Invasion (HM-INV): ``column`` is the attacking Invader's, the card leaves front slot
    # ``column`` for the Rubble, ``shifted`` is the back-row card now in that slot
    spec("fortress.invasion", round=int),
    spec("fortress.window", seat=int, invader=str),
    spec("fortress.passed", seat=int),
    spec("fortress.destroyed", invader=str, card=str, column=int, shifted=(str, None), rubble=int),
    spec("fortress.invasion_reshuffled", reveals=True, deck=int),
    # damage: what it removes per attack, the Adversary's race bonus included (as the table shows it)
    spec("fortress.invader_entered", reveals=True, slot=int, card=str, deck=int, damage=int),
    # --- the end
    spec("fortress.stalemate", seat=int, rounds=int),
    spec("fortress.draw_vote", seat=int, votes=int, of=int),
)

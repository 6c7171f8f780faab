"""Events of the Boss fight (Daegur / Gûrthur, DC-BOSS-*). Log lines: ``event.<kind>`` in dc_boss.toml.

``spot``/``was``/``pillar``: a Boss-mat spot (``"altar"``, a pillar element, ``"crystal<i>"``);
``crystal``: a Soul Crystal's index; ``hero`` -1 in ``dc.crystal_hit`` = Drain Souls.
"""

from __future__ import annotations

from game.core.events import EventSpec, ListOf, Record, spec

_DIE = Record(extra=bool, kept=str, rolled=ListOf(str), value=int)  # event.DIE (event.py imports this module)
_HIT = {"damage": int, "shields": int, "wounds": int, "vigor": int}

BOSS: tuple[EventSpec, ...] = (
    spec("dc.won"),  # the Boss fight is won: Gûrthur has fallen (DC-BOSS-22)
    spec("dc.boss_started", boss=str, vigor=int),
    spec("dc.boss_restarted"),
    spec("dc.boss_action", reveals=True, card=str, boss=str),
    spec("dc.boss_deck_shuffled", cards=int),
    spec("dc.boss_immune", amount=int),
    spec("dc.boss_threshold", threshold=int, lost=int),
    spec("dc.boss_summoned", threshold=int, creatures=ListOf(str), spaces=int),
    spec("dc.boss_counter", counter=int, spaces=int),
    spec("dc.boss_absorbed", creatures=ListOf(str), gained=int, vigor=int),
    spec("dc.boss_delayed", hero=int, counter=int, spaces=int),
    spec("dc.boss_second_form", boss=str, vigor=int),
    spec("dc.boss_moved", hero=int, spot=str, was=str),
    spec("dc.boss_struck", hero=int, card=str, spot=str, sacrifice=bool),
    spec("dc.boss_strike_roll", reveals=True, hero=int, dice=ListOf(_DIE), damage=int),
    spec("dc.pillar_hit", _HIT, hero=int, pillar=str),
    spec("dc.pillar_broken", hero=int, pillar=str, cond=str),
    spec("dc.pillar_bonus", hero=int, pillar=str, bonus=str, amount=int),
    spec("dc.soul_kept", crystal=int, creature=str, souls=int),
    spec("dc.crystal_hit", _HIT, hero=int, crystal=int),
    spec("dc.soul_freed", hero=int, crystal=int, creature=str, cards=int),
    spec("dc.crystal_drained", crystal=int, souls=int),
)

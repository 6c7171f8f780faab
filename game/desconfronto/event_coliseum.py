"""Events of the Coliseum (DC-COL-*). Log lines in dc_coliseum.toml (``event.<kind>``)."""

from __future__ import annotations

from game.core.events import EventSpec, ListOf, spec

COLISEUM: tuple[EventSpec, ...] = (
    # the cards put back are the seat's own secret: only their number is logged (``reveals`` marks the ids)
    spec("dc.col_mulligan", reveals=True, hero=int, count=int, cards=ListOf(str)),
    spec("dc.col_token", hero=int, target=str),  # DC-COL-11: a Class token on a wounded rival
    spec("dc.col_scored", hero=int, victim=int, score=int),  # DC-COL-12
    spec("dc.col_reward", hero=int, taken=bool, skill=str, level=int),
    spec("dc.col_penalty", victim=int, scores=ListOf(int)),  # DC-COL-17: a beast Exhausted a hero
    spec("dc.col_revide", hero=int, how=str, card=str, target=str),  # DC-COL-07/08
    spec("dc.col_shield_expired", hero=int, card=str),  # AMB-19c: a Revide shield guarded one attack
    spec("dc.col_eliminated", hero=int, score=int),  # DC-COL-14
    spec("dc.col_final_round", hero=int, score=int),  # DC-COL-15
    spec("dc.col_podium", order=ListOf(int), scores=ListOf(int)),
    spec("dc.col_stalemate", rounds=int),  # authored: rounds with no card, Vigor or point changed end it
    spec("dc.col_beast", target=str, creature=str, tier=int),  # DC-COL-16: a beast replaces a fallen one
)

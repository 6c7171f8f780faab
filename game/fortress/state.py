"""The Heróis & Monstros game state (saved field by field by ``game.core.serial``).

Cards are physical ids (``orc_saqueador#2``); look their faces up with ``content.card_of`` /
``content.invader_of``. Resources are always ordered (crystal, root, sacrifice).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.piles import Pile
from game.core.protocol import Outcome
from game.core.rng import Rng

FORMAT_VERSION = 2  # of the state JSON; history and upgrades in game.fortress.formats
PHASES = ("build", "effects", "combat")
AREA_SLOTS = 8  # row * 4 + column; row 0 is the front row (next to the Battlefield)
COLUMNS = 4


@dataclass
class Seat:
    """One General's table.

    * ``general``: General id (its sheet: damage, hand size, reserve, ability).
    * ``deck``: personal deck (top = end), ``discard``: personal discard pile.
    * ``hand``: cards in hand (kept through other turns and the Invasion).
    * ``constructions``: Constructions in play on this table (at most 3).
    """

    general: str
    deck: Pile
    hand: list[str]
    discard: Pile
    constructions: list[str] = field(default_factory=list)


@dataclass
class FortressState:
    """The whole table.

    Central zones: ``fortress_deck`` (Baralho da Fortaleza, top = end), ``area`` (2x4 Construction &
    Recruitment Area, list of 8 card ids or None; index = row*4 + column, row 0 = front),
    ``battlefield`` (4 Invader ids or None, one over each column) with ``markers`` (life levels already
    beaten), ``invasion_deck`` / ``invasion_discard``, ``rubble`` (Pilha de Destroços), ``box`` (cards
    out of this game: the Fortress deck's excess, unused starting cards and plans).

    Adversary: ``adversary`` id, ``power`` (its counter; the threat shown is ``power`` plus one per
    ``rubble_step`` Rubble cards, see rules.threat), ``plans`` (face-down, next on top = first),
    ``active_plan`` with ``plan_markers``, ``plans_defeated``, ``kills`` (Invaders defeated).

    Turn: ``round`` (from 1), ``active`` seat, ``phase`` (build | effects | combat), ``resources``
    (crystal, root, sacrifice pool of the active player), ``bonus_damage`` (effects before Combat),
    ``damage`` (the Combat pool), ``used`` (cards whose effect was used this turn), ``attacked``
    (Battlefield slots declared this turn), ``boosts`` (named once-per-turn ability flags),
    ``acquisitions`` this turn. ``over`` is the Outcome once the game ends.

    ``combat_base``: the part of the Combat pool gathered from the General and Units (so a return to
    Effects under ``allow_phase_return`` gives back only the effect bonus), ``levels_paid`` this turn.

    Invasion (``phase == "invasion"`` only while a discard window is open, AMB-17): ``invasion_col`` is
    the column whose Invader attacks next (-1 outside the Invasion) and ``window_seat`` the General
    asked whether to use a discard-cost effect first (-1 when no window is open).

    Stalemate (stalemate.py): ``stall_sig`` is the progress seen at the start of the last round that
    changed it, ``stall_since`` that round, ``draw_votes`` the Generals who have proposed a draw since.
    """

    setup: dict[str, Any] = field(metadata={"fixed": True})  # never changed after setup: not copied
    options: dict[str, Any] = field(metadata={"fixed": True})
    rng: Rng
    adversary: str
    seats: list[Seat]
    fortress_deck: Pile
    area: list[str | None]
    battlefield: list[str | None]
    markers: list[int]
    invasion_deck: Pile
    invasion_discard: Pile
    rubble: list[str]
    box: list[str]
    plans: list[str]
    active_plan: str | None = None
    plan_markers: int = 0
    plans_defeated: list[str] = field(default_factory=list)
    power: int = 0
    kills: int = 0
    round: int = 1
    active: int = 0
    phase: str = "build"
    resources: list[int] = field(default_factory=lambda: [0, 0, 0])
    bonus_damage: int = 0
    damage: int = 0
    used: list[str] = field(default_factory=list)
    attacked: list[int] = field(default_factory=list)
    boosts: list[str] = field(default_factory=list)
    acquisitions: int = 0
    over: Outcome | None = None
    combat_base: int = 0
    levels_paid: int = 0
    phase_returns: int = 0
    invasion_col: int = -1
    window_seat: int = -1
    stall_since: int = 1
    stall_sig: list[int] = field(default_factory=list)
    draw_votes: list[int] = field(default_factory=list)


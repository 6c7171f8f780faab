"""What one seat may see of a Heróis & Monstros table (``game.core.view``; issue 8).

Shape (all frozen; ``observe`` builds it from a ``FortressState``):

* ``FortressTable`` — the central table: the Construction & Recruitment ``area`` (the market: 8
  slots, row 0 in front), the ``battlefield`` (4 Invaders or None) with their ``markers`` (life
  levels beaten) and ``invader_damage`` (what each would deal now), the Fortress, Invasion and plan
  decks as counts only (``Hidden``: their order is never seen), the Invasion discard and the
  ``rubble`` face up, the Adversary (``adversary``, ``power``, ``threat``, the ``active_plan`` with
  its ``plan_life`` and ``plan_markers``, ``plans_defeated``, ``kills``), the turn (``round``,
  ``active``, ``phase``, ``resources``, ``damage``, ``used``, ``attacked``…) and ``seats``.
  The game box (cards out of this game) is a count.
* ``SeatView`` — one General's table: ``general``, ``constructions``, the ``discard`` (face up),
  ``deck`` (always ``Hidden``) and ``hand``: the cards under ``TABLE``/``SEAT`` (the game is
  cooperative, each General's hand lies on their own table, L121/L197, and no rule hides it; the
  board shows the deciding General's hand to the hotseat table), a count for another seat under
  ``RIVAL``.
* ``reach`` — cross-table abilities, as the core allows them now: one ``Reach`` per (seat, card,
  way) — ``table`` is the seat whose Construction it is (or -1 for a hand card or the General),
  ``via`` names the ability that reaches it (``"kryssa"``: Kryssa-Ruiva fires a Construction of any
  table, AMB-23; ``""``: the card's own effect; another General's off-turn discard, HM-GEN-05, is a
  Reach whose ``seat`` is not the active one). Boards mark cards from this list, not by a General's name.

The pending choice is the Invasion's discard window (AMB-17): kind ``"window"``, the General asked,
the translated prompt, and ``data`` with the ``column`` and ``invader``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.i18n import t
from game.core.view import RIVAL, Hidden, PendingView, View, Zone, check_audience, sees_hand, zone
from game.fortress import rules
from game.fortress.actions import Activate
from game.fortress.adversaries import adversary_of, kills_needed, plan_life, threat
from game.fortress.content import invader_of
from game.fortress.invasion import invader_damage
from game.fortress.state import FortressState
from game.fortress.text import card_name, seat_name


@dataclass(frozen=True)
class SeatView:
    seat: int
    general: str
    hand: Zone
    deck: Hidden
    discard: tuple[str, ...]
    constructions: tuple[str, ...]


@dataclass(frozen=True)
class Reach:
    seat: int  # the General who may use it
    card: str  # a physical card id, or "general"
    table: int  # whose Construction it is (-1: a hand card or the General's own ability)
    via: str  # "kryssa", or "" for the card's own effect


@dataclass(frozen=True)
class FortressTable:
    seats: tuple[SeatView, ...]
    area: tuple[str | None, ...]
    battlefield: tuple[str | None, ...]
    markers: tuple[int, ...]
    invader_damage: tuple[int | None, ...]
    fortress_deck: Hidden
    invasion_deck: Hidden
    invasion_discard: tuple[str, ...]
    rubble: tuple[str, ...]
    box: Hidden
    plans: Hidden
    adversary: str
    power: int
    threat: int
    active_plan: str | None
    plan_life: tuple[int, ...]
    plan_markers: int
    plans_defeated: tuple[str, ...]
    kills: int
    kills_needed: int  # Invaders to defeat for the victory (0: the plans alone decide)
    invader_bonus: Mapping[str, int]  # the Adversary's extra Invader damage, by race
    round: int
    active: int
    phase: str
    resources: tuple[int, ...]
    bonus_damage: int
    damage: int
    used: tuple[str, ...]
    attacked: tuple[int, ...]
    boosts: tuple[str, ...]
    acquisitions: int
    invasion_col: int
    window_seat: int
    draw_votes: tuple[int, ...]
    reach: tuple[Reach, ...]

    @property
    def table_seat(self) -> int:
        """The General whose table is shown large: the one deciding in an Invasion window, else the active one."""
        return self.window_seat if self.phase == "invasion" and self.window_seat >= 0 else self.active

    def damage_of(self, invader: str) -> int:
        """What an Invader card deals when it attacks at this table (its own damage plus the
        Adversary's bonus for its race), for a card on the Battlefield or one an animation shows."""
        inv = invader_of(invader)
        return inv.damage + self.invader_bonus.get(inv.race, 0)

    def reach_of(self, seat: int, via: str | None = None) -> set[str]:
        """The cards ``seat`` may use now (only those reached ``via`` one ability, when given)."""
        return {r.card for r in self.reach if r.seat == seat and (via is None or r.via == via)}


def _reach(state: FortressState, viewer: int | None, audience: str) -> tuple[Reach, ...]:
    if state.over is not None:
        return ()
    owner = {c: q for q, s in enumerate(state.seats) for c in s.constructions}
    out: dict[tuple[int, str, str], Reach] = {}
    for a in rules.legal_actions(state):
        if not isinstance(a, Activate):
            continue
        if audience == RIVAL and a.player != viewer:
            continue  # what another seat may use now depends on the hand it holds
        key = (a.player, a.card, a.via)
        out.setdefault(key, Reach(a.player, a.card, owner.get(a.card, -1), a.via))
    return tuple(out.values())


def table_of(state: FortressState, viewer: int | None, audience: str) -> FortressTable:
    seats = tuple(
        SeatView(
            seat=q,
            general=s.general,
            hand=zone(s.hand, sees_hand(viewer, audience, q)),
            deck=Hidden(len(s.deck)),
            discard=tuple(s.discard),
            constructions=tuple(s.constructions),
        )
        for q, s in enumerate(state.seats)
    )
    return FortressTable(
        seats=seats,
        area=tuple(state.area),
        battlefield=tuple(state.battlefield),
        markers=tuple(state.markers),
        invader_damage=tuple(None if c is None else invader_damage(state, c) for c in state.battlefield),
        fortress_deck=Hidden(len(state.fortress_deck)),
        invasion_deck=Hidden(len(state.invasion_deck)),
        invasion_discard=tuple(state.invasion_discard),
        rubble=tuple(state.rubble),
        box=Hidden(len(state.box)),
        plans=Hidden(len(state.plans)),
        adversary=state.adversary,
        power=state.power,
        threat=threat(state),
        active_plan=state.active_plan,
        plan_life=plan_life(state),
        plan_markers=state.plan_markers,
        plans_defeated=tuple(state.plans_defeated),
        kills=state.kills,
        kills_needed=kills_needed(state),
        invader_bonus=dict(adversary_of(state).invader_damage_bonus),
        round=state.round,
        active=state.active,
        phase=state.phase,
        resources=tuple(state.resources),
        bonus_damage=state.bonus_damage,
        damage=state.damage,
        used=tuple(state.used),
        attacked=tuple(state.attacked),
        boosts=tuple(state.boosts),
        acquisitions=state.acquisitions,
        invasion_col=state.invasion_col,
        window_seat=state.window_seat,
        draw_votes=tuple(state.draw_votes),
        reach=_reach(state, viewer, audience),
    )


def describe_pending(state: FortressState) -> PendingView | None:
    """The Invasion's discard window (AMB-17), the one choice this game waits on."""
    if state.over is not None or state.phase != "invasion":
        return None
    col = state.invasion_col
    invader = state.battlefield[col] if 0 <= col < len(state.battlefield) else None
    prompt = t(
        "fortress_ui.hint.window", general=seat_name(state, state.window_seat), invader=card_name(invader)
    )
    data: dict[str, Any] = {"column": col, "invader": invader}
    return PendingView("window", state.window_seat, prompt, data, t("fortress.window.prompt"))


def observe(state: FortressState, seat: int | None = None, audience: str | None = None) -> View:
    audience = check_audience(seat, audience)
    over = state.over is not None
    current = None if over else (state.window_seat if state.phase == "invasion" else state.active)
    return View(
        "fortress", seat, audience, current, over, describe_pending(state), table_of(state, seat, audience)
    )

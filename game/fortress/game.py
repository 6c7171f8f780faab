"""Heróis & Monstros as a kernel Game: setup, legality with precise refusals, JSON, invariants."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event, Pending
from game.core.determinize import Group
from game.core.events import EventSpecs
from game.core.flow import Flow
from game.core.i18n import localized, t
from game.core.options import RuleOptions
from game.core.piles import Pile
from game.core.protocol import Game, Heuristic, Outcome, SetupField
from game.core.rng import Rng
from game.core.view import View
from game.fortress import formats, hidden, refusals, rules, text, window
from game.fortress import state as st
from game.fortress import view as fview
from game.fortress.actions import (
    ACTION_CLASSES,
    Activate,
    Attack,
    AttackPlan,
    Buy,
    EndInDraw,
    EndPhase,
    Pass,
    ReturnPhase,
)
from game.fortress.adversaries import plan_level
from game.fortress.content import Cost, base_id, card_of, content, invader_of
from game.fortress.effects import usable_from_hand
from game.fortress.event_specs import SPECS as EVENT_SPECS
from game.fortress.heuristic import heuristic
from game.fortress.options import RULES
from game.fortress.setup import GENERAL_ORDER, MAX_PLAYERS, build_state, normalize_setup
from game.fortress.state import COLUMNS, FortressState, Seat
from game.fortress.text import split_text
from game.fortress.turn import FLOW

PLAYER_COUNTS = (1, 2, 3, 4)

# Games a fuzzer or balance run may play before calling it stuck: a stalled table is offered a draw
# after stalemate.STALL_ROUNDS rounds, and no real game comes near this many.
STEP_ROUNDS = 150


def DEFENDER_CARDS() -> int:  # noqa: N802 - reads like the constant it is
    return len(content().fortress_pool) + sum(len(v) for v in content().starting_copies.values())


# the fuzzer's range; the core also accepts 5 (HM-SET-19)


def activation_cost(state: FortressState, a: Activate) -> Cost | None:
    """What an activation by the active General costs (None: the card has no usable effect)."""
    gen = content().generals[state.seats[a.player].general]
    if a.via == "kryssa" or a.card == "general":
        return gen.ability.cost
    eff = usable_from_hand(a.card) if a.card in state.seats[a.player].hand else None
    if a.card in state.seats[a.player].constructions:
        eff = card_of(a.card).effect
    return None if eff is None else eff.cost


class FortressGame(Game):
    name = "fortress"
    title_key = "game.fortress.title"
    format_version = st.FORMAT_VERSION
    action_classes = ACTION_CLASSES

    # --- setup -------------------------------------------------------------
    def default_setup(self) -> dict[str, Any]:
        return {"players": 1, "adversary": "randall_dos_ventos"}

    def normalize_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        return normalize_setup(setup)

    def setup_fields(self) -> list[SetupField]:
        advs = tuple((a, f"fortress.adversary.{a}") for a in content().adversaries)
        gens = (("auto", "fortress.setup.auto"),) + tuple((g, f"fortress.general.{g}") for g in GENERAL_ORDER)
        fields = [
            SetupField(
                "players",
                "setup.players",
                tuple(
                    (n, f"setup.n{n}" if n <= 4 else "fortress.setup.n5") for n in range(1, MAX_PLAYERS + 1)
                ),
                1,
            ),
            SetupField("adversary", "fortress.setup.adversary", advs, "randall_dos_ventos"),
        ]
        for i in range(MAX_PLAYERS):
            shown = tuple(range(i + 1, MAX_PLAYERS + 1))
            fields.append(
                SetupField(
                    f"general_{i + 1}",
                    "fortress.setup.general",
                    gens,
                    "auto",
                    None if i == 0 else ("players", shown),
                )
            )
        return fields

    def rule_options(self) -> RuleOptions:
        return RULES

    def setup_variants(self) -> list[dict[str, Any]]:
        return [
            normalize_setup({"players": n, "adversary": a})
            for a in content().adversaries
            for n in PLAYER_COUNTS
        ]

    def new_game(self, setup: dict[str, Any], seed: int) -> FortressState:
        state, _ = build_state(normalize_setup(setup), seed)
        return state

    def seats(self, state: FortressState) -> list[str]:
        return [localized(content().generals[s.general].name) for s in state.seats]

    # --- play --------------------------------------------------------------
    def legal_actions(self, state: FortressState) -> list[Action]:
        """All Generals' actions: the decider's plus the others' off-turn help (HM-GEN-05)."""
        return rules.legal_actions(state)

    def seat_actions(self, state: FortressState, seat: int) -> list[Action]:
        """Only General ``seat``'s own actions (what a bot or board acting for that seat may send)."""
        return rules.seat_actions(state, seat)

    def flow(self) -> Flow[FortressState]:
        """The round declared in turn.py: each General's Build, Effects and Combat, then the Invasion."""
        return FLOW

    def _apply(self, state: FortressState, action: Action) -> list[Event]:
        events: list[Event] = []
        rules.apply_action(state, action, events)
        return events

    def is_over(self, state: FortressState) -> Outcome | None:
        return state.over

    def current_player(self, state: FortressState) -> int | None:
        if state.over is not None:
            return None
        return state.window_seat if state.phase == "invasion" else state.active

    def decider(self, state: FortressState) -> int | None:
        # the discard window's seat is already the current player; ``pending`` would list its answers
        return self.current_player(state)

    def pending(self, state: FortressState) -> Pending | None:
        """The Invasion's discard window (AMB-17): use a discard-cost effect before this Invader attacks?"""
        if state.over is not None or state.phase != "invasion":
            return None
        invader = state.battlefield[state.invasion_col]
        return Pending(
            state.window_seat,
            "fortress.window.prompt",
            tuple(window.window_actions(state)),
            {"column": state.invasion_col, "invader": invader},
        )

    def observe(self, state: FortressState, seat: int | None = None, audience: str | None = None) -> View:
        """What ``seat`` may see (game/fortress/view.py); None is the hotseat table."""
        return fview.observe(state, seat, audience)

    def turn_owner(self, state: FortressState) -> Any:
        if state.phase == "invasion":
            return (state.round, "invasion", state.window_seat)
        return (state.round, state.active)

    def max_steps(self, setup: dict[str, Any]) -> int:
        setup = normalize_setup(setup)
        return (setup["options"]["max_rounds"] or STEP_ROUNDS) * setup["players"] * 80 + 200

    # --- refusals ------------------------------------------------------------
    # the one legality check, one predicate per action kind (refusals.py); apply asks it, not the list
    rule_refusal = staticmethod(refusals.refusal)  # type: ignore[assignment]

    # --- serialisation -----------------------------------------------------
    def to_json(self, state: FortressState) -> dict[str, Any]:
        return formats.to_json(state)

    def from_json(self, data: dict[str, Any]) -> FortressState:
        return formats.from_json(data)

    # --- search --------------------------------------------------------------
    def clone(self, state: FortressState, reseed: int | None = None) -> FortressState:
        """A structural copy (``Game.clone``, for undo and search): every pile, flat list and General's
        table copied; setup, options (read-only in play) and the frozen outcome shared. Which fields
        are lists and piles is read off the first state copied, so a field added later is copied
        without a word here (every list field is flat)."""
        lists, piles = _STATE_KINDS or _kinds(state)
        d = state.__dict__.copy()
        for key in lists:
            d[key] = d[key][:]
        for key in piles:
            pile = _new(Pile)
            pile.cards = d[key].cards[:]  # a pile holds card ids (str): a flat copy is a full one
            d[key] = pile
        seat_lists, seat_piles = _SEAT_KINDS
        seats = []
        for p in state.seats:  # each General's table, copied the same way (inline: one call less each)
            sd = p.__dict__.copy()
            for key in seat_lists:
                sd[key] = sd[key][:]
            for key in seat_piles:
                pile = _new(Pile)
                pile.cards = sd[key].cards[:]
                sd[key] = pile
            seat = _new(Seat)
            seat.__dict__ = sd
            seats.append(seat)
        d["seats"] = seats
        d["rng"] = Rng(state.rng.state if reseed is None else reseed)
        copy = _new(FortressState)
        copy.__dict__ = d
        return copy

    def heuristic(self) -> Heuristic:
        return heuristic

    def hidden_zones(self, state: FortressState, seat: int | None, audience: str) -> list[Group]:
        return hidden.hidden_zones(state, seat, audience)

    # --- invariants ----------------------------------------------------------
    def card_ids(self, state: FortressState) -> list[str]:
        out: list[str] = [*state.fortress_deck, *(c for c in state.area if c), *state.rubble, *state.box]
        for s in state.seats:
            out += [*s.deck, *s.hand, *s.discard, *s.constructions]
        out += [c for c in state.battlefield if c]
        out += [*state.invasion_deck, *state.invasion_discard]
        out += [*state.plans, *state.plans_defeated]
        if state.active_plan:
            out.append(state.active_plan)
        return out

    def check_invariants(self, state: FortressState) -> list[str]:
        bad: list[str] = []
        for i, s in enumerate(state.seats):
            if len(s.constructions) > rules.MAX_CONSTRUCTIONS:
                bad.append(f"seat {i} has {len(s.constructions)} Constructions")
        on_field = [c for c in state.battlefield if c]
        if len(on_field) > COLUMNS:
            bad.append("more than 4 Invaders on the Battlefield")
        if any(r < 0 for r in state.resources):
            bad.append(f"negative resources {state.resources}")
        if state.damage < 0 or state.bonus_damage < 0 or state.power < 0:
            bad.append("negative damage or power")
        for slot, c in enumerate(state.battlefield):
            if c is None and state.markers[slot]:
                bad.append(f"markers on empty slot {slot}")
            if c is not None and state.markers[slot] >= len(invader_of(c).life):
                bad.append(f"invader in slot {slot} should be defeated")
        for col in range(COLUMNS):
            if state.area[col] is None and state.area[COLUMNS + col] is not None:
                bad.append(f"column {col} has a back-row card over an empty front row")
        if state.phase == "invasion" and state.over is None:
            # the Area waits for Step 2 (HM-INV-07) while a discard window is open
            if not 0 <= state.window_seat < len(state.seats) or not 0 <= state.invasion_col < COLUMNS:
                bad.append("a discard window is open with no General or Invader to ask about")
        elif state.phase != "invasion" and state.over is None and None in state.area and state.fortress_deck:
            bad.append("the Area has a gap while the Fortress deck has cards")
        total = len(state.fortress_deck) + sum(1 for c in state.area if c) + len(state.rubble)
        total += sum(len(s.constructions) + len(s.deck) + len(s.hand) + len(s.discard) for s in state.seats)
        total += sum(1 for c in state.box if base_id(c) in content().cards)
        if total != DEFENDER_CARDS():
            bad.append("defender cards were created or lost")
        return bad

    # --- labels --------------------------------------------------------------
    def describe_event(self, state: FortressState, event: Event) -> str:
        return text.describe_event(state, event)

    def event_specs(self) -> EventSpecs:
        return EVENT_SPECS

    def describe_action(self, state: FortressState, action: Action) -> str:
        text_ = self._describe_action(state, action)
        split = getattr(action, "pay", "")
        if split and isinstance(split, str):
            return t("fortress.review.paid", action=text_, paid=split_text(split))
        return text_

    def _describe_action(self, state: FortressState, action: Action) -> str:
        if isinstance(action, Buy):
            name = localized(card_of(state.area[action.slot]).name) if state.area[action.slot] else "?"
            if action.replace:
                return t(
                    "fortress.action.buy_replace", card=name, old=localized(card_of(action.replace).name)
                )
            return t("fortress.action.buy", card=name)
        if isinstance(action, Activate):
            if action.card == "general":
                gen = content().generals[state.seats[action.player].general]
                return t("fortress.action.ability", general=localized(gen.name))
            name = localized(card_of(action.card).name)
            if action.via == "kryssa":
                return t("fortress.action.kryssa", card=name)
            if action.player != state.active or state.phase == "invasion":
                general = localized(content().generals[state.seats[action.player].general].name)
                return t("fortress.action.activate_off_turn", card=name, general=general)
            return t("fortress.action.activate", card=name)
        if isinstance(action, Attack):
            c = state.battlefield[action.slot]
            name = localized(invader_of(c).name) if c else "?"
            level = invader_of(c).life[state.markers[action.slot]] if c else 0
            return t("fortress.action.attack", invader=name, level=level)
        if isinstance(action, AttackPlan):
            plan = content().plans[state.active_plan] if state.active_plan else None
            return t(
                "fortress.action.attack_plan",
                plan=localized(plan.name) if plan else "?",
                level=plan_level(state) or 0,
            )
        if isinstance(action, EndPhase):
            return t(f"fortress.action.end_{state.phase}")
        if isinstance(action, ReturnPhase):
            return t(f"fortress.action.return_{state.phase}")
        if isinstance(action, EndInDraw):
            return t("fortress.review.action_draw", rounds=state.round - state.stall_since)
        if isinstance(action, Pass):
            c = state.battlefield[state.invasion_col] if state.invasion_col >= 0 else None
            return t("fortress.action.pass", invader=localized(invader_of(c).name) if c else "?")
        return super().describe_action(state, action)


_STATE_KINDS: list[tuple[str, ...]] = []  # the list fields and the pile fields of FortressState
_SEAT_KINDS: list[tuple[str, ...]] = []  # the same of Seat
_new = object.__new__


def _kinds(state: FortressState) -> list[tuple[str, ...]]:
    src = state.__dict__
    lists = tuple(k for k, v in src.items() if type(v) is list and k != "seats")
    piles = tuple(k for k, v in src.items() if type(v) is Pile)
    _STATE_KINDS[:] = [lists, piles]
    seat = state.seats[0].__dict__
    _SEAT_KINDS[:] = [
        tuple(k for k, v in seat.items() if type(v) is list),
        tuple(k for k, v in seat.items() if type(v) is Pile),
    ]
    return _STATE_KINDS

"""Heróis & Monstros as a kernel Game: setup, legality with precise refusals, JSON, invariants."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event, Pending
from game.core.i18n import localized, t
from game.core.protocol import Game, Outcome, RuleVariant, SetupField
from game.core.view import View
from game.fortress import rules, text, window
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
from game.fortress.effects import can_pay, splits, usable_from_hand
from game.fortress.setup import GENERAL_ORDER, MAX_PLAYERS, build_state, normalize_setup
from game.fortress.stalemate import STALL_ROUNDS
from game.fortress.state import AREA_SLOTS, COLUMNS, FortressState
from game.fortress.text import split_text

PLAYER_COUNTS = (1, 2, 3, 4)

# The rule (Appendix B of the inventory) each player-facing option settles; ``max_rounds`` is a
# house rule (a defeat no Adversary card prints), offered visibly and off by default.
VARIANT_REFS = {
    "shuffle_starting_deck": "HM-SET-08 / AMB-05",
    "same_race_generals": "AMB-28",
    "forbid_general_matching_adversary": "AMB-03",
    "max_acquisitions_per_turn": "AMB-06",
    "allow_phase_return": "HM-TURN-02",
    "effect_use_limit": "AMB-20",
    "active_player_discard_window": "AMB-19",
    "discarded_unit_keeps_damage": "AMB-18",
    "construction_overflow_destination": "AMB-21",
    "invasion_discard_window": "AMB-17",
    "invasion_refill_timing": "AMB-10",
    "invader_excess_damage": "AMB-09",
    "fortress_damage_trigger_requires_removal": "AMB-12",
    "fortress_loss": "AMB-13",
    "level_payment": "AMB-15",
    "combat_trigger": "AMB-16",
    "wargosh_bonus_scope": "AMB-22",
    "wargosh_repeatable": "AMB-22",
    "kryssa_repeatable": "AMB-23",
    "simultaneous_end": "HM-END-05",
    "max_rounds": "HM-END (house rule)",
}
# AMB-06 allows any positive cap; the dialog offers the readings players ask for.
ACQUISITION_CAPS = (None, 1, 2, 3)
ROUND_CAPS = (None, 20, 30)  # the old final assault after round 20, and a longer one
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


def payment_reason(res: list[int], cost: Cost) -> tuple[str, dict[str, Any]]:
    """HM-TURN-04: the split must name one affordable kind per "any" point."""
    if not cost[3]:
        return "fortress.review.no_any", {}
    ways = splits(res, cost)
    shown = ", ".join(split_text(w) for w in ways)
    return "fortress.review.bad_payment", {"count": cost[3], "ways": shown}


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

    def rule_variants(self) -> list[RuleVariant]:
        from game.fortress.options import OPTIONS

        out = []
        for key, ref in VARIANT_REFS.items():
            default, allowed = OPTIONS[key]
            base = f"variants.fortress.{key}"
            caps = {"max_acquisitions_per_turn": ACQUISITION_CAPS, "max_rounds": ROUND_CAPS}
            values = caps.get(key, allowed)
            choices = tuple(
                (
                    v,
                    f"variants.ui.{'yes' if v else 'no'}"
                    if isinstance(v, bool)
                    else f"{base}.{'unlimited' if v is None else v}",
                )
                for v in values
            )
            out.append(RuleVariant(key, f"{base}.label", f"{base}.help", choices, default, ref))
        return out

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
    def explain_illegal(self, state: FortressState, action: Action) -> str:
        key, params = self.illegal_reason(state, action)
        return t(key, **params)

    def illegal_reason(self, state: FortressState, a: Action) -> tuple[str, dict[str, Any]]:
        """The translation key (and parameters) of why ``a`` is refused."""
        if state.over is not None:
            return "illegal.game_over", {}
        p = getattr(a, "player", None)
        if not isinstance(p, int) or not 0 <= p < len(state.seats):
            return "fortress.illegal.no_such_seat", {}
        if state.phase == "invasion":
            return self._window_reason(state, a, p)
        if isinstance(a, Pass):
            return "fortress.illegal.no_window", {}
        if isinstance(a, EndInDraw):
            if p != state.active:
                return "illegal.not_your_turn", {}
            if state.phase != "build":
                return "fortress.illegal.wrong_phase", {"phase": t(f"fortress.phase.{state.phase}")}
            if p in state.draw_votes:
                return "fortress.review.already_proposed", {}
            return "fortress.review.not_stalled", {"rounds": STALL_ROUNDS}
        if isinstance(a, ReturnPhase):
            if p != state.active:
                return "illegal.not_your_turn", {}
            if not state.options["allow_phase_return"]:
                return "fortress.illegal.no_phase_return", {}
            if state.phase == "build":
                return "fortress.illegal.first_phase", {}
            return "fortress.illegal.damage_spent", {}
        off_turn = p != state.active
        if isinstance(a, Activate) and off_turn:
            if a.card not in state.seats[p].hand:
                return "fortress.illegal.not_in_hand", {}
            eff = usable_from_hand(a.card)
            if eff is None:
                return "fortress.illegal.no_effect", {}
            if eff.resource_cost:
                return "fortress.illegal.resource_effect_off_turn", {}
            return "illegal.not_allowed", {}
        if off_turn:
            return "illegal.not_your_turn", {}
        phase_key = f"fortress.phase.{state.phase}"
        if isinstance(a, Buy):
            if state.phase != "build":
                return "fortress.illegal.wrong_phase", {"phase": t(phase_key)}
            if not isinstance(a.slot, int) or not 0 <= a.slot < AREA_SLOTS or state.area[a.slot] is None:
                return "fortress.illegal.no_card_there", {}
            card = card_of(state.area[a.slot])
            if not can_pay(state.resources, card.cost):
                return "fortress.illegal.cannot_afford", {}
            cap = state.options["max_acquisitions_per_turn"]
            if cap is not None and state.acquisitions >= cap:
                return "fortress.illegal.acquisition_limit", {"limit": cap}
            cons = state.seats[p].constructions
            if card.kind == "construction" and len(cons) >= rules.MAX_CONSTRUCTIONS:
                if not a.replace:
                    return "fortress.illegal.choose_replacement", {}
                if a.replace not in cons:
                    return "fortress.illegal.not_your_construction", {}
            elif a.replace:
                return "fortress.illegal.nothing_to_replace", {}
            if a.pay not in splits(state.resources, card.cost):
                return payment_reason(state.resources, card.cost)
        elif isinstance(a, Activate):
            if state.phase != "effects":
                return "fortress.illegal.wrong_phase", {"phase": t(phase_key)}
            if a.card in state.used or (a.via and a.via in state.used):
                return "fortress.illegal.already_used", {}
            seat = state.seats[p]
            if a.via == "kryssa":
                if not any(a.card in other.constructions for other in state.seats):
                    return "fortress.illegal.no_construction", {}
            elif a.card != "general" and a.card not in seat.hand and a.card not in seat.constructions:
                return "fortress.illegal.not_in_hand", {}
            cost = activation_cost(state, a)
            if (
                cost is not None
                and can_pay(state.resources, cost)
                and a.pay not in splits(state.resources, cost)
            ):
                return payment_reason(state.resources, cost)
            return "fortress.illegal.cannot_activate", {}
        elif isinstance(a, Attack):
            if state.phase != "combat":
                return "fortress.illegal.wrong_phase", {"phase": t(phase_key)}
            if not isinstance(a.slot, int) or not 0 <= a.slot < COLUMNS or state.battlefield[a.slot] is None:
                return "fortress.illegal.no_invader", {}
            level = invader_of(state.battlefield[a.slot]).life[state.markers[a.slot]]
            return "fortress.illegal.not_enough_damage", {"need": level, "have": state.damage}
        elif isinstance(a, AttackPlan):
            if state.phase != "combat":
                return "fortress.illegal.wrong_phase", {"phase": t(phase_key)}
            level = plan_level(state)
            if level is None:
                return "fortress.illegal.no_plan", {}
            return "fortress.illegal.not_enough_damage", {"need": level, "have": state.damage}
        elif isinstance(a, EndPhase):
            return "illegal.not_allowed", {}
        return "illegal.not_allowed", {}

    def _window_reason(self, state: FortressState, a: Action, p: int) -> tuple[str, dict[str, Any]]:
        if p != state.window_seat:
            seat = localized(content().generals[state.seats[state.window_seat].general].name)
            return "fortress.illegal.not_your_window", {"general": seat}
        if isinstance(a, Activate):
            if a.card not in state.seats[p].hand:
                return "fortress.illegal.not_in_hand", {}
            return "fortress.illegal.not_in_window", {}
        return "fortress.illegal.wrong_phase", {"phase": t("fortress.phase.invasion")}

    # --- serialisation -----------------------------------------------------
    def to_json(self, state: FortressState) -> dict[str, Any]:
        return st.to_json(state)

    def from_json(self, data: dict[str, Any]) -> FortressState:
        return st.from_json(data)

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

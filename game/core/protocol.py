"""The Game protocol: one shape for three games (see DESIGN.md).

A game is an object with these methods. The kernel's ``apply`` checks
legality against ``legal_actions`` before a game's own ``_apply`` runs, so an
illegal action raises and leaves the state exactly as it was. The check is exact:
an action is accepted if and only if it is one of ``legal_actions``, field by field
and type by type (``player=0.0`` or ``False`` is not seat 0, ``"c00"`` is not ``"c0"``).
A game that overrides ``apply`` (for a faster check of its own) still gets this check
first: ``Game.__init_subclass__`` wraps the override.
"""

from __future__ import annotations

import functools
import hashlib
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from game.core.actions import (
    Action,
    Event,
    IllegalAction,
    Pending,
    action_from_json,
    action_key,
    action_to_json,
    field_problem,
)
from game.core.view import PendingView, View, check_audience


@dataclass(frozen=True)
class SetupField:
    """One option on the new-game screen. ``choices`` are (value, translation key) pairs;
    ``visible_if`` hides the field unless another field has one of the given values
    (e.g. ``("players", (3, 4))`` for the third and fourth seat's hero)."""

    key: str
    label_key: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    visible_if: tuple[str, tuple[Any, ...]] | None = None


@dataclass(frozen=True)
class RuleVariant:
    """One named rule option a player may change before a game (the "Rule variants" dialog).

    ``key`` names the entry of ``setup["options"]`` it sets; ``choices`` are (value, translation
    key) pairs whose values are exactly what the game's ``normalize_setup`` keeps (JSON forms, so
    saves compare equal); ``help_key`` is one sentence for players; ``ref`` names the rulebook
    ambiguity or rule it settles (e.g. ``"AMB-06"``)."""

    key: str
    label_key: str
    help_key: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    ref: str = ""


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``winners`` are seats (empty for a co-op loss); ``result`` is a short key."""

    result: str  # "won" | "lost" | "draw" | game-specific key
    winners: tuple[int, ...] = ()
    reason: str = ""


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def state_hash(data: Any) -> str:
    return hashlib.sha256(canonical_json(data).encode()).hexdigest()


class Game(ABC):
    """Base class every registered game implements."""

    name: str = ""  # registry key, e.g. "desconfronto"
    title_key: str = ""  # translation key of the player-visible title
    format_version: int = 1  # version of this game's state JSON
    hidden: bool = False  # test-only games stay out of menus
    action_classes: tuple[type[Action], ...] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("apply")
        if own is not None and not getattr(own, "_kernel_checked", False):
            # A game's own apply may test legality its own way; the kernel's exact test comes first.
            @functools.wraps(own)
            def checked(self: Game, state: Any, action: Action) -> list[Event]:
                self.refuse_unless_legal(state, action)
                return own(self, state, action)

            checked._kernel_checked = True  # type: ignore[attr-defined]
            cls.apply = checked  # type: ignore[method-assign]

    # --- lifecycle -------------------------------------------------------
    @abstractmethod
    def new_game(self, setup: dict[str, Any], seed: int) -> Any: ...

    @abstractmethod
    def legal_actions(self, state: Any) -> list[Action]: ...

    @abstractmethod
    def _apply(self, state: Any, action: Action) -> list[Event]:
        """Mutate ``state`` by a legal action. Only called after the legality check."""

    @abstractmethod
    def is_over(self, state: Any) -> Outcome | None: ...

    @abstractmethod
    def current_player(self, state: Any) -> int | None:
        """The seat that must decide now (None when the game is over or the core is resolving)."""

    def pending(self, state: Any) -> Pending | None:
        """The pending choice the core waits on, if any (answers are among ``legal_actions``)."""
        return None

    def observe(self, state: Any, seat: int | None = None, audience: str | None = None) -> View:
        """What ``seat`` may see of ``state`` (``game.core.view``): None is the hotseat table, where
        every seat shares one screen; ``audience="rival"`` hides the other seats' hands. A game
        overrides this with its own table shape; the default shows only whose turn it is and what
        the pending choice is about (a generic prompt, none of the core's pending data)."""
        audience = check_audience(seat, audience)
        pend = self.pending(state)
        described = None
        if pend is not None:
            from game.core.i18n import has, t

            prompt = t(pend.prompt) if has(pend.prompt) else ""
            described = PendingView("choice", pend.player, prompt)
        over = self.is_over(state) is not None
        return View(self.name, seat, audience, self.current_player(state), over, described, None)

    def turn_owner(self, state: Any) -> Any:
        """What identifies "the current turn"; undo never reaches past a change of it."""
        return self.current_player(state)

    # --- serialisation ---------------------------------------------------
    @abstractmethod
    def to_json(self, state: Any) -> dict[str, Any]: ...

    @abstractmethod
    def from_json(self, data: dict[str, Any]) -> Any: ...

    # --- setup -----------------------------------------------------------
    def normalize_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        """Validate a setup dict and fill defaults; raise ValueError with a clear reason."""
        return dict(setup)

    def default_setup(self) -> dict[str, Any]:
        return {}

    def setup_fields(self) -> list[SetupField]:
        """What the new-game screen asks; the chosen values form the setup dict."""
        return []

    def rule_variants(self) -> list[RuleVariant]:
        """Named rule options a player may change before a game; chosen values go into
        ``setup["options"]`` (a game's ``normalize_setup`` fills the rest with defaults).
        Empty when the game has none."""
        return []

    def seats(self, state: Any) -> list[str]:
        """Player-visible names of the seats (for hotseat hand-off and bot assignment)."""
        return []

    def setup_variants(self) -> list[dict[str, Any]]:
        """Setups the fuzzer and benchmarks cycle through (every hero, player count…)."""
        return [self.default_setup()]

    # --- invariants (for the fuzzer) -------------------------------------
    def card_ids(self, state: Any) -> list[str]:
        """Every physical card id in every zone; each must appear exactly once."""
        return []

    def check_invariants(self, state: Any) -> list[str]:
        """Human-readable violations of the game's declared value ranges (empty when all hold)."""
        return []

    def max_steps(self, setup: dict[str, Any]) -> int:
        return 5000

    # --- helpers shared by every game --------------------------------------
    def explain_illegal(self, state: Any, action: Action) -> str:
        """Why an action is refused; games override for precise reasons."""
        if self.is_over(state) is not None:
            return "The game is over."
        cp = self.current_player(state)
        if cp is not None and getattr(action, "player", cp) != cp:
            return "It is not your turn."
        return "That action is not allowed now."

    def refuse_unless_legal(self, state: Any, action: Action) -> None:
        """Raise IllegalAction (with a player-readable reason) unless ``action`` is exactly legal."""
        from game.core.i18n import t

        if not isinstance(action, Action):
            raise IllegalAction(t("hostile.illegal.not_an_action"), "hostile.illegal.not_an_action")
        bad_field = field_problem(action)
        if bad_field is not None:
            raise IllegalAction(
                t("hostile.illegal.wrong_kind", field=bad_field),
                "hostile.illegal.wrong_kind",
                field=bad_field,
            )
        # Plain equality finds the candidates fast; the typed key then tells True from 1 and 0.0 from 0
        # (equal in Python, never the same move), so only the one or two equal actions pay for it.
        key = None
        for legal in self.legal_actions(state):
            if legal == action:
                key = action_key(action) if key is None else key
                if action_key(legal) == key:
                    return
        try:
            reason = self.explain_illegal(state, action)
        except Exception:  # explaining must never turn a refusal into a crash
            reason = ""
        if not isinstance(reason, str) or not reason.strip():
            reason = t("illegal.not_allowed")
        raise IllegalAction(reason)

    def apply(self, state: Any, action: Action) -> list[Event]:
        """The checked entry point: refuses anything not in ``legal_actions``, leaving the state untouched."""
        self.refuse_unless_legal(state, action)
        return self._apply(state, action)

    apply._kernel_checked = True  # type: ignore[attr-defined]

    def action_to_json(self, action: Action) -> dict[str, Any]:
        return action_to_json(action)

    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data, self.action_classes)

    def state_hash(self, state: Any) -> str:
        return state_hash(self.to_json(state))

    def describe_event(self, state: Any, event: Event) -> str | None:
        """A translated log line for an event, or None to let the UI use the catalogue key
        ``event.<game>.<kind>`` with the event's data."""
        return None

    def describe_action(self, state: Any, action: Action) -> str:
        """A short label for menus and the log (games override with translated text)."""
        return type(action).__name__

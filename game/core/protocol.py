"""The Game protocol: one shape for three games (see DESIGN.md).

A game is an object with these methods. The kernel's ``apply`` checks
legality against ``legal_actions`` before a game's own ``_apply`` runs, so an
illegal action raises and leaves the state exactly as it was. The check is exact:
an action is accepted if and only if it is one of ``legal_actions``, field by field
and type by type (``player=0.0`` or ``False`` is not seat 0, ``"c00"`` is not ``"c0"``).
A game that overrides ``apply`` (for a faster check of its own) still gets this check
first: ``Game.__init_subclass__`` wraps the override.

Search (bots, the Session's undo) copies states with ``clone`` and evaluates them with the
game's ``heuristic``; a caller that already holds a state's legal list applies through
``apply_listed``, the same exact check without listing the actions again.
"""

from __future__ import annotations

import functools
import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.actions import (
    Action,
    Event,
    IllegalAction,
    Pending,
    Refusal,
    action_from_json,
    action_key,
    action_to_json,
    field_problem,
)
from game.core.determinize import Group, resample
from game.core.events import EventSpecs
from game.core.flow import Flow
from game.core.i18n import has, t
from game.core.options import RuleOptions, RuleVariant
from game.core.rng import Rng
from game.core.view import PendingView, View, check_audience

# One (field, allowed values) pair, or a tuple of pairs that must all hold.
VisibleIf = tuple[str, tuple[Any, ...]] | tuple[tuple[str, tuple[Any, ...]], ...]
# ``h(state, seat)``: higher is better for that seat (a cheap evaluation for search bots).
Heuristic = Callable[[Any, int], float]


@dataclass(frozen=True)
class SetupField:
    """One option on the new-game screen. ``choices`` are (value, translation key) pairs;
    ``visible_if`` hides the field unless another field has one of the given values
    (e.g. ``("players", (3, 4))`` for the third and fourth seat's hero), or every one of several.
    ``choice_if`` offers some choices only when another field allows them, in the same shape per
    choice value (Zerywia's expansion heroes, offered once their pack is switched on); the others
    are always offered."""

    key: str
    label_key: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    visible_if: VisibleIf | None = None
    choice_if: tuple[tuple[Any, VisibleIf], ...] = ()


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


def hostile_refusal(action: object, classes: tuple[type[Action], ...]) -> Refusal | None:
    """Input no rule can judge: not an action, an action of another game (or a subclass smuggled in),
    or a field holding a value of the wrong kind (exact types: ``True`` is not seat 1)."""
    if not isinstance(action, Action):
        return Refusal("hostile.illegal.not_an_action")
    if classes and type(action) not in classes:
        return Refusal("hostile.illegal.unknown_action")
    bad_field = field_problem(action)
    if bad_field is not None:
        return Refusal.of("hostile.illegal.wrong_kind", field=bad_field)
    return None


class Game(ABC):
    """Base class every registered game implements."""

    name: str = ""  # registry key, e.g. "desconfronto"
    title_key: str = ""  # translation key of the player-visible title
    format_version: int = 1  # version of this game's state JSON
    hidden: bool = False  # test-only games stay out of menus
    action_classes: tuple[type[Action], ...] = ()
    # A game's own ``apply`` body (run after the kernel's check), or None: ``apply_listed`` runs it too.
    _own_apply: ClassVar[Callable[[Any, Any, Action], list[Event]] | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("apply")
        if own is not None and not getattr(own, "_kernel_checked", False):
            cls._own_apply = own

            # A game's own apply may test legality its own way; the kernel's exact test comes first.
            @functools.wraps(own)
            def checked(self: Game, state: Any, action: Action) -> list[Event]:
                self.refuse_unless_legal(state, action)
                return self.after_action(state, own(self, state, action))

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

    def flow(self) -> Flow[Any] | None:
        """The game's declared turn flow (``game.core.flow``), or None for a game that moves its
        phases itself. With a flow, the kernel runs ``Flow.after_action`` after every action."""
        return None

    def resolve(self, state: Any, action: Action) -> list[Event]:
        """Apply an action already known to be legal (a forced answer taken from ``legal_actions``),
        then let the flow move on: the one unchecked path, for the kernel's own use."""
        return self.after_action(state, self._apply(state, action))

    def after_action(self, state: Any, events: list[Event]) -> list[Event]:
        flow = self.flow()
        if flow is not None:
            events += flow.after_action(state)
        return events

    def pending(self, state: Any) -> Pending | None:
        """The pending choice the core waits on, if any (answers are among ``legal_actions``)."""
        return None

    def decider(self, state: Any) -> int | None:
        """The seat that must act now: the pending choice's owner, else the current player. A game
        whose ``current_player`` already names the pending choice's owner answers with it alone:
        ``pending`` lists every legal answer, and boards ask this many times a frame."""
        pend = self.pending(state)
        return pend.player if pend is not None else self.current_player(state)

    def observe(self, state: Any, seat: int | None = None, audience: str | None = None) -> View:
        """What ``seat`` may see of ``state`` (``game.core.view``): None is the hotseat table, where
        every seat shares one screen; ``audience="rival"`` hides the other seats' hands. A game
        overrides this with its own table shape; the default shows only whose turn it is and what
        the pending choice is about (a generic prompt, none of the core's pending data)."""
        audience = check_audience(seat, audience)
        pend = self.pending(state)
        described = None
        if pend is not None:
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

    # --- search ----------------------------------------------------------
    def clone(self, state: Any, reseed: int | None = None) -> Any:
        """An independent copy of ``state`` that plays on exactly as ``state`` would.

        With ``reseed`` the copy's random stream starts from that seed instead of continuing the
        state's own: a search that plays a copy forward then judges a roll or a draw on a sampled
        outcome and never foresees the real one. Games override this with a structural copy (this
        default goes through the JSON form, always right but slow)."""
        copy = self.from_json(self.to_json(state))
        if reseed is not None and isinstance(getattr(copy, "rng", None), Rng):
            copy.rng = Rng(reseed)
        return copy

    def hidden_zones(self, state: Any, seat: int | None, audience: str) -> list[Group]:
        """The card lists of ``state`` that ``seat`` may not identify under ``audience``, grouped as
        ``game.core.determinize`` says (the lists themselves, to be refilled in place): every zone
        its view shows as ``Hidden``. A game without hidden cards keeps this empty default."""
        return []

    def determinize(self, state: Any, seat: int | None, rng: Rng, audience: str | None = None) -> None:
        """Turn ``state`` (a copy: this changes it) into one world ``seat`` cannot tell from the real
        one, its hidden zones refilled in an order drawn from ``rng`` (``game.core.determinize``)."""
        resample(self.hidden_zones(state, seat, check_audience(seat, audience)), rng)

    def heuristic(self) -> Heuristic | None:
        """The game's evaluation for search bots (``h(state, seat)``, higher is better for that seat),
        or None when it offers none."""
        return None

    # --- setup -----------------------------------------------------------
    def normalize_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        """Validate a setup dict and fill defaults; raise ValueError with a clear reason."""
        return dict(setup)

    def upgrade_setup(self, setup: dict[str, Any], version: int) -> dict[str, Any]:
        """A save's setup written at state format ``version``, read as the current format reads it:
        a rule option a later format added takes the reading the old game played by, so the save's
        log replays as played (a game whose formats add no option keeps it as it is)."""
        return setup

    def default_setup(self) -> dict[str, Any]:
        return {}

    def setup_fields(self) -> list[SetupField]:
        """What the new-game screen asks; the chosen values form the setup dict."""
        return []

    def rule_options(self) -> RuleOptions | None:
        """The game's one declaration of its rule options (``game.core.options``), or None."""
        return None

    def rule_variants(self) -> list[RuleVariant]:
        """The rule options a player may change before a game, as the "Rule variants" dialog shows
        them (from ``rule_options``); chosen values go into ``setup["options"]``."""
        options = self.rule_options()
        return options.variants() if options is not None else []

    def plays_out(self, state: Any, seat: int) -> bool:
        """Whether ``seat``'s choice now is judged only once the other seats have answered it and the
        turn has moved on (``game.ai.play_out``): desConfronto's Corruption Master, whose card's harm
        is known only after the heroes' defence windows. False: a one-ply look, as ever."""
        return False

    def fuzz_variants(self) -> list[dict[str, Any]]:
        """Setups only the fuzzer adds to ``setup_variants`` (now and then, ``game.ai.fuzz``): kept out
        of that list so the fingerprints' seed-to-setup map never moves."""
        return []

    def seats(self, state: Any) -> list[str]:
        """Player-visible names of the seats (for hotseat hand-off and bot assignment)."""
        return []

    def setup_variants(self) -> list[dict[str, Any]]:
        """Setups the fuzzer and benchmarks cycle through (every hero, player count…)."""
        return [self.default_setup()]

    def late_setup_variants(self) -> int:
        """How many of ``setup_variants``' last entries the fuzzer draws on seeds of their own (one seed
        in ``fuzz.LATE_EVERY``), so that setups appended later leave every other seed its old variant
        (and its behaviour fingerprint)."""
        return 0

    def fuzz_steps(self, setup: dict[str, Any]) -> int | None:
        """Steps after which the fuzzer and the fingerprints stop a game of ``setup`` as fine: for a game
        a random player need not ever finish (None: it must end within ``max_steps``)."""
        return None

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
    # --- refusals: the one legality check ----------------------------------
    def refusal(self, state: Any, action: object) -> Refusal | None:
        """None when ``action`` is legal now, else why not, as data (a key and parameters).

        Hostile input is refused first (not an action, not one of this game's classes, a field of
        the wrong kind: keys ``hostile.illegal.*``), then the game's rules judge (``rule_refusal``).
        ``apply`` raises ``IllegalAction`` with this refusal; ``refusal(s, a) is None`` exactly when
        ``a`` is one of ``legal_actions(s)``, field by field and type by type."""
        hostile = hostile_refusal(action, self.action_classes)
        if hostile is not None or not isinstance(action, Action):
            return hostile or Refusal("hostile.illegal.not_an_action")
        try:
            return self.rule_refusal(state, action)
        except Exception:  # a predicate that trips on odd input falls back on the exact enumeration
            return Game.rule_refusal(self, state, action)

    def rule_refusal(self, state: Any, action: Action) -> Refusal | None:
        """The rules' verdict on a well-formed action of one of this game's classes.

        The default is exact by enumeration (legal iff among ``legal_actions``) with a generic
        reason; a game overrides it with one predicate per action kind that says precisely why,
        the same predicates its ``legal_actions`` is built from (a property test holds them equal)."""
        # Plain equality finds the candidates fast; the typed key then tells True from 1 and 0.0 from 0
        # (equal in Python, never the same move), so only the one or two equal actions pay for it.
        key = None
        for legal in self.legal_actions(state):
            if legal == action:
                key = action_key(action) if key is None else key
                if action_key(legal) == key:
                    return None
        return self.turn_refusal(state, action) or Refusal("illegal.not_allowed")

    def turn_refusal(self, state: Any, action: Action) -> Refusal | None:
        """The refusals every game shares: the game is over, or another seat must decide."""
        if self.is_over(state) is not None:
            return Refusal("illegal.game_over")
        cp = self.current_player(state)
        if cp is not None and action.player != cp:
            return Refusal("illegal.not_your_turn")
        return None

    def refuse_unless_legal(self, state: Any, action: Action, listed: Sequence[Action] | None = None) -> None:
        """Raise IllegalAction (its refusal as data) unless ``action`` is exactly legal.

        ``listed``: the legal actions of ``state`` (or a part of them) the caller already holds; an
        action found there is accepted without judging it again. One not found there is judged by
        ``refusal``, so a part (one seat's actions) never refuses another legal action."""
        if listed is not None and isinstance(action, Action) and _listed(action, listed):
            return
        refusal = self.refusal(state, action)
        if refusal is not None:
            raise IllegalAction(refusal)

    def apply(self, state: Any, action: Action) -> list[Event]:
        """The checked entry point: refuses anything not in ``legal_actions``, leaving the state untouched."""
        self.refuse_unless_legal(state, action)
        return self.resolve(state, action)

    apply._kernel_checked = True  # type: ignore[attr-defined]

    def apply_listed(self, state: Any, action: Action, listed: Sequence[Action]) -> list[Event]:
        """``apply`` for a caller that already holds ``state``'s legal actions: the Session's list for
        its current state, or a search applying one of a state's listed actions to its ``clone``. The
        same exact check (``refuse_unless_legal``) against ``listed``, then the same action."""
        self.refuse_unless_legal(state, action, listed)
        own = type(self)._own_apply
        if own is not None:
            return self.after_action(state, own(self, state, action))
        return self.resolve(state, action)

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

    def event_specs(self) -> EventSpecs | None:
        """Every event kind this game emits, with its fields (``game.core.events``); the tests and
        the fuzzer check each emitted event against it. None: the game declares nothing yet."""
        return None

    def describe_action(self, state: Any, action: Action) -> str:
        """A short label for menus and the log (games override with translated text)."""
        return type(action).__name__


def _listed(action: Action, listed: Sequence[Action]) -> bool:
    """Whether ``action`` is one of ``listed`` exactly (typed fields: True is not 1, 0.0 is not 0).

    Plain equality finds the candidates fast; the typed key then tells True from 1 and 0.0 from 0
    (equal in Python, never the same move), so only the one or two equal actions pay for it."""
    if id(action) in map(id, listed):  # the very object the game listed (what bots and boards send)
        return True
    key = None
    for legal in listed:
        if legal == action:
            key = action_key(action) if key is None else key
            if action_key(legal) == key:
                return True
    return False

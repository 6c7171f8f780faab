"""A test game shaped like Zerywia's turn, run by the kernel's declared flow with no code of its own
for moving between phases (issue 8: "Zerywia's cycle must fit it without new kernel code").

The cycle: **Dawn** (Nix's doom clock ticks) → **Journeys** (each hero in turn takes a journey
turn: *Travel*, then, on a tile with a challenge, a nine-step **Challenge**) → **Dusk** (the
day's end) → Dawn again. Heroes win with three relics; Nix wins when the clock reaches its end.
Steps 3 and 7 of a challenge ask the hero to choose (push on or hold back); the others roll.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Action, Event
from game.core.flow import Flow, Phase, attribute_cursor
from game.core.protocol import Game, Outcome
from game.core.rng import Rng

DOOM_END = 12
RELICS_TO_WIN = 3
CHOICE_STEPS = (3, 7)


@dataclass(frozen=True)
class Travel(Action):
    tile: int = 0


@dataclass(frozen=True)
class Rest(Action):
    pass


@dataclass(frozen=True)
class Roll(Action):
    pass


@dataclass(frozen=True)
class Press(Action):
    hold: bool = False


@dataclass
class JourneyState:
    heroes: int
    rng: Rng
    doom: int = 0
    relics: int = 0
    hero: int = -1  # whose journey turn it is
    turned: list[int] = field(default_factory=list)  # heroes who had their turn this cycle
    tile: int = 0
    moved: bool = False
    step_done: bool = False
    progress: int = 0  # successes in the current challenge
    flow: list[str] = field(default_factory=list)
    outcome: str = ""
    trail: list[str] = field(default_factory=list)  # every phase entered, for the tests


def _mark(name: str) -> Any:
    def begin(state: JourneyState, events: list[Event]) -> None:
        state.trail.append("/".join(state.flow) or name)

    return begin


def _dawn(state: JourneyState, events: list[Event]) -> None:
    state.trail.append("dawn")
    state.doom += 1
    state.turned = []
    events.append(Event("journey.doom", {"doom": state.doom}))


def _turn_begins(state: JourneyState, events: list[Event]) -> None:
    state.hero = next(h for h in range(state.heroes) if h not in state.turned)
    state.moved = False
    state.trail.append(f"turn{state.hero}")


def _turn_ends(state: JourneyState, events: list[Event]) -> None:
    state.turned.append(state.hero)


def _challenge_begins(state: JourneyState, events: list[Event]) -> None:
    state.progress = 0
    state.trail.append("challenge")


def _challenge_ends(state: JourneyState, events: list[Event]) -> None:
    if state.progress >= 6:
        state.relics += 1
        events.append(Event("journey.relic", {"relics": state.relics}))


def _step(n: int) -> Phase[JourneyState]:
    def begin(state: JourneyState, events: list[Event]) -> None:
        state.step_done = False

    return Phase(
        f"s{n}",
        actions=(Press,) if n in CHOICE_STEPS else (Roll,),
        on_begin=begin,
        done=lambda s: s.step_done,
        next=f"s{n + 1}" if n < 9 else None,
    )


def _check_end(state: JourneyState, events: list[Event]) -> bool:
    if state.outcome:
        return True
    if state.relics >= RELICS_TO_WIN:
        state.outcome = "won"
    elif state.doom >= DOOM_END:
        state.outcome = "lost"
    else:
        return False
    events.append(Event("journey.over", {"result": state.outcome}))
    return True


TURN = Phase(
    "journeys",
    steps=(
        Phase(
            "turn",
            on_begin=_turn_begins,
            on_end=_turn_ends,
            player=lambda s: s.hero,
            steps=(
                Phase(
                    "travel",
                    actions=(Travel, Rest),
                    done=lambda s: s.moved,
                    # Odd tiles hold a challenge: the turn goes on into it; even tiles end the turn.
                    next=lambda s: "challenge" if s.tile % 2 else None,
                ),
                Phase(
                    "challenge",
                    on_begin=_challenge_begins,
                    on_end=_challenge_ends,
                    steps=tuple(_step(n) for n in range(1, 10)),
                ),
            ),
        ),
    ),
    done=lambda s: len(s.turned) == s.heroes,
    next="dusk",
)

ROOT: Phase[JourneyState] = Phase(
    "cycle",
    steps=(
        Phase("dawn", on_begin=_dawn, done=lambda s: True, next="journeys"),
        TURN,
        Phase("dusk", on_begin=_mark("dusk"), done=lambda s: True),
    ),
)

FLOW: Flow[JourneyState] = Flow(ROOT, attribute_cursor("flow"), _check_end)


class JourneyGame(Game):
    name = "journey-test"
    hidden = True
    action_classes = (Travel, Rest, Roll, Press)

    def flow(self) -> Flow[JourneyState]:
        return FLOW

    def new_game(self, setup: dict[str, Any], seed: int) -> JourneyState:
        state = JourneyState(int(setup.get("heroes", 2)), Rng(seed))
        FLOW.start(state)
        return state

    def legal_actions(self, state: JourneyState) -> list[Action]:
        if state.outcome:
            return []
        leaf = FLOW.leaf(state).name
        p = state.hero
        if leaf == "travel":
            return [Travel(p, t) for t in range(1, 5)] + [Rest(p)]
        if Press in FLOW.leaf(state).actions:
            return [Press(p, False), Press(p, True)]
        return [Roll(p)]

    def _apply(self, state: JourneyState, action: Action) -> list[Event]:
        # Only the action's own effect: the flow closes the step and opens the next one.
        if isinstance(action, Travel):
            state.tile, state.moved = action.tile, True
        elif isinstance(action, Rest):
            state.tile, state.moved = 0, True
        elif isinstance(action, Roll):
            state.progress += state.rng.below(6) >= 2
            state.step_done = True
        elif isinstance(action, Press):
            state.progress += 0 if action.hold else 1
            state.doom += 0 if action.hold else 1 if state.rng.below(4) == 0 else 0
            state.step_done = True
        return []

    def is_over(self, state: JourneyState) -> Outcome | None:
        if not state.outcome:
            return None
        return Outcome(state.outcome, tuple(range(state.heroes)) if state.outcome == "won" else ())

    def current_player(self, state: JourneyState) -> int | None:
        return None if state.outcome else FLOW.player(state)

    def to_json(self, state: JourneyState) -> dict[str, Any]:
        data = dict(vars(state))
        data["rng"] = state.rng.to_json()
        data["turned"], data["flow"], data["trail"] = list(state.turned), list(state.flow), list(state.trail)
        return data

    def from_json(self, data: dict[str, Any]) -> JourneyState:
        fields = dict(data)
        fields["rng"] = Rng.from_json(data["rng"])
        return JourneyState(**fields)

"""A tiny hidden game that proves the kernel (tests, fuzzer) and is the template for a new game
(docs/MAINTAINING.md walks through it). Never shown in menus; it registers when imported, which
the tests' conftest does.

Rules: each seat in turn may draw a card, roll the die once per turn, play a
card from hand for its value, or end the turn. Holding more than 3 cards
forces a discard (a pending choice). First to 10 points at the end of a turn
wins; after 30 turns the game is a draw.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Action, Event, Pending, Refusal
from game.core.dice import Die
from game.core.events import EventSpecs, declare, spec
from game.core.piles import Pile
from game.core.protocol import Game, Outcome, SetupField
from game.core.registry import register
from game.core.rng import Rng

D6 = Die("d6", ("1", "2", "3", "4", "5", "6"))
TARGET = 10
MAX_TURNS = 30
HAND_LIMIT = 3


# Every event the game emits and what it carries (game.core.events); its log lines are
# ``event.tiny.<kind>`` (the kinds carry no game prefix, so each names its key).
EVENTS = declare(
    spec("drew", reveals=True, log_key="event.tiny.drew", player=int, card=str),
    spec("rolled", reveals=True, log_key="event.tiny.rolled", player=int, face=str, score=int),
    spec("played", log_key="event.tiny.played", player=int, card=str, score=int),
    spec("discarded", log_key="event.tiny.discarded", player=int, card=str),
    spec("turn_ended", log_key="event.tiny.turn_ended", player=int),
)


def card_value(card: str) -> int:
    return int(card[1:]) % 3 + 1


@dataclass(frozen=True)
class Draw(Action):
    pass


@dataclass(frozen=True)
class Roll(Action):
    pass


@dataclass(frozen=True)
class Play(Action):
    card: str = ""


@dataclass(frozen=True)
class Discard(Action):
    card: str = ""


@dataclass(frozen=True)
class EndTurn(Action):
    pass


@dataclass
class TinyState:
    players: int
    rng: Rng
    deck: Pile
    discard: Pile
    hands: list[list[str]]
    scores: list[int]
    active: int = 0
    turn: int = 1
    rolled: bool = False
    must_discard: bool = False
    over: Outcome | None = None
    log: list[str] = field(default_factory=list)


class TinyGame(Game):
    name = "tiny"
    title_key = "game.tiny.title"
    hidden = True
    action_classes = (Draw, Roll, Play, Discard, EndTurn)

    def default_setup(self) -> dict[str, Any]:
        return {"players": 2}

    def normalize_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        players = setup.get("players", 2)
        if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 3:
            raise ValueError("players must be a whole number from 1 to 3")
        return {"players": players}

    def setup_variants(self) -> list[dict[str, Any]]:
        return [{"players": n} for n in (1, 2, 3)]

    def setup_fields(self) -> list[SetupField]:
        return [SetupField("players", "setup.players", tuple((n, f"setup.n{n}") for n in (1, 2, 3)), 2)]

    def seats(self, state: TinyState) -> list[str]:
        return [f"Seat {i + 1}" for i in range(state.players)]

    def new_game(self, setup: dict[str, Any], seed: int) -> TinyState:
        setup = self.normalize_setup(setup)
        rng = Rng(seed)
        deck = Pile(f"t{i}" for i in range(12))
        deck.shuffle(rng)
        n = setup["players"]
        return TinyState(n, rng, deck, Pile(), [[] for _ in range(n)], [0] * n)

    def current_player(self, state: TinyState) -> int | None:
        return None if state.over else state.active

    def pending(self, state: TinyState) -> Pending | None:
        if state.must_discard and not state.over:
            p = state.active
            return Pending(p, "tiny.discard", tuple(Discard(p, c) for c in state.hands[p]))
        return None

    def legal_actions(self, state: TinyState) -> list[Action]:
        if state.over:
            return []
        pend = self.pending(state)
        if pend:
            return list(pend.options)
        p = state.active
        acts: list[Action] = [Play(p, c) for c in state.hands[p]]
        if state.deck or state.discard:
            acts.append(Draw(p))
        if not state.rolled:
            acts.append(Roll(p))
        acts.append(EndTurn(p))
        return acts

    def rule_refusal(self, state: TinyState, action: Action) -> Refusal | None:
        # legality by the kernel's exact enumeration; only the reasons are this game's own
        if super().rule_refusal(state, action) is None:
            return None
        if isinstance(action, Play | Discard) and action.card not in state.hands[state.active]:
            return Refusal("refusals.tiny.not_in_hand")
        if isinstance(action, Roll) and state.rolled:
            return Refusal("refusals.tiny.rolled")
        if state.must_discard and not isinstance(action, Discard):
            return Refusal("refusals.tiny.discard_first")
        return self.turn_refusal(state, action) or Refusal("illegal.not_allowed")

    def _apply(self, state: TinyState, action: Action) -> list[Event]:
        p = state.active
        hand = state.hands[p]
        if isinstance(action, Draw):
            card = state.deck.draw(state.rng, state.discard)
            hand.append(card)
            state.must_discard = len(hand) > HAND_LIMIT
            return [Event("drew", {"player": p, "card": card}, reveals=True)]
        if isinstance(action, Roll):
            face = D6.roll(state.rng)
            state.rolled = True
            state.scores[p] += int(face) // 3
            return [Event("rolled", {"player": p, "face": face, "score": state.scores[p]}, reveals=True)]
        if isinstance(action, Play):
            hand.remove(action.card)
            state.discard.put_top(action.card)
            state.scores[p] += card_value(action.card)
            return [Event("played", {"player": p, "card": action.card, "score": state.scores[p]})]
        if isinstance(action, Discard):
            hand.remove(action.card)
            state.discard.put_top(action.card)
            state.must_discard = False
            return [Event("discarded", {"player": p, "card": action.card})]
        assert isinstance(action, EndTurn)
        events = [Event("turn_ended", {"player": p})]
        if state.scores[p] >= TARGET:
            state.over = Outcome("won", (p,))
        elif state.turn >= MAX_TURNS:
            state.over = Outcome("draw")
        else:
            state.turn += 1
            state.active = (p + 1) % state.players
            state.rolled = False
        return events

    def event_specs(self) -> EventSpecs:
        return EVENTS

    def is_over(self, state: TinyState) -> Outcome | None:
        return state.over

    def card_ids(self, state: TinyState) -> list[str]:
        return [*state.deck, *state.discard, *(c for h in state.hands for c in h)]

    def check_invariants(self, state: TinyState) -> list[str]:
        bad = [f"score of seat {i} is negative" for i, s in enumerate(state.scores) if s < 0]
        bad += [f"hand of seat {i} exceeds 4" for i, h in enumerate(state.hands) if len(h) > HAND_LIMIT + 1]
        return bad

    def max_steps(self, setup: dict[str, Any]) -> int:
        return MAX_TURNS * 60

    def to_json(self, state: TinyState) -> dict[str, Any]:
        return {
            "version": self.format_version,
            "players": state.players,
            "rng": state.rng.to_json(),
            "deck": state.deck.to_json(),
            "discard": state.discard.to_json(),
            "hands": [list(h) for h in state.hands],
            "scores": list(state.scores),
            "active": state.active,
            "turn": state.turn,
            "rolled": state.rolled,
            "must_discard": state.must_discard,
            "over": None if state.over is None else [state.over.result, list(state.over.winners)],
        }

    def from_json(self, data: dict[str, Any]) -> TinyState:
        if data.get("version") != self.format_version:
            raise ValueError(f"tiny state version {data.get('version')!r} is not {self.format_version}")
        over = data["over"]
        return TinyState(
            players=data["players"],
            rng=Rng.from_json(data["rng"]),
            deck=Pile.from_json(data["deck"]),
            discard=Pile.from_json(data["discard"]),
            hands=[list(h) for h in data["hands"]],
            scores=list(data["scores"]),
            active=data["active"],
            turn=data["turn"],
            rolled=data["rolled"],
            must_discard=data["must_discard"],
            over=None if over is None else Outcome(over[0], tuple(over[1])),
        )


GAME = register(TinyGame())

"""The greedy bot's common random numbers and desConfronto's evaluation terms for what a one-ply bot
cannot see coming (docs/desconfronto_hunt.md, "Why parties of 4 lost"; issue 10's Boss balance)."""

from __future__ import annotations

from typing import Any

from game.ai.bots import GreedyBot
from game.core.session import Session
from game.desconfronto import GAME, heuristic
from game.desconfronto.creatures import CREATURES


class Recording:
    """desConfronto's game, recording the seed of every lookahead copy the bot makes."""

    def __init__(self) -> None:
        self.seeds: list[int | None] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(GAME, name)

    def clone(self, state: Any, reseed: int | None = None) -> Any:
        self.seeds.append(reseed)
        return GAME.clone(state, reseed=reseed)

    def restart_stream(self, state: Any, seed: int) -> None:
        """The last candidate plays on the world itself, its stream restarted (no copy): recorded too."""
        self.seeds.append(seed)
        GAME.restart_stream(state, seed)


def _hero_phase(setup: dict[str, Any], seed: int = 3) -> Any:
    s = Session.new(GAME, setup, seed)
    assert s.state.phase == "hero" and len(GAME.legal_actions(s.state)) > 2
    return s.state


def test_every_candidate_plays_on_the_same_dice_in_the_coop_game():
    state = _hero_phase({"mode": "skirmish", "players": 2, "heroes": ["kandra", "tesser"], "creatures": ["bicudo"]})
    game = Recording()
    GreedyBot(5).choose(game, state, state.active_hero)  # type: ignore[arg-type]
    world, *trials = game.seeds  # the sampled world, then one stream per candidate (the last on the world)
    assert len(trials) == len(GAME.legal_actions(state)) and len(set(trials)) == 1


def test_the_last_candidate_plays_on_the_world_as_on_a_reseeded_copy():
    """``restart_stream`` leaves the world as ``clone(world, reseed=...)`` would copy it (same JSON form),
    so the last candidate's lookahead on the world is the one it had on a copy."""
    state = _hero_phase({"mode": "skirmish", "players": 2, "heroes": ["kandra", "tesser"], "creatures": ["bicudo"]})
    world = GAME.clone(state, reseed=11)
    copy = GAME.clone(world, reseed=99)
    GAME.restart_stream(world, 99)
    assert GAME.to_json(world) == GAME.to_json(copy) and world.forced == copy.forced == []


def test_the_coliseum_keeps_a_stream_per_candidate():
    setup = {"mode": "coliseum", "players": 2, "heroes": ["kandra", "tesser"]}
    state = Session.new(GAME, GAME.normalize_setup(setup), 3).state
    assert not GAME.greedy_common_dice(state)


def test_a_creature_counts_by_its_attack_dice():
    """A creature of 4 dice weighs 1.0 + 0.8 x 1.5 = 2.2 (THREAT_PER_DIE), one of 2.5 dice 1.0; a 1-die
    one (Mud Golemite) is floored at 0.5, so defeating it still counts (it would be -0.2)."""
    four = next(c for c, d in CREATURES.items() if d.dice == 4)
    assert abs(heuristic._threat(four) - 2.2) < 1e-9
    assert heuristic._threat("mud_golemite") == heuristic.THREAT_FLOOR == 0.5


def test_cards_and_shields_count_less_as_the_creature_deck_runs_out():
    """The printed 20-card Creature Action deck is the combat's clock (L340): early a card in hand is
    worth HAND_EARLY, with the deck empty only HAND_LATE."""
    state = _hero_phase({"mode": "skirmish", "players": 2, "heroes": ["kandra", "tesser"], "creatures": ["bicudo"]})
    h = state.heroes[0]
    full = heuristic.combat_score(state, 0)
    h.hand.append(h.draw.cards.pop())
    early = heuristic.combat_score(state, 0) - full + 0.1  # the card left the draw pile (0.1)
    state.cdeck.cards.clear()
    late_base = heuristic.combat_score(state, 0)
    h.draw.cards.append(h.hand.pop())
    late = late_base - heuristic.combat_score(state, 0) + 0.1
    assert abs(early - heuristic.HAND_EARLY) < 0.2  # the deck is about full: about a play's worth
    assert abs(late - heuristic.HAND_LATE) < 1e-9

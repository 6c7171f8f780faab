"""Every legal action is reachable from the desConfronto board (DC-CMB-06 a-f, DC-ITEM-05, DC-LVL-02).

Seeded random games (every hero, 1-4 players, items in the bags, fixed spoils so the spoils
phase has abilities to buy) are played through ``Session`` by a ``RandomBot``; at each step a
human seat decides, the board's own list of what its controls offer (drops on figures, the
table and the sacrifice zone, the buttons and the lists they open, the choice panel's pages,
figure clicks) must equal the core's ``legal_actions``.
"""

from __future__ import annotations

from game.ai.bots import RandomBot
from game.core.registry import get_game
from game.core.session import Session
from game.desconfronto.roster import playable_heroes

STEPS = 200  # per game: enough for a few rounds, reactions and often the spoils
GAMES = 40


def _setups() -> list[dict]:
    heroes = playable_heroes()
    out = []
    for i in range(GAMES):
        n = 1 + i % 4
        picked = [heroes[(i * 3 + k) % len(heroes)] for k in range(n)]
        out.append({
            "players": n,
            "heroes": picked,
            "tiers": [1, 1, 1, 1] if i % 2 else [1, 1, 2, 2],
            "spoils": 9,
            "items": {picked[0]: ["healing_potion", "fire_bomb", "snare_trap"]},
        })  # fmt: skip
    return out


def test_every_legal_action_is_offered_by_a_board_control(harness):
    """Offered == legal at every human decision: nothing unreachable, nothing the core refuses."""
    from scenes.menu import open_board

    game = get_game("desconfronto")
    seen_kinds: set[str] = set()
    covered = set()
    for g, setup in enumerate(_setups()):
        covered |= set(setup["heroes"])
        session = Session.new(game, setup, 100 + g)
        harness.push(open_board(harness.app, session, {}))
        board = harness.top
        bot = RandomBot(g)
        for _ in range(STEPS):
            if session.is_over() is not None:
                break
            board.on_state_changed()
            if board.handoff is not None:
                board.hand_over()
            legal = set(session.legal_actions())
            offered = board.offered_actions()
            assert offered == legal, (
                setup["heroes"],
                session.state.phase,
                session.state.pending,
                sorted(map(repr, legal - offered)),
                sorted(map(repr, offered - legal)),
            )
            seen_kinds |= {type(a).__name__ for a in legal}
            session.apply(bot.choose(game, session.state))
        harness.app.stack.pop()
        harness.advance(1)
    assert covered == set(playable_heroes())
    assert {"PlayCard", "Sacrifice", "DrawCard", "UseItem", "SwapItem", "Pass", "ClassAction"} <= seen_kinds

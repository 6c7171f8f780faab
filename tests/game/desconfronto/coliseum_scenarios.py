"""Seeded Coliseum games that emit every ``dc.col_*`` event kind (test_event_decl.py's scenarios): greedy
rivals at three tables found to cover, between them, the mulligan, tokens, points, rewards, Revides and a
Revide shield's end, elimination, the beasts' penalty, the Final Round and the podium; and one table of
item-swapping rivals that ends by the stalemate."""

from __future__ import annotations

from game.ai.bots import make_bot
from game.core.actions import Event
from game.core.session import Session
from game.desconfronto import GAME

TABLE = ["artan", "kandra", "tesser"]
SEEDS = (0, 1, 2)  # 1 has beasts (odd seeds), 2 reaches the Final Round
STALEMATE = ({"mode": "coliseum", "players": 2, "heroes": ["artan", "kandra"], "artifacts": True}, 294)
BEASTS_RETURN = ({"mode": "coliseum", "players": 3, "heroes": TABLE, "beasts": True, "options": {"beasts_return": True}}, 1)


def scenario_coliseum() -> list[Event]:
    events: list[Event] = []
    tables = [({"mode": "coliseum", "players": 3, "heroes": TABLE, "beasts": seed % 2 == 1}, seed) for seed in SEEDS]
    for setup, seed in [*tables, STALEMATE, BEASTS_RETURN]:
        session = Session.new(GAME, setup, seed)
        bot, steps = make_bot("greedy", seed), 0
        while GAME.is_over(session.state) is None and steps < 6000:
            events += session.apply(bot.choose_for(session))
            steps += 1
    return events

"""Seeded Coliseum games that emit every ``dc.col_*`` event kind (test_event_decl.py's scenarios): greedy
rivals at three tables found to cover, between them, the mulligan, tokens, points, rewards, Revides and a
Revide shield's end, elimination, the beasts' penalty, the Final Round and the podium."""

from __future__ import annotations

from game.ai.bots import make_bot
from game.core.actions import Event
from game.core.session import Session
from game.desconfronto import GAME

TABLE = ["artan", "kandra", "tesser"]
SEEDS = (0, 1, 26)  # 1 has beasts (odd seeds), 26 reaches the Final Round


def scenario_coliseum() -> list[Event]:
    events: list[Event] = []
    for seed in SEEDS:
        setup = {"mode": "coliseum", "players": 3, "heroes": TABLE, "beasts": seed % 2 == 1}
        session = Session.new(GAME, setup, seed)
        bot, steps = make_bot("greedy", seed), 0
        while GAME.is_over(session.state) is None and steps < 6000:
            events += session.apply(bot.choose_for(session))
            steps += 1
    return events

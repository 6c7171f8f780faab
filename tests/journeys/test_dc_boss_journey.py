"""The Boss playmat from a saved Hunt, by injected mouse and keys (issue 10, DC-BOSS-05/07): a Hunt
driven to the Boss with the core (four hordes won, four markets left; Artan human, Fildon a greedy
bot) and saved with the app's own save store; the app launched on that saves folder, Continue from
the main menu, then on the Boss playmat: a click on the Pillar of Fire moves Artan there, a card
clicked then the pillar clicked strikes it, the Hero Phase ended, the bot's turn played, an attack
card dragged onto Daegur; save, quit, relaunch, Continue to the same state."""

from __future__ import annotations

import pygame

from game.core.session import Session
from game.desconfronto.actions import Pass, PlayCard
from game.desconfronto.boss import rules
from game.desconfronto.boss_moves import MoveTo, StrikeSpot
from saves import SaveStore
from tests.game.desconfronto.hunt.hunt_helpers import hunt_session, leave_market, roll_horde, win_combat
from tests.journeys.player import centre, continue_game, save_and_quit, scene_name, wait_for

SEED = 3


def hunt_at_the_boss() -> Session:
    s = hunt_session(["artan", "fildon"], seed=SEED)
    for n in range(1, 5):
        roll_horde(s, n, ["hit2", "hit2"])
        win_combat(s)
        leave_market(s)
    assert s.state.boss is not None and s.state.run.stage == "boss" and s.state.active_hero == 0
    return s


def human_to_move(board) -> bool:
    return board.acting_seat() == 0 and not board.anim.busy and board.handoff is None


def snapshot(s: Session) -> tuple:
    st = s.state
    b = st.boss
    return (len(s.actions), list(b.where), dict(b.pillars), st.creatures[0].vigor, st.active_hero, st.phase,
            [(h.vigor, list(h.hand)) for h in st.heroes])  # fmt: skip


def test_boss_from_a_saved_hunt_move_strike_attack_save_relaunch_continue(launch, tmp_path):
    SaveStore(tmp_path / "saves").save(hunt_at_the_boss(), "manual", {"bots": {"1": "greedy"}})
    h = launch("en")
    board = continue_game(h)
    s = board.session
    assert scene_name(h) == "DesconfrontoBoard" and board.view.table.boss is not None
    assert board.bots.is_bot(1) and not board.bots.is_bot(0)
    wait_for(h, lambda: human_to_move(board))
    # DC-BOSS-05: a click on the Pillar of Fire moves Artan there (1 action).
    h.click(centre(h, board.boss_spots()["fire"]))
    assert s.actions[-1] == MoveTo(0, "fire") and s.state.boss.where[0] == "fire"
    # DC-BOSS-07: a physical attack card clicked, then the pillar he stands on: he strikes it.
    card = next(c for c in s.state.heroes[0].hand if rules.physical_dice(c) > 0)
    h.click(centre(h, board.drag.card(card).rect))
    h.click(centre(h, board.boss_spots()["fire"]))
    assert s.actions[-1] == StrikeSpot(0, card, False)
    assert any("Pillar of Fire" in line for line in board.log.entries)
    if any(isinstance(a, Pass) for a in s.legal_actions()):
        h.key(pygame.K_e)  # end the Hero Phase: the Boss's Creature Phase, then the bot's turn
    wait_for(h, lambda: human_to_move(board) and s.state.active_hero == 0 and s.state.phase == "hero")
    # An attack card dragged onto Daegur (the creature at position 0) as on the ordinary board.
    attack = next(a for a in s.legal_actions() if isinstance(a, PlayCard) and a.target == "c0")
    n = len(s.actions)
    h.drag(centre(h, board.drag.card(attack.card).rect), centre(h, board.figure_rects()["c0"]))
    assert any(isinstance(a, PlayCard) and a.card == attack.card for a in s.actions[n:])
    wait_for(h, lambda: not board.anim.busy and (board.acting_seat() is not None or s.is_over() is not None))
    before = snapshot(s)
    save_and_quit(h)
    h = launch("en")  # a fresh app on the same saves folder
    board = continue_game(h)
    assert board.view.table.boss is not None
    assert snapshot(board.session) == before

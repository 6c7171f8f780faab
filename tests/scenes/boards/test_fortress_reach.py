"""Every legal move of Heróis & Monstros can be made from the board (HM-TURN, HM-GEN-05, AMB-17, AMB-23).

Random seeded games drive the core directly; at each decision the board is asked which actions its
highlighted controls send (``offered_actions``, built from the same control lists the clicks use) and
that set must be exactly ``legal_actions``: nothing unreachable, nothing highlighted that the core
refuses.
"""

from __future__ import annotations

import pytest

from game.ai.bots import RandomBot
from game.core.session import Session
from game.fortress.actions import Activate, EndPhase
from game.fortress.content import card_of, content
from scenes.boards import fortress_controls as C
from scenes.boards import fortress_payment as P

GENERALS = ("wargosh", "kryssa_ruiva", "lorde_argos", "craus", "sidst", "barao_widmo")
# Every optional window open at once: phase return, any-time discards, Invasion windows for any effect.
OPEN = {
    "allow_phase_return": True,
    "active_player_discard_window": "any_time",
    "invasion_discard_window": "any",
    "kryssa_repeatable": True,
    "wargosh_repeatable": True,
    "effect_use_limit": "unlimited",
}


def fortress_game():
    from game.fortress import GAME

    return GAME


def setup_for(adversary: str, players: int, seed: int) -> dict:
    """Each General takes seat 0 in turn; odd seeds open every optional window."""
    rot = GENERALS[seed % 6 :] + GENERALS[: seed % 6]
    gens = [g for g in rot if g != adversary][:players]
    return {"players": players, "adversary": adversary, "generals": gens, "options": OPEN if seed % 2 else {}}


def open_board(harness, session):
    from scenes.menu import open_board as opener

    harness.push(opener(harness.app, session, {"bots": {}}))
    return harness.top


def check_game(harness, setup: dict, seed: int, max_decisions: int = 400) -> int:
    game = fortress_game()
    session = Session.new(game, setup, seed)
    board = open_board(harness, session)
    bot = RandomBot(seed)
    steps = 0
    while session.is_over() is None and steps < max_decisions:
        board._last_human = None  # every seat is human here: no hand-off screen between decisions
        board.on_state_changed()
        legal = session.legal_actions()
        offered = board.offered_actions()
        missing = [a for a in legal if a not in offered]
        extra = [a for a in offered if a not in legal]
        assert not missing and not extra, (seed, session.state.phase, missing, extra)
        session.apply(bot.choose(game, session.state))
        steps += 1
    harness.app.stack.pop()
    harness.app.stack.apply_pending()
    return steps


def test_every_legal_action_is_offered_by_a_board_control(harness):
    """HM-TURN / HM-GEN-05 / AMB-17 / AMB-23: for every Adversary and 1-4 Generals, seeded random games
    find no legal action the board cannot send and no highlighted control the core would refuse."""
    total = 0
    for i, adversary in enumerate(content().adversaries):
        for players in (1, 2, 3, 4):
            total += check_game(harness, setup_for(adversary, players, i * 10 + players), i * 10 + players)
    assert total > 1000


def test_five_generals_too(harness):
    """HM-SET-19: the core seats 5 Generals; the board still reaches every move."""
    assert check_game(harness, setup_for("randall_dos_ventos", 5, 55), 55, 250) > 50


def test_kryssa_badge_fires_her_own_construction_while_the_card_uses_its_own_effect(harness):
    """AMB-23: when both the owner's use and Kryssa-Ruiva's free use are legal, each has its own control."""
    from scenes.boards import fortress_layout as L
    from scenes.boards import fortress_table as T

    game = fortress_game()
    session = Session.new(game, setup_for("randall_dos_ventos", 1, 1), 1)
    state = session.state
    seat = state.seats[0]
    assert seat.general == "kryssa_ruiva"
    card = next(
        c
        for c in state.fortress_deck
        if card_of(c).kind == "construction"
        and card_of(c).effect is not None
        and not card_of(c).effect.discard
    )
    state.fortress_deck.remove(card)
    seat.constructions.append(card)
    session.apply(EndPhase(0))  # to the Effects phase
    state.resources = [5, 5, 5]
    board = open_board(harness, session)
    board.on_state_changed()
    own, kryssa = Activate(0, card), Activate(0, card, "kryssa")
    legal = [P.unpaid(a) for a in session.legal_actions()]  # HM-TURN-04: a split is chosen after the click
    assert own in legal and kryssa in legal
    rect = dict(T.construction_rects(state))[card]
    controls = C.click_controls(state, board.marks)
    assert C.hit(controls, L.kryssa_badge(rect).center).action == kryssa
    assert C.hit(controls, rect.center).action == own
    harness.click(L.kryssa_badge(rect).center)
    harness.advance(2)
    if isinstance(harness.top, P.PaymentChooser):
        harness.click(harness.button_centre(f"pay:{harness.top.options[0].pay}"))
    assert P.unpaid(session.actions[-1]) == kryssa


@pytest.mark.parametrize("hand", [6, 9])
def test_every_card_of_a_big_hand_has_a_chip(harness, hand):
    """HM-GEN-05: another General may discard any card of a big hand; each card keeps a clickable chip."""
    from scenes.boards import fortress_table as T

    game = fortress_game()
    session = Session.new(game, setup_for("randall_dos_ventos", 2, 2), 2)
    state = session.state
    other = state.seats[1]
    while len(other.hand) < hand:
        other.hand.append(state.fortress_deck.cards.pop())
    board = open_board(harness, session)
    board.on_state_changed()
    chips = [(q, c) for q, c, _ in T.compact_chips(state) if q == 1]
    assert [c for q, c in chips if c in other.hand] == other.hand
    assert set(board.offered_actions()) == set(session.legal_actions())

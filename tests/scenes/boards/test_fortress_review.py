"""Issue 7 on the Heróis & Monstros board, played as a player: seats stay their own, buying and ending
a turn are deliberate, hand-offs only when the hands change owner, English names for resources."""

from __future__ import annotations

from game.ai.bots import make_bot
from game.core.i18n import t
from game.core.session import Session


def fortress_game():
    from game.fortress import GAME

    return GAME


def open_fortress(harness, players=2, seed=777, bots=None, **setup):
    from scenes.menu import open_board

    session = Session.new(fortress_game(), {"players": players, **setup}, seed)
    harness.push(open_board(harness.app, session, {"bots": bots or {}}))
    board = harness.top
    assert type(board).__name__ == "FortressBoardScene"
    return board


def tables(state, seat):
    s = state.seats[seat]
    return (list(s.hand), s.deck.to_json(), s.discard.to_json(), list(s.constructions))


class OwnSeat:
    def __init__(self, game, seat):
        self._game, self.seat = game, seat

    def __getattr__(self, name):
        return getattr(self._game, name)

    def legal_actions(self, state):
        return self._game.seat_actions(state, self.seat)


def test_issue7_bot_switched_in_mid_game_never_touches_the_human_generals_table(harness):
    """Issue 7 §1 (seed 777, 2 Generals): Kryssa-Ruiva is handed to the bot mid-game with the board's own
    "To bot" button; to round 3 every action the bot sends is Kryssa's, and the human Wargosh's hand,
    deck, discard and Constructions never change on a bot action."""
    board = open_fortress(harness)
    game = board.game
    human = make_bot("greedy", 5)  # the human's choices, sent through the board as clicks would
    sent: list = []
    real_update = board.bots.update

    def watched(session, dt, delay):
        action = real_update(session, dt, delay)
        if action is not None:
            sent.append((action, tables(session.state, 0)))
        return action

    board.bots.update = watched
    # Wargosh's first action, then Kryssa goes to the bot through the real button.
    board.apply_action(human.choose(OwnSeat(game, 0), board.session.state))
    harness.advance(2)
    harness.click(harness.button_centre("seat_bot:1"))
    harness.advance(2)
    assert board.bots.is_bot(1) and not board.bots.is_bot(0)
    checked = 0
    for _ in range(3000):
        state = board.session.state
        if board.session.is_over() is not None or state.round > 2 and state.active == 1:
            break
        if type(harness.top).__name__ != "FortressBoardScene":
            harness.key(13)  # a hand-off or banner: Enter
            harness.advance(1)
            continue
        if board.human_to_act() and board.invasion is None:
            board.apply_action(human.choose(OwnSeat(game, board.decider()), state))
        else:
            harness.advance(1)
        while sent:
            action, before = sent.pop(0)
            assert action.player == 1, game.describe_action(board.session.state, action)
            assert tables(board.session.state, 0) == before
            checked += 1
    assert board.session.state.round >= 2
    assert checked > 3, "the bot never played: the test would prove nothing"


def test_issue7_human_never_spends_a_bot_generals_card(harness):
    """HM-GEN-05 help is the helper's own act: with Kryssa-Ruiva a bot, her Escravo chip is not offered to
    the human Wargosh, and a click on it says why and changes nothing."""
    from scenes.boards import fortress_table as T

    board = open_fortress(harness, bots={"1": "greedy"})
    state = board.session.state
    assert any(a.player == 1 for a in board.session.legal_actions())  # the core does allow her help
    assert 1 not in board.marks.helpers
    assert all(getattr(a, "player", 0) == 0 for a in board.offered_actions())
    chips = [(q, card, r) for q, card, r in T.compact_chips(state) if q == 1 and "escravo" in card]
    assert chips
    before = board.session.state_hash()
    harness.click(harness.app.letterbox.to_window(chips[0][2].center))
    harness.advance(1)
    assert board.session.state_hash() == before
    assert board.toast.text == t("fortress_screen.bot_cards")


def test_issue7_human_generals_help_each_other_in_hotseat(harness):
    """HM-GEN-05 between two humans at one screen: Kryssa's Escravo chip stays offered in Wargosh's turn."""
    board = open_fortress(harness)
    assert "escravo" in " ".join(board.marks.helpers.get(1, ()))

"""desConfronto keeps its pending choice in the kernel's shape (issue 8): a typed ``Choice`` in the state,
saved as the flat record saves always held, and the seat to act follows from it."""

from game.core.pending import Choice
from game.core.registry import get_game
from game.core.session import Session
from game.desconfronto.actions import ChooseTarget, PlayCard

GAME = get_game("desconfronto")


def _two_target_play(session: Session):
    for a in session.legal_actions():
        if isinstance(a, PlayCard):
            session.apply(a)
            if session.state.pending is not None and session.state.pending.kind == "target":
                return a
            return None
    return None


def test_a_card_with_two_target_slots_stores_a_choice_that_decides_the_seat_and_saves_flat():
    found = False
    for seed in range(40):
        s = Session.new(GAME, {"players": 2, "heroes": ["pharanor", "tesser"]}, seed)
        if _two_target_play(s) is None:
            continue
        pend = s.state.pending
        assert isinstance(pend, Choice) and pend.kind == "target"
        assert GAME.current_player(s.state) == pend.player
        saved = GAME.to_json(s.state)["pending"]
        assert saved == {"kind": "target", "player": pend.player, **pend.data}  # the flat record
        back = GAME.from_json(GAME.to_json(s.state))
        assert isinstance(back.pending, Choice) and back.pending == pend
        assert all(isinstance(a, ChooseTarget) for a in GAME.legal_actions(s.state))
        found = True
        break
    assert found

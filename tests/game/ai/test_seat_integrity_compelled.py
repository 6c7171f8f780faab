"""Seat integrity (issue 7) knows the rule that plays another hero's card: Compel Attack (L555) and Cry
of Command (L725) move a card out of the compelled hero's hand during the caster's action (found by the
mixed fuzzer on a campaign seed, 200045)."""

from game.ai.seat_integrity import ruled_seats
from game.core.actions import Event


def test_compelled_play_is_a_rule_move_of_the_compelled_seat():
    events = [Event("dc.compelled_play", {"hero": 1, "card": "pharanor.clairvoyance#1", "target": "c0"})]
    assert ruled_seats("desconfronto", events) == {1}
    assert ruled_seats("desconfronto", [Event("dc.drew", {"hero": 1})]) == set()

"""HM-TURN-03 (CHANGES row 1; L207, L227): a resource card drawn during the turn gives its resource."""

from game.fortress.actions import Activate, EndPhase

from .helpers import AREA8, GAME, fresh, set_area, set_hand, take, to_phase


def argos_with_cripta():
    s = fresh(players=2, generals=["lorde_argos", "wargosh"])
    set_area(s, AREA8)
    set_hand(s, 0, ["cristal_de_alma#1"])
    s.seats[0].constructions.append(take(s, "cripta#1"))
    assert s.resources == [2, 0, 0]  # reserve 1 Cristal + the Cristal in hand
    return s


def test_hm_turn_03_a_raiz_drawn_by_cripta_adds_one_raiz_at_once():
    s = argos_with_cripta()
    s.seats[0].deck.put_top(take(s, "raiz#1"))
    to_phase(s, "effects")
    GAME.apply(s, Activate(0, "cripta#1"))  # 1 Cristal: draw 1
    assert s.seats[0].hand[-1] == "raiz#1"
    assert s.resources == [1, 1, 0]


def test_hm_turn_03_a_drawn_unit_gives_no_resource_and_the_next_turn_counts_the_hand_once():
    s = argos_with_cripta()
    s.seats[0].deck.put_top(take(s, "zumbi#1"))
    to_phase(s, "effects")
    GAME.apply(s, Activate(0, "cripta#1"))
    assert s.resources == [1, 0, 0]


def test_hm_turn_03_resources_drawn_at_the_end_of_the_turn_wait_for_the_next_turn():
    """The new hand drawn in the Draw step (HM-TURN-16) is counted once, at that General's next turn."""
    s = fresh(players=1, generals=["lorde_argos"], invasion_discard_window="off")
    set_area(s, AREA8)
    to_phase(s, "combat")
    GAME.apply(s, EndPhase(0))
    assert s.over is None and s.phase == "build" and s.active == 0 and s.round == 2
    hand = s.seats[0].hand
    crystals = sum(c.startswith("cristal") for c in hand)
    roots = sum(c.startswith("raiz") for c in hand)
    sacrifices = sum(c.startswith("sacrificio") for c in hand)
    assert s.resources == [1 + crystals, roots, sacrifices]


def test_hm_turn_03_a_drawn_cristal_replaces_the_one_cripta_spent():
    s = argos_with_cripta()
    s.seats[0].deck.put_top(take(s, "cristal_de_alma#2"))
    s.resources = [1, 0, 0]
    to_phase(s, "effects")
    GAME.apply(s, Activate(0, "cripta#1"))  # spends the last Cristal, draws one back
    assert s.resources == [1, 0, 0]

"""HM-TURN-07 / AMB-21 (CHANGES rows 3-5): the Construction discarded for a 4th goes to its owner's
discard pile (glossary L261, L144), and drawn back into the hand it is a dead card there."""

from game.fortress.actions import Activate, Buy
from game.fortress.options import default_options

from .helpers import AREA8, GAME, fresh, set_area, set_hand, take, to_phase


def table(**options):
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"], **options)
    set_area(s, AREA8)
    s.seats[0].constructions = [take(s, c) for c in ("cogumelal#1", "cogumelal#2", "cripta#2")]
    s.resources = [5, 5, 5]
    return s


def test_hm_turn_07_default_overflow_goes_to_the_owners_discard_pile_not_the_rubble():
    """L261 "Descartar: Mover uma carta da sua mesa de jogo para sua pilha de Descarte"."""
    assert default_options()["construction_overflow_destination"] == "personal_discard"
    s = table()
    rubble = list(s.rubble)
    GAME.apply(s, Buy(0, 1, "cripta#2"))  # Forja das Almas, the 4th Construction
    assert s.seats[0].constructions == ["cogumelal#1", "cogumelal#2", "forja_das_almas#1"]
    assert s.seats[0].discard.top == "cripta#2"
    assert s.rubble == rubble
    assert GAME.check_invariants(s) == []


def test_amb_21_house_rules_rubble_and_box_remain_variants():
    s = table(construction_overflow_destination="rubble")
    GAME.apply(s, Buy(0, 1, "cripta#2"))
    assert s.rubble[-1] == "cripta#2"
    s = table(construction_overflow_destination="box")
    GAME.apply(s, Buy(0, 1, "cripta#2"))
    assert s.box[-1] == "cripta#2"


def test_amb_21_a_construction_drawn_into_the_hand_is_a_dead_card():
    """AMB-21 option (a): Cripta in the hand offers no effect (in play it would draw for 1 Cristal)."""
    s = fresh(players=2, generals=["lorde_argos", "wargosh"])
    set_hand(s, 0, ["cripta#1", "cristal_de_alma#1", "cristal_de_alma#2"])
    to_phase(s, "effects")
    assert s.resources[0] >= 1
    assert Activate(0, "cripta#1") not in GAME.legal_actions(s)
    reason = GAME.refusal(s, Activate(0, "cripta#1"))
    assert reason
    # the same card in play is usable
    s.seats[0].constructions.append(take(s, "cripta#2"))
    assert Activate(0, "cripta#2") in GAME.legal_actions(s)
    # it adds no damage either: only Units count in Combat (no damage field on a Construction, L169-177)
    before = s.bonus_damage
    to_phase(s, "combat")
    general_damage = 1  # Lorde Argos
    assert s.damage == general_damage + before

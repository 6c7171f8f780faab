"""The Invasion's discard window: AMB-17, HM-INV-13, HM-GEN-05 ("a qualquer momento do jogo")."""

from game.core.actions import IllegalAction
from game.core.session import Session
from game.fortress.actions import Activate, EndPhase, Pass

from .helpers import AREA8, GAME, fresh, set_area, set_battlefield, set_hand, take

INVADERS = ["batedor#1", "grifo#1", "lanceiro#1", "inquisidor#1"]


def table(hand0, hand1=(), **options):
    """Two Generals; seat 0 holds ``hand0`` through seat 1's turn, which ends into the Invasion."""
    s = fresh(players=2, generals=["lorde_argos", "kryssa_ruiva"], **options)
    set_area(s, AREA8)
    set_battlefield(s, INVADERS)
    for _ in range(3):
        GAME.apply(s, EndPhase(0))
    set_hand(s, 0, list(hand0), restart=False)
    set_hand(s, 1, list(hand1))
    for c in ("cogumelal#1", "cogumelal#2", "cripta#2"):
        s.rubble.append(take(s, c))
    return s


def end_seat_1(s):
    for _ in range(3):
        GAME.apply(s, EndPhase(1))


def test_amb_17_the_invasion_stops_before_the_first_invader_for_a_useful_discard_effect():
    s = table(["zumbi#1", "raiz#1"])
    end_seat_1(s)
    assert s.phase == "invasion" and s.invasion_col == 0 and s.window_seat == 0
    assert GAME.current_player(s) == 0
    assert GAME.legal_actions(s) == [Activate(0, "zumbi#1"), Pass(0)]
    pending = GAME.pending(s)
    assert pending is not None and pending.player == 0 and pending.data["invader"] == "batedor#1"
    assert s.area[0] == "orc_saqueador#1"  # Batedor has not attacked yet


def test_hm_inv_13_a_restore_resolves_then_the_invasion_goes_on_by_itself():
    s = table(["zumbi#1", "raiz#1"])
    end_seat_1(s)
    events = GAME.apply(s, Activate(0, "zumbi#1"))
    assert "zumbi#1" in s.seats[0].discard and "zumbi#1" not in s.seats[0].hand
    assert any(e.kind == "fortress.restored" and e.data["card"] == "cripta#2" for e in events)
    # no discard effect left anywhere: the four Invaders attack, the Area refills, round 2 begins
    assert s.phase == "build" and s.active == 0 and s.round == 2 and s.window_seat == -1
    assert sum(e.kind == "fortress.destroyed" for e in events) == 4
    assert s.fortress_deck.cards[0] == "cripta#2"  # restored to the bottom of the Fortress deck
    assert GAME.check_invariants(s) == []


def test_amb_17_passing_asks_again_before_each_invader_hm_inv_04():
    s = table(["espectro#2"])
    end_seat_1(s)
    asked = []
    while s.phase == "invasion":
        asked.append(s.battlefield[s.invasion_col])
        GAME.apply(s, Pass(0))
    assert asked == INVADERS  # B1 -> B4, one window before each attack
    assert s.seats[0].hand == ["espectro#2"] and s.round == 2


def test_amb_17_every_general_with_an_effect_is_asked_in_seat_order():
    s = table(["zumbi#1"])
    seat1 = s.seats[1]
    seat1.discard.cards.extend(seat1.deck.cards)
    # seat 1's next hand (drawn at the end of its turn, before the Invasion) holds a Xamã das Raízes
    seat1.deck.cards = [
        take(s, c) for c in ("raiz#7", "sacrificio#9", "cristal_de_alma#10", "xama_das_raizes#2")
    ]
    end_seat_1(s)
    assert s.window_seat == 0 and "xama_das_raizes#2" in seat1.hand
    GAME.apply(s, Pass(0))
    assert s.window_seat == 1 and s.invasion_col == 0
    s.power = 3
    GAME.apply(s, Activate(1, "xama_das_raizes#2"))
    assert s.power == 2  # calm resolves with no active player
    assert s.window_seat == 0 and s.invasion_col == 1  # next Invader: seat 0 still holds its Zumbi


def test_hm_inv_13_damage_and_resource_bonuses_are_lost_with_option_any():
    s = table(["escravo#1", "wyvern#2"], invasion_discard_window="any")
    end_seat_1(s)
    assert set(GAME.legal_actions(s)) == {Activate(0, "escravo#1"), Activate(0, "wyvern#2"), Pass(0)}
    before = (list(s.resources), s.damage, s.bonus_damage)
    events = GAME.apply(s, Activate(0, "wyvern#2"))
    assert [e.data["what"] for e in events if e.kind == "fortress.lost"] == ["damage"]
    assert (s.resources, s.damage, s.bonus_damage) == before
    assert s.window_seat == 0  # the Escravo is still there to use


def test_amb_17_useful_mode_skips_effects_whose_bonus_would_be_lost():
    s = table(["escravo#1", "wyvern#2", "goblin_corta_garganta#1"])
    end_seat_1(s)
    assert s.phase == "build" and s.round == 2  # nobody was asked


def test_amb_17_window_off_resolves_the_invasion_without_stopping():
    s = table(["zumbi#1"], invasion_discard_window="off")
    end_seat_1(s)
    assert s.phase == "build" and s.round == 2 and "zumbi#1" in s.seats[0].hand


def test_window_refusals_are_precise_and_leave_the_state_untouched():
    s = table(["zumbi#1", "raiz#1"])
    end_seat_1(s)
    before = GAME.to_json(s)
    for action, words in (
        (EndPhase(1), "Kryssa"),  # the other General is not the one deciding
        (Pass(1), "Kryssa"),
        (Activate(0, "raiz#1"), "discard effect"),
        (EndPhase(0), "Invasion"),
    ):
        try:
            GAME.apply(s, action)
        except IllegalAction as exc:
            assert words in str(exc) or words == "Kryssa" and "Lorde Argos" in str(exc)
        else:
            raise AssertionError(f"{action} was accepted")
    assert GAME.to_json(s) == before
    assert GAME.describe_action(s, Pass(0)).startswith("Let ")


def test_pass_outside_an_invasion_is_refused():
    s = table([])
    try:
        GAME.apply(s, Pass(1))
    except IllegalAction as exc:
        assert "nothing to pass" in str(exc)
    else:
        raise AssertionError("Pass was accepted")


def test_window_state_round_trips_and_replays():
    setup = GAME.normalize_setup(
        {"players": 2, "adversary": "lorde_argos", "generals": ["barao_widmo", "sidst"]}
    )
    for seed in range(1, 40):
        sess = Session.new(GAME, setup, seed)
        for _ in range(60):
            if sess.is_over() or sess.state.phase == "invasion":
                break
            sess.apply(EndPhase(sess.state.active))
        if sess.state.phase == "invasion":
            break
    assert sess.state.phase == "invasion", "no seed reached a discard window"
    data = GAME.to_json(sess.state)
    assert GAME.to_json(GAME.from_json(data)) == data
    sess.apply(Pass(sess.state.window_seat))
    replay = Session.replay(GAME, setup, seed, list(sess.actions))
    assert replay.state_hash() == sess.state_hash()

"""The Invasion on screen follows the core's events (issue 8): where each card comes from and where it
goes is read from the event (the card that stepped forward, the piles' sizes after), never worked
out again from the rules by the scene. Fixed seeds throughout."""

from __future__ import annotations

import pygame
import pytest

from game.core.actions import Event
from game.core.registry import get_game
from game.core.session import Session
from scenes.boards import fortress_fx as fx
from scenes.boards import fortress_layout as L
from scenes.boards.fortress_cards import pal_of
from scenes.boards.fortress_invasion import InvasionPlayer, TableView


def first_invasion(seed: int = 4, players: int = 2, needs: tuple[str, ...] = ()):
    """Play a fixed-seed game with the random bot until an action starts an Invasion (one whose
    events include every kind in ``needs``)."""
    from game.ai.bots import make_bot

    game = get_game("fortress")
    session = Session.new(game, {"players": players}, seed)
    bot = make_bot("random", seed)
    for _ in range(600):
        pre = TableView.of(session.state)
        events = session.apply(bot.choose(game, session.state))
        kinds = {e.kind for e in events}
        if "fortress.invasion" in kinds and all(f"fortress.{k}" in kinds for k in needs):
            return session, pre, events
    raise AssertionError("no Invasion within 600 actions")


def test_the_view_takes_each_cards_destination_from_the_event_not_from_a_rule():
    """A destroyed card's successor and the piles' sizes come from the event: were the core to say
    another card stepped forward, the view shows that card (it no longer re-runs HM-GEN-07)."""
    session, pre, _ = first_invasion()
    view = TableView.of(session.state)
    view.area[0], view.area[4] = "front#1", "back#1"
    view.apply(
        "destroyed",
        {"invader": "x#1", "card": "front#1", "column": 0, "shifted": "elsewhere#1", "rubble": 41},
    )
    assert view.area[0] == "elsewhere#1" and view.area[4] is None and view.rubble == 41
    view.apply("area_filled", {"slot": 4, "card": "new#1", "deck": 17})
    assert view.area[4] == "new#1" and view.fortress_deck == 17
    view.apply("invader_entered", {"slot": 2, "card": "orc#9", "deck": 5})
    assert view.battlefield[2] == "orc#9" and view.markers[2] == 0 and view.invasion_deck == 5
    view.apply("milled", {"card": "c#1", "deck": 16, "rubble": 42})
    assert (view.fortress_deck, view.rubble) == (16, 42)
    view.apply("gained", {"what": "calm", "amount": 1, "after": 3})
    assert view.power == 3
    view.apply("invasion_reshuffled", {"deck": 12})
    assert (view.invasion_deck, view.invasion_discard) == (12, 0)


def test_a_fixed_seed_invasion_replays_onto_the_view_exactly_as_the_core_left_the_table():
    session, pre, events = first_invasion()
    player = InvasionPlayer(pre, events, 0.0, False)
    got, want = player.view, TableView.of(session.state)
    assert (got.area, got.battlefield, got.rubble, got.fortress_deck) == (
        want.area,
        want.battlefield,
        want.rubble,
        want.fortress_deck,
    )
    assert (got.invasion_deck, got.power) == (want.invasion_deck, want.power)


@pytest.fixture
def flights(monkeypatch):
    """Every card the Invasion's overlay flies: (card, from rect, to rect)."""
    pygame.init()
    made: dict[int, str] = {}
    out: list[tuple[str, pygame.Rect, pygame.Rect]] = []

    def face(card, size, *rest):
        img = pygame.Surface(size)
        made[id(img)] = card
        return img

    def invader(card, size, markers, damage, *rest):
        img = face(card, size)
        made[id(img)] = f"{card}@{damage}"  # the damage printed on the flying face
        return img

    def fly(surface, image, a, b, k):
        out.append((made.get(id(image), "?"), pygame.Rect(a), pygame.Rect(b)))

    monkeypatch.setattr(fx, "defender_face", face)
    monkeypatch.setattr(fx, "invader_face", invader)
    monkeypatch.setattr(fx, "_fly", fly)
    return out


def test_the_overlay_flies_each_card_from_the_events_source_to_its_destination(flights):
    """Fixed seed 4: every step of the first Invasion where an Invader enters is drawn; each destroyed card flies from its
    front slot to the Rubble and the card the event names as its successor from the back slot to the
    front; refills fly from the Fortress deck to the event's slot; Invaders from the Invasion deck."""
    session, pre, events = first_invasion(needs=("destroyed", "area_filled", "invader_entered"))
    player = InvasionPlayer(pre, events, 1.0, False)
    surface = pygame.Surface((1280, 800))
    pal = pal_of(False)
    checked = {"destroyed": 0, "area_filled": 0, "invader_entered": 0}
    while not player.done:
        step = player.current
        flights.clear()
        fx.draw_invasion_fx(surface, player, pal, False)
        d = step.data
        if step.kind == "destroyed":
            col = d["column"]
            assert (d["card"], L.area_rect(col), L.pile_rect("rubble")) in flights
            if d["shifted"] is not None:
                assert (d["shifted"], L.area_rect(4 + col), L.area_rect(col)) in flights
            else:
                assert len(flights) == 1
            assert fx.hidden_slots(player) == {f"slot:{col}", f"slot:{4 + col}"}
        elif step.kind == "area_filled":
            assert flights == [(d["card"], L.pile_rect("fortress_deck"), L.area_rect(d["slot"]))]
        elif step.kind == "invader_entered":
            card = f"{d['card']}@{d['damage']}"  # with the damage the core gave it (Adversary bonus included)
            assert flights == [(card, L.pile_rect("invasion_deck"), L.invader_rect(d["slot"]))]
        if step.kind in checked:
            checked[step.kind] += 1
        player.update(step.duration + 0.01)
    assert checked["destroyed"] > 0 and checked["area_filled"] > 0 and checked["invader_entered"] > 0


def test_the_overlay_shows_the_events_successor_even_where_the_rule_would_pick_another(flights):
    """The card stepping forward is the event's, not the view's back-row card (no rule in the scene)."""
    session, pre, _ = first_invasion()
    view = TableView.of(session.state)
    view.area[4] = "back_row_card#1"
    made_up = [
        Event("fortress.invasion", {"round": 1}),
        Event(
            "fortress.destroyed",
            {"invader": "x#1", "card": "front#1", "column": 0, "shifted": "named#1", "rubble": 3},
        ),
    ]
    player = InvasionPlayer(view, made_up, 1.0, False)
    while player.current is not None and player.current.kind != "destroyed":
        player.update(player.current.duration + 0.01)
    fx.draw_invasion_fx(pygame.Surface((1280, 800)), player, pal_of(False), False)
    assert ("named#1", L.area_rect(4), L.area_rect(0)) in flights
    assert all(card != "back_row_card#1" for card, _, _ in flights)


def test_a_bought_cards_flight_and_the_card_stepping_forward_come_from_the_event(harness, monkeypatch):
    """HM-GEN-07 outside the Invasion: a bought front-row card flies to its General and the event's
    ``shifted`` card (not one the board works out) glides from the back row into the gap."""
    from game.fortress.actions import Buy
    from scenes.boards import fortress_board as B
    from scenes.menu import open_board

    session = Session.new(get_game("fortress"), {"players": 1}, 3)
    harness.push(open_board(harness.app, session, {}))
    board = harness.top
    harness.app.settings.animation_speed = "normal"
    tags: dict[int, str] = {}

    def face(card, size, cb):
        img = pygame.Surface(size)
        tags[id(img)] = card
        return img

    monkeypatch.setattr(B, "face_for", face)
    state = session.state
    state.resources = [9, 9, 9]
    buy = next(a for a in get_game("fortress").legal_actions(state) if isinstance(a, Buy) and a.slot < 4)
    events = session.apply(buy)
    bought = next(e.data for e in events if e.kind == "fortress.bought")
    board.flights.clear()
    board._fly_moves(events)
    moves = [(tags.get(id(i[0]), "?"), i[1], i[2]) for i in board.flights.items]
    assert moves[0][0] == bought["card"] and moves[0][1] == L.area_rect(bought["slot"])
    if bought["shifted"] is not None:
        col = bought["slot"]
        assert (bought["shifted"], L.area_rect(4 + col), L.area_rect(col)) in moves
    # The board follows the event even where the rule would name another card.
    forged = [Event("fortress.bought", {**bought, "shifted": "named#1"})]
    board.flights.clear()
    board._fly_moves(forged)
    assert ("named#1", L.area_rect(4 + bought["slot"]), L.area_rect(bought["slot"])) in [
        (tags.get(id(i[0]), "?"), i[1], i[2]) for i in board.flights.items
    ]

"""Card drag-and-drop: legality and refusal reasons come from the (here scripted) core."""

from __future__ import annotations

import pygame
import pytest

from scenes.widgets.card import DRAG_THRESHOLD, CardFace, CardSprite, DragController
from scenes.widgets.style import rgb

from .conftest import feed, motion, press, release, run

HOME = (100, 480)
FROGGO = pygame.Rect(600, 100, 160, 200)  # legal and accepted
WALL = pygame.Rect(850, 100, 160, 200)  # legal per the core's list, but the core refuses the drop
TESSER = pygame.Rect(350, 100, 160, 200)  # not a legal target at all
REASON = "Froggo is shielded: Flaming Hands needs a clear line."


class FakeCore:
    """Stands in for the rules core: it alone knows what is legal and why a drop is refused."""

    def __init__(self):
        self.drops: list[tuple[str, str]] = []
        self.clicks: list[str] = []

    def legal_targets(self, card_id):
        return {"froggo": FROGGO, "wall": WALL}

    def try_drop(self, card_id, target_id):
        self.drops.append((card_id, target_id))
        return None if target_id == "froggo" else REASON


@pytest.fixture
def setup():
    core = FakeCore()
    ctl = DragController(core.legal_targets, core.try_drop, on_click=core.clicks.append)
    card = CardSprite(
        "pharanor.flaming_hands", CardFace("Flaming Hands", "Attack 2. Apply Fire.", cost="1"), HOME
    )
    ctl.set_cards([card])
    return core, ctl, card


def drag(ctl, start, end, steps=6):
    sx, sy = start
    ex, ey = end
    events = [press(start)]
    for i in range(1, steps + 1):
        events.append(motion((sx + (ex - sx) * i // steps, sy + (ey - sy) * i // steps)))
    events.append(release(end))
    return feed(ctl, *events)


def test_drop_on_a_legal_target_is_sent_to_the_core_and_accepted(setup):
    core, ctl, card = setup
    grab = (HOME[0] + 20, HOME[1] + 20)
    drag(ctl, grab, FROGGO.center)
    assert core.drops == [("pharanor.flaming_hands", "froggo")]
    assert core.clicks == []
    assert not ctl.toast.visible
    run(ctl, 1.0)
    assert card.rect.topleft == (FROGGO.centerx - 20, FROGGO.centery - 20), (
        "an accepted card stays where dropped"
    )


def test_refused_drop_snaps_back_animated_and_toasts_the_core_reason(setup):
    core, ctl, card = setup
    drag(ctl, (HOME[0] + 30, HOME[1] + 30), WALL.center)
    assert core.drops == [("pharanor.flaming_hands", "wall")]
    assert ctl.toast.visible and ctl.toast.text == REASON
    assert card.rect.topleft != HOME, "the snap back is animated, not a jump"
    ctl.update(0.05)
    assert card.rect.topleft != HOME
    run(ctl, 0.5)
    assert card.rect.topleft == HOME
    assert ctl.toast.visible, "the reason is still readable after the card is home"
    run(ctl, 5.0)
    assert not ctl.toast.visible


def test_refusal_at_instant_speed_snaps_back_at_once(setup):
    core, _, card = setup
    ctl = DragController(core.legal_targets, core.try_drop, speed="instant")
    ctl.set_cards([card])
    drag(ctl, (HOME[0] + 30, HOME[1] + 30), WALL.center)
    assert card.rect.topleft == HOME and ctl.toast.text == REASON


def test_drop_on_nothing_returns_home_without_asking_the_core(setup):
    core, ctl, card = setup
    drag(ctl, (HOME[0] + 30, HOME[1] + 30), TESSER.center)  # TESSER is not legal: dropping there is nothing
    assert core.drops == [] and not ctl.toast.visible
    run(ctl, 1.0)
    assert card.rect.topleft == HOME


def test_only_legal_targets_are_highlighted_while_dragging(setup, canvas):
    core, ctl, card = setup
    assert ctl.highlighted() == set()
    feed(ctl, press((HOME[0] + 10, HOME[1] + 10)), motion((HOME[0] + 60, HOME[1] - 60)))
    assert ctl.dragged is card
    assert ctl.highlighted() == {"froggo", "wall"}
    bg = (10, 10, 10)
    canvas.fill(bg)
    ctl.draw(canvas)
    edge = (FROGGO.centerx, FROGGO.top + 1)
    assert canvas.get_at(edge)[:3] == rgb("target", "legal")
    assert canvas.get_at((TESSER.centerx, TESSER.top + 1))[:3] == bg, "an illegal target got highlighted"
    assert canvas.get_at(TESSER.center)[:3] == bg
    feed(ctl, motion(FROGGO.center))
    assert ctl.hot == "froggo"
    canvas.fill(bg)
    ctl.draw(canvas)
    assert canvas.get_at(edge)[:3] == rgb("target", "hot")
    feed(ctl, release(FROGGO.center))
    assert ctl.highlighted() == set()


def test_click_without_moving_calls_on_click_not_try_drop(setup):
    core, ctl, card = setup
    at = (HOME[0] + 40, HOME[1] + 40)
    consumed = feed(ctl, press(at), release(at))
    assert consumed == [True, True]
    assert core.clicks == ["pharanor.flaming_hands"] and core.drops == []
    jitter = (at[0] + DRAG_THRESHOLD - 2, at[1])
    feed(ctl, press(at), motion(jitter), release(jitter))
    assert core.clicks == ["pharanor.flaming_hands"] * 2, "a tiny wobble is still a click"
    assert card.rect.topleft == HOME


def test_drag_is_not_a_click(setup):
    core, ctl, _ = setup
    drag(ctl, (HOME[0] + 40, HOME[1] + 40), (HOME[0] + 240, HOME[1] - 40))
    assert core.clicks == []


def test_click_outside_cards_is_not_consumed(setup):
    _, ctl, _ = setup
    assert feed(ctl, press((5, 5)), release((5, 5))) == [False, False]


def test_motion_with_only_rel_moves_the_dragged_card(setup):
    """Posted events never move the system cursor, so the card follows the events themselves."""
    _, ctl, card = setup
    feed(ctl, press((HOME[0] + 10, HOME[1] + 10)))
    ctl.handle_event(pygame.event.Event(pygame.MOUSEMOTION, rel=(50, -30), buttons=(1, 0, 0)))
    ctl.handle_event(pygame.event.Event(pygame.MOUSEMOTION, rel=(50, -30), buttons=(1, 0, 0)))
    assert card.rect.topleft == (HOME[0] + 100, HOME[1] - 60)


def test_hover_raises_the_card(setup):
    _, ctl, card = setup
    feed(ctl, motion((HOME[0] + 50, HOME[1] + 50), buttons=(0, 0, 0)))
    assert card.hovered
    run(ctl, 0.5)
    assert card.lift > 10
    feed(ctl, motion((5, 5), buttons=(0, 0, 0)))
    run(ctl, 0.5)
    assert not card.hovered and card.lift < 1


def test_topmost_card_is_picked_and_dragged_card_draws_last():
    core = FakeCore()
    ctl = DragController(core.legal_targets, core.try_drop, on_click=core.clicks.append)
    a = CardSprite("a", CardFace("A"), (100, 400))
    b = CardSprite("b", CardFace("B"), (160, 400))  # overlaps a, drawn later so on top
    ctl.set_cards([a, b])
    feed(ctl, press((200, 450)), release((200, 450)))
    assert core.clicks == ["b"]
    feed(ctl, press((110, 450)), motion((110, 300)))
    assert ctl.cards[-1] is a


def test_escape_or_right_click_abandons_a_drag(setup):
    core, ctl, card = setup
    for cancel in (
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41),
        press((0, 0), button=3),
    ):
        feed(ctl, press((HOME[0] + 10, HOME[1] + 10)), motion(WALL.center), cancel, release(WALL.center))
        assert core.drops == [] and ctl.dragged is None
        run(ctl, 1.0)
        assert card.rect.topleft == HOME

"""The program-run steps of Zerywia shown before they happen (issue 9, "Program-run Nix"): Nix's
Phase (ZW-SCEN-07: the Herald's roll and move with its Increase Threat), the spreads and overflows,
the Blackstones and Sventovit's turn are announced one by one on a copy of the table as it was, then
changed, at the chosen animation speed; bots wait meanwhile; "instant" shows the end at once."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.core.actions import Event
from game.core.i18n import set_language, t
from game.core.session import Session
from game.zerywia.actions import BreakCamp
from game.zerywia.cycle import FLOW
from game.zerywia.game import ZerywiaGame
from scenes.boards.zerywia_preview import ANNOUNCE, STEP_S, build, mirror

SHOTS = Path(__file__).resolve().parents[3] / "screenshots"


def before_nix(seed: int = 4, heroes=("svara",)) -> Session:
    """A seeded game stopped at the last hero's Break Camp: the next action starts Nix's Phase."""
    session = Session.new(ZerywiaGame(), {"heroes": list(heroes)}, seed)
    rng = random.Random(seed)
    for _ in range(2000):
        st = session.state
        if FLOW.leaf(st).name == "camp" and len(st.camped) == len([h for h in st.heroes if not h.lost]) - 1:
            return session
        if session.is_over() is not None:
            break
        session.apply(rng.choice(session.legal_actions()))
    pytest.skip("this seed never reaches a Camp")


def open_board(harness, session, speed: str, bots: dict | None = None):
    from scenes.menu import open_board as open_

    harness.app.settings.animation_speed = speed
    harness.push(open_(harness.app, session, {"bots": bots or {}}))
    harness.advance(2)
    return harness.top


def breaking_seat(session) -> int:
    st = session.state
    return next(h.seat for h in st.heroes if h.seat not in st.camped and not h.lost)


def test_zw_scen_07_nixs_phase_is_previewed_before_the_map_changes(harness):
    """The last Break Camp starts Nix's Phase: the Herald rolls, moves and Increases Threat. The board
    shows the Herald where it stood and the step announced; only later does the map change."""
    session = before_nix()
    board = open_board(harness, session, "normal")
    herald = session.state.herald
    threats = dict(session.state.land.tokens["threat"])
    board.take(BreakCamp(breaking_seat(session)))
    assert session.state.herald != herald or session.state.land.tokens["threat"] != threats
    assert board.previewing()
    kinds = [s.kind for s in board.preview.steps]
    assert kinds[0] == "zerywia.nix.herald_roll" and "zerywia.nix.herald_moved" in kinds
    view = board.preview.view
    assert view.herald == herald and view.land.tokens["threat"] == threats, "the map still shows the table before"
    assert not board.preview.changed()
    assert board.preview.step.title == t("zerywia_ui2.preview.nix")
    harness.screenshot(SHOTS / "zw_preview_nix_announced.png")
    # Step by step, at the normal speed: the herald's move appears on the copy during its step.
    moved = kinds.index("zerywia.nix.herald_moved")
    harness.advance(round((moved + ANNOUNCE + 0.2) * STEP_S * 60))
    assert board.preview is not None and board.preview.view.herald == session.state.herald
    harness.advance(round(len(kinds) * STEP_S * 60) + 30)
    assert not board.previewing()


def test_bots_wait_while_the_program_plays_its_steps(harness):
    session = before_nix(heroes=("svara", "goryv"))
    seat = breaking_seat(session)
    others = {str(h.seat): "random" for h in session.state.heroes if h.seat != seat}
    board = open_board(harness, session, "normal", bots=others)
    board.take(BreakCamp(seat))
    if not board.previewing():
        pytest.skip("nothing program-run in this Nix")
    count = len(session.actions)
    harness.advance(60)  # a second: longer than a bot's delay at this speed, shorter than the steps
    assert board.previewing() and len(session.actions) == count, "no bot moved during the preview"


def test_space_shows_the_end_at_once_and_instant_has_no_preview(harness):
    session = before_nix()
    board = open_board(harness, session, "normal")
    board.take(BreakCamp(breaking_seat(session)))
    assert board.previewing()
    harness.key(pygame.K_SPACE)
    assert not board.previewing()
    session = before_nix()
    board = open_board(harness, session, "instant")
    board.take(BreakCamp(breaking_seat(session)))
    assert not board.previewing()


def test_each_step_is_shown_before_its_change_then_changed():
    """The copy changes only once the step has been announced (ANNOUNCE of its time), from the
    event's data: a Threat placed, flipped, a guard's block."""
    session = Session.new(ZerywiaGame(), {"heroes": ["svara"]}, 1)
    before = session.game.clone(session.state)
    region = before.heroes[0].region
    before.land.tokens["threat"].pop(region, None)
    events = [Event("zerywia.land.placed", {"family": "threat", "region": region}),
              Event("zerywia.land.flipped", {"family": "threat", "region": region, "to": "incursion"})]
    preview = build(before, session.state, events, lambda e: e.kind, "normal")
    assert preview is not None and len(preview.steps) == 2
    preview.update(STEP_S * ANNOUNCE * 0.5)
    assert region not in before.land.tokens["threat"] and not preview.changed()
    preview.update(STEP_S * ANNOUNCE * 0.6)
    assert before.land.tokens["threat"][region] == "threat" and preview.changed()
    preview.update(STEP_S)
    preview.update(STEP_S * ANNOUNCE)
    assert before.land.tokens["threat"][region] == "incursion"
    assert build(before, session.state, events, lambda e: e.kind, "instant") is None


def test_the_fast_speed_plays_the_steps_in_less_time():
    session = Session.new(ZerywiaGame(), {"heroes": ["svara"]}, 1)
    events = [Event("zerywia.statue.rotated", {"facing": list(session.state.statue.facing)})]
    slow = build(session.game.clone(session.state), session.state, events, str, "slow")
    fast = build(session.game.clone(session.state), session.state, events, str, "fast")
    assert slow is not None and fast is not None and fast.duration() < slow.duration()


def test_a_guard_that_blocks_a_spread_is_taken_off_the_copy():
    session = Session.new(ZerywiaGame(), {"heroes": ["svara"]}, 1)
    view = session.game.clone(session.state)
    region = view.heroes[0].region
    view.land.garrisons.append(region)
    mirror(view, session.state, "zerywia.land.guarded", {"family": "threat", "region": region, "guard": "garrison"})
    assert region not in view.land.garrisons


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_preview_screenshots(harness, size, lang):
    set_language(lang)
    harness.resize(size)
    session = before_nix()
    board = open_board(harness, session, "normal")
    board.take(BreakCamp(breaking_seat(session)))
    harness.advance(10)
    path = harness.screenshot(SHOTS / f"zw_preview_{lang}_{size[0]}.png")
    assert path.exists() and board.previewing()


def test_a_steps_log_line_is_written_when_the_step_is_played(harness):
    """The chronicle does not tell what the map has not shown yet."""
    session = before_nix()
    board = open_board(harness, session, "normal")
    board.take(BreakCamp(breaking_seat(session)))
    assert board.previewing()
    steps = list(board.preview.steps)
    first = steps[0].caption
    assert first not in board.log.entries
    harness.advance(round(STEP_S * 60))
    assert first in board.log.entries
    harness.key(pygame.K_SPACE)
    assert not board.previewing()
    assert all(s.caption in board.log.entries for s in steps), "every step's line, once skipped"

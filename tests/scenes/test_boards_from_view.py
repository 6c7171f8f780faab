"""The boards draw from the game's view (``Game.observe``), not from the core's internals (issue 8).

Each test changes only what ``observe`` returns and checks the board follows it: the choice panel's
reason and heading come from the described pending choice, Nina's strip is drawn for whichever hero
the view gives a companion figure (not for Gëlien by name), the creature playmat shows the view's
shields, and the Heróis & Monstros board marks Kryssa-Ruiva's cross-table uses from the view's
``reach``. A source check keeps the board modules off the raw pending dict and Nina's ``res`` keys.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from game.core.pending import Choice
from game.core.registry import get_game
from game.core.session import Session
from game.core.view import PendingView

BOARDS = Path(__file__).resolve().parents[2] / "scenes" / "boards"


def open_dc(h, heroes, seed=7):
    from scenes.menu import open_board

    setup = {"players": len(heroes), "heroes": heroes, "tiers": [1, 1, 2, 3]}
    session = Session.new(get_game("desconfronto"), setup, seed)
    h.push(open_board(h.app, session, {}))
    return h.top


def swap_view(board, change):
    """Make the board's game return ``change(view)`` from ``observe`` (the core is untouched)."""
    game = board.session.game
    real = type(game).observe

    def observe(state, seat=None, audience=None):
        return change(real(game, state, seat, audience))

    game.observe = observe  # an instance attribute: only this board's game object
    board.on_state_changed()
    return game


def test_choice_panel_reason_and_heading_come_from_the_described_pending_choice(harness):
    board = open_dc(harness, ["artan", "fildon"])
    st = board.session.state
    st.attack = {"seat": 0, "pos": 0, "damage": 3, "used_value": 0}
    st.pending = Choice.of({"kind": "react", "player": 0, "trigger": "hero_attacked"})
    board.on_state_changed()
    head, _ = board.choice_heading()
    assert "attacked" in head  # the core's own description
    game = swap_view(
        board,
        lambda v: dataclasses.replace(
            v, pending=PendingView("react", 0, "REASON FROM THE VIEW", {}, "TITLE FROM THE VIEW")
        ),
    )
    head, _ = board.choice_heading()
    assert "REASON FROM THE VIEW" in head
    assert "TITLE FROM THE VIEW" in board.status_text()
    del game.observe


def test_companion_strip_follows_the_views_companion_figures(harness):
    board = open_dc(harness, ["artan", "gelien"])
    assert board.companions_shown() == {0: False, 1: True} and "n1" in board.figure_rects()

    def nina_on_artan(view):
        table = view.table
        nina = dataclasses.replace(table.companions[0], ref="n0", owner=0)
        heroes = (dataclasses.replace(table.heroes[0], companion="n0"), table.heroes[1])
        return dataclasses.replace(view, table=dataclasses.replace(table, heroes=heroes, companions=(nina,)))

    game = swap_view(board, nina_on_artan)
    assert board.companions_shown()[0] and "n0" in board.figure_rects()
    harness.advance(2)  # draws the strip under Artan from the view's companion figure
    assert "n0" in board._placed
    del game.observe


def test_creature_panel_shows_the_views_shields(harness):
    from scenes.boards import desconfronto_creatures as C

    board = open_dc(harness, ["artan", "fildon"])
    seen: list[int] = []
    real = C._render

    def spy(state, pos, active, size, pal):
        seen.append(state.creatures[pos].shields)
        return real(state, pos, active, size, pal)

    def odd_shields(view):
        table = view.table
        creatures = tuple(dataclasses.replace(c, shields=7) for c in table.creatures)
        return dataclasses.replace(view, table=dataclasses.replace(table, creatures=creatures))

    C._cache.clear()
    C._render = spy
    try:
        game = swap_view(board, odd_shields)
        harness.advance(2)
    finally:
        C._render = real
        C._cache.clear()
    assert seen and set(seen) == {7}
    del game.observe


def test_fortress_board_marks_kryssas_cross_table_uses_from_the_view(harness):
    from game.fortress.view import Reach
    from scenes.menu import open_board

    setup = {"players": 2, "generals": ["kryssa_ruiva", "wargosh"], "adversary": "randall_dos_ventos"}
    session = Session.new(get_game("fortress"), setup, 5)
    harness.push(open_board(harness.app, session, {"bots": {}}))
    board = harness.top
    assert not board.marks.kryssa

    def kryssa_reach(view):
        extra = (Reach(0, "some_construction#1", 1, "kryssa"),)
        return dataclasses.replace(
            view, table=dataclasses.replace(view.table, reach=view.table.reach + extra)
        )

    game = swap_view(board, kryssa_reach)
    assert board.marks.kryssa == {"some_construction#1"}
    del game.observe


def test_board_modules_do_not_read_the_raw_pending_dict_or_ninas_resources():
    """The UI asks the game to describe a pending choice instead of switching on its internals."""
    raw = re.compile(
        r"state\.pending\b|\.pending\[|pend\[|\"nina_(max|away|cond|shields|thunder)\"|Companion\("
    )
    offenders = []
    for path in sorted(BOARDS.glob("desconfronto*.py")) + sorted(BOARDS.glob("fortress*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if raw.search(code) and "apply_pending" not in code and "view.pending" not in code:
                offenders.append(f"{path.name}:{n}: {line.strip()}")
    assert not offenders, "\n".join(offenders)

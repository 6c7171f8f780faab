"""No internal code ever reaches the screen (issue 7 §3): every scene, and every board state of a few
seeded bot games of desConfronto and Heróis & Monstros, rendered in English and Portuguese, draws
no catalogue key (``dc.outcome.won``), no ``{placeholder}``, no snake_case id, no figure ref
(``c1``), no Python repr and no content code (``ven``).

Every seat is a human one, so the board shows what a player sees when deciding (choice panel,
enabled buttons, target prompts, a selected card, an opened class list); the actions themselves
are chosen by a seeded bot and sent through the board, as a click would.
"""

from __future__ import annotations

import pytest

from game.ai.bots import make_bot
from game.core.registry import get_game
from game.core.session import Session
from tests.scenes.text_probe import gui_texts, install, offences

LANGS = ("en", "pt_BR")
DC_TABLES = [
    (3, ["artan", "fildon", "gelien"]),
    (2, ["kandra", "marzak"]),
    (3, ["tainara", "tesser", "pharanor"]),
]


class Scanner:
    def __init__(self, harness, sink: set[str], lang: str) -> None:
        self.h, self.sink, self.lang = harness, sink, lang
        self.found: dict[str, tuple[str, str]] = {}
        self.steps: dict[str, int] = {}
        self.over = 0  # games that reached the game-over dialog

    def look(self, where: str, extra: tuple[str, ...] = ()) -> None:
        self.h.app.render()
        texts = set(self.sink) | gui_texts(self.h.app.ui) | set(extra)
        self.sink.clear()
        for text in texts:
            for code in offences(text, self.lang):
                self.found.setdefault(code, (where, text))

    def report(self) -> str:
        return "\n".join(
            f"{code!r} on {where}: {text!r}" for code, (where, text) in sorted(self.found.items())
        )


def _language(harness, lang: str) -> None:
    harness.app.set_language(lang)
    harness.advance(2)


def back(h, n: int = 1) -> None:
    for _ in range(n):
        h.app.stack.pop()
        h.advance(2)


def _menus(h, scan: Scanner) -> None:
    from scenes.boards.pause_menu import PauseScene
    from scenes.load_game import LoadGameScene
    from scenes.settings_scene import SettingsScene
    from scenes.setup_scene import SetupScene
    from scenes.variants_scene import VariantsScene

    scan.look("main menu")
    h.click_button("menu.new_game")
    scan.look("choose game")
    for name in ("desconfronto", "fortress"):
        game = get_game(name)
        setup = SetupScene(h.app, game)
        h.push(setup)
        scan.look(f"{name} setup")
        h.push(VariantsScene(h.app, game, dict(getattr(setup, "options", {}) or {}), name))
        scan.look(f"{name} variants")
        back(h, 2)
    h.push(SettingsScene(h.app))
    scan.look("settings")
    back(h)
    session = Session.new(get_game("desconfronto"), {"players": 2, "heroes": ["artan", "fildon"]}, 3)
    from scenes.menu import open_board

    board = open_board(h.app, session, {})
    h.push(board)
    board.save_manual()
    h.push(PauseScene(h.app, board))
    scan.look("pause")
    back(h, 2)
    h.push(LoadGameScene(h.app))
    scan.look("load")
    back(h, 2)


def _play(h, scan: Scanner, session: Session, label: str, max_steps: int) -> None:
    from scenes.menu import open_board

    board = open_board(h.app, session, {"bots": {}})
    h.push(board)
    bot = make_bot("greedy", session.seed)
    steps = 0
    while steps < max_steps:
        board._last_human = board.handoff = None  # every seat is human: no hand-off between decisions
        board.on_state_changed()
        h.advance(1)
        scan.look(f"{label} step {steps}")
        if session.is_over() is not None:
            break
        if not session.legal_actions():
            break
        _peek_controls(h, scan, board, f"{label} step {steps}")
        if board.apply_action(bot.choose(session.game, session.state)) is None:
            break
        steps += 1
    scan.steps[label] = steps
    h.advance(3)
    scan.look(f"{label} end")
    if session.is_over() is not None:
        assert "GameOver" in type(h.top).__name__
        scan.over += 1
    while len(h.app.stack) > 1:
        back(h)


def _peek_controls(h, scan: Scanner, board, where: str) -> None:
    """What a player can open without acting: a selected card's prompt, the class ability list."""
    if not hasattr(board, "class_actions"):
        return
    # Tooltips show on hover only: their texts (figures' notes, keyword glossary) are checked as held.
    scan.look(where + " tooltips", tuple(board._notes.values()))
    if board.class_actions() and board.group is None:
        board.open_class()
        scan.look(where + " class list")
        board.choose(None)
    cards = [s.card_id for s in board.drag.cards]
    if cards and board.group is None and board.state.pending is None:
        board.click_card(cards[0])
        scan.look(where + " card selected")
        board.click_card(cards[0])


@pytest.mark.parametrize("lang", LANGS)
def test_no_internal_code_on_any_scene_or_board(harness, monkeypatch, lang):
    sink = install(monkeypatch)
    _language(harness, lang)
    scan = Scanner(harness, sink, lang)
    _menus(harness, scan)
    dc = get_game("desconfronto")
    for i, (n, heroes) in enumerate(DC_TABLES):
        for seed in (11 + i, 21 + i):
            setup = {"players": n, "heroes": heroes, "tiers": [3, 3, 3, 3]}
            _play(harness, scan, Session.new(dc, setup, seed), f"desConfronto {heroes} seed {seed}", 260)
    fortress = get_game("fortress")
    fsetup = {"players": 2, "adversary": "randall_dos_ventos", "generals": ["wargosh", "sidst"]}
    _play(harness, scan, Session.new(fortress, fsetup, 5), "Heróis & Monstros", 160)
    assert scan.over >= 2
    assert sum(scan.steps.values()) > 150 and min(scan.steps.values()) > 3, scan.steps  # really played
    assert not scan.found, "internal codes on screen:\n" + scan.report()

"""Golden playthroughs (DESIGN test layer 4) of desConfronto Skirmish.

A full seeded game played by ``RandomBot`` through ``Session`` is written as a transcript (one line
per action in English, its events below it, the outcome and the final state hash) and diffed
against the committed file in ``golden/``. They guard behaviour-preserving work (speed-ups,
refactors): any change in rules, dice use or legal-action order shows up as a diff.

A test run never writes them. After an intended rules change, regenerate with their own command and
review the diff: ``make golden`` (``.venv/bin/python -m tests.regen_golden``).
"""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Any

import pytest

from game.ai.bots import RandomBot
from game.core.i18n import language, set_language
from game.core.protocol import Game, canonical_json
from game.core.session import Session
from game.desconfronto import GAME

GOLDEN = Path(__file__).parent / "golden"
REGEN = "make golden"


def _event_line(event: Any) -> str:
    # kind + data rather than translated text: a wording change must not look like a rules change
    mark = " [reveals]" if event.reveals else ""
    return f"    {event.kind} {canonical_json(event.data)}{mark}"


def transcript(game: Game, setup: dict[str, Any], seed: int) -> str:
    """The whole seeded game as text; forced answers the Session made are marked ``(forced)``."""
    previous = language()
    set_language("en")
    try:
        s = Session.new(game, setup, seed)
        bot = RandomBot(seed)
        lines = [f"# {game.name} seed={seed} setup={canonical_json(s.setup)}"]
        for i, a in enumerate(s.actions):
            lines.append(f"{i:>4} p{a.player} (forced) {game.describe_action(s.state, a)}")
        while s.is_over() is None:
            assert len(s.actions) < game.max_steps(s.setup), "golden game does not end"
            action = bot.choose(game, s.state)
            label = game.describe_action(s.state, action)
            n = len(s.actions)
            events = s.apply(action)
            lines.append(f"{n:>4} p{action.player} {label}")
            for k, forced in enumerate(s.actions[n + 1 :], n + 1):
                lines.append(f"{k:>4} p{forced.player} (forced) {game.describe_action(s.state, forced)}")
            lines.extend(_event_line(e) for e in events)
        out = s.is_over()
        lines.append(f"= {out.result} winners={list(out.winners)} actions={len(s.actions)}")
        lines.append(f"= state {s.state_hash()}")
        return "\n".join(lines) + "\n"
    finally:
        set_language(previous)


def check_golden(game: Game, name: str, setup: dict[str, Any], seed: int, folder: Path) -> None:
    path = folder / f"{name}.txt"
    text = transcript(game, setup, seed)
    assert text.count("\n") < 400, f"{name}: transcript too long, pick another seed"
    if not path.exists():
        pytest.fail(f"golden/{name}.txt is missing; create it with\n  {REGEN}")
    want = path.read_text(encoding="utf-8")
    if text != want:
        diff = "".join(
            list(
                difflib.unified_diff(
                    want.splitlines(True), text.splitlines(True), f"golden/{name}.txt", "now"
                )
            )[:60]
        )
        pytest.fail(
            f"golden playthrough {name} changed. If the change is intended, regenerate with\n"
            f"  {REGEN}\nand review the diff.\n{diff}"
        )


# (file name, setup, seed): every hero solo on default tiers, two parties, and a high-tier duel.
CASES = [
    ("solo_artan", {"players": 1, "heroes": ["artan"]}, 1),
    ("solo_fildon", {"players": 1, "heroes": ["fildon"]}, 1),
    ("solo_gelien", {"players": 1, "heroes": ["gelien"]}, 3),
    ("solo_kandra", {"players": 1, "heroes": ["kandra"]}, 2),
    ("solo_marzak", {"players": 1, "heroes": ["marzak"]}, 3),
    ("solo_pharanor", {"players": 1, "heroes": ["pharanor"]}, 1),
    ("solo_tainara", {"players": 1, "heroes": ["tainara"]}, 1),
    ("solo_tesser", {"players": 1, "heroes": ["tesser"]}, 3),
    (
        "party4_artan_gelien_marzak_tainara",
        {"players": 4, "heroes": ["artan", "gelien", "marzak", "tainara"]},
        5,
    ),
    (
        "party4_fildon_kandra_pharanor_tesser",
        {"players": 4, "heroes": ["fildon", "kandra", "pharanor", "tesser"]},
        2,
    ),
    (
        "duo_tesser_pharanor_tiers2233",
        {"players": 2, "heroes": ["tesser", "pharanor"], "tiers": "2,2,3,3"},
        42,
    ),
]


@pytest.mark.parametrize(("name", "setup", "seed"), CASES, ids=[c[0] for c in CASES])
def test_golden_skirmish_playthrough_is_unchanged(name, setup, seed):
    """DC-CMB-01.. (whole combat flow), DC-COND, DC-EXH: a seeded Skirmish replays identically."""
    setup = {"mode": "skirmish", **setup}
    check_golden(GAME, name, setup, seed, GOLDEN)


def test_fast_legality_check_agrees_with_the_enumeration_for_every_hero():
    """DC-CMB-06 (Hero Phase actions), DC-CMB-25 (defence windows), DC-LVL-02 (spoils): ``is_legal``'s
    shortcuts answer exactly ``action in legal_actions`` for legal actions and near misses alike."""
    from dataclasses import replace

    from game.desconfronto.actions import BuyAbility, ClassAction, Decline, Finish, React, SwapItem, UseItem
    from game.desconfronto.items import ITEMS
    from game.desconfronto.legal import legal_actions
    from game.desconfronto.refusals import is_legal

    seen: set[str] = set()
    parties = [v["heroes"] for v in GAME.setup_variants() if v["players"] == 4]
    for seed, party in enumerate(parties * 2):
        setup = {"mode": "skirmish", "players": 4, "heroes": party, "tiers": "1,1,2,2"}
        s = Session.new(GAME, setup, seed)
        bot = RandomBot(seed)
        while s.is_over() is None:
            st = s.state
            legal = legal_actions(st)
            seen.update(type(a).__name__ for a in legal)
            probes = list(legal)
            for a in legal:
                probes.append(replace(a, player=(a.player + 1) % 4))
                if hasattr(a, "target"):
                    probes.append(replace(a, target="c7"))
                if hasattr(a, "card"):
                    probes.append(replace(a, card=st.heroes[0].hand[0] if st.heroes[0].hand else "x#1"))
            for p in range(4):
                probes += [
                    Decline(p),
                    Finish(p),
                    BuyAbility(p, p, 1),
                    BuyAbility(0, p, 2),
                    BuyAbility(0, 9, 1),
                ]
                probes += [React(p, c) for c in st.heroes[p].hand] + [ClassAction(p, "nothing", "")]
                probes += [UseItem(p, ""), UseItem(p, "h0"), *(SwapItem(p, it) for it in sorted(ITEMS)[:3])]
            for a in probes:
                assert is_legal(st, a) == (a in legal), a
            s.apply(bot.choose(GAME, st))
    assert {"ClassAction", "React", "Decline", "BuyAbility", "Finish", "UseItem"} <= seen, seen

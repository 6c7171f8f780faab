"""Card faces of Heróis & Monstros read at 1280x720 (HM-CARD, HM-INV): no face text under 10 px,
names at 11 px or more and never cut short, in both languages."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.core.i18n import localized
from game.core.rng import Rng
from game.core.session import Session
from game.fortress.content import content
from scenes.boards import fortress_cards as C


def fortress_game():
    from game.fortress import GAME

    return GAME


def record_face_text(monkeypatch) -> list[tuple[int, str, str]]:
    """Every (size, text, face) the card-face renderer draws from now on (face caches emptied)."""
    drawn: list[tuple[int, str, str]] = []
    real = C.glyph_render

    def record(s, size, ink, face="regular"):
        drawn.append((size, s, face))
        return real(s, size, ink, face)

    monkeypatch.setattr(C, "glyph_render", record)
    for cached in (C.defender_face, C.invader_face, C.plan_face, C.general_face):
        cached.cache_clear()
    return drawn


def all_names() -> list[str]:
    c = content()
    return [localized(x.name) for x in (*c.cards.values(), *c.invaders.values(), *c.generals.values())]


def played(players: int, seed: int, steps: int) -> Session:
    """A session some random legal actions in (fixed seed), so the Battlefield and hands vary."""
    game = fortress_game()
    session = Session.new(game, {"players": players}, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if game.is_over(session.state):
            break
        acts = game.legal_actions(session.state)
        session.apply(acts[rng.below(len(acts))])
    return session


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
@pytest.mark.parametrize(("players", "seed", "steps"), [(1, 3, 30), (2, 7, 30), (4, 11, 12)])
def test_card_faces_draw_no_text_under_10px_at_1280x720(harness, monkeypatch, lang, players, seed, steps):
    """HM-CARD / HM-INV: effect text >= 10 px and names >= 11 px on every face on the board."""
    from scenes.menu import open_board

    i18n.set_language(lang)
    session = played(players, seed, steps)
    drawn = record_face_text(monkeypatch)
    harness.push(open_board(harness.app, session, {"bots": {}}))
    harness.advance(2)
    assert drawn, "the board drew no card faces"
    small = sorted({(size, s) for size, s, _ in drawn if size < 10})
    assert not small, small
    names = " | ".join(all_names())
    titles = {(size, s) for size, s, face in drawn if face == "bold" and len(s) > 3 and s in names}
    assert titles, "no card name was drawn"
    small_titles = sorted(x for x in titles if x[0] < 11)
    assert not small_titles, small_titles


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_every_name_fits_a_104px_card_without_an_ellipsis(harness, lang):
    """HM-CARD: a name too long for one line wraps (at spaces or hyphens) at 11 px, never "…"."""
    i18n.set_language(lang)
    names = all_names()
    for name in names:
        # A hand/Construction card: the first line sits beside the 22 px race badge.
        size, lines = C.title_lines(name, 104 - 12, 104 - 12 - 22)
        assert size >= 11 and 1 <= len(lines) <= 3, name
        assert "…" not in "".join(lines), (name, lines)
        joined = "".join(ln if ln.endswith("-") else ln + " " for ln in lines).strip()
        assert joined == C.safe_text(name, "bold"), (name, lines)

"""desConfronto's per-seat view (issue 8): Nina is a companion figure of the view (DC-HERO-GEL-02/03:
not a hero, her own Vigor bar), the Creature Action deck is a count with the last drawn card shown,
and every pending choice is described (kind, who answers, the reason the panel shows, the figures
its answers aim at) — for a rival seat without the answering seat's own values."""

from __future__ import annotations

from game.ai.bots import make_bot
from game.core.registry import get_game
from game.core.view import RIVAL, Hidden
from game.desconfronto.view import NINA_KEYS, pending_reason

from .helpers import session

GAME = get_game("desconfronto")


def test_dc_hero_gel_02_03_nina_is_a_companion_figure_of_the_view():
    s = session(["tesser", "gelien"], ["bicudo"], seed=5)
    res = s.state.heroes[1].res
    table = GAME.observe(s.state, None).table
    (nina,) = table.companions
    assert (nina.ref, nina.owner, nina.kind) == ("n1", 1, "nina")
    assert (nina.vigor, nina.max_vigor, nina.on_board) == (res["nina"], res["nina_max"], True)
    assert table.heroes[1].companion == "n1" and table.heroes[0].companion == ""
    assert not set(table.heroes[1].res) & set(NINA_KEYS)  # her keys form her figure, not Gëlien's line
    assert table.companion(1) is nina and table.companion(0) is None
    res["nina"], res["nina_away"] = 0, 2  # Exhausted: away for two of Gëlien's turns
    nina = GAME.observe(s.state, None).table.companion(1)
    assert nina is not None and (nina.on_board, nina.away, nina.exhausted) == (False, 2, "wounds")


def test_creature_action_deck_is_a_count_and_the_last_drawn_card_is_shown():
    s = session(["tesser", "gelien"], ["bicudo"], seed=5)
    bot = make_bot("random", 2)
    while not s.state.last_card and s.is_over() is None:
        s.apply(bot.choose(GAME, s.state))
    table = GAME.observe(s.state, 0, RIVAL).table
    assert table.cdeck == Hidden(len(s.state.cdeck)) and table.last_card == s.state.last_card
    assert table.cdiscard == tuple(s.state.cdiscard)


def test_every_pending_choice_is_described_from_the_core():
    seen = set()
    for seed in range(20):
        setup = GAME.setup_variants()[seed % len(GAME.setup_variants())]
        state = GAME.new_game(setup, seed)
        bot = make_bot("random", seed)
        for _ in range(250):
            if GAME.is_over(state) is not None:
                break
            pend = state.pending
            if pend is not None:
                view = GAME.observe(state, None)
                described = view.pending
                assert described is not None
                assert (described.kind, described.player) == (pend["kind"], pend["player"])
                assert described.prompt == pending_reason(state) and described.title
                aims = {getattr(a, "target", "") for a in GAME.legal_actions(state)}
                assert set(described.data["aims"]) == {r for r in aims if r[:1] in "hcn" and r[1:].isdigit()}
                seen.add(pend["kind"])
                others = [q for q in range(len(state.heroes)) if q != pend["player"]]
                for q in others:
                    rival = GAME.observe(state, q, RIVAL).pending
                    assert rival is not None and "aims" not in rival.data and rival.prompt == described.prompt
            GAME.apply(state, bot.choose(GAME, state))
    assert {"target", "shields"} <= seen, seen

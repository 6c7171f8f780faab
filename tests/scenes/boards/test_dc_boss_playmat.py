"""The Boss playmat scene (scenes/boards/desconfronto_boss*.py), driven by real clicks through the
harness: the mat shows the BossView's numbers (Vigor, thresholds, pillars, crystals, the Summon
Counter, who stands where), a click on a pillar moves there (DC-BOSS-05, MoveTo), a click or a drop
on the pillar the hero stands on strikes it (DC-BOSS-07, StrikeSpot, a Sacrifice variant in the
choice panel), the give-up button delays the counter (DC-BOSS-16, GiveUpTurn), illegal clicks do
nothing, every control reaches exactly the seat's legal actions, both languages without raw keys,
odd window sizes."""

from __future__ import annotations

import pytest

from game.core.i18n import t
from game.desconfronto.boss import rules, summons
from game.desconfronto.boss_moves import GiveUpTurn, MoveTo, StrikeSpot
from scenes.boards import desconfronto_boss_layout as BL
from tests.game.desconfronto.boss.fixtures import boss_session, give
from tests.scenes.text_probe import gui_texts, install, offences

HEROES = ["artan", "fildon"]


def open_boss(h, session, bots: dict | None = None):
    from scenes.boards.desconfronto import DesconfrontoBoard
    from scenes.menu import open_board

    session.touch()  # positions built by editing the state: undo starts from here
    h.push(open_board(h.app, session, {"bots": bots or {}}))
    board = h.top
    assert isinstance(board, DesconfrontoBoard)
    return board


def at(h, pos) -> tuple[int, int]:
    return h.app.letterbox.to_window(pos)


def spot_centre(h, board, spot: str) -> tuple[int, int]:
    return at(h, board.boss_spots()[spot].center)


def physical_card(s, seat: int = 0) -> str:
    """A card with physical attack dice, put in the hand."""
    h = s.state.heroes[seat]
    card = next(c for c in [*h.hand, *h.draw.cards, *h.discard.cards] if rules.physical_dice(c) > 0)
    give(s.state, seat, card)
    return card


def with_summons(s, counter: int = 2):
    """The first threshold reached: the two summons out and the counter moved ``counter`` spaces."""
    st = s.state
    st.creatures[0].vigor = 7
    summons.summon(st, 7)
    st.boss.counter = counter
    st.flags[rules.START] = st.actions_left  # the turn begins with all its actions (GiveUpTurn needs them)
    return s


def texts(harness, sink) -> set[str]:
    harness.app.render()
    return set(sink) | gui_texts(harness.app.ui)


def test_dc_boss_mat_shows_the_views_numbers(harness, monkeypatch):
    sink = install(monkeypatch)
    s = boss_session(HEROES)
    b = s.state.boss
    b.pillars["fire"] = 0
    b.where[1] = "water"
    b.souls[0] = ["goblin", "orc"]
    b.crystals[0] = 2
    with_summons(s, counter=3)
    board = open_boss(harness, s)
    bv = board.view.table.boss
    shown = texts(harness, sink)
    assert f"Vigor {bv.vigor}/{bv.max_vigor}" in shown
    assert {str(th) for th in bv.thresholds} <= shown  # both notches carry their number (7 and 1)
    water = next(p for p in bv.pillars if p.id == "water")
    assert f"{water.vigor}/{water.max_vigor}" in shown
    assert "Broken" in shown and any(x.startswith("On top:") for x in shown)  # the top bonus, wrapped
    assert "2/3" in shown and "2 souls" in shown  # crystal 1: its Vigor and the souls it holds
    assert f"{bv.counter_spaces - bv.counter} left" in shown
    assert "Immune to all damage" in shown  # summons out: the Boss takes nothing
    assert "Protects from:" in shown  # the broken Fire pillar's immunity moved onto the Altar
    assert {"A", "F"} <= shown  # the hero tokens (Artan on the Altar, Fildon on the Water pillar)
    assert set(board.figure_rects()) >= {"c0", "c1", "c2", "h0", "h1"}  # Boss card and both summons


def test_dc_boss_05_clicking_a_pillar_applies_move_to(harness):
    s = boss_session(HEROES)
    board = open_boss(harness, s)
    left = s.state.actions_left
    harness.click(spot_centre(harness, board, "fire"))
    assert s.actions[-1] == MoveTo(0, "fire")
    assert s.state.boss.where[0] == "fire" and s.state.actions_left == left - 1
    assert any("Pillar of Fire" in line for line in board.log.entries)  # the core's words, not the id


def test_dc_boss_07_clicking_the_pillar_one_stands_on_with_a_card_strikes_it(harness):
    s = boss_session(HEROES)
    s.state.boss.where[0] = "fire"
    card = physical_card(s)
    board = open_boss(harness, s)
    harness.click(at(harness, board.drag.card(card).rect.center))
    assert board.selected == card
    harness.click(spot_centre(harness, board, "fire"))
    assert s.actions[-1] == StrikeSpot(0, card, False)
    assert card in s.state.heroes[0].discard.cards


def test_dc_boss_07_striking_without_a_card_offers_the_sacrifice_in_the_choice_panel(harness):
    s = boss_session(HEROES)
    s.state.boss.where[0] = "fire"
    board = open_boss(harness, s)
    harness.click(spot_centre(harness, board, "fire"))
    strikes = [a for a in s.legal_actions() if isinstance(a, StrikeSpot)]
    assert board.group is not None and set(board.group) == set(strikes)
    sac = next(a for a in board.choices() if isinstance(a, StrikeSpot) and a.sacrifice)
    harness.click_button(f"choice:{board.choices().index(sac)}")
    assert s.actions[-1] == sac


def test_dc_boss_07_dropping_an_attack_card_on_ones_pillar_strikes_it(harness):
    s = boss_session(HEROES)
    s.state.boss.where[0] = "earth"
    card = physical_card(s)
    board = open_boss(harness, s)
    harness.drag(at(harness, board.drag.card(card).rect.center), spot_centre(harness, board, "earth"))
    assert s.actions[-1] == StrikeSpot(0, card, False)


def test_dc_boss_16_give_up_button_applies_give_up_turn(harness):
    s = with_summons(boss_session(HEROES))
    board = open_boss(harness, s)
    assert board.buttons["dc.give_up"].is_enabled
    harness.click_button("dc.give_up")
    assert s.actions[-1] == GiveUpTurn(0)
    assert 0 in s.state.boss.delayed
    # the counter went back one space (then the Creature Phase moved it on), said in the core's words
    assert any("gives up the turn" in line and "1/" in line for line in board.log.entries)


def test_dc_boss_illegal_clicks_do_nothing(harness):
    s = boss_session(HEROES)
    board = open_boss(harness, s)
    before = list(s.actions)
    harness.click(spot_centre(harness, board, "crystal0"))  # an empty crystal: no reason to go there
    harness.click(spot_centre(harness, board, "altar"))  # already there, nothing to strike
    assert not board.buttons["dc.give_up"].is_enabled  # no summons out: nothing to delay
    harness.click(harness.button_centre("dc.give_up"))
    assert s.actions == before and s.state.boss.where == ["altar", "altar"]


def test_dc_boss_mat_offers_exactly_the_seats_legal_actions(harness):
    s = boss_session(HEROES)
    s.state.boss.where[0] = "fire"
    s.state.boss.souls[1] = ["goblin"]
    with_summons(s)
    board = open_boss(harness, s)
    legal = set(s.legal_actions())
    assert {MoveTo(0, "crystal1"), GiveUpTurn(0)} <= legal
    assert board.offered_actions() == legal


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_dc_boss_mat_shows_no_raw_keys(harness, monkeypatch, lang):
    sink = install(monkeypatch)
    harness.app.set_language(lang)
    found: dict[str, str] = {}
    s = boss_session(["artan", "fildon", "gelien", "kandra"])
    s.state.boss.pillars["thunder"] = 0
    s.state.boss.souls[0] = ["goblin"]
    with_summons(s)
    open_boss(harness, s)
    for text in texts(harness, sink):
        for code in offences(text, lang):
            found.setdefault(code, text)
    assert not found, found


@pytest.mark.parametrize("size", [(1000, 900), (2560, 1080), (800, 600)])
def test_dc_boss_mat_works_at_odd_window_sizes(harness, size):
    harness.resize(size)
    s = boss_session(HEROES)
    board = open_boss(harness, s)
    harness.click(spot_centre(harness, board, "thunder"))
    assert s.actions[-1] == MoveTo(0, "thunder")


@pytest.mark.parametrize("n", [1, 3, 4])
def test_dc_boss_mat_fits_one_to_four_heroes(harness, n):
    s = boss_session(["artan", "fildon", "gelien", "kandra"][:n])
    board = open_boss(harness, s)
    harness.app.render()
    spots = board.boss_spots()
    assert all(BL.AREA.contains(r) for r in spots.values())
    assert all(BL.AREA.contains(r) for r in BL.summon_slots())
    assert board.offered_actions() == set(s.legal_actions())


def test_dc_boss_08b_a_broken_pillars_whole_bonus_and_the_summons_symbols_are_tooltips(harness):
    """DC-BOSS-08b: a broken pillar's top bonus can run past its small box (cut with "…" there); the
    mat places its whole text as a tooltip spot on the pillar, and the summons' symbols keep theirs."""
    s = with_summons(boss_session(HEROES))
    s.state.boss.pillars["fire"] = 0  # the pillar's Vigor
    board = open_boss(harness, s)
    harness.app.render()
    placed = board.tips._placed["boss"]
    rect = board.boss_spots()["fire"]
    tips = [text for r, text in placed if r == rect]
    assert len(tips) == 1 and t("dcboss.broken") in tips[0]
    assert any(r.colliderect(BL.summon_slots()[0]) for r, _ in placed)

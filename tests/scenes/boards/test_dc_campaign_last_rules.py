"""The campaign's last rules on screen: Corrupted Pharanor's last battle as a map button (DC-SEC-05), its
journal lines, the campaign's tier shift in the journal (DC-DIFF-03), and the market in the campaign's
words (the Prestige mission, not the Hunt's "after horde 3"), in both languages."""

from __future__ import annotations

import pytest

from game.core.i18n import t
from game.core.session import Session
from game.desconfronto import GAME
from game.desconfronto.campaign_actions import EndCampaign, FacePharanor
from scenes.menu import open_board
from tests.game.desconfronto.campaign.pharanor_scenario import final_battle_won
from tests.journeys.test_dc_campaign_journey import win_the_combat
from tests.scenes.text_probe import install, offences


def shown(drawn: set[str], text: str) -> bool:
    """``text`` was drawn, whole or as its first wrapped line."""
    return any(d and text.startswith(d) and len(d) >= min(len(text), 12) for d in drawn)


def _close_pages(h) -> None:
    while type(h.top).__name__ == "PageScene":
        h.top.close()
        h.advance(2)


def _open(h, s):
    board = open_board(h.app, s, {"bots": {}})
    h.push(board)
    h.advance(3)
    _close_pages(h)
    board.handoff = None  # every seat human: the Leader keeps the mouse
    board.on_state_changed()
    h.advance(2)
    return board


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_dc_sec_05_the_last_battle_is_a_map_button_and_starts_the_masters_fight(harness, lang, monkeypatch):
    h = harness
    h.app.set_language(lang)
    drawn = install(monkeypatch)
    s = final_battle_won()
    board = _open(h, s)
    assert set(board.hunt.offered_actions()) == {FacePharanor(0), EndCampaign(0)}
    button = h.find_button("cmp.secret.pharanor")
    assert button is not None and button.text == t("dc_campaign_ui.map.secret.pharanor")
    assert h.find_button("cmp.secret.end") is not None
    assert board.hunt.status_text() == t("dc_campaign_ui.status.secret.epilogue", hero="Artan")
    h.advance(2)
    assert shown(drawn, t("dc_campaign_ui.journal.secret.pharanor_waits"))  # the side panel says it waits
    board.hunt.open_journal()
    h.advance(3)
    assert t("dc_campaign_ui.journal.secret.heading") in drawn
    assert shown(drawn, t("dc_campaign_ui.journal.secret.solarion_lance"))
    h.app.stack.pop()
    h.advance(2)
    h.click_button("cmp.secret.pharanor")
    h.advance(4)
    st = s.state
    seat = st.seat_of["pharanor"]
    assert st.master is not None and st.master.seat == seat  # the click sent FacePharanor
    _close_pages(h)
    h.advance(3)
    assert t("dcui.board.aside") in drawn  # Pharanor's mat: set aside, not Exhausted
    assert [o for text in drawn for o in offences(text, lang)] == []


def test_dc_sec_05_declining_ends_the_campaign_from_the_map(harness):
    h = harness
    s = final_battle_won()
    _open(h, s)
    h.click_button("cmp.secret.end")
    h.advance(3)
    assert GAME.is_over(s.state).result == "won"


def test_dc_gen_02_a_first_campaign_at_its_end_shows_no_last_battle(harness):
    s = final_battle_won(done=0)
    assert s.state.phase == "over"
    board = _open(harness, s)
    assert not any(k.startswith("cmp.secret.") for k in board.buttons)


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_the_campaign_market_speaks_of_the_prestige_mission_and_the_journal_of_tier_shifts(harness, lang, monkeypatch):
    """The hero screen in the campaign market: the Specialization comes from the Prestige mission
    (DC-CMP-22), not "after horde 3"; the status line names no Wandering Market; the journal shows the
    campaign's tier shift (DC-DIFF-03)."""
    h = harness
    h.app.set_language(lang)
    drawn = install(monkeypatch)
    setup = {"mode": "campaign", "players": 2, "heroes": ["artan", "fildon"], "tier_shift": -1}
    s = Session.new(GAME, setup, 3)
    board = _open(h, s)
    win_the_combat(h, board)
    _close_pages(h)
    board.handoff = None
    board.on_state_changed()
    h.advance(3)
    assert s.state.pending.kind == "market"
    assert shown(drawn, t("dc_campaign_ui.hero.spec_open"))
    assert not shown(drawn, t("dchuntui.hero.spec_open"))
    assert board.hunt.status_text() == t("dc_campaign_ui.market.status", hero="Artan")
    board.hunt.open_journal()
    h.advance(3)
    assert shown(drawn, t("dc_campaign_ui.journal.tier_shift", shift="-1"))
    assert [o for text in drawn for o in offences(text, lang)] == []

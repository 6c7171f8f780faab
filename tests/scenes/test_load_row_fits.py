"""The Load screen's rows: a long summary is shortened before the save's time and slot name are,
so a four-General Heróis & Monstros save still shows which slot it is (issue 8's closing note)."""

from __future__ import annotations

from game.core import i18n
from game.core.registry import get_game
from game.core.session import Session


def test_a_long_summary_gives_way_to_the_time_and_the_slot_name(harness, tmp_path):
    game = get_game("fortress")
    session = Session.new(game, {**game.default_setup(), "players": 4}, 11)
    harness.app.save_store().save(session, slot="sunday-siege-with-the-cousins")
    for lang in ("en", "pt_BR"):
        i18n.set_language(lang)
        try:
            harness.click_button("menu.load_game")
            row = harness.find_button("load:0")
            assert row.is_enabled
            assert row.text.endswith("(sunday-siege-with-the-cousins)"), row.text
            assert "…" in row.text  # the summary was the part shortened
            assert "sunday-siege-with-the-cousins" in row.tool_tip_text and "…" not in row.tool_tip_text
            harness.screenshot(tmp_path / f"load_row_{lang}.png")
            harness.click_button("common.back")
        finally:
            i18n.set_language("en")

"""The Records screen's new lines (issue #14 "Statistics": per player count and Adversary): labels as
the New game screen names the choices, never the raw setup value."""

from __future__ import annotations

from tests.saves.test_history import _record as record


def test_the_records_column_names_the_adversary_as_the_new_game_screen_does(harness):
    from game.core.i18n import t
    from game.core.registry import get_game
    from scenes.records_scene import RecordsScene

    game = get_game("fortress")
    field = next(f for f in game.setup_fields() if f.key == "adversary")
    value, key = field.choices[0]
    scene = RecordsScene(harness.app)
    scene.history.records = [{**record(game="fortress", seats=("Wargosh", "Iris")), "players": 2, "against": str(value)}]
    texts = [text for _, text in scene.lines(game)]
    assert t("records.facet.against", what=t(key), played=1, won=1) in texts
    assert t("records.size", n=2, won=1, played=1) in texts

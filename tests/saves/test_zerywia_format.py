"""Zerywia's state format 2 (issue 13: the Herald's Attack deck and the Epic Battle): a game saved
at format 1 — the Path's state with no "version" and none of the new fields — still opens, as a
table with no Herald's deck dealt and no battle under way, and plays on."""

from __future__ import annotations

from game.core.registry import get_game
from game.zerywia import formats


def test_a_format_1_zerywia_state_opens_at_format_2_and_plays_on():
    game = get_game("zerywia")
    state = game.new_game({"heroes": ["svara", "goryv"]}, 5)
    current = game.to_json(state)
    assert current["version"] == game.format_version == formats.MIGRATIONS.current == 2
    old = {k: v for k, v in current.items() if k not in ("version", "herald_deck", "herald_used", "herald_queue", "epic")}
    opened = game.from_json(old)
    assert game.to_json(opened) == current
    assert opened.epic is None and list(opened.herald_deck) == [] and opened.herald_queue == []
    assert game.legal_actions(opened) == game.legal_actions(state)
    assert formats.MIGRATIONS.missing_steps() == []

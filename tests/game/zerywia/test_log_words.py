"""Zerywia's log reads as words in both languages: every event of whole games is worded with no
template left, no Region, card or hero id and no raw game word (issue 9: log in both languages)."""

from __future__ import annotations

import re

import pytest

from game.ai.bots import RandomBot
from game.core import i18n
from game.zerywia import board_map
from game.zerywia.content import content
from game.zerywia.game import ZerywiaGame

GAME = ZerywiaGame()
IDS = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")  # snake_case ids: regions, cards, catalogue keys


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_every_event_of_whole_games_reads_as_words(lang):
    ids = set(board_map.board().regions) | set(content().enemies) | set(content().sagas) | set(content().exploration)
    previous = i18n.language()
    i18n.set_language(lang)
    try:
        lines = 0
        for seed in range(3):
            state = GAME.new_game({"heroes": ["svara", "goryv"]}, seed)
            bot = RandomBot(seed)
            while GAME.is_over(state) is None:
                for action in GAME.legal_actions(state):  # every button's text too
                    label = GAME.describe_action(state, action)
                    assert label and "{" not in label and "zerywia." not in label, (action, label)
                    assert not (set(IDS.findall(label)) & ids), (action, label)
                for event in GAME.apply(state, bot.choose(GAME, state)):
                    line = GAME.describe_event(state, event)
                    assert line and "{" not in line, (event.kind, line)
                    assert not (set(IDS.findall(line)) & ids), (event.kind, line)
                    assert "zerywia." not in line, line
                    lines += 1
        assert lines > 200
    finally:
        i18n.set_language(previous)

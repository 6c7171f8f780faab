"""ZW-TEST-08 (L880: a Test's die rerolled for "1 Journey token of any type"): the token spent is one
the hero's Story quest does not need while there is one, so a reroll never throws away the quest's
own token by accident (issue 9: the balance trace saw heroes lose their Story that way)."""

from __future__ import annotations

from game.zerywia.attribute_test import reroll_test, roll_test, start_test
from game.zerywia.content import content
from game.zerywia.hero import VIGOR, new_hero
from game.zerywia.options import RULES
from tests.game.zerywia.dice import Faces, attr, nix


def test_zw_test_08_a_journey_reroll_spends_a_token_the_story_does_not_need():
    h = new_hero("svara", {"vigor": 4, "instinct": 5, "will": 2})
    h.story = "svara_1"
    (needed,) = content().stories["svara_1"].quest.tokens  # a Wilderness token
    other = next(t for t in ("mountain", "ruin", "settlement") if t != needed)
    h.journey_tokens = [other, needed]
    t = start_test(h, VIGOR, "easy", RULES.defaults())
    roll_test(t, Faces(attr("empty"), nix("empty")))
    reroll_test(t, 0, Faces(attr("pierce")), h, "journey")
    assert h.journey_tokens == [needed] and t.dice[0] == (VIGOR, "pierce")
    reroll_test(t, 0, Faces(attr("empty")), h, "journey")  # only the quest's token left: it may still go
    assert h.journey_tokens == []


def test_zw_test_08_after_the_quest_any_token_is_spare_newest_first():
    h = new_hero("svara", {"vigor": 4, "instinct": 5, "will": 2})
    h.story, h.story_stage = "svara_1", 1
    h.journey_tokens = ["ruin", "wilderness"]
    t = start_test(h, VIGOR, "easy", RULES.defaults())
    roll_test(t, Faces(attr("empty"), nix("empty")))
    reroll_test(t, 0, Faces(attr("empty")), h, "journey")
    assert h.journey_tokens == ["ruin"]

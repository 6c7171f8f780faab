"""Zerywia's state format 2 (issue 13: the Herald's Attack deck and the Epic Battle): a game saved
at format 1 — the Path's state with no "version" and none of the new fields — still opens, as a
table with no Herald's deck dealt and no battle under way, and plays on."""

from __future__ import annotations

import copy

from game.core.registry import get_game
from game.zerywia import formats


def test_a_format_1_zerywia_state_opens_at_the_current_format_and_plays_on():
    game = get_game("zerywia")
    state = game.new_game({"heroes": ["svara", "goryv"]}, 5)
    current = game.to_json(state)
    assert current["version"] == game.format_version == formats.MIGRATIONS.current == 6
    new_fields = ("version", "herald_deck", "herald_used", "herald_queue", "epic", "injuries_due", "helpers",
                  "fallen", "replace_due", "defiled", "picks_due")
    old = copy.deepcopy({k: v for k, v in current.items() if k not in new_fields})
    for hero in old["heroes"]:
        hero.pop("worn_out_lost", None)
        hero.pop("taint_holds_blocker", None)
    for key in ("injury_beyond_last", "lost_hero", "lost_hero_defiled", "picks_asked",
                "taint_holds_blocker", "rest_card_camp"):  # options of formats 3-6
        old["options"].pop(key, None)
        old["setup"].get("options", {}).pop(key, None)
    opened = game.from_json(old)
    back = game.to_json(opened)
    # the later formats' readings for an old save: the old injury reading (format 3, ZW-INJ-04) and a
    # lost hero's seat left empty with no Defiled card (format 4, ZW-HERO-24)
    assert back["options"]["injury_beyond_last"] == "none"
    assert back["options"]["lost_hero"] == "out" and back["options"]["lost_hero_defiled"] is False
    # and the player's picks taken automatically, as then (format 5, ZW-HERO-13, ZW-ACT-30, ZW-CHAL-52)
    assert back["options"]["picks_asked"] is False and back["picks_due"] == []
    # and format 6's rule fixes not applied to it (ZW-INJ-04's Blocker, ZW-ACT-18's Rest)
    assert back["options"]["taint_holds_blocker"] is True and back["options"]["rest_card_camp"] is False
    assert all(h["taint_holds_blocker"] for h in back["heroes"])
    assert {k: v for k, v in back.items() if k not in ("options", "heroes", "setup")} == {
        k: v for k, v in current.items() if k not in ("options", "heroes", "setup")
    }
    assert [(h["hero"], h["region"], h["value"]) for h in back["heroes"]] == [
        (h["hero"], h["region"], h["value"]) for h in current["heroes"]
    ]
    assert opened.epic is None and list(opened.herald_deck) == [] and opened.herald_queue == []
    assert game.legal_actions(opened) == game.legal_actions(state)
    assert formats.MIGRATIONS.missing_steps() == []

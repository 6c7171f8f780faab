"""The rules reference's pages (issue #14): built from each game's declarations, in both languages."""

from __future__ import annotations

import pytest

from game.core import i18n, reference
from game.core.registry import get_game


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
@pytest.mark.parametrize("name", sorted(reference.PAGES))
def test_every_overview_page_is_written_in_both_languages(name, lang):
    cat = i18n.catalogue(lang)
    for page in reference.PAGES[name]:
        for part in ("title", "text"):
            key = f"reference.{name}.{page}.{part}"
            assert key in cat and cat[key].strip(), (lang, key)


def test_a_games_reference_lists_its_pages_then_its_keywords_then_its_variants():
    game = get_game("desconfronto")
    pages = reference.build(game, {}, {"Stunned": "Loses the next action.", "Stun": "Loses the next action."})
    sections = [p.section for p in pages]
    assert sections == sorted(sections, key=["overview", "keyword", "variant"].index)
    assert [p.title for p in pages if p.section == "keyword"] == ["Stunned / Stun"]
    assert len([p for p in pages if p.section == "variant"]) == len(game.rule_variants())


def test_a_changed_variant_is_marked_and_listed_first_with_its_reading():
    game = get_game("desconfronto")
    pages = reference.variants(game, {"general_exhaustion": True})
    assert pages[0].changed and pages[0].title == i18n.t("variants.desconfronto.general_exhaustion.label")
    assert not any(p.changed for p in pages[1:])


def test_search_ignores_case_and_accents_and_needs_every_word():
    pages = [reference.Page("overview", "Exaustão", "Um herói cai."), reference.Page("overview", "Fogo", "Queima.")]
    assert [p.title for p in reference.search(pages, "EXAUSTAO")] == ["Exaustão"]
    assert [p.title for p in reference.search(pages, "heroi cai")] == ["Exaustão"]
    assert reference.search(pages, "heroi fogo") == []
    assert reference.search(pages, "") == pages

"""Plural forms in the translation layer: CLDR count categories for English and Brazilian Portuguese,
every plural entry of both catalogues with the forms its language needs, no "(s)" left, and the
sentences the games print for 1 and 2 (and 0) of a thing."""

from __future__ import annotations

import re

import pytest

from game.core import i18n, i18n_plural
from game.core.refusal import Refusal
from game.core.refusal_text import render as render_refusal

LANGS = ("en", "pt_BR")
# "card(s)", "carta(s)", "marcador(es)", "ação(ões)", "nível(is)", "se perde(m)": the old way.
OLD_PLURAL = re.compile(r"\w\((?:s|es|ões|is|m)\)")


@pytest.fixture
def lang():
    def use(code: str) -> None:
        i18n.set_language(code)

    yield use
    i18n.set_language("en")


@pytest.mark.parametrize(
    ("code", "count", "expected"),
    [
        ("en", 0, "other"), ("en", 1, "one"), ("en", 2, "other"), ("en", 11, "other"), ("en", 21, "other"),
        ("pt_BR", 0, "one"), ("pt_BR", 1, "one"), ("pt_BR", 2, "other"), ("pt_BR", 101, "other"),
        ("pt_BR", 1_000_000, "many"), ("pt_BR", 2_000_000, "many"),
        ("en", "1", "one"), ("en", "3", "other"), ("en", -1, "one"), ("en", 1.0, "one"),
        ("en", 1.5, "other"), ("en", "many", "other"), ("en", None, "other"), ("en", True, "other"),
    ],
)  # fmt: skip
def test_count_categories_follow_cldr(code, count, expected):
    """CLDR: en one = exactly 1; pt one = i in 0..1 (0 and 1 are singular), many = millions."""
    assert i18n_plural.category(code, count) == expected


@pytest.mark.parametrize("code", LANGS)
def test_every_plural_entry_has_the_forms_its_language_needs(code):
    catalogue = i18n.load_catalogue(code)
    entries = {k: v for k, v in catalogue.items() if ", plural," in v}
    assert len(entries) >= 55  # the 55 converted "(s)" strings at least
    bad = {k: p for k, v in entries.items() if (p := i18n_plural.problems(v, code))}
    assert bad == {}


@pytest.mark.parametrize("code", LANGS)
def test_no_catalogue_text_writes_a_plural_in_brackets(code):
    catalogue = i18n.load_catalogue(code)
    assert {k: v for k, v in catalogue.items() if OLD_PLURAL.search(v)} == {}


def test_the_checker_names_a_missing_form_a_wrong_category_and_a_broken_block():
    assert i18n_plural.problems("{n, plural, other {# cards}}", "en") == ["plural block 'n': the form 'one' is missing"]
    assert i18n_plural.problems("{n, plural, one {# carta} other {# cartas}}", "pt_BR") == []
    assert i18n_plural.problems("{n, plural, one {#} few {#} other {#}}", "en") == [
        "plural block 'n': 'few' is not a plural category of en"
    ]
    assert "not closed" in i18n_plural.problems("{n, plural, one {# card", "en")[0]
    assert "closing" in i18n_plural.problems("{n, plural, one {# card other {# cards}}", "en")[0]
    assert i18n_plural.problems("{n, plural, one {# card} other {# cards}} {n, plural, =0 {none} other {#}}", "en") == [
        "plural block 'n': the form 'one' is missing"
    ]


@pytest.mark.parametrize(
    ("code", "key", "params", "one", "two"),
    [
        ("en", "fortress.gives.mill", {}, "1 Fortress card to the Rubble", "2 Fortress cards to the Rubble"),
        ("pt_BR", "fortress.gives.mill", {}, "1 carta da Fortaleza para os Destroços", "2 cartas da Fortaleza para os Destroços"),
        ("en", "dcwide.hand", {}, "Hand: 1 card", "Hand: 2 cards"),
        ("pt_BR", "dcwide.hand", {}, "Mão: 1 carta", "Mão: 2 cartas"),
        ("en", "fortress_ui.tip.invasion_discard", {},
         "1 Invader defeated; it returns when the Invasion deck runs out.",
         "2 Invaders defeated; they return when the Invasion deck runs out."),
        ("pt_BR", "fortress_ui.tip.invasion_discard", {},
         "1 Invasor derrotado; volta quando o baralho de Invasão acaba.",
         "2 Invasores derrotados; voltam quando o baralho de Invasão acaba."),
        ("en", "dcui.nina.away", {}, "away (1 turn)", "away (2 turns)"),
        ("pt_BR", "dcui.nina.away", {}, "ausente (1 turno)", "ausente (2 turnos)"),
        ("pt_BR", "fortress_ui.tip.fortress_deck", {},
         "Resta 1 carta. Reabastece a Área; quando acaba, a Última Fortaleza Negra cai.",
         "Restam 2 cartas. Reabastece a Área; quando acaba, a Última Fortaleza Negra cai."),
    ],
)  # fmt: skip
def test_a_sentence_reads_right_for_one_and_two(lang, code, key, params, one, two):
    lang(code)
    assert i18n.t(key, n=1, **params) == one
    assert i18n.t(key, n=2, **params) == two


def test_two_counts_in_one_sentence_each_choose_their_own_form(lang):
    """desConfronto's attack line (DC-CMB-18: damage past the shields becomes wounds) carries two counts."""
    lang("en")
    line = i18n.t("event.dc.attack", source="Artan", target="Wolf", damage=3, shields=1, wounds=2)
    assert line == "Artan attacks Wolf: 3 damage, 1 shield, 2 wounds."
    lang("pt_BR")
    line = i18n.t("event.dc.attack", source="Artan", target="Lobo", damage=3, shields=2, wounds=1)
    assert line == "Artan ataca Lobo: 3 de dano, 2 escudos, 1 ferimento."
    assert i18n.t("event.dc.hit", target="Lobo", wounds=2, blocked=1) == "Lobo sofre 2 ferimentos (1 bloqueado)."


def test_a_form_may_hold_other_placeholders_and_agreement_beyond_the_noun(lang):
    lang("en")
    assert i18n.t("event.dc.gelien_mark_cashed", target="Wolf", marks=1) == "The Hunter's Mark on Wolf adds 1 wound."
    assert i18n.t("event.dc.gelien_mark_cashed", target="Wolf", marks=3) == "The Hunter's Marks on Wolf add 3 wounds."
    lang("pt_BR")
    assert i18n.t("event.dc.crystal_drained", crystal=2, souls=1) == (
        "Sugar Almas destrói o Cristal de Alma 2: sua 1 alma se perde."
    )
    assert i18n.t("event.dc.crystal_drained", crystal=2, souls=3) == (
        "Sugar Almas destrói o Cristal de Alma 2: suas 3 almas se perdem."
    )


def test_zero_is_plural_in_english_and_singular_in_portuguese_as_cldr_says(lang):
    lang("en")
    assert i18n.t("dcwide.draw", n=0) == "Draw pile: 0 cards"
    lang("pt_BR")
    assert i18n.t("dcwide.draw", n=0) == "Pilha de compra: 0 carta"


def test_an_exact_count_form_wins_over_the_category():
    text = "{n, plural, =0 {no cards} one {# card} other {# cards}}"
    assert i18n.render(text, "en", {"n": 0}) == "no cards"
    assert i18n.render(text, "en", {"n": 1}) == "1 card"
    assert i18n.render(text, "pt_BR", {"n": 0}) == "no cards"


def test_a_missing_count_shows_a_placeholder_never_the_plural_syntax(lang):
    lang("en")
    shown = i18n.t("dcwide.hand")
    assert shown == "Hand: {n} cards"
    assert "plural" not in i18n.t("event.dc.attack", source="A", target="B", damage=1)


def test_refusals_and_save_messages_choose_plural_forms_too():
    refusal = Refusal.of("fortress.illegal.acquisition_limit", limit=1)
    assert render_refusal(refusal, "en") == "You may acquire only 1 card per turn."
    assert render_refusal(Refusal.of("fortress.illegal.acquisition_limit", limit=2), "pt_BR") == (
        "Você só pode adquirir 2 cartas por turno."
    )


@pytest.mark.parametrize("code", LANGS)
def test_every_plural_entry_renders_clean_for_zero_one_and_two(code):
    """Given every argument it names, no entry leaves braces, '#' or the word 'plural' behind."""
    for key, text in i18n.load_catalogue(code).items():
        if ", plural," not in text:
            continue
        for n in (0, 1, 2):
            params = {name: n for name in i18n_plural.placeholders(text)}
            shown = i18n.render(text, code, params)
            assert not re.search(r"[{}#]|plural", shown), (key, n, shown)


def test_placeholders_see_plural_counts_and_the_names_inside_forms():
    text = "{marks, plural, one {The Mark on {target} adds #} other {# on {target}}} ({a.b}, {c[0]})"
    assert i18n_plural.placeholders(text) == {"marks", "target", "a", "c"}

"""The last texts that printed a count with fixed wording ("{n} fragments", "{count} cards"), now plural
blocks: each read for 0, 1 and 2 in both languages (English: 1 is singular; Portuguese, CLDR's pt: 0
and 1 are singular), and the callers that picked a "_one" key in code now pass the count alone."""

from __future__ import annotations

import pytest

from game.core import i18n
from game.core.refusal_text import render as render_refusal
from game.fortress.refusals import split_phrase
from scenes.boards.desconfronto_hunt_text import price_text
from scenes.boards.fortress_words import amount, cost_words

# key, the other arguments, the count's name, then (0, 1, 2) in English and in Portuguese.
CASES = [
    ("event.dc.boss_deck_shuffled", {}, "cards",
     ("The Boss Action deck is reshuffled (0 cards).", "The Boss Action deck is reshuffled (1 card).",
      "The Boss Action deck is reshuffled (2 cards)."),
     ("O baralho de Ações do Chefe é embaralhado (0 carta).", "O baralho de Ações do Chefe é embaralhado (1 carta).",
      "O baralho de Ações do Chefe é embaralhado (2 cartas).")),
    ("event.dc.fast_travel", {"card": "Kalahad"}, "cost",
     ("Fast Travel to Kalahad (cost: 0 fragments).", "Fast Travel to Kalahad (cost: 1 fragment).",
      "Fast Travel to Kalahad (cost: 2 fragments)."),
     ("Viagem Rápida para Kalahad (custo: 0 fragmento).", "Viagem Rápida para Kalahad (custo: 1 fragmento).",
      "Viagem Rápida para Kalahad (custo: 2 fragmentos).")),
    ("dc_campaign_ui.map.click_travel", {}, "n",
     ("Click: Fast Travel here for 0 fragments.", "Click: Fast Travel here for 1 fragment.",
      "Click: Fast Travel here for 2 fragments."),
     ("Clique: Viagem Rápida para cá por 0 fragmento.", "Clique: Viagem Rápida para cá por 1 fragmento.",
      "Clique: Viagem Rápida para cá por 2 fragmentos.")),
    ("dc_campaign_ui.map.travel_cost", {}, "n",
     ("Fast Travel cost: 0 fragments", "Fast Travel cost: 1 fragment", "Fast Travel cost: 2 fragments"),
     ("Custo de Viagem Rápida: 0 fragmento", "Custo de Viagem Rápida: 1 fragmento",
      "Custo de Viagem Rápida: 2 fragmentos")),
    # DC-COL-04: a mulligan of no card is a hand kept, said so in both languages.
    ("event.dc.col_mulligan", {"hero": "Artan"}, "count",
     ("Artan keeps the whole hand.", "Artan puts 1 card back and draws another.",
      "Artan puts 2 cards back and draws as many."),
     ("Artan fica com a mão inteira.", "Artan devolve 1 carta e compra outra.",
      "Artan devolve 2 cartas e compra o mesmo número.")),
    ("dc_coliseum_ui.hand.hidden", {"hero": "Artan"}, "count",
     ("Artan's hand stays hidden: 0 cards", "Artan's hand stays hidden: 1 card", "Artan's hand stays hidden: 2 cards"),
     ("A mão de Artan fica oculta: 0 carta", "A mão de Artan fica oculta: 1 carta",
      "A mão de Artan fica oculta: 2 cartas")),
    ("dchuntui.market.price", {}, "n",
     ("0 fragments", "1 fragment", "2 fragments"), ("0 fragmento", "1 fragmento", "2 fragmentos")),
    ("event.dc.executioner_tempest", {"hero": "Artan"}, "count",
     ("Tempest: 0 allies attack with disadvantage; Artan strikes with 0 more dice.",
      "Tempest: 1 ally attacks with disadvantage; Artan strikes with 1 more die.",
      "Tempest: 2 allies attack with disadvantage; Artan strikes with 2 more dice."),
     ("Tormenta: 0 aliado ataca com desvantagem; Artan golpeia com 0 dado a mais.",
      "Tormenta: 1 aliado ataca com desvantagem; Artan golpeia com 1 dado a mais.",
      "Tormenta: 2 aliados atacam com desvantagem; Artan golpeia com 2 dados a mais.")),
    ("event.dc.executioner_abyssal", {"hero": "Artan", "target": "Lobo"}, "count",
     ("Abyssal Strike: Artan rolls 0 dice of magical damage at Lobo.",
      "Abyssal Strike: Artan rolls 1 die of magical damage at Lobo.",
      "Abyssal Strike: Artan rolls 2 dice of magical damage at Lobo."),
     ("Golpe Abissal: Artan rola 0 dado de dano mágico em Lobo.",
      "Golpe Abissal: Artan rola 1 dado de dano mágico em Lobo.",
      "Golpe Abissal: Artan rola 2 dados de dano mágico em Lobo.")),
    ("dcui.board.dice", {}, "n", ("0 dice", "1 die", "2 dice"), ("0 dado", "1 dado", "2 dados")),
    ("fortress_screen.amount.any", {}, "n",
     ("0 resources of any kind", "1 resource of any kind", "2 resources of any kind"),
     ("0 recurso qualquer", "1 recurso qualquer", "2 recursos quaisquer")),
    ("fortress_screen.amount.crystal", {}, "n",
     ("0 Soul Crystals", "1 Soul Crystal", "2 Soul Crystals"),
     ("0 Cristal de Alma", "1 Cristal de Alma", "2 Cristais de Alma")),
    ("fortress_screen.amount.root", {}, "n", ("0 Roots", "1 Root", "2 Roots"), ("0 Raiz", "1 Raiz", "2 Raízes")),
    ("fortress_screen.amount.sacrifice", {}, "n",
     ("0 Sacrifices", "1 Sacrifice", "2 Sacrifices"), ("0 Sacrifício", "1 Sacrifício", "2 Sacrifícios")),
    ("board.actions_count", {}, "n",
     ("0 actions played", "1 action played", "2 actions played"),
     ("0 ação jogada", "1 ação jogada", "2 ações jogadas")),
]  # fmt: skip


@pytest.fixture
def lang():
    yield i18n.set_language
    i18n.set_language("en")


@pytest.mark.parametrize(("key", "params", "count", "english", "portuguese"), CASES, ids=[c[0] for c in CASES])
def test_zero_one_and_two_read_right_in_both_languages(lang, key, params, count, english, portuguese):
    for code, expected in (("en", english), ("pt_BR", portuguese)):
        lang(code)
        assert tuple(i18n.t(key, **params, **{count: n}) for n in (0, 1, 2)) == expected, code


def test_the_hunt_market_and_the_fortress_board_pass_the_count_to_one_key(lang):
    """The callers once chose "price_one" / "root_one" themselves (an English rule in code)."""
    lang("en")
    assert [price_text(n) for n in (0, 1, 3)] == ["free", "1 fragment", "3 fragments"]
    assert cost_words((1, 2, 0, 1)) == "1 Soul Crystal + 2 Roots + 1 resource of any kind"
    lang("pt_BR")
    assert price_text(1) == "1 fragmento" and amount("root", 2) == "2 Raízes"
    # HM-TURN-04: a payment split named in a refusal, counted the same way.
    assert render_refusal(split_phrase("crr"), "pt_BR") == "1 Cristal de Alma + 2 Raízes"
    assert render_refusal(split_phrase("s"), "en") == "1 Sacrifice"

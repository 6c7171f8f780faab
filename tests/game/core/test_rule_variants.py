"""Rule variants: every named ruling (desConfronto AMB-nn, Heróis & Monstros Appendix B) is a player
setting with labels in both languages, the core's default, and values the core accepts."""

import pytest

import game.desconfronto  # noqa: F401 - registers the game
import game.fortress  # noqa: F401 - registers the game
from game.core.i18n import load_catalogue
from game.core.options import RuleVariant
from game.core.registry import get_game
from game.desconfronto.options import OPTIONS as DC_OPTIONS
from game.desconfronto.options import default_options as dc_defaults
from game.fortress.options import RULES as HM_RULES
from game.fortress.options import default_options as hm_defaults
from tests.games.tiny import TinyGame

GAMES = ("desconfronto", "fortress")
CORE_DEFAULTS = {"desconfronto": dc_defaults, "fortress": hm_defaults}


def test_a_game_without_variants_offers_none():
    assert TinyGame().rule_variants() == []


def test_rule_variant_is_frozen():
    v = RuleVariant("k", "l", "h", ((1, "a"),), 1, "AMB-01")
    with pytest.raises(AttributeError):
        v.default = 2  # type: ignore[misc]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("lang", ("en", "pt_BR"))
def test_every_variant_has_label_help_and_choice_texts(name, lang):
    catalogue = load_catalogue(lang)
    for v in get_game(name).rule_variants():
        keys = [v.label_key, v.help_key, *(label for _, label in v.choices)]
        missing = [k for k in keys if k not in catalogue]
        assert not missing, (v.key, missing)
        assert catalogue[v.help_key].endswith("."), v.help_key  # one full sentence
        if v.label_key.startswith("variants."):
            assert v.label_key.startswith(f"variants.{name}.")


@pytest.mark.parametrize("name", GAMES)
def test_every_variant_default_is_the_core_default_and_among_its_choices(name):
    defaults = CORE_DEFAULTS[name]()
    for v in get_game(name).rule_variants():
        assert v.default == defaults[v.key], v.key
        assert v.default in [value for value, _ in v.choices], v.key
        assert len(v.choices) >= 2 and v.ref


def test_desconfronto_offers_every_amb_option():
    """desConfronto options.py: every AMB-nn option (AMB-02 ... AMB-44) is a variant with its AMB id."""
    variants = {v.key: v for v in get_game("desconfronto").rule_variants()}
    assert set(variants) == {o.key for o in DC_OPTIONS}
    for o in DC_OPTIONS:
        assert variants[o.key].ref == o.ref


def test_fortress_offers_every_finite_ruling_and_amb06_caps():
    """H&M Appendix B: finite-choice flags plus AMB-06 (unlimited/1/2/3) and the visible house rule
    max_rounds (off by default: the final assault is a defeat the rulebook does not print)."""
    variants = {v.key: v for v in get_game("fortress").rule_variants()}
    finite = {o.key for o in HM_RULES if o.choices is not None}
    assert set(variants) == finite | {"max_acquisitions_per_turn", "max_rounds"}
    assert variants["max_rounds"].default is None
    assert [c for c, _ in variants["max_acquisitions_per_turn"].choices] == [None, 1, 2, 3]
    assert variants["max_acquisitions_per_turn"].ref == "AMB-06"


@pytest.mark.parametrize("name", GAMES)
def test_each_non_default_choice_survives_normalize_and_reaches_the_state(name):
    """A chosen reading is kept by normalize_setup and carried by the state (and its JSON) unchanged."""
    game = get_game(name)
    for v in game.rule_variants():
        for value, _ in v.choices:
            if value == v.default:
                continue
            setup = game.normalize_setup({**game.default_setup(), "options": {v.key: value}})
            assert setup["options"][v.key] == value, v.key
            state = game.new_game(setup, 3)
            assert state.options[v.key] == value, v.key
            assert game.from_json(game.to_json(state)).options[v.key] == value, v.key

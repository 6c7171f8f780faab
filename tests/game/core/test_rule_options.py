"""Rule options declared once in the kernel's form (issue 8): normalisation, the dialog and saves all
read one declaration, with exact types and translatable refusals."""

from __future__ import annotations

import pytest

from game.core.actions import SetupError
from game.core.i18n import load_catalogue
from game.core.options import RuleOption, RuleOptions, positive_int_or_none
from game.core.registry import get_game

DECL = RuleOptions(
    "demo",
    (
        RuleOption("flag", True, "AMB-01", choices=(True, False)),
        RuleOption("costs", (1, 2, 3), "AMB-02", choices=((1, 2, 3), (1, 1, 1))),
        RuleOption("cap", None, "AMB-03", validate=positive_int_or_none, offered=(None, 2)),
        RuleOption("secret", "a", "AMB-04", choices=("a", "b"), shown=False),
    ),
)


def test_defaults_are_json_forms_and_normalize_fills_them():
    assert DECL.defaults() == {"flag": True, "costs": [1, 2, 3], "cap": None, "secret": "a"}
    assert DECL.normalize({"costs": (1, 1, 1), "cap": 4}) == {
        "flag": True,
        "costs": [1, 1, 1],
        "cap": 4,
        "secret": "a",
    }


@pytest.mark.parametrize(
    "raw, key",
    [
        ({"flag": 1}, "rule_options.value"),  # 1 is not True
        ({"cap": 0}, "rule_options.value"),
        ({"cap": 2.0}, "rule_options.value"),
        ({"costs": [1, 2]}, "rule_options.value"),
        ({"nope": 1}, "rule_options.unknown"),
        ("flag", "rule_options.table"),
    ],
)
def test_a_value_outside_the_declaration_is_refused_with_a_translatable_key(raw, key):
    with pytest.raises(SetupError) as err:
        DECL.normalize(raw)
    assert err.value.key == key
    for lang in ("en", "pt_BR"):
        assert key in load_catalogue(lang)


def test_the_dialog_lists_shown_options_with_their_values_keys_and_refs():
    variants = {v.key: v for v in DECL.variants()}
    assert set(variants) == {"flag", "costs", "cap"}  # "secret" is not shown
    assert variants["flag"].choices == ((True, "variants.ui.yes"), (False, "variants.ui.no"))
    assert variants["costs"].choices[1] == ([1, 1, 1], "variants.demo.costs.n111")
    assert variants["cap"].choices == ((None, "variants.demo.cap.unlimited"), (2, "variants.demo.cap.2"))
    assert variants["cap"].ref == "AMB-03" and variants["costs"].default == [1, 2, 3]


def test_a_declaration_whose_default_is_not_allowed_does_not_build():
    with pytest.raises(ValueError):
        RuleOption("bad", 3, "AMB-09", choices=(1, 2))
    with pytest.raises(ValueError):
        RuleOption("both", 1, "AMB-09", choices=(1,), validate=positive_int_or_none)


@pytest.mark.parametrize("name", ["desconfronto", "fortress"])
def test_each_game_reads_its_options_from_its_one_declaration(name):
    """The dialog's list, setup normalisation and a saved setup all go through ``rule_options()``."""
    game = get_game(name)
    decl = game.rule_options()
    assert decl is not None
    assert [v.key for v in game.rule_variants()] == [o.key for o in decl if o.shown]
    setup = game.normalize_setup(game.default_setup())
    assert setup["options"] == decl.defaults()
    with pytest.raises(SetupError) as err:
        game.normalize_setup({**game.default_setup(), "options": {"no_such_rule": True}})
    assert err.value.key == "rule_options.unknown"

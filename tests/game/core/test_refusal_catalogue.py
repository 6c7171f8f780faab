"""Every refusal key the cores can raise exists in both catalogues with the placeholders its
parameters fill, and renders without raw keys or braces (issue 8, "refusals are data").

The keys are collected twice: statically (an AST walk of ``game/`` for ``Refusal(...)``,
``Refusal.of(...)`` and ``IllegalAction(...)`` calls and ``*_key=`` parameters) and dynamically
(seeded random playouts of both games asking ``refusal`` about many illegal candidates, plus the
kernel's hostile input), so a key built at run time is checked as well as a literal one.
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from game.ai.bots import make_bot
from game.core import i18n, i18n_plural
from game.core.actions import Action, Refusal
from game.core.refusal_text import render
from game.core.registry import get_game
from game.core.session import Session
from tests.game.core.refusal_candidates import GAMES, candidates, random_options

GAME_DIR = Path(__file__).resolve().parents[3] / "game"
LANGS = ("en", "pt_BR")
CALLS = ("Refusal", "IllegalAction")


def placeholders(text: str) -> set[str]:
    return i18n_plural.placeholders(text)  # plural blocks' counts and the placeholders in their forms


# ------------------------------------------------------------------------------- static walk
def _call_name(node: ast.Call) -> str:
    fn = node.func
    if isinstance(fn, ast.Attribute) and fn.attr == "of" and isinstance(fn.value, ast.Name):
        return fn.value.id
    return fn.id if isinstance(fn, ast.Name) else ""


def _pattern(node: ast.expr) -> str | None:
    """A literal key as itself, an f-string key as a regex (its holes match one key segment)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return re.escape(node.value)
    if isinstance(node, ast.JoinedStr):
        parts = [re.escape(v.value) if isinstance(v, ast.Constant) else r"[A-Za-z0-9_]+" for v in node.values]
        return "".join(parts)
    return None


def static_refusals() -> list[tuple[str, str, set[str] | None, str]]:
    """(key pattern, literal?, placeholder names when all are keywords, where) for every call site."""
    found = []
    for path in sorted(GAME_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or _call_name(node) not in CALLS or not node.args:
                continue
            where = f"{path.relative_to(GAME_DIR.parent)}:{node.lineno}"
            key = _pattern(node.args[0])
            if key is None:
                continue  # a Refusal passed on (IllegalAction(refusal)): judged where it was made
            names = None
            if len(node.args) == 1 and all(k.arg for k in node.keywords):
                names = {k.arg[: -len("_key")] if k.arg.endswith("_key") else k.arg for k in node.keywords}
            found.append((key, "literal" if isinstance(node.args[0], ast.Constant) else "pattern", names, where))
            for kw in node.keywords:  # catalogue keys passed as parameters (``phase_key=...``)
                if kw.arg and kw.arg.endswith("_key"):
                    sub = _pattern(kw.value)
                    if sub is not None:
                        found.append((sub, "pattern", set(), where))
    return found


def test_the_static_walk_finds_the_cores_refusals():
    keys = {k for k, *_ in static_refusals()}
    assert re.escape("illegal.game_over") in keys and re.escape("dc.illegal.bad_target") in keys
    assert re.escape("fortress.illegal.cannot_afford") in keys and re.escape("hostile.illegal.wrong_kind") in keys


@pytest.mark.parametrize("lang", LANGS)
def test_every_static_refusal_key_is_in_the_catalogue_with_its_placeholders(lang):
    cat = i18n.catalogue(lang)
    problems = []
    for key, kind, names, where in static_refusals():
        if kind == "literal":
            plain = key.replace("\\", "")
            if plain not in cat:
                problems.append(f"{where}: {plain} missing in {lang}")
            elif names is not None and placeholders(cat[plain]) != names:
                problems.append(f"{where}: {plain} fills {sorted(names)}, {lang} wants {sorted(placeholders(cat[plain]))}")
        elif not any(re.fullmatch(key, k) for k in cat):
            problems.append(f"{where}: no {lang} key matches {key}")
    assert not problems, "\n".join(problems)


# ------------------------------------------------------------------------------ dynamic walk
def _hostile(g) -> list[object]:
    """Input the kernel refuses before any rule: not an action, another game's action, a bad field."""
    other = next(n for n in GAMES if n != g.name)
    foreign = get_game(other).action_classes[0]()
    own = g.action_classes[0]
    return [object(), "PlayCard", Action(0), foreign, own(player=True)]


def dynamic_refusals() -> dict[str, Refusal]:
    """Each key raised in seeded random playouts of both games, with one of its refusals."""
    seen: dict[str, Refusal] = {}
    for name in GAMES:
        g = get_game(name)
        variants = g.setup_variants()
        for seed in range(4):
            rng = random.Random(seed)
            setup = {**variants[seed * 5 % len(variants)]}
            setup["options"] = {**setup.get("options", {}), **random_options(g, rng)}
            session = Session.new(g, setup, seed)
            bot = make_bot("random", seed)
            memory: dict = {}
            first = True
            while True:
                pool = candidates(g, session.state, rng, memory) + (_hostile(g) if first else [])
                first = False
                for a in pool:
                    got = g.refusal(session.state, a)
                    if got is not None:
                        seen.setdefault(got.key, got)
                if session.is_over() is not None or len(session.actions) > 500:
                    break
                session.apply(bot.choose(g, session.state))
    return seen


_DYNAMIC: dict[str, Refusal] = {}


def _dynamic() -> dict[str, Refusal]:
    if not _DYNAMIC:
        _DYNAMIC.update(dynamic_refusals())
    return _DYNAMIC


def _nested(refusal: Refusal) -> list[Refusal]:
    out = [refusal]
    for v in refusal.params.values():
        for item in v if isinstance(v, tuple) else (v,):
            if isinstance(item, Refusal):
                out += _nested(item)
    return out


def test_the_playouts_raise_many_kinds_of_refusal():
    keys = set(_dynamic())
    assert len(keys) >= 30, sorted(keys)
    assert {"hostile.illegal.not_an_action", "hostile.illegal.unknown_action", "hostile.illegal.wrong_kind"} <= keys


@pytest.mark.parametrize("lang", LANGS)
def test_every_raised_refusal_is_in_the_catalogue_with_the_placeholders_it_fills(lang):
    cat = i18n.catalogue(lang)
    problems = []
    for refusal in _dynamic().values():
        for r in _nested(refusal):
            if r.key not in cat:
                problems.append(f"{r.key} missing in {lang}")
            elif placeholders(cat[r.key]) != set(r.placeholders()):
                problems.append(f"{r.key}: fills {sorted(r.placeholders())}, {lang} wants {sorted(placeholders(cat[r.key]))}")
            for name, value in r.params.items():
                if name.endswith("_key") and value not in cat:
                    problems.append(f"{r.key}: parameter {name}={value!r} missing in {lang}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_every_raised_refusal_renders_without_raw_keys_or_braces(lang):
    keys = set(i18n.catalogue("en")) | set(i18n.catalogue("pt_BR"))
    for refusal in _dynamic().values():
        text = render(refusal, lang)
        assert text.strip() and "{" not in text and "}" not in text, (refusal, text)
        assert not any(token in keys for token in re.findall(r"[\w.]+", text)), (refusal, text)


def test_placeholders_agree_between_the_catalogues_for_every_refusal_key():
    en, pt = i18n.catalogue("en"), i18n.catalogue("pt_BR")
    for key in _dynamic():
        assert placeholders(en[key]) == placeholders(pt[key]), key

"""The saves messages exist in both languages, and every message key the code raises is defined."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from game.core.i18n import CATALOGUE_DIR, _flatten

SAVES_DIR = Path(__file__).resolve().parents[2] / "saves"


def _keys(lang: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for name in ("saves.toml", "hostile.toml", "save_header.toml"):  # hostile-file, header messages
        with open(CATALOGUE_DIR / lang / name, "rb") as fh:
            _flatten("", tomllib.load(fh), out, lang)
    return out


def test_both_languages_have_the_same_keys_and_placeholders():
    en, pt = _keys("en"), _keys("pt_BR")
    assert set(en) == set(pt)
    for key in en:
        assert set(re.findall(r"{(\w+)", en[key])) == set(re.findall(r"{(\w+)", pt[key])), key


def test_every_key_used_in_the_code_is_defined():
    used = set()
    for path in SAVES_DIR.glob("*.py"):
        used |= set(re.findall(r'"(saves\.[a-z_.]+)"', path.read_text(encoding="utf-8")))
    assert used and used <= set(_keys("en"))

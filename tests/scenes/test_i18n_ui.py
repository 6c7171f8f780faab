"""Every UI string goes through i18n: ui.toml has the same keys in both languages, and every
literal key the scenes ask for exists."""

import re
import tomllib
from pathlib import Path

from game.core.i18n import _flatten, catalogue

ROOT = Path(__file__).resolve().parents[2]


def keys(lang: str) -> set[str]:
    out: dict[str, str] = {}
    with open(ROOT / "game" / "i18n" / lang / "ui.toml", "rb") as fh:
        _flatten("", tomllib.load(fh), out, lang)
    return set(out)


def test_ui_catalogue_has_the_same_keys_in_both_languages():
    assert keys("en") == keys("pt_BR")


def test_every_literal_key_used_by_the_scenes_exists():
    pattern = re.compile(r"""(?:\bt\(|self\.button\()\s*"([a-z_]+\.[a-z_.]+)\"""")
    used: set[str] = set()
    # Only the app/menu/generic-board modules: dedicated boards and widgets own their catalogues.
    boards = (
        "__init__",
        "autosave",
        "base",
        "bot_driver",
        "event_log",
        "game_over",
        "generic",
        "pause_menu",
        "seat_bar",
    )
    paths = [*(ROOT / "scenes").glob("*.py"), *(ROOT / "scenes" / "boards" / f"{b}.py" for b in boards)]
    for path in paths:
        used |= set(pattern.findall(path.read_text(encoding="utf-8")))
    assert len(used) > 40
    for lang in ("en", "pt_BR"):
        missing = sorted(k for k in used if k not in catalogue(lang))
        assert not missing, f"{lang}: {missing}"

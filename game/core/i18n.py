"""The one translation layer for every player-visible string.

Catalogues are TOML files under ``game/i18n/<lang>/``; every file in a
language's folder is merged (one file per area: ``ui.toml``, ``fortress.toml``…)
so parallel work never edits the same file. Keys are dotted: a TOML table
``[menu]`` with ``quit = "Quit"`` gives the key ``menu.quit``. A test fails if a
key exists in one language and not the other.

A text may hold plural blocks (``{n, plural, one {# card} other {# cards}}``): ``game.core.i18n_plural``
describes the syntax and the count categories of each language; ``render`` applies them.
"""

from __future__ import annotations

import json
import os
import tomllib
from pathlib import Path
from typing import Any

from game.core.i18n_plural import resolve
from game.core.resources import DataPath, located, stamp, toml_files

LANGUAGES: dict[str, str] = {"en": "English", "pt_BR": "Português do Brasil"}
DEFAULT_LANGUAGE = "en"
CATALOGUE_DIR = located(Path(__file__).resolve().parent.parent / "i18n")

_catalogues: dict[str, dict[str, str]] = {}
_current = DEFAULT_LANGUAGE


def _flatten(prefix: str, table: dict[str, Any], out: dict[str, str], origin: str) -> None:
    for key, value in table.items():
        full = f"{prefix}.{key}" if prefix else key
        if isinstance(value, dict):
            _flatten(full, value, out, origin)
        elif isinstance(value, str):
            if full in out:
                raise ValueError(f"{origin}: translation key '{full}' is defined twice")
            out[full] = value
        else:
            raise ValueError(f"{origin}: translation key '{full}' must be text")


def load_catalogue(lang: str, directory: DataPath = CATALOGUE_DIR) -> dict[str, str]:
    out: dict[str, str] = {}
    folder = directory / lang
    for path in toml_files(folder):
        with path.open("rb") as fh:
            try:
                data = tomllib.load(fh)
            except tomllib.TOMLDecodeError as exc:
                raise ValueError(f"{lang}/{path.name}: not valid TOML ({exc})") from None
        _flatten("", data, out, f"{lang}/{path.name}")
    return out


_cache_dir: list[Path] = []  # where parsed catalogues are kept (the app's config folder), if anywhere


def use_cache(directory: Path | None) -> None:
    """Keep each parsed catalogue as JSON in ``directory``: every start used to parse all the TOML
    files (tens of milliseconds, most of the start's margin); reading the JSON back costs ~1 ms. The
    cache names the files it came from (name, size, time), so an edited catalogue is parsed again."""
    _cache_dir[:] = [directory] if directory is not None else []


def _stamp(lang: str) -> list[list[Any]]:
    return [[p.name, *stamp(p)] for p in toml_files(CATALOGUE_DIR / lang)]


def _cached(lang: str) -> dict[str, str]:
    if not _cache_dir:
        return load_catalogue(lang)
    path = _cache_dir[0] / f"i18n-{lang}.json"
    try:
        stamp: list[list[Any]] | None = _stamp(lang)
    except OSError:
        stamp = None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if stamp is not None and data.get("files") == stamp and isinstance(data.get("texts"), dict):
            return {str(k): str(v) for k, v in data["texts"].items()}
    except (OSError, ValueError, AttributeError):
        pass  # no cache yet, or a damaged one: parse the catalogue and write it anew
    texts = load_catalogue(lang)
    if stamp is not None:
        try:  # written whole or not at all: a half-written cache would only be parsed again anyway
            _cache_dir[0].mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(path.name + ".tmp")
            tmp.write_text(json.dumps({"files": stamp, "texts": texts}, ensure_ascii=False), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            pass
    return texts


def catalogue(lang: str) -> dict[str, str]:
    if lang not in _catalogues:
        _catalogues[lang] = _cached(lang)
    return _catalogues[lang]


def set_language(lang: str) -> None:
    global _current
    _current = lang if lang in LANGUAGES else DEFAULT_LANGUAGE


def language() -> str:
    return _current


def has(key: str) -> bool:
    return key in catalogue(_current) or key in catalogue(DEFAULT_LANGUAGE)


def t(key: str, **params: Any) -> str:
    """Translate ``key`` into the current language, choosing plural forms by their counts and
    formatting ``{name}`` placeholders.

    A missing key shows the key itself (tests make sure none is missing).
    """
    lang = _current
    text = catalogue(lang).get(key)
    if text is None:  # an English text counts by English rules
        lang, text = DEFAULT_LANGUAGE, catalogue(DEFAULT_LANGUAGE).get(key, key)
    return render(text, lang, params)


def render(text: str, lang: str, params: dict[str, Any]) -> str:
    """A catalogue ``text`` of ``lang`` with its plural forms chosen and ``{name}`` placeholders filled
    from ``params``; a text that does not format (a missing argument) is shown as written. Every
    place that formats catalogue texts goes through here, so plural blocks never reach the screen."""
    text = resolve(text, lang, params)
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError, AttributeError):
            return text
    return text


def localized(text: object) -> str:
    """Pick the current language from a content ``Text`` record or an {en, pt} dict."""
    lang = "pt" if _current.startswith("pt") else "en"
    if isinstance(text, dict):
        picked = text.get(lang) or text.get("en", "")
    else:
        picked = getattr(text, lang, None) or getattr(text, "en", str(text))
    # Content records hold str; str() only states that to the checker (a str passes through as is).
    return str(picked)

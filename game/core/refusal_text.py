"""Wording a ``Refusal`` for people: the edge where a refusal's key and parameters become text.

Screens call ``render`` (the player's language); ``IllegalAction.__str__`` calls ``english`` so logs,
save diagnostics and tests read the same words whatever the UI language is.
"""

from __future__ import annotations

from typing import Any

from game.core import i18n
from game.core.refusal import Refusal

LIST_SEPARATOR_KEY = "refusals.list_separator"
FALLBACK_KEY = "illegal.not_allowed"


def render(refusal: Refusal, lang: str | None = None) -> str:
    """``refusal`` in ``lang`` (default: the current UI language), falling back to English per key."""
    return _render(refusal, lang or i18n.language(), 0)


def english(refusal: Refusal) -> str:
    return _render(refusal, "en", 0)


def _text(key: str, lang: str) -> str | None:
    try:
        got = i18n.catalogue(lang).get(key)
        return got if got is not None else i18n.catalogue(i18n.DEFAULT_LANGUAGE).get(key)
    except Exception:  # a broken catalogue must not turn a refusal into a crash
        return None


def _param(value: Any, lang: str, depth: int) -> Any:
    if isinstance(value, Refusal):
        return _render(value, lang, depth + 1)
    if isinstance(value, tuple | list):
        sep = _text(LIST_SEPARATOR_KEY, lang) or ", "
        return sep.join(str(_param(v, lang, depth + 1)) for v in value)
    if isinstance(value, dict):
        short = "pt" if lang.startswith("pt") else "en"
        return value.get(short) or value.get("en", "")
    return value


def _render(refusal: Refusal, lang: str, depth: int) -> str:
    text = _text(refusal.key, lang)
    if text is None or depth > 4:
        text = _text(FALLBACK_KEY, lang) or refusal.key
    params: dict[str, Any] = {}
    for name, value in refusal.params.items():
        if name.endswith("_key") and isinstance(value, str):
            params[name[: -len("_key")]] = _text(value, lang) or value
        else:
            params[name] = _param(value, lang, depth)
    return i18n.render(text, lang, params)  # plural forms chosen, placeholders filled

"""Text from a save file made safe to show: no NUL, no lone surrogate, no control characters, short.

A save's summary, times and names are whatever the file holds; the fonts refuse NUL and lone
surrogates outright, and a 30,000-character summary has no place on one line. Everything the
load screen and the menu show from a file passes through ``display_text``.
"""

from __future__ import annotations

import re
from typing import Any

# C0 and C1 controls, DEL, and the bidirectional overrides that could flip a line around.
_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]+")
_SURROGATE = re.compile("[\ud800-\udfff]")
SUMMARY_LIMIT = 200


def display_text(value: Any, limit: int = SUMMARY_LIMIT) -> str:
    """``value`` as one short, printable line (cut with an ellipsis past ``limit`` characters)."""
    text = value if isinstance(value, str) else ""
    text = text[: limit * 4]  # bound the work before any regex runs
    text = _SURROGATE.sub("\ufffd", text)
    text = _CONTROLS.sub(" ", text)
    text = " ".join(text.split())
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return text


def without_surrogates(value: Any, depth: int = 0) -> Any:
    """A JSON value with every lone surrogate (in text and keys) replaced, so it can be written as UTF-8."""
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if depth > 200:
        return None
    if isinstance(value, list):
        return [without_surrogates(v, depth + 1) for v in value]
    if isinstance(value, dict):
        return {without_surrogates(k): without_surrogates(v, depth + 1) for k, v in value.items()}
    return value


def detail(text: Any, limit: int = 160) -> str:
    """A message fragment for inside a sentence: printable, short, without its own closing period."""
    out = display_text(str(text), limit)
    return out.rstrip(" .")


# Phrases only Python itself writes: a reason holding one came from a crash, not from a rule.
_INTERNAL = re.compile(
    r"NoneType|unhashable|invalid literal|object has no attribute|not subscriptable|not iterable|"
    r"positional argument|keyword argument|object is not|can't multiply|unsupported operand|"
    r"must be (?:str|int|real number)|codec|surrogates|Traceback|Error\b|\bint\(\)|\bstr\b|\bdict\b|"
    r"\blist\b index|\btuple\b|index out of range|KeyError|__\w+__"
)


def looks_internal(text: str) -> bool:
    """True when ``text`` reads like a Python error message rather than a sentence for a player."""
    return bool(_INTERNAL.search(text))

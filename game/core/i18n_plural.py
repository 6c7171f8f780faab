"""Plural forms inside catalogue texts: one form per count category, chosen by a named count.

A catalogue text may hold plural blocks in the ICU MessageFormat shape translators know::

    mill = "{n, plural, one {# Fortress card} other {# Fortress cards}} to the Rubble"

``n`` names the count argument, each selector is a CLDR category (``one``, ``many``, ``other``) or an
exact count (``=0``), ``#`` in a form is the count itself, and a form may use the text's other
``{placeholders}``. Several blocks may share a text, each with its own count.

Categories follow the CLDR plural rules for integer counts (the only counts the games show):

* English: ``one`` for 1, ``other`` for the rest (0 cards, 2 cards).
* Portuguese (CLDR's ``pt``, which is Brazilian Portuguese; ``pt_PT`` differs and is not shipped):
  ``one`` for 0 and 1 (i = 0..1), ``many`` for non-zero multiples of a million (CLDR 38+; that form
  matters only for "1 milhão de cartas" spelled in words, so it falls back to ``other``), ``other``
  for the rest.

Every block must give the forms its language needs (``REQUIRED``): ``problems`` says which are missing,
and a test runs it over both catalogues.
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

# The categories a language's rule can produce, and those a block must spell out (the rest fall back
# to ``other``).
CATEGORIES: dict[str, tuple[str, ...]] = {"en": ("one", "other"), "pt_BR": ("one", "many", "other")}
REQUIRED: dict[str, tuple[str, ...]] = {"en": ("one", "other"), "pt_BR": ("one", "other")}

_OPEN = re.compile(r"\{\s*(\w+)\s*,\s*plural\s*,")
_SELECTOR = re.compile(r"\s*(=\d+|[a-z]+)\s*\{")
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class PluralBlock:
    start: int  # offset of the block's "{" in the text
    end: int  # offset just past its closing "}"
    arg: str  # the count argument that chooses the form
    forms: dict[str, str]  # selector ("one", "other", "=0") -> form text


def category(lang: str, count: Any) -> str:
    """The CLDR plural category of an integer ``count`` in ``lang``; a count that is not a whole
    number (or not a number at all) reads as ``other``."""
    n = _integer(count)
    if n is None:
        return "other"
    n = abs(n)
    if lang.startswith("pt"):
        if n in (0, 1):
            return "one"
        return "many" if n % 1_000_000 == 0 else "other"
    return "one" if n == 1 else "other"


def _integer(count: Any) -> int | None:
    if isinstance(count, bool):
        return None
    if isinstance(count, int):
        return count
    if isinstance(count, float) and count.is_integer():
        return int(count)
    if isinstance(count, str) and re.fullmatch(r"-?\d+", count.strip()):
        return int(count)
    return None


def blocks(text: str) -> list[PluralBlock]:
    """Every plural block of ``text``, in order; a malformed block raises ValueError saying why."""
    out: list[PluralBlock] = []
    pos = 0
    while (m := _OPEN.search(text, pos)) is not None:
        forms: dict[str, str] = {}
        i = m.end()
        while True:
            sel = _SELECTOR.match(text, i)
            if sel is None:
                break
            body_start = sel.end()
            body_end = _closing(text, body_start)
            if body_end is None:
                raise ValueError(f"plural block '{m.group(1)}': the form '{sel.group(1)}' is not closed")
            if sel.group(1) in forms:
                raise ValueError(f"plural block '{m.group(1)}': the form '{sel.group(1)}' is given twice")
            forms[sel.group(1)] = text[body_start:body_end]
            i = body_end + 1
        rest = text[i:].lstrip()
        if not rest.startswith("}"):
            raise ValueError(f"plural block '{m.group(1)}': expected a form like 'one {{…}}' or the closing '}}'")
        if not forms:
            raise ValueError(f"plural block '{m.group(1)}' has no forms")
        end = len(text) - len(rest) + 1
        out.append(PluralBlock(m.start(), end, m.group(1), forms))
        pos = end
    return out


def _closing(text: str, start: int) -> int | None:
    """The offset of the "}" that closes a form whose body starts at ``start`` (forms may hold
    ``{placeholders}``)."""
    depth = 0
    for i in range(start, len(text)):
        ch = text[i]
        if ch == "{":
            depth += 1
        elif ch == "}":
            if depth == 0:
                return i
            depth -= 1
    return None


def resolve(text: str, lang: str, params: Mapping[str, Any]) -> str:
    """``text`` with each plural block replaced by the form its count chooses (``#`` becomes the
    count). A count that was not given picks ``other`` and leaves ``{name}`` in place of ``#``, so the
    missing argument shows as any unformatted placeholder does. Malformed blocks stay as written."""
    if "plural" not in text:
        return text
    try:
        found = blocks(text)
    except ValueError:
        return text
    out: list[str] = []
    pos = 0
    for block in found:
        out.append(text[pos : block.start])
        if block.arg in params:
            count = params[block.arg]
            exact = _integer(count)
            form = block.forms.get(f"={exact}") if exact is not None else None
            if form is None:
                form = block.forms.get(category(lang, count)) or block.forms.get("other", "")
            shown = str(count)
        else:
            form = block.forms.get("other", "")
            shown = "{" + block.arg + "}"
        out.append(form.replace("#", shown))
        pos = block.end
    out.append(text[pos:])
    return "".join(out)


def placeholders(text: str) -> set[str]:
    """Every argument ``text`` uses: its ``{name}`` placeholders (``{name.attr}`` and ``{name[0]}``
    count as ``name``), those inside plural forms, and the counts of its plural blocks."""
    names: set[str] = set()
    flat = text
    try:
        found = blocks(text)
    except ValueError:
        found = []
    for b in reversed(found):  # from the end, so earlier offsets stay right
        names.add(b.arg)
        flat = flat[: b.start] + " ".join(f.replace("#", "") for f in b.forms.values()) + flat[b.end :]
    try:
        fields = [f for _, f, _, _ in string.Formatter().parse(flat) if f]
    except ValueError:  # a stray brace: fall back to the plain {name} ones
        fields = _PLACEHOLDER.findall(flat)
    names.update(f.split(".")[0].split("[")[0] for f in fields)
    return names


def problems(text: str, lang: str) -> list[str]:
    """What is wrong with the plural blocks of ``text`` for ``lang``: malformed blocks, unknown
    selectors, forms the language needs that are missing."""
    try:
        found = blocks(text)
    except ValueError as exc:
        return [str(exc)]
    if not found and _OPEN.search(text) is None and ", plural" in text:
        return ["a plural block that does not parse"]
    known = set(CATEGORIES.get(lang, CATEGORIES["en"]))
    needed = REQUIRED.get(lang, REQUIRED["en"])
    out: list[str] = []
    for b in found:
        for sel in b.forms:
            if not sel.startswith("=") and sel not in known:
                out.append(f"plural block '{b.arg}': '{sel}' is not a plural category of {lang}")
        out += [f"plural block '{b.arg}': the form '{c}' is missing" for c in needed if c not in b.forms]
    return out

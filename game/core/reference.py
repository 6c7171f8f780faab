"""The in-game rules reference (issue #14): pages a board's F1 overlay lists, searches and shows.

A game's reference is built from what the game already declares, so it cannot drift from the rules:
its authored overview pages (``reference.<game>.<page>.title`` / ``.text`` in the catalogues, in the
order ``PAGES`` gives), its keyword glossary (the words card texts underline, with their explanations),
and its rule variants (``Game.rule_variants``) with the reading the game in progress plays under.
Everything is translated when built, so a language switch rebuilds it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.i18n import t
from game.core.options import same_value

# Overview pages per game, in reading order (their texts are in reference.toml).
PAGES: dict[str, tuple[str, ...]] = {
    "desconfronto": ("goal", "turn", "attack", "creatures", "exhaustion", "levels", "hunt", "coliseum", "campaign"),
    "fortress": ("goal", "turn", "build", "combat", "invasion", "end"),
    "zerywia": ("goal", "cycle", "journey", "challenge", "murk", "end"),
}


@dataclass(frozen=True)
class Page:
    section: str  # "overview" | "keyword" | "variant"
    title: str
    text: str
    changed: bool = False  # a rule variant this game plays with another reading than the default


def overview(game: str) -> list[Page]:
    return [
        Page("overview", t(f"reference.{game}.{p}.title"), t(f"reference.{game}.{p}.text")) for p in PAGES.get(game, ())
    ]


def keywords(glossary: Mapping[str, str]) -> list[Page]:
    """One page per keyword: its spellings joined as the title (``Stunned / Stun``), its explanation."""
    by_text: dict[str, list[str]] = {}
    for word, text in glossary.items():
        by_text.setdefault(text, []).append(word)
    pages = [Page("keyword", _capital(" / ".join(dict.fromkeys(words))), text) for text, words in by_text.items()]
    return sorted(pages, key=lambda p: fold(p.title))


def _capital(title: str) -> str:
    return title[:1].upper() + title[1:]


def variants(game: Any, options: Mapping[str, Any] | None) -> list[Page]:
    """Every rule variant of ``game``, with the reading in play (``options``: the game's options)."""
    pages = []
    for v in game.rule_variants():
        value = (options or {}).get(v.key, v.default)
        label = next((t(lbl) for val, lbl in v.choices if same_value(val, value)), str(value))
        changed = not same_value(value, v.default)
        state = t("reference.ui.variant_changed" if changed else "reference.ui.variant_default", value=label)
        text = f"{t(v.help_key)}\n\n{state}\n{t('reference.ui.variant_ref', ref=v.ref)}"
        pages.append(Page("variant", t(v.label_key), text, changed))
    return sorted(pages, key=lambda p: (not p.changed, fold(p.title)))


def build(game: Any, options: Mapping[str, Any] | None, glossary: Mapping[str, str]) -> list[Page]:
    return [*overview(game.name), *keywords(glossary), *variants(game, options)]


def fold(text: str) -> str:
    """Lower case without accents, so "exaustao" finds "Exaustão" and "gurthur" finds "Gûrthur"."""
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(c))


def search(pages: Iterable[Page], query: str) -> list[Page]:
    """Pages whose title or text holds every word of ``query`` (titles first)."""
    words = fold(query).split()
    if not words:
        return list(pages)
    hits = [p for p in pages if all(w in fold(p.title) or w in fold(p.text) for w in words)]
    return sorted(hits, key=lambda p: not all(w in fold(p.title) for w in words))

"""Collect every text the app puts on screen, and tell internal codes from player text.

Two paths draw text: the project's font helper (``scenes.widgets.fonts``: every board, card and
widget) and pygame_gui elements (buttons, labels, dropdowns, text boxes, their tooltips). The probe
wraps the first (fonts come from ``fonts._font``, so a recording ``Font`` subclass sees every
``render``) and reads the second from the UI manager after each frame.

``offences`` flags what a player should never read: catalogue keys (``dc.outcome.won``),
unformatted placeholders (``{hero}``), snake_case ids, figure refs (``c1``, ``h0``), Python
reprs, and content ids that no catalogue text of the language uses as a word (``ven``).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pygame

DOTTED = re.compile(r"(?<![\w.])[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+(?![\w.])")
PLACEHOLDER = re.compile(r"\{[A-Za-z_]\w*\}")
SNAKE = re.compile(r"(?<![\w/\\.-])[a-z][a-z0-9]*_[a-z0-9_]+(?![\w/\\.-])")
REF = re.compile(r"(?<![\w#-])[chn]\d{1,2}(?![\w-])")
REPR = re.compile(r"\[\d|\['|\{'|\b(?:None|True|False)\b|<[a-z]+ object")
WORD = re.compile(r"[A-Za-zÀ-ÿ0-9_]+")
FILE = re.compile(r"\.(?:json|bak|toml|txt|png|tmp)$")


class RecordingFont(pygame.font.Font):
    """A ``pygame.font.Font`` that remembers every string it renders."""

    sink: set[str] = set()

    def render(self, text, *args, **kwargs):  # type: ignore[override]
        if text:
            RecordingFont.sink.add(str(text))
        return super().render(text, *args, **kwargs)


def install(monkeypatch) -> set[str]:
    """Route the font helper through ``RecordingFont``; returns the set that fills with texts."""
    from scenes.widgets import fonts

    sink: set[str] = set()
    RecordingFont.sink = sink

    @cache
    def recording(size: int, face: str) -> pygame.font.Font:
        if not pygame.font.get_init():
            pygame.font.init()
        path = fonts.font_path(face)
        return RecordingFont(str(path) if path else None, max(6, size))

    fonts.reset_caches()
    monkeypatch.setattr(fonts, "_font", recording)
    return sink


def gui_texts(manager: Any) -> set[str]:
    """Texts of every live pygame_gui element: labels, buttons, boxes, dropdown options, tooltips."""
    out: set[str] = set()
    for el in manager.get_sprite_group().sprites():
        if not getattr(el, "visible", True):
            continue
        for attr in ("text", "html_text", "tool_tip_text", "selected_option"):
            value = getattr(el, attr, None)
            if isinstance(value, tuple):
                value = value[0]
            if isinstance(value, str) and value:
                out.add(re.sub(r"<[^>]+>", " ", value))
        for option in getattr(el, "options_list", None) or ():
            out.add(option[0] if isinstance(option, tuple) else str(option))
    return out


@cache
def vocabulary(lang: str) -> frozenset[str]:
    """Every word the language's catalogue and content texts use: such a word is player text."""
    from game.core import i18n

    words: set[str] = set()
    for text in i18n.catalogue(lang).values():
        words.update(WORD.findall(str(text)))
    for text in _content_texts(lang):
        words.update(WORD.findall(text))
    return frozenset(words)


def _content_texts(lang: str) -> list[str]:
    from game.desconfronto.content import HEROES
    from game.desconfronto.creatures import ACTION_CARDS, CREATURES

    key = "pt" if lang.startswith("pt") else "en"
    out: list[str] = []

    def add(text: Any) -> None:
        if text is not None:
            out.append(getattr(text, key, None) or getattr(text, "en", "") or "")

    for h in HEROES.values():
        add(h.name)
        add(h.title)
    for c in CREATURES.values():
        add(c.name)
    for c in ACTION_CARDS.values():
        add(c.name)
    return out


@cache
def internal_ids() -> frozenset[str]:
    """Ids and codes the cores use inside: aura codes, chord tokens, class resource keys, hero,
    creature and condition ids."""
    from game.desconfronto.content import HEROES
    from game.desconfronto.creatures import CREATURES

    ids = {"red", "ven", "RR", "DD", "RD", "res", "mix", "wolf", "bear", "hit1", "hit2"}
    ids |= set(HEROES) | set(CREATURES)
    ids |= {"stunned", "bleeding", "fire", "ice", "poison", "thunder", "corruption", "purification"}
    return frozenset(ids)


def offences(text: str, lang: str) -> list[str]:
    found: list[str] = []
    for m in DOTTED.findall(text):
        if not FILE.search(m) and len(m.split(".")[0]) > 1:
            found.append(m)
    found += PLACEHOLDER.findall(text)
    found += SNAKE.findall(text)
    found += REF.findall(text)
    found += REPR.findall(text)
    vocab = vocabulary(lang)
    found += [w for w in WORD.findall(text) if w in internal_ids() and w not in vocab]
    return found

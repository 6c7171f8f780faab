"""desConfronto hero hand cards carry their hero's emblem (issue 14, icon art: "an emblem for every
creature, hero… shown on its card"), the one the hero's panel shows, at no cost to the rules text."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.core import i18n
from game.core.registry import get_game
from game.core.session import Session
from game.desconfronto.content import HEROES
from scenes.boards.desconfronto_cards import HAND_CARD, PREVIEW_CARD, face_for
from scenes.icons import emblem
from scenes.widgets.card import emblem_side, render_face, text_fits


@pytest.fixture
def pal(harness):
    return harness.app.palette("desconfronto")


def test_every_hero_card_carries_its_heros_emblem(pal):
    for hero in HEROES.values():
        assert emblem("dc_hero", hero.id), hero.id  # every hero has one (art/icons/manifest.toml)
        for card in hero.cards:
            assert face_for(f"{card.id}#1", pal).emblem == emblem("dc_hero", hero.id), card.id


def _plate_column(size):
    return 7 + 4 + emblem_side(size) // 2  # the frame, the row's margin, half the plate


def test_the_hand_cards_plate_opens_the_subtitle_row_and_leaves_the_rules_text_where_it_was(pal):
    face = face_for("artan.vengeance#1", pal)
    plain = dataclasses.replace(face, emblem=None)
    with_plate, spots = render_face(face, HAND_CARD)
    without, plain_spots = render_face(plain, HAND_CARD)
    x = _plate_column(HAND_CARD)
    rows = [y for y in range(HAND_CARD[1]) if with_plate.get_at((x, y)) != without.get_at((x, y))]
    assert rows and len(rows) <= emblem_side(HAND_CARD)  # the plate is drawn, one plate high
    # Below the plate everything (symbols, rule line, rules text and its keyword spots) is unchanged.
    below = pygame.Rect(0, max(rows) + 2, HAND_CARD[0], HAND_CARD[1] - max(rows) - 2)
    assert pygame.image.tobytes(with_plate.subsurface(below), "RGBA") == pygame.image.tobytes(without.subsurface(below), "RGBA")
    assert spots == plain_spots


def test_the_hover_preview_shows_a_larger_plate_and_still_its_whole_text(pal):
    for hero in HEROES.values():
        for card in hero.cards:
            assert text_fits(face_for(f"{card.id}#1", pal), PREVIEW_CARD), card.id
    face = face_for(f"{HEROES['kandra'].cards[0].id}#1", pal)
    with_plate, _ = render_face(face, PREVIEW_CARD)
    without, _ = render_face(dataclasses.replace(face, emblem=None), PREVIEW_CARD)
    x = _plate_column(PREVIEW_CARD)
    assert any(with_plate.get_at((x, y)) != without.get_at((x, y)) for y in range(60))


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_no_hand_card_loses_text_room_to_its_emblem(pal, lang):
    i18n.set_language(lang)
    for hero in HEROES.values():
        for card in hero.cards:
            face = face_for(f"{card.id}#1", pal)
            assert text_fits(face, HAND_CARD) == text_fits(dataclasses.replace(face, emblem=None), HAND_CARD), card.id


def test_the_board_hand_shows_the_active_heros_emblem(harness):
    from scenes.menu import open_board

    session = Session.new(get_game("desconfronto"), {"players": 2, "heroes": ["gelien", "marzak"], "tiers": [1, 1]}, 7)
    harness.push(open_board(harness.app, session, {}))
    harness.advance(2)
    board = harness.top
    sprites = list(board.hand.sprites.values())
    assert sprites and {s.face.emblem for s in sprites} == {emblem("dc_hero", "gelien")}

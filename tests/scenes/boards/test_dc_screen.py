"""What a newcomer meets on the desConfronto board (issue 7 §3), through the real board scene.

Rule IDs: DC-LVL-02 (the spoils buy each Skill Tree's next ability, in order), DC-HERO-FIL-02
(Fildon's Resonant and Dissonant chords), DC-HERO-ART-01/02 (Artan's auras decide which card lines
work; AMB-52: no aura at the start), DC-CMB-06 (a card's targets), DC-CMB-12 (the Creature Phase
shown beat by beat).
"""

from __future__ import annotations

import pygame

from game.core.protocol import Outcome
from game.core.registry import get_game
from game.core.session import Session


def open_board(h, heroes, seed=7, tiers=(1, 1, 2, 3)):
    from scenes.menu import open_board as _open

    setup = {"players": len(heroes), "heroes": heroes, "tiers": list(tiers)}
    session = Session.new(get_game("desconfronto"), setup, seed)
    h.push(_open(h.app, session, {}))
    return h.top


def choice_buttons(board):
    keys = sorted((k for k in board.buttons if k.startswith("choice:")), key=lambda k: int(k[7:]))
    return [board.buttons[k] for k in keys]


def centre(h, rect):
    return h.app.letterbox.to_window(rect.center)


def to_spoils(board, fragments):
    st = board.session.state
    for c in st.creatures:
        c.vigor, c.defeated = 0, True
    st.phase, st.fragments = "spoils", fragments
    board.on_state_changed()
    return st


def in_hand(board, seat, wanted):
    """A card of ``seat``'s deck matching ``wanted``, swapped into the hand if still in the deck."""
    hero = board.session.state.heroes[seat]
    card = next(c for c in [*hero.hand, *hero.draw] if wanted(c))
    if card not in hero.hand:
        hero.draw.cards[hero.draw.cards.index(card)] = hero.hand[0]
        hero.hand[0] = card
        board.on_state_changed()
    return card


def test_dc_lvl_02_spoils_button_names_the_next_level_its_cost_and_the_fragments_left(harness):
    """After buying Aura of Vengeance I the same tree's button offers Aura of Vengeance II (it used
    to keep level I's label, and a second click silently bought level II)."""
    board = open_board(harness, ["artan", "fildon"])
    st = to_spoils(board, 9)
    tree1 = next(b for b in choice_buttons(board) if "Aura of Vengeance I " in b.text + " ")
    assert "cost 1" in tree1.text and "8 left" in tree1.text
    assert "Aura of Vengeance I" in tree1.tool_tip_text and len(tree1.tool_tip_text) > 30  # what it does
    harness.click(harness.button_centre(next(k for k, b in board.buttons.items() if b is tree1)))
    assert st.heroes[0].abilities == ["artan.vengeance_edge"] and st.fragments == 8
    texts = [b.text for b in choice_buttons(board)]
    assert not any("Aura of Vengeance I " in t + " " for t in texts)
    nxt = next(t for t in texts if "Aura of Vengeance II" in t)
    cost = st.options["skill_costs"][1]
    assert f"cost {cost}" in nxt and f"{8 - cost} left" in nxt


def test_dc_hero_fil_02_chord_buttons_name_each_figure_once_per_kind(harness):
    """Resonant placements sit in the left half, Dissonant ones in the right, each figure once per
    half; the tooltip says which chord the button places (and the token the figure holds)."""
    board = open_board(harness, ["fildon", "artan"])
    st = board.session.state
    res = st.heroes[0].res
    res["chord_left"], res["chord_done"], res["chords"] = 2, [], {"c0": "D"}
    board.on_state_changed()
    harness.click_button("dc.class")
    assert board._chord_layout
    buttons = [b for b in choice_buttons(board) if b.text != "Cancel"]
    half = board.buttons["choice:0"].relative_rect.x + 300
    left = [b for b in buttons if b.relative_rect.x < half]
    right = [b for b in buttons if b.relative_rect.x >= half]
    figures = {"Fildon", "Artan"} | {f.text for f in left}
    assert len({b.text for b in left}) == len(left) == len(right) >= 3
    assert {b.text for b in left} == {b.text for b in right} <= figures
    assert all("Resonant" in b.tool_tip_text for b in left)
    assert all("Dissonant" in b.tool_tip_text for b in right)
    held = [b.tool_tip_text for b in left if "holds" in b.tool_tip_text]
    assert held and "Dissonant" in held[0]  # c0 already has a Dissonant token: Resonant makes it Mixed
    first = left[0]
    harness.click(harness.button_centre(next(k for k, b in board.buttons.items() if b is first)))
    assert board.session.actions[-1].name == "fildon_resonant"


def test_dc_hero_art_02_aura_and_resources_are_shown_in_words(harness):
    from scenes.boards.desconfronto_text import figure_name, res_label

    board = open_board(harness, ["artan", "fildon"])
    st = board.session.state
    assert res_label("aura", "ven", st) == "Aura: Vengeance"
    assert res_label("aura", "red", st) == "Aura: Redemption"
    chords = res_label("chords", {"c0": "D", "h0": "RD"}, st)
    assert "Artan Mixed" in chords and "Dissonant" in chords and "c0" not in chords
    assert res_label("mocked", [0], st) == "Mocked: " + figure_name(st, "c0")
    assert "h0" not in (res_label("marks", {"c0": 2}, st) or "")
    assert res_label("aura_turn", 3, st) is None and res_label("chord_done", ["c0"], st) is None


def test_dc_hero_art_01_a_card_that_would_do_nothing_under_the_aura_says_so(harness):
    """Sacred Halo (Redemption: heal 3, Vengeance: draw 2) does nothing with no aura on (AMB-52);
    the core says so and the prompt warns before it is played; with an aura on, no warning."""
    from game.desconfronto.actions import ClassAction
    from game.desconfronto.preview import does_nothing

    board = open_board(harness, ["artan", "fildon"])
    st = board.session.state
    card = in_hand(board, 0, lambda c: c.startswith("artan.sacred_halo"))
    assert does_nothing(st, 0, card)
    board.click_card(card)
    assert "would do nothing" in board.status_text() and "no aura" in board.status_text()
    board.click_card(card)
    board.apply_action(ClassAction(0, "artan_red", "h0"))
    assert not does_nothing(st, 0, card)
    board.click_card(card)
    assert "would do nothing" not in board.status_text()
    assert "receives the heal" in board.status_text()  # under Redemption its target is healed


def test_dc_cmb_06_target_prompts_say_what_the_target_is_for(harness):
    from game.desconfronto.content import card_def

    board = open_board(harness, ["artan", "fildon"])
    card = in_hand(board, 0, lambda c: c.startswith("artan.vengeance#"))
    assert card_def(card).effects[0].verb == "attack"
    board.click_card(card)
    assert "choose the creature to attack" in board.status_text()
    target = next(a.target for a in board.legal if getattr(a, "card", "") == card)
    harness.click(centre(harness, board.figure_rects()[target]))
    # Vengeance's second target receives Fire: the pending prompt names it.
    assert board.session.state.pending and "receives Fire" in board.choice_heading()[0]


def test_draw_tooltip_follows_the_deck(harness):
    board = open_board(harness, ["artan"])
    draw = board.buttons["dc.draw"]
    n = len(board.session.state.heroes[0].draw)
    assert f"{n} cards left" in draw.tool_tip_text
    harness.click_button("dc.draw")
    assert f"{n - 1} cards left" in draw.tool_tip_text and draw.text == f"Draw ({n - 1})"


def test_game_over_says_the_reason_once_in_the_players_language(harness):
    from scenes.boards.game_over import GameOverScene

    board = open_board(harness, ["artan", "fildon"])
    for lang, words in (("en", "hero is Exhausted"), ("pt_BR", "Exauridos")):
        harness.app.set_language(lang)
        outcome = Outcome("lost", (), "dc.outcome.lost")
        board.session.is_over = lambda o=outcome: o
        board._over_shown = False  # the board opens the dialog itself, once per game end
        harness.advance(3)
        assert isinstance(harness.top, GameOverScene)
        texts = [el.text for el in harness.app.ui.get_sprite_group().sprites() if hasattr(el, "text")]
        joined = " | ".join(str(t) for t in texts)
        assert "dc.outcome" not in joined
        assert sum(words in str(t) for t in texts) == 1, joined
        harness.app.stack.pop()
        harness.advance(2)


def test_dc_cmb_12_the_log_waits_for_the_animation_that_shows_it(dirs):
    """At normal speed the Creature Phase's lines reach the log as their beats play, not at once."""
    from game.core import i18n
    from game.desconfronto.actions import Pass
    from scenes.harness import Harness
    from scenes.settings import Settings

    config, saves = dirs
    h = Harness(save_dir=saves, config_dir=config, seed=7, settings=Settings(animation_speed="normal"))
    try:
        board = open_board(h, ["artan"], tiers=(3, 3, 3, 3))
        before = len(board.log.entries)
        board.act_one(Pass)
        assert board.anim.busy
        early = len(board.log.entries)
        h.advance(3)
        assert board.anim.busy and len(board.log.entries) < before + 6
        assert not any("attacks" in e for e in board.log.entries[early:])  # the dice are still rolling
        # The playmats, too, show the state from before the Pass until the beats are played.
        live = board.session.state
        assert board.shown_state() is not live and board.shown_state().turn < live.turn
        board.handoff = 0  # a hand-off waits: its button stays hidden under the banner meanwhile
        board._show_ready()
        assert board.anim.busy and not board.buttons["handoff.ready"].visible
        board.anim.skip()
        assert any("attacks" in e or "draws" in e for e in board.log.entries[before:])
        assert board.shown_state() is board.session.state
        h.advance(1)
        assert board.buttons["handoff.ready"].visible
    finally:
        h.close()
        i18n.set_language("en")


def test_the_new_below_marker_never_covers_a_log_line():
    from scenes.boards.event_log import EventLog
    from scenes.widgets.log_panel import LogPanel

    pygame.init()
    panel = LogPanel(pygame.Rect(0, 0, 400, 200), header="Log")
    for i in range(30):
        panel.add(f"Event {i}: a line of the log.")
    panel.scroll(60)
    panel.add("Event 30: new.")
    assert panel.unread == 1
    body = panel._body_rect().move(panel.rect.topleft)
    assert not panel._unread_rect().colliderect(body)
    log = EventLog(400)
    for i in range(30):
        log.add(f"Event {i}")
    log.scroll_by(5, 10)
    surface = pygame.Surface((400, 200))
    log.draw(surface, pygame.Rect(0, 0, 400, 10 * log.LINE_H), (255, 255, 255), (128, 128, 128))
    assert len(log.visible(9)) == 9  # one row fewer: the marker takes the last row


def test_card_titles_and_rules_text_fit_at_1280x720_in_both_languages(harness):
    """Every hero card's title is whole on the hand card (two lines if need be) and its whole text
    fits the large preview shown on hover; a hand card too small for its text ends on whole lines."""
    from game.core import i18n
    from game.desconfronto.content import HEROES
    from scenes.boards.desconfronto_cards import HAND_CARD, PREVIEW_CARD, face_for
    from scenes.widgets.card import text_fits, title_lines

    pal = harness.app.palette("desconfronto")
    for lang in ("en", "pt_BR"):
        i18n.set_language(lang)
        for hero in HEROES.values():
            for card in hero.cards:
                face = face_for(f"{card.id}#1", pal)
                _, lines = title_lines(face.title, HAND_CARD[0] - 14 - 16)
                assert " ".join(lines) == face.title, (lang, card.id, lines)
                assert text_fits(face, PREVIEW_CARD), (lang, card.id)
    i18n.set_language("en")

"""Headless play on the desConfronto combat board: real drags, clicks and keys through the harness.

Rule IDs: DC-CMB-06 (Hero Phase actions: draw, sacrifice, play), DC-CMB-07 (pass),
DC-CMB-12 (Creature Phase: card, block dice, attack), DC-CMB-15 (creature order).
"""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import get_game
from game.core.session import Session
from game.desconfronto.creatures import CREATURES
from game.desconfronto.roster import playable_heroes

SEED = 7
# Four creatures from every tier, to fill the playmat whatever the table size.
FOUR = sorted(CREATURES, key=lambda c: (CREATURES[c].tier, c))[::12][:4]


def open_dc(h, n: int, creatures: list[str] | None = None, bots: dict | None = None):
    from scenes.boards.desconfronto import DesconfrontoBoard
    from scenes.menu import open_board

    setup = {"players": n, "heroes": playable_heroes()[:n], "tiers": [1, 1, 2, 3]}
    if creatures:
        setup["creatures"] = creatures
    session = Session.new(get_game("desconfronto"), setup, SEED)
    h.push(open_board(h.app, session, {"bots": bots or {}}))
    board = h.top
    assert isinstance(board, DesconfrontoBoard)
    return board


def centre(h, rect) -> tuple[int, int]:
    return h.app.letterbox.to_window(rect.center)


def in_hand(board, wanted) -> str:
    """A card of the acting hero's deck matching ``wanted``, swapped into the hand if it is still in
    the draw pile (every card stays in exactly one zone), so a test does not hang on one shuffle."""
    hero = board.session.state.heroes[0]
    card = next(c for c in [*hero.hand, *hero.draw] if wanted(c))
    if card not in hero.hand:
        hero.draw.cards[hero.draw.cards.index(card)] = hero.hand[0]
        hero.hand[0] = card
        board.on_state_changed()
    return card


def finish_targets(h, board) -> None:
    """A card with a second target slot: its legal answers light up on the board and take a click."""
    while board.session.state.pending is not None and board.session.state.pending["kind"] == "target":
        lit = [a.target for a in board.legal if type(a).__name__ == "ChooseTarget"]
        assert lit and board.buttons.get("choice:0") is not None
        h.click(centre(h, board.figure_rects()[lit[0]]))


def enemy_card(board):
    """A (card, creature) the core lets the active hero play on a creature."""
    from game.desconfronto.actions import PlayCard

    return next(
        (a.card, a.target) for a in board.legal if isinstance(a, PlayCard) and a.target.startswith("c")
    )


def test_skirmish_opens_with_one_and_four_heroes_dc_cmb_15(harness):
    from scenes.boards import desconfronto_layout as L

    solo = open_dc(harness, 1)
    st = solo.session.state
    assert len(st.heroes) == 1 and len(solo.drag.cards) == 5
    tiers = [CREATURES[c.creature].tier for c in st.creatures]
    assert tiers == sorted(tiers)  # DC-CMB-15: lowest tier at position 1
    harness.app.stack.pop()
    harness.advance(2)
    if len(playable_heroes()) < 4:
        pytest.skip("fewer than four playable heroes in the roster")
    four = open_dc(harness, 4, FOUR)
    st = four.session.state
    assert len(st.heroes) == 4 and len(st.creatures) == 4
    nina = {f"n{h.seat}" for h in st.heroes if h.hero == "gelien"}  # DC-HERO-GEL-02: Nina is a figure
    assert set(four.figure_rects()) == {"c0", "c1", "c2", "c3", "h0", "h1", "h2", "h3"} | nina
    assert all(L.CREATURES.contains(r) for r in L.creature_slots(4))
    assert four.buttons["dc.draw"].is_enabled and four.buttons["dc.pass"].is_enabled


def test_drag_a_card_onto_a_legal_creature_plays_it_dc_cmb_06(harness):
    board = open_dc(harness, 1)
    card, target = enemy_card(board)
    sprite = board.drag.card(card)
    before = len(board.session.actions)
    harness.drag(centre(harness, sprite.rect), centre(harness, board.figure_rects()[target]))
    st = board.session.state
    finish_targets(harness, board)
    assert card not in st.heroes[0].hand
    assert len(board.session.actions) > before and board.session.actions[before].card == card
    assert any("played" in line or "targets" in line for line in board.log.entries[-12:])


def test_drop_on_an_illegal_target_is_refused_with_the_core_reason(harness):
    from game.desconfronto.content import card_def

    board = open_dc(harness, 1)
    card = in_hand(board, lambda c: card_def(c).targets[:1] == ("enemy",))
    sprite = board.drag.card(card)
    home = sprite.rect.topleft
    before = board.session.state_hash()
    assert "h0" not in board.legal_targets(card)  # a hero is not lit for an enemy-only card
    harness.drag(centre(harness, sprite.rect), centre(harness, board.figure_rects()["h0"]))
    harness.advance(30)
    assert board.session.state_hash() == before and not board.session.actions
    assert board.drag.toast.text == "That is not a legal target for this card."
    assert board.drag.card(card).rect.topleft == home  # snapped back


def test_click_card_then_creature_plays_it(harness):
    board = open_dc(harness, 1)
    card, target = enemy_card(board)
    harness.click(centre(harness, board.drag.card(card).rect))
    assert board.selected == card
    harness.click(centre(harness, board.figure_rects()[target]))
    finish_targets(harness, board)
    assert card not in board.session.state.heroes[0].hand


def test_a_card_that_targets_an_element_offers_the_elements_as_choices(harness):
    """Prismatic Cone (DC-COND-18, L827) names no figure: dropped on the table it is played, then the
    choice panel lists the elements the core allows for each creature in turn, and a pick applies one."""
    from scenes.boards import desconfronto_layout as L
    from scenes.menu import open_board

    setup = {"players": 1, "heroes": ["pharanor"], "tiers": [1, 1, 2, 3]}
    session = Session.new(get_game("desconfronto"), setup, SEED)
    harness.push(open_board(harness.app, session, {}))
    board = harness.top
    card = in_hand(board, lambda c: c.startswith("pharanor.prismatic_cone#"))
    assert set(board.legal_targets(card)) >= {"play"}
    harness.drag(centre(harness, board.drag.card(card).rect), centre(harness, L.PLAY_ZONE))
    assert card not in session.state.heroes[0].hand
    labels = [b.text for k, b in sorted(board.buttons.items()) if k.startswith("choice:")]
    assert "Fire" in " ".join(labels) and session.state.pending["name"] == "cone"
    first = session.state.pending["left"][0]
    harness.click_button("choice:0")
    assert session.state.creatures[int(first[1:])].cond


def test_draw_button_draws_a_card_dc_cmb_06a(harness):
    board = open_dc(harness, 1)
    hero = board.session.state.heroes[0]
    hand, deck = len(hero.hand), len(hero.draw)
    harness.click_button("dc.draw")
    hero = board.session.state.heroes[0]
    assert (len(hero.hand), len(hero.draw), board.session.state.actions_left) == (hand + 1, deck - 1, 1)
    assert len(board.drag.cards) == hand + 1
    harness.key(pygame.K_d)  # the keyboard shortcut does the same
    assert len(board.session.state.heroes[0].hand) == hand + 2


def test_sacrifice_zone_makes_a_basic_attack_dc_cmb_06b(harness):
    from scenes.boards import desconfronto_layout as L

    board = open_dc(harness, 1)
    card = board.session.state.heroes[0].hand[0]
    harness.drag(centre(harness, board.drag.card(card).rect), centre(harness, L.SACRIFICE))
    if board.session.actions:  # one living creature: the attack went straight in
        assert type(board.session.actions[0]).__name__ == "Sacrifice"
    else:
        assert board.mode == "sacrifice" and board.selected == card
        target = next(a.target for a in board.legal if type(a).__name__ == "Sacrifice")
        harness.click(centre(harness, board.figure_rects()[target]))
        assert type(board.session.actions[0]).__name__ == "Sacrifice"
    assert card in board.session.state.heroes[0].discard
    assert board.tray.dice and board.tray.done  # the basic attack's die landed in the tray


def test_tray_dice_settle_on_the_core_faces_and_a_purified_die_explodes_dc_dice(harness):
    """DC-DICE: a Purified face (hero reading) counts 1 and rolls one more die; the tray shows
    exactly the faces the core rolled, the explosion as an extra die."""
    board = open_dc(harness, 1)
    st = board.session.state
    st.forced[:] = ["purified", "hit2"]  # the test-only queue the core reads before its Rng
    action = next(a for a in board.legal if type(a).__name__ == "Sacrifice")
    events = board.apply_action(action)
    attack = next(e for e in events if e.kind == "dc.attack")
    assert [d["kept"] for d in attack.data["dice"]] == ["purified", "hit2"]
    assert attack.data["dice"][1]["extra"] and attack.data["damage"] >= 3
    harness.advance(2)
    assert board.tray.done and board.tray.displayed_faces() == ["purified", "hit2"]
    assert [d.extra for d in board.tray.dice] == [False, True]


def test_pass_plays_the_creature_phase_and_logs_it_dc_cmb_12(harness):
    board = open_dc(harness, 1)
    harness.click_button("dc.pass")
    harness.advance(5)
    st = board.session.state
    assert st.last_card and len(board.session.state.cdiscard) == 1
    joined = "\n".join(board.log.entries)
    assert "ends the Hero Phase" in joined and "draws" in joined and "Block" not in joined
    assert board.tray.dice and board.tray.done and not board.anim.busy
    assert not [line for line in board.log.entries if "dc." in line or "{" in line]  # all translated
    # The tray shows exactly the faces the core rolled for the last attack (or the block dice).
    shown = [f for f in board.tray.displayed_faces()]
    assert all(shown)


def test_creature_phase_is_paced_at_normal_speed_dc_cmb_12(harness):
    """Card drawn, block dice, then each attack's dice: beats wait on the tray; input waits on them."""
    harness.app.settings.animation_speed = "normal"
    board = open_dc(harness, 1)
    harness.click_button("dc.pass")
    assert board.anim.busy and board.anim.in_creature_phase
    assert (
        board.anim.shown_card is not None
        and board.anim.shown_card["card"] == board.session.state.cdiscard.cards[0]
    )
    assert not board.tray.done  # the two block dice are still rolling
    assert board.status_text() == "The creatures act… (click to skip)"
    frames = 0
    while board.anim.busy and frames < 900:
        harness.advance(1)
        frames += 1
    assert 30 < frames < 900 and board.tray.done


def test_a_click_skips_the_creature_phase_animation(harness):
    harness.app.settings.animation_speed = "slow"
    board = open_dc(harness, 1)
    harness.click_button("dc.pass")
    assert board.anim.busy
    harness.click(centre(harness, board.figure_rects()["c0"]))
    assert not board.anim.busy and board.tray.done and board.selected is None


def test_save_from_pause_menu_and_load_resumes_exactly(harness):
    board = open_dc(harness, 2)
    harness.click_button("dc.draw")
    card, target = enemy_card(board)
    board.apply_action(next(a for a in board.legal if getattr(a, "card", "") == card))
    harness.key(pygame.K_ESCAPE)
    assert type(harness.top).__name__ == "PauseScene"
    harness.click_button("pause.save")
    expected = board.session.state_hash()
    harness.click_button("pause.quit")
    harness.click_button("menu.continue")
    resumed = harness.top
    assert type(resumed).__name__ == "DesconfrontoBoard"
    assert resumed.session.state_hash() == expected


def test_hotseat_hand_off_and_handing_a_seat_to_the_bot(harness):
    board = open_dc(harness, 2)
    harness.click_button("dc.pass")
    harness.advance(5)
    st = board.session.state
    assert board.decider() == 1 and board.handoff == 1  # the second hero's turn (seed 7)
    assert not board.legal and not board.drag.cards  # the hand stays covered until they take over
    harness.click_button("handoff.ready")
    assert board.handoff is None and board.legal and board.drag.cards
    from scenes.boards import desconfronto_layout as L
    from scenes.boards.desconfronto_heroes import toggle_rect

    harness.click(centre(harness, toggle_rect(L.hero_slots(2)[1])))  # the seat chip on the playmat
    assert board.bots.is_bot(1) and board.save_meta()["bots"] == {"1": "greedy"}
    harness.advance(60)
    assert st.turn >= 2 and len(board.session.actions) > 1


def test_keywords_on_cards_and_condition_icons_show_tooltips(harness):
    board = open_dc(harness, 1)
    sprite = next(s for s in board.drag.cards if s.keyword_spots)
    rect, word = sprite.keyword_spots[0]
    pos = rect.move(sprite.rect.topleft).center
    harness.move(harness.app.letterbox.to_window(pos))
    harness.advance(40)  # past the hover delay
    assert board.tips.showing == word and board.tips.glossary[word]
    # DC-COND-02: a Fire token on a creature shows its icon, whose tooltip explains Fire.
    board.session.state.creatures[0].cond["fire"] = 2
    board.session.touch()  # edited behind the session's back: say so (the board redraws on changes)
    harness.advance(2)
    slot = board.figure_rects()["c0"]
    spot = next(r for r, k in board.tips._placed["c0"] if k == "Fire")
    harness.move(harness.app.letterbox.to_window(spot.center))
    harness.advance(40)
    assert slot.contains(spot) and board.tips.showing == "Fire"
    assert "2 wounds" in board.tips.glossary["Fire"]


def test_screenshots_at_720p_and_1080p(harness, tmp_path):
    n = min(4, len(playable_heroes()))
    board = open_dc(harness, n, FOUR, bots={str(s): "random" for s in range(n)})
    harness.app.settings.animation_speed = "normal"
    board.on_resume()
    harness.advance(90)
    shot = harness.screenshot(tmp_path / "desconfronto_1280.png")
    assert shot.stat().st_size > 20000
    harness.resize((1920, 1080))
    harness.advance(20)
    big = harness.screenshot(tmp_path / "desconfronto_1920.png")
    assert pygame.image.load(str(big)).get_size() == (1920, 1080)


def test_frame_times_bench_returns_one_time_per_frame():
    from scenes.boards.desconfronto_bench import frame_times

    times = frame_times((1280, 720), 20)
    assert len(times) == 20 and all(t > 0 for t in times)


def test_board_strings_exist_in_both_languages():
    """Every key the board asks for (literal or per rule vocabulary) is in en and pt_BR."""
    import re
    import tomllib
    from pathlib import Path

    from game.core.i18n import _flatten, catalogue
    from game.desconfronto.creatures import FACE_KEYS, MANNERS
    from scenes.boards.desconfronto_cards import KEYWORDS

    root = Path(__file__).resolve().parents[3]
    files = {}
    for lang in ("en", "pt_BR"):
        out: dict[str, str] = {}
        with open(root / "game" / "i18n" / lang / "desconfronto_ui.toml", "rb") as fh:
            _flatten("", tomllib.load(fh), out, lang)
        files[lang] = set(out)
    assert files["en"] == files["pt_BR"]
    pattern = re.compile(r"""\bt\(\s*"([a-z_]+\.[a-z_.]+)\"""")
    used = set()
    for path in (root / "scenes" / "boards").glob("desconfronto*.py"):
        used |= set(pattern.findall(path.read_text(encoding="utf-8")))
    used |= {f"dcui.face.{f}" for f in FACE_KEYS} | {f"dcui.face_short.{f}" for f in FACE_KEYS}
    used |= {f"dcui.manner.{m}" for m in MANNERS} | {
        f"dcui.card.{k}" for k in ("action", "signature", "react")
    }
    used |= {f"dcui.kw.{k}.{part}" for k in KEYWORDS for part in ("words", "title", "text")}
    used |= {"dcui.cause.wounds", "dcui.cause.cards", "dcui.combo.ice_fire", "dcui.combo.ice_thunder"}
    used |= {f"dcui.window.{w}" for w in ("hero_attacked", "would_exhaust", "condition_applied")}
    assert len(used) > 80
    for lang in ("en", "pt_BR"):
        assert not sorted(k for k in used if k not in catalogue(lang)), lang


def test_the_menus_open_the_dedicated_board(harness):
    harness.click_button("menu.new_game")
    harness.click_button("choose.desconfronto")
    harness.click_button("newgame.start")
    board = harness.top
    assert type(board).__name__ == "DesconfrontoBoard"
    assert board.legal and board.drag.cards  # seat 1 is human by default: their hand is live


def test_an_exploding_die_joins_the_tray_after_the_first_lands_at_normal_speed(harness):
    """DC-DICE: the extra die of a Purified face is thrown once the roll that made it has landed."""
    harness.app.settings.animation_speed = "normal"
    board = open_dc(harness, 1)
    board.session.state.forced[:] = ["purified", "hit1"]
    board.apply_action(next(a for a in board.legal if type(a).__name__ == "Sacrifice"))
    counts = []
    for _ in range(600):
        counts.append(len(board.tray.dice))
        if not board.anim.busy:
            break
        harness.advance(1)
    assert counts[-1] == 2 and 1 in counts and counts.index(2) - counts.index(1) > 10
    assert board.tray.displayed_faces() == ["purified", "hit1"]

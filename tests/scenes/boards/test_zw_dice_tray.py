"""The Zerywia challenge table: the Challenge's dice in the pymunk tray, driven only by the core's
legal actions (ZW-CHAL-28..35: Determination's rerolls, Criticals and Breaking of the Shield).

A click on a die offers the legal rerolls of that die as payment buttons (Prime, an Offering, a
Banner...), and the one chosen is the action applied; a Critical dragged onto a card's Critical
ability or an Enemy Shield is the SpendCritical action; anything else is the core's refusal."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.core.i18n import set_language, t
from game.core.session import Session
from game.zerywia.actions import EndDetermination, Reroll, SpendCritical
from game.zerywia.game import ZerywiaGame
from scenes.boards.zerywia_dice import current_dice, die_actions, image_name

SHOTS = Path(__file__).resolve().parents[3] / "screenshots"


def determination(want, heroes=("goryv", "svara"), seeds=range(1, 60), limit=300) -> tuple[Session, int]:
    """A seeded random game stopped at a Challenge's Determination where ``want(session, seat)``."""
    for seed in seeds:
        session = Session.new(ZerywiaGame(), {"heroes": list(heroes)}, seed)
        rng = random.Random(seed)
        for _ in range(limit):
            st = session.state
            if session.is_over() is not None:
                break
            if st.step == "challenge" and st.challenge is not None and st.challenge.phase == "determination":
                seat = session.game.current_player(st)
                if seat is not None and want(session, seat):
                    return session, seed
            legal = session.legal_actions()
            if not legal:
                break
            pick = rng.choice(legal)
            if isinstance(pick, EndDetermination) and len(legal) > 1 and rng.random() < 0.5:
                pick = rng.choice(legal)
            session.apply(pick)
    pytest.skip("no seed reaches such a Determination")


def open_board(harness, session, speed: str = "normal"):
    from scenes.menu import open_board as open_

    harness.app.settings.animation_speed = speed
    harness.push(open_(harness.app, session, {"bots": {}}))
    harness.advance(3)
    board = harness.top
    assert type(board).__name__ == "ZerywiaBoardScene"
    return board


def rerollable(session, seat) -> bool:
    return any(isinstance(a, Reroll) for a in session.seat_legal(seat))


def critical(session, seat) -> bool:
    return any(isinstance(a, SpendCritical) and a.card != "hero" for a in session.seat_legal(seat))


def at(harness, pos):
    return harness.app.letterbox.to_window(pos)


def test_the_tray_shows_exactly_the_faces_the_core_rolled(harness):
    """The core rolls; the tray only tumbles each die to the face the state holds, in its order."""
    session, _ = determination(rerollable)
    board = open_board(harness, session)
    harness.advance(400)  # let any throw settle
    assert board.table.tray.done
    want = [image_name(k, f) for k, f in current_dice(session.state)]
    assert [d.icon_name for d in board.table.tray.dice] == want
    assert board.table.tray.displayed_faces() == want


def test_zw_chal_28_a_click_on_a_die_then_its_payment_applies_that_reroll(harness):
    """ZW-CHAL-28/29 (Prime: own dice; Offering: any die): the click offers what pays, by buttons
    built from the legal actions of that die only; the one clicked is applied, and only that die is
    thrown again in the tray (the others stay where they lie)."""
    session, _ = determination(rerollable)
    board = open_board(harness, session)
    harness.advance(400)
    seat = board.human_seat()
    die = next(a.die for a in session.seat_legal(seat) if isinstance(a, Reroll))
    others = {i: tuple(d.pos) for i, d in enumerate(board.table.tray.dice) if i != die}
    harness.click(at(harness, board.table.tray.die_centre(die)))
    assert board.die_choice == die
    offered = die_actions(board.legal, die)
    shown = [k for k in board.buttons if k.startswith("action:")]
    assert len(shown) == len(offered) and "zerywia_board.cancel" in board.buttons
    assert all(getattr(a, "die", None) == die for a in offered)
    before = len(session.actions)
    harness.click_button("action:0")
    assert len(session.actions) == before + 1 and session.actions[-1] == offered[0]
    assert isinstance(session.actions[-1], Reroll) and session.actions[-1].die == die
    assert not board.table.tray.dice[die].settled, "the rerolled die is thrown again"
    assert all(tuple(board.table.tray.dice[i].pos) == p for i, p in others.items())
    harness.advance(400)
    assert board.table.tray.dice[die].icon_name == image_name(*current_dice(session.state)[die])


def test_the_payment_choice_can_be_cancelled(harness):
    session, _ = determination(rerollable)
    board = open_board(harness, session)
    harness.advance(400)
    die = next(a.die for a in board.legal if isinstance(a, Reroll))
    before = list(session.actions)
    harness.click(at(harness, board.table.tray.die_centre(die)))
    harness.click_button("zerywia_board.cancel")
    assert board.die_choice is None and session.actions == before


def test_a_click_on_a_die_with_no_legal_reroll_shows_the_cores_refusal(harness):
    def nix_die_unpaid(session, seat) -> bool:
        ch = session.state.challenge
        legal = session.seat_legal(seat)
        return any(d.kind == "nix" and not die_actions(legal, i) for i, d in enumerate(ch.dice))

    session, _ = determination(nix_die_unpaid)
    board = open_board(harness, session, "instant")
    ch = session.state.challenge
    die = next(i for i, d in enumerate(ch.dice) if d.kind == "nix" and not die_actions(board.legal, i))
    before = list(session.actions)
    harness.click(at(harness, board.table.tray.die_centre(die)))
    assert session.actions == before and board.die_choice is None
    from game.core.refusal_text import render

    refusal = session.game.rule_refusal(session.state, Reroll(board.human_seat(), die, "prime"))
    assert refusal is not None and board.status == render(refusal)  # the core's sentence, worded


def test_zw_chal_30_dragging_a_critical_onto_a_card_spends_it_there(harness):
    """ZW-CHAL-30: a Critical die dragged onto a Prepared card's Critical ability is that card's
    SpendCritical; the die then shows its Pierce, turned in place (L778), not thrown."""
    session, _ = determination(critical)
    board = open_board(harness, session, "instant")
    seat = board.human_seat()
    action = next(a for a in session.seat_legal(seat) if isinstance(a, SpendCritical) and a.card != "hero")
    harness.app.render()  # a frame drawn: the targets are laid out
    target = next(tg for tg in board.table.targets if tg.kind == "card" and tg.card == action.card)
    harness.drag(at(harness, board.table.tray.die_centre(action.die)), at(harness, target.rect.center))
    assert session.actions[-1] == action
    assert session.state.challenge.dice[action.die].spent == action.card
    assert board.table.tray.dice[action.die].settled


def test_a_die_dropped_on_a_difficulty_symbol_asks_nothing_of_the_core(harness):
    """Resolution matches Pierces and Runes to the Difficulty by type on its own (ZW-CHAL-38): the
    drop is answered by a note, and no action is sent."""
    session, _ = determination(rerollable)
    board = open_board(harness, session, "instant")
    harness.app.render()  # a frame drawn: the targets are laid out
    target = board.table.target("difficulty")
    before = list(session.actions)
    harness.drag(at(harness, board.table.tray.die_centre(0)), at(harness, target.rect.center))
    assert session.actions == before
    assert board.status == t("zerywia_ui2.tray.difficulty_auto")


def test_zw_chal_34_a_critical_on_an_enemy_shield_breaks_it(harness):
    """ZW-CHAL-34 (Breaking of the Shield, L778): a Critical dragged onto an Enemy Shield."""

    def breakable(session, seat) -> bool:
        return any(isinstance(a, SpendCritical) and a.card == "hero" for a in session.seat_legal(seat))

    session, _ = determination(breakable, heroes=("goryv", "svara", "veda"))
    board = open_board(harness, session, "instant")
    harness.app.render()
    action = next(a for a in board.legal if isinstance(a, SpendCritical) and a.card == "hero")
    shields = len(session.state.challenge.enemy_shields)
    target = board.table.target("shield")
    harness.drag(at(harness, board.table.tray.die_centre(action.die)), at(harness, target.rect.center))
    assert session.actions[-1] == action
    assert len(session.state.challenge.enemy_shields) < shields  # (a Scarecrow may break one more)


def test_the_dice_decisions_leave_the_button_list(harness):
    """On the table, rerolls and Criticals are taken on the dice; the rest stay buttons."""
    session, _ = determination(rerollable)
    board = open_board(harness, session, "instant")
    shown = board.shown_actions()
    assert any(isinstance(a, EndDetermination) for a in shown)
    assert not any(isinstance(a, Reroll | SpendCritical) for a in shown)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_challenge_table_screenshots(harness, size, lang):
    """Looked at: the Enemy card, the targets, the tray and its numbers fit, in both languages."""
    set_language(lang)
    harness.resize(size)
    session, _ = determination(critical)
    board = open_board(harness, session)
    harness.advance(400)
    die = next(a.die for a in board.legal if isinstance(a, Reroll | SpendCritical))
    harness.click(at(harness, board.table.tray.die_centre(die)))
    path = harness.screenshot(SHOTS / f"zw_table_{lang}_{size[0]}.png")
    assert path.exists() and harness.app.window.get_size() == size


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_the_table_draws_no_key_and_no_id(harness, monkeypatch, lang):
    """Every text of the challenge table is a translated sentence or a card's name."""
    from scenes.boards import zerywia_dice

    set_language(lang)
    session, _ = determination(critical)
    open_board(harness, session, "instant")
    seen: list[str] = []
    original = zerywia_dice.render

    def spy(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    monkeypatch.setattr(zerywia_dice, "render", spy)
    harness.app.render()
    assert seen
    for text in seen:
        assert "zerywia" not in text and "_" not in text, text


def test_the_tray_additions_reroll_one_die_lay_out_and_carry(harness):
    """The widget's additions (the desConfronto board's throw is unchanged): ``reroll`` re-throws one
    die to its given face, ``lay_out`` shows dice at rest, ``die_at``/``hold``/``release`` carry one."""
    import pygame

    from scenes.widgets.dice_tray import DiceTray

    tray = DiceTray(pygame.Rect(0, 0, 600, 260), speed=1.0, seed=1)
    names = [image_name("vigor", "pierce"), image_name("nix", "murk"), image_name("will", "critical")]
    tray.lay_out(names, kinds=["zw_vigor_die", "zw_nix_die", "zw_will_die"])
    assert tray.done and tray.displayed_faces() == names
    spots = [tuple(d.pos) for d in tray.dice]
    assert tray.die_at(tray.die_centre(1)) == 1
    tray.reroll(1, image_name("nix", "hit"))
    assert not tray.dice[1].settled and tray.dice[0].settled and tray.dice[2].settled
    for _ in range(400):
        tray.update(1 / 60)
    assert tray.done and tray.displayed_faces()[1] == image_name("nix", "hit")
    assert [tuple(d.pos) for d in (tray.dice[0], tray.dice[2])] == [spots[0], spots[2]]
    tray.hold(2, (300, 100))
    surface = pygame.Surface((600, 260))
    tray.draw(surface)
    tray.draw_held(surface)
    assert tray.release() == 2 and tray.held is None
    tray.turn_to(0, image_name("vigor", "empty"))
    assert tray.dice[0].shown == image_name("vigor", "empty")

"""The board's payment buttons for a die name who pays when another hero spends its Offering or
3 Trophies (ZW-RES-06, ZW-RES-08): "Reroll die 2 — Goryv pays an Offering", in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.zerywia.actions import Reroll
from game.zerywia.words import hero_name
from scenes.boards.zerywia_dice import die_actions
from tests.scenes.boards.test_zw_dice_tray import at, determination, open_board, rerollable

SHOTS = Path("/tmp/tablebound_zerywia_shots")
WORDS = {
    "en": ("Reroll die {die} — {payer} pays an Offering", "Reroll die {die} — {payer} pays 3 Trophies"),
    "pt_BR": ("Rerrolar o dado {die} — {payer} paga uma Oferenda", "Rerrolar o dado {die} — {payer} paga 3 Troféus"),
}


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_zw_res_06_08_a_partners_payment_is_a_button_naming_the_payer(harness, lang):
    harness.app.set_language(lang)
    session, _ = determination(rerollable)
    board = open_board(harness, session)
    harness.advance(400)
    seat = board.human_seat()
    state = session.state
    partner = next(h for h in state.heroes if h.seat != seat and h.seat not in state.challenge.seats)
    partner.offerings, partner.trophies = 1, 3
    session.touch()
    board.rebuild()
    harness.advance(2)
    die = next(a.die for a in session.seat_legal(seat) if isinstance(a, Reroll))
    harness.click(at(harness, board.table.tray.die_centre(die)))
    offered = die_actions(board.legal, die)
    texts = [board.buttons[f"action:{i}"].text for i in range(len(offered))]
    name = hero_name(state, partner.seat)
    for pattern in WORDS[lang]:
        assert pattern.format(die=die + 1, payer=name) in texts, texts
    assert not any("zerywia." in x for x in texts)
    assert not any(x.endswith("…") for x in texts)  # each label whole on its button
    harness.screenshot(str(SHOTS / f"zerywia_offering_payer_{lang}.png"))
    paid = Reroll(seat, die, "offering", partner.seat)
    harness.click_button(f"action:{offered.index(paid)}")
    assert session.actions[-1] == paid and partner.offerings == 0

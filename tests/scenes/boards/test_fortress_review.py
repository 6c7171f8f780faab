"""Issue 7 on the Heróis & Monstros board, played as a player: seats stay their own, buying and ending
a turn are deliberate, hand-offs only when the hands change owner, English names for resources."""

from __future__ import annotations

import pytest

from game.ai.bots import make_bot
from game.core.i18n import t
from game.core.session import Session
from game.fortress.text import card_name


def fortress_game():
    from game.fortress import GAME

    return GAME


def open_fortress(harness, players=2, seed=777, bots=None, **setup):
    from scenes.menu import open_board

    session = Session.new(fortress_game(), {"players": players, **setup}, seed)
    harness.push(open_board(harness.app, session, {"bots": bots or {}}))
    board = harness.top
    assert type(board).__name__ == "FortressBoardScene"
    return board


def tables(state, seat):
    s = state.seats[seat]
    return (list(s.hand), s.deck.to_json(), s.discard.to_json(), list(s.constructions))


class OwnSeat:
    def __init__(self, game, seat):
        self._game, self.seat = game, seat

    def __getattr__(self, name):
        return getattr(self._game, name)

    def legal_actions(self, state):
        return self._game.seat_actions(state, self.seat)


def test_issue7_bot_switched_in_mid_game_never_touches_the_human_generals_table(harness):
    """Issue 7 §1 (seed 777, 2 Generals): Kryssa-Ruiva is handed to the bot mid-game with the board's own
    "To bot" button; to round 3 every action the bot sends is Kryssa's, and the human Wargosh's hand,
    deck, discard and Constructions never change on a bot action."""
    board = open_fortress(harness)
    game = board.game
    human = make_bot("greedy", 5)  # the human's choices, sent through the board as clicks would
    sent: list = []
    real_update = board.bots.update

    def watched(session, dt, delay):
        action = real_update(session, dt, delay)
        if action is not None:
            sent.append((action, tables(session.state, 0)))
        return action

    board.bots.update = watched
    # Wargosh's first action, then Kryssa goes to the bot through the real button.
    board.apply_action(human.choose(OwnSeat(game, 0), board.session.state))
    harness.advance(2)
    harness.click(harness.button_centre("seat_bot:1"))
    harness.advance(2)
    assert board.bots.is_bot(1) and not board.bots.is_bot(0)
    checked = 0
    for _ in range(3000):
        state = board.session.state
        if board.session.is_over() is not None or state.round > 2 and state.active == 1:
            break
        if type(harness.top).__name__ != "FortressBoardScene":
            harness.key(13)  # a hand-off or banner: Enter
            harness.advance(1)
            continue
        if board.human_to_act() and board.invasion is None:
            board.apply_action(human.choose(OwnSeat(game, board.decider()), state))
        else:
            harness.advance(1)
        while sent:
            action, before = sent.pop(0)
            assert action.player == 1, game.describe_action(board.session.state, action)
            assert tables(board.session.state, 0) == before
            checked += 1
    assert board.session.state.round >= 2
    assert checked > 3, "the bot never played: the test would prove nothing"


def test_issue7_human_never_spends_a_bot_generals_card(harness):
    """HM-GEN-05 help is the helper's own act: with Kryssa-Ruiva a bot, her Escravo chip is not offered to
    the human Wargosh, and a click on it says why and changes nothing."""
    from scenes.boards import fortress_table as T

    board = open_fortress(harness, bots={"1": "greedy"})
    state = board.session.state
    assert any(a.player == 1 for a in board.session.legal_actions())  # the core does allow her help
    assert 1 not in board.marks.helpers
    assert all(getattr(a, "player", 0) == 0 for a in board.offered_actions())
    chips = [(q, card, r) for q, card, r in T.compact_chips(state) if q == 1 and "escravo" in card]
    assert chips
    before = board.session.state_hash()
    harness.click(harness.app.letterbox.to_window(chips[0][2].center))
    harness.advance(1)
    assert board.session.state_hash() == before
    assert board.toast.text == t("fortress_screen.bot_cards")


def test_issue7_human_generals_help_each_other_in_hotseat(harness):
    """HM-GEN-05 between two humans at one screen: Kryssa's Escravo chip stays offered in Wargosh's turn."""
    board = open_fortress(harness)
    assert "escravo" in " ".join(board.marks.helpers.get(1, ()))


def area_buy(board):
    from game.fortress.actions import Buy

    buys = [a for a in board.session.legal_actions() if isinstance(a, Buy) and not a.replace]
    assert buys, "seed 7 offers something affordable on turn 1"
    return buys[0]


def test_issue7_click_on_an_area_card_asks_before_buying(harness):
    """HM-TURN-05/06: a buy reveals the next Fortress card and cannot be undone, so a click only asks;
    Cancel (or Esc) leaves the table as it was, and Acquire (or Enter) buys that very card."""
    import pygame

    from scenes.boards import fortress_layout as L

    board = open_fortress(harness, players=1, seed=7)
    buy = area_buy(board)
    card = board.session.state.area[buy.slot]
    before = board.session.state_hash()
    harness.click(L.area_rect(buy.slot).center)
    assert type(harness.top).__name__ == "ConfirmScene"
    assert t("fortress_screen.buy_title", card=card_name(card)) == harness.top.title
    harness.click_button("fortress_screen.confirm.no")
    assert harness.top is board and board.session.state_hash() == before and not board.session.actions
    harness.click(L.area_rect(buy.slot).center)
    harness.key(pygame.K_ESCAPE)
    assert harness.top is board and not board.session.actions
    harness.click(L.area_rect(buy.slot).center)
    harness.key(pygame.K_RETURN)
    assert harness.top is board and board.session.actions == [buy]
    seat = board.session.state.seats[0]
    assert card in seat.constructions or card in seat.discard


def test_issue7_drag_onto_the_table_buys_without_asking(harness):
    """HM-TURN-05: the drag is the deliberate act; no question follows it."""
    from scenes.boards import fortress_layout as L

    board = open_fortress(harness, players=1, seed=7)
    buy = area_buy(board)
    harness.drag(L.area_rect(buy.slot).center, (560, 600))
    assert harness.top is board and board.session.actions == [buy]


def to_combat(harness, board):
    harness.click_button("fortress_ui.end_phase")
    harness.click_button("fortress_ui.end_phase")
    assert board.session.state.phase == "combat"


def test_issue7_ending_the_turn_with_damage_unspent_asks_first(harness):
    """HM-TURN-15: the Combat pool is lost at the end of the turn; with damage that can still beat a
    level, End turn asks, "Keep attacking" keeps the turn, and yes ends it."""
    from game.fortress.actions import Attack, AttackPlan

    board = open_fortress(harness, players=1, seed=7)
    to_combat(harness, board)
    state = board.session.state
    assert state.damage > 0
    assert any(isinstance(a, (Attack, AttackPlan)) for a in board.session.legal_actions())
    harness.click_button("fortress_ui.end_phase")
    assert type(harness.top).__name__ == "ConfirmScene"
    assert harness.top.title == t("fortress_screen.end_title", n=state.damage)
    harness.click_button("fortress_screen.confirm.no")
    assert harness.top is board and board.session.state.phase == "combat" and board.session.state.round == 1
    harness.click_button("fortress_ui.end_phase")
    harness.click_button("fortress_screen.confirm.yes")
    assert board.session.state.round == 2


def test_issue7_ending_the_turn_with_nothing_to_spend_does_not_ask(harness):
    """HM-TURN-15: with no level the pool can beat, ending the turn loses nothing worth asking about."""
    board = open_fortress(harness, players=1, seed=7)
    to_combat(harness, board)
    board.session.state.damage = 0
    board.on_state_changed()
    harness.click_button("fortress_ui.end_phase")
    assert harness.top is board and board.session.state.round == 2


def test_issue7_hotseat_invasion_hands_off_only_when_the_hand_changes_owner(harness):
    """AMB-17 windows in hotseat: the "pass to" screen comes exactly when the General whose hand is on
    the big table changes between two human decisions, in turns and in Invasion windows alike; two
    windows of the same General in a row, or an Invasion that ends where the next turn starts, ask
    nothing."""
    board = open_fortress(harness, options={"invasion_discard_window": "any"})
    game = board.game
    chooser = make_bot("random", 3)
    last, handoffs, expected, windows = 0, 0, 0, 0
    for _ in range(500):
        state = board.session.state
        if board.session.is_over() is not None or state.round > 3:
            break
        top = type(harness.top).__name__
        if top == "HandoffScene":
            handoffs += 1
            harness.click_button("fortress_ui.handoff.ready")
            continue
        if top != "FortressBoardScene":
            harness.key(13)
            harness.advance(1)
            continue
        if board.invasion is not None:
            harness.advance(1)
            continue
        seat = board.decider()
        expected += seat != last
        windows += state.phase == "invasion"
        last = seat
        board.apply_action(chooser.choose(OwnSeat(game, seat), state))
        harness.advance(1)
    assert windows >= 3, "no Invasion window opened: the test would prove nothing"
    assert handoffs == expected and expected >= 4


PORTUGUESE_RESOURCE = r"Rai[zí]|Cristal de Alma|Cristais|Sacrifício"


def english_texts():
    """Every English string of the fortress content (except proper names) and of the English catalogue."""
    import glob
    import tomllib

    out = []

    def walk(node, path):
        if isinstance(node, dict):
            if isinstance(node.get("en"), str):
                if path[-1] != "name":  # proper names stay Portuguese; resource cards are checked below
                    out.append((path, node["en"]))
                return
            for k, v in node.items():
                walk(v, [*path, k])
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, [*path, i])
        elif isinstance(node, str) and path[0].startswith("game/i18n"):
            out.append((path, node))

    for f in sorted(glob.glob("game/fortress/data/*.toml")) + sorted(glob.glob("game/i18n/en/*.toml")):
        with open(f, "rb") as fh:
            walk(tomllib.load(fh), [f])
    return out


def test_issue7_english_ui_names_resources_in_english():
    """HM-GEN resources on an English screen: Soul Crystal, Root, Sacrifice — in the catalogue, on the
    resource cards and in the Generals' abilities; Portuguese keeps Cristal de Alma, Raiz, Sacrifício."""
    import re

    from game.core import i18n
    from game.fortress.content import content

    i18n.set_language("en")
    assert [t(f"fortress.resource.{k}") for k in ("crystal", "root", "sacrifice")] == [
        "Soul Crystal",
        "Root",
        "Sacrifice",
    ]
    assert t("fortress.gives.root", n=2) == "+2 Root"
    cards = content().cards
    assert [cards[c].name.en for c in ("cristal_de_alma", "raiz", "sacrificio")] == [
        "Soul Crystal",
        "Root",
        "Sacrifice",
    ]
    bad = [(p, s) for p, s in english_texts() if re.search(PORTUGUESE_RESOURCE, s)]
    assert not bad
    i18n.set_language("pt_BR")
    try:
        assert [t(f"fortress.resource.{k}") for k in ("crystal", "root", "sacrifice")] == [
            "Cristal de Alma",
            "Raiz",
            "Sacrifício",
        ]
        assert [cards[c].name.pt for c in ("cristal_de_alma", "raiz", "sacrificio")] == [
            "Cristal de Alma",
            "Raiz",
            "Sacrifício",
        ]
    finally:
        i18n.set_language("en")


def test_issue7_tooltips_give_the_printed_portuguese_word_in_english(harness):
    """The hover preview of a resource card and of the pool names the resource in English with the word
    printed on the card beside it; in Portuguese the word appears once."""
    from game.core import i18n
    from scenes.boards.fortress_preview import details

    board = open_fortress(harness, players=1, seed=7)
    state = board.session.state
    raiz = next(c for c in state.seats[0].hand if c.startswith("raiz"))
    title, body = details(state, board.view, raiz)
    assert title == "Root" and "Root (printed “Raiz”)" in body
    title, body = details(state, board.view, "pool")
    assert "Soul Crystal (printed “Cristal de Alma”)" in body and "Sacrifice (printed “Sacrifício”)" in body
    assert board.preview is not None
    from scenes.boards.fortress_preview import card_at

    assert card_at(state, board.view, (1100, 20)) == "pool"
    i18n.set_language("pt_BR")
    title, body = details(state, board.view, raiz)
    assert title == "Raiz" and "impresso" not in body and "Raiz" in body


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_issue7_no_card_face_cuts_its_rules_text_at_1280x720(harness, monkeypatch, lang):
    """HM-CARD at 1280x720: every Unit and Construction face, at the Area's size and at the table's,
    draws its type line and rules text whole (no "…"), and no raw type id ("xama") reaches it."""
    from game.core import i18n
    from game.fortress.content import content
    from scenes.boards import fortress_cards as C
    from scenes.boards import fortress_layout as L

    i18n.set_language(lang)
    drawn: list[str] = []
    real = C.glyph_render

    def record(s, size, ink, face="regular"):
        drawn.append(s)
        return real(s, size, ink, face)

    monkeypatch.setattr(C, "glyph_render", record)
    cut = []
    for size in (L.area_rect(0).size, (L.CARD_W, L.CARD_H)):
        for cid in content().cards:
            drawn.clear()
            C.defender_face.cache_clear()
            C.defender_face(f"{cid}#1", size, lang, False)
            cut += [(size, cid, s) for s in drawn if "…" in s]
    assert not cut
    assert C.type_name("xama") == "Xamã" and C.type_name("clerigo") == "Clérigo"


def test_issue7_buyable_tick_sits_clear_of_the_rules_text(harness):
    """The Area's buyable tick goes at the end of the "Use:" row when that is free, not over the last
    line of the rules text (Xamã das Raízes, Cogumelal)."""
    from game.core.i18n import language
    from scenes.boards import fortress_cards as C
    from scenes.boards import fortress_layout as L

    size = L.area_rect(0).size
    x, y = C.tick_spot("xama_das_raizes#1", size, language(), False)
    assert y < size[1] - 40 and x > size[0] - 30


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_issue7_every_adversary_sheet_reads_whole_at_1280x720(harness, monkeypatch, lang):
    """HM-ADV sheets at 1280x720: rules, victory and defeat text are drawn whole for every Adversary
    at 12 px (Goggh, who has no plans, takes the plan's place for his long sheet instead of a "…")."""
    from game.core import i18n
    from game.fortress.content import content
    from scenes.boards import fortress_table as T

    i18n.set_language(lang)
    drawn: list[tuple[int, str]] = []
    real = T.glyph_render

    def record(s, size, ink, face="regular"):
        drawn.append((size, s))
        return real(s, size, ink, face)

    monkeypatch.setattr(T, "glyph_render", record)
    import pygame

    for adv in content().adversaries:
        state = fortress_game().new_game({"players": 4, "adversary": adv}, 5)
        drawn.clear()
        T.draw_adversary(
            pygame.Surface((1280, 720)),
            fortress_game().observe(state).table,  # the board draws the game's view
            T.TableView.of(state),
            harness.app.palette("fortress"),
        )
        assert not [s for _, s in drawn if "…" in s], adv
        assert min(size for size, _ in drawn) >= 12


def test_issue7_bot_driver_gives_each_bot_only_its_seats_actions():
    """A seat acts only for itself: a bot at a seat chooses among that seat's own actions — the
    fortress core's ``seat_actions``, and for a game without it the actions that name the seat."""
    from game.ai.bots import own_actions
    from game.core.registry import get_game

    fortress = fortress_game()
    state = fortress.new_game({"players": 2}, 777)
    everyone = fortress.legal_actions(state)
    assert any(a.player == 1 for a in everyone)  # Kryssa-Ruiva's off-turn help (HM-GEN-05)
    assert own_actions(fortress, state, 0) == [a for a in everyone if a.player == 0]
    assert own_actions(fortress, state, 1) == [a for a in everyone if a.player == 1]
    dc = get_game("desconfronto")
    dstate = dc.new_game(dc.default_setup(), 3)
    assert own_actions(dc, dstate, dc.current_player(dstate)) == dc.legal_actions(dstate)


@pytest.mark.parametrize("lang", ["en", "pt_BR"])
def test_issue7_game_over_says_the_reason_once_in_the_players_language(harness, lang):
    """HM-END-04: the Adversary's power reaching its limit ends the game; the banner says why exactly
    once, translated, and never shows the catalogue key."""
    from game.core import i18n
    from game.fortress.adversaries import adversary_of

    i18n.set_language(lang)
    board = open_fortress(harness, players=1, seed=7)
    state = board.session.state
    state.power = adversary_of(state).power_limit - 1  # injected: the Invasion's power rise ends it
    to_combat(harness, board)
    harness.click_button("fortress_ui.end_phase")
    if type(harness.top).__name__ == "ConfirmScene":
        harness.click_button("fortress_screen.confirm.yes")
    harness.advance(3)
    over = harness.top
    assert type(over).__name__ == "FortressGameOver"
    reason = board.session.is_over().reason
    texts = over.shown_texts()
    assert texts.count(t(reason)) == 1, texts
    assert reason not in texts


def end_turn_by_buttons(harness):
    for _ in range(3):
        harness.click_button("fortress_ui.end_phase")
        if type(harness.top).__name__ == "ConfirmScene":
            harness.click_button("fortress_screen.confirm.yes")


def test_issue7_hotseat_hand_off_comes_before_the_invasion_plays_on_the_next_table(harness):
    """HM-INV-01 in hotseat: after the last General's turn the big table belongs to the next General;
    the "pass to" screen comes first, and the Invasion then plays on his table, not before it."""
    harness.app.settings.animation_speed = "normal"
    board = open_fortress(harness)
    end_turn_by_buttons(harness)
    assert type(harness.top).__name__ == "HandoffScene"
    harness.click_button("fortress_ui.handoff.ready")
    end_turn_by_buttons(harness)
    assert type(harness.top).__name__ == "HandoffScene"
    assert harness.top.general == board.seat_names()[0]
    assert board.invasion is not None and not board.invasion.done  # waiting under the hand-off
    harness.click_button("fortress_ui.handoff.ready")
    for _ in range(900):
        if board.invasion is None:
            break
        assert type(harness.top).__name__ == "FortressBoardScene"  # no second hand-off meanwhile
        harness.advance(1)
    assert board.invasion is None and board.decider() == 0

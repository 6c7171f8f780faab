"""Items, Nina, reaction windows and levelling on the desConfronto board, through real clicks and drags.

Rule IDs: DC-ITEM-05 / DC-CMB-06f (use the Active Item, 1 action, once per combat for equipment),
DC-CMB-06d (swap from the extended inventory; the item swapped in may be used at once, L329),
DC-ITEM-03 (consumables leave), DC-HERO-GEL-01/02 (Nina: a figure heals and shields can target),
DC-HERO-FIL Dominate Target (the new target of an attack), DC-LVL-02 (buy abilities in the spoils).
"""

from __future__ import annotations

from game.ai.bots import RandomBot
from game.core.pending import Choice
from game.core.registry import get_game
from game.core.session import Session


def open_board(h, heroes, seed=7, **extra):
    from scenes.menu import open_board as _open

    setup = {"players": len(heroes), "heroes": heroes, "tiers": [1, 1, 2, 3], **extra}
    session = Session.new(get_game("desconfronto"), setup, seed)
    h.push(_open(h.app, session, {}))
    return h.top


def centre(h, rect):
    return h.app.letterbox.to_window(rect.center)


def labels(board):
    keys = sorted((k for k in board.buttons if k.startswith("choice:")), key=lambda k: int(k[7:]))
    return [board.buttons[k].text for k in keys]


def test_use_item_on_nina_is_a_lit_figure_click_dc_item_05_dc_hero_gel_01(harness):
    """Artan's Helm of Kephyr heals a hero; Nina may take heals, so she is lit and takes the click."""
    board = open_board(harness, ["artan", "gelien"])
    st = board.session.state
    st.heroes[1].res["nina"] = 1  # hurt, so the heal shows
    board.on_state_changed()
    assert board.buttons["dc.use_item"].is_enabled
    assert "heal 2 Vigor" in board.buttons["dc.use_item"].tool_tip_text  # the item's text
    harness.click_button("dc.use_item")
    assert {a.target for a in board.group} == {"h0", "h1", "n1"} and "n1" in board.figure_picks()
    harness.click(centre(harness, board.figure_rects()["n1"]))
    assert board.session.actions[-1] == type(board.session.actions[-1])(0, "n1")  # UseItem(0, "n1")
    assert st.heroes[1].res["nina"] == 3 and st.heroes[0].items_used == ["helm_of_kephyr"]
    assert not board.buttons["dc.use_item"].is_enabled  # equipment: once per combat
    assert "already used" in board.buttons["dc.use_item"].tool_tip_text


def test_swap_from_the_bag_then_use_at_once_dc_cmb_06d_dc_item_03(harness):
    board = open_board(harness, ["gelien"], items={"gelien": ["healing_potion", "fire_bomb"]})
    st = board.session.state
    assert "Fire Bomb" in board.buttons["dc.swap_item"].tool_tip_text
    harness.click_button("dc.swap_item")
    assert labels(board) == ["Healing Potion", "Fire Bomb", "Cancel"]  # choose from the bag first
    harness.click_button("choice:1")
    assert labels(board)[0] == "Equip Fire Bomb" and any("use it on" in x for x in labels(board))
    left = st.actions_left
    target = next(a.target for a in board.group if a.use)
    vigor = st.creatures[int(target[1:])].vigor
    harness.click(centre(harness, board.figure_rects()[target]))  # the lit creature: swap and use
    a = board.session.actions[-1]
    assert (type(a).__name__, a.item, a.use, a.target) == ("SwapItem", "fire_bomb", True, target)
    assert st.actions_left == left - 1  # one action for both (L329)
    assert st.heroes[0].item == "" and "fugitives_hood" in st.heroes[0].bag  # the bomb is consumed
    assert st.creatures[int(target[1:])].vigor < vigor or st.creatures[int(target[1:])].defeated
    assert st.creatures[int(target[1:])].cond.get("fire") or st.creatures[int(target[1:])].defeated


def test_a_shield_card_dropped_on_nina_protects_her_dc_hero_gel_01(harness):
    board = open_board(harness, ["gelien"])
    st = board.session.state
    hero = st.heroes[0]
    card = next(c for c in [*hero.hand, *hero.draw] if c.startswith("gelien.hunters_defence"))
    if card not in hero.hand:
        hero.draw.cards[hero.draw.cards.index(card)] = hero.hand[0]
        hero.hand[0] = card
        board.on_state_changed()
    assert "n0" in board.legal_targets(card)
    harness.drag(centre(harness, board.drag.card(card).rect), centre(harness, board.figure_rects()["n0"]))
    assert [c for c, _ in hero.res.get("nina_shields", [])] == [card]


def _find(setup, want, seeds=range(1, 80)):
    game = get_game("desconfronto")
    for seed in seeds:
        s = Session.new(game, setup, seed)
        bot = RandomBot(seed)
        for _ in range(300):
            if s.is_over() is not None:
                break
            if want(s.state):
                return s
            s.apply(bot.choose(game, s.state))
    raise AssertionError("no seeded game reached the window")


def test_dominate_target_window_names_its_reason_and_lights_the_new_targets(harness):
    from scenes.menu import open_board as _open

    setup = {"players": 3, "heroes": ["fildon", "gelien", "tainara"], "tiers": [1, 2, 2, 3]}
    session = _find(setup, lambda st: st.pending is not None and st.pending.get("step") == "dominate")
    harness.push(_open(harness.app, session, {}))
    board = harness.top
    if board.handoff is not None:
        harness.click_button("handoff.ready")
    head, _ = board.choice_heading()
    assert "Dominate Target" in head and "Fildon" in head
    assert "Dominate" not in " ".join(labels(board))  # buttons name only the new target
    target = next(r for r in board.figure_picks() if r.startswith("c"))
    harness.click(centre(harness, board.figure_rects()[target]))
    assert board.session.actions[-1].target == target


def test_window_reasons_for_reactions_and_the_turn_start_tick(harness):
    """Invigorate before a lethal Fire/Poison/Bleeding tick (tick_window), Primal Awareness after a
    condition, Sanctuary when attacked: the panel says which."""
    from scenes.boards.desconfronto_text import window_reason

    board = open_board(harness, ["gelien", "artan"])
    st = board.session.state
    st.pending = Choice.of({"kind": "react", "player": 1, "trigger": "would_exhaust", "tick": 0, "windows": [1]})
    assert "start of the turn" in window_reason(st) and "Gëlien" in window_reason(st)
    st.attack = {"seat": 1, "pos": 0, "damage": 3, "used_value": 0}
    st.pending = Choice.of({"kind": "react", "player": 0, "trigger": "condition_applied"})
    assert "condition" in window_reason(st) and "Artan" in window_reason(st)
    st.pending = Choice.of({"kind": "react", "player": 0, "trigger": "hero_attacked"})
    assert "attacked" in window_reason(st)
    st.pending, st.attack = None, None


def test_spoils_buy_an_ability_from_the_choice_panel_dc_lvl_02(harness):
    board = open_board(harness, ["gelien", "pharanor"])
    st = board.session.state
    for c in st.creatures:
        c.vigor, c.defeated = 0, True
    st.phase, st.fragments = "spoils", 9
    board.on_state_changed()
    head, detail = board.choice_heading()
    assert "Soul Stone" in head and "9" in head and "level" in detail
    i = next(i for i, text in enumerate(labels(board)) if "learns" in text)
    harness.click_button(f"choice:{i}")
    assert type(board.session.actions[-1]).__name__ == "BuyAbility"
    assert st.fragments < 9 and sum(h.level for h in st.heroes) == 1


def test_a_long_option_list_is_paged_and_every_option_stays_reachable(harness):
    """Gëlien's class button (Hunter's Mark and Nina's actions on four creatures) can exceed one page."""
    from game.desconfronto.creatures import CREATURES
    from scenes.boards.desconfronto_input import CHOICE_MAX, PAGE

    four = sorted(CREATURES, key=lambda c: (CREATURES[c].tier, c))[::12][:4]
    board = open_board(harness, ["gelien"], creatures=four)
    options = board.class_actions()
    assert len(options) > CHOICE_MAX
    harness.click_button("dc.class")
    seen = set()
    for _ in range(len(board.choice_pages([*options, None]))):
        page = board.choice_pages([*options, None])[board.page]
        assert len(page) <= PAGE and labels(board)[-1].endswith("»")
        seen |= {a for a in page if a is not None}
        harness.click_button(f"choice:{len(page) + 1}")  # Next
    assert seen == set(options) and board.page == 0  # Next wraps around


def test_screenshots_of_gelien_nina_and_an_item_in_both_languages(harness, tmp_path):
    """Gëlien with Nina beside him and a bag of items, at 1280x720 in English and pt_BR; every
    player-visible string of the new controls is translated (no raw keys on the board)."""
    import pygame

    from game.core import i18n

    for lang in ("en", "pt_BR"):
        i18n.set_language(lang)
        board = open_board(harness, ["gelien", "artan"], items={"gelien": ["healing_potion", "fire_bomb"]})
        harness.click_button("dc.swap_item")
        harness.advance(2)
        texts = [b.text for b in board.buttons.values()] + list(board.choice_heading())
        assert not [x for x in texts if "dcui." in x or "dc." in x], texts
        shot = harness.screenshot(tmp_path / f"desconfronto_gelien_{lang}.png")
        assert pygame.image.load(str(shot)).get_size() == (1280, 720)
        harness.app.stack.pop()
        harness.advance(1)


def test_the_item_name_and_nina_on_the_playmat_explain_themselves(harness):
    """Hovering the Active Item's name shows its text; Nina's name shows what she is (DC-HERO-GEL-02)."""
    board = open_board(harness, ["gelien"], items={"gelien": ["fire_bomb"]})
    harness.advance(2)
    for owner, word, expected in (("h0", "Fugitive's Hood", "Hunter's Mark"), ("n0", "Nina", "companion")):
        spot = next(r for r, k in board.tips._placed[owner] if k == word)
        harness.move(harness.app.letterbox.to_window(spot.center))
        harness.advance(40)  # past the hover delay
        assert board.tips.showing == word and expected in board.tips.glossary[word]

"""Heróis & Monstros's event declaration (game/fortress/event_specs.py) against what the core emits,
and the results its events carry (so the board never re-runs a rule to learn them)."""

from __future__ import annotations

from collections import Counter

from game.core.events import check_event
from game.fortress.actions import Buy, EndInDraw
from game.fortress.effects import apply_gives
from game.fortress.invasion import enter_battlefield, invader_attacks, refill_area, run_invasion
from game.fortress.stalemate import STALL_ROUNDS, progress
from tests.game.core.test_events_declared import SEEDS, playouts

from .helpers import AREA8, GAME, fresh, set_area, set_battlefield, to_phase

SPECS = GAME.event_specs()
EXAMPLE_AREA = [
    "vespa_fungica#1",
    "culto_do_fogo#1",
    "orc_saqueador#1",
    "forja_das_almas#1",
    "hydra#1",
    "cripta#1",
    "wyvern#1",
    "espectro#1",
]
EXAMPLE_INVADERS = ["barba_de_pedra#1", "batedor#1", "grifo#1", "donzela_das_professias#1"]


def checked(events) -> list:
    problems = [p for e in events for p in check_event(SPECS, e)]
    assert problems == []
    return list(events)


def scenario_stalled_table():
    """HM-END (issue 7 §1): each General proposes the draw on his turn; the last one ends the siege."""
    s = fresh(players=2, seed=3)
    s.stall_sig = progress(s)
    s.stall_since = s.round
    s.round += STALL_ROUNDS
    events = GAME.apply(s, EndInDraw(0))
    s.active = 1
    return checked(events + GAME.apply(s, EndInDraw(1)))


def scenario_invasion_deck_rebuilt():
    """HM-INV-12: an Invader enters from an empty Invasion deck, which is rebuilt from its discard first."""
    s = fresh(players=2, seed=5)
    s.invasion_discard.cards.extend(s.invasion_deck.cards)
    s.invasion_deck.cards.clear()
    slot = s.battlefield.index(None) if None in s.battlefield else 0
    s.battlefield[slot] = None
    events: list = []
    enter_battlefield(s, slot, events)
    rebuilt = next(e for e in events if e.kind == "fortress.invasion_reshuffled")
    assert s.battlefield[slot] is not None and rebuilt.data["deck"] == len(s.invasion_deck) + 1
    return checked(events)


def test_every_declared_kind_is_emitted_by_a_playout_or_a_named_scenario():
    seen = Counter(playouts("fortress", SEEDS["fortress"])[0])
    seen.update(playouts("fortress", 4, "greedy")[0])
    seen.update(e.kind for e in scenario_stalled_table())
    seen.update(e.kind for e in scenario_invasion_deck_rebuilt())
    assert sorted(set(SPECS) - set(seen)) == []
    assert sorted(set(seen) - set(SPECS)) == []


def test_greedy_playouts_emit_only_declared_events():
    assert list(playouts("fortress", 4, "greedy")[1][:10]) == []


def test_the_stalled_table_scenario_emits_the_vote_then_the_draw():
    assert [e.kind for e in scenario_stalled_table()] == ["fortress.draw_vote", "fortress.stalemate"]


def test_hm_inv_03_a_destroyed_card_names_the_card_that_stepped_forward_and_the_rubble_after():
    """The rulebook's invader-attack example: each removal says which back-row card moved up into the
    gap (HM-INV-03, HM-GEN-07) and how big the Rubble is now, exactly as the state has it."""
    s = fresh()
    set_area(s, EXAMPLE_AREA)
    set_battlefield(s, EXAMPLE_INVADERS)
    rubble0 = len(s.rubble)
    events: list = []
    for col in range(4):
        invader_attacks(s, col, events)
    gone = [e.data for e in checked(events) if e.kind == "fortress.destroyed"]
    assert [(d["column"], d["card"], d["shifted"]) for d in gone] == [
        (0, "vespa_fungica#1", "hydra#1"),  # Hydra steps forward, then falls too
        (0, "hydra#1", None),
        (1, "culto_do_fogo#1", "cripta#1"),
        (2, "orc_saqueador#1", "wyvern#1"),
        (3, "forja_das_almas#1", "espectro#1"),
    ]
    assert [d["rubble"] for d in gone] == [rubble0 + i for i in range(1, 6)]
    assert s.area[:4] == [d["shifted"] for d in gone[1:]]


def test_hm_inv_07_a_refill_names_the_fortress_deck_left():
    s = fresh()
    set_area(s, EXAMPLE_AREA)
    set_battlefield(s, EXAMPLE_INVADERS)
    events: list = []
    for col in range(4):
        invader_attacks(s, col, events)
    start = len(events)
    refill_area(s, events)
    fills = [e.data for e in checked(events[start:]) if e.kind == "fortress.area_filled"]
    assert fills and fills[-1]["deck"] == len(s.fortress_deck)
    assert [f["deck"] for f in fills] == list(range(fills[0]["deck"], fills[0]["deck"] - len(fills), -1))
    assert all(s.area[f["slot"]] == f["card"] for f in fills)


def test_a_gain_names_its_counter_after_the_change():
    """Power after a change (the Adversary's threat), the pool after a resource gain, and None for a
    gain that moves cards (draw, mill, restore), whose own events say where each card went."""
    s = fresh(seed=2)
    to_phase(s, "effects")
    before = s.power
    events: list = []
    apply_gives(s, (("power", 2), ("calm", 1), ("crystal", 2), ("mill", 1)), events)
    gains = [e.data for e in checked(events) if e.kind == "fortress.gained"]
    assert [(g["what"], g["after"]) for g in gains] == [
        ("power", before + 2),
        ("calm", before + 1),
        ("crystal", s.resources[0]),
        ("mill", None),
    ]
    milled = next(e.data for e in events if e.kind == "fortress.milled")
    assert (milled["deck"], milled["rubble"]) == (len(s.fortress_deck), len(s.rubble))
    assert s.rubble[-1] == milled["card"]


def test_hm_gen_07_a_bought_card_names_where_it_went_and_what_stepped_forward():
    s = fresh(seed=1)
    set_area(s, AREA8)
    s.resources = [9, 9, 9]
    buys = [a for a in GAME.legal_actions(s) if isinstance(a, Buy) and a.slot < 4 and not a.replace]
    assert buys, "a front-row card must be buyable with 9 of each resource"
    a = buys[0]
    behind = s.area[a.slot + 4]
    bought = next(e.data for e in checked(GAME.apply(s, a)) if e.kind == "fortress.bought")
    assert bought["shifted"] == behind == s.area[a.slot]
    seat = s.seats[a.player]
    assert bought["card"] in (seat.constructions if bought["to"] == "construction" else seat.discard)


def test_hm_inv_09_an_entering_invader_names_its_damage_with_the_adversarys_bonus():
    """The damage an Invader deals per attack, as the core counts it (Lorde Argos's race bonus)."""
    from game.fortress.invasion import enter_battlefield, invader_damage

    for adversary in ("randall_dos_ventos", "lorde_argos"):
        s = fresh(seed=5, adversary=adversary)
        s.battlefield[0] = None
        events: list = []
        enter_battlefield(s, 0, events)
        entered = next(e.data for e in checked(events) if e.kind == "fortress.invader_entered")
        assert entered["card"] == s.battlefield[0] and entered["deck"] == len(s.invasion_deck)
        assert entered["damage"] == invader_damage(s, entered["card"])


def test_a_whole_invasion_matches_the_declaration():
    s = fresh(seed=4)
    events: list = []
    run_invasion(s, events)
    kinds = {e.kind for e in checked(events)}
    assert {"fortress.invasion", "fortress.destroyed", "fortress.power"} <= kinds

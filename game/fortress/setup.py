"""Setup (HM-SET): validate the setup dict and lay out the table."""

from __future__ import annotations

from typing import Any

from game.core.actions import Event, SetupError
from game.core.i18n import t
from game.core.piles import Pile
from game.core.rng import Rng
from game.fortress.adversaries import check_end, reveal_next_plan
from game.fortress.content import content
from game.fortress.invasion import enter_battlefield
from game.fortress.options import normalize_options
from game.fortress.stalemate import note_round
from game.fortress.state import AREA_SLOTS, COLUMNS, FortressState, Seat
from game.fortress.turn import start_turn

MIN_PLAYERS, MAX_PLAYERS = 1, 5  # HM-SET-19
DEFAULT_ADVERSARY = "randall_dos_ventos"  # HM-SET-02: suggested for a first game
# Seats fill with different races first (HM-SET-06's guideline).
GENERAL_ORDER = ("wargosh", "kryssa_ruiva", "lorde_argos", "craus", "sidst", "barao_widmo")


def allowed_generals(adversary: str, options: dict[str, Any]) -> list[str]:
    """AMB-03: a General who is also the chosen Adversary cannot sit at the table (by default)."""
    gens = [g for g in GENERAL_ORDER if g in content().generals]
    if options.get("forbid_general_matching_adversary", True):
        gens = [g for g in gens if g != adversary]
    return gens


def race_warning(setup: dict[str, Any]) -> bool:
    """HM-SET-06 (a guideline, "Tente"): true when a race repeats at a table of 3 or fewer Generals."""
    if setup["options"].get("same_race_generals", "warn") == "off":
        return False
    races = [content().generals[g].race for g in setup["generals"]]
    return len(races) <= 3 and len(set(races)) < len(races)


def fill_seats(chosen: list[str], allowed: list[str], races: str) -> list[str]:
    """Give each "auto" seat the first free General in ``GENERAL_ORDER``. Unless ``races`` is "off"
    (HM-SET-06 "warn" or "enforce", at 3 or fewer Generals) a seat skips Generals whose race is already
    at the table, counting the seats picked by hand. At 3 or fewer there always is one (3 races of 2
    sheets each, the Adversary takes at most one), so "enforce" never has to refuse."""
    out = list(chosen)
    for i, g in enumerate(out):
        if g:
            continue
        free = [f for f in allowed if f not in out]
        if races != "off":
            taken = {content().generals[c].race for c in out if c}
            fresh = [f for f in free if content().generals[f].race not in taken]
            if not fresh and races == "enforce":
                raise SetupError(
                    "no General of a race not yet at the table is left for this seat", "setup_errors.hm_race_left"
                )
            free = fresh or free
        out[i] = free[0]
    return out


def normalize_setup(setup: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(setup, dict):
        raise ValueError("setup must be a table")
    players = setup.get("players", 1)
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise SetupError(
            f"players must be a whole number from {MIN_PLAYERS} to {MAX_PLAYERS}",
            "setup_errors.players",
            low=MIN_PLAYERS,
            high=MAX_PLAYERS,
        )
    adversary = setup.get("adversary", DEFAULT_ADVERSARY)
    if adversary not in content().adversaries:
        raise ValueError(f"unknown adversary {adversary!r}")
    options = normalize_options(setup.get("options"))
    # The new-game screen sends one ``general_<n>`` field per seat; they win over a ``generals`` list.
    if any(f"general_{i + 1}" in setup for i in range(MAX_PLAYERS)):
        raw = [setup.get(f"general_{i + 1}") for i in range(players)]
    else:
        raw = setup.get("generals") or []
    if not isinstance(raw, list | tuple) or len(raw) > players:
        raise ValueError("generals must be a list with one General per player")
    allowed = allowed_generals(adversary, options)
    chosen: list[str] = []
    for g in list(raw)[:players]:
        if g in (None, "", "auto"):
            chosen.append("")
            continue
        if g not in content().generals:
            raise ValueError(f"unknown general {g!r}")
        if g not in allowed:
            raise SetupError(
                f"{g} is the Adversary of this game and cannot also be a General",
                "setup_errors.hm_is_adversary",
                name=t(f"fortress.general.{g}"),
            )
        if g in chosen:
            raise SetupError(
                f"{g} is chosen twice: there is one sheet per General",
                "setup_errors.hm_twice",
                name=t(f"fortress.general.{g}"),
            )
        if options["same_race_generals"] == "enforce" and players <= 3:
            race = content().generals[g].race
            if any(c and content().generals[c].race == race for c in chosen):
                raise SetupError(
                    f"{g}: repeat a race only with more than 3 players",
                    "setup_errors.hm_race_repeat",
                    name=t(f"fortress.general.{g}"),
                )
        chosen.append(g)
    chosen += [""] * (players - len(chosen))
    chosen = fill_seats(chosen, allowed, options["same_race_generals"] if players <= 3 else "off")
    return {"players": players, "generals": chosen, "adversary": adversary, "options": options}


def build_state(setup: dict[str, Any], seed: int) -> tuple[FortressState, list[Event]]:
    c = content()
    rng = Rng(seed)
    events: list[Event] = []
    adv = c.adversaries[setup["adversary"]]
    options = setup["options"]
    box: list[str] = [p for p in c.plans if p not in adv.plans]
    seats: list[Seat] = []
    for gid in setup["generals"]:
        gen = c.generals[gid]
        deck = Pile(gen.deck)
        if options["shuffle_starting_deck"]:
            deck.shuffle(rng)
        hand = deck.draw_many(gen.hand)  # HM-SET-09: a short deck just gives a short hand
        seats.append(Seat(gid, deck, hand, Pile()))
    for gid, gen in c.generals.items():
        if gid not in setup["generals"]:
            box.extend(gen.deck)
    pool = list(c.fortress_pool)  # HM-SET-13/14: only Constructions and non-initial Units
    rng.shuffle(pool)
    keep = adv.fortress_deck_size
    box.extend(pool[keep:])
    state = FortressState(
        setup=setup,
        options=dict(options),
        rng=rng,
        adversary=adv.id,
        seats=seats,
        fortress_deck=Pile(pool[:keep]),
        area=[None] * AREA_SLOTS,
        battlefield=[None] * COLUMNS,
        markers=[0] * COLUMNS,
        invasion_deck=Pile(c.invader_pool),
        invasion_discard=Pile(),
        rubble=[],
        box=box,
        plans=list(adv.plans),
    )
    reveal_next_plan(state)  # HM-SET-03
    for slot in range(AREA_SLOTS):  # HM-SET-15: R1C1..R1C4 then R2C1..R2C4
        state.area[slot] = state.fortress_deck.cards.pop()
    check_end(state)  # AMB-14
    state.invasion_deck.shuffle(rng)  # HM-SET-16
    for slot in range(COLUMNS):  # HM-SET-17: one at a time, on-enter effects in between
        if state.over is None:
            enter_battlefield(state, slot, events)
    start_turn(state)  # the first General's turn opens (turn.py; the flow's cursor reads the phase)
    check_end(state)
    note_round(state)
    return state, events

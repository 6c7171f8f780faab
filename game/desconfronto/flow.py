"""Turn structure (DC-CMB-01..17, 34..36): Hero Phase, Creature Phase, token rotation, end of combat.

The core runs everything that needs no decision. It stops only when a
player must choose: the Active Hero's actions, a card's remaining target
slots, or a defence window during a creature attack (``creature_attack.py``).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.actions import Event
from game.core.flow import Cursor, Flow, Phase
from game.desconfronto import conditions, damage, master, tick_window
from game.desconfronto.actions import (
    BuyAbility,
    ChooseTarget,
    ClassAction,
    Decline,
    DrawCard,
    Finish,
    Flee,
    Pass,
    PlayCard,
    React,
    Sacrifice,
    SwapItem,
    TakeHit,
    UseItem,
    UseShield,
)
from game.desconfronto.attack_targets import queue_attacks
from game.desconfronto.boss_moves import BOSS_ACTION_CLASSES
from game.desconfronto.coliseum.turns import close_turn as col_close_turn
from game.desconfronto.coliseum.turns import creature_phase_runs
from game.desconfronto.coliseum.turns import turn_start as col_turn_start
from game.desconfronto.creature_attack import next_attack
from game.desconfronto.creatures import ACTION_CARDS, CREATURES
from game.desconfronto.dice import roll_lookup
from game.desconfronto.effects import creature_effects
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS, each, own
from game.desconfronto.master_actions import MASTER_ACTIONS
from game.desconfronto.outcome import check_end, finish, halt
from game.desconfronto.recovery import stand_up
from game.desconfronto.run_actions import RUN_ACTIONS
from game.desconfronto.state import ASIDE, CombatState

BASE_ACTIONS = 2
# What each phase takes (windows and choices open inside the phase they interrupt).
WINDOW_ACTIONS = (UseShield, TakeHit, React, Decline, ClassAction, ChooseTarget)
HERO_ACTIONS = (
    PlayCard,
    ChooseTarget,
    DrawCard,
    Sacrifice,
    ClassAction,
    UseItem,
    SwapItem,
    Pass,
    Flee,
    *WINDOW_ACTIONS,
    *BOSS_ACTION_CLASSES,  # the Boss playmat's moves, offered only while it is out
)
SPOILS_ACTIONS = (BuyAbility, Finish)


def next_living(state: CombatState, pos: int) -> int:
    """The next creature position (in board order, wrapping) that still stands; ``pos`` if it is the only one.
    On the Boss playmat the summons take turns while they are out, else the Boss (``boss.summons``)."""
    if state.boss is not None:
        return HOOKS["boss_next_living"](state, pos)  # type: ignore[no-any-return]
    n = len(state.creatures)
    for step in range(1, n + 1):
        p = (pos + step) % n
        if not state.creatures[p].defeated:
            return p
    return pos


def next_in_play(state: CombatState, seat: int) -> int:
    """The next seat (wrapping) whose hero is not set aside (campaign/pharanor.py sets one aside)."""
    n = len(state.heroes)
    for step in range(1, n + 1):
        s = (seat + step) % n
        if state.heroes[s].exhausted != ASIDE:
            return s
    return seat


def begin_turn(state: CombatState) -> list[Event]:
    """A turn the engine starts as a step of its own, outside any action (a new game or combat):
    settled like an action (``outcome.check_end``)."""
    events = start_turn(state)
    return events + check_end(state)


def start_turn(state: CombatState) -> list[Event]:
    """DC-CMB-05: the Active Hero resolves their conditions, then has 2 actions (1 if Stunned)."""
    seat = state.active_hero
    if state.heroes[seat].exhausted == ASIDE:  # DC-SEC-05: Pharanor's player runs the Master, his hero sits out
        seat = state.active_hero = next_in_play(state, seat)
    h = state.heroes[seat]
    state.phase = "hero"
    state.pending = None
    state.flags = {}
    state.actions_left = BASE_ACTIONS
    if state.coliseum is not None:  # a Final Round turn is one action (coliseum/turns.py)
        col_turn_start(state)
    events: list[Event] = [
        ev("dc.turn", {"turn": state.turn, "hero": seat, "creature": state.active_creature})
    ]
    for cr in state.creatures:  # "for 1 round" effects end at the start of their owner's turn (AMB-17)
        if cr.shields_off == seat + 1:
            cr.shields_off = 0
    for other in state.heroes:
        if other.res.get("sanctuary") == seat + 1:
            del other.res["sanctuary"]
    h.reaction_used = False
    start = own(state, seat, "turn_start")
    if start:
        events += start(state, seat)
    if h.exhausted:  # DC-EXH-01: the whole turn is spent getting up
        events += stand_up(state, seat)
        state.actions_left = 0
        events += down_turn_end(state, seat)
        return events
    # the ticks would Exhaust: Invigorate's window first (no ticks without conditions)
    if h.cond and tick_window.opens(state, seat, "turn"):
        return events
    events += after_ticks(state, seat)
    return events


def after_ticks(state: CombatState, seat: int) -> list[Event]:
    """The rest of the turn start: conditions tick (DC-COND-20), then Exhaustion by cards, Stunned."""
    h = state.heroes[seat]
    events = conditions.start_of_turn(state, f"h{seat}") if h.cond else []
    halt(state)
    if state.phase != "hero":
        return events
    if h.exhausted:
        events += down_turn_end(state, seat)
        return events
    if not h.hand and not h.draw:  # DC-EXH-04: out of cards at the start of the turn (L349)
        events += fall_by_cards(state, seat)
        if state.phase != "hero":
            return events
        events += down_turn_end(state, seat)
        return events
    if h.cond.pop("stunned", 0):  # DC-COND-10: one action fewer
        state.actions_left -= 1
        events.append(ev("dc.stun_spent", {"target": f"h{seat}"}))
    if state.boss is not None:  # the pillar-top bonus of a broken pillar (DC-BOSS-08b)
        events += HOOKS["boss_turn_start"](state, seat)
    if state.actions_left <= 0:
        events += end_hero_phase(state)
        return events
    return events


def after_action(state: CombatState, cost: int = 1) -> list[Event]:
    """After each completed Hero Phase action: Ice, Exhaustion by cards, running out of actions. In the
    Coliseum the rewards and Revides the action raised are asked first (coliseum/answers.py)."""
    halt(state)
    events: list[Event] = []
    if state.phase != "hero":
        return events
    if state.coliseum is not None and HOOKS["col_settle"](state, cost):
        return events
    seat = state.active_hero
    h = state.heroes[seat]
    if cost and h.cond.get("ice") and not h.exhausted:  # DC-COND-03 / AMB-10
        if tick_window.opens(state, seat, "ice"):  # the Ice wound would Exhaust: Invigorate's window
            return events
        events += ice_wound(state, seat)
        if state.phase != "hero":
            return events
    events += finish_action(state, seat)
    return events


def ice_wound(state: CombatState, seat: int) -> list[Event]:
    events = [ev("dc.tick", {"target": f"h{seat}", "cond": "ice"})]
    events += damage.wound(state, f"h{seat}", 1, "condition")
    halt(state)
    return events


def finish_action(state: CombatState, seat: int) -> list[Event]:
    """Exhaustion by cards after an action, and the end of the Hero Phase when no action is left."""
    h = state.heroes[seat]
    events: list[Event] = []
    if not h.exhausted and not h.hand and not h.draw:  # DC-EXH-05 / AMB-48
        events += fall_by_cards(state, seat)
        if state.phase != "hero":
            return events
    if h.exhausted:
        events += down_turn_end(state, seat)
        return events
    hold = own(state, seat, "holds_phase")  # Fildon still has chords to place after his last action
    if state.actions_left <= 0 and not (hold and hold(state, seat)):
        events += end_hero_phase(state)
    return events


def fall_by_cards(state: CombatState, seat: int) -> list[Event]:
    """DC-EXH-04/05, the one path of Exhaustion by cards (at the start of a turn, L349, and after an
    action, L341): no card to draw **and** none in hand. The hero falls now and gets up on his next
    turn (L348), like any Exhausted hero; the turn stops at once if that leaves no hero standing, and
    the table has lost (L342, DC-CMB-36), Solo included."""
    events = damage.exhaust(state, seat, "cards")
    halt(state)
    return events


def down_turn_end(state: CombatState, seat: int) -> list[Event]:
    """The turn of a hero who is (or was, getting up) Exhausted ends, unless his companion still has
    her action: "When Gëlien falls exhausted, Nina may still carry out her action in the turn" (L623,
    DC-HERO-GEL). The hero himself acts no more (DC-EXH-06)."""
    state.actions_left = 0
    down = own(state, seat, "acts_while_down")
    out = state.coliseum is not None and seat in state.coliseum.eliminated  # DC-COL-14: out of the arena at once
    if down is not None and not out and down(state, seat):
        state.pending = None
        return []
    return end_hero_phase(state)


def end_hero_phase(state: CombatState) -> list[Event]:
    """The Hero Phase is over: the declared flow (``FLOW``) opens the Creature Phase."""
    state.pending = None
    state.actions_left = 0
    events: list[Event] = []
    FLOW.end_phase(state, events)
    return events


def creature_phase(state: CombatState) -> list[Event]:
    """DC-CMB-12: conditions (a dead creature passes the token on), card, block dice, attack."""
    halt(state)
    events: list[Event] = []
    if state.phase not in ("hero", "creature"):
        return events
    if state.coliseum is not None:
        if not creature_phase_runs(state):  # DC-COL-05: beasts only
            return finish_turn(state)
        if not state.cdeck.cards:  # the beasts never run out of Creature Action cards (as on the Boss playmat)
            state.cdeck.reshuffle_from(state.cdiscard, state.rng)
    state.phase = "creature"
    if state.boss is not None:
        boss_phase(state)
    resolved: set[int] = set()
    pos = state.active_creature
    creatures = state.creatures
    while True:
        for c in creatures:  # state.living() without its list
            if not c.defeated:
                break
        else:
            halt(state)
            if state.coliseum is not None and state.phase == "creature":  # the last beast fell: the turn goes on
                return events + finish_turn(state)
            return events
        if state.creatures[pos].defeated:
            pos = next_living(state, pos)
            continue
        if pos in resolved:
            break
        state.active_creature = pos
        resolved.add(pos)
        cr = state.creatures[pos]
        if cr.cond:  # start_of_turn does nothing without conditions
            events += conditions.start_of_turn(state, f"c{pos}")
        if not cr.defeated:
            effs = CREATURES[cr.creature].start_of_turn
            if effs:
                events += creature_effects(state, pos, effs)
        if cr.defeated:  # DC-CMB-12b: the token passes and the next creature resolves and acts
            halt(state)
            if state.phase != "creature":
                return events
            pos = next_living(state, pos)
            continue
        break
    if pos == 0 and state.boss is not None:  # the Boss acts with its own deck (DC-BOSS-02/20)
        return events + HOOKS["boss_activation"](state)  # type: ignore[no-any-return]
    cr = state.creatures[pos]
    if cr.cond.pop("stunned", 0):  # DC-CMB-17 / AMB-16
        events.append(ev("dc.stun_spent", {"target": f"c{pos}"}))
        for owner, fn in each(state, "creature_stun_spent"):  # Stunned for several turns (Song of Terror)
            events += fn(state, owner, pos)
        if state.options["stunned_creature_draws_card"] and state.cdeck:
            card = state.cdeck.cards.pop()
            state.cdiscard.put_top(card)
            events.append(
                ev("dc.action_card", {"card": card, "creature": f"c{pos}", "skipped": True}, reveals=True)
            )
        events += finish_turn(state)
        return events
    if state.master is not None:  # DC-CM-03: the Corruption Master chooses the card (master.py)
        return events + master.ask(state, pos)
    deck = state.cdeck.cards  # the lists themselves: Pile's dunder methods are Python-level calls
    if not deck:
        events += finish(state, "fled")
        return events
    return events + reveal_card(state, pos, deck.pop())


def master_card(state: CombatState, card: str) -> list[Event]:
    """DC-CM-03: the Master's chosen card, then its replacement; it resolves as a drawn card (AMB-38)."""
    events = master.take(state, card)
    return events + reveal_card(state, state.active_creature, card)


def reveal_card(state: CombatState, pos: int, card: str) -> list[Event]:
    """The Creature Action card of creature ``pos`` (drawn, or the Master's): to the discard, its two
    block dice rolled (DC-CMB-12), its attacks queued and resolved."""
    events: list[Event] = []
    state.cdiscard.cards.append(card)
    state.last_card = card
    f1, f2 = roll_lookup(state), roll_lookup(state)
    state.last_blocks = [f1, f2]
    acd = ACTION_CARDS[card]
    rule, manner = acd.block1[f1], acd.block2[f2]
    events.append(
        ev(
            "dc.action_card",
            {
                "card": card,
                "creature": f"c{pos}",
                "skipped": False,
                "faces": [f1, f2],
                "target_rule": rule,
                "manner": manner,
                **master.credit(state),
            },
            reveals=True,
        )
    )
    queue_attacks(state, pos, acd.attacker, rule, manner)
    events += resume_attacks(state)
    return events


def boss_phase(state: CombatState) -> None:
    """The Creature Phase on the Boss playmat: the token is on a summon while any is out, else on the
    Boss; the Creature Action deck the summons use is reshuffled when empty (AMB-35)."""
    b = state.boss
    assert b is not None
    if b.summons and state.active_creature not in b.summons:
        state.active_creature = b.summons[0]
    elif not b.summons:
        state.active_creature = 0
    if not state.cdeck.cards:
        state.cdeck.reshuffle_from(state.cdiscard, state.rng)


def resume_attacks(state: CombatState) -> list[Event]:
    """Run queued creature attacks until one needs a decision or all are done."""
    events = next_attack(state)
    if state.pending is not None or state.phase != "creature":
        return events
    pos = state.active_creature
    cr = state.creatures[pos]
    if not cr.defeated and cr.cond.get("ice"):  # AMB-10: one wound per activation in which it acted
        events.append(ev("dc.tick", {"target": f"c{pos}", "cond": "ice"}))
        events += damage.wound(state, f"c{pos}", 1, "condition")
        halt(state)
        if state.phase != "creature":
            return events
    events += finish_turn(state)
    return events


def finish_turn(state: CombatState) -> list[Event]:
    """The Creature Phase is over: the declared flow closes the turn and opens the next one."""
    events: list[Event] = []
    FLOW.end_phase(state, events)
    return events


def close_turn(state: CombatState) -> list[Event]:
    """End of the turn: durations tick, the deck may run out (AMB-25), then both tokens rotate (DC-CMB-13)."""
    if state.coliseum is not None:  # the arena's own order (coliseum/turns.py)
        arena = col_close_turn(state)
        halt(state)
        return arena
    pos = state.active_creature
    cr = state.creatures[pos]
    if not cr.defeated and cr.cond:  # end_of_turn does nothing without conditions
        conditions.end_of_turn(state, f"c{pos}")
    if state.heroes[state.active_hero].cond:
        conditions.end_of_turn(state, f"h{state.active_hero}")
    if state.heroes[state.active_hero].res.get("nina_cond"):  # Nina's durations tick with her turns
        conditions.end_of_turn(state, f"n{state.active_hero}")
    halt(state)
    events: list[Event] = []
    if state.phase not in ("creature", "hero"):
        return events
    if state.boss is not None:  # the Summon Counter (DC-BOSS-13..15); the Boss fight never runs out
        events += HOOKS["boss_after_activation"](state, pos)
        state.active_hero = (state.active_hero + 1) % len(state.heroes)
        state.active_creature = next_living(state, state.active_creature)
        state.turn += 1
        return events
    if state.options["empty_deck_ends_after_phase"] and master.out_of_cards(state):  # AMB-25 / AMB-38
        return events + finish(state, "fled")
    state.active_hero = (state.active_hero + 1) % len(state.heroes)
    state.active_creature = next_living(state, pos)
    state.turn += 1
    return events


def answer_tick(state: CombatState, player: int, card: str) -> list[Event]:
    """An answer in the "would Exhaust" window before condition damage (``tick_window``); once the
    last window closes, the turn start's ticks or the Ice wound after an action resume."""
    pend = state.pending
    assert pend is not None
    events, closed = tick_window.answer(state, player, card)
    if not closed:
        return events
    seat = pend["tick"]
    if pend["resume"] == "turn":
        return events + after_ticks(state, seat)
    events += ice_wound(state, seat)
    return events + finish_action(state, seat) if state.phase == "hero" else events


# ---------------------------------------------------------------- the turn, declared on the kernel's flow
TURN_PHASES = ("hero", "creature")


# the flow asks for the cursor several times per action: one tuple per phase word, built once
_PATHS: dict[str, tuple[str, ...]] = {
    "hero": ("turn", "hero"),
    "creature": ("turn", "creature"),
    "spoils": ("spoils",),
    "run": ("run",),
}
_OVER = ("over",)


def _cursor_get(state: CombatState) -> tuple[str, ...]:
    return _PATHS.get(state.phase, _OVER)


def _cursor_set(state: CombatState, path: tuple[str, ...]) -> None:
    # The phase word is the state's own: the hooks set it as the rules say (start_turn, creature_phase).
    if path and path[-1] in TURN_PHASES:
        state.phase = path[-1]


def _settle(state: CombatState, events: list[Event]) -> bool:
    events += check_end(state)  # the one end-of-combat check, after every action
    return state.phase not in TURN_PHASES


def _decided(state: CombatState) -> bool:
    # Between two hooks the turn stops where the rules stopped it (``outcome.halt``, a flight):
    # nothing is recorded until the action is over.
    return state.phase not in TURN_PHASES


def _extend(step: Callable[[CombatState], list[Event]]) -> Callable[[CombatState, list[Event]], None]:
    def hook(state: CombatState, events: list[Event]) -> None:
        events += step(state)

    return hook


# A turn (DC-CMB-01): the Active Hero's Hero Phase (conditions, then actions; reaction and tick windows
# are pending choices inside it), then the Creature Phase (conditions, the Creature Action card, the
# queued attacks and their defence windows); closing the turn rotates both tokens. After the last
# creature falls the spoils are bought (DC-CMB-34); a lost or fled combat is over.
ROUND: Phase[CombatState] = Phase(
    "combat",
    steps=(
        Phase(
            "turn",
            on_end=_extend(close_turn),
            next="turn",
            player=lambda s: s.active_hero,
            steps=(
                Phase(
                    "hero",
                    actions=HERO_ACTIONS,
                    on_begin=_extend(start_turn),
                    next="creature",
                ),
                Phase("creature", actions=(*WINDOW_ACTIONS, *MASTER_ACTIONS), on_begin=_extend(creature_phase)),
            ),
        ),
        Phase("spoils", actions=SPOILS_ACTIONS, player=lambda s: 0),
        # between a Hunt's combats (hunt.py): the pending choice names who decides
        Phase("run", actions=RUN_ACTIONS, player=lambda s: s.pending.player if s.pending else 0),
        Phase("over"),
    ),
)

FLOW: Flow[CombatState] = Flow(ROUND, Cursor(_cursor_get, _cursor_set), _settle, decided=_decided)

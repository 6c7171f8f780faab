"""Creature attacks on heroes (DC-CMB-12d/e, 14, 16, 21, 25, 33): targets, dice, defence windows.

An attack is a dict in ``state.attack`` while it waits on players:

1. ``react`` stage: heroes holding a ``hero_attacked`` reaction (Sanctuary)
   may play it, one window each (``windows``), or Decline; guard abilities that are no
   reactions (interceptions, Guard Dog, Guardian) open it even for a hero who cannot react;
2. ``shields`` stage: the attacked hero chooses shield cards to consume
   (``UseShield``) and then ``TakeHit``; magical attacks skip it;
3. ``exhaust`` stage: if the hit would Exhaust the hero, holders of a
   ``would_exhaust`` reaction (Invigorate) get a window;
4. the hit lands: wounds, then the attack's conditions (even when fully
   blocked, DC-CMB-23);
5. ``landed`` stage: if a condition was applied, holders of a ``condition_applied``
   reaction (Primal Awareness) get a window; then the defender's after-defence
   passive (Tesser's reflection, via the ``<hero>_after_defend`` hook).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Event
from game.desconfronto import conditions, damage, react_gate
from game.desconfronto.companion import attack_companion
from game.desconfronto.content import card_def
from game.desconfronto.creatures import CREATURES, MANNERS
from game.desconfronto.dice import roll_attack
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS, each, own, owners
from game.desconfronto.outcome import halt
from game.desconfronto.state import CombatState


def hero_targets(state: CombatState, rule: str) -> list[int]:
    """Block 1 target rules; "previous and next" in Solo is the same hero twice (DC-SOLO-03)."""
    n = len(state.heroes)
    ah = state.active_hero
    if rule == "active_hero":
        return [ah]
    if rule == "previous_hero":
        return [(ah - 1) % n]
    if rule == "next_hero":
        return [(ah + 1) % n]
    if rule == "previous_and_next":
        return [(ah - 1) % n, (ah + 1) % n]
    order = [(ah + i) % n for i in range(n)]
    standing = [s for s in order if targetable(state, s)]
    if rule == "all_heroes":
        return standing
    if not standing:
        return []
    key = (lambda s: state.heroes[s].vigor) if rule == "lowest_vigor" else (lambda s: -state.heroes[s].vigor)
    return [min(standing, key=key)]


def targetable(state: CombatState, seat: int) -> bool:
    h = state.heroes[seat]
    return not h.exhausted and not h.res.get("sanctuary")


def redirect(state: CombatState, seat: int) -> int | None:
    """AMB-26: an attack on a hero who is down (or in Sanctuary) goes to the next one clockwise."""
    n = len(state.heroes)
    for i in range(n):
        s = (seat + i) % n
        if targetable(state, s):
            return s
    return None


def queue_attacks(state: CombatState, pos: int, attacker: str, rule: str, manner: str) -> None:
    attackers = (
        [pos]
        if attacker == "active"
        else [
            p
            for p in ((pos + i) % len(state.creatures) for i in range(len(state.creatures)))
            if not state.creatures[p].defeated
        ]
    )
    area = state.companions() if rule == "all_heroes" else []  # area attacks reach Nina (DC-HERO-GEL-02)
    for a in attackers:
        for seat in hero_targets(state, rule):
            state.attack_queue.append({"pos": a, "seat": seat, "manner": manner})
        for ref in area:
            state.attack_queue.append({"pos": a, "companion": int(ref[1:]), "manner": manner})


def can_react(state: CombatState, seat: int) -> bool:
    h = state.heroes[seat]
    return not (h.exhausted or h.reaction_used or h.cond.get("stunned") or h.cond.get("ice"))


_KNOWN: set[str] = set()  # physical card ids already sorted into _REACTING
_REACTING: dict[str, set[str]] = {}  # trigger -> physical ids of the reaction cards it opens


def _holds_reaction(hand: list[str], trigger: str) -> bool:
    """Set tests instead of a Python loop over the hand: this runs for every hero at every attack."""
    if not _KNOWN.issuperset(hand):
        for c in hand:
            if c not in _KNOWN:
                _KNOWN.add(c)
                react = card_def(c).react
                if react:
                    _REACTING.setdefault(react, set()).add(c)
    cards = _REACTING.get(trigger)
    return cards is not None and not cards.isdisjoint(hand)


def react_seats(state: CombatState, trigger: str) -> list[int]:
    """Seats (clockwise from the Active Hero) that may answer a ``trigger`` window. Runs at every
    creature attack, so the cheap "may react at all" test comes first (the hooks are pure)."""
    heroes = state.heroes
    n = len(heroes)
    out = []
    fns = owners(state, "react_actions")  # reaction_abilities, with the hook looked up once
    for i in range(n):
        s = (state.active_hero + i) % n
        h = heroes[s]
        if h.exhausted:
            continue
        fn = fns[s]
        if h.reaction_used or (h.cond and (h.cond.get("stunned") or h.cond.get("ice"))):  # not can_react
            # interceptions, Guard Dog and Tesser's Guardian are no reactions (DC-CMB-33): the
            # hooks offer them whatever the reaction, and their reactions only to a hero who can react
            if fn is not None and fn(state, s, trigger):
                out.append(s)
            continue
        if (_holds_reaction(h.hand, trigger) and react_gate.any_answers(state, s, h.hand, trigger)) or (
            fn is not None and fn(state, s, trigger)
        ):
            out.append(s)
    return out


def reaction_abilities(state: CombatState, seat: int, trigger: str) -> list[Any]:
    """Reactions a hero's abilities offer in a window (``<hero>_react_actions`` hook, ClassActions)."""
    fn = own(state, seat, "react_actions")
    return list(fn(state, seat, trigger)) if fn else []


def next_attack(state: CombatState) -> list[Event]:
    """Start queued attacks one by one until one opens a window or the queue is empty."""
    events: list[Event] = []
    while state.attack is None and state.attack_queue and state.phase == "creature":
        entry = state.attack_queue.pop(0)
        pos = entry["pos"]
        if state.creatures[pos].defeated:
            continue
        if "companion" in entry:  # Nina defends without a decision
            events += attack_companion(state, pos, entry["companion"], entry["manner"])
            continue
        seat = entry["seat"]
        aimed = state.heroes[seat]
        if aimed.exhausted or aimed.res.get("sanctuary"):  # redirect() only when it has work to do
            seat = redirect(state, seat)
            if seat is None:
                continue
        for owner, fn in each(state, "intercept"):  # Kandra, Tainara: take an attack onto themselves
            seat = fn(state, owner, seat, pos)
        mode, ddice, magical, cond = MANNERS[entry["manner"]]
        cdef = CREATURES[state.creatures[pos].creature]
        magical = magical or cdef.magical
        ndice = cdef.dice + ddice
        if ndice < 0:
            ndice = 0
        for owner, fn in each(state, "modify_creature_attack"):  # Compel Duel, Vicious Mockery: disadvantage
            ndice, mode = fn(state, owner, pos, seat, ndice, mode)
        base, rolled = roll_attack(state, ndice, creature=True, mode=mode)
        cref, href = _CREF[pos], _HREF[seat]
        # AMB-07: Corruption/Purification change physical attacks only (0 without conditions: skip the call)
        dmg = (
            base + conditions.dealt_modifier(state, cref)
            if state.creatures[pos].cond and not magical
            else base
        )
        a = state.attack = {
            "pos": pos,
            "seat": seat,
            "damage": dmg,  # the attacker's side only until ``defend`` adds the defender's
            "post": 0,
            "magical": magical,
            "cond": cond,
            "stage": "react",
            "windows": [],
            "used": [],
            "used_value": 0,
            "invigorated": False,
            "dice": ndice,
            "rolled": rolled,  # the faces, for reactions that change a rolled die (Fildon's Sonata)
        }
        defend(state, a, href)
        events.append(
            ev(
                "dc.creature_attack",
                {
                    "source": cref,
                    "target": href,
                    "dice": rolled,
                    "damage": a["damage"],
                    "magical": magical,
                },
                reveals=True,
            )
        )
        state.attack["windows"] = react_seats(state, "hero_attacked")  # abilities may read state.attack
        events += declared(state, a)
        events += advance(state)
    return events


def defend(state: CombatState, a: dict[str, Any], ref: str) -> None:
    """DC-CMB-21 steps 4-5 (CHANGES rows 1-2): the defender-side modifiers of ``ref``, the figure that
    suffers attack ``a``: its suffered column (physical only, AMB-07) and its Thunder, whose charge this
    attack spends. ``a["damage"]`` must hold the attacker's side only (``undefend`` restores that).
    The defender's part is kept apart ("folded" into the damage before shields, with the 0 floor, or
    "def_post" past them) so a redirection can take it out again."""
    fig = state.fig(ref)
    mods = conditions.suffered_modifier(state, ref) if fig.cond and not a["magical"] else 0
    if fig.thunder:
        before = list(fig.thunder)
        mods += conditions.thunder_bonus(state, ref)
        a["thunder"] = [ref, before, list(fig.thunder)]  # to give the charge back on a redirection
    pre = a["damage"]
    if state.options["modifiers_after_shields"]:
        a["post"] += mods
        a["def_post"] = mods
        dmg = pre
    else:
        a["def_post"] = 0
        dmg = pre + mods
    if dmg < 0:
        dmg = 0
    a["damage"] = dmg
    a["folded"] = dmg - pre
    a["defender"] = ref


def undefend(state: CombatState, a: dict[str, Any]) -> None:
    """Take the defender-side modifiers out of attack ``a`` again and give back the Thunder charge it
    spent (Thunder counts attacks *received*, L154). The dice and the attacker's modifiers stay."""
    th = a.pop("thunder", None)
    if th is not None:
        fig = state.fig(th[0])
        if fig.thunder == th[2]:  # nothing changed the tokens since: the charge comes back whole
            fig.thunder = list(th[1])
    a["damage"] -= a.get("folded", 0)
    a["post"] -= a.get("def_post", 0)
    a["folded"] = a["def_post"] = 0


def withdraw(state: CombatState, a: dict[str, Any]) -> None:
    """The figure attack ``a`` was aimed at does not suffer it (a redirection, or Sanctuary cancelling
    it): the hero modules undo their part for it (``<hero>_attack_withdrawn``), then its modifiers
    and Thunder charge come out (L154: Thunder counts attacks *received*)."""
    for owner, fn in each(state, "attack_withdrawn"):
        fn(state, owner, a)
    undefend(state, a)


def declared(state: CombatState, a: dict[str, Any]) -> list[Event]:
    """The defender-side passives of a declared attack: damage reduction, shield tokens, banking."""
    events: list[Event] = []
    for owner, fn in each(state, "attack_declared"):
        events += fn(state, owner, a)
    return events


def rebase(state: CombatState, ref: str) -> list[Event]:
    """Every redirection of the current creature attack goes through here (DC-CMB-21 steps 4-5, L128-147,
    L154): the rolled dice stay, the defender-side part moves to ``ref``, the figure that now suffers it.

    First the hero modules undo what they did for the figure it leaves (``<hero>_attack_withdrawn``:
    Kandra's reduction and bank, shield tokens spent on it), then its modifiers and Thunder charge come
    out, then ``ref``'s go in. A hero ``ref`` becomes ``attack["seat"]`` and its declared-attack passives
    run; for Nina or a creature the caller lands ``attack["damage"]`` / ``attack["post"]`` itself."""
    a = state.attack
    assert a is not None
    if a.get("defender", _HREF[a["seat"]]) == ref:
        return []
    withdraw(state, a)
    a["used"], a["used_value"] = [], 0
    if ref[0] == "h":
        a["seat"] = int(ref[1:])
    defend(state, a, ref)
    return declared(state, a) if ref[0] == "h" else []


_CREF = tuple(f"c{i}" for i in range(64))  # figure refs, built once
_HREF = tuple(f"h{i}" for i in range(64))


def wounds_of(a: dict[str, Any]) -> int:
    left = a["damage"] if a["magical"] else a["damage"] - a["used_value"]
    left = (left if left > 0 else 0) + a["post"]  # max(0, ...) twice, without the calls
    return left if left > 0 else 0


def advance(state: CombatState) -> list[Event]:
    """Open the next window of the current attack, or land it."""
    a = state.attack
    assert a is not None
    h = state.heroes[a["seat"]]
    if a["stage"] == "landed":  # the "condition applied" window closed
        if a["windows"]:
            state.pending = {"kind": "react", "player": a["windows"][0], "trigger": "condition_applied"}
            return []
        state.pending = None
        return after_landing(state, a["before"])
    if a["stage"] == "react":
        if a["windows"]:
            state.pending = {"kind": "react", "player": a["windows"][0], "trigger": "hero_attacked"}
            return []
        a["stage"] = "shields"
    if a["stage"] == "shields":
        if not a["magical"] and h.shields and a["damage"] > 0:
            state.pending = {"kind": "shields", "player": a["seat"]}
            return []
        a["stage"] = "check"
    if a["stage"] == "check":
        a["stage"] = "exhaust"
        a["windows"] = react_seats(state, "would_exhaust") if wounds_of(a) >= h.vigor > 0 else []
    if a["stage"] == "exhaust" and a["windows"]:
        state.pending = {"kind": "react", "player": a["windows"][0], "trigger": "would_exhaust"}
        return []
    state.pending = None
    return land(state)


def land(state: CombatState) -> list[Event]:
    a = state.attack
    assert a is not None
    seat, pos = a["seat"], a["pos"]
    ref = _HREF[seat]
    h = state.heroes[seat]
    wounds = wounds_of(a)
    before = a["before"] = h.vigor
    a["windows"] = []
    events = [
        ev(
            "dc.hit",
            {
                "source": _CREF[pos],
                "target": ref,
                "damage": a["damage"],
                "blocked": min(a["damage"], a["used_value"]),
                "wounds": wounds,
            },
        )
    ]
    if a["invigorated"] and wounds >= h.vigor:
        h.vigor = min(h.max_vigor, damage.REVIVE_VIGOR)  # Invigorate: no Exhaustion, no level lost, heal 5
        events.append(ev("dc.invigorated", {"target": ref, "vigor": h.vigor}))
    else:
        events += damage.wound(state, ref, wounds, "magical" if a["magical"] else "physical")
    on_hit = CREATURES[state.creatures[pos].creature].on_hit
    if not h.exhausted and (a["cond"] or on_hit):
        # only these conditions can add "dc.condition" here (the hit and its wounds never do)
        applied: list[Event] = []
        for c in ([a["cond"]] if a["cond"] else []) + list(on_hit):
            applied += conditions.apply(state, ref, c)
        events += applied
        if any(e.kind == "dc.condition" for e in applied):  # a "condition applied" reaction window
            a["windows"] = react_seats(state, "condition_applied")
    a["stage"] = "landed"
    if a["windows"]:
        state.pending = {"kind": "react", "player": a["windows"][0], "trigger": "condition_applied"}
        return events
    return events + after_landing(state, before)


def after_landing(state: CombatState, before: int) -> list[Event]:
    """The defender's after-defence passive and every watcher of landed attacks, then the attack ends
    (and the Creature Phase stops if the combat is decided, ``outcome.halt``)."""
    a = state.attack
    assert a is not None
    seat = a["seat"]
    h = state.heroes[seat]
    events: list[Event] = []
    after = own(state, seat, "after_defend")
    if after and a["used_value"]:
        events += after(state, seat, a)
    for owner, fn in each(state, "attack_landed"):  # retaliations, Chi from shields, Wall of Thorns
        events += fn(state, owner, a, before - h.vigor)
    state.attack = None
    halt(state)
    return events


def use_shield(state: CombatState, card: str) -> list[Event]:
    a = state.attack
    assert a is not None
    h = state.heroes[a["seat"]]
    entry = next(s for s in h.shields if s[0] == card)
    h.shields.remove(entry)
    owner = state.seat_of[card_def(card).hero]
    state.heroes[owner].discard.put_top(card)  # DC-CMB-25: a consumed card goes to its owner's discard
    a["used"].append(card)
    a["used_value"] += int(entry[1])
    events = [ev("dc.shield_used", {"target": f"h{a['seat']}", "card": card, "amount": int(entry[1])})]
    if not h.shields:
        a["stage"] = "check"
        events += advance(state)
    return events


def take_hit(state: CombatState) -> list[Event]:
    a = state.attack
    assert a is not None
    a["stage"] = "check"
    return advance(state)


def react(state: CombatState, seat: int, card: str) -> list[Event]:
    """Play a reaction: its hook decides (it may set ``attack["cancelled"]`` or ``["invigorated"]``)."""
    a = state.attack
    assert a is not None
    h = state.heroes[seat]
    h.hand.remove(card)
    h.discard.put_top(card)
    h.reaction_used = True
    events = [ev("dc.reacted", {"hero": seat, "card": card, "target": f"h{a['seat']}"})]
    for e in card_def(card).effects:
        if e.verb == "hook":
            events += HOOKS[e.cond](state, seat, card, [f"h{a['seat']}"])
    if a.get("cancelled"):  # never received: its Thunder charge and tokens come back
        withdraw(state, a)
        state.attack = None
        state.pending = None
        return events
    a["windows"] = []
    if state.pending is not None and state.pending["kind"] == "class":
        return events  # the reaction asks its own question first (Circle of Healing); answering resumes
    return events + advance(state)


def decline(state: CombatState) -> list[Event]:
    a = state.attack
    assert a is not None
    a["windows"].pop(0)
    return advance(state)

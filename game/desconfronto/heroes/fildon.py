"""Fildon's chords, Grand Finale and unique Signature cards (DC-HERO-FIL).

``res`` keys: ``chords`` (figure ref -> token: "R"/"D" simple, "RR"/"DD" double, "RD" mixed),
``chord_left`` / ``chord_done`` (placements still owed by the last card played, and the figures
already given one by it), ``armed`` (ref -> Sonata effect waiting on that figure's next attack:
"res" = one die better/worse by a sword, "mix" = advantage/disadvantage), ``weaken`` (Weaken
Intellect until his next turn), ``inspired``/``insp_now`` (Bardic Inspiration), ``mocked``/``mock_now``
(Vicious Mockery).

Grand Finale spends are free class actions on Fildon's turn, where the Sonata effects are armed on
the holder's next attack; as a reaction, in a creature attack's window, they change the dice it rolled
(``fildon_react.py``, with the Sonata's Dissonant Notes).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import conditions, damage
from game.desconfronto.actions import ClassAction, class_action
from game.desconfronto.attack_targets import targetable
from game.desconfronto.coliseum.foes import drop_weakest_shield, is_foe, rival_seats, side
from game.desconfronto.companion import land_on_companion
from game.desconfronto.defence import rebase
from game.desconfronto.heroes import fildon_prestige, fildon_react
from game.desconfronto.heroes.fildon_react import CLEANSE
from game.desconfronto.hooks import hook
from game.desconfronto.prestige import has_subclass
from game.desconfronto.state import CombatState

UPGRADE = {
    ("", "R"): "R",
    ("", "D"): "D",
    ("R", "R"): "RR",
    ("D", "D"): "DD",
    ("R", "D"): "RD",
    ("D", "R"): "RD",
}
LOWER = {"purified": "hit2", "hit2": "hit1", "hit1": "corrupted", "corrupted": "corrupted"}  # AMB-04


_HREF = tuple(f"h{i}" for i in range(64))  # figure refs, built once (asked on every enumeration)
_CREF = tuple(f"c{i}" for i in range(64))


def _refs(state: CombatState) -> list[str]:
    return [_HREF[s] for s in state.standing()] + [_CREF[i] for i in state.living()]


@hook("fildon_chord")
def chord(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """DC-HERO-FIL-02: the card just played owes (level + 2) chord placements; earlier ones lapse."""
    h = state.heroes[seat]
    h.res["chord_left"] = h.level + 2
    h.res["chord_done"] = []
    return [Event("dc.fildon_chord", {"hero": seat, "count": h.level + 2})]


def _placements(state: CombatState, seat: int) -> list[Action]:
    res = state.heroes[seat].res
    if not res.get("chord_left"):
        return []
    chords = res.get("chords", {})
    done = res.get("chord_done", [])
    acts: list[Action] = []
    for ref in _refs(state):
        if ref not in done and len(chords.get(ref, "")) < 2:  # AMB-51: a Double/Mixed token takes no more
            acts += [class_action(seat, "fildon_resonant", ref), class_action(seat, "fildon_dissonant", ref)]
    return acts


def _finales(state: CombatState, seat: int) -> list[Action]:
    """DC-HERO-FIL-04: a Double or Mixed token may be spent for its Skill Tree effect (AMB-51: his choice)."""
    acts: list[Action] = []
    chords = state.heroes[seat].res.get("chords", {})
    if not chords:  # no token on the board: nothing to spend (the usual case, on every enumeration)
        return acts
    for ref in _refs(state):
        token = chords.get(ref, "")
        if token == "RR":
            acts.append(ClassAction(seat, "fildon_sonata_res", ref))
            fig = state.fig(ref)
            acts += [
                ClassAction(seat, f"fildon_cleanse_{c}", ref)
                for c in CLEANSE
                if (fig.thunder if c == "thunder" else fig.cond.get(c))
            ]
        elif token == "RD":
            acts += [
                ClassAction(seat, "fildon_sonata_mix", ref),
                ClassAction(seat, "fildon_requiem_mix", ref),
            ]
        elif token == "DD":
            acts.append(ClassAction(seat, "fildon_stun", ref))
    return acts


@hook("fildon_class_actions")
def class_actions(state: CombatState, seat: int) -> list[Action]:
    acts = _placements(state, seat) + _finales(state, seat)
    if state.heroes[seat].subclass:  # the Thaumaturge's strike (fildon_prestige.py)
        acts += fildon_prestige.class_actions(state, seat)
    return acts


@hook("fildon_late_actions")
def late_actions(state: CombatState, seat: int) -> list[Action]:
    return _placements(state, seat) + _finales(state, seat)


@hook("fildon_holds_phase")
def holds_phase(state: CombatState, seat: int) -> bool:
    """The last card of the turn still places its chords before the Creature Phase."""
    return bool(_placements(state, seat))


@hook("fildon_keeps_abilities")
def keeps_abilities(state: CombatState, seat: int) -> bool:
    return True  # DC-HERO-FIL-05


@hook("fildon_class_apply")
def class_apply(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    if action.name == "fildon_dominate":
        return dominate(state, seat, action.target), 0
    if action.name == "thaumaturge_strike":
        return fildon_prestige.thaumaturge_strike(state, seat, action.target)
    res = state.heroes[seat].res
    name, ref = action.name, action.target
    chords = res.setdefault("chords", {})
    if fildon_react.in_window(state, seat):  # a Finale spent as a reaction (DC-HERO-FIL-04)
        fildon_react.spend_as_reaction(state, seat)
        if fildon_react.changes_die(name):
            token = chords.pop(ref)
            event = Event("dc.fildon_finale", {"target": ref, "token": token, "effect": name})
            return [event, *fildon_react.change_die(state, name)], 0
    if name in ("fildon_resonant", "fildon_dissonant"):
        kind = "R" if name == "fildon_resonant" else "D"
        chords[ref] = UPGRADE[(chords.get(ref, ""), kind)]
        res["chord_left"] -= 1
        res["chord_done"].append(ref)
        if not res["chord_left"]:
            del res["chord_left"], res["chord_done"]
        return [Event("dc.fildon_chord_placed", {"target": ref, "token": chords[ref]})], 0
    token = chords.pop(ref)
    events = [Event("dc.fildon_finale", {"target": ref, "token": token, "effect": name})]
    if name in ("fildon_sonata_res", "fildon_sonata_mix"):
        res.setdefault("armed", {})[ref] = name.removeprefix("fildon_sonata_")
    elif name.startswith("fildon_cleanse_"):
        cond = name.removeprefix("fildon_cleanse_")
        fig = state.fig(ref)
        if cond == "thunder":
            fig.thunder = []
        else:
            fig.cond.pop(cond, None)
    elif name == "fildon_requiem_mix":  # 1 shield for 1 heal; a creature's shields drop for 1 turn
        if ref[0] == "h" and is_foe(state, seat, ref):  # a rival: its weakest Active Shield goes (HEROES.md)
            events += drop_weakest_shield(state, ref)
        elif ref[0] in ("h", "n"):
            events += damage.heal(state, ref, 1)
        else:
            state.creatures[int(ref[1:])].shields_off = seat + 1
            events.append(Event("dc.shields_cancelled", {"target": ref}))
    else:  # fildon_stun: a critical die traded for Stunned
        events += conditions.apply(state, ref, "stunned")
    return events, 0


@hook("fildon_turn_start")
def turn_start(state: CombatState, seat: int) -> list[Event]:
    state.heroes[seat].res.pop("weaken", None)
    if state.heroes[seat].subclass:
        fildon_prestige.turn_start(state, seat)
    return []


@hook("fildon_modify_lookup")
def weaken_lookup(state: CombatState, owner: int, face: str) -> str:
    return LOWER[face] if state.heroes[owner].res.get("weaken") else face


@hook("fildon_modify_attack")
def hero_attack_mods(state: CombatState, owner: int, seat: int, ref: str, dice: int, mode: int, bonus: int):
    res = state.heroes[owner].res
    if state.heroes[owner].subclass:  # Song of Celendalle's 2 dice (fildon_prestige.py)
        dice = fildon_prestige.modify_attack(state, owner, seat, dice)
    armed = res.get("armed", {}).pop(f"h{seat}", "")
    worse = armed and state.coliseum is not None and seat != owner  # a rival's attack: "or the reverse"
    if armed == "res":
        bonus += -1 if worse else 1  # a Failure die read as a Sword (a rival's Sword as a Failure)
    elif armed == "mix":
        mode = max(-1, mode - 1) if worse else min(1, mode + 1)
    mocked = res.get("mocked_h")
    if mocked and seat in mocked:  # Vicious Mockery on a rival (the arena): its next attack
        mocked.remove(seat)
        mode = max(-1, mode - 1)
        res.setdefault("mock_now_h", []).append(seat)
    inspired = res.get("inspired")
    if inspired and seat in inspired:
        inspired.remove(seat)
        mode = min(1, mode + 1)
        res.setdefault("insp_now", []).append(seat)
    return dice, mode, bonus


@hook("fildon_after_hero_attack")
def inspired_hit(state: CombatState, owner: int, seat: int, ref: str, data: dict[str, Any]) -> list[Event]:
    mocked = state.heroes[owner].res.get("mock_now_h")
    if mocked and seat in mocked:  # a mocked rival that misses suffers +2 wounds
        mocked.remove(seat)
        if data["damage"] == 0:
            return damage.wound(state, f"h{seat}", 2, "direct")
    now = state.heroes[owner].res.get("insp_now")
    if not now or seat not in now:
        return []
    now.remove(seat)
    return damage.heal(state, f"h{seat}", 1) if data["damage"] > 0 else []


@hook("fildon_modify_creature_attack")
def creature_attack_mods(state: CombatState, owner: int, pos: int, seat: int, dice: int, mode: int):
    res = state.heroes[owner].res
    if state.heroes[owner].subclass:  # Song of the Abyss (fildon_prestige.py)
        mode = fildon_prestige.modify_creature_attack(state, owner, seat, mode)
    armed = res.get("armed")
    if armed and armed.get(_CREF[pos]) == "mix":  # every creature attack asks: no token, no work
        del armed[_CREF[pos]]
        mode = max(-1, mode - 1)
    mocked = res.get("mocked")
    if mocked and pos in mocked:
        mocked.remove(pos)
        mode = max(-1, mode - 1)
        res.setdefault("mock_now", []).append(pos)
    return dice, mode


@hook("fildon_attack_declared")
def armed_creature(state: CombatState, owner: int, attack: dict[str, Any]) -> list[Event]:
    if state.heroes[owner].subclass:  # Song of the Abyss's floor (fildon_prestige.py)
        fildon_prestige.attack_declared(state, owner, attack)
    armed = state.heroes[owner].res.get("armed")
    if not armed:  # every creature attack asks: no token, no work
        return []
    ref = _CREF[attack["pos"]]
    if armed.get(ref) == "res":
        del armed[ref]
        attack["damage"] = max(0, attack["damage"] - 1)  # a Sword die read as a Failure
        return [Event("dc.fildon_sonata", {"target": ref})]
    return []


@hook("fildon_attack_landed")
def mocked_miss(state: CombatState, owner: int, attack: dict[str, Any], lost: int) -> list[Event]:
    events = []
    if state.heroes[owner].subclass and has_subclass(state.heroes[owner], "virtuosi"):
        events += fildon_prestige.virtuosi_landed(state, owner, attack, lost)
    now = state.heroes[owner].res.get("mock_now")
    pos = attack["pos"]
    if not now or pos not in now:
        return events
    now.remove(pos)
    return events + (damage.wound(state, f"c{pos}", 2, "direct") if attack["damage"] == 0 else [])


@hook("weaken_intellect")
def weaken_intellect(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    state.heroes[seat].res["weaken"] = True
    return [Event("dc.fildon_weakened", {"hero": seat})]


@hook("bardic_inspiration")
def bardic_inspiration(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    state.heroes[seat].res["inspired"] = side(state, seat)  # Fildon and his allies (AMB-44); alone in the arena
    return [Event("dc.fildon_inspired", {"heroes": side(state, seat)})]


@hook("vicious_mockery")
def vicious_mockery(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    state.heroes[seat].res["mocked"] = list(state.living())
    if state.coliseum is not None:  # every enemy: the rivals too (their next attack, ``hero_attack_mods``)
        state.heroes[seat].res["mocked_h"] = rival_seats(state, seat)
    return [Event("dc.fildon_mocked", {"creatures": list(state.living())})]


@hook("dominate_target")
def dominate_target(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    """Reaction window with a target choice: Fildon picks who the attack goes to instead."""
    state.pending = Choice.of({"kind": "class", "player": seat, "step": "dominate", "from": targets[0]})
    return []


@hook("fildon_pending_actions")
def pending_actions(state: CombatState, seat: int) -> list[Action]:
    pend = state.pending
    assert pend is not None
    attacked = pend["from"]
    heroes = [f"h{s}" for s in range(len(state.heroes)) if targetable(state, s)]
    refs = [r for r in heroes if r != attacked] + state.companions() + [f"c{i}" for i in state.living()]
    return [ClassAction(seat, "fildon_dominate", r) for r in refs]


def dominate(state: CombatState, seat: int, ref: str) -> list[Event]:
    """DC-HERO-FIL Dominate Target: the rolled attack goes to ``ref``, with ``ref``'s own modifiers and
    Thunder (DC-CMB-21, ``rebase``). A hero defends it as their own (shields, reactions after); a
    creature takes it as physical damage against its shields, or magical."""
    state.pending = None
    attack = state.attack
    assert attack is not None
    source = f"h{attack['seat']}"
    moved = rebase(state, ref)
    if ref[0] == "h":
        return [Event("dc.fildon_redirected", {"source": source, "target": ref}), *moved]
    state.attack = None
    dmg, post = attack["damage"], attack["post"]
    if ref[0] == "n":  # Nina "counts as an ally" (DC-HERO-GEL-02): she takes it as her own
        event = Event("dc.fildon_redirected", {"source": source, "target": ref})
        seat = int(ref[1:])
        return [
            event,
            *land_on_companion(state, attack["pos"], seat, dmg, attack["magical"], attack["cond"], post),
        ]
    pos = int(ref[1:])
    shields = 0 if attack["magical"] else damage.creature_shields(state, pos)
    wounds = max(0, max(0, dmg - shields) + post)
    event = Event(
        "dc.fildon_dominated",
        {"source": source, "target": ref, "damage": dmg, "shields": shields, "wounds": wounds},
    )
    return [event, *damage.wound(state, ref, wounds, "magical" if attack["magical"] else "physical")]


@hook("fildon_positions_swapped")
def mockery_follows(state: CombatState, owner: int, a: int, b: int) -> None:
    """DC-COND-09: Vicious Mockery's marked creatures keep it when Wind swaps them."""
    res = state.heroes[owner].res
    for key in ("mocked", "mock_now", "terror_all"):  # and Song of Terror's (fildon_prestige.py)
        if key in res:
            res[key] = [b if p == a else a if p == b else p for p in res[key]]
    if "terror" in res and res["terror"][0] in (a, b):
        res["terror"][0] = b if res["terror"][0] == a else a

"""Gëlien's Specializations (L661-673): the Guardian and the Avenger, passives and Signature cards.

``res`` keys: ``mount_turn`` (the Guardian's 4-die attack, once per turn), ``grab`` (the creature a
wounding Nina attack let Bite and Grab move, and ``grab_turn``), ``grab_adv`` / ``grab_adv_turn`` (the
moved creature Gëlien attacks with advantage that turn), ``avenger_fury`` (Nina is Exhausted: +1 die
on his attacks), ``relentless`` / ``relentless_turn`` (the creature the Relentless Mark boosts the next
attack on), ``retaliations`` (Mark of Retaliation's redirections so far). Refs ``"c<n>"`` follow a Wind
swap by themselves (``conditions.follow_swap``). ``gelien.py`` and ``gelien_skills.py`` call these.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event
from game.desconfronto import conditions
from game.desconfronto.actions import ClassAction
from game.desconfronto.companion import land_on_companion
from game.desconfronto.defence import rebase
from game.desconfronto.event import ev
from game.desconfronto.hooks import hook
from game.desconfronto.outcome import halt
from game.desconfronto.prestige import has_subclass
from game.desconfronto.reactors import can_react
from game.desconfronto.state import CombatState

MOUNT_DICE = 4  # L664 "1 attack with 4 damage dice"


def _active(state: CombatState, seat: int, card: str) -> bool:
    return any(c.startswith(f"gelien.{card}#") for c in state.heroes[seat].active)


def _card_event(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    return [ev("dc.gelien_prestige_card", {"hero": seat, "card": card})]


for _name in ("guardian_bite_and_grab", "guardian_charge", "avenger_relentless_mark"):
    hook(_name)(_card_event)  # the cards only stay active: their effect is read where it applies


@hook("avenger_mark_of_retaliation")
def mark_of_retaliation(state: CombatState, seat: int, card: str, targets: list[str]) -> list[Event]:
    state.heroes[seat].res.pop("retaliations", None)  # its uses count from the card's play
    return _card_event(state, seat, card, targets)


# --- Nina's attack (gelien.nina_attack asks these) -------------------------------------------------


def nina_roll(state: CombatState, seat: int, ref: str, base: int, rolled: list[dict[str, Any]], shields: int):
    """Before her damage is counted: Command: Charge's sacrificed Purified die (L668) and the Avenger's
    magical attacks (L670). Returns (base, shields, magical, events)."""
    h = state.heroes[seat]
    events: list[Event] = []
    if shields and _active(state, seat, "guardian_charge"):
        die = next((d for d in rolled if d["kept"] == "purified" and not d["extra"]), None)
        if die is not None:
            lost = die["value"]
            die["value"] = 0
            extra = next((d for d in rolled if d["extra"]), None)
            if extra is not None:
                lost += extra["value"]
                extra["value"] = 0
            base -= lost
            shields -= 1
            events.append(ev("dc.guardian_charge", {"hero": seat, "target": ref}))
    return base, shields, has_subclass(h, "avenger"), events


def nina_hit(state: CombatState, seat: int, ref: str, wounds: int) -> list[Event]:
    """After her attack: the Avenger's Corruption; Bite and Grab remembers a wounded target."""
    h = state.heroes[seat]
    events: list[Event] = []
    if has_subclass(h, "avenger"):
        events += conditions.apply(state, ref, "corruption")
    if wounds and _active(state, seat, "bite_and_grab"):
        h.res["grab"] = ref
        h.res["grab_turn"] = state.turn
    return events


# --- the Guardian's mounted attack and Bite and Grab's move (class actions) -----------------------


def class_actions(state: CombatState, seat: int, nina_ready: bool) -> list[Action]:
    h = state.heroes[seat]
    res = h.res
    acts: list[Action] = []
    if not nina_ready:
        return acts
    living = [f"c{i}" for i in state.living()]
    if has_subclass(h, "guardian") and res.get("mount_turn") != state.turn and h.hand:
        seen: set[str] = set()
        for c in h.hand:
            base = c.partition("#")[0]
            if base not in seen:
                seen.add(base)
                acts += [ClassAction(seat, "guardian_mount", f"{c}@{r}") for r in living]
    grab = res.get("grab")
    if grab and grab in living and res.get("grab_turn") != state.turn and _active(state, seat, "bite_and_grab"):
        acts += [ClassAction(seat, "guardian_grab", r) for r in living if r != grab]
    return acts


def class_apply(state: CombatState, seat: int, action: ClassAction, nina_attack: Any) -> tuple[list[Event], int]:
    h = state.heroes[seat]
    res = h.res
    if action.name == "guardian_mount":
        card, _, ref = action.target.partition("@")
        res["mount_turn"] = state.turn
        h.hand.remove(card)
        h.discard.put_top(card)
        events = [ev("dc.guardian_mount", {"hero": seat, "card": card, "target": ref})]
        events += nina_attack(state, seat, ref, MOUNT_DICE)
        hit = next((e for e in events if e.kind == "dc.gelien_nina_attack"), None)
        if hit is not None and hit.data["wounds"] and not state.flags.get("no_extra_actions"):
            state.actions_left += 1
            events.append(ev("dc.extra_actions", {"hero": seat, "amount": 1}))
        return events, 0
    assert action.name == "guardian_grab"  # Nina's action: the grabbed creature swaps places
    grab = res.pop("grab")
    res.pop("grab_turn", None)
    res["nina_turn"] = state.turn
    a, b = int(grab[1:]), int(action.target[1:])
    state.creatures[a], state.creatures[b] = state.creatures[b], state.creatures[a]
    conditions.follow_swap(state, a, b)
    res["grab_adv"] = action.target  # the grabbed creature now stands there
    res["grab_adv_turn"] = state.turn
    return [ev("dc.swapped", {"a": grab, "b": action.target})], 0


# --- Gëlien's own attacks --------------------------------------------------------------------------


def modify_attack(state: CombatState, owner: int, seat: int, ref: str, dice: int, mode: int) -> tuple[int, int]:
    res = state.heroes[owner].res
    if seat == owner:
        if res.get("avenger_fury"):
            dice += 1
        if res.get("grab_adv") == ref and res.get("grab_adv_turn") == state.turn:
            mode = min(1, mode + 1)
    if res.get("relentless") == ref and res.get("relentless_turn") == state.turn:
        del res["relentless"], res["relentless_turn"]
        dice += 1
        mode = min(1, mode + 1)
    return dice, mode


def mark_cost(state: CombatState, seat: int, ref: str) -> int:
    """Relentless Mark (L671): the mark costs 1 action and boosts the next attack on it this turn."""
    if not _active(state, seat, "relentless_mark"):
        return 0
    res = state.heroes[seat].res
    res["relentless"] = ref
    res["relentless_turn"] = state.turn
    state.actions_left -= 1
    return 1


def mark_allowed(state: CombatState, seat: int) -> bool:
    return state.actions_left > 0 or not _active(state, seat, "relentless_mark")


def nina_down(state: CombatState, seat: int) -> None:
    if has_subclass(state.heroes[seat], "avenger"):
        state.heroes[seat].res["avenger_fury"] = True


def nina_back(state: CombatState, seat: int) -> None:
    state.heroes[seat].res.pop("avenger_fury", None)


# --- Mark of Retaliation (a reaction in a creature attack's window) --------------------------------


def react_actions(state: CombatState, seat: int, trigger: str, nina_on_board: bool) -> list[Action]:
    a = state.attack
    h = state.heroes[seat]
    if trigger != "hero_attacked" or a is None or not nina_on_board or not can_react(state, seat):
        return []
    if not _active(state, seat, "mark_of_retaliation"):
        return []
    if h.res.get("retaliations", 0) >= max(1, h.level // 2):
        return []
    return [ClassAction(seat, "avenger_redirect", f"h{a['seat']}")]


def redirect(state: CombatState, seat: int, action: ClassAction) -> tuple[list[Event], int]:
    """The rolled attack goes to Nina (her own modifiers: ``rebase``), who suffers it."""
    a = state.attack
    assert a is not None
    h = state.heroes[seat]
    a["windows"].pop(0)
    state.pending = None
    h.reaction_used = True
    h.res["retaliations"] = h.res.get("retaliations", 0) + 1
    rebase(state, f"n{seat}")
    dmg, post = a["damage"], a["post"]
    state.attack = None  # the engine resumes the next queued attack
    events = [ev("dc.avenger_redirect", {"hero": seat, "target": action.target, "source": f"c{a['pos']}"})]
    events += land_on_companion(state, a["pos"], seat, max(0, dmg), a["magical"], a["cond"], post)
    halt(state)
    return events, 0

"""The Coliseum's questions to the players and their answers (DC-COL-04, 07-10, 12; DC-CMB-25).

* **The mulligan** (DC-COL-04, L172): before the first turn each hero in turn order may put any cards
  of the first hand on the bottom of the draw deck and draw as many again.
* **After an action** the decisions it raised are asked in order (``col.queue``): each token holder's
  reward for a fallen hero (DC-COL-12), then each attacked main target's Revide (DC-COL-07, AMB-19b:
  after the attack). The Active Hero's action settles (``flow.after_action``) once they are answered.
* **A defender's shields** against a rival's physical attack (``duel.py``): spend Active Shields one by
  one, or take the hit; the attacking card then resolves on.
* **The Revide** (DC-COL-08/09): draw a card, attack the attacker with a card from hand (played, or
  sacrificed for a basic attack), or play a Shield card on oneself that guards only the next attack
  (AMB-19c). It is the hero's reaction (DC-CMB-33: once per round, not while Stunned or Iced, AMB-19f)
  and is never answered by another Revide (AMB-19e). While it resolves, extra actions and effects that
  grant actions count for nothing (L180): the attacker's actions and turn flags are restored after it.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Event
from game.core.pending import Choice
from game.desconfronto import damage, flow
from game.desconfronto.coliseum import marks  # noqa: F401  (installs the scoring hooks vigor.py calls)
from game.desconfronto.coliseum.duel import land, spend_shield, strike
from game.desconfronto.coliseum_actions import MULLIGAN_SEP, Mulligan, Revide, Reward
from game.desconfronto.content import card_def
from game.desconfronto.effects import after_draw, draw_cards, resolve_card, resume_card
from game.desconfronto.event import ev
from game.desconfronto.hooks import hook, own
from game.desconfronto.items import resume_use
from game.desconfronto.levels import MAX_LEVEL, next_skill, refresh_max_vigor
from game.desconfronto.reactors import can_react
from game.desconfronto.state import ColiseumState, CombatState

REWARD_HEAL = 2  # DC-COL-12 (L184)


def _col(state: CombatState) -> ColiseumState:
    col = state.coliseum
    assert col is not None
    return col


# ------------------------------------------------------------------------------ the mulligan
def mulligan(state: CombatState, a: Mulligan) -> list[Event]:
    col = _col(state)
    h = state.heroes[a.player]
    cards = [c for c in a.cards.split(MULLIGAN_SEP) if c]
    for c in cards:
        h.hand.remove(c)
    h.draw.cards[:0] = cards  # the bottom of the deck (its top is the end)
    events = [ev("dc.col_mulligan", {"hero": a.player, "count": len(cards), "cards": cards}, reveals=True)]
    if cards:
        events += draw_cards(state, a.player, len(cards))
    col.mulligan.remove(a.player)
    if col.mulligan:
        state.pending = Choice("mulligan", col.mulligan[0])
        return events
    state.pending = None
    return events + flow.begin_turn(state)


# ------------------------------------------------------------------------- the queue
@hook("col_settle")
def settle(state: CombatState, cost: int) -> bool:
    """Called at the start of ``flow.after_action``: True when a queued decision is asked first (the
    action's settling, with its ``cost``, then waits for the queue to empty)."""
    col = _col(state)
    col.main = ""
    if col.final_by >= 0 and not state.flags.get("col_final") and state.phase == "hero":
        state.actions_left = 0  # the Final Round began in this turn: it ends now (L189)
    if state.heroes[state.active_hero].exhausted:  # felled inside its own card: a later "+act" gives nothing
        state.actions_left = 0  # (DC-EXH-06; flow.after_action would say so too, after the queue)
    if not col.queue:
        return False
    col.resume = cost
    return ask_next(state)


def ask_next(state: CombatState) -> bool:
    """Open the next queued decision still askable; False when none is left."""
    col = _col(state)
    while col.queue:
        q = col.queue[0]
        seat = q["seat"]
        if q["kind"] == "reward":
            if seat not in col.eliminated:
                state.pending = Choice("reward", seat, {"victim": q["victim"]})
                return True
        elif can_react(state, seat) and seat not in col.eliminated and not state.heroes[q["attacker"]].exhausted:
            state.pending = Choice("revide", seat, {"attacker": q["attacker"]})
            return True
        col.queue.pop(0)  # no longer askable (eliminated, down, Stunned or Iced, reaction spent)
    return False


def go_on(state: CombatState) -> list[Event]:
    """One queued decision is answered: the next one, or the action it interrupted settles."""
    col = _col(state)
    state.pending = None
    if col.queue:
        col.queue.pop(0)
    if ask_next(state):
        return []
    cost, col.resume = col.resume, -1
    if cost >= 0 and state.phase == "hero":
        return flow.after_action(state, cost)
    return []


def open_queue(state: CombatState) -> list[Event]:
    """After any action: decisions raised outside an action's settling (a fall at the start of a turn)."""
    col = _col(state)
    if col.queue and state.pending is None and state.phase == "hero" and col.reviding < 0:
        ask_next(state)
    return []


# ------------------------------------------------------------------------------ rewards
def reward(state: CombatState, a: Reward) -> list[Event]:
    """DC-COL-12 / AMB-20: a level (the next ability of a tree, usable at once), a card and 2 Vigor."""
    h = state.heroes[a.player]
    skill = ""
    if a.take:
        if a.tree:
            s = next_skill(state, a.player, a.tree)
            assert s is not None
            h.abilities.append(s.id)
            h.level += 1
            refresh_max_vigor(h)
            skill = s.id
        events = [ev("dc.col_reward", {"hero": a.player, "taken": True, "skill": skill, "level": h.level})]
        events += draw_cards(state, a.player, 1) + after_draw(state, a.player)
        events += damage.heal(state, f"h{a.player}", REWARD_HEAL)
    else:
        events = [ev("dc.col_reward", {"hero": a.player, "taken": False, "skill": "", "level": h.level})]
    return events + go_on(state)


def reward_trees(state: CombatState, seat: int) -> list[int]:
    """The trees a reward may level up in (none when the hero is at the top level or both are complete)."""
    if state.heroes[seat].level >= MAX_LEVEL:
        return []
    return [t for t in (1, 2) if next_skill(state, seat, t) is not None]


# ------------------------------------------------------------------------------ shields
def use_shield(state: CombatState, card: str) -> list[Event]:
    col = _col(state)
    s = col.hold["strike"]
    events = [spend_shield(state, s, card)]
    if state.heroes[s["target"]].shields:
        return events
    return events + resolve_hold(state)


def resolve_hold(state: CombatState) -> list[Event]:
    """The defender has chosen: the attack lands and what held it resolves on."""
    col = _col(state)
    hold, col.hold = col.hold, {}
    state.pending = None
    events = land(state, hold["strike"])
    then = hold.get("then", "")
    if then == "card":
        events += resume_card(state, hold)
        if col.hold:
            return events
        return events + after_card(state)
    if then == "item":
        events += resume_use(state, hold)
        if col.hold:
            return events
        return events + after_card(state)
    if then == "sacrifice":
        after = own(state, hold["seat"], "after_sacrifice")
        if after is not None:
            events += after(state, hold["seat"])
        if state.pending is not None and state.phase == "hero":
            return events
        return events + after_card(state)
    return events + after_card(state)  # a Revide's sacrifice


def after_card(state: CombatState) -> list[Event]:
    """What follows a resolved card, Sacrifice or item in the arena: the Revide it was, or the action."""
    if _col(state).reviding >= 0:
        return finish_revide(state)
    return flow.after_action(state)


# ------------------------------------------------------------------------------ the Revide
def revide(state: CombatState, a: Revide) -> list[Event]:
    col = _col(state)
    seat = a.player
    h = state.heroes[seat]
    events = [ev("dc.col_revide", {"hero": seat, "how": a.how, "card": a.card, "target": a.target})]
    if a.how == "none":
        return events + go_on(state)
    h.reaction_used = True  # the hero's reaction of this round (DC-CMB-33)
    state.pending = None
    if a.how == "draw":
        return events + draw_cards(state, seat, 1) + after_draw(state, seat) + go_on(state)
    col.reviding = seat
    col.saved = {
        "actions": state.actions_left,
        "no_extra": state.flags.get("no_extra_actions", False),
        "how": a.how,
        "card": a.card,
    }
    state.flags["no_extra_actions"] = True  # L180
    if a.how == "sacrifice":
        h.hand.remove(a.card)
        h.discard.put_top(a.card)
        moved = {"hero": seat, "card": a.card, "target": a.target, "from": "hand", "to": "discard"}
        events.append(ev("dc.sacrificed", moved))
        events += strike(state, seat, a.target, 1)
        if col.hold:
            col.hold.update(seat=seat, then="revide")
            return events
        return events + finish_revide(state)
    cd = card_def(a.card)
    first = a.target
    if not cd.targets:
        col.main = a.target  # an area card: the attacker is its main target
    if len(cd.targets) > 1:
        state.pending = Choice.of({"kind": "target", "player": seat, "card": a.card, "targets": [first]})
        return events
    events += resolve_card(state, seat, a.card, [first] if cd.targets else [])
    if col.hold or state.pending is not None:
        return events
    return events + finish_revide(state)


def finish_revide(state: CombatState) -> list[Event]:
    """L180: the attacker's turn as it was; a Revide shield is marked to guard one attack (AMB-19c)."""
    col = _col(state)
    seat, saved = col.reviding, col.saved
    col.reviding = -1
    col.saved = {}
    col.main = ""
    state.actions_left = int(saved.get("actions", state.actions_left))
    if state.heroes[state.active_hero].exhausted:  # the Revide felled the attacker: its turn is over (DC-EXH-06)
        state.actions_left = 0
    if saved.get("no_extra"):
        state.flags["no_extra_actions"] = True
    else:
        state.flags.pop("no_extra_actions", None)
    card = saved.get("card", "")
    if saved.get("how") == "shield" and any(s[0] == card for s in state.heroes[seat].shields):
        col.next_only[seat].append(card)
    return go_on(state)


def shield_cards(state: CombatState, seat: int) -> list[str]:
    """Cards of ``seat``'s hand a Revide may play as its Shield: a shield the card puts on its first target."""
    out = []
    for c in state.heroes[seat].hand:
        cd = card_def(c)
        if cd.react or not cd.targets or cd.targets[0] not in ("hero", "any"):
            continue
        if any(e.verb == "shields" and e.to in ("t1", "self") for e in cd.effects):
            out.append(c)
    return out


def attack_cards(state: CombatState, seat: int) -> list[str]:
    """Cards of ``seat``'s hand that attack: a physical or magical attack on the first target, or on every enemy."""
    out = []
    for c in state.heroes[seat].hand:
        cd = card_def(c)
        if cd.react:
            continue
        hits = [e for e in cd.effects if e.verb in ("attack", "magic")]
        if cd.targets and cd.targets[0] in ("enemy", "any") and any(e.to == "t1" for e in hits):
            out.append(c)
        elif not cd.targets and any(e.to == "all_enemies" for e in hits):
            out.append(c)
    return out


def revide_options(state: CombatState, seat: int, attacker: int) -> list[Revide]:
    aref = f"h{attacker}"
    h = state.heroes[seat]
    out: list[Revide] = []
    if h.draw.cards:
        out.append(Revide(seat, "draw"))
    out += [Revide(seat, "attack", c, aref) for c in _distinct(attack_cards(state, seat))]
    out += [Revide(seat, "sacrifice", c, aref) for c in _distinct(h.hand)]
    out += [Revide(seat, "shield", c, f"h{seat}") for c in _distinct(shield_cards(state, seat))]
    out.append(Revide(seat, "none"))
    return out


def _distinct(cards: list[str]) -> list[str]:
    """One of each card (copies ``x#1``, ``x#2`` play alike)."""
    seen: set[str] = set()
    out = []
    for c in cards:
        base = c.partition("#")[0]
        if base not in seen:
            seen.add(base)
            out.append(c)
    return out


def hold_card(state: CombatState) -> list[str]:
    """The card a held attack came from, in no zone while it waits (for the card-count invariant)."""
    hold = _col(state).hold
    return [hold["card"]] if hold.get("then") == "card" else []


def describe_hold(state: CombatState) -> dict[str, Any]:
    """What the defender sees when choosing shields: who attacks, with what damage."""
    s = _col(state).hold.get("strike", {})
    return {"attacker": s.get("attacker", -1), "damage": s.get("damage", 0), "dice": list(s.get("dice", []))}

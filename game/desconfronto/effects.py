"""The effect-vocabulary interpreter: resolves a played card's effects left to right (DC-GEN-12).

See ``content.py`` for the vocabulary. A card's declared targets are
``targets`` (figure refs, or an element name for ``element`` slots) in slot
order. Effects aimed at a figure that has fallen meanwhile are skipped (e.g.
Flaming Hands' Fire after its attack defeated the target).
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Event
from game.desconfronto import conditions, damage, vigor
from game.desconfronto.coliseum.rivals import enemies
from game.desconfronto.content import Eff, card_def
from game.desconfronto.elders import magic_boost
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS, each
from game.desconfronto.state import CombatState
from game.desconfronto.subclass_points import healed_by

HARMFUL = frozenset(("stunned", "bleeding", "corruption", "fire", "ice", "thunder", "poison", "wind"))


def draw_cards(state: CombatState, seat: int, n: int) -> list[Event]:
    """Draw from the draw deck only: an empty deck is never refilled mid-combat (Exhaustion does that)."""
    h = state.heroes[seat]
    got = [h.draw.cards.pop() for _ in range(min(n, len(h.draw)))]
    h.hand.extend(got)
    state.flags["last_drawn"] = got
    return [ev("dc.drew", {"hero": seat, "count": len(got), "cards": got}, reveals=True)] if got else []


def after_draw(state: CombatState, seat: int) -> list[Event]:
    """A hero's own reaction to drawing by an action or a card (``<hero>_after_draw``, e.g. Foresight)."""
    fn = HOOKS.get(f"{state.heroes[seat].hero}_after_draw")
    return fn(state, seat) if fn else []


def resolve_to(state: CombatState, seat: int, to: str, targets: list[str]) -> list[str]:
    if to[0] == "t":
        i = int(to[1]) - 1
        return [targets[i]] if i < len(targets) and targets[i][:1] in ("h", "c", "n") else []
    if to == "self":
        return [f"h{seat}"]
    if state.coliseum is not None and to in ("all_enemies", "other_enemies", "allies", "all_heroes"):
        return coliseum_targets(state, seat, to, targets)
    if to == "all_enemies":
        return [f"c{i}" for i in state.living()]
    if to == "other_enemies":
        first = targets[0] if targets else ""
        return [f"c{i}" for i in state.living() if f"c{i}" != first]
    if to == "all_heroes":  # area effects reach Nina too (DC-HERO-GEL-02)
        return [f"h{s}" for s in state.standing()] + state.companions()
    if to == "allies":
        return [f"h{s}" for s in state.standing() if s != seat] + state.companions()
    raise ValueError(f"unknown effect target {to!r}")


def coliseum_targets(state: CombatState, seat: int, to: str, targets: list[str]) -> list[str]:
    """The co-op area words in the arena (coliseum/rivals.py): every other hero is an enemy, and the
    beasts; a hero has no allies, so "all heroes" (the party, in the co-op game) is the hero alone."""
    if to == "allies":
        return []
    if to == "all_heroes":
        return [] if state.heroes[seat].exhausted else [f"h{seat}"]
    out = enemies(state, seat)
    if to == "other_enemies":
        first = targets[0] if targets else ""
        out = [r for r in out if r != first]
    return out


def run_effects(
    state: CombatState,
    seat: int,
    pid: str,
    effects: tuple[Eff, ...],
    targets: list[str],
    start: tuple[int, int, list[str], tuple[str, int] | None] | None = None,
    hold: bool = False,
) -> tuple[list[Event], tuple[str, int] | None]:
    """Resolve ``effects`` left to right for ``seat`` (a card's, or an item's: ``pid`` is then the
    item id, passed to hooks). Returns the events and the shield slot a card would go to.

    In the Coliseum an attack on a hero with Active Shields waits for the defender's choice
    (``coliseum/duel.py``): the resolution stops there, recording in ``coliseum.hold`` where it goes on
    (effect and figure index, that effect's figures, the shield slot so far), and ``start`` resumes it.
    Only a caller that can resume says ``hold`` (a played card, an item); elsewhere (a hook's own
    effects) the defender's shields are spent for it (``duel.best_shields``)."""
    events: list[Event] = []
    shield_to: tuple[str, int] | None = None
    first, skip, kept = 0, 0, None
    if start is not None:
        first, skip, kept, shield_to = start
    for ei in range(first, len(effects)):
        e = effects[ei]
        if e.only and not HOOKS[f"only:{e.only}"](state, seat):
            continue
        verb = e.verb
        if verb == "draw":
            events += draw_cards(state, seat, e.amount)
            events += after_draw(state, seat)
        elif verb == "extra_actions":
            if not state.flags.get("no_extra_actions"):  # Stop Time
                state.actions_left += e.amount
                events.append(ev("dc.extra_actions", {"hero": seat, "amount": e.amount}))
        elif verb == "hook":
            events += HOOKS[e.cond](state, seat, pid, targets)
        else:
            amount = int(state.options[e.amount_option]) if e.amount_option else e.amount
            refs = kept if kept is not None and ei == first else resolve_to(state, seat, e.to, targets)
            for ri in range(skip if ei == first else 0, len(refs)):
                ref = refs[ri]
                if damage.down(state, ref):
                    continue
                if verb == "attack":
                    if ref[0] == "h" and state.coliseum is not None:  # a rival (coliseum/duel.py)
                        strike = HOOKS["col_strike" if hold else "col_hero_attack"]
                        events += strike(state, seat, ref, amount, e.mode, e.bonus)
                        if state.coliseum.hold:  # the defender chooses its shields: resumed from here
                            state.coliseum.hold.update(at=[ei, ri + 1], refs=list(refs), shield_to=shield_to)
                            return events, shield_to
                    else:
                        events += damage.hero_attack(state, seat, ref, amount, e.mode, e.bonus)
                elif verb == "magic":  # an Elder's spirit may add to it this turn (elders.py)
                    before = state.fig(ref).vigor
                    events += damage.magic(
                        state, ref, magic_boost(state, seat, amount) if state.flags else amount
                    )
                    if ref[0] == "h" and state.coliseum is not None:  # a magical attack earns a Revide too
                        lost = before - state.heroes[int(ref[1:])].vigor
                        events += HOOKS["col_attacked"](state, seat, int(ref[1:]), before, lost, lost)
                elif verb == "wounds":
                    events += damage.wound(state, ref, amount, "direct")
                elif verb == "heal":
                    if state.flags.get("heal_as_purification") == seat + 1:  # the Shaman's choice (L907)
                        events += conditions.apply(state, ref, "purification")
                    else:
                        events += damage.heal(state, ref, amount)
                    if state.heroes[seat].subclass:  # "when healing a target" (Knight, L550)
                        events += healed_by(state, seat, ref)
                elif verb == "apply":
                    if e.cond == "wind":
                        partner = resolve_to(state, seat, e.partner, targets) if e.partner else []
                        events += conditions.wind(state, ref, partner[0] if partner else "")
                    else:
                        events += conditions.apply(state, ref, swapped(state, pid, e.cond), e.count)
                elif verb == "shields" and ref[0] != "c" and shield_to is None:
                    shield_to = (ref, amount)
    return events, shield_to


def swapped(state: CombatState, pid: str, cond: str) -> str:
    """The condition a card's ``apply`` puts on: its own, or the one a hero's ability changed it to
    for this card (``flags["cond_swap"]`` = [card, condition]: the Arcanist, L843)."""
    swap = state.flags.get("cond_swap") if state.flags else None
    if swap and swap[0] == pid and cond in conditions.ELEMENTS:
        return str(swap[1])
    return cond


def resolve_card(state: CombatState, seat: int, pid: str, targets: list[str]) -> list[Event]:
    """Play ``pid`` from ``seat``'s hand: resolve every effect, then put the card where it belongs."""
    card = card_def(pid)
    h = state.heroes[seat]
    h.hand.remove(pid)
    # Where the card ends up is known once its effects ran; the event carries it (its result).
    played = {"hero": seat, "card": pid, "targets": list(targets), "from": "hand", "to": "discard"}
    events = [ev("dc.played", played)]
    state.__dict__["_played_targets"] = targets  # for ``card_played`` watchers (Arcanist); not saved
    before = HOOKS.get(f"{h.hero}_card_resolving")  # a hero's change to the card about to resolve
    if before is not None:
        events += before(state, seat, card, pid)
    more, shield_to = run_effects(state, seat, pid, card.effects, targets, hold=True)
    events += more
    col = state.coliseum
    if col is not None and col.hold:  # waiting on a defender's shields: placed when it resolves on
        col.hold.update(card=pid, seat=seat, targets=list(targets), then="card")
        return events
    return events + place_card(state, seat, pid, shield_to, played)


def resume_card(state: CombatState, hold: dict[str, Any]) -> list[Event]:
    """The rest of a card whose attack waited on a defender's shields (``coliseum.hold``)."""
    seat, pid, targets = hold["seat"], hold["card"], hold["targets"]
    state.__dict__["_played_targets"] = targets
    held = hold.get("shield_to")
    start = (hold["at"][0], hold["at"][1], hold["refs"], (held[0], held[1]) if held else None)
    events, shield_to = run_effects(state, seat, pid, card_def(pid).effects, targets, start, hold=True)
    col = state.coliseum
    assert col is not None
    if col.hold:  # another defender's shields
        col.hold.update(card=pid, seat=seat, targets=list(targets), then="card")
        return events
    played = {"hero": seat, "card": pid, "targets": list(targets), "from": "hand", "to": "discard"}
    return events + place_card(state, seat, pid, shield_to, played)


def place_card(
    state: CombatState, seat: int, pid: str, shield_to: tuple[str, int] | None, played: dict[str, Any]
) -> list[Event]:
    """Where a resolved card goes: the target's Active Shields, the active Signatures or the discard."""
    card = card_def(pid)
    h = state.heroes[seat]
    events: list[Event] = []
    if shield_to is not None:  # DC-CMB-24: the card sits in the target's Active Shields area
        played["to"] = f"shields:{shield_to[0]}"
        state.fig(shield_to[0]).shields.append([pid, shield_to[1]])  # a hero's or Nina's
        events.append(ev("dc.shielded", {"target": shield_to[0], "card": pid, "amount": shield_to[1]}))
    elif card.keep_active:
        for other in [c for c in h.active if card_def(c).keep_active == card.keep_active]:
            h.active.remove(other)  # one active card of a kind (DC-HERO-GEN-05)
            h.discard.put_top(other)
        h.active.append(pid)
        played["to"] = "active"
    else:
        h.discard.put_top(pid)
    for owner, fn in each(state, "card_played"):  # effects that watch any hero's card (Tainara's Harmony)
        events += fn(state, owner, seat, card)
    if state.flags:
        state.flags.pop("cond_swap", None)  # the changed condition was this card's only
    return events


def creature_effects(state: CombatState, pos: int, effs: tuple[Eff, ...]) -> list[Event]:
    """A creature's passive effects (``to`` = self or all_heroes)."""
    events: list[Event] = []
    everyone = state.options["harmful_all_targets"] == "everyone"
    for e in effs:
        if e.to == "self":
            refs = [f"c{pos}"]
        else:
            refs = [f"h{s}" for s in state.standing()] + state.companions()  # "all targets" reach Nina
            harmful = e.verb in ("wounds", "magic") or (e.verb == "apply" and e.cond in HARMFUL)
            if everyone and harmful:  # AMB-44 alternative: every figure
                refs += [f"c{i}" for i in state.living() if i != pos]
        for ref in refs:
            if damage.down(state, ref):
                continue
            if e.verb == "apply":
                events += conditions.apply(state, ref, e.cond, e.count)
            elif e.verb == "heal":
                events += damage.heal(state, ref, e.amount)
            elif e.verb == "wounds":
                events += damage.wound(state, ref, e.amount, "direct")
            elif e.verb == "magic":
                events += damage.magic(state, ref, e.amount)
    return events


vigor.resolve_passives_with(creature_effects)  # a defeated creature's passive (vigor.defeat)

"""Whom a Creature Action card's attacks go to (DC-CMB-12d, 14, 16; DC-SOLO-03; AMB-26 redirection)."""

from __future__ import annotations

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
            if not state.creatures[p].defeated and not (p == 0 and state.boss is not None)
        ]  # on the Boss playmat the Boss never joins "every creature attacks": it acts with its own deck
    )
    area = state.companions() if rule == "all_heroes" else []  # area attacks reach Nina (DC-HERO-GEL-02)
    for a in attackers:
        for seat in hero_targets(state, rule):
            state.attack_queue.append({"pos": a, "seat": seat, "manner": manner})
        for ref in area:
            state.attack_queue.append({"pos": a, "companion": int(ref[1:]), "manner": manner})

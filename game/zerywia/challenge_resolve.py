"""A Challenge's Resolution (ZW-CHAL-37…50): Pierces and Runes matched to the Difficulty symbols
and Shields, a loss per symbol left uncovered, the Nix dice (Critical, Hit, Murk; against a Defiled
enemy each once with the main card's effect and once with the Defile card's own, L803), type-matched
spares, Trophies or the Bane, and the group's losses. The Challenge itself, from Initiation through
Determination, is ``challenge.py``; this is what its results do.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.core.actions import Event
from game.zerywia import card_powers
from game.zerywia.challenge import MAX_JOURNEY_TOKENS, NIX, OVER, RESOLUTION, Challenge, need_phase
from game.zerywia.content import content
from game.zerywia.hero import ATTRIBUTES, Hero, lose
from game.zerywia.taint import receive_taint


# --- Resolution -------------------------------------------------------------------------------
@dataclass
class Outcome:
    success: bool
    losses: list[tuple[int, str, str]]  # (seat, "loss" | "injury", attribute), in order
    cancelled: list[tuple[str, str]]  # (what cancelled, attribute): "pierce"/"rune"/"shield"
    trophies: int = 0
    journey_token: bool = False
    feed_the_breed: bool = False
    turn_ends: bool = False
    # On a Success, the Pierces and Runes left once the Difficulty, the enemy Shields and every loss
    # they cancelled are paid: the Epic Battle moves them onto the Herald card (L1200)
    unused: list[str] = field(default_factory=list)


def _pierces(ch: Challenge) -> Counter[str]:
    counts: Counter[str] = Counter()
    critical_pierces = ch.options.get("unused_critical_counts_as_pierce", True)  # AMB-18
    for d in ch.dice:
        if d.kind != NIX and (d.face == "pierce" or (d.face == "critical" and critical_pierces)):
            counts[d.kind] += 1
    return counts


class _Spares:
    """What is left to cancel losses: spare Pierces and Runes (one pool: they act alike, L858) and
    the heroes' own Shields, each of its Attribute (AMB-20), used once and removed."""

    def __init__(self, pierces: Counter[str], shields: Counter[str], matching: bool) -> None:
        self.pierces, self.shields, self.matching = pierces, shields, matching

    def cancel(self, attr: str) -> str | None:
        for pool, name in ((self.pierces, "pierce"), (self.shields, "shield")):
            if pool[attr] > 0:
                pool[attr] -= 1
                return name
        if not self.matching:
            for pool, name in ((self.pierces, "pierce"), (self.shields, "shield")):
                other = max(ATTRIBUTES, key=lambda a: pool[a])
                if pool[other] > 0:
                    pool[other] -= 1
                    return name
        return None


# Who takes a loss in a Group Challenge (the group decides, ZW-CHAL-52/53, AMB-59): given the
# Attribute and its cause ("difficulty", "critical", "hit", "murk"), returns a participant's seat.
Assign = Callable[[str, str], int]


def resolve(ch: Challenge, heroes: Sequence[Hero], assign: Assign | None = None) -> tuple[Outcome, list[Event]]:
    """Resolution 2-5 (ZW-CHAL-38..48). Pierces and Runes cover the Difficulty and then the enemy
    Shields by type; Success needs both. On a Failure nothing is spent on Shields (left over, they
    cost nothing, AMB-19) and each uncovered symbol costs a point. Then each Nix die on its own,
    Criticals first (a double Hit), then Hits, then Murk (Murk tokens included), each symbol once
    per card with a Defile card (L803). Spares and own Shields cancel losses of their type. In a
    group, ``assign`` says who takes each loss (default: the initiator); the Trophies go to the
    initiator, for the table to share out as it agrees (ZW-CHAL-52)."""
    need_phase(ch, RESOLUTION)
    by_seat = {h.seat: h for h in heroes}
    hero = by_seat[ch.seats[0]]
    have = _pierces(ch) + Counter(ch.runes)
    difficulty, shields = Counter(ch.difficulty), Counter(ch.enemy_shields)
    success = all(have[a] >= difficulty[a] + shields[a] for a in ATTRIBUTES)
    spare: Counter[str] = Counter()
    uncovered: list[str] = []
    for a in ATTRIBUTES:
        covered = min(have[a], difficulty[a])
        uncovered += [a] * (difficulty[a] - covered)
        spare[a] = have[a] - covered - (shields[a] if success else 0)
    pool = _Spares(spare, Counter(ch.shields), ch.options.get("mitigation_requires_matching_type", True))
    out = Outcome(success, [], [])
    events: list[Event] = []

    def take(attr: str, why: str) -> None:
        by = pool.cancel(attr)
        if by is not None:
            out.cancelled.append((by, attr))
            events.append(Event("zerywia.challenge.cancelled", {"attr": attr, "by": by, "cause": why}))
            return
        seat = assign(attr, why) if assign is not None else hero.seat
        taker = by_seat[seat] if seat in ch.seats else hero
        lost = lose(taker, attr)
        for what, where in lost:
            out.losses.append((taker.seat, what, where))
            events.append(Event("zerywia.hero.lost", {"seat": taker.seat, "what": what, "attr": where, "cause": why}))
        if ch.group and lost == [("loss", attr)]:  # a plain point: the group may give it to another (picks.py)
            seats = [s for s in ch.seats if s == taker.seat or by_seat[s].value[attr] > 0]
            if len(seats) > 1:
                hero.picks.append({"kind": "group_loss", "attr": attr, "cause": why, "taker": taker.seat,
                                   "seats": seats})

    for attr in uncovered:  # Resolution 2
        take(attr, "difficulty")
    foe = content().foe
    effects = [foe(ch.enemy)] + ([foe(ch.defile)] if ch.defile else [])
    nix = [d.face for d in ch.dice if d.kind == NIX]
    order = [f for kind in ("critical", "hit", "murk") for f in nix if f == kind] + ["murk"] * ch.murk_tokens
    for face in order:  # Resolution 3 (ZW-CHAL-41..43)
        for card in effects:
            losses = card.murk if face == "murk" else card.hit * (2 if face == "critical" else 1)
            for attr in losses:
                take(attr, face)
    for seat in ch.seats:  # abilities read now see the Injuries and Dread just taken (ZW-CHAL-44)
        events += card_powers.at_resolution(by_seat[seat])
    # Resolution 4 (ZW-CHAL-45/46)
    if success:
        out.unused = [a for a in ATTRIBUTES for _ in range(pool.pierces[a])]
        # a hero in the Dread gains no Trophies (ZW-HERO-19, L195)
        out.trophies = 0 if hero.dread else sum(foe(c).trophies for c in ch.cards())
        hero.trophies += out.trophies
        # a Journey token for a Challenge an Exploration card brought (not a Threat's Enemy, AMB-43);
        # a fourth one is not kept (the hero may instead drop an old one first, ZW-HERO-43)
        out.journey_token = ch.from_exploration and len(hero.journey_tokens) < MAX_JOURNEY_TOKENS
        if out.journey_token:
            hero.journey_tokens.append("journey")
    else:
        bane = foe(ch.enemy).bane  # ZW-CHAL-07/46: the Bane, on a Failure only
        if bane == "taint":
            events += receive_taint(hero)
        elif bane is not None:
            for what, where in lose(hero, bane[len("lose_"):]):
                out.losses.append((hero.seat, what, where))
                events.append(Event("zerywia.hero.lost", {"seat": hero.seat, "what": what, "attr": where, "cause": "bane"}))
        # Feed the Breed only for an Enemy card (L815), not a card's printed Challenge
        out.feed_the_breed = ch.enemy in content().enemies
        out.turn_ends = True
    ch.result = "success" if success else "failure"
    ch.phase = OVER
    # Resolution 5: Runes, Shields and dice go back (the record is dropped with them).
    events.append(Event("zerywia.challenge.resolved", {"result": ch.result, "trophies": out.trophies}))
    return out, events

"""The events of Artan's, Fildon's, Gëlien's and Kandra's Specializations (event_prestige.PRESTIGE_A):
random-bot combats with each subclass granted at level 6, every event checked against its declaration.
``test_event_decl`` adds the kinds they emit to the ones the Skirmish playouts reach."""

from __future__ import annotations

from collections import Counter
from functools import cache

from game.ai.bots import make_bot
from game.core.events import check_event
from game.core.session import Session
from game.desconfronto import GAME, conditions, flow, prestige
from game.desconfronto.actions import ClassAction, PlayCard
from game.desconfronto.content import HEROES
from game.desconfronto.levels import refresh_max_vigor

from .helpers import session, set_hand

SUBCLASSES = {
    "artan": ("artan.knight", "artan.executioner"),
    "fildon": ("fildon.virtuosi", "fildon.thaumaturge"),
    "gelien": ("gelien.guardian", "gelien.avenger"),
    "kandra": ("kandra.zealot", "kandra.berserker"),
}
PARTNERS = ("tesser", "pharanor", "kandra", "fildon")


@cache
def emitted(seeds: int = 12) -> tuple[Counter, tuple[str, ...]]:
    """(kinds seen, declaration problems) over the playouts."""
    specs = GAME.event_specs()
    seen: Counter = Counter()
    problems: list[str] = []
    for hero, subs in SUBCLASSES.items():
        for sub in subs:
            for seed in range(seeds):
                partners = [p for p in PARTNERS if p != hero][: 1 + seed % 3]
                heroes = [hero, *partners]
                s = Session.new(GAME, {"players": len(heroes), "heroes": heroes}, seed)
                for h in s.state.heroes:
                    h.abilities, h.level = [sk.id for sk in HEROES[h.hero].skills], 6
                    refresh_max_vigor(h)
                for e in prestige.grant_subclass(s.state, 0, sub):  # dc.subclass_taken (the run layer's)
                    seen[e.kind] += 1
                    problems += [f"{sub} seed {seed}: {p}" for p in check_event(specs, e)]
                h0 = s.state.heroes[0]
                signature = [c for c in h0.draw.cards if c.partition("#")[0] in HEROES[hero].subclass(sub).cards]
                for c in signature:  # in hand from the start: the bots meet them early
                    h0.draw.cards.remove(c)
                    h0.hand.append(c)
                bot, steps = make_bot("random", seed), 0
                while GAME.is_over(s.state) is None and steps < 3000:
                    for e in s.apply(bot.choose(GAME, s.state)):
                        seen[e.kind] += 1
                        problems += [f"{sub} seed {seed}: {p}" for p in check_event(specs, e)]
                    steps += 1
    return seen, tuple(problems)


# --- the kinds random bots seldom reach, as named scenarios (the same as in test_prestige_<hero>.py) ---


def _granted(heroes: list[str], creatures: list[str], sub: str, hand: dict[int, list[str]]) -> Session:
    s = session(heroes, creatures, seed=7)
    prestige.grant_subclass(s.state, 0, sub)
    for seat, cards in hand.items():
        set_hand(s.state, seat, cards)
    return s


def scenarios() -> list:
    events: list = []
    s = _granted(["artan", "tesser"], ["bicudo"], "artan.knight", {0: ["artan.sacred_halo#1"]})
    st = s.state
    st.heroes[1].vigor = 4
    conditions.apply(st, "h1", "corruption", 2)
    events += s.apply(ClassAction(0, "artan_red", "h0")) + s.apply(PlayCard(0, "artan.sacred_halo#1", "h1"))
    s = _granted(["artan", "pharanor"], ["bicudo"], "artan.knight",
                 {0: ["artan.compel_attack#1"], 1: ["pharanor.flaming_hands#1"]})
    conditions.apply(s.state, "h1", "purification")
    events += s.apply(PlayCard(0, "artan.compel_attack#1", "h1"))
    s = _granted(["artan", "tesser"], ["bicudo"], "artan.executioner", {0: ["artan.abyssal_strike#1"]})
    st = s.state
    conditions.apply(st, "c0", "corruption")
    events += s.apply(PlayCard(0, "artan.abyssal_strike#1", "c0"))
    conditions.apply(st, "h0", "corruption", 2)
    events += flow.start_turn(st) + s.apply(ClassAction(0, "executioner_toll", "h0"))
    s = _granted(["artan", "tesser"], ["bicudo"], "artan.executioner", {0: ["artan.tempest#1", "artan.fear#1"]})
    events += s.apply(PlayCard(0, "artan.tempest#1", ""))
    s = _granted(["fildon"], ["bicudo"], "fildon.thaumaturge", {0: ["fildon.song_of_fire#1"]})
    s.state.heroes[0].res["chords"] = {"c0": "RD"}
    events += s.apply(ClassAction(0, "thaumaturge_strike", "c0"))
    s = _granted(["gelien"], ["froggo"], "gelien.guardian", {0: ["gelien.guardian_charge#1", "gelien.camouflage#1"]})
    events += s.apply(PlayCard(0, "gelien.guardian_charge#1", ""))
    s.state.forced = ["purified", "hit2", "hit1", "corrupted", "hit2"]
    events += s.apply(ClassAction(0, "guardian_mount", "gelien.camouflage#1@c0"))
    s = _granted(["kandra", "pharanor"], ["bicudo"], "kandra.zealot",
                 {0: ["kandra.cry_of_command#1", "kandra.brutal_blow#1"], 1: ["pharanor.flaming_hands#1"]})
    events += s.apply(PlayCard(0, "kandra.cry_of_command#1", ""))
    s.state.forced = ["purified", "hit1", "hit1", "hit2"]
    events += s.apply(PlayCard(0, "kandra.brutal_blow#1", "c0")) + s.apply(ClassAction(0, "zealot_command", "h1"))
    s = _granted(["kandra"], ["bicudo"], "kandra.berserker", {0: ["kandra.impetuous_cry#1", "kandra.brutal_blow#1"]})
    s.state.heroes[0].level = 1
    events += s.apply(PlayCard(0, "kandra.impetuous_cry#1", "")) + s.apply(ClassAction(0, "berserker_impetuous", "h0"))
    s.state.forced = ["corrupted", "hit1", "hit1"]
    events += s.apply(PlayCard(0, "kandra.brutal_blow#1", "c0"))
    return events


def kinds() -> Counter:
    """Every kind the Specializations' playouts and scenarios emit (declarations checked by the caller)."""
    seen = Counter(emitted()[0])
    seen.update(e.kind for e in scenarios())
    return seen

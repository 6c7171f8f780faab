"""What must always hold on the Boss playmat (``DesconfrontoGame.check_invariants``)."""

from __future__ import annotations

from collections import Counter

from game.desconfronto.boss.data import ACTIONS, BOOK, FORMS, PILLARS, PURPLE, RED
from game.desconfronto.boss.summons import POSITIONS
from game.desconfronto.state import CombatState


def boss_invariants(state: CombatState) -> list[str]:
    b = state.boss
    assert b is not None
    bad: list[str] = []
    if b.form not in FORMS:
        return [f"boss: form {b.form}"]
    if not state.creatures or state.creatures[0].creature != FORMS[b.form].id:
        bad.append(f"boss: c0 is not {FORMS[b.form].id}")
    elif state.creatures[0].max_vigor != FORMS[b.form].vigor:
        bad.append("boss: max Vigor is not its form's")
    elif state.creatures[0].defeated and b.form != 2:
        bad.append("boss: Daegur defeated instead of taking the second form")
    cards = Counter([*b.deck, *b.discard])
    want = Counter(RED if b.form == 1 else (*RED, *PURPLE))  # DC-BOSS-02/21: 10 red, then all 12
    if cards != want or any(c not in ACTIONS for c in cards):
        bad.append(f"boss: Boss Action cards {sorted(cards.elements())} are not the form's deck")
    if len(b.where) != len(state.heroes):
        bad.append("boss: a hero has no place on the mat")
    spots = {"altar", *PILLARS, *(f"crystal{i}" for i in range(BOOK.crystals))}
    bad += [f"boss: h{s} stands on {w!r}" for s, w in enumerate(b.where) if w not in spots]
    if set(b.pillars) != set(PILLARS) or any(not 0 <= v <= PILLARS[k].vigor for k, v in b.pillars.items()):
        bad.append(f"boss: pillars {b.pillars}")
    if len(b.crystals) != BOOK.crystals or any(not 0 < v <= BOOK.crystal_vigor for v in b.crystals):
        bad.append(f"boss: crystals {b.crystals}")
    if len(b.souls) != BOOK.crystals:
        bad.append("boss: souls not held by the crystals")
    if not set(b.summons) <= set(POSITIONS) or any(
        p >= len(state.creatures) or state.creatures[p].defeated for p in b.summons
    ):
        bad.append(f"boss: summons {b.summons} are not living creatures of the summon space")
    if b.summons and state.creatures[0].vigor not in BOOK.thresholds:
        bad.append("boss: summons out while the Boss is not at a threshold")
    if not 0 <= b.counter < BOOK.counter or (b.counter and not b.summons):
        bad.append(f"boss: Summon Counter {b.counter}")
    if len(set(b.delayed)) != len(b.delayed):
        bad.append("boss: a player delayed the counter twice")
    return bad

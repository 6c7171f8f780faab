"""What must hold of a Coliseum between actions (``Game.check_invariants``; the fuzzer asks it)."""

from __future__ import annotations

from game.desconfronto.state import CombatState


def coliseum_invariants(state: CombatState) -> list[str]:
    col = state.coliseum
    assert col is not None
    n = len(state.heroes)
    bad: list[str] = []
    if any(s < 0 for s in col.scores):
        bad.append(f"coliseum: a negative score {col.scores}")
    for target, holders in enumerate(col.marks):
        if len(set(holders)) != len(holders) or target in holders or any(not 0 <= s < n for s in holders):
            bad.append(f"coliseum: Class tokens on h{target}: {holders}")
    for s in col.eliminated:
        if state.heroes[s].exhausted != "cards":
            bad.append(f"coliseum: h{s} eliminated but not out of cards")
    if state.phase == "hero" and state.active_hero in col.eliminated and state.pending is None:
        bad.append(f"coliseum: eliminated h{state.active_hero} is the Active Hero")
    if col.reviding >= 0 and state.pending is None:
        bad.append("coliseum: a Revide resolving with no choice pending")
    if col.hold and (state.pending is None or state.pending["kind"] != "col_shields"):
        bad.append("coliseum: an attack held with no shield choice pending")
    if state.phase == "over" and not col.done:
        bad.append("coliseum: over before the podium")
    return bad

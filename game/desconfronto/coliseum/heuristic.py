"""The arena's evaluation for one seat (the greedy rival; the search bot's leaf value): higher is better
for ``seat``, worse for its rivals. Points decide the Coliseum, so they weigh most; then the work towards
the next points (a rival worn down that carries this seat's token), staying alive, and the cards left
(running out eliminates, DC-COL-14)."""

from __future__ import annotations

from typing import Any

POINT = 100.0
WIN = 10_000.0
MARKED_WEAR = 30.0  # a rival brought from full Vigor to none, with this seat's token on it
UNMARKED_WEAR = 8.0
OWN_VIGOR = 25.0
CARD = 1.5
FEW_CARDS = 6  # below this many cards (hand + deck) every card counts four times
LEVEL = 6.0
SHIELD = 1.0
BEAST_DOWN = 12.0  # a beast felled stops the penalties it would cost (DC-COL-17) and the wounds it deals
BEAST_WEAR = 5.0


def coliseum_score(state: Any, seat: int) -> float:
    col = state.coliseum
    if state.phase == "over":
        best = max(col.scores)
        mine = col.scores[seat]
        return (WIN if mine == best else 0.0) + POINT * (mine - best)
    rivals = [s for s in range(len(state.heroes)) if s != seat and s not in col.eliminated]
    top = max((col.scores[s] for s in rivals), default=0)
    score = POINT * (col.scores[seat] - top)
    me = state.heroes[seat]
    if seat in col.eliminated:
        return score - WIN / 2
    for s in rivals:
        h = state.heroes[s]
        wear = 1.0 if h.exhausted else 1.0 - h.vigor / max(1, h.max_vigor)
        score += (MARKED_WEAR if seat in col.marks[s] else UNMARKED_WEAR) * wear
    if not me.exhausted:
        score += OWN_VIGOR * me.vigor / max(1, me.max_vigor)
    cards = len(me.hand) + len(me.draw)
    score += CARD * (cards if cards >= FEW_CARDS else 4 * cards - 3 * FEW_CARDS)
    score += LEVEL * me.level
    score += SHIELD * sum(int(s[1]) for s in me.shields)
    for c in state.creatures:  # the beasts (Condemnation by Beasts)
        score += BEAST_DOWN if c.defeated else BEAST_WEAR * (1.0 - c.vigor / max(1, c.max_vigor))
    return score

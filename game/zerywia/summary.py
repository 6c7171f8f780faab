"""Zerywia's end-of-game numbers (``game.core.summary``): the Challenges won (of those fought), the
Cycles, the Blackstones put in the Chasm and the Murk spread on the land, and per hero the regions
explored, the Stories fulfilled and the Injuries taken. Counted from public events only."""

from __future__ import annotations

from typing import Any

from game.core.summary import Figure, Step


def figures(state: Any, steps: list[Step]) -> list[Figure]:
    seats = len(state.heroes)
    won = fought = blackstones = murk = 0
    explored, stories, injuries = [0] * seats, [0] * seats, [0] * seats
    per_hero = {"zerywia.explore.resolved": explored, "zerywia.story.fulfilled": stories, "zerywia.hero.lost": injuries}
    for step in steps:
        for e in step.events:
            kind, data = e.kind, e.data
            if kind == "zerywia.challenge.resolved":
                fought += 1
                won += data.get("result") == "success"
            elif kind == "zerywia.statue.blackstone":
                blackstones += 1
            elif kind == "zerywia.land.placed" and data.get("family") == "murk":
                murk += 1
            elif kind in per_hero and (kind != "zerywia.hero.lost" or data.get("what") == "injury"):
                seat = data.get("seat")  # a lost point counts only when it was an Injury
                if isinstance(seat, int) and 0 <= seat < seats:
                    per_hero[kind][seat] += 1
    out: list[Figure] = []
    for s in range(seats):
        out += [
            Figure("summary.zerywia.explored", explored[s], s),
            Figure("summary.zerywia.stories", stories[s], s),
            Figure("summary.zerywia.injuries", injuries[s], s),
        ]
    out += [
        Figure("summary.zerywia.challenges", won),
        Figure("summary.zerywia.fought", fought),
        Figure("summary.zerywia.cycles", max(1, int(state.cycle))),
        Figure("summary.zerywia.blackstones", blackstones),
        Figure("summary.zerywia.murk", murk),
    ]
    return out

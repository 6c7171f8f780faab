"""Team play in the co-operative evaluation (issue 9: balance round 4).

A table wins only when every hero's goals hold at once, so a hero whose own goals are done is worth
most as a helper: it takes on one of the others' open land goals (any hero may beat a Stronghold's
Threat or bind an Exis Temple's Murk, L414) and, standing there when the owner arrives, joins the
owner's Group Challenge (ZW-CHAL-49, L836-L849: every participant's Banners and rerolls pooled).

And a group offer itself is judged by what it leads to: after a move into a Region where a hero
stands who has not acted at this time of day, the game first asks that hero whether it joins
(the "join" step), so the one-ply lookahead used to score the move with no fight at all under way;
``offer_value`` plays that step on, both ways.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.actions import Event
from game.core.copying import tree_copy
from game.zerywia import journey
from game.zerywia.geography import Geography
from game.zerywia.hero import Hero
from game.zerywia.state import ZerywiaState
from game.zerywia.story_target import PATH, Goal, target


def done(hero: Hero, open_goals: list[str], goal: Goal = PATH) -> bool:
    """Every goal of the hero's own held: its Birth Thymor's two and its first Story (ZW-SCEN-06),
    or in the Memory its Saga (``story_target``)."""
    return not open_goals and target(hero, goal) is None


def _stages_left(hero: Hero, goal: Goal) -> int:
    """The Story parts (quests, second parts) the hero's goal still asks."""
    t = target(hero, goal)
    return 0 if t is None else 2 * t.left - t.quest_done


def helpers(state: ZerywiaState, geo: Geography, own: dict[int, list[str]],
            bars: dict[int, list[str]] | None = None, goal: Goal = PATH) -> dict[int, str]:
    """Each hero whose own goals all hold, in seat order, takes on one of the others' open land
    goals (or the Threat barring another's Story place, ``bars``: anyone may beat it, and the Story
    is only its owner's): the one whose owner has the most still to do (its open goals and Story
    stages left: that owner reaches its land goals last), the nearest on a tie; two helpers share a
    goal only when no other is open. Before, a done hero drifted at half weight towards the nearest
    open goal, often one its owner was already walking to."""
    load: dict[str, int] = {}
    for hero in state.heroes:
        if hero.lost:
            continue
        left = len(own[hero.seat]) + _stages_left(hero, goal)
        for region in [*own[hero.seat], *(bars or {}).get(hero.seat, [])]:
            load[region] = left
    out: dict[int, str] = {}
    if not load:
        return out
    for hero in state.heroes:
        if hero.lost or not done(hero, own[hero.seat], goal):
            continue
        free = [r for r in load if r not in out.values()] or list(load)
        out[hero.seat] = min(free, key=lambda r: (-load[r], geo.distance(hero.region, r), r))
    return out


def offer_value(state: ZerywiaState, geo: Geography, seat: int, score: Callable[[ZerywiaState, int], float]) -> float:
    """At a group offer: the better of every asked hero joining and none joining, each played on a
    copy to the Challenge or Test it starts (the asked heroes then answer for themselves)."""
    best = float("-inf")
    for join in (True, False):
        trial = tree_copy(state)
        events: list[Event] = []
        try:
            while trial.step == "join" and trial.joiners:
                journey.answer_join(trial, geo, trial.joiners[0], join, events)
        except Exception:  # a lookahead must never crash the bot
            continue
        best = max(best, score(trial, seat))
    return best

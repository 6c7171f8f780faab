"""The greedy bot's campaign score (``heuristic.heuristic`` calls it when ``state.campaign`` is set).

The Hunt's ``run_score`` knows nothing of the map: a 1-ply party scored by it wandered, fled most
combats and walked back and forth to its camp. This score is what a sensible group wants, in layers
an order of magnitude apart, so nothing inside one combat outweighs the campaign's progress:

1. **progress** (thousands): Gûrthur beaten, the final battle open, each special foe beaten (the
   Guardians, the Akari), each side mission done, each level (an ability: they cost 1-3 fragments,
   AMB-31, so levels come first in every market), a subclass, items, distinct cards won;
2. **victories and setbacks**: each victory is worth more than any position inside a combat (so the last
   blow is always struck), each combat lost or fled costs more than any combat position is worth, so the bot
   finishes a fight it can still win and flees only when the fight is already lost *and* the card's
   Fast Travel cost (L343) is cheap — rarely;
3. **the road ahead** (hundreds): the distance to the group's next goal, which suits the party's
   strength (``goal``): grind easy cards (missions first, then the richest easy spoils) until the heroes
   reach ``TEMPLE_LEVEL`` (the lowest hero's level for 1-3 heroes, the second-lowest's for 4:
   ``plan_level``), then the unbeaten Akari temples, then at ``CORNER_LEVEL`` the corners'
   Guardians, then Kalahad once the finale is open; a combat against more creature tiers than the
   party can carry costs ``DANGER`` per tier too much;
4. **the combat on the card** (``fight``): the share of the creatures' Vigor struck down, under a
   victory's weight, so a card is played for wounds rather than kept (the shape below counts a card
   kept at ten times a combat's own weight);
5. **the party's shape**: Vigor carries from combat to combat in a campaign (only rests restore it),
   so it is worth far more than in a Hunt; the rest tokens are worth keeping until the party is worn
   (so ``Camp`` comes when a Long Rest gives back more than half the party's Vigor, a Short Rest
   when the draw piles cannot last a combat: ``bot_values.DECK_NEED``), and a worn party's grind spot
   is a card whose spoils are a rest (``wear``); items are worth the same in
   and out of a combat (``items_worth``), so entering one changes nothing and a potion gets drunk.

Everything here reads the state only (pure); the map's distances are the content's, the same in every
campaign (the authored grid), so they reveal nothing hidden.
"""

from __future__ import annotations

from collections import deque
from functools import cache
from operator import itemgetter
from typing import Any

from game.desconfronto import bot_values
from game.desconfronto.campaign.map_cards import AKARI_TEMPLES
from game.desconfronto.campaign.world import KALAHAD, hostile, neighbours, the_map
from game.desconfronto.creatures import CREATURES
from game.desconfronto.levels import MAX_LEVEL, next_skill

OVER = {"won": 1_000_000.0, "lost": -1_000_000.0}
FINALE = 6000.0
FOE = 2500.0  # a Guardian or an Akari beaten
MISSION = 900.0
LEVEL = 400.0
SUBCLASS = 500.0
ITEM = 50.0  # an item held: a shop's item of 5 fragments or less is worth its price (abilities first)
CARD_WON = 30.0  # a card won at least once (exploring pays: its road, its shop, its "!")
FRAGMENT = 10.0
WIN = 700.0  # every victory (its spoils are paid every time, L250): the last blow beats any position
LOST = 1500.0
ESCAPED = 1400.0  # a flight: slightly better than a defeat, before its cost in fragments
STEP = 60.0  # one card further from the goal
DANGER = 45.0  # one creature tier more than the party carries
VIGOR = 40.0  # a hero's whole Vigor: ten times a combat's own weight, as it carries on to the next
HAND = 4.0
DECK = 1.5
TOKEN = {"long": 0.55, "short": 0.3}  # a rest token kept, in heroes' whole Vigor
FIGHT = 300.0  # the share of the creatures' Vigor struck down in a campaign combat (under WIN: see fight())
GIFT = 5000.0  # as in run_score: a gift changes nothing, so it must never look better than leaving
TEMPLE_LEVEL = 4
CORNER_LEVEL = 6
PLAN_RANK = 1  # 4 heroes: the second-lowest hero's level leads the plan (plan_level)
GRIND_TIER = 2.0  # the mean tier of a card's 4-player row an unlevelled party still takes on
REST_SPOIL = 3.0  # a rest spoil on a grind spot, in fragments, for a fresh party
REST_WORN = 12.0  # ... and on top for a fully worn one (wear() = 1): more than any walk to it


@cache
def distances() -> dict[str, dict[str, int]]:
    """Walking distance between every two cards (the connection indicators, both ways)."""
    out: dict[str, dict[str, int]] = {}
    for start in the_map().cards:
        seen = {start: 0}
        todo = deque([start])
        while todo:
            cur = todo.popleft()
            for nxt in neighbours(cur):
                if nxt not in seen:
                    seen[nxt] = seen[cur] + 1
                    todo.append(nxt)
        out[start] = seen
    return out


@cache
def card_tier(card_id: str) -> float:
    """How hard a card's combat is: the mean creature tier of its 4-player rows."""
    c = the_map().cards[card_id]
    rows = [c.setup.row(f) for f in ("hit1", "hit2", "purified", "corrupted")]
    tiers = [CREATURES[x].tier for row in rows for x in row]
    return sum(tiers) / len(tiers)


def level_of(state: Any, seat: int) -> int:
    """A hero's level for the plan: the highest for a hero with nothing left to buy (Fildon owns his
    whole tree from the start, at level 0)."""
    h = state.heroes[seat]
    if h.level < MAX_LEVEL and (next_skill(state, seat, 1) is not None or next_skill(state, seat, 2) is not None):
        return int(h.level)
    return MAX_LEVEL


def party_level(state: Any) -> float:
    return sum(level_of(state, h.seat) for h in state.heroes) / len(state.heroes)


def _nearest(at: str, cards: list[str]) -> str | None:
    d = distances()[at]
    return min(cards, key=lambda c: (d.get(c, 99), c), default=None)


def _grind_spot(state: Any, camp: Any) -> str | None:
    """Where an unlevelled party gains most: an open "!" mission card, else the best easy spoils near."""
    m = the_map()
    cards = [c for c in m.cards.values() if hostile(state, c.id) and not c.encounter]
    open_missions = [
        c.id for c in cards if "point_of_interest" in c.symbols and c.id not in camp.mission_cards
    ]
    limit = GRIND_TIER + 0.05 * party_level(state)
    easy = [c.id for c in cards if card_tier(c.id) <= limit]
    if open_missions and len(camp.missions) < 2 * len(state.heroes):
        near = _nearest(camp.at, [c for c in open_missions if c in easy] or open_missions)
        if near is not None and distances()[camp.at].get(near, 99) <= 3:
            return near
    d = distances()[camp.at]

    worn = wear(state)

    def worth(cid: str) -> float:  # fragments a win pays, a rest spoil too, less the walk
        c = m.cards[cid]
        rest = c.spoils.rest
        bonus = REST_SPOIL + REST_WORN * (worn[0] if rest == "long" else worn[1]) if rest else 0.0
        return c.spoils.fragments + bonus - 1.5 * d.get(cid, 99)

    return max(easy, key=lambda c: (worth(c), c), default=None)


def wear(state: Any) -> tuple[float, float]:
    """How worn the party is, each 0..1: (what a Long Rest gives back: the wounds and the draw piles'
    shortfall under ``bot_values.DECK_NEED``, half each; what a Short Rest gives back: the shortfall's
    half, L274-282), so a Long Rest never counts less. Vigor and decks carry on between combats and
    only rests restore them, so a worn party's grind spot is a card whose spoils are a rest (L115-116)."""
    wounds = deck = 0.0
    for h in state.heroes:
        wounds += (h.max_vigor - h.vigor) / h.max_vigor
        deck += (bot_values.DECK_NEED - bot_values.deck_cards(h)[0]) / bot_values.DECK_NEED
    n = len(state.heroes)
    return (wounds + deck) / (2 * n), deck / (2 * n)


_GOALS: dict[tuple[Any, ...], str | None] = {}  # goal() by everything it reads (the bot asks per candidate)


def goal(state: Any) -> str | None:
    """The card the group heads for (see the module docstring)."""
    camp = state.campaign
    if camp.finale:
        return KALAHAD
    levels = tuple(level_of(state, h.seat) for h in state.heroes)
    worn = tuple(round(4 * w) for w in wear(state))  # in quarters: the grind spot's rest spoils read it
    key = (camp.at, levels, tuple(camp.beaten), tuple(camp.camps), tuple(camp.mission_cards), len(camp.missions), worn)
    if key not in _GOALS:
        if len(_GOALS) > 4096:
            _GOALS.clear()
        _GOALS[key] = _goal(state, plan_level(levels))
    return _GOALS[key]


def plan_level(levels: tuple[int, ...]) -> int:
    """The level the plan goes by: the lowest hero's for 1-3 heroes, the second-lowest's for 4.
    Four heroes rarely hold every level at once (each Exhaustion takes one back, L348), so waiting for
    the lowest kept parties of 4 grinding the second ring for ever; one lagging hero is carried. (For 3
    heroes the same rule measured worse: 1 of 3 campaigns finished against 2 of 3, so they keep the lowest.)"""
    ranked = sorted(levels)
    return ranked[PLAN_RANK] if len(ranked) >= 4 else ranked[0]


def _goal(state: Any, level: int) -> str | None:
    camp = state.campaign
    if level >= CORNER_LEVEL:
        left = [c.id for c in the_map().corners() if c.id not in camp.beaten]
        if left:
            return _nearest(camp.at, left)
    if level >= TEMPLE_LEVEL:
        left = [t for t in AKARI_TEMPLES if t not in camp.beaten]
        if left:
            return _nearest(camp.at, left)
    return _grind_spot(state, camp)


def items_worth(state: Any, h: Any) -> float:
    """A hero's items, valued the same way in and out of a combat, so entering one changes nothing.
    A healing potion is the Vigor it gives back (``bot_values.potion_vigor``), at the rate Vigor
    counts in a campaign combat (``VIGOR`` plus the combat's own 4.0): bought when a hero is hurt,
    drunk when the wounds are there. Any other item is ``ITEM`` (the market spends what the levels
    leave) times the share of the Creature Action deck still to come inside a combat (``clock``):
    at ``ITEM`` throughout, a bomb or a trap was never thrown; as the combat's clock runs out its
    worth falls to what throwing it does."""
    score = 0.0
    for item in bot_values.held(h):
        if bot_values.heal_of(item):
            score += (VIGOR + 4.0) * bot_values.potion_vigor(h, item) / h.max_vigor
        else:
            score += ITEM * clock(state)
    return score


def clock(state: Any) -> float:
    """1.0 between combats and at a combat's start, then the share of the Creature Action deck left
    (heuristic.CDECK_CARDS: the printed 20 cards, L340)."""
    if state.phase in ("run", "over") or state.boss is not None:
        return 1.0
    return min(1.0, len(state.cdeck) / 20)


_RESULT = itemgetter("result")


def progress(state: Any) -> float:
    camp = state.campaign
    score = FOE * len(camp.beaten) + MISSION * len(camp.missions) + CARD_WON * len(camp.wins)
    score += FINALE if camp.finale else 0.0
    score += FRAGMENT * state.fragments
    mine = [level_of(state, h.seat) for h in state.heroes]
    low = min(mine)
    for h, level in zip(state.heroes, mine, strict=True):  # a level more than one above the lowest hero's is worth nothing yet: the
        # fragments are the group's, and the Leader shops first (so it would buy them all)
        score += LEVEL * min(level, low + 1) + (SUBCLASS if h.subclass else 0.0)
        score += items_worth(state, h)
    for result in map(_RESULT, state.run.history):  # (one entry per combat: the loop runs all campaign long)
        if result == "won":
            score += WIN
        elif result == "lost":
            score -= LOST
        else:
            score -= ESCAPED
    return score


def shape(state: Any) -> float:
    """The heroes between combats: Vigor (it carries on), cards, the rest tokens still in hand."""
    score = 0.0
    for h in state.heroes:  # the draw pile the next combat needs is worth a card in hand (a Short Rest)
        need, spare = bot_values.deck_cards(h)
        score += VIGOR * h.vigor / h.max_vigor + HAND * (len(h.hand) + need) + DECK * spare
    n = len(state.heroes)
    return score + sum(TOKEN[k] * VIGOR * n for k in state.campaign.tokens)


def road_ahead(state: Any) -> float:
    camp = state.campaign
    target = goal(state)
    score = 0.0
    if target is not None:
        d = distances()[camp.at].get(target, 12)
        if d and camp.won_here and camp.at in camp.camps and state.phase == "run":
            d -= 1  # just camped after the win here: the group still has its move (a Camp is no step back)
        score -= STEP * d
    creatures = camp.combat.get("creatures") if camp.combat else None
    if creatures:  # the combat on this card: more tiers than the party carries is a risk
        tiers = sum(CREATURES[c].tier for c in creatures)
        power = sum((1.0 + 0.5 * h.level) * (0.4 + 0.6 * h.vigor / h.max_vigor) for h in state.heroes)
        score -= DANGER * max(0.0, tiers - power)
    return score


def fight(state: Any) -> float:
    """How far the combat on the map card is towards victory: ``FIGHT`` times the share of the
    creatures' Vigor struck down, each creature weighed by its threat (``creature_weight``). In a
    campaign the shape's weights (a hero's Vigor 40, a card kept 4) are ten times the combat's own, so
    without this a card played for 2 wounds on a creature scored below keeping it: the parties hoarded
    10-13 cards, their creatures fled as the Creature Action deck ran out (L340) and a fled or lost
    combat paid nothing. ``FIGHT`` stays under ``WIN`` so the last blow, which ends the combat and
    with it this term, still gains."""
    total = done = 0.0
    for c in state.creatures:
        w = creature_weight(c.creature)
        total += w
        done += w if c.defeated else w * (1.0 - c.vigor / c.max_vigor)
    return FIGHT * done / total if total else 0.0


def creature_weight(creature: str) -> float:
    """A creature's weight in ``fight``: 1 + its tier (a Tier III's Vigor is the one worth striking)."""
    return 1.0 + CREATURES[creature].tier


def campaign_score(state: Any, seat: int, combat_score: Any) -> float:
    """Higher is better for the group (every seat shares it). ``combat_score`` is the ordinary combat
    evaluation (passed in: this module must not import ``heuristic.py``, which imports it)."""
    if state.phase == "over":
        result = (state.outcome or {}).get("result", "")
        return OVER.get(result, 0.0) + progress(state)
    score = progress(state) + shape(state) + road_ahead(state)
    pend = state.pending
    if state.phase == "run":
        if pend is not None and pend.kind == "market":
            score -= GIFT * pend.get("gifts", 0)
        return score
    if state.boss is None:
        score += fight(state)
    return score + combat_score(state, seat)

"""A co-operative evaluation for search bots: higher is better for the whole table (any seat).

The goals first (Threats off the Birth Thymors' Strongholds, Murk off their Exis Temples), then the
time left (Blackstones) and the land's pressure (a flipped token is one step from an overflow and
its Blackstone), then the heroes' strength (Attributes, Prime kept for rerolls, few Taints, no
Injuries, Trophies and Offerings to spend).

The greedy bot looks one decision ahead, so a Challenge or Test under way is scored by its chance:
what its success would bring (a goal cleared is worth nearly the goal itself) times an estimate of
that chance from the dice bought or rolled, the Runes and the rerolls still in hand. That is what
makes the bot buy Banners before a hard roll, reroll only while a symbol is uncovered, and keep its
Prime once the roll already wins (issue 9: balance).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from math import comb

from game.zerywia import memory_heuristic
from game.zerywia.attribute_test import AttributeTest
from game.zerywia.challenge import (
    DETERMINATION,
    INITIATION,
    MAX_PER_ATTRIBUTE,
    NIX,
    Challenge,
    advantage_shields,  # the Advantage's Shields, as the rules give them
)
from game.zerywia.content import content
from game.zerywia.epic_heuristic import epic_value
from game.zerywia.geography import Geography, current
from game.zerywia.hero import ATTRIBUTES, Hero
from game.zerywia.land import MURK, THREAT
from game.zerywia.refill_risk import refill_expectation
from game.zerywia.scenarios import is_memory
from game.zerywia.state import ZerywiaState
from game.zerywia.story_target import (
    PATH,
    Goal,
    Target,
    Targets,
    done_worth,
    mode,
    places,
    quest_places,
    short_of,
    target,
)
from game.zerywia.team_play import helpers, offer_value

WIN = 1_000_000.0
GOAL = 120.0  # one goal cleared (two per Birth Thymor)
PULL = 14.0  # per step away from the nearest goal still open
BLACKSTONE = 40.0  # per Blackstone on the Ritual Rifts (the fifth loses)
FLIPPED = 6.0  # per Incursion or Murkrift (the next token there overflows)
BASE = 2.0  # per Threat or Murk
FLIPPED_GOAL = 20.0  # a goal's token flipped
FLIPS = ("incursion", "murkrift")
# What a Challenge or Test under way is for, by its context, when it is not for a goal: its success's
# worth, and a failure's (the turn lost, the Bane, Feed the Breed).
GAIN = {"threat": 20.0, "exploration": 15.0, "ritual": 25.0, "rift": 15.0, "rift_ritual": 35.0, "hunt": 10.0,
        "herald_attack": 15.0, "epic_battle": 60.0}  # an Offering; the Epic Battle: Runes, and no hero removed
FAILURE = 5.0
POINT = 4.0  # one Attribute point
LOW_POINT = 1.5  # a point of an Attribute at 0-2 counted again (the Path only): ties break to the least worn hero (issue 9)
INJURY = 14.0  # one Injury (a Blocker moved for good)
BARE = 5.0  # an Attribute at zero (its next loss is an Injury)
FEAT = 1.0  # a Feat card ready in hand
DONE_CAMPING = 3.0  # a hero who broke camp (a tie-break, see heuristic())
NIX_LOSS = 0.6  # the points a Nix die takes, on average (Hit 1, Critical 2)
WORN_OUT = 250.0  # a hero about to be worn out (every Blocker at its last slot): half a lost hero


@cache
def _hit() -> float:
    """A hero die's chance to pierce (a Critical left unused pierces too, AMB-18's default)."""
    faces = content().dice["attribute"].faces
    return sum(f in ("pierce", "critical") for f in faces) / len(faces)


@cache
def _murk() -> float:
    faces = content().dice["nix"].faces
    return faces.count("murk") / len(faces)


@cache
def tail(n: int, k: int, p: float) -> float:
    """P(at least ``k`` successes in ``n`` tries of chance ``p``)."""
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    return sum(comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k, n + 1))


def _chance(dice: dict[str, int], need: dict[str, int], rerolls: int) -> float:
    """Every Attribute's need met by its dice, with ``rerolls`` fresh tries for the misses (exact for
    one Attribute: the first ``n + rerolls`` tries; a fair estimate across several)."""
    if any(need[a] > dice[a] for a in need if need[a] > 0):
        return 0.0
    wanted = sum(max(0, k) for k in need.values())
    return tail(sum(dice[a] for a in need if need[a] > 0) + rerolls, wanted, _hit())


Party = Hero | Sequence[Hero]  # one hero, or a Group Challenge's participants (the initiator first)


def _heroes(party: Party) -> Sequence[Hero]:
    return (party,) if isinstance(party, Hero) else party


def _rerolls(ch: Challenge, party: Party) -> int:
    """The rerolls the participants hold: each one's Prime (for its own dice) and Offerings (any
    die, any hero pays, ZW-CHAL-27..30). A Group Challenge pools them (ZW-CHAL-51)."""
    return sum((0 if ch.aura == "no_prime_rerolls" else h.prime) + (0 if ch.aura == "no_offerings" else h.offerings)
               for h in _heroes(party))


def challenge_chance(ch: Challenge, hero: Party) -> float:
    """An estimate of the Challenge's Success: every Difficulty symbol and enemy Shield covered by a
    Pierce or a Rune of its type. Before the roll, from the dice bought; after it, from the faces,
    the rerolls left (own Prime, Offerings; a group's pooled) standing for fresh tries at the
    uncovered symbols."""
    need = {a: ch.difficulty.count(a) + ch.enemy_shields.count(a) - ch.runes.count(a) for a in ATTRIBUTES}
    if ch.phase == INITIATION:
        return _chance({a: sum(d.kind == a for d in ch.dice) for a in ATTRIBUTES}, need, _rerolls(ch, hero))
    if ch.phase != DETERMINATION:
        return 0.0
    deficit, misses = 0, 0
    for a in ATTRIBUTES:
        dice = [d for d in ch.dice if d.kind == a]
        have = sum(d.face in ("pierce", "critical") for d in dice)
        if have < need[a]:
            deficit += need[a] - have
            misses += len(dice) - have
    if deficit == 0:
        return 1.0
    if deficit > misses:
        return 0.0
    return tail(_rerolls(ch, hero), deficit, _hit())


def banner_plan(ch: Challenge, hero: Party) -> tuple[float, float]:
    """Before the roll: the chance once every still unbought, affordable Banner of a needed
    Attribute is bought (at most 3 dice an Attribute, the rest Runes), and what those cost the
    heroes in the heuristic's own terms (an Attribute point each, Help Banners free). In a Group
    Challenge every participant's Prepared Banners are active (ZW-CHAL-51, L847)."""
    sagas = content().sagas
    need = {a: ch.difficulty.count(a) + ch.enemy_shields.count(a) - ch.runes.count(a) for a in ATTRIBUTES}
    dice = {a: sum(d.kind == a for d in ch.dice) for a in ATTRIBUTES}
    cost = 0.0
    for member in _heroes(hero):
        spend = {a: 0 for a in ATTRIBUTES}
        for card in member.prepared:
            banner = sagas[card].banner
            if banner is None or card in ch.banners_bought or banner.die not in need:
                continue
            a = banner.die
            if need[a] <= 0:
                continue
            free = banner.special == "help"
            if not free and member.value[a] - spend[a] < 1:
                continue
            if dice[a] >= MAX_PER_ATTRIBUTE:
                need[a] -= 1  # a Rune instead of a die
            else:
                dice[a] += 1
            if not free:
                spend[a] += 1
                cost += POINT
    return _chance(dice, need, _rerolls(ch, hero)), cost


def test_chance(test: AttributeTest, hero: Hero) -> float:
    """An estimate of an Attribute Test's Success: Pierces (Criticals as one) and Runes, less one per
    Murk, reaching the requirement; after the roll, rerolls left are fresh tries."""
    p, pm = _hit(), _murk()
    own = [f for k, f in test.dice if k != NIX]
    nix = [f for k, f in test.dice if k == NIX]
    if not test.rolled:
        chance = 0.0  # (no reroll counted before the roll: the dice are the Test's only choice)
        for m in range(len(nix) + 1):  # the Murk the Nix dice may show
            chance += comb(len(nix), m) * pm**m * (1 - pm) ** (len(nix) - m) * tail(
                len(own), test.needed - test.runes + test.murk_tokens + m, p
            )
        return chance
    have = sum(f in ("pierce", "critical") for f in own) + test.runes - nix.count("murk") - test.murk_tokens
    deficit = test.needed - have
    if deficit <= 0:
        return 1.0
    misses = len(own) - sum(f in ("pierce", "critical") for f in own)
    if deficit > misses + nix.count("murk"):
        return 0.0
    return tail(hero.prime + len(hero.journey_tokens) + hero.offerings, deficit, p)


def _open_goals(state: ZerywiaState, geo: Geography, hero: Hero) -> list[str]:
    if is_memory(state):  # the Memory's goal Regions (memory_heuristic)
        return memory_heuristic.open_goals(state, geo, hero)
    stronghold = geo.special_region(hero.birth, "stronghold")
    temple = geo.special_region(hero.birth, "exis_temple")
    return [r for r, tokens in ((stronghold, THREAT), (temple, MURK)) if r in state.land.tokens[tokens]]


def _under_way(state: ZerywiaState, goals: set[str], goal: Goal = PATH) -> float:
    """The worth of the Challenge or Test the active hero is in, by its chance."""
    hero = state.heroes[state.active]
    party: list[Hero] = [hero]
    plan: tuple[float, float] | None = None
    if state.step == "challenge" and state.challenge is not None:
        ch = state.challenge
        # a Group Challenge pools every participant's Banners and rerolls (ZW-CHAL-51), and the
        # group gives each loss to whoever can best pay it (journey.group_assign)
        party = [state.heroes[s] for s in ch.seats]
        chance = challenge_chance(ch, party)
        if ch.phase == INITIATION:
            plan = banner_plan(ch, party)
        # what the roll may cost: each Nix die's Hits, and on a Failure the Difficulty left uncovered
        hurt = NIX_LOSS * sum(d.kind == NIX for d in ch.dice) + 0.5 * len(ch.difficulty)
        attrs = set(ch.difficulty) or set(ATTRIBUTES)
    elif state.step == "test" and state.test is not None:
        chance = test_chance(state.test, hero)
        hurt = NIX_LOSS * sum(k == NIX for k, _ in state.test.dice)
        attrs = {state.test.attr}
    else:
        return 0.0
    # a point lost at zero is an Injury (ZW-INJ-01), for good
    per_point = INJURY if any(all(h.value[a] == 0 for h in party) for a in attrs) else POINT
    # and once every Blocker is at its last slot the next one loses the hero (injury_beyond_last's
    # default): a hero with little left to lose weighs each point as a share of itself
    if state.options.get("injury_beyond_last", "oblivion") == "oblivion":
        left = min(_absorbs(h) for h in party)
        if left <= hurt + 1:
            per_point = max(per_point, WORN_OUT / max(1, left))
    context = state.context
    for_goal = hero.region in goals and (
        (context == "threat" and hero.region in state.land.tokens[THREAT])
        or (context in ("ritual", "rift", "rift_ritual") and hero.region in state.land.tokens[MURK])
    )  # (a Murkrift on the Exis Temple: its guardian and its ritual are the goal too, ZW-ACT-35)
    gain = 0.9 * GOAL if for_goal else GAIN.get(context, 10.0)
    if context == "threat" and hero.region in state.land.tokens[THREAT]:
        # a Threat on the Story's next place bars its Region Option (a Failure ends the turn with
        # none, ZW-ACT-12/16): beating it opens the stage, so it is worth nearly that stage
        worth, where = _story(current(), hero, goal)
        t = target(hero, goal)
        if t is not None and hero.region in where:
            step = STORY_DONE if t.quest_done else STAGE_STEP
            gain = max(gain, 0.9 * (STORY_DONE * t.done + step - worth))
    if context == "threat" and hero.region in state.land.tokens[THREAT] and any(
        hero.region in _story_places(current(), h, goal) for h in state.heroes if h.seat != hero.seat and not h.lost
    ):  # another hero's Story place barred by this Threat (a helper's fight)
        gain = max(gain, 0.9 * STORY_BARRED)
    if context == "exploration" and state.exploring is not None and state.exploring.seat == hero.seat:
        # an Exploration card of the terrain the Story's quest lacks: its Success brings the token
        terrain = content().exploration[state.exploring.card].terrain if state.exploring.card in content().exploration else ""
        if terrain in wanted_tokens(hero, goal):
            gain += STORY_TOKEN
    if is_memory(state) and state.challenge is not None and state.step == "challenge":
        # the Memory's long game: the Injuries this roll may bring weigh more (memory_heuristic)
        hurt += memory_heuristic.injury_risk(state.challenge, hero, chance) / per_point
    if plan is not None and state.challenge is not None and _fresh(state.challenge):
        # Just revealed, on the lookahead's sampled draw: judge the Enemy the deck may hold, not the
        # one sampled (else the bot picks whichever Region happened to sample the weakest Enemy)
        return _deck_value(state, state.challenge, party, gain) - hurt * per_point
    value = chance * gain - (1 - chance) * FAILURE
    if plan is not None:  # the Banners still to buy count before they are bought
        value = max(value, plan[0] * gain - (1 - plan[0]) * FAILURE - plan[1])
    return value - hurt * per_point


def _absorbs(hero: Hero) -> int:
    """The losses a hero can take before the last one loses it: its points, then its slots."""
    return sum(hero.value[a] + hero.blocker_room(a) for a in ATTRIBUTES)


def _fresh(ch: Challenge) -> bool:
    """Nothing decided yet in the Challenge: no Banner, die, Rune, Shield or Reaction."""
    return (ch.phase == INITIATION and not ch.banners_bought and not ch.used and not ch.reactions
            and not ch.runes and not ch.shields and all(d.kind == NIX for d in ch.dice))


def _deck_value(state: ZerywiaState, ch: Challenge, party: list[Hero], gain: float) -> float:
    """The Challenge's worth averaged over the Enemy it may be: the one drawn and those the deck
    still holds (an Exploration card's own foe is what it is)."""
    foe = content().foe
    hero = party[0]
    if ch.enemy not in content().enemies:
        pool = [ch.enemy]
    else:
        pool = [ch.enemy, *state.enemy_deck.cards]
    extra: list[str] = [a for card in ch.strengthen for a in foe(card).difficulty]
    defiled = advantage_shields(foe(ch.defile).advantage, ch.terrains, hero) if ch.defile else []
    total = 0.0
    for enemy in pool:
        card = foe(enemy)
        trial = replace(ch, difficulty=[*card.difficulty, *extra],
                        enemy_shields=advantage_shields(card.advantage, ch.terrains, hero) + defiled)
        chance = challenge_chance(trial, party)
        now = chance * gain - (1 - chance) * FAILURE
        chance, cost = banner_plan(trial, party)
        total += max(now, chance * gain - (1 - chance) * FAILURE - cost)
    return total / len(pool)


STORY_TOKEN = 25.0  # a Journey token the Story's quest still needs
STAGE_STEP = 100.0  # the Story's quest done (its second part still to go)
STORY_DONE = 1.5 * GOAL  # a Story done


def wanted_tokens(hero: Hero, goal: Goal = PATH) -> set[str]:
    """The terrains of the Journey tokens the pursued Story's quest still lacks (ZW-ACT-09: a token
    comes from a successful Exploration card of that terrain; ``story_target``)."""
    t = target(hero, goal)
    if t is None or t.quest_done:
        return set()
    return {x for x, n in t.story.quest.tokens.items() if hero.journey_tokens.count(x) < n}


def _story(geo: Geography, hero: Hero, goal: Goal = PATH) -> tuple[float, list[str]]:
    """The pursued Story's worth so far (the Path's first Story, ZW-SCEN-06: a third goal per hero;
    the Memory's Saga, ZW-SCEN-24: every Story of one deck), and where it sends the hero next: the
    quest's place once its tokens are in hand, then the second part's."""
    # Each stage is worth more than the last one plus the walk it starts (so handing the tokens in
    # never looks worse than keeping them): 50 with the tokens, 100 after the quest, 180 done; a
    # Saga's Stories add up (the next one starts from the last one's 180).
    t = target(hero, goal)
    if t is None:
        return STORY_DONE * done_worth(hero, goal), []
    base, where = STORY_DONE * t.done, places(geo, hero, t)
    if t.quest_done:
        return base + STAGE_STEP, where
    return base + STORY_TOKEN * _held(hero, t), where if _ready(hero, t) else []


def _held(hero: Hero, t: Target) -> int:
    return sum(min(hero.journey_tokens.count(x), n) for x, n in t.story.quest.tokens.items())


def _ready(hero: Hero, t: Target) -> bool:
    return _held(hero, t) == sum(t.story.quest.tokens.values())


STORY_BLOCKED = 100.0  # a Story whose point to give can no longer be had: the table cannot win


STORY_BARRED = 30.0  # a Threat on the Story's next place (it bars the Region Option, ZW-ACT-12/16)


def _story_places(geo: Geography, hero: Hero, goal: Goal = PATH) -> list[str]:
    """Where the pursued Story's next part is played (its tokens in hand or not); none once done."""
    t = target(hero, goal)
    return [] if t is None else places(geo, hero, t)


def barred(state: ZerywiaState, geo: Geography, hero: Hero, goal: Goal = PATH) -> list[str]:
    """The hero's Story places, when a Threat stands on every one: a Region Option cannot be taken
    there until it is beaten, by the hero or by anyone (traces of lost four-hero games: 11 of 31
    Stories left open stood at their place under a Threat, issue 9: balance round 5)."""
    where = _story_places(geo, hero, goal)
    threat = state.land.tokens[THREAT]
    return where if where and all(r in threat for r in where) else []


def _story_short(hero: Hero, goal: Goal = PATH) -> bool | None:
    """The first Story's second part asks a point of an Attribute (ZW-SCEN-06, L252): None while
    the hero could give it now (or the Story is done), False when that Attribute is at zero (a Rest
    or Camp restores it, one more step), True when its maximum is zero (Injuries, a Primal Taint,
    a Taint under AMB-11 moved the Blocker to the far left): then the Story cannot be finished.
    Traces of lost four-hero games: 9 of 31 Stories left open were at their second part's place
    with that maximum at zero (issue 9: balance round 5). A Memory Story may ask two points of one
    Attribute: the maximum or the value below that count, likewise."""
    t = target(hero, goal)
    if t is None:
        return None
    if short_of(hero, t.story):
        return True
    if t.quest_done and any(hero.value[a] < t.story.fulfil.pay.count(a) for a in t.story.fulfil.pay):
        return False
    return None


def _token_walk(state: ZerywiaState, geo: Geography, hero: Hero, terrains: set[str], goal: Goal = PATH) -> int | None:
    """Steps until the hero holds the Story's token and stands at the quest's place: to a Region of
    a wanted terrain it can Explore (its own Region or one next to it; a Threat's Region gives an
    Enemy, not an Exploration card, so not one of those), then on to the quest's place. Counting
    the second leg keeps the hunt near home: before, the nearest such Region could lead a hero
    into another Thymor for the whole game (issue 9: the balance trace)."""
    t = target(hero, goal)
    if t is None:
        return None
    threat = state.land.tokens[THREAT]
    ends = tuple(quest_places(geo, hero, t))
    steps = [max(0, geo.distance(hero.region, r) - 1) + on for r, on in _token_regions(geo, frozenset(terrains), ends)
             if r not in threat]
    return min(steps) if steps else None


# keyed by the map's id; each entry keeps its map alive, so an id is never reused while cached
_TOKEN_REGIONS: dict[tuple[int, frozenset[str], tuple[str, ...]], tuple[Geography, list[tuple[str, int]]]] = {}


def _token_regions(geo: Geography, terrains: frozenset[str], places: tuple[str, ...]) -> list[tuple[str, int]]:
    """The Regions of those terrains, each with its walk on to the nearest of ``places`` (per map:
    the evaluation asks this for every candidate of every decision)."""
    key = (id(geo), terrains, places)
    cached = _TOKEN_REGIONS.get(key)
    if cached is None or cached[0] is not geo:
        found = [(r, min(geo.distance(r, p) for p in places)) for r, ts in geo.terrains.items() if terrains.intersection(ts)]
        cached = _TOKEN_REGIONS[key] = (geo, found)
    return cached[1]


def _goal_walk(state: ZerywiaState, geo: Geography, hero: Hero, region: str) -> int:
    """The Explores before the goal's own Action: a Stronghold's Threat is fought by Exploring its
    Region from next door as well as from inside it (ZW-ACT-02/04, L493: the current Region or an
    adjacent one; a Threat's Region gives its Enemy), so next door counts as there. Before, the
    pull held a hero on its Stronghold between failed fights, where it cannot Rest under the Threat
    (ZW-ACT-17): a 4-hero trace (seed 2) shows one fighting there eight times and then passing its
    time (issue 9, balance round 7). The Memory's goals keep their plain distance."""
    d = geo.distance(hero.region, region)
    if d > 0 and not is_memory(state) and region in state.land.tokens[THREAT]:
        return d - 1
    return d


HELPER_PULL = 0.5 * PULL  # per step a helper stands from the goal it took on (team_play.helpers)


def heuristic(state: ZerywiaState, seat: int) -> float:
    if state.outcome:
        return WIN if state.outcome == "won" else -WIN
    geo = current()
    if state.step == "join" and state.joiners:  # a group offer: judge the Challenge it starts
        return offer_value(state, geo, seat, heuristic)
    score = 0.0
    goal = Targets(mode(state))  # each hero's pursued Story found once for this evaluation
    own = {hero.seat: _open_goals(state, geo, hero) for hero in state.heroes if not hero.lost}
    goals = {r for regions in own.values() for r in regions}
    bars = {hero.seat: barred(state, geo, hero, goal) for hero in state.heroes if not hero.lost}
    helping = helpers(state, geo, own, bars, goal)
    for hero in state.heroes:
        if hero.lost:
            score -= 500.0
            continue
        open_goals = own[hero.seat]
        score += GOAL * (2 - len(open_goals))
        story_worth, story_places = _story(geo, hero, goal)
        score += story_worth
        if bars[hero.seat]:
            score -= STORY_BARRED
        short = _story_short(hero, goal)
        if short is not None:  # the second part's point is missing (a Rest first), or gone for good
            score -= STORY_BLOCKED if short else 0.0
        walks = [_goal_walk(state, geo, hero, r) for r in open_goals]
        walks += [geo.distance(hero.region, r) + (short is not None) for r in story_places]
        wanted = wanted_tokens(hero, goal)
        if wanted:  # the Story's token: towards a Region of its terrain to Explore (issue 9: balance)
            walk = _token_walk(state, geo, hero, wanted, goal)
            if walk is not None:
                walks.append(walk)
        if walks:  # a pull towards the nearest goal of its own still open (its Story's place too)
            score -= PULL * min(walks)
        elif hero.seat in helping:  # its own done: a helper, towards the goal it took on
            # (the Memory's: stronger, memory_heuristic.HELPER_PULL)
            score -= (memory_heuristic.HELPER_PULL if is_memory(state) else HELPER_PULL) * geo.distance(
                hero.region, helping[hero.seat])
        score += POINT * sum(hero.value.values()) + 4.0 * hero.prime
        if not is_memory(state):  # concave: a point of a low Attribute is worth more (ties break to the least worn)
            score += LOW_POINT * sum(min(hero.value[a], 2) for a in ATTRIBUTES)
        score -= 8.0 * (len(hero.taints) + 2 * len(hero.primal)) + INJURY * sum(hero.injuries.values())
        score -= BARE * sum(hero.value[a] == 0 < hero.current_max(a) for a in ATTRIBUTES)
        score += 1.5 * hero.trophies + 3.0 * hero.offerings + 2.0 * len(hero.journey_tokens)
        score += FEAT * len(hero.feats)  # a ready Feat (so Camp's step 4 is worth taking)
    # A hero done with its Camp: a swap of Prepared cards the evaluation cannot tell from another
    # (it does not value the cards) must not beat Break camp, whose lookahead for the last hero
    # samples the Nix Phase's start (a little worse on most draws): the greedy bot swapped back and
    # forth tens of times a game until a lucky draw
    score += DONE_CAMPING * len(state.camped)
    if state.active >= 0 and state.step in ("challenge", "test"):
        score += _under_way(state, goals, goal)
    # Only the Blackstones beyond the one each ended Cycle's Nix Phase put there (ZW-SCEN-07 step 3,
    # L426): that one comes whatever the heroes do, and counting it when it lands made a Murk sent
    # into an overflow chain (which only postpones the Phase's end) look cheaper than one placed, so
    # the greedy table dropped its Nix Murk on Murkrifts, its own Exis Temple's too
    score -= BLACKSTONE * max(0, state.statue.on_rifts() - (state.cycle - 1))
    for family in (THREAT, MURK):
        tokens = state.land.tokens[family]
        flipped = sum(side != family for side in tokens.values())
        score -= BASE * len(tokens) + FLIPPED * flipped
    # a goal flipped is harder to clear (an Incursion's Enemy is Strengthened, a Murkrift needs its
    # guardian beaten first)
    score -= FLIPPED_GOAL * sum(state.land.tokens[THREAT if r in state.land.tokens[THREAT] else MURK][r] in FLIPS
                                for r in goals)
    score += _icon_expectation(state, goals)
    if not is_memory(state):  # a cleared goal explored again (refill_risk.py)
        score += refill_expectation(state, geo, GOAL + BASE)
    score += epic_value(state)  # the Epic Battle's Runes on the Herald card (epic_heuristic.py)
    # a token on its way (an overflow waiting on a Region) lands somewhere, flipped: count it now,
    # so sending a token on never looks cheaper than placing it
    if state.chain is not None or (state.exploring is not None and state.exploring.chain is not None):
        score -= BASE + FLIPPED
    if is_memory(state):  # its time limit and the Epic Battle's gate (memory_heuristic)
        score += memory_heuristic.extra(state, geo)
    return score


@cache
def _murk_icon_share(terrain: str) -> float:
    """The share of a basic Exploration deck's cards with the Murk icon (ZW-ACT-07)."""
    deck = content().deck(terrain)
    return sum(bool(content().exploration[c].murk_icon) for c in deck) / len(deck) if deck else 0.0


def _icon_expectation(state: ZerywiaState, goals: set[str]) -> float:
    """An Exploration card drawn on a goal's Murk: its Murk icon flips the goal to a Murkrift (which
    only a Defiled guardian's fight then clears, ZW-ACT-35), and the lookahead drew one sampled card.
    Judge that flip by its chance over the deck instead, so a hero does not walk onto its Exis Temple
    because its sample happened to draw no icon (traces: 25 of 27 such flips, issue 9: balance)."""
    ex = state.exploring
    if ex is None or ex.stage == "icons" or ex.region not in goals:
        return 0.0
    card = content().exploration.get(ex.card)
    side = state.land.tokens[MURK].get(ex.region)
    if card is None or side is None:
        return 0.0
    cost, p = FLIPPED + FLIPPED_GOAL, _murk_icon_share(card.terrain)
    if card.murk_icon and side == FLIPS[1]:
        return (1 - p) * cost  # flipped by this card: only its chance counts
    if not card.murk_icon and side == MURK:
        return -p * cost  # not flipped, this time
    return 0.0


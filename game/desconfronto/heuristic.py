"""A cheap evaluation for the greedy bot: higher is better for the heroes (every seat shares it)."""

from __future__ import annotations

from typing import Any

from game.desconfronto import bot_values
from game.desconfronto.boss.data import BOOK, PILLARS
from game.desconfronto.campaign.heuristic import campaign_score
from game.desconfronto.coliseum.heuristic import coliseum_score
from game.desconfronto.conditions import ELEMENTS
from game.desconfronto.content import card_def
from game.desconfronto.creatures import CREATURES

HARM = (*ELEMENTS, "bleeding", "stunned", "corruption")
_HARM = frozenset(HARM)
PILLAR_VIGOR = {p.id: p.vigor for p in PILLARS.values()}
CRYSTAL_VIGOR = BOOK.crystal_vigor
# The Boss fight's weights (boss_score; tuned with python -m game.desconfronto.boss.balance, see
# docs/desconfronto_hunt.md "Boss balance"): a card in hand is ammunition for two forms; a broken pillar
# takes a Boss shield for good and its top bonus feeds whoever stands on it every turn.
HAND_CARD = 1.0
# The pillars (issue #10's leftover: in 8 staged fights of 4 the bot struck a pillar twice and broke
# none; at PILLAR_HIT 0.6 a wound on a pillar was worth less than a point of the Boss's Vigor, and
# walking there 0.5, less than any attack). A broken pillar gives its top bonus (+1 action, heal 3,
# draw 2, a cleanse) at the start of every turn of whoever stands on it for the rest of the fight, and
# takes a Boss shield for good (L436): PILLAR_BREAK is about three turns of a bonus worth a card's play
# (~3 here). Each wound on the way counts PILLAR_SHARE of its share of the break, so a strike that
# does not break it is still progress; standing on a standing pillar with a physical attack card in
# hand (the only damage it takes, L432-433) is worth PILLAR_READY, half a 1.5-wound strike, so a hero
# without a better play walks there; standing on a broken one is worth about one turn of its bonus.
PILLAR_BREAK = 10.0
PILLAR_SHARE = 0.6
PILLAR_READY = 0.5 * 1.5 * PILLAR_SHARE * PILLAR_BREAK / 4
ON_BROKEN = 1.5
# fleeing (-250) beats only a lost combat: no spoils, no levels lost
_RESULT = {"won": 1000.0, "fled": -200.0, "escaped": -250.0, "lost": -1000.0}


# A combat's weights for what a one-ply bot cannot see coming (measured with the Hunt, parties of 4:
# docs/desconfronto_hunt.md "Why parties of 4 lost"). A card kept in hand and a shield point on a hero
# pay off in later turns, so their worth shrinks with the turns left: the printed Creature Action deck
# (20 cards, DC-GEN-01) is the combat's clock (L340: when it runs out the creatures flee, and a Hunt's
# horde is lost). Early on a card is worth about a play (HAND_EARLY: at 0.3 the bot sacrificed cards
# for 1-die attacks), a shield point about the Vigor it saves; at the deck's end only the old weights
# are left. A standing hero whose Vigor and shields are under DANGER_AT is one hit from Exhaustion
# (which costs a level and every turn till they get up): each point under costs DANGER, also
# shrinking with the clock. A creature is worth more the more dice it attacks with (THREAT_PER_DIE):
# the bot used to finish the weak ones and leave a Tier III attacking every phase till the deck ran out.
CDECK_CARDS = 20
HAND_LATE, HAND_EARLY = 0.3, 1.0
SHIELD_LATE, SHIELD_EARLY = 0.4, 1.0
DANGER, DANGER_AT = 0.5, 4
THREAT_PER_DIE, MEAN_DICE, THREAT_FLOOR = 0.8, 2.5, 0.5
_THREATS: dict[str, float] = {}


def _threat(creature: str) -> float:
    """How much a creature's damage and defeat count: 1.0 for an average attacker (2.5 dice)."""
    w = _THREATS.get(creature)
    if w is None:
        # never below THREAT_FLOOR: a 1-die creature (Mud Golemite) must still be worth defeating
        w = _THREATS[creature] = max(THREAT_FLOOR, 1.0 + THREAT_PER_DIE * (CREATURES[creature].dice - MEAN_DICE))
    return w


_PHYSICAL: dict[str, bool] = {}


def _physical(card: str) -> bool:
    """Whether a card can strike a pillar: a physical attack, not a reaction (boss.rules.physical_dice)."""
    w = _PHYSICAL.get(card)
    if w is None:
        cd = card_def(card)
        w = _PHYSICAL[card] = not cd.react and any(e.verb == "attack" for e in cd.effects)
    return w


def _harms(cond: dict[str, int]) -> int:
    """How many harmful conditions a figure holds (read from its few entries, not all of HARM)."""
    return sum(1 for k, v in cond.items() if v and k in _HARM) if cond else 0


def heuristic(state: Any, seat: int) -> float:
    if state.coliseum is not None:  # hero against hero: this seat's own score (coliseum/heuristic.py)
        return coliseum_score(state, seat)
    if state.campaign is not None:  # the Sempreterna map: progress, the road ahead (campaign/heuristic.py)
        score = campaign_score(state, seat, combat_score)
    elif state.run is not None:
        score = run_score(state, seat)
    else:
        score = combat_score(state, seat)
    m = state.master
    if m is not None and seat == m.seat:  # DC-CM-01: the Corruption Master plays for the creatures
        return -score
    return score


# A Hunt: every horde won is worth more than anything inside a combat, so the bot finishes a combat
# it can win; the market weighs what a purchase gives against the fragments it costs.
_HUNT_RESULT = {"won": 100_000.0, "lost": -100_000.0}
_HORDE = 1000.0
_OWNED = {"skill": 3.0, "item": 1.2, "artifact": 2.5, "subclass": 6.0, "elder": 3.0}
_FRAGMENT = 0.6
_TIER = 3.0
# DC-ITEM-04 gifts (gifts.py): a gift moves an item without changing the score, and staying in the
# market scores above leaving it for the next horde, so a 1-ply bot would give everything away; each
# gift of this market visit costs more than any market choice can gain, so the bot never prefers one.
_GIFT = 500.0


_DECK_NEED = 0.2  # a card of the draw pile a combat needs: with the 0.1 every card counts, one in hand


def hunt_items(h: Any) -> float:
    """A hero's items in the Hunt's units: a healing potion by the Vigor it gives back (a whole hero's
    Vigor is 4.0 here, as in ``combat_score``), any other item the flat ``_OWNED["item"]``."""
    score = 0.0
    for item in bot_values.held(h):
        vigor = bot_values.potion_vigor(h, item)
        score += 4.0 * vigor / h.max_vigor if bot_values.heal_of(item) else _OWNED["item"]
    return score


def run_score(state: Any, seat: int) -> float:
    run = state.run
    if state.phase == "over":
        return _HUNT_RESULT.get((state.outcome or {}).get("result", ""), 0.0) + _HORDE * run.wins
    # A combat lost or fled costs a horde: with ``hunt_retry`` the same horde is fought again from a
    # fresh board, which a 1-ply bot would otherwise prefer to a battered one and flee at once
    # (parties of 4 fled the first horde for ever). Without the option a loss ends the Hunt, so the
    # term is never non-zero there.
    setbacks = sum(1 for r in run.history if r["result"] != "won")
    score = _HORDE * (run.wins - setbacks) + _FRAGMENT * state.fragments
    for h in state.heroes:
        score += _OWNED["skill"] * len(h.abilities) + hunt_items(h)
        score += _DECK_NEED * bot_values.deck_cards(h)[0]  # in and out of a combat alike
        if h.subclass:
            score += _OWNED["subclass"]
    if run.stage in ("tiers", "combat"):
        # A horde's tiers: constant through its combat (so no choice inside it changes), they tell the
        # tier choice of DC-HUNT-04 apart: a stronger creature is a riskier fight for a few fragments more.
        score -= _TIER * (sum(run.chosen) if run.stage == "tiers" else sum(run.tiers))
    if state.phase == "run":
        pend = state.pending
        if pend is not None and pend.kind == "market":
            score -= _GIFT * pend.get("gifts", 0)
        # between combats: the heroes' own shape (as at a combat's start, where creatures add 0); the
        # draw pile a combat needs and the conditions carried on (bot_values: what a Short Rest gives)
        for h in state.heroes:
            score += 4.0 * h.vigor / h.max_vigor + 0.3 * len(h.hand) + 0.1 * len(h.draw.cards)
            score -= 0.5 * bot_values.harms(h)  # as combat_score counts them: entering a combat changes nothing
        return score
    return score + combat_score(state, seat)


def combat_score(state: Any, seat: int) -> float:
    # The greedy bot calls this once per candidate: the loops read each field once and call
    # ``_harms`` only for a figure with conditions.
    phase = state.phase
    if phase == "spoils" or phase == "over":
        result = (state.outcome or {}).get("result", "won")
        return _RESULT.get(result, 0.0) + 0.1 * state.fragments
    score = 0.0
    # the clock: the share of the Creature Action deck left (the Boss's own deck is reshuffled: no clock)
    hz = 1.0 if state.boss is not None else min(1.0, len(state.cdeck) / CDECK_CARDS)
    hand_w = HAND_LATE + (HAND_EARLY - HAND_LATE) * hz
    shield_w = SHIELD_LATE + (SHIELD_EARLY - SHIELD_LATE) * hz
    danger = DANGER * hz
    for h in state.heroes:
        score += 4.0 * h.vigor / h.max_vigor - (6.0 if h.exhausted else 0.0)
        shields = h.shields
        score += (
            hand_w * len(h.hand)
            + 0.1 * len(h.draw.cards)
            + shield_w * (sum(int(s[1]) for s in shields) if shields else 0)
        )
        cond = h.cond
        if cond:  # without conditions the term is 0.0: subtracting it changes nothing
            score -= 0.5 * _harms(cond) - 0.5 * cond.get("purification", 0)
        if danger and not h.exhausted:
            cover = h.vigor + (sum(int(s[1]) for s in shields) if shields else 0)
            if cover < DANGER_AT:
                score -= danger * (DANGER_AT - cover)
        nina_max = h.res.get("nina_max")
        if nina_max:  # Gëlien's Nina: her Vigor is worth keeping too
            score += 2.0 * h.res.get("nina", 0) / nina_max
    if state.boss is not None:
        return score + boss_score(state)
    threats = _THREATS
    for c in state.creatures:
        w = threats.get(c.creature)  # _threat(c.creature), without its call on the known ones
        if w is None:
            w = _threat(c.creature)
        if c.defeated:
            score += 30.0 * w
            continue
        score += 8.0 * w * (1 - c.vigor / c.max_vigor)
        cond = c.cond
        if cond:
            score += 0.6 * _harms(cond) + 0.3 * cond.get("fire", 0)
    return score


def boss_score(state: Any) -> float:
    """The Boss playmat, in progress through the fight: a form advanced is worth more than everything
    a form can give (so the second form never looks like a loss); in a form, the Vigor lost, each
    threshold passed (the summons that come with it are the way on), each summon killed (not
    absorbed: an absorb gives the threshold back), the damage on the summons out, broken pillars.
    Outside the fight this is never called, so a Skirmish scores as ever."""
    b = state.boss
    boss = state.creatures[0]
    score = 200.0 * (b.form - 1) + 20.0 * b.kills
    for pid, v in b.pillars.items():  # a pillar's damage, then its break, count (a 1-ply bot must see them)
        full = PILLAR_VIGOR[pid]
        score += PILLAR_BREAK if v <= 0 else PILLAR_SHARE * PILLAR_BREAK * (full - v) / full
    for seat, spot in enumerate(b.where):
        hero = state.heroes[seat]
        if hero.exhausted:
            continue
        score += HAND_CARD * min(len(hero.hand), 5)
        if spot in b.pillars:  # on a pillar: to break it, or for its bonus once broken
            if b.pillars[spot] <= 0:
                score += ON_BROKEN
            elif any(_physical(c) for c in hero.hand):
                score += PILLAR_READY
        elif spot != "altar":
            i = int(spot[7:])
            score += 0.5 if b.souls[i] else -0.5
    for i, souls in enumerate(b.souls):
        if souls:
            score += 0.4 * (CRYSTAL_VIGOR - b.crystals[i])
    if boss.defeated:
        return score + 200.0
    score += boss.max_vigor - boss.vigor + 40.0 * sum(1 for t in (7, 1) if boss.vigor <= t)
    for pos in b.summons:
        c = state.creatures[pos]
        score += 8.0 * (1 - c.vigor / c.max_vigor)
    score -= 0.5 * b.counter
    if boss.cond:
        score += 0.6 * _harms(boss.cond) + 0.3 * boss.cond.get("fire", 0)
    return score

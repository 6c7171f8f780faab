"""A hero's turn in the Journey Phase: one Action, then one Region Option (ZW-CYCLE-06..09,
ZW-ACT-01..24; L474-L599).

The Action: Explore (move, pay for leaving the Murk; a Threat or Incursion there means an Enemy
instead of a card, Strengthened once per hero for an Incursion; else an Exploration card of a chosen
terrain), Rest (the Camp Ability, the Garrison's and Watchstone's gifts; not where a Threat stands),
Use the Harbour, or let the time of day pass. A Failure in a Challenge from the Action ends the turn
with no Region Option (ZW-ACT-12). Challenges and Tests are played decision by decision through the
``challenge`` and ``attribute_test`` modules; this module starts them and takes their results on.
"""

from __future__ import annotations

from game.core.actions import Action, Event, IllegalAction
from game.core.piles import Pile
from game.zerywia import attribute_test as tests
from game.zerywia import (
    card_powers,
    challenge_resolve,
    epic_battle,
    feats,
    herald_attack,
    items,
    memory_options,
    powers,
    stories,
)
from game.zerywia import challenge as ch_
from game.zerywia import exploration as exp
from game.zerywia import region_options as opt
from game.zerywia.actions import (
    BuyBanner,
    BuyItem,
    CardAction,
    ChooseSide,
    EndDetermination,
    EndTurn,
    Explore,
    JoinChallenge,
    PassBuying,
    PassTime,
    PlayFeat,
    React,
    Reroll,
    Rest,
    RollDice,
    SendToken,
    SpendCritical,
    TakeOption,
    UseCreature,
    UseGod,
    UseHarbour,
    UseInitiation,
    UseItem,
)
from game.zerywia.camp import camp_restores
from game.zerywia.content import content
from game.zerywia.dice_site import nix_site
from game.zerywia.geography import CHASM, Geography
from game.zerywia.hero import Hero, add_path
from game.zerywia.land import MURK, THREAT, blackstones, continue_chain, remove_token
from game.zerywia.leaving import pay_leaving
from game.zerywia.memory_rituals import place_blackstone
from game.zerywia.offer_payers import payer_of
from game.zerywia.region_options import GROUP_TESTS
from game.zerywia.scenarios import is_memory
from game.zerywia.state import ZerywiaState
from game.zerywia.taint import receive_taint

HERALD_CHECKS = ("herald_entry", "nix_enemy")  # the Memory's Challenges outside an Action's own


def hero_of(state: ZerywiaState, seat: int) -> Hero:
    return state.heroes[seat]


def world(state: ZerywiaState, geo: Geography, hero: Hero) -> exp.World:
    return exp.World(state.land, geo.borders, state.heroes, hero)


def count_blackstones(state: ZerywiaState, events: list[Event]) -> None:
    """Every token the land discarded adds a Blackstone to the Ritual Rifts (ZW-ACT-14/26, AMB-03)."""
    for _ in range(blackstones(events)):
        place_blackstone(state, events)


def draw(pile: Pile, discard: Pile, state: ZerywiaState) -> str | None:
    """The top card, the discard shuffled back in when the pile is empty (AMB-42)."""
    if not pile and discard:
        pile.reshuffle_from(discard, state.rng)
    return pile.draw() if pile else None


# --- starting an Action ------------------------------------------------------------------------
def begin_action(state: ZerywiaState, geo: Geography, action: Action, events: list[Event]) -> None:
    hero = hero_of(state, action.player)
    state.active = action.player
    if isinstance(action, PassTime):
        end_turn(state, events)
    elif isinstance(action, Rest):
        if hero.region in state.land.tokens[THREAT]:
            raise IllegalAction("zerywia.refuse.no_rest_under_threat")
        # L576 "Use your Camp abilities": the Hero card's and those of its Prepared cards (step 3's)
        events += camp_restores(
            hero, None, content().heroes[hero.hero].camp, dawnstone_step=False,
            card_camp=card_powers.camp_symbols(hero) if state.options.get("rest_card_camp", True) else (),
            garrison=hero.region in state.land.garrisons, watchstone=hero.region in state.land.watchstones,
            overflow_converts=bool(state.options.get("rest_prime_overflow_converts", True)),  # AMB-45
        )
        state.step = "option"
    elif isinstance(action, CardAction):  # a "[Thymor] Action", then a Region Option (ZW-ACT-24)
        events += card_powers.take_action(hero, action.card, state.time, geo.thymor_of.get(hero.region))
        state.step = "option"
    elif isinstance(action, UseHarbour):
        move(state, hero, action.region, events, "harbour")
        if not herald_met(state, geo, hero, "option", events):
            state.step = "option"
    elif isinstance(action, Explore):
        move(state, hero, action.region, events, "explore")
        if not herald_met(state, geo, hero, f"explore:{action.terrain}", events):
            explore_here(state, geo, hero, action.terrain, events)


def herald_met(state: ZerywiaState, geo: Geography, hero: Hero, then: str, events: list[Event]) -> bool:
    """ZW-ACT-44 (AMB-32): in the Memory, a hero entering the Herald's Region is attacked first; the
    Action goes on (``then``) after a Success. Whether the attack began."""
    if not is_memory(state) or hero.region != state.herald or state.herald == CHASM:
        return False
    if hero.lost:  # the leaving price took its last Primal Taint on the way: no one to attack
        return False
    state.after_attack = then
    herald_attack.start(state, geo, hero.seat, events, context="herald_entry")
    return True


def move(state: ZerywiaState, hero: Hero, region: str, events: list[Event], by: str) -> None:
    """ZW-ACT-03/33: leaving pays the Murk's price; the hero stands in ``region``."""
    if region == hero.region:
        return
    events += pay_leaving(state.land, hero, hero.region)
    hero.region = region
    events.append(Event("zerywia.hero.moved", {"seat": hero.seat, "to": region, "by": by}))


def explore_here(state: ZerywiaState, geo: Geography, hero: Hero, terrain: str, events: list[Event]) -> None:
    side = state.land.tokens[THREAT].get(hero.region)
    if side is not None:  # ZW-ACT-04/15: an Enemy instead of a card
        offer_group(state, geo, hero, 1 if side == "incursion" else 0, events)
        return
    card = draw(state.decks[terrain], state.discards[terrain], state)
    if card is None:  # an empty deck with an empty discard: nothing to find here
        state.step = "option"
        return
    state.exploring, drawn = exp.begin(card, hero, hero.region)
    events += drawn
    state.step = "exploring"
    resume_exploring(state, geo, events)


def offer_group(
    state: ZerywiaState, geo: Geography, hero: Hero, per_hero: int, events: list[Event], context: str = "threat"
) -> None:
    """A Challenge or Test may be taken on together (ZW-CHAL-49, ZW-TEST-12/13): the heroes in the
    same Region who have not acted at this time of day are asked, in seat order; then the check
    (``context``: one of GROUP_FIGHTS or GROUP_TESTS), a fight Strengthened once per participant
    for an Incursion (ZW-ACT-15). Before, only a Threat's Enemy was offered, so no hero could help
    another close a Murkrift or bind a Murk (issue 9: balance)."""
    state.joiners = [
        h.seat for h in state.heroes
        if h.seat != hero.seat and h.region == hero.region and h.seat not in state.acted and not h.lost
    ]
    # [Strengthen per hero, how many had joined before]: a ritual's Test after the Rift's guardian
    # asks its helpers afresh, the guardian's fighters too (their Action is already spent)
    state.fight = [per_hero, len(state.joined)]
    state.context = context
    if state.joiners:
        state.step = "join"
        return
    begin_group(state, geo, hero, events)


def answer_join(state: ZerywiaState, geo: Geography, seat: int, join: bool, events: list[Event]) -> None:
    state.joiners.remove(seat)
    if join:
        state.joined.append(seat)
        test = state.context in GROUP_TESTS
        events.append(Event("zerywia.test.joined" if test else "zerywia.challenge.joined", {"seat": seat}))
    if not state.joiners:
        begin_group(state, geo, hero_of(state, state.active), events)


def begin_group(state: ZerywiaState, geo: Geography, hero: Hero, events: list[Event]) -> None:
    per_hero, before = (state.fight + [0, 0])[:2]
    context = state.context or "threat"
    state.fight = []
    if context in GROUP_TESTS:
        # a Hard Will Test with one Rune per helper and no Nix die for them (ZW-TEST-12, L892); a
        # Region Option is no Action, so the helpers keep theirs (AMB-31)
        state.helpers = sorted(set(state.joined[before:]))  # they share the ritual's outcome (ZW-ACT-36)
        helpers = len(state.helpers)
        state.joined = state.joined[:before]
        start_test(state, geo, hero, ["will"], "hard", context, helpers)
        return
    party = [hero] + [hero_of(state, s) for s in dict.fromkeys(state.joined)]
    fight(state, geo, hero, context, per_hero * len(party), events, party)


def fight(
    state: ZerywiaState,
    geo: Geography,
    hero: Hero,
    context: str,
    strengthen: int,
    events: list[Event],
    party: list[Hero] | None = None,
) -> None:
    """Draw an Enemy (Strengthened ``strengthen`` times; Defiled in a Murkrift, ZW-ACT-31) and start
    the Challenge (``party``: the heroes in it, the initiator first)."""
    enemy = draw(state.enemy_deck, state.enemy_discard, state)
    if enemy is None:
        settle_check(state, geo, True, events)
        return
    more = [c for c in (draw(state.enemy_deck, state.enemy_discard, state) for _ in range(strengthen)) if c]
    defile = None
    if state.land.tokens[MURK].get(hero.region) == "murkrift":
        defile = draw(state.enemy_deck, state.enemy_discard, state)
    start_challenge(state, geo, hero, enemy, context, events, strengthen=more, defile=defile, party=party)


def start_challenge(
    state: ZerywiaState,
    geo: Geography,
    hero: Hero,
    foe: str,
    context: str,
    events: list[Event],
    strengthen: list[str] | None = None,
    defile: str | None = None,
    party: list[Hero] | None = None,
) -> None:
    state.challenge, started = ch_.start(
        foe, party or [hero], geo.terrains.get(hero.region, ()), state.options,
        strengthen=strengthen or [], defile=defile, **nix_site(state, geo, hero.region),
    )
    events += started
    # "At/During [Thymor]" and "while Cursed" Shields (ZW-HERO-18/28)
    events += card_powers.add_initiation_shields(state.challenge.shields, party or [hero], state.time, geo.thymor_of)
    state.step, state.context = "challenge", context


def start_test(
    state: ZerywiaState, geo: Geography, hero: Hero, attrs: list[str], level: str, context: str, helpers: int = 0
) -> None:
    first, rest = attrs[0], attrs[1:]
    state.test = tests.start_test(
        hero, first, level, state.options, helpers=helpers, **nix_site(state, geo, hero.region),
    )
    state.tests_left = [f"{a}:{level}" for a in rest]
    state.step, state.context = "test", context


# --- an Exploration card -------------------------------------------------------------------------
def resume_exploring(state: ZerywiaState, geo: Geography, events: list[Event]) -> None:
    ex = state.exploring
    assert ex is not None
    hero = hero_of(state, ex.seat)
    need = exp.advance(ex, world(state, geo, hero), events)
    count_blackstones(state, events)
    if need is None:
        finish_card(state, hero, events)
    elif need.kind in ("overflow", "side"):
        state.step = need.kind
    elif need.kind == "challenge":
        start_challenge(state, geo, hero, need.options[0], "exploration", events)
    elif need.kind == "enemy":
        fight(state, geo, hero, "exploration", 0, events)
    else:  # "test"
        start_test(state, geo, hero, list(need.options), dict(need.data)["level"], "exploration")


def finish_card(state: ZerywiaState, hero: Hero, events: list[Event]) -> None:
    ex = state.exploring
    assert ex is not None
    card = content().exploration[ex.card]
    for path in ex.paths:  # the card kept as a Path (ZW-ACT-10)
        add_path(hero, path)
    if not ex.paths:
        state.discards[card.terrain].put_top(card.id)
    state.exploring = None
    if ex.result == "failure":
        end_turn(state, events)  # ZW-ACT-12
    else:
        state.step = "option"


def settle_check(state: ZerywiaState, geo: Geography, success: bool, events: list[Event]) -> None:
    """A Challenge or Test is over: take its result on to what it was for."""
    context, hero = state.context, hero_of(state, state.active)
    state.context = ""
    if context == "exploration" and state.exploring is not None:
        state.step = "exploring"
        exp.answer_check(state.exploring, success)
        resume_exploring(state, geo, events)
    elif context == "threat":
        if success:  # ZW-ACT-16: the whole token goes
            remove_token(state.land, THREAT, hero.region, events)
            state.step = "option"
        else:
            end_turn(state, events)
    elif context == "ritual":
        events += opt.finish_murk_binding(hero, state.heroes, state.land, hero.region, success, together(state, hero))
        end_turn(state, events)
    elif context == "hunt":
        events += opt.finish_hollows_hunt(hero, success)
        end_turn(state, events)
    elif context == "rift":  # the Rift's guardian beaten: now the ritual (ZW-ACT-35)
        if success:
            state.step = "rift"
        else:
            events += opt.finish_murkrift(hero, state.heroes, state.land, hero.region, False, False,
                                          together(state, hero))
            end_turn(state, events)
    elif context == "rift_ritual":
        events += opt.finish_murkrift(hero, state.heroes, state.land, hero.region, True, success,
                                      together(state, hero))
        end_turn(state, events)
    elif context in HERALD_CHECKS:
        settle_herald(state, geo, hero, context, success, events)
    else:
        end_turn(state, events)


def together(state: ZerywiaState, hero: Hero) -> list[Hero]:
    """The heroes who fought or took the Test beside ``hero`` in this Region Option (ZW-ACT-36)."""
    seats = dict.fromkeys([*state.joined, *state.helpers])
    return [hero_of(state, s) for s in seats if s != hero.seat]


def settle_herald(state: ZerywiaState, geo: Geography, hero: Hero, context: str, success: bool, events: list[Event]) -> None:
    """After the Herald's Attack on a hero entering his Region (its Offering and the card back are
    ``herald_attack.finish``'s) or the Enemy of a Nix roll: on entering, the Action goes on after a
    Success and ends after a Failure (ZW-ACT-44, AMB-32); in Nix's Phase the Herald's next step
    follows (``memory_nix.advance``)."""
    then, state.after_attack = state.after_attack, ""
    if context != "herald_entry":
        state.active, state.step = -1, ""
    elif not success or then == "end":
        end_turn(state, events)
    elif then.startswith("explore:"):
        explore_here(state, geo, hero, then.split(":", 1)[1], events)
    else:
        state.step = "option"


# --- decisions inside the turn --------------------------------------------------------------------
def decide(state: ZerywiaState, geo: Geography, action: Action, events: list[Event]) -> None:
    hero = hero_of(state, action.player)
    if isinstance(action, JoinChallenge):
        answer_join(state, geo, action.player, action.join, events)
        return
    if isinstance(action, SendToken):
        ex = state.exploring
        assert ex is not None
        exp.answer_overflow(ex, world(state, geo, hero), action.region, events)
        state.step = "exploring"
        resume_exploring(state, geo, events)
    elif isinstance(action, ChooseSide):
        assert state.exploring is not None
        exp.answer_side(state.exploring, action.side)
        state.step = "exploring"
        resume_exploring(state, geo, events)
    elif state.step == "challenge":
        challenge_decision(state, geo, hero, action, events)
    elif state.step == "test":
        test_decision(state, geo, hero, action, events)
    elif isinstance(action, TakeOption):
        take_option(state, geo, hero, action, events)
    elif isinstance(action, BuyItem):
        buy_item(state, hero, action.item, action.drop, events)
        end_turn(state, events)
    elif isinstance(action, EndTurn):
        end_turn(state, events)


def challenge_decision(state: ZerywiaState, geo: Geography, hero: Hero, action: Action, events: list[Event]) -> None:
    ch = state.challenge
    assert ch is not None
    if isinstance(action, BuyBanner):
        if action.card == ch_.DREAD_BANNER:
            events += ch_.buy_dread_banner(ch, hero, content().heroes[hero.hero].dread_banner)
        else:
            events += ch_.buy_banner(ch, hero, action.card)
    elif isinstance(action, React):
        events += ch_.react(ch, hero, action.remove, action.prepare)
    elif isinstance(action, PassBuying):
        events += ch_.pass_buying(ch, hero)
    elif isinstance(action, UseItem):
        events += items.use_in_challenge(ch, hero, action.item, action.alt, action.die, state.rng)
        state.item_discard.put_top(action.item)
    elif isinstance(action, (UseGod, UseCreature)):
        events += powers.use(state, hero, action, ch, state.rng)
    elif isinstance(action, PlayFeat):
        events += feats.play(hero, action, ch, state.rng)
    elif isinstance(action, UseInitiation):
        events += ch_.use_initiation(ch, hero, action.card)
    elif isinstance(action, RollDice):
        events += ch_.roll(ch, state.rng)
    elif isinstance(action, Reroll):
        payer = payer_of(state, hero, action.payer, action.by)  # ZW-RES-06: any hero, an Offering only
        if action.by == "prime":
            events += ch_.reroll_prime(ch, hero, action.die, state.rng)
        elif action.by in ("offering", "amber"):
            events += ch_.reroll_offering(ch, payer, action.die, state.rng, with_trophies=action.by == "amber")
        else:
            events += ch_.reroll_banner(ch, hero, action.by, action.die, state.rng)
    elif isinstance(action, SpendCritical):
        if action.card == "hero":
            events += ch_.break_shield(ch, hero, action.die)
        else:
            events += ch_.use_critical(ch, hero, action.card, action.die)
    elif isinstance(action, EndDetermination):
        events += ch_.end_determination(ch)
        outcome, resolved = challenge_resolve.resolve(ch, state.heroes, group_assign(state, ch))
        events += resolved
        for card in ch.cards():  # ZW-CHAL-47: the faced Enemy cards go to the discard
            if card in content().enemies:
                state.enemy_discard.put_top(card)
        if outcome.feed_the_breed:
            feed_the_breed(state, events)
        state.challenge = None
        if state.context == epic_battle.CONTEXT:  # an Attack card of the Epic Battle's round
            epic_battle.after_attack(state, geo, ch, outcome, events)
            return
        if ch.enemy in content().herald_attacks:  # ZW-SCEN-27: the Offering, the card back
            herald_attack.finish(state, ch, outcome.success, events)
            if state.context == herald_attack.CONTEXT:
                herald_attack.after(state, geo, events)
                return
        settle_check(state, geo, outcome.success, events)


def group_assign(state: ZerywiaState, ch: ch_.Challenge) -> challenge_resolve.Assign | None:
    """Who takes each loss of a Group Challenge (ZW-CHAL-52/53, AMB-59: the group decides): the
    participant with the most points of that Attribute, so no one is injured while another could
    pay (the screen to share them out by hand comes with the board)."""
    if not ch.group:
        return None

    def assign(attr: str, cause: str) -> int:
        return max(ch.seats, key=lambda s: (state.heroes[s].value[attr], -s))

    return assign


def feed_the_breed(state: ZerywiaState, events: list[Event]) -> None:
    """ZW-CHAL-46: the top Breed card, unseen, and every discarded Enemy shuffled into the Enemy deck
    (AMB-42: with no Breed card left, only the discards)."""
    if state.breed_deck:
        state.enemy_deck.put_top(state.breed_deck.draw())
    state.enemy_deck.cards.extend(state.enemy_discard.cards)
    state.enemy_discard.cards.clear()
    state.enemy_deck.shuffle(state.rng)
    events.append(Event("zerywia.enemy.fed", {"deck": len(state.enemy_deck), "breed": len(state.breed_deck)}))


def test_decision(state: ZerywiaState, geo: Geography, hero: Hero, action: Action, events: list[Event]) -> None:
    t = state.test
    assert t is not None
    if isinstance(action, RollDice):
        events += tests.roll_test(t, state.rng)
    elif isinstance(action, Reroll):
        events += tests.reroll_test(t, action.die, state.rng, payer_of(state, hero, action.payer, action.by), action.by)
    elif isinstance(action, EndDetermination):
        passed, resolved = tests.resolve_test(t, hero)
        events += resolved
        state.test = None
        if passed and state.tests_left:  # ZW-TEST-14: the next part only after a pass
            attr, level = state.tests_left[0].split(":")
            rest = state.tests_left[1:]
            start_test(state, geo, hero, [attr], level, state.context)
            state.tests_left = rest
            return
        state.tests_left = []
        settle_check(state, geo, passed, events)


# --- the Region Option and the turn's end -------------------------------------------------------
def take_option(state: ZerywiaState, geo: Geography, hero: Hero, action: TakeOption, events: list[Event]) -> None:
    kind = action.option
    if kind == "exis_temple":
        events += opt.exis_temple(hero)
    elif kind == "primesource":
        events += opt.primesource(hero)
    elif kind == "stronghold":
        events += opt.stronghold(hero)
    elif kind == "hollows":
        events += opt.hollows_search(hero)
    elif kind == "shroud":
        shrouds = [r for r, k in geo.special.items() if k == "shroud"]
        events += opt.shroud_travel(hero, state.land, shrouds, action.region)
        if herald_met(state, geo, hero, "end", events):  # ZW-ACT-44 (AMB-32: a Shroud move too)
            return
    elif kind == "story_quest":
        events += stories.do_quest(geo, hero, action.region)
    elif kind in ("story_reward_1", "story_reward_2"):
        events += stories.do_fulfil(geo, state.heroes, hero, int(kind[-1]) - 1, action.region)
    elif kind == "cradle":  # Trade: the top 3 Items shown (L1045)
        for _ in range(3):
            item = draw(state.item_deck, state.item_discard, state)
            if item is not None:
                state.trade.append(item)
        events.append(Event("zerywia.item.shown", {"seat": hero.seat, "items": list(state.trade)}, reveals=True))
        state.step = "trade"
        return
    elif kind == "bind_taint":
        events += opt.bind_with_taint(hero, state.heroes, state.land, hero.region)
    elif kind == "bind_test":  # ZW-ACT-34: a Hard Will Test (a group Test, ZW-TEST-12)
        offer_group(state, geo, hero, 0, events, "ritual")
        return
    elif kind == "hunt":  # the Hollows' Hunt: an Enemy, +3 Trophies on a Success (AMB-39)
        offer_group(state, geo, hero, 0, events, "hunt")
        return
    elif kind == "close_rift":  # ZW-ACT-35: first the Rift's guardian (Defiled in its Murkrift)
        offer_group(state, geo, hero, 0, events, "rift")
        return
    elif kind == "rift_test":
        offer_group(state, geo, hero, 0, events, "rift_ritual")
        return
    elif kind in ("garrison", "watchstone"):  # the Memory's exchanges (ZW-SCEN-18)
        placed: list[Event] = []
        memory_options.exchange(state, geo, hero, kind, action.region, placed)
        count_blackstones(state, placed)
        events += placed
    elif kind == "rift_taint":  # the willing Taint is the ritual's price
        events += receive_taint(hero)
        events += opt.finish_murkrift(hero, state.heroes, state.land, hero.region, True, True, together(state, hero))
    end_turn(state, events)


def buy_item(state: ZerywiaState, hero: Hero, item: str, drop: str, events: list[Event]) -> None:
    """The Trade's purchase; the Items not bought go to the bottom of the deck (AMB-40)."""
    cost = content().items[item].cost
    if item not in state.trade or hero.trophies < cost:
        raise IllegalAction("zerywia.refuse.not_enough_trophies")
    hero.trophies -= cost
    state.trade.remove(item)
    gained = items.gain_item(hero, item, drop)
    for e in gained:
        if e.kind == "zerywia.item.dropped":
            state.item_discard.put_top(str(e.data["item"]))
    events += gained
    close_trade(state)


def close_trade(state: ZerywiaState) -> None:
    for item in state.trade:
        state.item_deck.put_bottom(item)
    state.trade = []


def end_turn(state: ZerywiaState, events: list[Event]) -> None:
    for seat in [state.active, *state.joined]:  # a joiner's Action went into the fight (AMB-59)
        if seat >= 0 and seat not in state.acted:
            state.acted.append(seat)
            events.append(Event("zerywia.turn.ended", {"seat": seat, "time": state.time}))
    close_trade(state)
    state.active, state.step, state.context, state.joined, state.helpers = -1, "", "", [], []


def overflow_answer(state: ZerywiaState, geo: Geography, region: str, events: list[Event]) -> None:
    """A token overflowing outside a card (the Herald's Threat, Nix's Murk): the chooser's pick."""
    chain = state.chain
    assert chain is not None
    continue_chain(state.land, geo.borders, chain, region, events)
    count_blackstones(state, events)
    if not chain.choices:
        state.chain, state.chooser = None, -1

"""Every legal decision of a Zerywia table, by seat (the game's ``legal_actions`` / ``seat_actions``).

Where the flow stands decides who may act: in a time of day any hero who has not acted may start a
turn (the players choose the order, ZW-CYCLE-06), and once one has, only that hero answers its
turn's steps; at Camp every hero who has not camped; in Nix's Phase the hero whose token is
overflowing, then each hero in turn placing its Murk.
"""

from __future__ import annotations

from game.core.actions import Action
from game.zerywia import epic_battle, kept_guards
from game.zerywia import sventovit_offering as sventovit
from game.zerywia.actions import (
    BreakCamp,
    BuyBanner,
    BuyItem,
    Camp,
    CardAction,
    ChooseAttribute,
    ChooseInjury,
    ChooseLossTaker,
    ChooseNewHero,
    ChooseSaga,
    ChooseSide,
    EndDetermination,
    EndTurn,
    Explore,
    FaceAttack,
    GiveItem,
    GiveTrophies,
    HeraldReroll,
    JoinChallenge,
    OfferRestore,
    PassBuying,
    PassTime,
    PlaceMurk,
    PlaceThreat,
    Prepare,
    React,
    Reroll,
    Rest,
    RollDice,
    SendToken,
    SpendCritical,
    StartEpicBattle,
    Summon,
    TakeOption,
    TransferRunes,
    UseHarbour,
    UseInitiation,
    UseItem,
    Worship,
)
from game.zerywia.card_powers import actions_now
from game.zerywia.challenge import DETERMINATION, DREAD_BANNER, INITIATION, NIX
from game.zerywia.content import content
from game.zerywia.creatures import summonable
from game.zerywia.cycle import FLOW
from game.zerywia.feats import offered as feats_offered
from game.zerywia.geography import Geography
from game.zerywia.hero import WILL, Hero
from game.zerywia.injury_choice import INJURY_CHOICE
from game.zerywia.injury_choice import choices as injury_choices
from game.zerywia.items import MAX_ITEMS, ability, usable
from game.zerywia.kept_guards import KEPT_GUARD
from game.zerywia.land import MURK, THREAT
from game.zerywia.memory_nix import HERALD_ROLL
from game.zerywia.memory_options import exchange_options
from game.zerywia.oblivion import NEW_HERO
from game.zerywia.offer_payers import payments
from game.zerywia.offerings import AMBER
from game.zerywia.picks import GROUP_LOSS
from game.zerywia.picks import KINDS as PICKS
from game.zerywia.picks import answers as pick_answers
from game.zerywia.powers import offered as powers_offered
from game.zerywia.region_options import SHROUD_COST
from game.zerywia.sagas import fits
from game.zerywia.solo import SOLO_SAGA
from game.zerywia.state import TIMES, ZerywiaState
from game.zerywia.stories import story_options


def legal(state: ZerywiaState, geo: Geography) -> list[Action]:
    if state.outcome:
        return []
    if state.pending is not None:
        if state.pending.kind == KEPT_GUARD:  # a campaign's kept tokens at setup (L1086)
            return kept_guards.answers(state, geo)
        return pending_answers(state)
    phase = FLOW.leaf(state).name
    if phase in TIMES:
        if state.active >= 0:
            return turn_steps(state, geo, state.heroes[state.active])
        return [a for h in state.heroes if h.seat not in state.acted and not h.lost for a in turn_starts(state, geo, h)]
    if phase == "camp":  # steps in order, any skipped (ZW-CYCLE-10)
        out: list[Action] = []
        for h in state.heroes:
            if h.seat in state.camped or h.lost:
                continue
            stage = state.camp_stage.get(str(h.seat), 0)
            out.append(BreakCamp(h.seat))
            if stage < 4:
                out.append(Camp(h.seat))
            if stage < 6:
                out += [Prepare(h.seat, old, new) for old, new in swaps(h)]
                if h.trophies >= 1 and summonable(state, geo.terrains.get(h.region, ())):
                    out.append(Summon(h.seat, ""))
                    for c in summonable(state, geo.terrains.get(h.region, ())):
                        if content().creatures[c].terrain in h.journey_tokens:
                            out.append(Summon(h.seat, c))
            if stage < 7 and (h.offerings > 0 or h.trophies >= 3):
                for god in state.gods:
                    out.append(Worship(h.seat, god, h.offerings < 1))
        return out
    if phase == "nix":
        if state.active >= 0:  # a Herald's Attack under way (herald_attack.py)
            return turn_steps(state, geo, state.heroes[state.active])
        if state.herald_queue:  # several heroes attacked: who faces theirs first (AMB-33)
            return [FaceAttack(state.herald_queue[0], s) for s in state.herald_queue]
        if state.chain is not None:
            return [SendToken(state.chooser, r) for r in state.chain.choices]
        if state.to_threat:
            hero = state.heroes[state.to_threat[0]]
            return [PlaceThreat(hero.seat, r) for r in geo.regions(geo.thymor_of[hero.region])]
        if state.to_place:
            hero = state.heroes[state.to_place[0]]
            return [PlaceMurk(hero.seat, r) for r in geo.regions(geo.thymor_of[hero.region])]
    return []


def pending_answers(state: ZerywiaState) -> list[Action]:
    pend = state.pending
    assert pend is not None
    p = pend.player
    if pend.kind == SOLO_SAGA:
        return [ChooseSaga(p, c) for c in pend["cards"]]
    if pend.kind == INJURY_CHOICE:  # ZW-INJ-04: where it lies first, then the others open
        return [ChooseInjury(p, a) for a in injury_choices(state.heroes[p], pend)]
    if pend.kind == GROUP_LOSS:  # ZW-CHAL-52/53: who in the group takes it (the default first)
        return [ChooseLossTaker(p, s) for s in pick_answers(state, pend)]
    if pend.kind in PICKS:  # the Murk's price (ZW-ACT-30), a Taint's slot (ZW-HERO-13/22)
        return [ChooseAttribute(p, a) for a in pick_answers(state, pend)]
    if pend.kind == NEW_HERO:  # ZW-HERO-24: a hero not yet at the table, or none
        return [*(ChooseNewHero(p, h) for h in pend["heroes"]), ChooseNewHero(p, "")]
    if pend.kind == HERALD_ROLL:  # keep, or pay to roll again (ZW-SCEN-32)
        hero = state.heroes[p]
        out: list[Action] = [HeraldReroll(p, "")]
        if hero.offerings > 0:
            out.append(HeraldReroll(p, "offering"))
        if hero.trophies >= AMBER:
            out.append(HeraldReroll(p, "trophies"))
        return out
    return []


def sventovit_restores(state: ZerywiaState, geo: Geography, hero: Hero) -> list[Action]:
    """ZW-RES-04/05: an Offering (or 3 Trophies) to Sventovit for a point, at the map's moments."""
    return [OfferRestore(hero.seat, a, amber) for amber in (False, True) if sventovit.can_pay(hero, amber)
            for a in sventovit.restorable(state, geo, hero)]


def swaps(hero: Hero) -> list[tuple[str, str]]:
    """The one-card swaps of Prepared for reserve cards the Character Board's limits allow."""
    out = []
    for new in hero.reserve:
        for old in hero.prepared:
            if fits(hero.hero, [new if c == old else c for c in hero.prepared]):
                out.append((old, new))
    return out


def turn_starts(state: ZerywiaState, geo: Geography, hero: Hero) -> list[Action]:
    p = hero.seat
    out: list[Action] = [PassTime(p)]
    # ZW-RES-10/18: Trophies and Items pass between Actions, to a hero in the same Region
    mates = [o for o in state.heroes if o.seat != p and o.region == hero.region and not o.lost]
    if hero.trophies:
        out += [GiveTrophies(p, o.seat, 1) for o in mates]
    out += [GiveItem(p, o.seat, i) for o in mates if len(o.items) < MAX_ITEMS for i in hero.items]
    out += [UseItem(p, i, alt) for i, alt in usable(hero, "map")]  # before the Action
    out += sventovit_restores(state, geo, hero)
    out += powers_offered(state, hero, None) + feats_offered(hero, None)
    if epic_battle.can_start(state):  # the Joint Action, once the goal gate opens (ZW-SCEN-33)
        out.append(StartEpicBattle(p))
    if hero.region not in geo.thymor_of:  # on the Chasm: nothing but to wait (AMB-49)
        return out
    if hero.region not in state.land.tokens[THREAT]:
        out.append(Rest(p))  # ZW-ACT-17
    # a Prepared card's "[Thymor] Action", at its time of day or in its Thymor only (ZW-HERO-28)
    out += [CardAction(p, c) for c in actions_now(hero, state.time, geo.thymor_of.get(hero.region))]
    if hero.region in geo.harbours:
        out += [UseHarbour(p, r) for r in sorted(geo.harbours) if r != hero.region]
    harbour_rule = state.options.get("harbour_adjacency", "all_harbours")
    for region in sorted(geo.explore_targets(hero.region, harbour_rule)):
        if region in state.land.tokens[THREAT]:
            out.append(Explore(p, region, ""))  # an Enemy waits there, whatever the terrain
        else:
            out += [Explore(p, region, t) for t in geo.terrains[region] if state.decks[t] or state.discards[t]]
    return out


def turn_steps(state: ZerywiaState, geo: Geography, hero: Hero) -> list[Action]:
    p, step = hero.seat, state.step
    if step == "overflow" and state.exploring is not None and state.exploring.chain is not None:
        return [SendToken(p, r) for r in state.exploring.chain.choices]
    if step == "side":
        return [ChooseSide(p, 0), ChooseSide(p, 1)]
    if step == "join":
        j = state.joiners[0]
        return [JoinChallenge(j, True), JoinChallenge(j, False)]
    if step == "challenge":
        return group_challenge_steps(state, hero)
    if step == "epic" and state.epic is not None:  # who resolves their Attack card next (L1196)
        return [FaceAttack(p, s) for s in state.epic.to_go]
    if step == "epic_transfer":  # L1200: "they can transfer"
        return [TransferRunes(p, True), TransferRunes(p, False)]
    if step == "test":
        return test_steps(state, hero)
    if step == "option":
        return option_steps(state, geo, hero)
    if step == "trade":  # the Cradle's Trade (L1045): buy one of the Items shown, or none
        out: list[Action] = [EndTurn(p)]
        for item in state.trade:
            if hero.trophies >= content().items[item].cost:
                drops = hero.items + [item] if len(hero.items) >= MAX_ITEMS else [""]
                out += [BuyItem(p, item, d) for d in drops]
        return out
    if step == "rift":  # the guardian beaten: the Hard Will Test, or a willing Taint (ZW-ACT-35)
        return [TakeOption(p, "rift_test"), TakeOption(p, "rift_taint")]
    return []


def group_challenge_steps(state: ZerywiaState, initiator: Hero) -> list[Action]:
    """A Group Challenge's decisions (ZW-CHAL-51): at Initiation only the hero whose turn it is to
    buy acts (or passes); the roll waits until all have passed. At Determination every participant
    rerolls and spends Criticals for itself; the initiator declares the results final."""
    ch = state.challenge
    assert ch is not None
    if not ch.group:
        return challenge_steps(state, initiator)
    if ch.phase == INITIATION:
        if len(ch.passed) == len(ch.seats):
            return [RollDice(initiator.seat)]
        buyer = state.heroes[ch.seats[ch.buyer]]
        out = [a for a in challenge_steps(state, buyer) if not isinstance(a, RollDice)]
        return [PassBuying(buyer.seat), *out]
    out = []
    for seat in ch.seats:
        steps = challenge_steps(state, state.heroes[seat])
        out += [a for a in steps if not isinstance(a, EndDetermination) or seat == initiator.seat]
    return out


def challenge_steps(state: ZerywiaState, hero: Hero) -> list[Action]:
    ch = state.challenge
    assert ch is not None
    p, sagas = hero.seat, content().sagas
    if ch.phase == INITIATION:
        out: list[Action] = [RollDice(p)]
        if hero.dread and DREAD_BANNER not in ch.banners_bought and hero.prime > 0:
            out.append(BuyBanner(p, DREAD_BANNER))
        cap = state.options.get("challenge_max_reactions")
        if cap is None or ch.reactions < cap:
            for new in hero.reserve:
                banner = sagas[new].banner
                if banner is not None and hero.value[banner.die] < 1:
                    continue
                for old in hero.prepared:
                    swapped = [new if c == old else c for c in hero.prepared]
                    if old not in ch.banners_bought and fits(hero.hero, swapped):
                        out.append(React(p, old, new))
        out += [UseItem(p, i, alt) for i, alt in usable(hero, "initiation")]
        out += powers_offered(state, hero, ch) + feats_offered(hero, ch)
        for card in hero.prepared:
            banner = sagas[card].banner
            if banner is not None and card not in ch.banners_bought and (banner.special == "help" or hero.value[banner.die] > 0):
                out.append(BuyBanner(p, card))
            if f"initiation:{card}" not in ch.used and any(
                e.terrain is None or e.terrain in ch.terrains for e in sagas[card].initiation
            ):
                out.append(UseInitiation(p, card))
        return out
    if ch.phase != DETERMINATION:
        return []
    out = [EndDetermination(p)]
    out += [UseItem(p, i, alt) for i, alt in usable(hero, "resolution") if "determination" not in ability(i, alt).when]
    rerolls = [(i, alt) for i, alt in usable(hero, "determination")]
    out += powers_offered(state, hero, ch) + feats_offered(hero, ch)
    # ZW-CHAL-29/ZW-RES-06/08: an Offering or 3 Trophies, the hero's own or any other's (a Group
    # Challenge's participants ask for their own rerolls, so they are not listed as payers twice)
    paid = [] if ch.aura == "no_offerings" else payments(state, hero, ch.seats if ch.group else ())
    for i, die in enumerate(ch.dice):
        if die.spent:
            continue
        if die.kind != NIX and die.owner == p:
            out += [UseItem(p, item, alt, i) for item, alt in rerolls]
        if die.kind != NIX and die.owner == p and hero.prime > 0 and ch.aura != "no_prime_rerolls":
            out.append(Reroll(p, i, "prime"))
        out += [Reroll(p, i, by, payer) for by, payer in paid]
        for card in hero.prepared:
            banner = sagas[card].banner
            if (banner is not None and banner.special == "reroll" and card in ch.banners_bought
                    and card not in ch.banner_rerolls and die.kind == banner.die):
                out.append(Reroll(p, i, card))
        if die.kind != NIX and die.face == "critical":
            if die.kind in ch.enemy_shields:
                out.append(SpendCritical(p, i, "hero"))
            for card in hero.prepared:
                crit = sagas[card].critical
                if crit is not None and card not in ch.criticals and crit.die in ("any", die.kind):
                    out.append(SpendCritical(p, i, card))
    return out


def test_steps(state: ZerywiaState, hero: Hero) -> list[Action]:
    t = state.test
    assert t is not None
    p = hero.seat
    if not t.rolled:
        return [RollDice(p)]
    out: list[Action] = [EndDetermination(p)]
    paid = payments(state, hero)  # ZW-TEST-08/ZW-RES-06/08: any hero's Offering or 3 Trophies
    for i, (kind, _face) in enumerate(t.dice):
        out += [Reroll(p, i, by, payer) for by, payer in paid]
        if kind != NIX:
            if hero.prime > 0:
                out.append(Reroll(p, i, "prime"))
            if hero.journey_tokens:
                out.append(Reroll(p, i, "journey"))
    return out


def option_steps(state: ZerywiaState, geo: Geography, hero: Hero) -> list[Action]:
    p, region = hero.seat, hero.region
    out: list[Action] = [EndTurn(p), *[UseItem(p, i, alt) for i, alt in usable(hero, "map")]]  # after it
    out += powers_offered(state, hero, None) + feats_offered(hero, None) + sventovit_restores(state, geo, hero)
    if geo.special.get(region) == "cradle" and (state.item_deck or state.item_discard):
        out.append(TakeOption(p, "cradle"))
    out += story_options(geo, hero)  # each Saga's Story: its quest, then its second part (AMB-64)
    kind = geo.special.get(region)
    if kind == "exis_temple" and hero.taints:
        out.append(TakeOption(p, "exis_temple"))
    elif kind == "primesource" and hero.prime < hero.prime_limit:
        out.append(TakeOption(p, "primesource"))
    elif kind == "stronghold" and hero.used_feats:
        out.append(TakeOption(p, "stronghold"))
    elif kind == "hollows":
        out += [TakeOption(p, "hollows"), TakeOption(p, "hunt")]
    elif kind == "shroud" and hero.value[WILL] >= SHROUD_COST:
        out += [TakeOption(p, "shroud", r) for r, k in sorted(geo.special.items()) if k == "shroud" and r != region]
    out += exchange_options(state, geo, hero)  # the Memory's Garrison and Watchstone (ZW-SCEN-18)
    murk = state.land.tokens[MURK].get(region)
    if murk == MURK:  # the Murk-Binding Ritual (ZW-ACT-34)
        out += [TakeOption(p, "bind_test"), TakeOption(p, "bind_taint")]
    elif murk == "murkrift":  # closing it (ZW-ACT-35)
        out.append(TakeOption(p, "close_rift"))
    return out

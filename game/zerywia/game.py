"""Zerywia on the kernel's protocol: the Path of the Chosen One, played by 1-4 heroes.

Not registered in ``game/games.py`` yet (the board comes next): tests and bots play it through
this class, on the map ``geography.current()`` holds.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Action, Event, IllegalAction, Pending, Refusal
from game.core.copying import tree_copy
from game.core.determinize import Group
from game.core.events import EventSpecs
from game.core.flow import Flow
from game.core.options import RuleOptions
from game.core.protocol import Game, Heuristic, Outcome, SetupField
from game.core.rng import Rng
from game.zerywia import (
    creatures,
    epic_battle,
    feats,
    formats,
    gods,
    herald_attack,
    injury_choice,
    items,
    journey,
    kept_guards,
    legal,
    memory_nix,
    nix,
    oblivion,
    offer_payers,
    picks,
    powers,
    solo,
    sventovit_offering,
)
from game.zerywia import setup as zsetup
from game.zerywia.actions import (
    ACTION_CLASSES,
    BreakCamp,
    Camp,
    CardAction,
    ChooseAttribute,
    ChooseInjury,
    ChooseLossTaker,
    ChooseNewHero,
    ChooseSaga,
    Explore,
    FaceAttack,
    GiveItem,
    GiveTrophies,
    HeraldReroll,
    OfferRestore,
    PassTime,
    PlaceKeptGuard,
    PlaceMurk,
    PlaceThreat,
    PlayFeat,
    Prepare,
    Reroll,
    Rest,
    SendToken,
    StartEpicBattle,
    Summon,
    TransferRunes,
    UseCreature,
    UseGod,
    UseHarbour,
    UseItem,
    Worship,
)
from game.zerywia.camp import camp_restores
from game.zerywia.card_powers import camp_symbols, card_action_refusal
from game.zerywia.content import content
from game.zerywia.cycle import FLOW
from game.zerywia.event_specs import SPECS
from game.zerywia.geography import current
from game.zerywia.heuristic import heuristic
from game.zerywia.land import MURK, SUPPLY, THREAT
from game.zerywia.memory_rituals import guardian_cards
from game.zerywia.offerings import OFFERINGS_IN_BOX, pass_trophies
from game.zerywia.options import RULES
from game.zerywia.sagas import reorganise
from game.zerywia.scenarios import MEMORY, is_memory, scenario_id, scenario_of
from game.zerywia.state import TIMES, ZerywiaState
from game.zerywia.statue import camp_attribute
from game.zerywia.words import action_label, event_line, hero_name

STARTS = (PassTime, Rest, UseHarbour, Explore, CardAction)


class ZerywiaGame(Game):
    name = "zerywia"
    title_key = "game.zerywia.title"
    hidden = False
    action_classes = ACTION_CLASSES
    format_version = formats.MIGRATIONS.current

    def flow(self) -> Flow[ZerywiaState]:
        return FLOW

    def rule_options(self) -> RuleOptions:
        return RULES

    # --- setup -----------------------------------------------------------------------------
    def default_setup(self) -> dict[str, Any]:
        return {"heroes": ["svara"], "scenario": "path"}

    def setup_variants(self) -> list[dict[str, Any]]:
        return [
            {"heroes": ["goryv"]}, {"heroes": ["svara", "veda"]}, {"heroes": ["svara", "goryv", "veda", "dalbor"]},
            {"heroes": ["veda"], "scenario": "path"}, {"heroes": ["dalbor"], "scenario": "memory"}, {"heroes": ["veda", "hexdrinker"], "scenario": "memory"},
            {"heroes": ["svara", "goryv", "veda", "hexdrinker"], "scenario": "memory"},
        ]

    def fuzz_variants(self) -> list[dict[str, Any]]:
        """The expansion packs' tables (docs/zerywia_packs.md), fuzzed now and then only, so the
        fingerprinted seeds keep their setups: each Scorned Renegades hero, with and without base heroes,
        both scenarios, and a base hero with every pack on (the packs' Exploration cards and Sagas)."""
        sr, both = ["scorned_renegades"], ["into_the_wild", "scorned_renegades"]
        return [
            {"heroes": ["kost"], "scenario": "path", "packs": sr},
            {"heroes": ["zagra", "svara"], "scenario": "path", "packs": sr},
            {"heroes": ["asir", "widnur", "veda"], "scenario": "memory", "packs": sr},
            {"heroes": ["kost", "zagra", "asir", "widnur"], "scenario": "path", "packs": both},
            {"heroes": ["widnur"], "scenario": "memory", "packs": sr},
            {"heroes": ["goryv", "dalbor"], "scenario": "path", "packs": both},
        ]

    def normalize_setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        return zsetup.normalize_setup(setup)

    def setup_fields(self) -> list[SetupField]:
        return zsetup.setup_fields()

    def describe_action(self, state: ZerywiaState, action: Action) -> str:
        return action_label(state, action)

    def new_game(self, setup: dict[str, Any], seed: int) -> ZerywiaState:
        state = zsetup.new_state(self.normalize_setup(setup), seed, current())
        FLOW.start(state)
        return state

    def max_steps(self, setup: dict[str, Any]) -> int:
        return 20000 if scenario_id(setup) == MEMORY else 6000  # the Memory runs up to 18+ Cycles

    def pending(self, state: ZerywiaState) -> Pending | None:
        """The Solo start's Saga card (ZW-SCEN-02), a campaign's kept Garrison or Watchstone
        (L1086), a Herald's-phase reroll (ZW-SCEN-32) or where an Injury goes (ZW-INJ-04)."""
        pend = state.pending
        if pend is None or state.outcome:
            return None
        return Pending(pend.player, f"zerywia.prompt.{pend.kind}", tuple(self.legal_actions(state)), dict(pend))

    # --- play --------------------------------------------------------------------------------
    def legal_actions(self, state: ZerywiaState) -> list[Action]:
        return legal.legal(state, current())

    def decider(self, state: ZerywiaState) -> int | None:
        # current_player already answers with the pending choice's owner; ``pending`` would list its answers
        return self.current_player(state)

    def current_player(self, state: ZerywiaState) -> int | None:
        if state.outcome:
            return None
        if state.pending is not None:
            return state.pending.player
        if state.active >= 0:
            ch = state.challenge
            if state.step == "join" and state.joiners:
                return state.joiners[0]  # a hero in the Region answers whether it joins
            if state.step == "challenge" and ch is not None and ch.group and ch.phase == "initiation":
                if len(ch.passed) < len(ch.seats):
                    return ch.seats[ch.buyer]  # one die at a time, in turn (ZW-CHAL-51)
            return state.active
        phase = FLOW.leaf(state).name
        if phase == "nix":
            if state.herald_queue:
                return state.herald_queue[0]
            if state.chain is not None:
                return state.chooser
            if state.to_threat:
                return state.to_threat[0]
            return state.to_place[0] if state.to_place else None
        waiting = state.camped if phase == "camp" else state.acted
        return next((h.seat for h in state.heroes if h.seat not in waiting and not h.lost), None)

    def _apply(self, state: ZerywiaState, action: Action) -> list[Event]:
        geo = current()
        events: list[Event] = []
        key = str(action.player)
        if isinstance(action, StartEpicBattle):  # the Joint Action (ZW-SCEN-33)
            epic_battle.start(state, geo, action.player, events)
        elif isinstance(action, FaceAttack):  # who faces the next Attack card (AMB-33, L1196)
            if state.epic is not None and state.step == "epic":
                epic_battle.face(state, geo, action.seat, events)
            else:
                herald_attack.face(state, geo, action.seat, events)
        elif isinstance(action, TransferRunes):
            epic_battle.transfer(state, geo, action.player, action.take, events)
        elif isinstance(action, OfferRestore):  # ZW-RES-04: before or after an Action (AMB-66)
            sventovit_offering.offer(state, geo, state.heroes[action.player], action.attr, action.amber, events)
        elif isinstance(action, ChooseInjury):
            injury_choice.answer(state, action.player, action.attr, events)
        elif isinstance(action, ChooseAttribute):  # picks.py: the Murk's price, a Taint's slot
            kind = state.pending.kind if state.pending is not None else ""
            picks.answer(state, action.player, kind if kind in (picks.MURK_COST, picks.TAINT_SLOT) else picks.MURK_COST, action.attr, events)
        elif isinstance(action, ChooseLossTaker):  # ZW-CHAL-52/53
            picks.answer(state, action.player, picks.GROUP_LOSS, action.seat, events)
        elif isinstance(action, ChooseNewHero):  # ZW-HERO-24
            oblivion.answer(state, action.player, action.pick, events)
        elif isinstance(action, PlaceKeptGuard):  # a campaign's kept token at setup (L1086)
            kept_guards.place(state, geo, action, events)
        elif isinstance(action, ChooseSaga):
            solo.choose(state, action.player, action.card, events)
        elif isinstance(action, HeraldReroll):
            memory_nix.answer_reroll(state, geo, action.player, action.by, events)
        elif isinstance(action, PlaceThreat):
            memory_nix.place_threat(state, geo, action.player, action.region, events)
        elif isinstance(action, Camp):  # Camp steps 1-4 (ZW-CYCLE-11..14)
            hero = state.heroes[action.player]
            direction = geo.thymor_direction(hero.region)
            events += camp_restores(
                hero, camp_attribute(state.statue, direction) if direction else None,
                content().heroes[hero.hero].camp, card_camp=camp_symbols(hero),
                garrison=hero.region in state.land.garrisons, watchstone=hero.region in state.land.watchstones,
            )
            state.camp_stage[key] = 4
        elif isinstance(action, Summon):  # step 6
            hero = state.heroes[action.player]
            events += creatures.summon(state, hero, geo.terrains.get(hero.region, ()), action.creature, state.rng)
            state.camp_stage[key] = 6
        elif isinstance(action, Worship):  # step 7
            events += gods.worship(state, state.heroes[action.player], action.god, action.amber)
            state.camp_stage[key] = 7
        elif isinstance(action, BreakCamp):
            state.camped.append(action.player)
        elif isinstance(action, (UseGod, UseCreature)) and state.step != "challenge":
            events += powers.use(state, state.heroes[action.player], action, None, state.rng)
        elif isinstance(action, PlayFeat) and state.step != "challenge":
            events += feats.play(state.heroes[action.player], action, None, state.rng)
        elif isinstance(action, Prepare):  # step 5
            state.camp_stage[key] = 5
            hero = state.heroes[action.player]
            swapped = [action.prepare if c == action.remove else c for c in hero.prepared]
            reorganise(hero, swapped)
            events.append(Event("zerywia.hero.prepared", {"seat": hero.seat, "removed": action.remove,
                                                           "prepared": action.prepare}))
        elif isinstance(action, UseItem) and state.step != "challenge":  # before or after an Action
            events += items.use_on_map(state.heroes[action.player], action.item, action.alt)
            state.item_discard.put_top(action.item)
        elif isinstance(action, GiveItem):
            giver, taker = state.heroes[action.player], state.heroes[action.to]
            if giver.region != taker.region or state.active >= 0 or action.item not in giver.items:
                raise IllegalAction("zerywia.refuse.no_trade_here")
            if len(taker.items) >= items.MAX_ITEMS:
                raise IllegalAction("zerywia.refuse.items_full")
            giver.items.remove(action.item)
            events += items.gain_item(taker, action.item)
        elif isinstance(action, GiveTrophies):
            giver, taker = state.heroes[action.player], state.heroes[action.to]
            events.append(pass_trophies(giver, taker, action.n, giver.region == taker.region, state.active < 0))
        elif isinstance(action, PlaceMurk):
            nix.place_murk(state, geo, action.player, action.region, events)
        elif isinstance(action, SendToken) and state.chain is not None:
            journey.overflow_answer(state, geo, action.region, events)
        elif state.active < 0 and isinstance(action, STARTS):
            journey.begin_action(state, geo, action, events)
        else:
            journey.decide(state, geo, action, events)
        if is_memory(state) and state.nix_todo:  # the Herald's next step (memory_nix)
            memory_nix.advance(state, geo, events)
        return events

    def after_action(self, state: ZerywiaState, events: list[Event]) -> list[Event]:
        # ZW-HERO-24: a hero lost in this action is settled before the end check (a table whose
        # heroes are all lost plays on while a player may take on another), and again after the
        # steps the flow ran
        oblivion.settle(state, events)
        events = super().after_action(state, events)
        # ZW-INJ-04: an Injury placed in this action (or by the steps the flow ran after it), for its
        # player to choose
        injury_choice.collect(state)
        picks.collect(state)  # the player's picks of this action (the Murk's price, a Taint, a group's loss)
        oblivion.settle(state, events)
        return events

    def rule_refusal(self, state: ZerywiaState, action: Action) -> Refusal | None:
        """Exact by enumeration; the commonest mistakes say why in the rules' own words."""
        refusal = super().rule_refusal(state, action)
        if refusal is not None and isinstance(action, Rest) and 0 <= action.player < len(state.heroes):
            if state.heroes[action.player].region in state.land.tokens[THREAT]:
                return Refusal("zerywia.refuse.no_rest_under_threat")
        if refusal is not None and isinstance(action, CardAction) and 0 <= action.player < len(state.heroes):
            hero = state.heroes[action.player]
            why = card_action_refusal(hero, action.card, state.time, current().thymor_of.get(hero.region))
            if why is not None:
                return Refusal(why)
        if refusal is not None and isinstance(action, Reroll):  # another hero's payment (ZW-RES-06)
            why = offer_payers.refusal(state, action)
            if why is not None:
                return Refusal(why)
        return refusal

    def is_over(self, state: ZerywiaState) -> Outcome | None:
        if not state.outcome:
            return None
        winners = tuple(range(len(state.heroes))) if state.outcome == "won" else ()
        return Outcome(state.outcome, winners, state.reason)

    def turn_owner(self, state: ZerywiaState) -> Any:
        return (state.cycle, state.time, self.current_player(state))

    # --- serialisation and search ------------------------------------------------------------
    def to_json(self, state: ZerywiaState) -> dict[str, Any]:
        return formats.to_json(state)

    def from_json(self, data: dict[str, Any]) -> ZerywiaState:
        return formats.from_json(data)

    def upgrade_setup(self, setup: dict[str, Any], version: int) -> dict[str, Any]:
        return formats.upgrade_setup(setup, version)

    def clone(self, state: ZerywiaState, reseed: int | None = None) -> ZerywiaState:
        copy: ZerywiaState = tree_copy(state)
        if reseed is not None:
            copy.rng = Rng(reseed)
        return copy

    def heuristic(self) -> Heuristic:
        return heuristic

    def bot_options(self, state: ZerywiaState, legal: list[Action], seat: int | None) -> list[Action]:
        """A bot's share of ``legal``: no other seat's Offerings spent by a seated bot (offer_payers)."""
        return offer_payers.bot_options(state, legal, seat)

    def hidden_zones(self, state: ZerywiaState, seat: int | None, audience: str) -> list[Group]:
        """Every deck's order: the Exploration decks, the Enemy and Breed decks (hands are open)."""
        piles = [*state.decks.values(), state.enemy_deck, state.breed_deck]
        # the Herald's Attack deck and the battle's face-down cards: one pool (the table knows
        # which cards are among them, not which lies where)
        attacks = [state.herald_deck.cards] + ([state.epic.drawn] if state.epic is not None else [])
        groups: list[Group] = [[p.cards] for p in piles]
        return [*groups, attacks]

    def event_specs(self) -> EventSpecs:
        return SPECS

    def describe_event(self, state: ZerywiaState, event: Event) -> str | None:
        return event_line(state, event)

    def seats(self, state: ZerywiaState) -> list[str]:
        return [hero_name(state, h.seat) for h in state.heroes]

    # --- invariants (the fuzzer's) -----------------------------------------------------------
    def check_invariants(self, state: ZerywiaState) -> list[str]:
        bad = []
        land = state.land
        for family in (THREAT, MURK):
            if land.on_board(family) > SUPPLY[family]:
                bad.append(f"{family} tokens {land.on_board(family)} > {SUPPLY[family]}")
        for guard, regions in (("garrison", land.garrisons), ("watchstone", land.watchstones)):
            if len(regions) > SUPPLY[guard] or len(set(regions)) != len(regions):
                bad.append(f"{guard}s {regions}")
        if sum(h.offerings + h.god_tokens for h in state.heroes) > OFFERINGS_IN_BOX:
            bad.append("more than 12 Offerings held")
        for h in state.heroes:
            for a, v in h.value.items():
                if not 0 <= v <= h.current_max(a):
                    bad.append(f"{h.hero}: {a} {v} outside 0..{h.current_max(a)}")
            if not 0 <= h.prime <= h.prime_limit or len(h.journey_tokens) > 3 or len(h.paths) > 3:
                bad.append(f"{h.hero}: Prime {h.prime}, tokens {h.journey_tokens}, paths {h.paths}")
            if len(set(h.taints) | set(h.primal)) != len(h.taints) + len(h.primal):
                bad.append(f"{h.hero}: an Attribute Tainted twice")
        enemies = [*state.enemy_deck, *state.enemy_discard, *state.breed_deck]
        if state.challenge is not None:
            enemies += [c for c in state.challenge.cards() if c in content().enemies]
        enemy_set, breed_set = zsetup.scenario_cards(scenario_of(state).breeds)
        hostile = state.epic.hostile if state.epic is not None else []  # added by the battle (ZW-SCEN-36)
        hostile = hostile + state.defiled  # and by a hero lost to Oblivion (ZW-HERO-24)
        if sorted(enemies) != sorted(enemy_set + breed_set + guardian_cards(state.statue.on_statue()) + hostile):
            bad.append("Enemy cards not conserved")
        attacks = [*state.herald_deck, *state.herald_used, *(state.epic.drawn if state.epic is not None else [])]
        if state.challenge is not None and state.challenge.enemy in content().herald_attacks:
            attacks.append(state.challenge.enemy)
        if attacks and sorted(attacks) != sorted(content().attack_deck(herald_attack.UGHMOR)):
            bad.append("Herald's Attack cards not conserved")
        held = [i for h in state.heroes for i in h.items]
        if sorted([*state.item_deck, *state.item_discard, *state.trade, *held]) != sorted(content().items):
            bad.append("Item cards not conserved")
        held_gods = [h.god for h in state.heroes if h.god]
        if sorted([*state.gods, *held_gods]) != sorted(content().gods):
            bad.append("God cards not conserved")
        held_creatures = [h.creature for h in state.heroes if h.creature]
        if sorted([*state.creatures, *held_creatures]) != sorted(c.id for c in content().creatures.values() if not c.devil):
            bad.append("Creature cards not conserved")
        if any(len(h.items) > 3 for h in state.heroes):
            bad.append("a hero holds more than 3 Items")
        if state.active >= 0 and FLOW.leaf(state).name not in TIMES and not (
            FLOW.leaf(state).name == "nix" and state.step == "challenge"
        ):
            bad.append("a hero's turn outside the Journey (or a Nix Phase Challenge)")
        return bad

"""Zerywia's Cycle declared on the kernel's flow (ZW-CYCLE-01; L439-L629): Sventovit's Phase →
the Journey Phase's Dawn, Noon, Dusk and Night → the Camp Phase → Nix's Phase, and again.

Inside a time of day every hero takes one turn, in the order the players choose (any hero who has
not acted may start); a turn's nested steps (an Exploration card, a Challenge, a Test, an
overflowing token, the Region Option) are kept in the state (``ZerywiaState.step``) and answered by
the acting hero. The end check runs after every action: the goals met (AMB-38, state-based) win;
the fifth Blackstone on the Rifts (ZW-SCEN-07/08) or a table with every hero lost loses.
"""

from __future__ import annotations

from game.core.actions import Event
from game.core.flow import Flow, Phase, attribute_cursor
from game.zerywia import memory_nix, nix, oblivion
from game.zerywia.actions import (
    BreakCamp,
    BuyBanner,
    BuyItem,
    Camp,
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
    PlayFeat,
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
    UseCreature,
    UseGod,
    UseHarbour,
    UseInitiation,
    UseItem,
    Worship,
)
from game.zerywia.geography import current
from game.zerywia.land import MURK, THREAT
from game.zerywia.scenarios import is_memory
from game.zerywia.state import RITUAL_LIMIT, TIMES, ZerywiaState
from game.zerywia.statue import nix_wins, rotate

TURN_ACTIONS = (
    Explore, Rest, UseHarbour, PassTime, TakeOption, EndTurn, SendToken, ChooseSide, JoinChallenge, PassBuying,
    BuyBanner, React,
    UseInitiation, RollDice, Reroll, SpendCritical, EndDetermination, GiveTrophies, UseItem, BuyItem, GiveItem, UseGod, UseCreature, PlayFeat,
    FaceAttack, StartEpicBattle, TransferRunes, OfferRestore,
)
# A Herald's Attack in Nix's Phase is a Challenge (herald_attack.py): its decisions, and who goes first
CHALLENGE_ACTIONS = (
    BuyBanner, React, PassBuying, UseInitiation, RollDice, Reroll, SpendCritical, EndDetermination, UseItem, UseGod,
    UseCreature, PlayFeat, FaceAttack,
)


def _sventovit(state: ZerywiaState, events: list[Event]) -> None:
    state.cycle += 1
    events.append(Event("zerywia.cycle.began", {"cycle": state.cycle}))
    events += rotate(state.statue)  # ZW-CYCLE-02/04: in the first Cycle too


def _time(name: str) -> Phase[ZerywiaState]:
    def begin(state: ZerywiaState, events: list[Event]) -> None:
        state.time, state.acted = name, []
        events.append(Event("zerywia.cycle.time", {"time": name}))

    following = TIMES.index(name) + 1
    return Phase(
        name,
        actions=TURN_ACTIONS,
        on_begin=begin,
        done=lambda s: s.active < 0 and all(h.seat in s.acted or h.lost for h in s.heroes),
        next=TIMES[following] if following < len(TIMES) else None,
    )


def _camp_begins(state: ZerywiaState, events: list[Event]) -> None:
    # every Camp Phase starts each hero at step 1 again (ZW-CYCLE-10, L603): the last Cycle's steps
    # must not bar this one's (the stage used to carry over, so no hero camped after Cycle 1)
    state.time, state.camped, state.camp_stage = "camp", [], {}


def _nix_begins(state: ZerywiaState, events: list[Event]) -> None:
    if is_memory(state):
        memory_nix.begin(state, current(), events)
    else:
        nix.begin(state, current(), events)


def _nix_ends(state: ZerywiaState, events: list[Event]) -> None:
    if is_memory(state):
        memory_nix.end(state, current(), events)
    else:
        nix.end(state, events)


def _nix_done(state: ZerywiaState) -> bool:
    return (state.chain is None and not state.to_place and not state.to_threat and state.pending is None
            and not state.nix_todo and state.active < 0 and not state.herald_queue)


def goals_met(state: ZerywiaState) -> bool:
    """ZW-SCEN-06 / AMB-38: every hero has fulfilled its Personal Saga's first Story, and in every
    hero's Birth Thymor no Threat stands on the Stronghold and no Murk on the Exis Temple."""
    geo = current()
    for hero in state.heroes:
        if hero.story_stage < 2:
            return False
        stronghold = geo.special_region(hero.birth, "stronghold")
        temple = geo.special_region(hero.birth, "exis_temple")
        if stronghold in state.land.tokens[THREAT] or temple in state.land.tokens[MURK]:
            return False
    return True


def check_end(state: ZerywiaState, events: list[Event]) -> bool:
    if state.outcome:
        return True
    ending = _ending(state)
    if ending is None:
        return False
    state.outcome, state.reason = ending
    events.append(Event("zerywia.over", {"result": state.outcome, "reason": state.reason}))
    return True


def _ending(state: ZerywiaState) -> tuple[str, str] | None:
    """The scenario's end, if it has come. The Path: won on its goals, lost at its Ritual's limit
    (ZW-SCEN-06..12). The Memory (ZW-SCEN-25): lost when the last face of Sventovit fades; its victory
    is the Epic Battle's (its Joint Action records it), open once every hero has met its goal
    (``memory_goal.goals_met``, ZW-SCEN-24), so meeting the goals alone ends nothing. Either: lost
    when every hero is lost."""
    if is_memory(state):
        if nix_wins(state.statue):
            return "lost", "zerywia.end.faded"
    elif goals_met(state):
        return "won", "zerywia.end.goals"
    elif state.statue.on_rifts() >= RITUAL_LIMIT:
        return "lost", "zerywia.end.rituals"
    if all(h.lost for h in state.heroes) and not oblivion.waiting(state):  # ZW-HERO-24: none to take on
        return "lost", "zerywia.end.heroes_lost"
    return None


ROOT: Phase[ZerywiaState] = Phase(
    "cycle",
    # the Solo start's choice, asked before the first action (ZW-SCEN-02); where an Injury goes when
    # its Blocker can move no further (ZW-INJ-04), asked whenever one comes; another hero for the
    # player of one lost to Oblivion (ZW-HERO-24); the player's picks (picks.py), asked whenever one comes
    actions=(ChooseSaga, ChooseInjury, ChooseNewHero, ChooseAttribute, ChooseLossTaker),
    steps=(
        Phase("sventovit", on_begin=_sventovit, done=lambda s: True, next="journey"),
        Phase("journey", steps=tuple(_time(t) for t in TIMES), next="camp"),
        Phase(
            "camp",
            actions=(Camp, Prepare, Summon, Worship, BreakCamp, UseItem, UseGod, UseCreature),
            on_begin=_camp_begins,
            done=lambda s: all(h.seat in s.camped or h.lost for h in s.heroes),
            next="nix",
        ),
        Phase(
            "nix",
            actions=(PlaceMurk, SendToken, PlaceThreat, HeraldReroll, *CHALLENGE_ACTIONS),
            on_begin=_nix_begins,
            on_end=_nix_ends,
            done=_nix_done,
        ),
    ),
)

FLOW: Flow[ZerywiaState] = Flow(ROOT, attribute_cursor("flow"), check_end, decided=lambda s: bool(s.outcome))

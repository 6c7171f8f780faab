"""What each action does: one handler per action class, found by the action's exact class.

``DesconfrontoGame._apply`` calls ``act`` and then settles the end of the combat once
(``outcome.check_end``). A handler resolves its action and lets the turn run on (``flow``) until
the next decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.actions import Action, Event
from game.core.pending import Choice
from game.desconfronto import creature_attack as ca
from game.desconfronto import flee, flow, items, legal, levels, run_layer
from game.desconfronto.actions import (
    BuyAbility,
    ChooseTarget,
    ClassAction,
    Decline,
    DrawCard,
    Finish,
    Flee,
    Pass,
    PlayCard,
    React,
    Sacrifice,
    SwapItem,
    TakeHit,
    UseItem,
    UseShield,
)
from game.desconfronto.boss.rules import HANDLERS as BOSS_HANDLERS
from game.desconfronto.coliseum import answers
from game.desconfronto.coliseum.duel import strike
from game.desconfronto.coliseum_actions import Mulligan, Revide, Reward
from game.desconfronto.content import card_def
from game.desconfronto.damage import hero_attack
from game.desconfronto.effects import after_draw, draw_cards, resolve_card
from game.desconfronto.event import ev
from game.desconfronto.hooks import HOOKS, own
from game.desconfronto.master_actions import MasterPlay
from game.desconfronto.state import CombatState


def act(state: CombatState, action: Action) -> list[Event]:
    # exact type tests (the action classes have no subclasses): one dict probe instead of isinstance chains
    handler = _HANDLERS.get(type(action))
    events = handler(state, action) if handler is not None else run_layer.apply(state, action)
    if state.coliseum is not None:  # a fall outside an action's settling (a turn's ticks) is asked now
        events += answers.open_queue(state)
    return events


def _in_tick_window(state: CombatState) -> bool:
    return "tick" in (state.pending or ())


def _attack_goes_on(state: CombatState, events: list[Event]) -> list[Event]:
    """After an answer inside a creature attack: the queued attacks run on once no choice waits."""
    if state.pending is None and state.phase == "creature":
        events += flow.resume_attacks(state)
    return events


def _use_shield(state: CombatState, action: UseShield) -> list[Event]:
    if state.pending is not None and state.pending["kind"] == "col_shields":  # a rival's attack (coliseum)
        return answers.use_shield(state, action.card)
    return _attack_goes_on(state, ca.use_shield(state, action.card))


def _take_hit(state: CombatState, action: TakeHit) -> list[Event]:
    if state.pending is not None and state.pending["kind"] == "col_shields":
        return answers.resolve_hold(state)
    return _attack_goes_on(state, ca.take_hit(state))


def _react(state: CombatState, action: React) -> list[Event]:
    if _in_tick_window(state):
        return flow.answer_tick(state, action.player, action.card)
    return _attack_goes_on(state, ca.react(state, action.player, action.card))


def _decline(state: CombatState, action: Decline) -> list[Event]:
    if flee.voting(state):  # the group's vote (DC-CMB-37)
        return flee.answer(state, action.player, False)
    if _in_tick_window(state):
        return flow.answer_tick(state, action.player, "")
    return _attack_goes_on(state, ca.decline(state))


def _flee(state: CombatState, action: Flee) -> list[Event]:
    if flee.voting(state):  # the group's vote (DC-CMB-37)
        return flee.answer(state, action.player, True)
    return flee.propose(state, action.player)  # DC-CMB-37 (L343): the Active Hero proposes, the others vote


def _after_card(state: CombatState, events: list[Event]) -> list[Event]:
    """A card hook may open its own choice (``pending`` kind "class"): the action completes
    when that choice is answered (see ``_class_action``)."""
    if state.pending is not None and state.phase == "hero":
        return events
    if state.coliseum is not None:  # a Revide's card, or the Active Hero's action (coliseum/answers.py)
        return events + answers.after_card(state)
    events += flow.after_action(state)
    return events


def _play_card(state: CombatState, action: PlayCard) -> list[Event]:
    seat = action.player
    cd = card_def(action.card)
    state.actions_left -= 1
    targets = [action.target] if cd.targets else []
    if state.coliseum is not None and not cd.targets and action.target:
        state.coliseum.main = action.target  # an area attack's main target (DC-COL-07)
    if len(cd.targets) > 1:
        state.pending = Choice.of({"kind": "target", "player": seat, "card": action.card, "targets": targets})
        return [ev("dc.targeting", {"hero": seat, "card": action.card, "target": action.target})]
    return _after_card(state, resolve_card(state, seat, action.card, targets))


def _choose_target(state: CombatState, action: ChooseTarget) -> list[Event]:
    seat = action.player
    pend = state.pending
    assert pend is not None
    pend["targets"].append(action.target)
    n = len(card_def(pend["card"]).targets)
    if not action.target and legal.stops_choice(pend["card"], len(pend["targets"]) - 1):
        pend["targets"] += [""] * (n - len(pend["targets"]))  # "up to": he stops here (L536)
    if len(pend["targets"]) < n:
        return [ev("dc.targeting", {"hero": seat, "card": pend["card"], "target": action.target})]
    state.pending = None
    return _after_card(state, resolve_card(state, seat, pend["card"], pend["targets"]))


def _draw_card(state: CombatState, action: DrawCard) -> list[Event]:
    seat = action.player
    state.actions_left -= 1
    return _after_card(state, draw_cards(state, seat, 1) + after_draw(state, seat))


def _sacrifice(state: CombatState, action: Sacrifice) -> list[Event]:
    seat = action.player
    h = state.heroes[seat]
    state.actions_left -= 1
    h.hand.remove(action.card)
    h.discard.put_top(action.card)
    moved = {"hero": seat, "card": action.card, "target": action.target, "from": "hand", "to": "discard"}
    events = [ev("dc.sacrificed", moved)]
    if state.coliseum is not None and action.target[:1] == "h":  # a rival: its shields may be chosen
        events += strike(state, seat, action.target, 1)
        if state.coliseum.hold:
            state.coliseum.hold.update(seat=seat, then="sacrifice")
            return events
    else:
        events += hero_attack(state, seat, action.target, 1)
    after = own(state, seat, "after_sacrifice")  # may open its own choice (Gëlien's Volley)
    if after is not None:
        events += after(state, seat)
    return _after_card(state, events)


def _class_action(state: CombatState, action: ClassAction) -> list[Event]:
    seat = action.player
    pend = state.pending  # a choice another hero's module opened for this seat (``module``, Compel Attack)
    owner = (pend.get("module") if pend is not None and pend["kind"] == "class" else None) or state.heroes[seat].hero
    events, cost = HOOKS[f"{owner}_class_apply"](state, seat, action)
    if state.pending is not None:  # the module opened (or kept) its own choice
        return events  # type: ignore[no-any-return]
    if state.phase == "creature":  # a choice inside a creature attack was answered
        if state.attack is not None:
            events += ca.advance(state)
        if state.pending is None and state.phase == "creature":
            events += flow.resume_attacks(state)
        return events  # type: ignore[no-any-return]
    if state.coliseum is not None and state.coliseum.reviding >= 0:  # a Revide's card asked its own question
        return events + answers.finish_revide(state)  # type: ignore[no-any-return]
    return events + flow.after_action(state, cost)  # type: ignore[no-any-return]


def _use_item(state: CombatState, action: UseItem) -> list[Event]:  # DC-CMB-06f, DC-ITEM-05: 1 action
    state.actions_left -= 1
    use = items.use(state, action.player, action.target)
    return _after_card(state, use)


def _swap_item(state: CombatState, action: SwapItem) -> list[Event]:  # DC-CMB-06d: 1 action
    state.actions_left -= 1
    return _after_card(state, items.swap(state, action.player, action))


def _pass(state: CombatState, action: Pass) -> list[Event]:
    return [ev("dc.passed", {"hero": action.player})] + flow.end_hero_phase(state)


def _master_play(state: CombatState, action: MasterPlay) -> list[Event]:  # DC-CM-03
    return flow.master_card(state, action.card)


def _buy_ability(state: CombatState, action: BuyAbility) -> list[Event]:
    skill = levels.buy(state, action.hero, action.tree)
    return [
        ev(
            "dc.ability_bought",
            {"hero": action.hero, "skill": skill.id, "level": state.heroes[action.hero].level},
        )
    ]


def _finish(state: CombatState, action: Finish) -> list[Event]:
    for hero in state.heroes:  # abilities bought now work from the next combat (DC-LVL-02)
        hero.new_abilities.clear()
        levels.refresh_max_vigor(hero)
    state.phase = "over"
    state.outcome = {"result": "won"}
    return [ev("dc.finished", {})]


_HANDLERS: dict[type[Action], Callable[[CombatState, Any], list[Event]]] = {
    UseShield: _use_shield,
    TakeHit: _take_hit,
    React: _react,
    Decline: _decline,
    Flee: _flee,
    PlayCard: _play_card,
    ChooseTarget: _choose_target,
    DrawCard: _draw_card,
    Sacrifice: _sacrifice,
    ClassAction: _class_action,
    UseItem: _use_item,
    SwapItem: _swap_item,
    Pass: _pass,
    BuyAbility: _buy_ability,
    Finish: _finish,
    **BOSS_HANDLERS,  # the Boss playmat's moves (boss/rules.py)
    Mulligan: answers.mulligan,  # the Coliseum's own decisions (coliseum/answers.py)
    Revide: answers.revide,
    Reward: answers.reward,
    MasterPlay: _master_play,  # the Corruption Master's card (master.py)
}

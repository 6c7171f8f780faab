"""Zerywia's log in the player's language: an event's data made readable before its catalogue line
is filled (``Game.describe_event``), so the log names heroes, cards, Regions and game words, never
their ids.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core.actions import Action, Event
from game.core.i18n import has, localized, t
from game.core.pending import Choice
from game.zerywia import board_map
from game.zerywia.actions import (
    BuyItem,
    CardAction,
    ChooseAttribute,
    ChooseLossTaker,
    ChooseNewHero,
    ChooseSide,
    Explore,
    HeraldReroll,
    JoinChallenge,
    OfferRestore,
    PlaceKeptGuard,
    PlayFeat,
    Reroll,
    Summon,
    TakeOption,
    TransferRunes,
    UseCreature,
    UseGod,
    UseItem,
    Worship,
)
from game.zerywia.card_words import when_words
from game.zerywia.content import content
from game.zerywia.event_specs import SPECS
from game.zerywia.hero import Hero
from game.zerywia.picks import GROUP_LOSS, describe
from game.zerywia.picks import KINDS as PICKS
from game.zerywia.region_options import GROUP_TESTS
from game.zerywia.saga_growth import active_story, deck_of
from game.zerywia.state import ZerywiaState

SEAT_FIELDS = ("seat", "from", "to")  # an int there is a seat (a str "to"/"from" is a Region or a side)
BY_KEY = {"thymor": "zerywia.thymor", "location": "zerywia.location", "terrain": "zerywia.terrain"}


def hero_name(state: ZerywiaState, seat: int) -> str:
    if 0 <= seat < len(state.heroes):
        return localized(content().heroes[state.heroes[seat].hero].name)
    return str(seat)


def word(value: str) -> str:
    """A game word, an Attribute, a Region, a card, or the value as it is (a number)."""
    for prefix in ("zerywia.word", "zerywia.attr", "zerywia.location", "zerywia.terrain", "zerywia.thymor"):
        if has(f"{prefix}.{value}"):
            return t(f"{prefix}.{value}")
    board = board_map.board()
    if value in board.regions:
        return localized(board.regions[value].name)
    if value == board.chasm.id:
        return localized(board.chasm.name)
    c = content()
    record: Any = (
        c.sagas.get(value) or c.enemies.get(value) or c.exploration.get(value) or c.heroes.get(value)
        or c.stories.get(value) or c.items.get(value) or c.gods.get(value) or c.creatures.get(value)
        or c.feats.get(value) or c.herald_attacks.get(value) or c.heralds.get(value)
    )
    if record is None and "/" in value:
        record = c.exploration.get(value.split("/")[0])
    return localized(record.name) if record is not None else value


def shown(state: ZerywiaState, key: str, value: Any) -> Any:
    if isinstance(value, bool):
        return t("zerywia.word.yes" if value else "zerywia.word.no")
    if isinstance(value, int):
        return hero_name(state, value) if key in SEAT_FIELDS else value
    if isinstance(value, list | tuple):
        if key == "faces":
            return ", ".join(f"{word(k)} {word(f)}".strip() for k, f in value)
        return ", ".join(str(shown(state, key, v)) for v in value) or t("zerywia.word.none")
    if isinstance(value, str):
        if key in BY_KEY and has(f"{BY_KEY[key]}.{value}"):
            return t(f"{BY_KEY[key]}.{value}")
        return word(value)
    return value


def event_line(state: ZerywiaState, event: Event) -> str | None:
    spec = SPECS.get(event.kind)
    if spec is None or not spec.logged:
        return None
    return t(spec.key(), **{k: shown(state, k, v) for k, v in event.data.items()})


def side_label(state: ZerywiaState, side: int) -> str:
    """The label printed on one side of the choice grid being resolved ("" when there is none)."""
    ex = state.exploring
    card = content().exploration.get(ex.card) if ex is not None else None
    if card is None or not 0 <= side < len(card.choice):
        return ""
    return localized(card.choice[side].label)


def story_words(hero: Hero, option: str, saga: str) -> dict[str, str]:
    """A Story option's words: the active Story of the Saga it names and, for a Reward, that card."""
    deck = deck_of(hero, saga)
    story = active_story(deck) if deck is not None else None
    if story is None:
        return {"story": t("zerywia.word.story"), "reward": ""}
    reward = story.rewards[int(option[-1]) - 1] if option.startswith("story_reward_") else ""
    return {"story": word(story.id), "reward": word(reward) if reward else ""}


def pending_prompt(state: ZerywiaState) -> str | None:
    """The words of the pending choice for the board's prompt, when it has its own (ZW-INJ-04,
    ZW-HERO-24)."""
    pend = state.pending
    if pend is not None and pend.kind == "new_hero":  # ZW-HERO-24
        return t("zerywia.prompt.new_hero", hero=word(pend["lost"]))
    if pend is not None and pend.kind in PICKS:  # the Murk's price, a Taint's slot, a group's loss
        return pick_prompt(state, pend)
    if pend is None or pend.kind != "injury":
        return None
    return t("zerywia.prompt.injury", hero=hero_name(state, pend.player), attr=t(f"zerywia.attr.{pend['lost']}"))


def pick_prompt(state: ZerywiaState, pend: Choice) -> str:
    """The prompt of a pick (picks.py): whose, and what is being placed."""
    fields = describe(state, pend)
    if pend.kind == GROUP_LOSS:
        return t("zerywia.prompt.group_loss", attr=t(fields["attr_key"]),
                 cause=t(f"zerywia.word.loss_{fields['cause']}"))
    key = f"zerywia.prompt.{pend.kind}" + ("_primal" if fields["primal"] else "")
    return t(key, hero=hero_name(state, fields["hero"]))


def action_label(state: ZerywiaState, action: Action) -> str:
    """A decision's button text: ``zerywia.action.<Kind>`` filled with its fields made readable."""
    fields = {f.name: getattr(action, f.name) for f in dataclasses.fields(action) if f.name != "player"}
    shown_fields = {k: shown(state, k, v) for k, v in fields.items()}
    if isinstance(action, Reroll) and isinstance(action.die, int):
        shown_fields["die"] = action.die + 1
    if isinstance(action, Reroll) and action.payer >= 0:  # another hero pays (ZW-RES-06)
        shown_fields["payer"] = hero_name(state, action.payer)
    if isinstance(action, Explore) and not action.terrain:  # a Threat there: an Enemy, not a card
        shown_fields["terrain"] = t("zerywia.word.enemy_waits")
    if "side" in fields:
        shown_fields["side"] = int(fields["side"]) + 1
    if isinstance(action, ChooseSide):  # the side's own words, not just its number
        shown_fields["label"] = side_label(state, action.side)
    key = f"zerywia.action.{type(action).__name__}"
    if isinstance(action, Reroll) and action.payer >= 0:
        key += f"_paid_{action.by}"
    if isinstance(action, UseItem):
        shown_fields["alt"] = t("zerywia.word.alternative" if action.alt else "zerywia.word.main")
        if action.die >= 0:
            key, shown_fields["die"] = "zerywia.action.UseItem_die", action.die + 1
    if isinstance(action, UseGod):
        shown_fields["once"] = t("zerywia.word.once_only" if action.once else "zerywia.word.main_paid")
    if isinstance(action, UseCreature):
        shown_fields["special"] = t("zerywia.word.special_paid" if action.special else "zerywia.word.plain")
    if isinstance(action, (UseGod, UseCreature)) and action.die >= 0:
        key, shown_fields["die"] = f"zerywia.action.{type(action).__name__}_die", action.die + 1
    if isinstance(action, PlayFeat):
        key = f"zerywia.action.PlayFeat_{action.mode}" + ("_die" if action.die >= 0 else "")
        if action.die >= 0:
            shown_fields["die"] = action.die + 1
    if isinstance(action, Summon) and action.creature:
        key = "zerywia.action.Summon_choose"
    if isinstance(action, Worship) and action.amber:
        key = "zerywia.action.Worship_amber"
    if isinstance(action, BuyItem) and action.drop:
        key = "zerywia.action.BuyItem_drop"
    if isinstance(action, TakeOption):
        key = f"zerywia.option.{action.option}"
        if action.option.startswith("story_"):  # the Story and the Reward card the button takes
            shown_fields.update(story_words(state.heroes[action.player], action.option, action.region))
        if action.option in ("garrison", "watchstone") and action.region:
            key += "_push"  # the base token there goes next door (memory_options)
    if isinstance(action, OfferRestore) and action.amber:
        key = "zerywia.action.OfferRestore_amber"
    if isinstance(action, HeraldReroll):
        key = f"zerywia.action.HeraldReroll_{action.by or 'keep'}"
    if isinstance(action, PlaceKeptGuard):  # a campaign's kept token (kept_guards.py)
        key += f"_{action.guard}" + ("_push" if action.push else "") if action.region else "_off"
    if isinstance(action, ChooseAttribute) and state.pending is not None and state.pending.kind in PICKS:
        key += "_" + state.pending.kind + ("_primal" if state.pending.get("primal") else "")
    if isinstance(action, ChooseLossTaker) and state.pending is not None and "attr" in state.pending:
        shown_fields["attr"] = t(f"zerywia.attr.{state.pending['attr']}")
    if isinstance(action, ChooseNewHero) and not action.pick:
        key = "zerywia.action.ChooseNewHero_none"
    if isinstance(action, TransferRunes):
        key = "zerywia.action.TransferRunes_" + ("take" if action.take else "keep")
    if isinstance(action, CardAction):  # its symbol: the time of day, or the Thymor (ZW-HERO-28)
        act = content().sagas[action.card].action if action.card in content().sagas else None
        shown_fields["when"] = when_words(act.at) if act is not None else ""
    if isinstance(action, JoinChallenge) and state.context in GROUP_TESTS:
        key = "zerywia.action.JoinTest"
    return t(key, hero=hero_name(state, action.player), **shown_fields)

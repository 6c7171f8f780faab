"""A Story card played out (L246-L254, ZW-HERO-37/38, AMB-64): two Region Options.

First the quest: at the Story's first place, hand in its Journey tokens. Then the second part: at
the place it names, give its Attribute points and take one of its two Reward cards; the Story
becomes a Path under the Path Stone (saga_growth.complete_story). Places are a special location of
the hero's Birth Thymor or of any other. Every Saga deck the hero grows has its own active Story;
the options name the Saga (``saga_growth.PERSONAL``, "", for the Personal Saga's).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.core.actions import Action, Event, IllegalAction
from game.zerywia.actions import TakeOption
from game.zerywia.content import content
from game.zerywia.content_models import EffectsM, StoryM
from game.zerywia.effects import on_hero
from game.zerywia.geography import Geography
from game.zerywia.hero import Hero, SagaDeck, pay
from game.zerywia.saga_growth import PERSONAL, active_story, complete_story, deck_of, decks, held, personal_id


def story_of(hero: Hero, saga: str = PERSONAL) -> StoryM | None:
    deck = deck_of(hero, saga)
    return active_story(deck) if deck is not None else None


def at_place(geo: Geography, hero: Hero, kind: str, where: str) -> bool:
    thymor = geo.thymor_of.get(hero.region)
    if thymor is None or geo.special.get(hero.region) != kind:
        return False
    return (thymor == hero.birth) == (where == "birth")


def _quest_open(geo: Geography, hero: Hero, deck: SagaDeck) -> bool:
    story = active_story(deck)
    if story is None or deck.quest_done or not at_place(geo, hero, story.quest.at, story.quest.where):
        return False
    have = Counter(hero.journey_tokens)
    return all(have[t] >= n for t, n in story.quest.tokens.items())


def _fulfil_open(geo: Geography, hero: Hero, deck: SagaDeck) -> bool:
    story = active_story(deck)
    if story is None or not deck.quest_done or not at_place(geo, hero, story.fulfil.at, story.fulfil.where):
        return False
    need = Counter(story.fulfil.pay)
    return all(hero.value[a] >= n for a, n in need.items())


def can_quest(geo: Geography, hero: Hero, saga: str = PERSONAL) -> bool:
    deck = deck_of(hero, saga)
    return deck is not None and _quest_open(geo, hero, deck)


def can_fulfil(geo: Geography, hero: Hero, saga: str = PERSONAL) -> bool:
    deck = deck_of(hero, saga)
    return deck is not None and _fulfil_open(geo, hero, deck)


def story_options(geo: Geography, hero: Hero) -> list[Action]:
    """The Story Region Options open here, for every deck the hero grows (AMB-64)."""
    own, out = personal_id(hero), list[Action]()
    for deck in decks(hero):
        saga = PERSONAL if deck.saga == own else deck.saga
        if _quest_open(geo, hero, deck):
            out.append(TakeOption(hero.seat, "story_quest", saga))
        if _fulfil_open(geo, hero, deck):
            out += [TakeOption(hero.seat, "story_reward_1", saga), TakeOption(hero.seat, "story_reward_2", saga)]
    return out


def do_quest(geo: Geography, hero: Hero, saga: str = PERSONAL) -> list[Event]:
    deck = deck_of(hero, saga)
    story = active_story(deck) if deck is not None else None
    if deck is None or story is None or not _quest_open(geo, hero, deck):
        raise IllegalAction("zerywia.refuse.no_story_here")
    for terrain, n in story.quest.tokens.items():
        for _ in range(n):
            hero.journey_tokens.remove(terrain)
    held(hero, deck).quest_done = True
    if story.id == hero.story:
        hero.story_stage = 1
    return [Event("zerywia.story.quest_done", {"seat": hero.seat, "story": story.id})]


def do_fulfil(geo: Geography, heroes: Sequence[Hero], hero: Hero, reward: int, saga: str = PERSONAL) -> list[Event]:
    deck = deck_of(hero, saga)
    story = active_story(deck) if deck is not None else None
    if deck is None or story is None or not _fulfil_open(geo, hero, deck) or reward not in (0, 1):
        raise IllegalAction("zerywia.refuse.no_story_here")
    for attr in story.fulfil.pay:
        pay(hero, attr)
    _story, chosen, _pushed = complete_story(hero, deck, reward)
    events = [Event("zerywia.story.fulfilled", {"seat": hero.seat, "story": story.id, "path": story.path,
                                                  "reward": chosen})]
    return events + on_hero(hero, heroes, content().sagas[chosen].on_gain or EffectsM(), "story")

"""A Story card played out (L246-L254, ZW-HERO-37/38, AMB-64): two Region Options.

First the quest: at the Story's first place, hand in its Journey tokens. Then the second part: at
the place it names, give its Attribute points and take one of its two Rewards; the Story becomes a
Path under the Path Stone. Places are a special location of the hero's Birth Thymor or of any other.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.core.actions import Event, IllegalAction
from game.zerywia.content import content
from game.zerywia.content_models import StoryM
from game.zerywia.effects import on_hero
from game.zerywia.geography import Geography
from game.zerywia.hero import Hero, add_path, pay


def story_of(hero: Hero) -> StoryM | None:
    return content().stories.get(hero.story)


def at_place(geo: Geography, hero: Hero, kind: str, where: str) -> bool:
    thymor = geo.thymor_of.get(hero.region)
    if thymor is None or geo.special.get(hero.region) != kind:
        return False
    return (thymor == hero.birth) == (where == "birth")


def can_quest(geo: Geography, hero: Hero) -> bool:
    story = story_of(hero)
    if story is None or hero.story_stage != 0 or not at_place(geo, hero, story.quest.at, story.quest.where):
        return False
    have = Counter(hero.journey_tokens)
    return all(have[t] >= n for t, n in story.quest.tokens.items())


def can_fulfil(geo: Geography, hero: Hero) -> bool:
    story = story_of(hero)
    if story is None or hero.story_stage != 1 or not at_place(geo, hero, story.fulfil.at, story.fulfil.where):
        return False
    need = Counter(story.fulfil.pay)
    return all(hero.value[a] >= n for a, n in need.items())


def do_quest(geo: Geography, hero: Hero) -> list[Event]:
    story = story_of(hero)
    if story is None or not can_quest(geo, hero):
        raise IllegalAction("zerywia.refuse.no_story_here")
    for terrain, n in story.quest.tokens.items():
        for _ in range(n):
            hero.journey_tokens.remove(terrain)
    hero.story_stage = 1
    return [Event("zerywia.story.quest_done", {"seat": hero.seat, "story": story.id})]


def do_fulfil(geo: Geography, heroes: Sequence[Hero], hero: Hero, reward: int) -> list[Event]:
    story = story_of(hero)
    if story is None or not can_fulfil(geo, hero) or reward not in (0, 1):
        raise IllegalAction("zerywia.refuse.no_story_here")
    for attr in story.fulfil.pay:
        pay(hero, attr)
    hero.story_stage = 2
    add_path(hero, story.path)
    events = [Event("zerywia.story.fulfilled", {"seat": hero.seat, "story": story.id, "path": story.path})]
    return events + on_hero(hero, heroes, story.rewards[reward], "story")

"""The Story the bots' evaluation pursues for a hero (``heuristic``, ``team_play``).

The Path of the Chosen One's goal is the hero's first Story (ZW-SCEN-06): ``hero.story`` and its
``story_stage``. The Memory of the World's is a whole Saga (ZW-SCEN-24 under AMB-37's default
``full_saga``): every Story of one deck, each with its own quest (Journey tokens, a place that may
lie in another Thymor) and second part (ZW-HERO-37/38). The evaluation used to follow the first
Story there too, so the greedy heroes did one Story and stopped: no Saga, no Epic Battle, 0% won
(issue 13). Here a Memory hero follows one deck, its focus: the one with the fewest Stories left (a
Basic Saga's 2 before the Personal Saga's 3), a deck whose second part asks a point the hero can no
longer have (a maximum below it: Injuries, Taints) last, then the quest already handed in, the
tokens already held. The focus only changes when the game does (a Story done keeps it; a blocked
deck gives it up), so the one-ply lookahead never sees a progress it can undo.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache

from game.zerywia.content import content
from game.zerywia.content_models import StoryM
from game.zerywia.geography import Geography
from game.zerywia.hero import ATTRIBUTES, Hero, SagaDeck
from game.zerywia.saga_growth import active_story, completed, decks, stages
from game.zerywia.scenarios import is_memory
from game.zerywia.state import ZerywiaState

PATH, FULL_SAGA, ONE_STORY = "path", "full_saga", "one_story"


@dataclass(frozen=True)
class Target:
    story: StoryM  # the active Story pursued
    quest_done: bool  # its quest handed in (its second part next)
    done: int  # Stories of its deck done before it (0 in the Path)
    left: int  # Stories of its deck still to do, this one included


def mode(state: ZerywiaState) -> str:
    """Which goal the table's Story play serves: the Path's first Story, or the Memory's Saga under
    the AMB-37 reading in the options."""
    if not is_memory(state):
        return PATH
    return ONE_STORY if state.options.get("memory_goal_saga", FULL_SAGA) == ONE_STORY else FULL_SAGA


def short_of(hero: Hero, story: StoryM) -> bool:
    """The second part asks more of an Attribute than its maximum now holds: it cannot be given."""
    return any(hero.current_max(a) < n for a, n in _pay(story.id))


@cache  # the content is loaded once; the evaluation asks for every deck of every hero
def _pay(story: str) -> tuple[tuple[str, int], ...]:
    need = Counter(content().stories[story].fulfil.pay)
    return tuple((a, n) for a, n in need.items() if a in ATTRIBUTES)


@cache
def _stages(saga: str) -> int:
    return stages(saga)


def _held(hero: Hero, story: StoryM) -> int:
    return sum(min(hero.journey_tokens.count(t), n) for t, n in story.quest.tokens.items())


def focus(hero: Hero) -> SagaDeck | None:
    """The Memory hero's deck to grow (see the module's docstring); None when it grows none."""
    best: tuple[tuple[int, int, int, int], SagaDeck] | None = None
    for i, deck in enumerate(decks(hero)):
        story = active_story(deck)
        if story is None:
            continue
        key = (short_of(hero, story), _stages(deck.saga) - len(deck.done), not deck.quest_done, -_held(hero, story), i)
        if best is None or key[:4] < best[0]:
            best = (key[:4], deck)
    return best[1] if best is not None else None


class Targets:
    """One evaluation's targets, each hero's found once (``heuristic`` asks about five times a hero
    per candidate; finding the Memory's focus was most of a greedy Memory game's time)."""

    def __init__(self, goal: str) -> None:
        self.goal = goal
        self._by_seat: dict[int, Target | None] = {}

    def of(self, hero: Hero) -> Target | None:
        if hero.seat not in self._by_seat:
            self._by_seat[hero.seat] = _target(hero, self.goal)
        return self._by_seat[hero.seat]


Goal = str | Targets  # a goal (PATH, FULL_SAGA, ONE_STORY), or one evaluation's memo of it


def goal_of(goal: Goal) -> str:
    return goal.goal if isinstance(goal, Targets) else goal


def target(hero: Hero, goal: Goal) -> Target | None:
    """The Story pursued now; None once the goal's Story part holds (or there is none to pursue)."""
    return goal.of(hero) if isinstance(goal, Targets) else _target(hero, goal)


def _target(hero: Hero, goal: str) -> Target | None:
    if goal == PATH:
        story = content().stories.get(hero.story)
        if story is None or hero.story_stage >= 2:
            return None
        return Target(story, hero.story_stage == 1, 0, 1)
    own = decks(hero)
    if any(completed(d) for d in own) or (goal == ONE_STORY and any(d.done for d in own)):
        return None
    deck = focus(hero)
    story = active_story(deck) if deck is not None else None
    if deck is None or story is None:
        return None
    return Target(story, deck.quest_done, len(deck.done), _stages(deck.saga) - len(deck.done))


def done_worth(hero: Hero, goal: Goal) -> int:
    """The Stories the met goal counts (the Path's first; the Memory's completed deck's all)."""
    if goal_of(goal) == PATH:
        return 1
    return max((len(d.done) for d in decks(hero) if completed(d)), default=1)


def places(geo: Geography, hero: Hero, t: Target) -> list[str]:
    """Where the pursued Story's next part is played: in the Birth Thymor or in every other one."""
    part = t.story.fulfil if t.quest_done else t.story.quest
    return [geo.special_region(th, part.at) for th in geo.thymors if (th == hero.birth) == (part.where == "birth")]


def quest_places(geo: Geography, hero: Hero, t: Target) -> list[str]:
    quest = t.story.quest
    return [geo.special_region(th, quest.at) for th in geo.thymors if (th == hero.birth) == (quest.where == "birth")]

"""Growing a hero's Saga decks (ZW-HERO-37..40; L262-L274; AMB-37a).

Building a deck (ZW-HERO-37): the numbered cards, lowest stage first, each stage its Story card on
top followed by its Reward cards; the top Story is the active quest. Completing a Story (ZW-HERO-38):
one Reward is chosen and owned, the Story becomes a Path under the Path Stone, the Rewards not chosen
go to the bottom; the next stage's Story is then on top. A Saga is completed when no Story is left in
its deck. A new Saga (ZW-HERO-39) is a Basic card taken from those no hero owns, or the deck of a
Basic card the hero owns; at most 3 decks grow at once (ZW-HERO-40) — the Memory of the World's setup
starts 4 (AMB-37a: the scenario's own rule beats the general one, unless the option says otherwise).

The Personal Saga's deck is implied, on its first Story, until the hero first plays it: a hero set up
by any scenario has it without a setup step. ``hero.story`` / ``hero.story_stage`` keep following
that first Story (the Path of the Chosen One's goal, ZW-SCEN-06).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from game.core.actions import IllegalAction
from game.zerywia.content import content
from game.zerywia.content_models import StoryM
from game.zerywia.hero import Hero, SagaDeck, add_path

MAX_GROWING = 3  # ZW-HERO-40 (L274)
PERSONAL = ""  # the Saga option field's value for the hero's Personal Saga
STAGE_NUMERALS = ("", "I", "II", "III")


def deck_cards(saga: str) -> list[str]:
    """ZW-HERO-37: the numbered cards, stage I first; in each stage the Story, then its Rewards."""
    return list(_built(saga))


@cache  # the content is loaded once; legal_actions asks on every Region Option
def _built(saga: str) -> tuple[str, ...]:
    c = content()
    out: list[str] = []
    for story in sorted((s for s in c.stories.values() if s.saga == saga), key=lambda s: s.stage):
        out += [story.id, *story.rewards]
    return tuple(out)


def personal_id(hero: Hero) -> str:
    return _personal(hero.hero)


@cache
def _personal(hero: str) -> str:
    decks = [d.id for d in content().decks.values() if d.kind == "personal" and d.hero == hero]
    return decks[0] if decks else ""


def decks(hero: Hero) -> list[SagaDeck]:
    """The decks the hero grows or has grown, the Personal Saga's first (implied until played)."""
    own = personal_id(hero)
    if not own or own in hero.dropped or any(d.saga == own for d in hero.sagas):
        return list(hero.sagas)
    return [SagaDeck(own, deck_cards(own), quest_done=hero.story_stage == 1), *hero.sagas]


def deck_of(hero: Hero, saga: str = PERSONAL) -> SagaDeck | None:
    saga = saga or personal_id(hero)
    return next((d for d in decks(hero) if d.saga == saga), None)


def held(hero: Hero, deck: SagaDeck) -> SagaDeck:
    """The hero's own copy of ``deck``, made part of its state the first time it changes."""
    if deck not in hero.sagas:
        hero.sagas.insert(0, deck)
    return deck


def active_story(deck: SagaDeck) -> StoryM | None:
    """The Story on top of the deck (None once the Saga is completed)."""
    return content().stories.get(deck.cards[0]) if deck.cards else None


def stage(deck: SagaDeck) -> int:
    """The stage (1..3) of the active Story; 0 once the Saga is completed."""
    story = active_story(deck)
    return story.stage if story is not None else 0


def stages(saga: str) -> int:
    return sum(1 for s in content().stories.values() if s.saga == saga)


def completed(deck: SagaDeck) -> bool:
    return bool(deck.done) and active_story(deck) is None


def saga_completed(hero: Hero, saga_id: str) -> bool:
    """Every Story of ``saga_id``'s deck is done (the Memory's goal, ZW-SCEN-24 under AMB-37)."""
    deck = deck_of(hero, saga_id)
    return deck is not None and completed(deck)


def any_saga_completed(hero: Hero) -> bool:
    return any(completed(d) for d in decks(hero))


def growing(hero: Hero) -> list[SagaDeck]:
    """The decks still growing (ZW-HERO-40 counts these)."""
    return [d for d in decks(hero) if not completed(d)]


def complete_story(hero: Hero, deck: SagaDeck, reward: int) -> tuple[StoryM, str, str | None]:
    """ZW-HERO-38: the active Story done with its Reward ``reward`` (0 or 1). Returns the Story, the
    card taken (to the hero's reserve, Prepared later by reorganising) and the Path pushed out."""
    story = active_story(deck)
    if story is None or not 0 <= reward < len(story.rewards):
        raise IllegalAction("zerywia.refuse.no_story_here")
    deck = held(hero, deck)
    chosen = story.rewards[reward]
    left = [r for r in story.rewards if r != chosen]
    deck.cards = [c for c in deck.cards if c != story.id and c not in story.rewards] + left
    deck.done.append(story.id)
    deck.quest_done = False
    hero.reserve.append(chosen)
    if story.id == hero.story:
        hero.story_stage = 2
    return story, chosen, add_path(hero, story.path)


def owned(hero: Hero) -> list[str]:
    return [*hero.prepared, *hero.reserve]


def available_basics(heroes: Sequence[Hero], packs: Sequence[str] = ()) -> list[str]:
    """ZW-HERO-39(a): the Basic Saga cards (Relic, Ritual, Ally without a number) no hero owns, of
    the base box and the expansion ``packs`` the game plays (packs.py)."""
    c = content()
    taken = {s for h in heroes for s in owned(h)}
    taken |= {d.basic for d in c.decks.values() if d.kind == "personal"}  # each its hero's (L258)
    return [s.id for s in c.sagas.values()
            if s.stage == 0 and s.type in ("relic", "ritual", "ally") and s.id not in taken
            and c.in_play("sagas", s.id, packs)]


def take_basic(hero: Hero, heroes: Sequence[Hero], card: str, packs: Sequence[str] = ()) -> None:
    """ZW-HERO-39(a): one Basic card from the available ones, to the hero's reserve."""
    if card not in available_basics(heroes, packs):
        raise IllegalAction("zerywia.refuse.saga_not_available")
    hero.reserve.append(card)


def can_start(hero: Hero, saga: str, cap: bool = True) -> bool:
    deck = content().decks.get(saga)
    return (deck is not None and deck.basic in owned(hero) and deck_of(hero, saga) is None
            and (not cap or len(growing(hero)) < MAX_GROWING))


def start_saga(hero: Hero, saga: str, cap: bool = True) -> SagaDeck:
    """ZW-HERO-39(b): grow the Saga of a Basic card the hero owns; its first Story becomes active.
    ``cap`` False is AMB-37a's setup (the Memory of the World starts a 4th deck)."""
    if not can_start(hero, saga, cap):
        raise IllegalAction("zerywia.refuse.saga_cap" if len(growing(hero)) >= MAX_GROWING else "zerywia.refuse.saga_not_available")
    deck = SagaDeck(saga, deck_cards(saga))
    hero.sagas.append(deck)
    return deck


def abandon(hero: Hero, saga: str) -> None:
    """ZW-HERO-40: a Saga may be abandoned at any time; its deck stops growing (a slot frees)."""
    deck = deck_of(hero, saga)
    if deck is None:
        raise IllegalAction("zerywia.refuse.saga_not_available")
    if deck in hero.sagas:
        hero.sagas.remove(deck)
    hero.dropped.append(deck.saga)


def start_setup_sagas(hero: Hero, respects_cap: bool = False) -> list[SagaDeck]:
    """ZW-SCEN-13 (L1100): the Memory's setup begins the Story of every starting Basic card the hero
    owns that has a Saga deck (a card without a Book icon has none, L374), besides the Personal
    Saga's. AMB-37a: the setup may exceed the 3-deck cap unless ``respects_cap``
    (option ``memory_setup_respects_saga_cap``), when the decks past the cap are not started."""
    started = []
    for card in owned(hero):
        saga = content().sagas[card].saga
        if saga and content().decks[saga].kind == "basic" and deck_of(hero, saga) is None:
            if respects_cap and len(growing(hero)) >= MAX_GROWING:
                break
            started.append(start_saga(hero, saga, cap=False))
    return started

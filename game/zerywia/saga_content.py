"""Checks that tie Saga cards, Story cards and Saga decks together (ZW-HERO-37, ZW-HERO-42, AMB-62).

A Saga deck is its Basic card (no number on the back) and, per stage I, II, III, one Story card (the
Book icon) and that stage's Reward cards. The rulebook gives the sizes — a Personal Saga 10 cards, a
basic one 7 (L372) — not the split; AMB-62's reading fits both: 2 Rewards per Story, 3 stages for a
Personal Saga (1 + 3 × 3 = 10), 2 for a basic one (1 + 2 × 3 = 7).
"""

from __future__ import annotations

from game.core.content import ContentError
from game.zerywia.content_models import SagaDeckM, SagaM, StoryM

STAGES = {"personal": 3, "basic": 2}
REWARDS_PER_STORY = 2
DECK_SIZE = {kind: 1 + n * (1 + REWARDS_PER_STORY) for kind, n in STAGES.items()}  # 10 and 7 (L372)


def check_decks(decks: dict[str, SagaDeckM], sagas: dict[str, SagaM], stories: dict[str, StoryM],
                heroes: set[str]) -> None:
    where = "sagas.toml"
    for card in sagas.values():
        if card.saga and card.saga not in decks:
            raise ContentError(f"{where}: [[saga]] id '{card.id}', field 'saga': unknown Saga '{card.saga}'")
        if not card.saga and card.stage:
            raise ContentError(f"{where}: [[saga]] id '{card.id}': a numbered card belongs to a Saga")
    for deck in decks.values():
        basic = sagas.get(deck.basic)
        if basic is None or basic.saga != deck.id or basic.stage != 0:
            raise ContentError(f"{where}: [[deck]] id '{deck.id}': its Basic card '{deck.basic}' is not a stage-0 card of it")
        if (deck.kind == "personal") != bool(deck.hero) or (deck.hero and deck.hero not in heroes):
            raise ContentError(f"{where}: [[deck]] id '{deck.id}': a Personal Saga names its hero, a basic one none")
        own = [s for s in stories.values() if s.saga == deck.id]
        if sorted(s.stage for s in own) != list(range(1, STAGES[deck.kind] + 1)):
            raise ContentError(f"stories.toml: Saga '{deck.id}' needs one Story per stage I..{STAGES[deck.kind]}")
        rewards = [c for c in sagas.values() if c.saga == deck.id and c.stage]
        if 1 + len(own) + len(rewards) != DECK_SIZE[deck.kind]:
            raise ContentError(f"{where}: Saga '{deck.id}' has {1 + len(own) + len(rewards)} cards, "
                               f"not {DECK_SIZE[deck.kind]} (L372)")
    for story in stories.values():
        owner = decks.get(story.saga)
        if owner is None:
            raise ContentError(f"stories.toml: [[story]] id '{story.id}', field 'saga': unknown Saga '{story.saga}'")
        if story.hero != owner.hero:
            raise ContentError(f"stories.toml: [[story]] id '{story.id}': its hero is its Saga's ('{owner.hero}')")
        for reward in story.rewards:
            got = sagas.get(reward)
            if got is None or got.saga != story.saga or got.stage != story.stage:
                raise ContentError(f"stories.toml: [[story]] id '{story.id}': Reward '{reward}' is not a "
                                   f"stage-{story.stage} card of '{story.saga}'")

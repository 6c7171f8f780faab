"""The Saga decks (ZW-HERO-37..42, ZW-SCEN-13/24, AMB-37a, AMB-62, AMB-64; L262-L274, L372-L374, L98).

Fixed seeds; every assertion is on the hero's state after the rule ran.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.actions import IllegalAction
from game.core.content import ContentError
from game.zerywia.actions import TakeOption
from game.zerywia.content import DATA, content, load
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.saga_content import DECK_SIZE
from game.zerywia.saga_growth import (
    MAX_GROWING,
    abandon,
    active_story,
    any_saga_completed,
    available_basics,
    deck_cards,
    deck_of,
    growing,
    saga_completed,
    stage,
    start_saga,
    start_setup_sagas,
    take_basic,
)
from game.zerywia.sagas import reorganise
from game.zerywia.stories import can_fulfil, do_fulfil, do_quest, story_options
from game.zerywia.words import action_label

GAME = ZerywiaGame()
BOX_SAGA_CARDS = 161  # L98
HERO_FEATS = 5  # the heroes' own Feats are Saga cards (a type, L225) with the portrait back (L258)


def new(heroes=("svara",), seed=3):
    return GAME.new_game({"heroes": list(heroes)}, seed)


def place(geo, hero, part):
    thymor = hero.birth if part.where == "birth" else next(t for t in geo.thymors if t != hero.birth)
    return geo.special_region(thymor, part.at)


def play_story(state, hero, saga="", reward=0):
    """The active Story of ``saga`` played out: its quest handed in, its second part paid."""
    geo = current()
    story = active_story(deck_of(hero, saga))
    hero.region = place(geo, hero, story.quest)
    hero.journey_tokens = [t for t, n in story.quest.tokens.items() for _ in range(n)]
    do_quest(geo, hero, saga)
    hero.region = place(geo, hero, story.fulfil)
    hero.value = {a: hero.current_max(a) for a in hero.value}
    return story, do_fulfil(geo, state.heroes, hero, reward, saga)


def test_zw_hero_42_amb_62_the_box_counts_personal_10_basic_7_and_161_in_all():
    c = content()
    for deck in c.decks.values():  # the expansion packs' decks too
        cards = [deck.basic, *deck_cards(deck.id)]
        assert len(cards) == DECK_SIZE[deck.kind] == (10 if deck.kind == "personal" else 7)
    decks, sagas = c.base("decks"), c.base("sagas")  # the box: no pack's cards
    personal = [d for d in decks.values() if d.kind == "personal"]
    basic = [d for d in decks.values() if d.kind == "basic"]
    assert sorted(d.hero for d in personal) == sorted(c.base("heroes"))
    loose = [s.id for s in sagas.values() if not s.saga]
    assert loose == ["harpy"]  # the one card without a Book icon (L374)
    total = len(sagas) + len(c.base("stories")) + sum(1 for f in c.base("feats").values() if f.hero)
    assert (len(personal), len(basic)) == (5, 15)
    assert total == 5 * 10 + 15 * 7 + HERO_FEATS + len(loose) == BOX_SAGA_CARDS


def test_every_card_the_rulebook_names_is_kept_with_its_source():
    c = content()
    named = ["wholeaters_fang", "quarrel", "kora_hope_of_dawn", "leshy", "harpy", "protective_rhizome",
             "janurs_wraith", "scarecrow", "drowned_sight", "oathbearer", "flash", "murkbinder", "azadas_claw",
             "koga", "sea_sentinels_plate", "borovils_heart", "amber_heart"]
    assert all(c.sagas[n].source == "rulebook" for n in named)
    assert c.decks["goryv_saga"].basic == "borovils_heart"  # Goryv's own card in both examples (L613, L854)
    assert all(s.source == "authored" for s in c.stories.values())
    assert all(s.source == "authored" for s in c.sagas.values() if s.stage)


def test_zw_hero_37_the_deck_is_built_stage_by_stage_story_on_top():
    cards = deck_cards("svara_saga")
    c = content()
    stories = [c.stories[x] for x in cards if x in c.stories]
    assert [s.stage for s in stories] == [1, 2, 3]
    for story in stories:
        at = cards.index(story.id)
        assert cards[at + 1: at + 3] == story.rewards
        assert all(c.sagas[r].stage == story.stage for r in story.rewards)
    hero = new().heroes[0]
    assert active_story(deck_of(hero)).id == hero.story == "svara_1"  # the top Story is the active quest


def test_zw_hero_38_completing_a_story_one_reward_kept_the_story_a_path_the_rest_at_the_bottom():
    state = new()
    hero = state.heroes[0]
    story, events = play_story(state, hero, reward=1)
    assert story.id == "svara_1" and hero.story_stage == 2
    assert hero.reserve[-1] == "svara_den_mother" and hero.paths == ["wild"]
    deck = deck_of(hero)
    assert deck.cards[-1] == "svara_ashen_fang" and deck.done == ["svara_1"]
    assert active_story(deck).id == "svara_2" and stage(deck) == 2  # the next stage's Story
    assert events[0].data == {"seat": 0, "story": "svara_1", "path": "wild", "reward": "svara_den_mother"}


def test_zw_hero_41_a_reward_card_is_owned_and_prepared_by_reorganising():
    state = new()
    hero = state.heroes[0]
    play_story(state, hero, reward=0)  # Ashen Fang, a Relic: Svara's 2 Relic places are full
    with pytest.raises(IllegalAction):
        reorganise(hero, [*hero.prepared, "svara_ashen_fang"])
    reorganise(hero, ["svara_ashen_fang", "quarrel", "kora_hope_of_dawn"])
    assert hero.prepared == ["svara_ashen_fang", "quarrel", "kora_hope_of_dawn"]
    assert "wholeaters_fang" in hero.reserve and "svara_ashen_fang" not in hero.reserve


def test_zw_scen_06_the_first_storys_rewards_are_unchanged_on_taking():
    """The Path's balance rests on these: 2 Trophies, or 1 Prime and 1 point (svara_1)."""
    state = new()
    hero = state.heroes[0]
    play_story(state, hero, reward=0)
    assert hero.trophies == 2
    state = new()
    hero = state.heroes[0]
    hero.prime = 1
    play_story(state, hero, reward=1)
    assert hero.prime == 2


def test_a_saga_is_completed_when_its_last_story_is_done_zw_scen_24():
    state = new()
    hero = state.heroes[0]
    for expected in ("svara_1", "svara_2", "svara_3"):
        assert not saga_completed(hero, "svara_saga") and not any_saga_completed(hero)
        story, _ = play_story(state, hero)
        assert story.id == expected
    assert saga_completed(hero, "svara_saga") and any_saga_completed(hero)
    deck = deck_of(hero)
    assert active_story(deck) is None and stage(deck) == 0 and len(deck.cards) == 3  # the Rewards left
    assert hero.paths == ["wild", "wild", "heroic"]  # the Paths of the three Stories (ZW-HERO-30 keeps 3)


def test_zw_hero_39_a_new_saga_a_basic_card_or_the_deck_of_an_owned_one():
    state = new(("svara", "veda"))
    svara, veda = state.heroes
    free = available_basics(state.heroes)
    assert "wholeaters_fang" not in free and "janurs_wraith" not in free  # owned by a hero
    assert "amber_heart" in free and "svara_wolfsong" not in free  # a Personal Saga's card is its hero's
    take_basic(svara, state.heroes, "amber_heart")
    assert "amber_heart" in svara.reserve
    with pytest.raises(IllegalAction):
        take_basic(veda, state.heroes, "amber_heart")  # now owned
    deck = start_saga(svara, "amber_heart_saga")
    assert active_story(deck).id == "amber_heart_1"
    with pytest.raises(IllegalAction):
        start_saga(svara, "janurs_wraith_saga")  # Veda's card, not Svara's


def test_zw_hero_40_at_most_three_decks_grow_and_abandoning_frees_one():
    hero = new().heroes[0]
    start_saga(hero, "wholeaters_fang_saga")
    start_saga(hero, "quarrel_saga")
    assert len(growing(hero)) == MAX_GROWING
    with pytest.raises(IllegalAction) as refused:
        start_saga(hero, "kora_hope_of_dawn_saga")
    assert refused.value.key == "zerywia.refuse.saga_cap"
    abandon(hero, "quarrel_saga")
    assert deck_of(hero, "quarrel_saga") is None
    start_saga(hero, "kora_hope_of_dawn_saga")
    assert [d.saga for d in growing(hero)] == ["svara_saga", "wholeaters_fang_saga", "kora_hope_of_dawn_saga"]


def test_amb_37a_the_memorys_setup_may_start_a_fourth_deck():
    hero = new().heroes[0]
    for saga in ("wholeaters_fang_saga", "quarrel_saga"):
        start_saga(hero, saga)
    start_saga(hero, "kora_hope_of_dawn_saga", cap=False)  # ZW-SCEN-13: each starting card's deck
    assert len(growing(hero)) == 4


def test_zw_scen_13_the_memorys_setup_starts_each_starting_cards_deck_amb_37a():
    hero = new(("goryv", "svara")).heroes[0]  # Leshy, Harpy (no Story, L374), Protective Rhizome
    started = start_setup_sagas(hero)
    assert [d.saga for d in started] == ["leshy_saga", "protective_rhizome_saga"]
    assert [active_story(d).stage for d in growing(hero)] == [1, 1, 1]
    svara = new(("svara",)).heroes[0]  # Solo: 3 suggested + the extra Basic card
    svara.reserve.append("amber_heart")
    assert len(start_setup_sagas(svara)) == 4 and len(growing(svara)) == 5  # the setup beats the cap
    capped = new(("svara",)).heroes[0]
    assert len(start_setup_sagas(capped, respects_cap=True)) == 2 and len(growing(capped)) == MAX_GROWING


def test_amb_64_each_decks_story_is_its_own_region_option_and_the_button_names_the_reward():
    state = new()
    geo, hero = current(), state.heroes[0]
    start_saga(hero, "wholeaters_fang_saga")
    story = active_story(deck_of(hero, "wholeaters_fang_saga"))
    hero.region = place(geo, hero, story.quest)
    hero.journey_tokens = ["wilderness"]
    options = story_options(geo, hero)
    assert TakeOption(0, "story_quest", "wholeaters_fang_saga") in options
    do_quest(geo, hero, "wholeaters_fang_saga")
    hero.region = place(geo, hero, story.fulfil)
    assert can_fulfil(geo, hero, "wholeaters_fang_saga") and not can_fulfil(geo, hero)
    state.active, state.step = 0, "option"
    legal = GAME.legal_actions(state)
    pick = TakeOption(0, "story_reward_2", "wholeaters_fang_saga")
    assert pick in legal
    assert action_label(state, pick) == "Svara: fulfil The Wholeater's Lair, take Gutting Knife"
    GAME.apply(state, pick)
    assert "fang_gutting_knife" in hero.reserve and hero.paths == ["wild"]
    assert active_story(deck_of(hero, "wholeaters_fang_saga")).id == "wholeaters_fang_2"
    assert hero.story_stage == 0  # the Path's goal still waits for the Personal Saga's first Story


def test_the_decks_survive_a_save():
    state = new()
    hero = state.heroes[0]
    play_story(state, hero)
    start_saga(hero, "quarrel_saga")
    back = GAME.from_json(GAME.to_json(state)).heroes[0]
    assert back.sagas == hero.sagas and back.reserve == hero.reserve


def test_a_deck_of_the_wrong_size_is_refused_at_load(tmp_path: Path):
    for f in DATA.glob("*.toml"):
        (tmp_path / f.name).write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    stories = tmp_path / "stories.toml"
    text = stories.read_text(encoding="utf-8")
    stories.write_text(text.replace('rewards = ["fang_bone_charm", "fang_gutting_knife"]',
                                    'rewards = ["fang_bone_charm", "fang_devourers_maw"]'), encoding="utf-8")
    with pytest.raises(ContentError, match="fang_devourers_maw"):
        load(tmp_path)

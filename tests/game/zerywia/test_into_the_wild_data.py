"""The "Into the Wild" pack's data (issue #13; L113-L117, L1224-L1228): Otok and Asuba, their Feats,
their Personal Sagas and the pack's 31 Exploration cards, in ``data/packs/into_the_wild/``.

The files are loaded here with the base models and checked by the base loader's own rules
(``content._check_card`` / ``_check_ability`` / ``_check_hero``, ``saga_content.check_decks``), merged
with the base content where a reference needs it (a suggested Saga is a base card). The loader that
merges packs into ``content()`` is another branch's (h-packs); this test reads the files itself.
"""

from __future__ import annotations

import shutil
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from game.core.content import ContentError, Record, Text, check_unique_ids, load_records
from game.zerywia.content import DATA, Content, _check_ability, _check_card, _check_hero, content, load
from game.zerywia.content_models import (
    TERRAINS,
    ExplorationM,
    FeatM,
    HeroM,
    SagaDeckM,
    SagaM,
    StoryM,
)
from game.zerywia.saga_content import DECK_SIZE, check_decks

PACK = DATA / "packs" / "into_the_wild"
SET = "into_the_wild"
HEROES = {"otok", "asuba"}
FILES = ("heroes", "feats", "sagas", "stories", "exploration")
TABLES = {"heroes": ("hero",), "feats": ("feat",), "sagas": ("saga", "deck"), "stories": ("story",),
          "exploration": ("card",)}


@dataclass(frozen=True)
class Pack:
    heroes: dict[str, HeroM]
    feats: dict[str, FeatM]
    sagas: dict[str, SagaM]
    decks: dict[str, SagaDeckM]
    stories: dict[str, StoryM]
    exploration: dict[str, ExplorationM]


def _load(folder: Path = PACK) -> Pack:
    def table(name: str, tab: str, model: type[Any]) -> dict[str, Any]:
        path = folder / f"{name}.toml"
        return check_unique_ids(path, tab, load_records(path, tab, model))

    return Pack(
        table("heroes", "hero", HeroM), table("feats", "feat", FeatM), table("sagas", "saga", SagaM),
        table("sagas", "deck", SagaDeckM), table("stories", "story", StoryM),
        table("exploration", "card", ExplorationM),
    )


@pytest.fixture(scope="module")
def pack() -> Pack:
    return _load()


@pytest.fixture(scope="module")
def base() -> Content:
    """The base box alone, from a copy of data/ without its packs folder (content() may merge packs)."""
    return _base_only()


def _base_only() -> Content:
    with tempfile.TemporaryDirectory() as tmp:
        for toml in DATA.glob("*.toml"):
            shutil.copy(toml, tmp)
        return load(Path(tmp))


# --- counts (L113-L117) ---------------------------------------------------------------------------

def test_l113_the_pack_holds_2_heroes_2_feats_31_exploration_cards_of_its_set(pack):
    assert set(pack.heroes) == HEROES
    assert sorted(f.hero for f in pack.feats.values()) == sorted(HEROES)
    assert len(pack.exploration) == 31
    assert {c.set for c in pack.exploration.values()} == {SET}


def test_l117_zw_hero_42_the_22_saga_cards_are_two_personal_sagas_of_10_and_the_two_feats(pack):
    """22 = 10 (Otok's Personal Saga) + 10 (Asuba's) + 2 hero Feats, the Feats counted as Saga cards
    (L225) as the box's 161 counts its five (docs/zerywia_sagas.md)."""
    per_deck = {d: 0 for d in pack.decks}
    for card in pack.sagas.values():
        per_deck[card.saga] += 1
    for story in pack.stories.values():
        per_deck[story.saga] += 1
    assert {d.id: d.kind for d in pack.decks.values()} == {"otok_saga": "personal", "asuba_saga": "personal"}
    assert per_deck == {"otok_saga": DECK_SIZE["personal"], "asuba_saga": DECK_SIZE["personal"]} == {
        "otok_saga": 10, "asuba_saga": 10}
    assert len(pack.sagas) + len(pack.stories) + len(pack.feats) == 22
    assert all(card.saga for card in pack.sagas.values())  # no loose card (L374) in this split


def test_the_exploration_cards_spread_11_7_6_7_over_the_four_terrains(pack):
    per = {t: sum(c.terrain == t for c in pack.exploration.values()) for t in TERRAINS}
    assert per == {"wilderness": 11, "mountain": 7, "ruin": 6, "settlement": 7}


# --- the base loader's rules, applied to the pack ---------------------------------------------------

def test_zw_act_08_every_card_passes_the_base_card_check(pack):
    for card in pack.exploration.values():
        _check_card("exploration.toml", card)  # raises ContentError on a broken card
        assert card.checks() <= 1


def test_zw_act_08_the_card_check_would_refuse_a_second_check(pack):
    """The check above can fail: the same rule refuses a pack card given a test beside its Challenge."""
    card = pack.exploration["itw_w_black_aurochs"]
    broken = card.model_copy(update={"test": pack.exploration["itw_w_troll_tracks"].test})
    with pytest.raises(ContentError, match="one check at most"):
        _check_card("exploration.toml", broken)


def test_every_choice_grid_takes_two_different_paths(pack):
    grids = [c for c in pack.exploration.values() if c.choice]
    assert len(grids) == 6
    for card in grids:
        paths = [side.success.path for side in card.choice]
        assert None not in paths and len(set(paths)) == 2, card.id


def test_rewards_stay_modest_3_trophies_only_on_a_hard_side(pack):
    for card in pack.exploration.values():
        assert card.success.trophies <= 2 and card.always.trophies == 0, card.id
        for side in card.choice:
            if side.success.trophies == 3:
                assert side.test is not None and side.test.level == "hard", card.id


def test_zw_hero_35_the_feats_pass_the_ability_check(pack):
    for feat in pack.feats.values():
        assert feat.hero in pack.heroes and not feat.mark
        for side in (feat.ability, feat.kicker):
            _check_ability("feats.toml", feat.id, side)


def test_zw_hero_02_the_heroes_are_shaped_as_the_base_heroes(pack, base):
    sagas = {**base.sagas, **pack.sagas}
    base_sums = {sum(h.maxima.model_dump().values()) for h in base.heroes.values()}
    for hero in pack.heroes.values():
        _check_hero("heroes.toml", hero, sagas)
        assert sum(hero.maxima.model_dump().values()) in base_sums
        assert len(hero.camp) == 4 and hero.camp[0] == "prime"  # as every base hero's Camp Ability
        assert sum(hero.limits.model_dump().values()) == 4
        # L366-L370: a suggested set of Basic cards (stage 0, a Saga's first card), one die of each Attribute
        assert all(sagas[s].stage == 0 and sagas[s].saga for s in hero.sagas)
        assert sorted(sagas[s].banner.die for s in hero.sagas) == ["instinct", "vigor", "will"]
        assert not any(base.decks[sagas[s].saga].kind == "personal" for s in hero.sagas)
    otok, asuba = pack.heroes["otok"], pack.heroes["asuba"]
    assert not set(otok.sagas) & set(asuba.sagas)  # the pack's two heroes can sit at one table


def test_zw_hero_02_the_hero_check_would_refuse_a_set_beyond_the_limits(pack, base):
    otok = pack.heroes["otok"]
    over = otok.model_copy(update={"sagas": ["leshy", "kora_hope_of_dawn", "koga"]})  # 3 Allies, limit 2
    with pytest.raises(ContentError, match="beyond the limit"):
        _check_hero("heroes.toml", over, base.sagas)


def test_zw_hero_37_the_decks_pass_check_decks_alone_and_merged_with_the_base(pack, base):
    check_decks(pack.decks, pack.sagas, pack.stories, set(pack.heroes))
    check_decks({**base.decks, **pack.decks}, {**base.sagas, **pack.sagas}, {**base.stories, **pack.stories},
                set(base.heroes) | set(pack.heroes))
    for card in pack.sagas.values():
        if card.type in ("relic", "ritual", "ally"):
            assert card.banner is not None, card.id  # the loader's L745 rule


def test_zw_hero_37_check_decks_would_refuse_a_missing_reward(pack):
    sagas = {k: v for k, v in pack.sagas.items() if k != "otok_stone_hide"}
    with pytest.raises(ContentError):
        check_decks(pack.decks, sagas, pack.stories, set(pack.heroes))


def test_zw_scen_06_l412_each_first_story_is_shaped_as_the_base_first_stories(pack, base):
    """The Path's goal stays as reachable: 1 token at the Birth Thymor's Primesource, 1 point given
    there, and Rewards whose on_gain is one of the base first Stories' rewards."""
    base_gains = [base.sagas[r].on_gain for s in base.stories.values() if s.hero and s.stage == 1 for r in s.rewards]
    for hero in pack.heroes:
        first = next(s for s in pack.stories.values() if s.hero == hero and s.stage == 1)
        assert sum(first.quest.tokens.values()) == 1
        assert (first.quest.at, first.quest.where, first.fulfil.at, first.fulfil.where) == (
            "primesource", "birth", "primesource", "birth")
        assert len(first.fulfil.pay) == 1
        assert all(pack.sagas[r].on_gain in base_gains for r in first.rewards)
        assert any(d.hero == hero and d.kind == "personal" for d in pack.decks.values())


def test_later_stories_travel_and_cost_more(pack):
    for story in pack.stories.values():
        if story.stage > 1:
            assert sum(story.quest.tokens.values()) == 2 and story.quest.where == "away"
            assert len(story.fulfil.pay) == story.stage - 1


# --- ids, languages, sources, fields -----------------------------------------------------------------

def test_no_pack_id_clashes_with_a_base_id(pack, base):
    for mine, theirs in ((pack.heroes, base.heroes), (pack.feats, base.feats), (pack.sagas, base.sagas),
                         (pack.decks, base.decks), (pack.stories, base.stories),
                         (pack.exploration, base.exploration)):
        assert not set(mine) & set(theirs)
    every = [*pack.sagas, *pack.decks, *pack.stories, *pack.feats, *pack.exploration, *pack.heroes]
    assert len(every) == len(set(every))


def _texts(record: BaseModel) -> list[Text]:
    out: list[Text] = []
    for name in type(record).model_fields:
        value = getattr(record, name)
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, Text):
                out.append(item)
            elif isinstance(item, Record):
                out.extend(_texts(item))
    return out


PackRecord = HeroM | FeatM | SagaM | SagaDeckM | StoryM | ExplorationM


def _records(pack: Pack) -> list[PackRecord]:
    return [*pack.heroes.values(), *pack.feats.values(), *pack.sagas.values(), *pack.decks.values(),
            *pack.stories.values(), *pack.exploration.values()]


def test_every_name_and_text_is_in_english_and_portuguese(pack):
    texts = [t for r in _records(pack) for t in _texts(r)]
    assert len(texts) > 100  # names, titles, texts and every choice label
    for text in texts:
        assert text.en.strip() and text.pt.strip()
    prose = [t for c in pack.exploration.values() for t in (c.text, *(s.label for s in c.choice))]
    assert all(t.en != t.pt for t in prose)  # written in each language, never copied


def test_every_record_says_its_source(pack):
    for record in _records(pack):
        assert record.source in ("rulebook", "authored")
    # the heroes' names and lore are printed (L1226, L1228); everything else is ours
    assert {h.source for h in pack.heroes.values()} == {"rulebook"}
    assert all("maxima" in h.authored and "sagas" in h.authored for h in pack.heroes.values())
    others = [r for r in _records(pack) if not isinstance(r, HeroM)]
    assert {r.source for r in others} == {"authored"}


def _keys(value: Any, prefix: str = "") -> set[str]:
    """Every key path a TOML table uses (``success.trophies``, ``choice.test.level``...)."""
    out: set[str] = set()
    if isinstance(value, dict):
        for key, sub in value.items():
            path = f"{prefix}{key}"
            out |= {path} | _keys(sub, path + ".")
    elif isinstance(value, list):
        for item in value:
            out |= _keys(item, prefix)
    return out


@pytest.mark.parametrize("name", FILES)
def test_every_field_the_pack_uses_already_appears_in_the_base_file(name):
    """Only effects and abilities the engine already plays: no field the base file never uses."""
    mine = tomllib.loads((PACK / f"{name}.toml").read_text(encoding="utf-8"))
    theirs = tomllib.loads((DATA / f"{name}.toml").read_text(encoding="utf-8"))
    assert set(mine) == set(TABLES[name])
    for tab in TABLES[name]:
        extra = _keys(mine[tab]) - _keys(theirs[tab])
        assert not extra, f"{name}.toml [[{tab}]]: {sorted(extra)}"


# --- the base content is untouched ---------------------------------------------------------------

def _pack_ids(file: str, tab: str) -> set[str]:
    """The ids every folder under data/packs/ declares in ``file`` (this pack's and any other's)."""
    found: set[str] = set()
    for path in (DATA / "packs").glob(f"*/{file}.toml"):
        found |= {entry["id"] for entry in tomllib.loads(path.read_text(encoding="utf-8")).get(tab, [])}
    return found


def test_content_base_is_unchanged_by_the_pack_folder(base):
    """content() keeps the box: 5 heroes, 20 Sagas, the basic decks 21/23/25/24 (L347), every base
    record as the base files give it — today's loader ignores data/packs/; a pack-aware one may add
    the packs' records beside them but must leave these base lookups alone."""
    live = content()
    assert len(base.heroes) == 5 and len(base.decks) == 20
    for kind, file, tab in (("heroes", "heroes", "hero"), ("decks", "sagas", "deck"), ("sagas", "sagas", "saga"),
                            ("stories", "stories", "story"), ("feats", "feats", "feat"),
                            ("exploration", "exploration", "card")):
        mine, theirs = getattr(live, kind), getattr(base, kind)
        assert all(mine[key] == record for key, record in theirs.items()), kind
        assert set(mine) - set(theirs) <= _pack_ids(file, tab), kind
    assert [len(live.deck(t)) for t in TERRAINS] == [21, 23, 25, 24]
    for terrain in TERRAINS:
        assert live.deck(terrain) == base.deck(terrain)
        assert not any(c.startswith("itw_") for c in live.deck(terrain))

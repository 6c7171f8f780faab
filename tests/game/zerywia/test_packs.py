"""Zerywia's expansion packs (issue #13; game/zerywia/packs.py, docs/zerywia_packs.md): the loader
merges ``data/packs/<pack>/`` into the base and says where each record came from, a setup names the
packs it plays, and the Scorned Renegades' heroes draw a Scorned card (ZW-HERO-36, L1232)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.ai.bots import GreedyBot
from game.core.actions import SetupError
from game.core.content import ContentError
from game.zerywia import content as zc
from game.zerywia.game import ZerywiaGame
from game.zerywia.packs import PACKS
from game.zerywia.saga_growth import available_basics
from game.zerywia.setup import setup_fields

GAME = ZerywiaGame()
SCORNED_HEROES = ["kost", "zagra", "asir", "widnur"]
SR = ["scorned_renegades"]


def test_content_merges_the_scorned_renegades_pack_and_names_each_records_pack():
    c = zc.content()
    assert list(c.base("heroes")) == ["svara", "goryv", "veda", "dalbor", "hexdrinker"]
    for hero in SCORNED_HEROES:
        assert c.pack_of("heroes", hero) == "scorned_renegades"
        assert c.pack_of("decks", f"{hero}_saga") == "scorned_renegades"
        assert c.pack_of("feats", f"{hero}_feat") == "scorned_renegades"
        assert c.personal_saga(hero).basic in c.sagas and c.first_story(hero).hero == hero
    assert c.pack_of("heroes", "svara") == "" and c.pack_of("sagas", "leshy") == ""
    assert len(c.scorned_cards()) == 4 and all(c.pack_of("feats", f) == "scorned_renegades" for f in c.scorned_cards())


def test_the_packs_leave_the_base_decks_and_the_base_heroes_feats_as_they_were():
    c = zc.content()
    for terrain in ("wilderness", "mountain", "ruin", "settlement"):
        assert all(not c.pack_of("exploration", card) for card in c.deck(terrain))
    assert sorted(f.hero for f in c.base("feats").values() if f.hero) == sorted(c.base("heroes"))


def test_each_scorned_hero_is_shaped_as_the_base_heroes_are():
    """L1234-L1240: each with a title, 11 Attribute points, a four-symbol Camp Ability, its own Feat
    and a 10-card Personal Saga whose first Story is the Path's tutorial (1 token, at home)."""
    c = zc.content()
    for hero in SCORNED_HEROES:
        h = c.heroes[hero]
        assert h.source == "rulebook" and "sagas" in h.authored and h.title.en and h.title.pt
        assert sum(h.maxima.model_dump().values()) == 11 and len(h.camp) == 4
        assert all(c.pack_of("sagas", s) == "" for s in h.sagas)  # base basic Sagas (the brief allows)
        dice = {c.sagas[s].banner.die for s in h.sagas if c.sagas[s].banner}  # type: ignore[union-attr]
        assert dice == {"vigor", "instinct", "will"}
        first = c.first_story(hero)
        assert sum(first.quest.tokens.values()) == 1 and first.quest.where == first.fulfil.where == "birth"
    sets = [s for hero in SCORNED_HEROES for s in c.heroes[hero].sagas]
    assert len(sets) == len(set(sets))  # no card in two of the pack's suggested sets


def test_every_scorned_card_and_pack_feat_is_authored_in_both_languages():
    c = zc.content()
    for fid, feat in c.feats.items():
        if c.pack_of("feats", fid):
            assert feat.source == "authored" and feat.name.en and feat.name.pt and feat.name.en != feat.name.pt


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    """The data folder copied, Scorned Renegades included, with no Into the Wild of its own (a test
    writes its own)."""
    data = tmp_path / "data"
    shutil.copytree(zc.DATA, data)
    shutil.rmtree(data / "packs" / "into_the_wild", ignore_errors=True)
    return data


WILD_CARD = """
[[card]]
id = "test_wild_clearing"
name = { en = "Test Clearing", pt = "Clareira de Teste" }
terrain = "wilderness"
text = { en = "A test card.", pt = "Uma carta de teste." }
set = "into_the_wild"
source = "authored"
"""
WILD_SAGA = """
[[saga]]
id = "test_wild_totem"
name = { en = "Test Totem", pt = "Totem de Teste" }
type = "ally"
banner = { die = "instinct", special = "help" }
source = "authored"
"""


def write_wild(data: Path, exploration: str = WILD_CARD, sagas: str = WILD_SAGA) -> None:
    folder = data / "packs" / "into_the_wild"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "exploration.toml").write_text(exploration, encoding="utf-8")
    (folder / "sagas.toml").write_text(sagas, encoding="utf-8")


def test_a_pack_folder_with_a_subset_of_the_base_files_merges(data_copy: Path):
    write_wild(data_copy)
    c = zc.load(data_copy)
    assert c.pack_of("exploration", "test_wild_clearing") == "into_the_wild"
    assert c.pack_of("sagas", "test_wild_totem") == "into_the_wild"
    assert "test_wild_clearing" not in c.deck("wilderness")  # the base deck is the base's
    assert c.pack_cards(["into_the_wild"], "wilderness") == ["test_wild_clearing"]
    assert c.pack_cards([], "wilderness") == []


def test_an_id_a_pack_shares_with_the_base_is_refused_naming_the_packs_file(data_copy: Path):
    write_wild(data_copy, sagas=WILD_SAGA.replace("test_wild_totem", "leshy"))
    with pytest.raises(ContentError, match=r"packs/into_the_wild/sagas\.toml: \[\[saga\]\] id 'leshy' is already the base's"):
        zc.load(data_copy)


def test_an_id_two_packs_share_is_refused_naming_the_other_pack(data_copy: Path):
    write_wild(data_copy, sagas=WILD_SAGA.replace("test_wild_totem", "kost_runic_tablets"))
    # the packs merge in their folders' order: the later one's file is named
    with pytest.raises(ContentError, match="packs/scorned_renegades/sagas.toml: .* is already into_the_wild's"):
        zc.load(data_copy)


def test_an_unknown_pack_folder_or_file_is_refused(data_copy: Path):
    (data_copy / "packs" / "legends").mkdir()
    with pytest.raises(ContentError, match="packs/legends: not a known pack"):
        zc.load(data_copy)
    (data_copy / "packs" / "legends").rmdir()
    write_wild(data_copy)
    (data_copy / "packs" / "into_the_wild" / "dice.toml").write_text("", encoding="utf-8")
    with pytest.raises(ContentError, match="packs/into_the_wild/dice.toml: a pack holds only"):
        zc.load(data_copy)


def test_a_pack_card_must_carry_its_pack_as_its_set(data_copy: Path):
    write_wild(data_copy, exploration=WILD_CARD.replace('set = "into_the_wild"', 'set = "basic"'))
    with pytest.raises(ContentError, match="test_wild_clearing', field 'set'"):
        zc.load(data_copy)


def test_zw_hero_35_a_pack_hero_without_its_own_feat_is_refused(data_copy: Path):
    feats = data_copy / "packs" / "scorned_renegades" / "feats.toml"
    text = feats.read_text(encoding="utf-8").replace('hero = "kost"', 'hero = "zagra"', 1)
    feats.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError, match="every hero has exactly one Feat"):
        zc.load(data_copy)


@pytest.fixture
def with_wild(data_copy: Path) -> Iterator[zc.Content]:
    """content() answering with a test Into the Wild pack (every module reads the one cache)."""
    write_wild(data_copy)
    real = zc.load
    zc.content.cache_clear()
    mp = pytest.MonkeyPatch()
    mp.setattr(zc, "load", lambda: real(data_copy))
    try:
        yield zc.content()
    finally:
        mp.undo()
        zc.content.cache_clear()


def test_into_the_wilds_cards_join_their_terrains_decks_and_its_sagas_the_basics_only_when_on(with_wild):
    off = GAME.new_game({"heroes": ["svara", "veda"], "scenario": "path"}, 4)
    on = GAME.new_game({"heroes": ["svara", "veda"], "scenario": "path", "packs": ["into_the_wild"]}, 4)
    assert "test_wild_clearing" not in off.decks["wilderness"].cards
    assert "test_wild_clearing" in on.decks["wilderness"].cards
    assert len(on.decks["wilderness"]) == len(off.decks["wilderness"]) + 1
    assert "test_wild_totem" not in available_basics(off.heroes)
    assert "test_wild_totem" in available_basics(on.heroes, ["into_the_wild"])
    solo = GAME.new_game({"heroes": ["goryv"], "scenario": "path", "packs": ["into_the_wild"]}, 4)
    assert "test_wild_totem" in solo.pending["cards"]  # ZW-SCEN-02's choice offers it
    solo_off = GAME.new_game({"heroes": ["goryv"], "scenario": "path"}, 4)
    assert "test_wild_totem" not in solo_off.pending["cards"]


def test_setup_packs_key_is_checked_and_kept():
    setup = GAME.normalize_setup({"heroes": ["kost"], "scenario": "path", "packs": ["scorned_renegades"]})
    assert setup["packs"] == SR
    both = GAME.normalize_setup({"heroes": ["svara"], "packs": ["scorned_renegades", "into_the_wild"]})
    assert both["packs"] == ["into_the_wild", "scorned_renegades"]  # PACKS order: one setup, one spelling
    assert GAME.normalize_setup(setup) == setup
    with pytest.raises(SetupError) as refused:
        GAME.normalize_setup({"heroes": ["svara"], "packs": ["legends"]})
    assert refused.value.key == "zerywia_packs.setup.unknown_pack" and refused.value.params == {"pack": "legends"}


def test_a_pack_hero_is_refused_while_its_pack_is_off():
    with pytest.raises(SetupError) as refused:
        GAME.normalize_setup({"heroes": ["svara", "kost"], "scenario": "path"})
    assert refused.value.key == "zerywia_packs.setup.needs_scorned_renegades"
    with pytest.raises(SetupError):
        GAME.normalize_setup({"heroes": ["kost"], "packs": ["into_the_wild"]})


def test_a_setup_from_before_the_packs_plays_no_pack_and_keeps_its_setup():
    """An old save's setup has no ``packs``: no pack, and the normalized setup holds none, so it (and
    every game of the base) is the one it was."""
    old = {"heroes": ["svara", "goryv"], "scenario": "path", "players": 2, "hero1": "svara", "hero2": "goryv"}
    setup = GAME.normalize_setup(old)
    assert "packs" not in setup
    state = GAME.new_game(setup, 7)
    assert all(card not in zc.content().scorned_cards() for h in state.heroes for card in h.feats)
    none = GAME.normalize_setup({**old, "packs": []})
    assert none == setup


def test_the_new_game_screens_expansions_choice_maps_to_packs():
    base = {"scenario": "path", "players": 1, "hero1": "asir"}
    assert GAME.normalize_setup({**base, "expansions": "scorned_renegades"})["packs"] == SR
    assert GAME.normalize_setup({**base, "expansions": "both"})["packs"] == ["into_the_wild", "scorned_renegades"]
    with pytest.raises(SetupError):
        GAME.normalize_setup({**base, "expansions": "none"})
    fields = {f.key: f for f in setup_fields()}
    assert [v for v, _ in fields["expansions"].choices] == ["none", "into_the_wild", "scorned_renegades", "both"]
    hero = fields["hero1"]
    hidden = dict(hero.choice_if)
    assert set(SCORNED_HEROES) <= set(hidden) and "svara" not in hidden
    assert hidden["kost"] == ("expansions", ("scorned_renegades", "both"))


def test_zw_hero_36_each_scorned_renegades_hero_draws_one_scorned_card_besides_its_mark():
    """L1232: "the Hero of the Scorned Renegades, in addition to the Mark of Thymor card, draws one
    random Scorned card from the four available in this expansion"; a base hero draws none."""
    scorned = set(zc.content().scorned_cards())
    marks = {f.id for f in zc.content().feats.values() if f.mark}
    state = GAME.new_game({"heroes": [*SCORNED_HEROES], "scenario": "path", "packs": SR}, 5)
    drawn = []
    for hero in state.heroes:
        own, mark, card = hero.feats
        assert own == f"{hero.hero}_feat" and mark in marks and card in scorned
        drawn.append(card)
    assert sorted(drawn) == sorted(scorned)  # four heroes, four different cards
    mixed = GAME.new_game({"heroes": ["svara", "kost", "zagra"], "scenario": "path", "packs": SR}, 5)
    assert not set(mixed.heroes[0].feats) & scorned
    assert mixed.heroes[1].feats[2] != mixed.heroes[2].feats[2]  # drawn without replacement
    again = GAME.new_game({"heroes": ["svara", "kost", "zagra"], "scenario": "path", "packs": SR}, 5)
    assert [h.feats for h in again.heroes] == [h.feats for h in mixed.heroes]  # the seed decides


def test_zw_hero_36_the_scorned_draw_is_random_across_seeds():
    seen = {GAME.new_game({"heroes": ["kost"], "scenario": "path", "packs": SR}, s).heroes[0].feats[2] for s in range(24)}
    assert seen == set(zc.content().scorned_cards())


def test_a_suggested_card_an_earlier_hero_holds_is_replaced_by_a_free_basic_of_its_type():
    """Kost suggests Scarecrow and Janur's Wraith, as Veda does: seated after her, he takes the first
    free Relic and Ally instead; seated first, he keeps his set and Veda's are replaced."""
    c = zc.content()
    state = GAME.new_game({"heroes": ["veda", "kost"], "scenario": "path", "packs": SR}, 2)
    veda, kost = state.heroes
    assert veda.prepared == list(c.heroes["veda"].sagas)
    assert not set(veda.prepared) & set(kost.prepared) and "amber_heart" in kost.prepared
    assert [c.sagas[s].type for s in kost.prepared] == [c.sagas[s].type for s in c.heroes["kost"].sagas]
    alone = GAME.new_game({"heroes": ["kost"], "scenario": "path", "packs": SR}, 2)
    assert alone.heroes[0].prepared == list(c.heroes["kost"].sagas)


def play_greedy(setup: dict, seed: int, limit: int = 6000) -> tuple[object, set[str]]:
    state = GAME.new_game(setup, seed)
    bot = GreedyBot(seed)
    played: set[str] = set()
    for _ in range(limit):
        if GAME.is_over(state) is not None:
            break
        for e in GAME.apply(state, bot.choose(GAME, state)):
            if e.kind == "zerywia.feat.played":
                played.add(e.data["feat"])
        assert GAME.check_invariants(state) == []
    return state, played


@pytest.mark.parametrize("hero", SCORNED_HEROES)
def test_the_greedy_bot_plays_each_scorned_hero_to_the_end(hero):
    state, played = play_greedy({"heroes": [hero, "svara"], "scenario": "path", "packs": SR}, 3)
    outcome = GAME.is_over(state)
    assert outcome is not None and outcome.result in ("won", "lost")
    # the hero played (it may have fallen into Oblivion and its player taken on another, ZW-HERO-24)
    assert state.setup["heroes"][0] == hero and (state.heroes[0].hero == hero or hero in state.fallen)
    assert f"{hero}_feat" in played or any(f in played for f in zc.content().scorned_cards())


def test_the_packs_are_declared_with_both_names_and_their_rulebook_line():
    from game.core.i18n import catalogue

    for lang, field in (("en", "en"), ("pt_BR", "pt")):
        words = catalogue(lang)
        for pack in PACKS.values():
            assert words[f"zerywia_packs.pack.{pack.id}"] == pack.name[field]
            assert pack.line.startswith("L")
        for hero in zc.content().heroes:
            assert f"zerywia.hero.{hero}" in words


PACK_ENEMY = """
[[enemy]]
id = "test_wild_beast"
name = { en = "Test Beast", pt = "Fera de Teste" }
breed = "fiends"
difficulty = ["vigor"]
source = "authored"
"""


@pytest.mark.parametrize("extra", ["", 'hostile_of = "svara"'])
def test_a_packs_enemy_card_is_only_the_defiled_version_of_its_own_hero(data_copy: Path, extra: str):
    """A pack adds no breed's cards (the Enemy and Breed decks stay the box's, L404/L1116), and no
    Defiled version of a hero not its own."""
    write_wild(data_copy)
    (data_copy / "packs" / "into_the_wild" / "enemies.toml").write_text(PACK_ENEMY + extra, encoding="utf-8")
    with pytest.raises(ContentError, match=r"packs/into_the_wild/enemies\.toml: \[\[enemy\]\] id 'test_wild_beast'"):
        zc.load(data_copy)


def test_zw_hero_24_each_pack_hero_has_its_defiled_version_in_its_pack():
    c = zc.content()
    for pack in PACKS:
        heroes = [h for h in c.heroes if c.pack_of("heroes", h) == pack]
        cards = [c.hostile_version(h) for h in heroes]
        assert None not in cards and all(c.pack_of("enemies", x) == pack for x in cards), pack
        assert all(c.enemies[x].source == "authored" and c.enemies[x].name.pt for x in cards)
    assert all(c.pack_of("enemies", e) == "" for e in c.breed("monolith_guardians"))

"""Content loads strictly with the rulebook's exact counts (Conteúdo) and its printed names."""

import shutil
from collections import Counter
from pathlib import Path

import pytest

from game.core.content import ContentError
from game.fortress.content import DATA, base_id, content, load_content


def test_component_counts_match_the_rulebook_contents_list():
    c = content()
    starting = {k: len(v) for k, v in c.starting_copies.items()}
    assert starting == {
        "cristal_de_alma": 10,
        "raiz": 7,
        "sacrificio": 9,
        "goblin_corta_garganta": 1,
        "zumbi": 2,
        "escravo": 6,
    }
    assert sum(starting.values()) == 35
    kinds = Counter((c.cards[base_id(x)].kind, c.cards[base_id(x)].race) for x in c.fortress_pool)
    for race in ("peles_verdes", "imortais", "draconianos"):
        assert kinds[("unit", race)] == 12
        assert kinds[("construction", race)] == 8
    assert len(c.fortress_pool) == 60
    assert Counter(c.invaders[base_id(x)].race for x in c.invader_pool) == {
        "anoes": 8,
        "elfos": 8,
        "humanos": 8,
    }
    assert Counter(g.race for g in c.generals.values()) == {
        "peles_verdes": 2,
        "imortais": 2,
        "draconianos": 2,
    }
    plans = {a.id: len(a.plans) for a in c.adversaries.values()}
    assert plans == {
        "lorde_argos": 4,
        "wargosh": 4,
        "sidst": 4,
        "randall_dos_ventos": 4,
        "d_assassina": 5,
        "goggh": 0,
    }
    assert sum(plans.values()) == len(c.plans) == 21
    assert Counter(a.sheet for a in c.adversaries.values()) == {1: 2, 2: 2, 3: 2}


def test_every_physical_card_id_is_unique():
    c = content()
    ids = [*c.fortress_pool, *c.invader_pool, *(x for v in c.starting_copies.values() for x in v), *c.plans]
    assert len(ids) == len(set(ids)) == 60 + 24 + 35 + 21


def test_rulebook_names_are_spelled_as_printed():
    c = content()
    names = {x.name.pt for x in [*c.cards.values(), *c.invaders.values()]}
    for printed in (
        "Vespa Fúngica",
        "Hydra",
        "Culto do Fogo",
        "Orc Saqueador",
        "Forja das Almas",
        "Barba de Pedra",
        "Batedor",
        "Grifo",
        "Donzela das Professias",
        "Trovejante",
        "Cristal de Alma",
        "Raiz",
        "Sacrifício",
        "Goblin Corta-Garganta",
        "Zumbi",
        "Escravo",
    ):
        assert printed in names
    assert "Caçadora de Homens" not in names  # the name of an effect, not of a card
    manticora = c.cards["manticora"].effect
    assert manticora.name.pt == "Caçadora de Homens" and manticora.cost == (0, 0, 1, 0)
    assert c.cards["forja_das_almas"].effect.cost == (1, 0, 0, 1)  # 1 any + 1 Cristal de Alma
    adv_names = {a.name.pt for a in c.adversaries.values()}
    assert adv_names == {"Lorde Argos", "Wargosh", "Sidst", "Randall dos Ventos", '"D" Assassina', "Goggh"}


def test_hm_life_01_trovejante_life_bar_and_example_invader_damage():
    c = content()
    assert c.invaders["trovejante"].life == (5, 6, 2, 1)
    assert c.invaders["barba_de_pedra"].damage == 2
    assert [c.invaders[i].damage for i in ("batedor", "grifo", "donzela_das_professias")] == [1, 1, 1]


def test_hm_set_07_10_12_wargosh_and_kryssa_match_the_rulebook():
    c = content()
    w, k = c.generals["wargosh"], c.generals["kryssa_ruiva"]
    assert Counter(base_id(x) for x in w.deck) == {"raiz": 2, "cristal_de_alma": 1, "sacrificio": 1}
    assert Counter(base_id(x) for x in k.deck) == {
        "sacrificio": 1,
        "raiz": 1,
        "cristal_de_alma": 1,
        "escravo": 1,
    }
    assert w.reserve == (0, 2, 0) and k.reserve == (2, 0, 2)
    assert w.ability.hook == "wargosh" and w.ability.cost == (0, 1, 0, 0)
    assert k.ability.hook == "kryssa" and k.ability.cost == (0, 0, 0, 2)
    assert w.race == "peles_verdes" and k.race == "draconianos"


def test_hm_set_20_the_six_starting_decks_partition_the_35_starting_cards():
    c = content()
    all_decks = [x for g in c.generals.values() for x in g.deck]
    assert sorted(all_decks) == sorted(x for v in c.starting_copies.values() for x in v)


def test_every_adversary_has_victory_and_defeat_text_and_a_way_to_win():
    for a in content().adversaries.values():
        assert a.victory.en and a.victory.pt and a.defeat.en and a.defeat.pt and a.rules.en
        assert a.plans or a.victory_kills > 0
        assert a.power_per_round >= 1
    assert [a.id for a in content().adversaries.values() if a.suggested] == ["randall_dos_ventos"]


def test_every_entry_is_marked_with_its_source():
    c = content()
    for rec in [
        *c.cards.values(),
        *c.invaders.values(),
        *c.generals.values(),
        *c.adversaries.values(),
        *c.plans.values(),
    ]:
        assert rec.source in ("rulebook", "authored")


def _broken(tmp_path: Path, file: str, old: str, new: str) -> Path:
    for f in DATA.glob("*.toml"):
        shutil.copy(f, tmp_path / f.name)
    target = tmp_path / file
    text = target.read_text(encoding="utf-8")
    assert old in text
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    return tmp_path


def test_bad_content_raises_naming_file_entry_and_field(tmp_path):
    d = _broken(tmp_path, "invaders.toml", "life = [2, 3]", 'life = "lots"')
    with pytest.raises(ContentError, match=r"invaders\.toml.*barba_de_pedra.*life"):
        load_content(d)


def test_unknown_effect_keyword_is_refused(tmp_path):
    d = _broken(tmp_path, "cards.toml", "gives = { damage = 2 } }", "gives = { lasers = 2 } }")
    with pytest.raises(ContentError, match=r"cards\.toml.*goblin_corta_garganta.*lasers"):
        load_content(d)


def test_overlapping_starting_decks_are_refused(tmp_path):
    d = _broken(
        tmp_path,
        "generals.toml",
        "deck = { raiz = 2, cristal_de_alma = 1",
        "deck = { raiz = 7, cristal_de_alma = 1",
    )
    with pytest.raises(ContentError, match=r"generals\.toml.*deck"):
        load_content(d)


def test_a_power_table_that_could_stall_the_game_is_refused(tmp_path):
    d = _broken(
        tmp_path, "adversaries.toml", "power_by_players = [1, 2, 3, 4]", "power_by_players = [1, 0, 3, 4]"
    )
    with pytest.raises(ContentError, match=r"adversaries\.toml.*power_by_players"):
        load_content(d)


def test_every_balance_change_is_explained_in_a_note():
    """Tuned Adversaries carry a ``note`` saying what changed and why (see game/fortress/balance.py)."""
    from game.core.content import read_toml
    from game.fortress.content import DATA

    raw = read_toml(DATA / "adversaries.toml")
    for adv in raw["adversary"]:
        if "power_by_players" in adv or "plan_levels_by_players" in adv:
            assert "Balance" in adv.get("note", ""), adv["id"]

"""Zerywia's authored decks (issue 9): the four basic Exploration decks at their printed sizes
(L347) with each terrain's character (L529-L535), and the Path of the Chosen One's Enemy and Breed
decks built by the single/double value rule (L404, ZW-SCEN-05). Every card is loaded through the
content loader, so every one of them validates."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from game.core.content import ContentError
from game.zerywia import content as zc
from game.zerywia.content_models import EnemyM, ExplorationM
from game.zerywia.decks import PATH_BREEDS, path_enemy_decks

SIZES = {"wilderness": 21, "mountain": 23, "ruin": 25, "settlement": 24}  # L347
# The mix each deck aims at (the brief's shares of its size), within a couple of cards.
SHARES = {"challenge": 0.35, "test": 0.30, "enemy": 0.10, "choice": 0.15, "always": 0.10}


@pytest.fixture(scope="module")
def c() -> zc.Content:
    return zc.load()  # the loader, not the cache: every card of every file validates here


def _kind(card: ExplorationM) -> str:
    if card.challenge is not None:
        return "challenge"
    if card.test is not None:
        return "test"
    if card.enemy:
        return "enemy"
    return "choice" if card.choice else "always"


def _deck(c: zc.Content, terrain: str) -> list[ExplorationM]:
    return [c.exploration[i] for i in c.deck(terrain)]


def _effects(card: ExplorationM):
    yield card.always
    yield card.success
    yield card.failure
    for side in card.choice:
        yield side.success
        yield side.failure


# --- L347: the basic decks ---------------------------------------------------------------------
def test_l347_zw_scen_05_basic_exploration_decks_have_their_printed_sizes(c):
    assert {t: len(c.deck(t)) for t in SIZES} == SIZES
    assert sum(x.set in zc.BASIC_SETS for x in c.exploration.values()) == 93


def test_amb_30_zerywian_tales_cards_are_part_of_every_basic_deck(c):
    """L347: the basic decks are the unmarked cards and those with the map symbol (Zerywian Tales)."""
    for terrain in SIZES:
        tales = [x for x in _deck(c, terrain) if x.set == "zerywian_tales"]
        assert 1 <= len(tales) <= 3, terrain


def test_every_exploration_card_is_authored_and_does_at_most_one_check(c):
    for card in c.exploration.values():
        assert card.source == "authored" and not card.authored
        assert card.checks() <= 1, card.id
        if not card.checks():  # a shrine, a rest, a vision: something always happens
            assert card.always != type(card.always)(), card.id


# --- L529-L535: each terrain's character ------------------------------------------------------
@pytest.mark.parametrize("terrain", list(SIZES))
def test_l347_each_deck_has_the_mix_of_checks(c, terrain):
    kinds = Counter(_kind(x) for x in _deck(c, terrain))
    for kind, share in SHARES.items():
        assert abs(kinds[kind] - share * SIZES[terrain]) <= 2, (terrain, kind, kinds[kind])


@pytest.mark.parametrize(
    ("terrain", "attr"), [("wilderness", "instinct"), ("mountain", "vigor"), ("ruin", "will")]
)
def test_l532_l534_each_wild_terrain_leans_on_its_attribute(c, terrain, attr):
    """Wilderness: Instinct (L532); Mountains: Vigor (L533); Ruins: Will against the spirits (L534)."""
    asked = Counter()
    for card in _deck(c, terrain):
        asked.update(card.test.attrs if card.test else [])
        asked.update(card.challenge.difficulty if card.challenge else [])
    assert asked.most_common(1)[0][0] == attr
    assert asked[attr] > sum(asked.values()) / 2


def test_l529_l535_ruins_carry_the_murk_and_settlements_the_threat(c):
    """Ruins overflow with Murk (L534); Settlements are safer but see bandits and the Cult (L535)."""
    murk = {t: sum(x.murk_icon for x in _deck(c, t)) for t in SIZES}
    threat = {t: sum(x.threat_icon for x in _deck(c, t)) for t in SIZES}
    assert max(murk, key=murk.__getitem__) == "ruin" and max(threat, key=threat.__getitem__) == "settlement"
    for icons in (murk, threat):  # about 15% of the 93 cards each (ZW-ACT-07)
        assert 10 <= sum(icons.values()) <= 18
    basic = [x for t in SIZES for x in _deck(c, t)]
    taints = Counter(x.terrain for x in basic for e in _effects(x) if e.taint)
    assert max(taints, key=taints.__getitem__) == "ruin"
    rests = Counter(x.terrain for x in basic for e in _effects(x) if e.restore)
    assert max(rests, key=rests.__getitem__) == "settlement"


def test_l515_printed_challenges_have_two_or_three_symbols_and_one_point_nix_effects(c):
    """Like the Chort (L854-L858): Difficulty symbols, a Hit effect and a Murk effect of one point."""
    printed = [x.challenge for x in c.exploration.values() if x.challenge is not None]
    printed += [s.challenge for x in c.exploration.values() for s in x.choice if s.challenge is not None]
    assert len(printed) >= 32
    for ch in printed:
        assert 2 <= len(ch.difficulty) <= 3 and len(ch.hit) == 1 and len(ch.murk) == 1


def test_zw_act_08_l517_every_choice_side_has_its_own_check_and_path(c):
    grids = [x for x in c.exploration.values() if x.choice]
    assert sum(x.set in zc.BASIC_SETS for x in grids) == 15
    for card in grids:
        assert len(card.choice) == 2
        for side in card.choice:
            assert (side.challenge is not None) + (side.test is not None) + side.enemy == 1, card.id
            assert side.success.path is not None, card.id
        assert card.choice[0].success.path != card.choice[1].success.path, card.id


def test_rewards_are_modest_and_failures_cost_one_or_two_points_or_a_taint(c):
    offering_cards = 0
    for card in c.exploration.values():
        offering_cards += card.set in zc.BASIC_SETS and any(e.offerings for e in _effects(card))
        for e in (card.always, card.success, *(s.success for s in card.choice)):
            assert e.trophies <= (3 if card.choice else 2), card.id
            assert e.offerings <= 1, card.id
        for e in (card.failure, *(s.failure for s in card.choice)):
            assert e.trophies == e.offerings == 0 and not e.restore, card.id
            assert len(e.lose) <= 2 and e.taint <= 1 and (e.lose or e.taint or card.failure is e), card.id
    assert 3 <= offering_cards <= 8  # Offerings are rare in the basic decks (the pool holds 12, L971)


def test_trophies_for_three_come_only_from_the_hard_side_of_a_choice(c):
    for card in c.exploration.values():
        for side in card.choice:
            if side.success.trophies == 3:
                hard = side.challenge is not None or (side.test is not None and side.test.level != "easy")
                assert hard, card.id


# --- Both languages -----------------------------------------------------------------------------
def _texts(c: zc.Content):
    for card in c.exploration.values():
        yield card.id, "name", card.name
        yield card.id, "text", card.text
        for side in card.choice:
            yield card.id, "label", side.label
    for enemy in c.enemies.values():
        yield enemy.id, "name", enemy.name


def test_every_card_has_its_name_and_text_in_both_languages(c):
    for ident, what, text in _texts(c):
        assert text.en.strip() and text.pt.strip(), (ident, what)
        assert text.en == text.en.strip() and text.pt == text.pt.strip(), (ident, what)


def test_descriptive_texts_are_translated_not_copied(c):
    """Names may keep their form (Chort, Bies, Avalanche); a card's text and a choice's label must
    read in each language."""
    for ident, what, text in _texts(c):
        if what != "name":
            assert text.en != text.pt, (ident, what)


def test_card_texts_carry_no_internal_words(c):
    for ident, what, text in _texts(c):
        for s in (text.en, text.pt):
            assert not re.search(r"[a-z]_[a-z]|[{}<>]|\bTODO\b", s), (ident, what, s)
    for card in c.exploration.values():
        if card.enemy:  # the card says what the player does
            assert "Enemy" in card.text.en and "Inimigo" in card.text.pt, card.id


# --- L404: the Path's Enemy and Breed decks ----------------------------------------------------
def test_l404_zw_scen_05_path_enemy_deck_has_18_and_breed_deck_12(c):
    enemy, breed = path_enemy_decks(c.enemies)
    assert (len(enemy), len(breed)) == (18, 12)
    assert not set(enemy) & set(breed)
    assert {c.enemies[i].breed for i in enemy + breed} == set(PATH_BREEDS)
    doubles = [i for i in enemy if c.enemies[i].value == 2]
    assert sorted(c.enemies[i].breed for i in doubles) == sorted(PATH_BREEDS)  # one per breed
    assert all(c.enemies[i].value == 2 for i in breed)
    assert "upir_thrall" in enemy  # the first listed Upir double goes to the Enemy deck


def test_l404_split_takes_every_single_and_the_first_double_per_breed_in_file_order():
    def card(ident: str, breed: str, value: int) -> EnemyM:
        return EnemyM(id=ident, name={"en": ident, "pt": ident}, breed=breed, difficulty=["vigor"],
                      value=value, source="authored")

    cards = [card("a2", "fiends", 2), card("b1", "upirs", 1), card("a1", "fiends", 1),
             card("c2", "fiends", 2), card("d2", "upirs", 2), card("e2", "upirs", 2),
             card("x1", "vilas", 1), card("y2", "vilas", 2)]
    assert path_enemy_decks(cards) == (["a2", "b1", "a1", "d2"], ["c2", "e2"])
    assert path_enemy_decks({x.id: x for x in cards}, ["vilas"]) == (["x1", "y2"], [])


def test_l404_every_path_breed_has_singles_and_doubles(c):
    by_breed = Counter((x.breed, x.value) for x in c.enemies.values())
    for breed in PATH_BREEDS:
        assert by_breed[(breed, 1)] >= 1 and by_breed[(breed, 2)] >= 2, breed
    assert sum(by_breed[(b, 1)] for b in PATH_BREEDS) == 13
    assert sum(by_breed[(b, 2)] for b in PATH_BREEDS) == 17


def test_zw_chal_05_enemy_cards_are_tougher_when_double_and_pay_trophies_by_value(c):
    """Singles: 1-3 Difficulty symbols and 1 Trophy; doubles: 2-4 symbols and 2 Trophies (AMB-61:
    value and Trophies are separate fields that happen to agree here). Nix costs are 1-2 points.
    The three first cards are the engine's own test cards (the Upir Thrall, a double, has one
    symbol so Strengthen and Defile stay easy to count) and are left as they are."""
    for e in list(c.enemies.values())[3:]:
        low, high = (1, 3) if e.value == 1 else (2, 4)
        assert low <= len(e.difficulty) <= high, e.id
        assert e.trophies == e.value, e.id
        assert 1 <= len(e.hit) <= 2 and 1 <= len(e.murk) <= 2, e.id
    box = c.base("enemies")  # the box's 75 (the packs add only their heroes' Defiled versions)
    named = sum(1 for e in box.values() if e.ambush or e.aura or e.bane)
    assert 0.45 <= named / len(box) <= 0.75  # about half to two thirds carry a named ability


def test_the_three_first_enemies_are_kept(c):
    assert list(c.enemies)[:3] == ["chort", "drowned_wretch", "upir_thrall"]
    chort = c.enemies["chort"]
    assert chort.difficulty == ["vigor", "will"] and chort.advantage == "wilderness" and chort.value == 1


# --- The loader refuses a broken card ---------------------------------------------------------
def test_a_card_with_two_checks_is_refused_by_name(tmp_path):
    for name in ("dice", "enemies", "sagas", "exploration"):
        (tmp_path / f"{name}.toml").write_text((zc.DATA / f"{name}.toml").read_text())
    text = (zc.DATA / "exploration.toml").read_text()
    broken = text.replace(
        'test = { attrs = ["instinct"], level = "easy" }\nsuccess = { trophies = 1 }\nfailure = { lose = ["vigor"] }',
        'test = { attrs = ["instinct"], level = "easy" }\nenemy = true\nsuccess = { trophies = 1 }\nfailure = { lose = ["vigor"] }',
        1,
    )
    assert broken != text
    (tmp_path / "exploration.toml").write_text(broken)
    with pytest.raises(ContentError, match=r"exploration.toml: \[\[card\]\] id 'w_hunters_trail': one check at most"):
        zc.load(tmp_path)

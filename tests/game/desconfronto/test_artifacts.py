"""Legendary Weapons and Personal Artifacts (DC-HERO-GEN-01, DC-HUNT-10, L227-228, L519-934;
inventory §3 #15/#16): printed names, one of each per hero, once per combat, never traded."""

from __future__ import annotations

import pytest

from game.core.actions import IllegalAction
from game.desconfronto import GAME, items
from game.desconfronto.actions import SwapItem, UseItem
from game.desconfronto.combats import start_combat
from game.desconfronto.content import HEROES
from game.desconfronto.items import ARTIFACT_PRICE, ITEMS, artifacts_of

from .helpers import session

FOES = ["void_spider", "blood_reaver"]  # Vigor 10, no shields, no immunity to what is tested

PRINTED = {  # (hero, kind): (English, Portuguese) as printed (L519-934, inventory §2)
    ("artan", "weapon"): ("Moonlit Scalate", "Luar Escalate"),
    ("artan", "artifact"): ("Lily & Íris", "Lily & Íris"),
    ("fildon", "weapon"): ("Allegro", "Allegro"),
    ("fildon", "artifact"): ("Adagio", "Adagio"),
    ("gelien", "weapon"): ("Gaia", "Gaia"),
    ("gelien", "artifact"): ("Marzak's Brooch", "Broche de Marzak"),
    ("kandra", "weapon"): ("Dawn Blade", "Lâmina da Manhã"),
    ("kandra", "artifact"): ("Saori", "Saori"),
    ("marzak", "weapon"): ("Lunar Scythe", "Foice Lunar"),
    ("marzak", "artifact"): ("Remorse", "Remorsos"),
    ("pharanor", "weapon"): ("Tome of Soul", "Tomo D'Alma"),
    ("pharanor", "artifact"): ("Ring of Lament", "Anel do Lamento"),
    ("tainara", "weapon"): ("Yeoui", "Yeoui"),
    ("tainara", "artifact"): ("Promises", "Promessas"),
    ("tesser", "weapon"): ("Dawn", "Alvorada"),
    ("tesser", "artifact"): ("Scroll of Üiala", "Pergaminho de Üiala"),
}


def test_dc_hero_gen_01_one_weapon_and_one_artifact_per_hero_with_printed_names():
    """DC-HERO-GEN-01: every hero has 1 Legendary Weapon and 1 Personal Artifact; names as printed."""
    for hero in HEROES:
        weapon, artifact = artifacts_of(hero)
        for kind, iid in (("weapon", weapon), ("artifact", artifact)):
            d = ITEMS[iid]
            assert (d.kind, d.hero) == (kind, hero)
            assert (d.name.en, d.name.pt) == PRINTED[hero, kind]
            assert d.text.en and d.text.pt
    assert len({i for h in HEROES for i in artifacts_of(h)}) == 16


def test_dc_hunt_10_artifact_prices_weapon_2_personal_1():
    """DC-HUNT-10 (L227): Legendary Weapons cost 2 fragments, Personal Items 1."""
    assert ARTIFACT_PRICE == {"weapon": 2, "artifact": 1}
    for hero in HEROES:
        weapon, artifact = artifacts_of(hero)
        assert (items.price(weapon), items.price(artifact)) == (2, 1)


def _vigor(s, seat):
    return s.state.heroes[seat].vigor


# (item, target, forced dice, check); the hero is the item's owner in seat 0, Tesser in seat 1 when the
# item needs an ally; every hero starts at 3 Vigor and the first foe at 10.
CASES = [
    ("moonlit_scalate", "c0", ["hit1"] * 3, lambda s: s.state.creatures[0].vigor == 7 and _vigor(s, 0) == 4),
    (
        "lily_and_iris",
        "h0",
        [],
        lambda s: _vigor(s, 0) == 5 and s.state.heroes[0].cond.get("purification") == 1,
    ),
    ("allegro", "c0", ["hit1"] * 2, lambda s: s.state.creatures[0].vigor == 8 and s.state.actions_left == 3),
    ("adagio", "", [], lambda s: _vigor(s, 0) == 4 and len(s.state.heroes[0].hand) == s.hand0 + 1),
    ("gaia", "c0", ["hit1"] * 4, lambda s: s.state.creatures[0].vigor <= 8),
    (
        "marzaks_brooch",
        "c0",
        [],
        lambda s: (
            s.state.creatures[0].cond.get("poison", 0) >= 1 and s.state.heroes[0].res["marks"]["c0"] == 1
        ),
    ),
    ("dawn_blade", "c0", ["hit1"] * 3, lambda s: s.state.creatures[0].vigor == 6),
    ("saori", "", [], lambda s: _vigor(s, 0) == 5 and s.state.actions_left == 3),
    ("lunar_scythe", "c0", ["hit1"] * 2, lambda s: s.state.creatures[0].cond.get("bleeding") == 1),
    ("remorse", "h0", [], lambda s: _vigor(s, 0) == 6),
    (
        "tome_of_soul",
        "c0",
        [],
        lambda s: s.state.creatures[0].vigor == 8 and len(s.state.heroes[0].hand) == s.hand0 + 1,
    ),
    # Ice then Thunder: their combo strikes at once (1 wound, the Ice spent), the Thunder charge stays
    ("ring_of_lament", "c0", [], lambda s: s.state.creatures[0].vigor == 9 and s.state.creatures[0].thunder),
    ("yeoui", "c0", ["hit1"] * 3, lambda s: s.state.creatures[0].vigor == 7),
    ("promises", "h1", [], lambda s: _vigor(s, 1) == 5 and _vigor(s, 0) == 4),
    ("dawn", "", [], lambda s: [c.vigor for c in s.state.creatures] == [9, 9]),
    ("scroll_of_uiala", "", [], lambda s: _vigor(s, 0) == 5),
]


def test_every_artifact_has_a_case():
    assert sorted(c[0] for c in CASES) == sorted(i for h in HEROES for i in artifacts_of(h))


def _combat(item):
    hero = ITEMS[item].hero
    table = [hero] if ITEMS[item].target != "ally" else [hero, "tesser"]
    s = session(table, FOES, seed=3, items={hero: [item]})
    for h in s.state.heroes:
        h.vigor = 3
    s.state.actions_left = 3  # as after an extra action: the Creature Phase stays away
    return s


@pytest.mark.parametrize(("item", "target", "dice", "check"), CASES, ids=[c[0] for c in CASES])
def test_dc_hero_gen_01_each_weapon_and_artifact_used_once_in_a_combat(item, target, dice, check):
    """DC-HERO-GEN-01: swapped in and used at once (L329), its effect lands; once per combat, kept."""
    s = _combat(item)
    s.hand0 = len(s.state.heroes[0].hand)
    s.state.forced = list(dice)
    assert SwapItem(0, item, True, target) in GAME.legal_actions(s.state)
    s.apply(SwapItem(0, item, True, target))
    assert check(s), item
    h = s.state.heroes[0]
    assert h.item == item and h.items_used == [item]  # not consumed: spent for this combat
    assert not any(isinstance(a, UseItem) for a in GAME.legal_actions(s.state))


def test_gaia_marks_then_attacks_with_advantage():
    """Gaia (authored): 1 Hunter's Mark, then 2 dice with advantage; the mark is spent on the wound."""
    s = _combat("gaia")
    s.state.forced = ["hit2", "corrupted", "hit1", "hit2"]  # each die rolled twice, the better kept
    s.apply(SwapItem(0, "gaia", True, "c0"))
    assert s.state.creatures[0].vigor == 5  # 2 + 2 from the dice, 1 from the mark cashed on the wound


def test_lunar_scythe_bleeds_deeper_in_wolf_form():
    """The Lunar Scythe's [Wolf] line: a second Bleeding in Wolf form."""
    s = _combat("lunar_scythe")
    s.state.heroes[0].res["marzak_form"] = "wolf"
    s.state.forced = ["hit1", "hit1"]
    s.apply(SwapItem(0, "lunar_scythe", True, "c0"))
    assert s.state.creatures[0].cond.get("bleeding") == 2


def test_weapon_works_again_in_the_next_combat():
    """Equipment-like: spent for the combat, ready again when the next one starts."""
    s = _combat("dawn_blade")
    s.state.forced = ["hit1"] * 3
    s.apply(SwapItem(0, "dawn_blade", True, "c0"))
    s.state.phase = "over"
    start_combat(s.state, ["void_spider"], spoils=3)
    s.state.forced = ["hit1"] * 3
    assert UseItem(0, "c0") in GAME.legal_actions(s.state)
    s.apply(UseItem(0, "c0"))
    assert s.state.creatures[0].vigor == 6


def test_dc_hunt_10_artifacts_cannot_be_transferred():
    """DC-HUNT-10 (L228): artifacts cannot be transferred between players, even outside combat."""
    s = session(["kandra", "tesser"], FOES, seed=2, items={"kandra": ["dawn_blade", "saori"]})
    s.state.phase = "over"
    for iid in ("dawn_blade", "saori"):
        with pytest.raises(IllegalAction) as err:
            items.trade(s.state, 0, 1, iid)
        assert err.value.key == "dc_items.refusal.not_transferable"
    assert s.state.heroes[0].bag == ["dawn_blade", "saori"] and s.state.heroes[1].bag == []


def test_dc_hunt_07_give_puts_an_artifact_with_its_own_hero_once():
    """DC-HUNT-07 [PROPOSED]: the artifact goes to the hero it belongs to; each is one card."""
    s = session(["kandra", "tesser"], FOES, seed=2)
    events = items.give(s.state, 1, "dawn")
    assert s.state.heroes[1].bag == ["dawn"] and events[0].kind == "dc.item_gained"
    with pytest.raises(IllegalAction) as err:
        items.give(s.state, 1, "dawn")
    assert err.value.key == "dc_items.refusal.already_owned"
    with pytest.raises(IllegalAction) as err:
        items.give(s.state, 1, "dawn_blade")  # Kandra's
    assert err.value.key == "dc_items.refusal.not_theirs"
    assert s.state.heroes[1].bag == ["dawn"]


def test_dc_hunt_07_the_artifact_pile_holds_what_nobody_has_yet():
    """DC-HUNT-07: the random artifact comes from the heroes' item pile: the artifacts of the heroes in
    play not yet owned."""
    s = session(["kandra", "tesser"], FOES, seed=2, items={"kandra": ["saori"]})
    assert items.artifact_pile(s.state) == ["dawn", "dawn_blade", "scroll_of_uiala"]
    items.give(s.state, 1, "dawn")
    assert items.artifact_pile(s.state) == ["dawn_blade", "scroll_of_uiala"]

"""Rule-coverage scenarios for setup, levelling and hero data (DC-GEN-*, DC-LVL-*, DC-HERO-*)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from game.desconfronto import conditions, damage
from game.desconfronto.actions import BuyAbility, ClassAction, Finish, Pass, PlayCard, UseShield
from game.desconfronto.content import HEROES, card_def
from game.desconfronto.creatures import CREATURES
from game.desconfronto.items import starting_item
from game.desconfronto.legal import legal_actions
from game.desconfronto.levels import MAX_LEVEL
from game.desconfronto.recovery import stand_up

from .helpers import session, set_hand, stack_creature_deck

MISS = ["purified"] * 12
HERO_DATA = Path(__file__).resolve().parents[3] / "game" / "desconfronto" / "data" / "heroes"


def hero_toml(hero: str) -> dict:
    return tomllib.loads((HERO_DATA / f"{hero}.toml").read_text(encoding="utf-8"))["hero"]


def duo(**extra):
    s = session(["pharanor", "tesser"], ["bicudo", "froggo"], seed=5, **extra)
    set_hand(s.state, 1, ["tesser.heal_wounds#1", "tesser.holy_armour#1", "tesser.divine_aid#1"])
    return s


def test_dc_gen_04_creatures_come_from_their_tier_and_the_action_deck_is_shuffled():
    seen = set()
    for seed in range(6):
        st = session(["pharanor", "tesser", "artan", "kandra"], [], seed=seed, tiers=[1, 2, 3, 3]).state
        assert [CREATURES[c.creature].tier for c in st.creatures] == [1, 2, 3, 3]
        seen.add(tuple(st.cdeck.cards))
        seen.add(tuple(c.creature for c in st.creatures))
    assert len(seen) > 6  # different seeds draw different creatures and card orders


def test_dc_gen_06_08_09_10_11_each_player_takes_their_own_deck_of_actions_and_signatures():
    """Specialization and Elder cards are set aside: the draw deck holds action and Signature cards
    only; 5 are drawn; the hero starts at level 0."""
    st = session(["pharanor", "tesser", "artan", "gelien"], ["bicudo"], seed=2).state
    for h in st.heroes:
        cards = [*h.hand, *h.draw]
        assert sorted(cards) == sorted(HEROES[h.hero].deck())
        assert {card_def(c).kind for c in cards} <= {"action", "signature"}
        assert sum(card_def(c).is_signature for c in cards) == 4
        assert len(h.hand) == 5 and h.level == 0 and h.abilities == []


def test_dc_gen_07_only_the_head_garment_is_equipped():
    st = session(["pharanor", "tesser"], ["bicudo"], seed=2).state
    for h in st.heroes:
        assert h.item == starting_item(h.hero) == HEROES[h.hero].equipment[0].id and h.bag == []


def test_dc_gen_12_effects_resolve_left_to_right():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.flaming_hands#1"])
    st.forced = ["hit1", "hit1"]
    events = s.apply(PlayCard(0, "pharanor.flaming_hands#1", "c0"))
    kinds = [e.kind for e in events if e.kind in ("dc.attack", "dc.condition")]
    assert kinds == ["dc.attack", "dc.condition"] and st.creatures[0].cond["fire"] == 1


def test_dc_gen_14_dc_hero_pha_03_dc_hero_tes_04_max_vigor_from_the_playmat():
    st = duo().state
    assert [(h.vigor, h.max_vigor) for h in st.heroes] == [(6, 6), (8, 8)]
    assert hero_toml("pharanor")["vigor_source"] == hero_toml("tesser")["vigor_source"] == "rulebook"


def test_dc_hero_art_05_dc_hero_fil_07_dc_hero_gel_08_unstated_vigor_is_authored_and_marked():
    for hero, vigor in (("artan", 8), ("fildon", 7), ("gelien", 7)):
        assert HEROES[hero].max_vigor == vigor and hero_toml(hero)["vigor_source"] == "authored"
    assert HEROES["artan"].passive.hook  # his passive is the aura system, wired through a hook


def test_dc_hero_gen_04_every_hero_has_a_passive_on_the_playmat():
    for hero in HEROES.values():
        assert hero.passive.name.en and hero.passive.name.pt and hero.passive.text.en


def test_dc_hero_gen_02_a_cards_exhaustion_leaves_signatures_in_the_discard():
    st = duo().state
    h = st.heroes[0]
    h.discard.cards = h.draw.cards + h.hand
    h.draw.cards, h.hand = [], []
    damage.exhaust(st, 0, "cards")
    stand_up(st, 0)
    assert all(card_def(c).is_signature for c in h.discard) and len(h.discard.cards) == 4
    assert not any(card_def(c).is_signature for c in [*h.hand, *h.draw])


def test_dc_hero_gen_05_a_kept_active_card_is_replaced_by_another_of_its_kind():
    s = session(["tainara", "pharanor"], ["bicudo"], seed=2)
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["tainara.mantra_of_protection#1", "tainara.mantra_of_healing#1"])
    s.apply(PlayCard(0, "tainara.mantra_of_protection#1", ""))
    assert h.active == ["tainara.mantra_of_protection#1"] and not h.discard.cards
    s.apply(PlayCard(0, "tainara.mantra_of_healing#1", ""))
    assert h.active == ["tainara.mantra_of_healing#1"] and "tainara.mantra_of_protection#1" in h.discard


def test_dc_hero_art_01_two_auras_vengeance_and_redemption():
    s = session(["artan"], ["bicudo"], seed=2)
    auras = {
        a.name for a in legal_actions(s.state) if isinstance(a, ClassAction) and a.name.startswith("artan_")
    }
    assert auras == {"artan_red", "artan_ven"}


def test_dc_hero_fil_01_06_five_chord_kinds_one_token_per_target():
    from game.desconfronto.heroes.fildon import UPGRADE

    assert set(UPGRADE.values()) == {"R", "D", "RR", "DD", "RD"}
    s = session(["fildon", "tesser"], ["bicudo"], seed=13)
    st = s.state
    set_hand(st, 0, ["fildon.song_of_swiftness#1", "fildon.song_of_knowledge#1"])
    s.apply(PlayCard(0, "fildon.song_of_swiftness#1", ""))
    s.apply(ClassAction(0, "fildon_resonant", "c0"))
    assert ClassAction(0, "fildon_dissonant", "c0") not in legal_actions(st)  # distinct targets per card
    s.apply(ClassAction(0, "fildon_resonant", "h0"))  # he may chord himself
    assert st.heroes[0].res["chords"] == {"c0": "R", "h0": "R"}


def test_dc_hero_pha_01_02_arcane_memory_recalls_a_card_from_the_discard():
    """His passive is unstated: the authored Arcane Memory pulls a non-Signature card back (1 action)."""
    s = duo()
    st = s.state
    h = st.heroes[0]
    set_hand(st, 0, ["pharanor.speed#1"])
    h.draw.remove("pharanor.ice_blast#1")
    h.discard.put_top("pharanor.ice_blast#1")
    s.apply(ClassAction(0, "recall", "pharanor.ice_blast#1"))
    assert "pharanor.ice_blast#1" in h.hand and st.actions_left == 1


def test_dc_hero_pha_04_prismatic_cone_offers_fire_ice_poison_before_arcanist():
    s = duo()
    st = s.state
    set_hand(st, 0, ["pharanor.prismatic_cone#1"])
    s.apply(PlayCard(0, "pharanor.prismatic_cone#1", ""))  # the element is chosen per target (L827)
    offered = {a.name for a in legal_actions(st)}
    assert offered == {"pharanor_cone_fire", "pharanor_cone_ice", "pharanor_cone_poison"}


def test_dc_hero_tes_02_reflection_is_physical_so_the_attackers_shields_count():
    s = duo()
    st = s.state
    st.heroes[1].hand.remove("tesser.holy_armour#1")
    st.heroes[1].shields.append(["tesser.holy_armour#1", 3])
    st.active_hero, st.active_creature = 1, 1  # Froggo: 3 dice, 1 shield
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit1", "purified"]  # the Active Hero, normal: 3 damage
    s.apply(Pass(1))
    s.apply(UseShield(1, "tesser.holy_armour#1"))
    assert st.heroes[1].vigor == 8 and st.creatures[1].vigor == 4 - (3 - 1)


def test_dc_hero_tes_03_dc_cmb_30_stunned_tesser_still_shields_and_reflects():
    s = duo()
    st = s.state
    st.heroes[1].hand.remove("tesser.holy_armour#1")
    st.heroes[1].shields.append(["tesser.holy_armour#1", 3])
    st.active_hero = 1
    conditions.apply(st, "h1", "stunned")
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit2"]
    s.apply(Pass(1))
    assert st.pending == {"kind": "shields", "player": 1}  # shields are offered while Stunned
    s.apply(UseShield(1, "tesser.holy_armour#1"))
    assert st.heroes[1].vigor == 7 and st.creatures[0].vigor == 6 - 3


def test_dc_cmb_29_a_virtual_shield_comes_back_each_turn_of_its_owner():
    s = session(["pharanor", "tesser"], ["bicudo"], seed=3, abilities={"tesser": ["always_shield"]})
    st = s.state
    set_hand(st, 1, ["tesser.heal_wounds#1"])
    st.active_hero = 1
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit1", "purified"]
    s.apply(Pass(1))
    assert st.heroes[1].res["vshield"] == 0 and st.heroes[1].vigor == 8
    st.forced = list(MISS)
    s.apply(Pass(0))
    assert st.active_hero == 1 and st.heroes[1].res["vshield"] == 1


def win(s, spoils_card: str = "pharanor.ice_blast#1"):
    st = s.state
    set_hand(st, 0, [spoils_card])
    for c in st.creatures:
        c.vigor = 1
    for i in range(len(st.creatures)):
        if not st.creatures[i].defeated:
            s.apply(PlayCard(0, spoils_card, f"c{i}"))
            break


def test_dc_lvl_01_07_spoils_go_to_a_group_pool_that_buys_for_any_hero():
    s = session(["pharanor", "tesser"], ["bicudo"], seed=5, spoils=2)
    win(s)
    st = s.state
    assert st.phase == "spoils" and st.fragments == 2
    s.apply(BuyAbility(0, 0, 1))
    s.apply(BuyAbility(0, 1, 1))  # the pool is the group's: either hero spends it
    assert st.fragments == 0 and [h.level for h in st.heroes] == [1, 1]


def test_dc_lvl_06_max_level_six():
    s = session(["pharanor"], ["bicudo"], seed=5, spoils=20)
    st = s.state
    win(s)
    for tree in (1, 2):
        for _ in range(3):
            s.apply(BuyAbility(0, 0, tree))
    assert st.heroes[0].level == MAX_LEVEL == 6
    assert not [a for a in legal_actions(st) if isinstance(a, BuyAbility)]
    s.apply(Finish(0))


def test_dc_lvl_08_fildon_pays_the_ability_price_for_a_level_only():
    s = session(["fildon"], ["bicudo"], seed=13)
    st = s.state
    st.phase, st.fragments = "spoils", 1
    s.apply(BuyAbility(0, 0, 1))
    assert st.heroes[0].level == 1 and st.fragments == 0

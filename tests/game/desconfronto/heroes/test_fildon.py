"""Fildon, the Scribe Bard: deck, chords, Grand Finale and unique Signatures (DC-HERO-FIL-*)."""

from __future__ import annotations

from game.ai.fuzz import play_one
from game.desconfronto import GAME, conditions, damage
from game.desconfronto.actions import BuyAbility, ClassAction, Pass, PlayCard, React
from game.desconfronto.content import HEROES
from game.desconfronto.legal import legal_actions

from ..helpers import session, set_hand, stack_creature_deck

FILDON = {
    "song_of_swiftness": 1,
    "song_of_combat": 2,
    "song_of_ice": 1,
    "song_of_blood": 1,
    "song_of_thunder": 1,
    "defensive_song": 1,
    "song_of_knowledge": 1,
    "song_of_fire": 1,
    "fascinating_song": 3,
    "unsettling_song": 1,
    "revitalizing_song": 3,
    "dominate_target": 1,
    "weaken_intellect": 1,
    "bardic_inspiration": 1,
    "vicious_mockery": 1,
}


def duo(*cards: str, creatures=("bicudo",)):
    s = session(["fildon", "tesser"], list(creatures), seed=13)
    set_hand(s.state, 0, [f"fildon.{c}" for c in cards])
    set_hand(s.state, 1, ["tesser.heal_wounds#1", "tesser.holy_armour#1"])
    return s


def chords_offered(st) -> set[tuple[str, str]]:
    return {
        (a.name, a.target)
        for a in legal_actions(st)
        if isinstance(a, ClassAction) and a.name in ("fildon_resonant", "fildon_dissonant")
    }


def place(s, kind: str, ref: str) -> None:
    s.apply(ClassAction(0, f"fildon_{kind}", ref))


def test_dc_hero_fil_deck_lists_rulebook_counts():
    h = HEROES["fildon"]
    assert {c.id.split(".")[1]: c.copies for c in h.cards if c.origin == "deck"} == FILDON
    assert len(h.deck()) == 20 and sum(c.is_signature for c in h.cards if c.origin == "deck") == 4
    assert h.max_vigor == 7 and h.equipment[0].id == "kalahad_cap"


def test_dc_hero_fil_02_each_card_played_places_level_plus_two_free_chords():
    s = duo("song_of_swiftness#1", "song_of_knowledge#1")
    st = s.state
    assert not chords_offered(st)
    s.apply(PlayCard(0, "fildon.song_of_swiftness#1", ""))
    assert st.heroes[0].res["chord_left"] == 2 and st.actions_left == 1 + 3
    assert ("fildon_resonant", "c0") in chords_offered(st) and ("fildon_dissonant", "h1") in chords_offered(
        st
    )
    place(s, "resonant", "h1")
    assert st.actions_left == 4 and ("fildon_resonant", "h1") not in chords_offered(
        st
    )  # one per target per card
    place(s, "dissonant", "c0")
    assert not chords_offered(st) and st.heroes[0].res["chords"] == {"h1": "R", "c0": "D"}
    st.heroes[0].level = 1
    s.apply(PlayCard(0, "fildon.song_of_knowledge#1", ""))
    assert st.heroes[0].res["chord_left"] == 3


def test_dc_hero_fil_03_second_chord_upgrades_and_full_tokens_take_no_more():
    s = duo("song_of_swiftness#1", "unsettling_song#1", "song_of_knowledge#1")
    st = s.state
    s.apply(PlayCard(0, "fildon.song_of_swiftness#1", ""))
    place(s, "resonant", "h0")
    place(s, "dissonant", "h1")
    s.apply(PlayCard(0, "fildon.unsettling_song#1", ""))
    place(s, "resonant", "h0")
    place(s, "resonant", "h1")
    assert st.heroes[0].res["chords"] == {"h0": "RR", "h1": "RD"}
    s.apply(PlayCard(0, "fildon.song_of_knowledge#1", ""))
    offered = {t for _, t in chords_offered(st)}
    assert offered == {"c0"}  # AMB-51: a Double or Mixed token takes no further chord


def test_dc_hero_fil_02_the_last_card_still_places_its_chords_before_the_creature_phase():
    s = duo("song_of_knowledge#1", "defensive_song#1")
    st = s.state
    s.apply(PlayCard(0, "fildon.song_of_knowledge#1", ""))
    place(s, "resonant", "h0")
    place(s, "resonant", "h1")
    s.apply(PlayCard(0, "fildon.defensive_song#1", "h1"))
    assert st.phase == "hero" and st.actions_left == 0 and chords_offered(st)
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit1", "hit1"]
    place(s, "dissonant", "c0")
    assert st.phase == "hero"
    place(s, "resonant", "h0")
    assert st.cdiscard.cards == ["ambush"]  # the Creature Phase ran once both chords were placed


def test_dc_hero_fil_04_grand_finale_requiem_cleanses_stuns_and_drops_shields():
    s = duo("song_of_swiftness#1", creatures=("mud_golemite", "bicudo"))
    st = s.state
    st.heroes[0].res["chords"] = {"h1": "RR", "c0": "RD", "c1": "DD"}
    conditions.apply(st, "h1", "fire", 2)
    names = {(a.name, a.target) for a in legal_actions(st) if isinstance(a, ClassAction)}
    assert {
        ("fildon_cleanse_fire", "h1"),
        ("fildon_sonata_res", "h1"),
        ("fildon_requiem_mix", "c0"),
        ("fildon_sonata_mix", "c0"),
        ("fildon_stun", "c1"),
    } <= names
    s.apply(ClassAction(0, "fildon_cleanse_fire", "h1"))
    s.apply(ClassAction(0, "fildon_requiem_mix", "c0"))
    s.apply(ClassAction(0, "fildon_stun", "c1"))
    assert "fire" not in st.heroes[1].cond and st.creatures[0].shields_off == 1
    assert st.creatures[1].cond.get("stunned") == 1
    assert st.heroes[0].res["chords"] == {} and st.actions_left == 2  # spent tokens are removed; free


def test_dc_hero_fil_04_sonata_arms_the_holders_next_attack():
    s = duo("song_of_fire#1", "song_of_ice#1")
    st = s.state
    st.heroes[0].res["chords"] = {"h0": "RR"}
    s.apply(ClassAction(0, "fildon_sonata_res", "h0"))
    st.forced = ["corrupted", "hit1"]  # 1 + the Failure turned into a Sword
    s.apply(PlayCard(0, "fildon.song_of_fire#1", "c0"))
    assert st.creatures[0].vigor == 6 - 2


def test_dc_hero_fil_05_keeps_abilities_but_loses_a_level_when_exhausted():
    s = duo("song_of_fire#1")
    st = s.state
    h = st.heroes[0]
    h.level, h.abilities = 2, ["fildon.sonata_resonant", "fildon.requiem_resonant"]
    damage.exhaust(st, 0, "wounds")
    assert h.level == 1 and h.abilities == ["fildon.sonata_resonant", "fildon.requiem_resonant"]


def test_dc_hero_fil_weaken_intellect_lowers_the_block_dice():
    """AMB-04: purified -> hit2, hit1 -> corrupted: Ambush's Lowest Vigor + advantage become Active Hero, poison."""
    s = duo("weaken_intellect#1", "song_of_knowledge#1")
    st = s.state
    s.apply(PlayCard(0, "fildon.weaken_intellect#1", ""))
    place(s, "resonant", "h0")
    place(s, "resonant", "h1")
    stack_creature_deck(st, "ambush")
    st.forced = ["purified", "hit2", "hit1", "hit1"]
    s.apply(Pass(0))
    assert st.last_blocks == ["hit2", "hit1"] and st.heroes[0].cond.get("poison") == 3


def test_dc_hero_fil_bardic_inspiration_heals_and_advantages_the_party():
    s = duo("bardic_inspiration#1", "song_of_fire#1")
    st = s.state
    st.heroes[0].vigor, st.heroes[1].vigor = 3, 4
    s.apply(PlayCard(0, "fildon.bardic_inspiration#1", ""))
    assert st.heroes[0].vigor == 5 and st.heroes[1].vigor == 6
    place(s, "resonant", "h0")
    place(s, "resonant", "h1")
    st.forced = ["corrupted", "hit2", "hit1", "corrupted"]  # advantage keeps hit2 and hit1
    s.apply(PlayCard(0, "fildon.song_of_fire#1", "c0"))
    assert st.creatures[0].vigor == 6 - 3 and st.heroes[0].vigor == 6  # hit: +1 heal


def test_dc_hero_fil_vicious_mockery_wounds_and_punishes_a_miss():
    s = duo("vicious_mockery#1", "song_of_knowledge#1")
    st = s.state
    s.apply(PlayCard(0, "fildon.vicious_mockery#1", ""))
    assert st.creatures[0].vigor == 4
    place(s, "dissonant", "c0")
    place(s, "resonant", "h1")
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "purified", "hit1", "purified", "hit2"]  # disadvantage: both dice fail
    s.apply(Pass(0))
    assert st.heroes[0].vigor == 7 and st.creatures[0].vigor == 4 - 2


def test_dc_hero_fil_dominate_target_turns_the_attack_on_its_attacker():
    s = session(["tesser", "fildon"], ["bicudo"], seed=13)
    st = s.state
    set_hand(st, 0, ["tesser.heal_wounds#1"])
    set_hand(st, 1, ["fildon.dominate_target#1", "fildon.song_of_fire#1"])
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit2", "hit1"]
    s.apply(Pass(0))
    assert st.pending["player"] == 1
    s.apply(React(1, "fildon.dominate_target#1"))
    assert st.pending["kind"] == "class"  # the reaction asks for the new target
    assert ClassAction(1, "fildon_dominate", "h0") not in GAME.legal_actions(st)  # not the attacked one
    s.apply(ClassAction(1, "fildon_dominate", "c0"))
    assert st.heroes[0].vigor == 8 and st.creatures[0].vigor == 6 - 3


def test_dc_hero_fil_random_skirmishes_solo_and_party_keep_invariants():
    for seed in range(25):
        for setup in (
            {"players": 1, "heroes": ["fildon"]},
            {"players": 4, "heroes": ["fildon", "gelien", "artan", "tesser"]},
        ):
            steps, failure = play_one(GAME, setup, seed)
            assert failure is None, str(failure)


def test_dc_hero_fil_05_amb_32_fragments_buy_levels_that_widen_the_chord():
    s = duo("song_of_knowledge#1")
    st = s.state
    st.phase, st.fragments = "spoils", 3
    s.apply(BuyAbility(0, 0, 2))
    s.apply(BuyAbility(0, 0, 2))
    assert st.heroes[0].level == 2 and st.fragments == 0
    # he already held both abilities (DC-HERO-FIL-05): the purchase only records the level (AMB-32)
    assert st.heroes[0].abilities == ["fildon.requiem_resonant", "fildon.requiem_mixed"]

"""Elder cards (DC-ELD-01..05, L356-358; inventory §3 #18): one per hero, granted into the deck, played
into the Shield area (shields until consumed, attack and passive for one turn), then a Signature card."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.content import read_toml
from game.desconfronto import GAME, elders
from game.desconfronto.actions import Pass, PlayCard, Sacrifice, TakeHit, UseShield
from game.desconfronto.content import DATA, HEROES, card_def
from game.desconfronto.defence import defend, undefend
from game.desconfronto.recovery import stand_up

from .helpers import session, set_hand, stack_creature_deck

AMBUSH_NORMAL = ["hit1", "hit2"]  # ambush: block 1 -> the Active Hero, block 2 -> a normal attack
FOES = ["void_spider", "blood_reaver"]  # Vigor 10, no shields

# hero: (shields, "attack"|"magic", amount, passive) as authored in data/elders/<hero>.toml
ELDERS = {
    "artan": (2, "attack", 2, "guard"),
    "fildon": (1, "magic", 1, "guard"),
    "gelien": (1, "attack", 2, "focus"),
    "kandra": (1, "attack", 3, "might"),
    "marzak": (2, "attack", 2, "focus"),
    "pharanor": (1, "magic", 2, "arcana"),
    "tainara": (2, "attack", 2, "might"),
    "tesser": (3, "magic", 1, "guard"),
}


def elder_of(hero):
    (card,) = elders.elder_cards(hero)
    return card


def granted(hero, foes=FOES, seed=5, others=()):
    s = session([hero, *others], foes, seed=seed)
    elders.grant_elder(s.state, 0)
    return s


def test_dc_eld_01_one_elder_per_hero_authored_in_both_languages_outside_the_starting_deck():
    """DC-ELD-01 (L357), DC-HERO-GEN-01: every hero has 1 Elder, a Signature card not dealt at the start."""
    for hero, h in HEROES.items():
        card = elder_of(hero)
        d = card_def(card)
        assert d.origin == "elder" and d.is_signature and d.copies == 1
        assert card not in h.deck()
        assert d.name.en and d.name.pt and d.text.en and d.text.pt
        raw = read_toml(DATA / "elders" / f"{hero}.toml")["card"][0]
        assert raw["source"] == "authored" and len(raw["note"]) > 40
        assert d.shield_value == ELDERS[hero][0]
    assert len({card_def(elder_of(h)).name.en for h in HEROES}) == 8  # eight different spirits


def test_dc_eld_01_grant_shuffles_the_elder_into_the_draw_deck_once():
    """DC-ELD-01: the Elder goes into the deck; card conservation holds (it is counted once)."""
    s = session(["pharanor", "tesser"], FOES, seed=5)
    before = Counter(GAME.card_ids(s.state))
    events = elders.grant_elder(s.state, 1)
    card = elder_of("tesser")
    assert card in s.state.heroes[1].draw
    assert [e.kind for e in events] == ["dc.elder_granted"] and events[0].data["card"] == card
    assert Counter(GAME.card_ids(s.state)) == before  # from the box into the deck: conserved
    assert s.state.heroes[1].granted == [card]
    with pytest.raises(ValueError):
        elders.grant_elder(s.state, 1)


def test_dc_eld_02_played_into_the_shield_area_with_its_shields_attack_and_passive():
    """DC-ELD-02 (L358): Brunna gives 1 shield, attacks with 3 dice, and her +1 counts at once."""
    s = granted("kandra")
    card = elder_of("kandra")
    set_hand(s.state, 0, [card])
    s.state.forced = ["hit1"] * 3
    events = s.apply(PlayCard(0, card, "c0"))
    h = s.state.heroes[0]
    assert h.shields == [[card, 1]] and card not in h.discard
    assert s.state.creatures[0].vigor == 10 - 4  # 3 dice of 1 hit, +1 from her passive
    assert "dc.elder_spirit" in [e.kind for e in events]
    played = next(e for e in events if e.kind == "dc.played")
    assert played.data["to"] == "shields:h0"


def test_dc_eld_05_playing_an_elder_costs_one_action():
    """DC-ELD-05 [PROPOSED]: it is a card play, 1 action."""
    s = granted("pharanor")
    card = elder_of("pharanor")
    set_hand(s.state, 0, [card, "pharanor.clairvoyance#1"])
    assert s.state.actions_left == 2
    s.apply(PlayCard(0, card, "c0"))
    assert s.state.actions_left == 1
    assert s.state.creatures[0].vigor == 10 - 3  # 2 magical, +1 arcana


@pytest.mark.parametrize("hero", sorted(ELDERS))
def test_dc_eld_02_every_elder_in_a_combat(hero):
    """DC-ELD-02: each Elder, played once: its shields sit in the Shield area, its attack lands, its
    spirit's passive is on for the turn."""
    shields, verb, amount, passive = ELDERS[hero]
    s = granted(hero)
    card = elder_of(hero)
    set_hand(s.state, 0, [card])
    s.state.forced = ["hit1"] * 8  # focus rolls each die twice
    s.apply(PlayCard(0, card, "c0"))
    h = s.state.heroes[0]
    assert [card, shields] in h.shields
    bonus = 1 if passive in ("might", "arcana") else 0
    assert s.state.creatures[0].vigor <= 10 - amount - bonus
    assert s.state.flags["elder"] == {"seat": 0, passive: 1}


def test_dc_eld_03_passive_lasts_one_turn_shields_stay_until_a_defence_then_discard_as_signature():
    """DC-ELD-03 (L358): Saint Ilvara's guard cuts this turn's creature attack by 1; her 3 shields stay
    until a defence consumes them; then she is in the discard pile, and as a Signature card a
    cards-exhaustion does not shuffle her back (DC-EXH-04)."""
    s = granted("tesser", foes=["bicudo"])
    st = s.state
    card = elder_of("tesser")
    set_hand(st, 0, [card, "tesser.heal_wounds#1"])
    s.apply(PlayCard(0, card, "c0"))
    assert st.creatures[0].vigor == 5  # 1 magical damage
    stack_creature_deck(st, "ambush")
    st.forced = [*AMBUSH_NORMAL, "hit2", "hit2"]
    events = s.apply(Pass(0))
    attack = next(e for e in events if e.kind == "dc.creature_attack")
    assert attack.data["damage"] == 4 - 1  # the guard, this turn
    assert st.pending is not None and st.pending.kind == "shields"
    s.apply(TakeHit(0))  # she is not used on this attack: she stays
    assert st.heroes[0].shields == [[card, 3]]
    assert "elder" not in st.flags  # the next turn began: the passive is over
    # the next turn's attack is not cut any more, and this time her shields are used
    st.heroes[0].vigor = 8
    st.cdiscard.cards.remove("ambush")
    st.cdeck.cards.append("ambush")
    st.forced = [*AMBUSH_NORMAL, "hit2", "hit2"]
    events = s.apply(Pass(0))
    assert next(e for e in events if e.kind == "dc.creature_attack").data["damage"] == 4
    s.apply(UseShield(0, card))
    h = st.heroes[0]
    assert h.shields == [] and h.discard.cards[-1] == card
    assert h.vigor == 8 - 1  # 4 damage, 3 blocked
    h.exhausted = "cards"
    stand_up(st, 0)
    assert card in h.discard  # a Signature: not shuffled back


def test_dc_eld_03_guard_is_physical_only_and_comes_out_on_a_redirection():
    """The guard is a defender-side part of the attack: magical attacks ignore it, and a redirection
    takes it out again (defence.undefend)."""
    s = granted("artan")
    card = elder_of("artan")
    set_hand(s.state, 0, [card])
    s.state.forced = ["hit1"] * 2
    s.apply(PlayCard(0, card, "c0"))
    a = {"damage": 3, "magical": False, "post": 0, "seat": 0}
    defend(s.state, a, "h0")
    assert a["damage"] == 2
    undefend(s.state, a)
    assert a["damage"] == 3
    m = {"damage": 3, "magical": True, "post": 0, "seat": 0}
    defend(s.state, m, "h0")
    assert m["damage"] == 3


def test_dc_eld_03_the_passive_is_the_summoners_own():
    """Might and focus help the hero who summoned the spirit, on their sacrifice attacks too."""
    s = granted("kandra", others=["tesser"])
    st = s.state
    card = elder_of("kandra")
    other = HEROES["kandra"].deck()[0]
    set_hand(st, 0, [card, other])
    st.forced = ["hit1"] * 3
    s.apply(PlayCard(0, card, "c0"))
    assert st.creatures[0].vigor == 6
    st.forced = ["hit1"]
    s.apply(Sacrifice(0, other, "c1"))
    assert st.creatures[1].vigor == 10 - 2  # 1 die of 1 hit, +1 might
    assert elders.attack_boost(st, 1, 0, 0) == (0, 0)  # not Tesser's


def test_dc_eld_focus_rolls_with_advantage():
    """Sylvara's focus: Gëlien's attacks this turn roll each die twice and keep the better."""
    s = granted("gelien")
    card = elder_of("gelien")
    set_hand(s.state, 0, [card])
    s.state.forced = ["corrupted", "hit2", "corrupted", "hit2"]
    s.apply(PlayCard(0, card, "c0"))
    assert s.state.creatures[0].vigor == 10 - 4


def test_a_skirmish_never_deals_an_elder():
    """The Skirmish is unchanged: no Elder in any starting zone."""
    s = session(sorted(HEROES)[:4], ["bicudo"], seed=9)
    ids = {c for h in s.state.heroes for c in (*h.draw, *h.hand, *h.discard)}
    assert not any(elder_of(h) in ids for h in HEROES)


# Scenarios emitting this part's events, for tests/game/desconfronto/test_event_decl.py.
def scenario_elder_granted_and_summoned():
    s = session(["pharanor"], FOES, seed=5)
    events = elders.grant_elder(s.state, 0)
    card = elder_of("pharanor")
    set_hand(s.state, 0, [card])
    return events + s.apply(PlayCard(0, card, "c0"))


ELDER_SCENARIOS = (scenario_elder_granted_and_summoned,)


def test_dc_eld_03_a_saved_turn_keeps_the_spirit():
    """The passive lives in the turn's flags, which a save keeps: loaded mid-turn, the guard still cuts."""
    s = granted("fildon")
    card = elder_of("fildon")
    set_hand(s.state, 0, [card])
    s.apply(PlayCard(0, card, "c0"))
    loaded = GAME.from_json(GAME.to_json(s.state))
    assert loaded.flags["elder"] == {"seat": 0, "guard": 1}
    assert loaded.heroes[0].shields == [[card, 1]]
    a = {"damage": 2, "magical": False, "post": 0, "seat": 0}
    defend(loaded, a, "h0")
    assert a["damage"] == 1

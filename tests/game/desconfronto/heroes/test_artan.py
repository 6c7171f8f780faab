"""Artan, the Renegade Paladin: deck, auras and unique Signatures (DC-HERO-ART-*)."""

from __future__ import annotations

from game.ai.fuzz import play_one
from game.desconfronto import GAME, conditions
from game.desconfronto.actions import ChooseTarget, ClassAction, Pass, PlayCard, React
from game.desconfronto.content import HEROES
from game.desconfronto.legal import legal_actions

from ..helpers import session, set_hand, stack_creature_deck

ARTAN = {
    "path_of_the_righteous": 1,
    "channel_attack": 1,
    "consecration": 2,
    "sacred_halo": 1,
    "relentless": 1,
    "fear": 1,
    "divine_protection": 1,
    "divine_punishment": 1,
    "redemption": 3,
    "sentinel": 1,
    "vengeance": 3,
    "absorb_corruption": 1,
    "healing_by_hand": 1,
    "compel_duel": 1,
    "purge_corruption": 1,
}


def solo(*cards: str, creatures=("bicudo",)):
    s = session(["artan"], list(creatures), seed=7)
    set_hand(s.state, 0, [f"artan.{c}" for c in cards])
    return s


def aura(s, which: str) -> None:
    s.apply(ClassAction(0, f"artan_{which}", "h0"))


def test_dc_hero_art_deck_lists_rulebook_counts_and_authored_texts():
    h = HEROES["artan"]
    assert {c.id.split(".")[1]: c.copies for c in h.cards if c.origin == "deck"} == ARTAN
    assert len(h.deck()) == 20 and sum(c.is_signature for c in h.cards if c.origin == "deck") == 4
    assert h.max_vigor == 8 and h.equipment[0].id == "helm_of_kephyr"
    assert {c.id for c in h.cards if c.source == "authored"} == {"artan.sentinel", "artan.vengeance"}
    assert [s.tier for s in h.tree(1)] == [1, 2, 3] and [s.tier for s in h.tree(2)] == [1, 2, 3]


def test_dc_hero_art_02_04_no_aura_at_start_switch_is_free_and_once_per_turn():
    s = solo("relentless#1", "fear#1")
    st = s.state
    assert "aura" not in st.heroes[0].res  # AMB-52
    names = {a.name for a in legal_actions(st) if isinstance(a, ClassAction)}
    assert names == {"artan_red", "artan_ven"}
    aura(s, "ven")
    assert st.actions_left == 2 and st.heroes[0].res["aura"] == "ven"
    assert not [a for a in legal_actions(st) if isinstance(a, ClassAction)]


def test_dc_hero_art_03_unprefixed_lines_only_without_aura():
    """Relentless has only aura lines: with no aura it does nothing; Fear still attacks."""
    s = solo("relentless#1", "fear#1")
    st = s.state
    s.apply(PlayCard(0, "artan.relentless#1", "c0"))
    assert st.actions_left == 1 and st.creatures[0].vigor == 6
    st.forced = ["hit2", "hit1"]
    s.apply(PlayCard(0, "artan.fear#1", "c0"))
    assert st.creatures[0].vigor == 3 and not st.creatures[0].cond


def test_dc_hero_art_03_vengeance_adds_a_sword_and_red_lines_stay_silent():
    s = solo("divine_punishment#1", "relentless#1")
    st = s.state
    aura(s, "ven")
    st.forced = ["hit1", "hit1"]
    s.apply(PlayCard(0, "artan.divine_punishment#1", "c0"))
    assert st.creatures[0].vigor == 6 - 3 and "bleeding" not in st.creatures[0].cond
    st.forced = ["hit1", "corrupted", "corrupted"]
    s.apply(PlayCard(0, "artan.relentless#1", "c0"))  # [Ven] attack with 3 dice
    assert st.creatures[0].vigor == 2


def test_dc_hero_art_03_redemption_lines_heal_bleed_and_give_actions():
    s = session(["artan", "tesser"], ["bicudo"], seed=7)
    st = s.state
    set_hand(st, 0, ["artan.channel_attack#1", "artan.divine_punishment#1", "artan.relentless#1"])
    st.heroes[1].vigor = 4
    aura(s, "red")
    s.apply(PlayCard(0, "artan.relentless#1", "c0"))
    assert st.actions_left == 1 + 3
    st.forced = ["hit1", "hit1"]
    s.apply(PlayCard(0, "artan.channel_attack#1", "c0"))
    s.apply(ChooseTarget(0, "h1"))
    assert st.creatures[0].vigor == 4 and st.heroes[1].vigor == 6  # no bonus sword under Redemption
    st.forced = ["corrupted", "corrupted"]
    s.apply(PlayCard(0, "artan.divine_punishment#1", "c0"))
    assert st.creatures[0].cond.get("bleeding") == 1


def test_dc_hero_art_authored_vengeance_and_sentinel():
    """AMB-42: Vengeance = atk 2d + Fire on any target; Sentinel = 2 shields, [Red] heal 1, [Ven] +1 action."""
    s = solo("vengeance#1", "sentinel#1", creatures=("bicudo", "mossling"))
    st = s.state
    st.forced = ["hit2", "corrupted"]
    s.apply(PlayCard(0, "artan.vengeance#1", "c0"))
    s.apply(ChooseTarget(0, "c1"))
    assert st.creatures[0].vigor == 4 and st.creatures[1].cond == {"fire": 1}
    aura(s, "ven")
    s.apply(PlayCard(0, "artan.sentinel#1", "h0"))
    assert st.heroes[0].shields == [["artan.sentinel#1", 2]] and st.actions_left == 1


def test_dc_hero_art_absorb_corruption_on_enemy_and_ally():
    s = session(["artan", "tesser"], ["bicudo"], seed=7)
    st = s.state
    set_hand(st, 0, ["artan.absorb_corruption#1", "artan.fear#1"])
    conditions.apply(st, "c0", "corruption", 2)
    s.apply(PlayCard(0, "artan.absorb_corruption#1", "c0"))
    assert "corruption" not in st.creatures[0].cond and st.creatures[0].vigor == 3
    assert st.heroes[0].cond["corruption"] == 2


def test_dc_hero_art_healing_by_hand_splits_or_purges_artan():
    s = session(["artan", "tesser"], ["bicudo"], seed=7)
    st = s.state
    set_hand(st, 0, ["artan.healing_by_hand#1", "artan.fear#1"])
    st.heroes[0].vigor, st.heroes[1].vigor = 3, 2
    s.apply(PlayCard(0, "artan.healing_by_hand#1", "h0"))
    for ref in ("h1", "h1", "h1", "h0"):
        s.apply(ChooseTarget(0, ref))
    assert st.heroes[0].vigor == 5 and st.heroes[1].vigor == 5
    s2 = session(["artan", "tesser"], ["bicudo"], seed=7)
    st2 = s2.state
    set_hand(st2, 0, ["artan.healing_by_hand#1", "artan.fear#1"])
    st2.heroes[0].vigor = 3
    conditions.apply(st2, "h0", "corruption", 3)
    s2.apply(PlayCard(0, "artan.healing_by_hand#1", "h0"))
    for _ in range(4):
        s2.apply(ChooseTarget(0, "h0"))
    assert st2.heroes[0].vigor == 3 and "corruption" not in st2.heroes[0].cond


def test_dc_hero_art_purge_corruption_removes_it_and_gives_advantage_this_turn():
    s = solo("purge_corruption#1", "fear#1")
    st = s.state
    conditions.apply(st, "c0", "purification", 2)
    s.apply(PlayCard(0, "artan.purge_corruption#1", "c0"))
    assert not st.creatures[0].cond
    st.forced = ["corrupted", "hit2", "hit1", "corrupted"]  # pairs: keep hit2, keep hit1
    s.apply(PlayCard(0, "artan.fear#1", "c0"))
    assert st.creatures[0].vigor == 6 - 3


def test_dc_hero_art_compel_duel_corrupts_and_draws_every_attack_with_disadvantage():
    s = session(["pharanor", "artan"], ["bicudo"], seed=7)
    st = s.state
    set_hand(st, 0, ["pharanor.speed#1"])
    set_hand(st, 1, ["artan.compel_duel#1", "artan.fear#1"])
    stack_creature_deck(st, "ambush", "ambush")
    st.forced = ["hit1", "hit2", "hit1", "hit1"]  # block dice: Active Hero, normal; then 2 damage
    s.apply(Pass(0))
    assert st.pending == {"kind": "react", "player": 1, "trigger": "hero_attacked"}
    s.apply(React(1, "artan.compel_duel#1"))
    assert st.creatures[0].cond["corruption"] == 1
    assert st.heroes[0].vigor == 6 and st.heroes[1].vigor == 8 - 2
    st.forced = ["corrupted", "hit2", "hit1", "hit2", "hit1", "hit2"]  # next hero (Pharanor), normal
    s.apply(Pass(1))
    assert st.heroes[0].vigor == 6  # the duel pulls it onto Artan, worse of each pair + Corruption
    assert st.heroes[1].vigor == 6 - 3


def test_dc_hero_art_trees_fire_when_the_aura_is_switched_on():
    s = session(["artan", "tesser"], ["bicudo"], seed=7)
    st = s.state
    h = st.heroes[0]
    h.abilities = ["artan.redemption_mercy", "artan.vengeance_edge", "artan.vengeance_might"]
    set_hand(st, 0, ["artan.fear#1", "artan.sentinel#1"])
    st.heroes[1].vigor = 5
    aura(s, "red")
    assert st.heroes[1].vigor == 6  # tree 2, 1st: heal Artan and allies 1
    s.apply(Pass(0))
    st.turn += 2  # a later turn of Artan's
    st.active_hero = 0
    st.phase, st.actions_left = "hero", 2
    aura(s, "ven")
    assert h.res["boons"] == {"0": [1, 1], "1": [1, 1]}
    st.forced = ["corrupted", "hit1", "corrupted"]  # 1 die with advantage (keep hit1), 1 plain die
    s.apply(PlayCard(0, "artan.fear#1", "c0"))
    assert st.creatures[0].vigor == 6 - 2 and "0" not in h.res["boons"]


def test_dc_hero_art_random_skirmishes_solo_and_party_keep_invariants():
    for seed in range(25):
        for setup in (
            {"players": 1, "heroes": ["artan"]},
            {"players": 4, "heroes": ["artan", "fildon", "gelien", "tesser"]},
        ):
            steps, failure = play_one(GAME, setup, seed)
            assert failure is None, str(failure)


def test_dc_hero_art_redemption_tree_ward_and_cleanse_after_switching():
    """Tree 2, 2nd: a 1-point temporary shield until Artan's next turn; 3rd: remove 1 condition (not Corruption)."""
    s = solo("fear#1", "sentinel#1")
    st = s.state
    h = st.heroes[0]
    h.abilities = ["artan.redemption_mercy", "artan.redemption_ward", "artan.redemption_cleanse"]
    conditions.apply(st, "h0", "poison")
    conditions.apply(st, "h0", "corruption")
    aura(s, "red")
    offered = {(a.name, a.target) for a in legal_actions(st) if isinstance(a, ClassAction)}
    assert {("artan_ward", "h0"), ("artan_cleanse_poison", "h0")} <= offered
    assert not any(n.endswith("corruption") for n, _ in offered)
    s.apply(ClassAction(0, "artan_ward", "h0"))
    s.apply(ClassAction(0, "artan_cleanse_poison", "h0"))
    assert "poison" not in h.cond and st.actions_left == 2
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit2", "hit1", "hit2"]  # the Active Hero, normal: 3 damage, 1 absorbed
    s.apply(Pass(0))
    assert h.vigor == 8 - 2 and "ward" not in h.res

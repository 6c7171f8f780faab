"""Gëlien, the Fugitive of Aliel: deck, Nina, Hunter's Marks and unique cards (DC-HERO-GEL-*)."""

from __future__ import annotations

from game.ai.fuzz import play_one
from game.desconfronto import GAME, conditions
from game.desconfronto.actions import ClassAction, DrawCard, Pass, PlayCard, React
from game.desconfronto.content import HEROES
from game.desconfronto.legal import legal_actions

from ..helpers import session, set_hand, stack_creature_deck

GELIEN = {
    "coordinated_attack": 1,
    "camouflage": 1,
    "animal_defence": 2,
    "hunters_defence": 1,
    "ambush": 2,
    "study_the_hunt": 1,
    "ice_arrow": 3,
    "following_arrow": 1,
    "poisoned_claws": 2,
    "favoured_enemy": 3,
    "draw_weapons": 1,
    "rain_of_arrows": 1,
    "command_charge": 1,
    "primal_awareness": 1,
    "feral_attunement": 1,
}


def solo(*cards: str, creatures=("bicudo",)):
    s = session(["gelien"], list(creatures), seed=11)
    set_hand(s.state, 0, [f"gelien.{c}" for c in cards])
    return s


def names(st) -> set[str]:
    return {a.name for a in legal_actions(st) if isinstance(a, ClassAction)}


def test_dc_hero_gel_deck_keeps_the_printed_22_cards():
    """AMB-42: the list gives 18 action cards + 4 Signatures; four texts are authored."""
    h = HEROES["gelien"]
    assert {c.id.split(".")[1]: c.copies for c in h.cards if c.origin == "deck"} == GELIEN
    assert len(h.deck()) == 22 and sum(c.is_signature for c in h.cards if c.origin == "deck") == 4
    assert h.max_vigor == 7 and h.equipment[0].id == "fugitives_hood"
    assert {c.id for c in h.cards if c.source == "authored"} == {
        "gelien.following_arrow",
        "gelien.poisoned_claws",
        "gelien.favoured_enemy",
        "gelien.draw_weapons",
    }


def test_dc_hero_gel_03_nina_has_her_own_vigor():
    st = solo("ambush#1").state
    assert st.heroes[0].res["nina"] == 4 and st.heroes[0].vigor == 7


def test_dc_hero_gel_01_06_nina_claws_on_the_first_claw_card_only():
    s = solo("ambush#1", "ambush#2", "ice_arrow#1")
    st = s.state
    st.forced = ["hit1", "hit1", "hit2", "hit1"]  # Gëlien 2, Nina 3
    s.apply(PlayCard(0, "gelien.ambush#1", "c0"))
    assert st.creatures[0].vigor == 6 - 5 and st.actions_left == 1
    assert st.heroes[0].res["nina_turn"] == st.turn
    st.forced = ["corrupted", "hit1"]
    events = s.apply(PlayCard(0, "gelien.ambush#2", "c0"))
    assert st.creatures[0].vigor == 0
    assert not [e for e in events if e.kind == "dc.gelien_nina_attack"]


def test_dc_hero_gel_04_nina_plays_an_attack_card_for_its_attack_only_and_free():
    """AMB-50: Ice Arrow from Gëlien's hand: Nina rolls its 2 dice, the Ice line is lost, no action spent."""
    s = solo("ice_arrow#1", "study_the_hunt#1")
    st = s.state
    st.forced = ["hit2", "hit1"]
    s.apply(ClassAction(0, "gelien_nina", "gelien.ice_arrow#1@c0"))
    assert st.creatures[0].vigor == 3 and not st.creatures[0].cond
    assert st.actions_left == 2 and "gelien.ice_arrow#1" in st.heroes[0].discard
    assert "gelien_nina" not in names(st)


def test_dc_hero_gel_01_nina_keeps_her_action_after_gelien_spends_his():
    s = solo("ice_arrow#1", "study_the_hunt#1", "hunters_defence#1")
    st = s.state
    s.apply(DrawCard(0))
    s.apply(PlayCard(0, "gelien.hunters_defence#1", "h0"))
    assert st.phase == "hero" and st.actions_left == 0 and "gelien_nina" in names(st)
    assert Pass(0) in legal_actions(st)
    stack_creature_deck(st, "ambush")
    st.forced = ["hit1", "hit1", "hit1", "hit2", "hit1", "hit1"]
    s.apply(ClassAction(0, "gelien_nina", "gelien.ice_arrow#1@c0"))
    assert st.creatures[0].vigor == 6 - 2  # then the Creature Phase: Gëlien may block with his shields
    assert st.phase == "creature" and st.pending["kind"] == "shields"


def test_dc_hero_gel_05_nina_exhausted_costs_a_level_and_a_round():
    s = solo("ambush#1", "ice_arrow#1", creatures=("thorn_beetle",))
    st = s.state
    h = st.heroes[0]
    h.level, h.res["nina"] = 2, 1
    st.forced = ["corrupted", "corrupted", "hit2", "hit1"]  # Gëlien misses; Nina wounds, thorns hit her
    events = s.apply(PlayCard(0, "gelien.ambush#1", "c0"))
    assert any(e.kind == "dc.gelien_nina_exhausted" for e in events)
    assert h.res["nina"] == 0 and h.level == 1 and h.res["nina_away"] == 2
    st.turn += 1  # Gëlien's next turn: she is still away
    assert GAME_HOOK_TURN_START(st) == [] and h.res["nina_away"] == 1
    st.turn += 1
    back = GAME_HOOK_TURN_START(st)
    assert back[0].kind == "dc.gelien_nina_back" and h.res["nina"] == 4 and "nina_away" not in h.res


def GAME_HOOK_TURN_START(st):
    from game.desconfronto.hooks import HOOKS

    return HOOKS["gelien_turn_start"](st, 0)


def test_dc_hero_gel_07_hunters_mark_is_free_once_per_turn_and_adds_a_wound():
    s = solo("ice_arrow#1", "ice_arrow#2", creatures=("mud_golemite",))
    st = s.state
    s.apply(ClassAction(0, "gelien_mark", "c0"))
    assert st.heroes[0].res["marks"] == {"c0": 1} and st.actions_left == 2
    assert "gelien_mark" not in names(st)
    st.forced = ["hit1", "corrupted"]  # 1 damage against 1 shield: no wound, the mark stays
    s.apply(PlayCard(0, "gelien.ice_arrow#1", "c0"))
    assert st.creatures[0].vigor == 6 and st.heroes[0].res["marks"] == {"c0": 1}
    st.forced = ["hit2", "hit1"]  # 3 - 1 shield = 2 wounds, +1 for the mark
    s.apply(PlayCard(0, "gelien.ice_arrow#2", "c0"))
    assert st.creatures[0].vigor == 6 - 3 - 1 and st.heroes[0].res["marks"] == {}  # -1: its Ice as it acts


def test_dc_hero_gel_rain_of_arrows_attacks_every_enemy_and_marks_them():
    s = solo("rain_of_arrows#1", "favoured_enemy#1", creatures=("bicudo", "mossling"))
    st = s.state
    st.forced = ["hit1", "corrupted", "hit2", "corrupted"]
    s.apply(PlayCard(0, "gelien.rain_of_arrows#1", ""))
    assert [c.vigor for c in st.creatures] == [5, 3]
    assert st.heroes[0].res["marks"] == {"c0": 1, "c1": 1}
    st.forced = ["hit1"]  # Favoured Enemy: 1 more mark, then 1 die: 1 + 2 marks
    s.apply(PlayCard(0, "gelien.favoured_enemy#1", "c1"))
    assert st.creatures[1].vigor == 0 and "c1" not in st.heroes[0].res["marks"]


def test_dc_hero_gel_following_arrow_has_advantage_on_a_marked_target():
    s = solo("following_arrow#1", "ice_arrow#1")
    st = s.state
    s.apply(ClassAction(0, "gelien_mark", "c0"))
    st.forced = ["corrupted", "hit2", "hit1", "corrupted"]
    s.apply(PlayCard(0, "gelien.following_arrow#1", "c0"))
    assert st.creatures[0].vigor == 6 - 3 - 1


def test_dc_hero_gel_command_charge_uses_nina_to_break_shields():
    s = solo("command_charge#1", "ice_arrow#1", creatures=("mud_golemite",))
    st = s.state
    s.apply(PlayCard(0, "gelien.command_charge#1", "c0"))
    assert st.creatures[0].shields_off == 1 and st.creatures[0].vigor == 4
    st.forced = ["hit1", "corrupted"]
    s.apply(PlayCard(0, "gelien.ice_arrow#1", "c0"))
    assert st.creatures[0].vigor == 4 - 1 - 1  # no shield left this round; then Ice wounds it as it acts


def test_dc_hero_gel_command_charge_does_nothing_without_nina():
    s = solo("command_charge#1", "ambush#1", creatures=("mud_golemite",))
    st = s.state
    st.forced = ["corrupted", "corrupted", "corrupted", "corrupted"]
    s.apply(PlayCard(0, "gelien.ambush#1", "c0"))
    events = s.apply(PlayCard(0, "gelien.command_charge#1", "c0"))
    assert any(e.kind == "dc.gelien_nina_unavailable" for e in events)
    assert st.creatures[0].vigor == 6


def test_dc_hero_gel_primal_awareness_cleans_and_gives_disadvantage():
    """Primal Awareness is a reaction to a target receiving a condition (here: Ambush's Poison)."""
    s = session(["gelien", "tesser"], ["bicudo"], seed=11)
    st = s.state
    set_hand(st, 0, ["gelien.primal_awareness#1", "gelien.ice_arrow#1"])
    set_hand(st, 1, ["tesser.heal_wounds#1"])
    conditions.apply(st, "h1", "fire", 2)
    conditions.apply(st, "h1", "corruption", 1)
    assert PlayCard(0, "gelien.primal_awareness#1", "h1") not in GAME.legal_actions(st)  # reaction only
    stack_creature_deck(st, "ambush", "hesitant_strike")
    st.forced = ["corrupted", "hit1", "hit1", "hit2"]  # next hero (Tesser), inflicts Poison; 3 damage
    s.apply(Pass(0))
    assert st.heroes[1].cond.get("poison") and st.pending["trigger"] == "condition_applied"
    assert st.pending["player"] == 0
    s.apply(React(0, "gelien.primal_awareness#1"))
    assert st.heroes[1].cond == {"corruption": 1}
    vigor = st.heroes[1].vigor
    st.forced = ["hit1", "hit2", "corrupted", "hit2", "hit2", "hit1"]  # Hesitant Strike: Tesser, normal
    events = s.apply(Pass(1))
    attack = next(e for e in events if e.kind == "dc.creature_attack")
    assert attack.data["target"] == "h1" and [d["kept"] for d in attack.data["dice"]] == ["hit2", "hit1"]
    assert st.heroes[1].vigor == vigor - 3  # no Fire tick: it was removed; Corruption 1 adds nothing


def test_dc_hero_gel_feral_attunement_free_with_the_reaction_and_plus_one_for_nina():
    s = solo("feral_attunement#1", "ambush#1")
    st = s.state
    s.apply(ClassAction(0, "gelien_attune", "gelien.feral_attunement#1"))
    h = st.heroes[0]
    assert h.active == ["gelien.feral_attunement#1"] and h.reaction_used and st.actions_left == 2
    st.forced = ["corrupted", "corrupted", "hit1", "corrupted"]  # Gëlien 0; Nina 1 + 1
    s.apply(PlayCard(0, "gelien.ambush#1", "c0"))
    assert st.creatures[0].vigor == 6 - 2


def test_dc_hero_gel_poisoned_claws_poison_then_nina():
    s = solo("poisoned_claws#1", "ambush#1")
    st = s.state
    st.forced = ["hit2", "hit2"]
    s.apply(PlayCard(0, "gelien.poisoned_claws#1", "c0"))
    assert st.creatures[0].cond.get("poison") == 3 and st.creatures[0].vigor == 2


def test_dc_hero_gel_tree_claw_and_fetch_use_ninas_action():
    s = solo("ice_arrow#1", "ambush#1")
    st = s.state
    h = st.heroes[0]
    h.abilities = ["gelien.nina_claw", "gelien.nina_fetch"]
    h.discard.put_top("gelien.camouflage#1")
    h.draw.cards.remove("gelien.camouflage#1")
    assert {"gelien_claw", "gelien_fetch"} <= names(st)
    s.apply(ClassAction(0, "gelien_claw", "c0"))  # tree 1, 1st: 1 wound, Nina's action spent
    assert st.creatures[0].vigor == 5 and st.actions_left == 2
    assert not {"gelien_claw", "gelien_fetch", "gelien_nina"} & names(st)
    st.turn += 1  # Gëlien's next turn: Nina fetches the only non-Signature card of the discard pile
    h.discard.put_top("gelien.rain_of_arrows#1")
    h.draw.cards.remove("gelien.rain_of_arrows#1")
    s.apply(ClassAction(0, "gelien_fetch", "h0"))
    assert "gelien.camouflage#1" in h.hand and h.discard.cards == ["gelien.rain_of_arrows#1"]


def test_dc_hero_gel_07_ninas_attack_also_cashes_the_marks():
    s = solo("ambush#1", "ice_arrow#1")
    st = s.state
    s.apply(ClassAction(0, "gelien_mark", "c0"))
    st.forced = ["corrupted", "corrupted", "hit1", "corrupted"]  # Gëlien misses; Nina 1 wound + 1 mark
    s.apply(PlayCard(0, "gelien.ambush#1", "c0"))
    assert st.creatures[0].vigor == 6 - 2 and st.heroes[0].res["marks"] == {}


def test_dc_hero_gel_random_skirmishes_solo_and_party_keep_invariants():
    for seed in range(25):
        for setup in (
            {"players": 1, "heroes": ["gelien"]},
            {"players": 4, "heroes": ["gelien", "artan", "fildon", "pharanor"]},
        ):
            steps, failure = play_one(GAME, setup, seed)
            assert failure is None, str(failure)

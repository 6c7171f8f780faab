"""Saga card abilities bound to a time of day, a Thymor, the Curse, the Camp and Resolution
(card_powers.py), played through the game's own actions on the authored cards that carry them."""

from __future__ import annotations

from game.core import i18n
from game.core.actions import Event
from game.core.i18n import t
from game.zerywia import challenge as ch_
from game.zerywia import challenge_resolve, journey
from game.zerywia.actions import Camp, CardAction, EndTurn, PassTime, Rest, TakeOption
from game.zerywia.card_powers import cursed
from game.zerywia.card_words import power_parts
from game.zerywia.game import ZerywiaGame
from game.zerywia.geography import current
from game.zerywia.hero import INSTINCT, VIGOR, WILL, new_hero
from game.zerywia.options import RULES
from game.zerywia.taint import receive_taint, remove_taint
from tests.game.zerywia.dice import Faces, nix

GAME = ZerywiaGame()
DRUM = "veda_spirit_drum"  # "[Dusk] Action: restore 1 Will and 1 point of your choice"
PALE_EYES = "sight_pale_eyes"  # a square-bordered symbol: "[Thymor: Rani Territories] Action: remove a Taint"


def table(hero="veda", prepared=(DRUM,), seed=2):
    state = GAME.new_game({"heroes": [hero]}, seed)
    if state.pending is not None:  # a Solo start's extra Saga card: take the first offered
        GAME.apply(state, GAME.legal_actions(state)[0])
    h = state.heroes[0]
    h.reserve += [c for c in h.prepared if c not in prepared]
    h.prepared = list(prepared)
    return state


def card_actions(state):
    return [a for a in GAME.legal_actions(state) if isinstance(a, CardAction)]


def refusal_key(state, action):
    refusal = GAME.rule_refusal(state, action)
    return refusal.key if refusal is not None else None


def test_zw_gen_03_hero_28_act_24_a_dusk_action_is_legal_only_at_dusk_and_a_region_option_follows():
    state = table()
    hero = state.heroes[0]
    hero.value[WILL] = 0
    for time in ("dawn", "noon"):  # not its time of day: neither offered nor accepted
        assert state.time == time and card_actions(state) == []
        assert refusal_key(state, CardAction(0, DRUM)) == "zerywia.refuse.card_action_not_now"
        GAME.apply(state, PassTime(0))
    assert state.time == "dusk" and card_actions(state) == [CardAction(0, DRUM)]
    assert any(isinstance(a, Rest) for a in GAME.legal_actions(state))  # an Action among the others
    GAME.apply(state, CardAction(0, DRUM))
    assert hero.value[WILL] == 2  # 1 Will, and the free point to the Attribute furthest below (Will)
    # ZW-ACT-24: the Action is followed by the Region Option step, like Rest or Exploration
    assert state.active == 0 and state.step == "option"
    assert not card_actions(state)  # one Action per time of day
    GAME.apply(state, EndTurn(0))
    assert state.time == "night" and card_actions(state) == []


def test_zw_hero_28_a_card_not_prepared_gives_no_action_and_is_refused_with_its_reason():
    state = table(prepared=())
    for _ in range(2):
        GAME.apply(state, PassTime(0))
    assert state.time == "dusk" and card_actions(state) == []
    assert refusal_key(state, CardAction(0, DRUM)) == "zerywia.refuse.no_card_action"
    assert refusal_key(state, CardAction(0, "not_a_card")) == "zerywia.refuse.no_card_action"


def test_zw_hero_28_a_square_bordered_symbol_is_a_thymor_not_a_time_of_day():
    state = table(prepared=(PALE_EYES,))
    hero, geo = state.heroes[0], current()
    rani = sorted(r for r, th in geo.thymor_of.items() if th == "rani_territories" and r not in state.land.tokens["threat"])
    other = sorted(r for r, th in geo.thymor_of.items() if th != "rani_territories" and r not in state.land.tokens["threat"])
    receive_taint(hero, VIGOR)
    hero.region = other[0]
    assert card_actions(state) == []  # in another Thymor, whatever the time
    assert refusal_key(state, CardAction(0, PALE_EYES)) == "zerywia.refuse.card_action_not_now"
    hero.region = rani[0]
    seen = []
    for time in ("dawn", "noon"):  # in its Thymor: at any time of day
        assert state.time == time
        seen.append(card_actions(state))
        GAME.apply(state, PassTime(0))
    assert seen == [[CardAction(0, PALE_EYES)]] * 2
    GAME.apply(state, CardAction(0, PALE_EYES))
    assert hero.taints == [] and state.step == "option"  # the Taint removed, then the Region Option
    assert any(isinstance(a, (EndTurn, TakeOption)) for a in GAME.legal_actions(state))


def challenge_at(time, hero, prepared, state=None):
    """A Challenge started through the journey at ``time``, the hero's Initiation Shields read."""
    state = state or table(hero.hero, prepared)
    h = state.heroes[0]
    for attr in ("taints", "paths", "dread"):
        setattr(h, attr, getattr(hero, attr))
    h.prepared = list(prepared)
    state.time = time
    events: list[Event] = []
    journey.start_challenge(state, current(), h, "chort", "threat", events)
    return state.challenge, events


def test_zw_hero_28_during_night_the_card_gives_its_shield_at_initiation_and_not_by_day():
    svara = new_hero("svara", {VIGOR: 3, INSTINCT: 3, WILL: 3})
    night, events = challenge_at("night", svara, ("svara_wolfsong",))
    assert night.shields == [INSTINCT]
    assert [e.data["source"] for e in events if e.kind == "zerywia.challenge.shield"] == ["svara_wolfsong"]
    noon, _ = challenge_at("noon", svara, ("svara_wolfsong",))
    assert noon.shields == []


def test_zw_hero_18_a_dread_hero_counts_as_cursed_for_cards_active_with_a_curse_path():
    dalbor = new_hero("dalbor", {VIGOR: 3, INSTINCT: 3, WILL: 3})
    card = ("dalbor_fogborn_blood",)  # "While Cursed: a Will Shield at Initiation"
    assert not cursed(dalbor) and challenge_at("noon", dalbor, card)[0].shields == []
    dalbor.paths = ["curse"]  # a Curse Path under the Path Stone
    assert cursed(dalbor) and challenge_at("noon", dalbor, card)[0].shields == [WILL]
    dalbor.paths = ["heroic"]
    for attr in (VIGOR, INSTINCT, WILL):  # the third Taint: the Dread, and so Cursed
        receive_taint(dalbor, attr)
    assert dalbor.dread and cursed(dalbor)
    assert challenge_at("noon", dalbor, card)[0].shields == [WILL]
    remove_taint(dalbor)  # back to the Chosen One form: no longer Cursed
    assert not dalbor.dread and not cursed(dalbor)
    assert challenge_at("noon", dalbor, card)[0].shields == []


def to_camp(state):
    while state.time != "camp":
        GAME.apply(state, PassTime(0))


def test_zw_cycle_13_camp_step_3_uses_a_prepared_cards_camp_ability_after_the_hero_cards():
    for prepared, want in ((("goryv_druid_knot",), 1), ((), 0)):
        state = table("goryv", prepared)
        hero = state.heroes[0]
        hero.reserve = [c for c in hero.reserve if c != "goryv_druid_knot"]
        hero.value = {VIGOR: 0, INSTINCT: 0, WILL: 0}
        to_camp(state)
        events = GAME.apply(state, Camp(0))
        by = [e.data["by"] for e in events if e.kind == "zerywia.hero.restored"]
        assert by.count("goryv_druid_knot") == want
        if want:  # step 3 comes after the Hero card's Camp Ability (step 2)
            assert by.index("goryv_druid_knot") > max(i for i, b in enumerate(by) if b == "camp_ability")


def resolved(prepared, values, nix_face, dread=False, taints=()):
    h = new_hero("goryv", {VIGOR: 4, INSTINCT: 3, WILL: 3})
    h.prepared = list(prepared)
    for a in taints:
        receive_taint(h, a)
    if dread:
        h.dread = "effect"
    h.value = dict(values)
    ch, _ = ch_.start("chort", [h], ["ruin"], {**RULES.defaults()})
    ch_.roll(ch, Faces(nix(nix_face)))
    ch_.end_determination(ch)
    outcome, events = challenge_resolve.resolve(ch, [h])
    return h, outcome, events


def test_zw_chal_44_a_resolution_ability_sees_the_injury_the_nix_dice_just_caused():
    # The Chort: Vigor and Will uncovered take the last points; a Nix Hit (Vigor) is then an Injury.
    card = ("oath_sworn_shield",)  # "At Resolution, after the Nix dice: restore 1 Will per Injured Attribute"
    hit, outcome, _ = resolved(card, {VIGOR: 1, INSTINCT: 2, WILL: 1}, "hit")
    assert (0, "injury", VIGOR) in outcome.losses and hit.injured(VIGOR)
    assert hit.value[WILL] == 1  # lost to the Difficulty, restored for the Injury taken after
    calm, outcome, _ = resolved(card, {VIGOR: 1, INSTINCT: 2, WILL: 1}, "empty")
    assert not any(what == "injury" for _, what, _ in outcome.losses) and calm.value[WILL] == 0


def test_zw_chal_44_resolution_abilities_count_taints_and_the_dread():
    flask, _, events = resolved(("hexdrinker_flask",), {VIGOR: 1, INSTINCT: 2, WILL: 2}, "empty", taints=(INSTINCT, WILL))
    # 1 Vigor lost to the Difficulty, then 1 restored per Taint (2)
    assert flask.value[VIGOR] == 2
    assert [e.data["by"] for e in events if e.kind == "zerywia.hero.restored"] == ["hexdrinker_flask"] * 2
    for dread, want in ((True, 2), (False, 1)):
        steady, _, _ = resolved(("quarrel_steady_hand",), {VIGOR: 2, INSTINCT: 1, WILL: 2}, "empty", dread=dread)
        assert steady.value[INSTINCT] == want  # no loss of Instinct; +1 only in the Dread


def test_zw_hero_28_the_new_abilities_read_in_both_catalogues():
    was = i18n.language()
    try:
        for lang in ("en", "pt_BR"):
            i18n.set_language(lang)
            for card in (DRUM, PALE_EYES, "svara_wolfsong", "dalbor_fogborn_blood", "goryv_druid_knot",
                         "oath_sworn_shield", "claw_hide_of_azada"):
                parts = power_parts(card)
                assert parts and all("zerywia_powers" not in p and "{" not in p for p in parts), (lang, card, parts)
            assert "zerywia.action" not in t("zerywia.action.CardAction", hero="Veda", card="Drum", when="[x]")
            assert "zerywia.refuse" not in t("zerywia.refuse.card_action_not_now")
    finally:
        i18n.set_language(was)


def test_zw_hero_18_a_cursed_heros_card_shield_comes_at_a_herald_attacks_initiation_too():
    from game.zerywia import herald_attack

    for paths, want in ((["curse"], [WILL]), ([], [])):
        state = table("dalbor", ("dalbor_fogborn_blood",))
        state.heroes[0].paths = paths
        herald_attack.start(state, current(), 0, [], card="frost_grip")
        assert state.challenge.shields == want

"""HM-GEN-08 "card text beats the rules": every authored text is either said in the effect vocabulary
or is a named hook, and every hook is tested here with its rule options (AMB-22, AMB-23)."""

import re

import pytest

from game.fortress.actions import Activate, EndPhase
from game.fortress.content import GIVE_KEYS, content
from game.fortress.effects import HOOKS

from .helpers import GAME, fresh, set_hand, take, to_phase

NUMBER = re.compile(r"\d+")


def every_effect():
    c = content()
    for card in c.cards.values():
        if card.effect is not None:
            yield f"card {card.id}", card.effect
    for gen in c.generals.values():
        yield f"general {gen.id}", gen.ability


def test_hm_gen_08_every_effect_is_vocabulary_or_a_named_hook():
    for where, eff in every_effect():
        if eff.hook is not None:
            assert eff.hook in HOOKS, f"{where}: unknown hook {eff.hook}"
            assert not eff.gives, f"{where}: a hook's result lives in code, not in gives"
        else:
            assert eff.gives, f"{where}: an effect that does nothing needs a hook"
            assert all(k in GIVE_KEYS for k, _ in eff.gives), where


def test_hm_gen_08_every_named_hook_is_used_by_some_sheet_and_none_is_dead_code():
    used = {eff.hook for _, eff in every_effect() if eff.hook}
    assert used == set(HOOKS)


def test_hm_gen_08_general_sheet_text_states_exactly_the_numbers_of_its_ability():
    """A sheet's wording must not promise more (or less) than the vocabulary resolves."""
    for gen in content().generals.values():
        ab = gen.ability
        cost = [n for n in ab.cost if n]
        for lang in ("en", "pt"):
            said = sorted(int(x) for x in NUMBER.findall(getattr(gen.text, lang)))
            if ab.hook:  # the hook's result is code; its price must still be the one printed
                assert all(n in said for n in cost), f"{gen.id} ({lang}) omits its cost {cost}"
                continue
            expected = sorted([*cost, *(n for _, n in ab.gives)])
            assert said == expected, f"{gen.id} ({lang}) says {said}, the ability is {expected}"


def test_hm_gen_08_adversary_rules_text_states_its_special_numbers():
    for adv in content().adversaries.values():
        special = [*adv.enter_power.values(), *adv.invader_damage_bonus.values()]
        if adv.mill_per_round:
            special.append(adv.mill_per_round)
        if adv.fortress_deck_size != 54:
            special += [adv.fortress_deck_size, 54]
        for lang in ("en", "pt"):
            said = [int(x) for x in NUMBER.findall(getattr(adv.rules, lang))]
            for n in special:
                assert n in said, f"{adv.id} ({lang}) rules text omits {n}"
            assert re.search(rf"\b{adv.power_limit}\b", getattr(adv.defeat, lang)), adv.id


# ------------------------------------------------------------- hook "wargosh" (HM-SET-12, AMB-22)
def wargosh_turn(**options):
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"], **options)
    set_hand(s, 0, ["orc_saqueador#2", "goblin_arqueiro#1", "hydra#2", "raiz#1"])
    to_phase(s, "effects")
    return s


def test_hook_wargosh_total_scope_gives_plus_one_once():
    s = wargosh_turn(wargosh_bonus_scope="total")
    GAME.apply(s, Activate(0, "general"))
    to_phase(s, "combat")
    assert s.damage == 2 + 2 + 1 + 3 + 1


def test_hook_wargosh_repeatable_option_stacks_per_raiz_spent():
    s = wargosh_turn(wargosh_repeatable=True)
    GAME.apply(s, Activate(0, "general"))
    assert Activate(0, "general") in GAME.legal_actions(s)
    GAME.apply(s, Activate(0, "general"))
    to_phase(s, "combat")
    assert s.resources[1] == 1 and s.damage == 2 + 2 + 1 + 3 + 2 * 2


def test_hook_wargosh_needs_its_raiz():
    s = wargosh_turn()
    s.resources = [3, 0, 3]
    assert Activate(0, "general") not in GAME.legal_actions(s)


# ------------------------------------------------------------- hook "kryssa" (HM-SET-12, AMB-23)
def kryssa_turn(**options):
    s = fresh(players=2, generals=["wargosh", "kryssa_ruiva"], **options)
    s.seats[0].constructions = [take(s, "forja_das_almas#1")]
    s.seats[1].constructions = [take(s, "totem_de_guerra#1")]
    for _ in range(3):
        GAME.apply(s, EndPhase(0))
    to_phase(s, "effects")
    return s


def test_hook_kryssa_reaches_every_table_including_her_own_and_leaves_the_owner_untouched():
    s = kryssa_turn()
    legal = [a for a in GAME.legal_actions(s) if isinstance(a, Activate) and a.via == "kryssa"]
    assert {a.card for a in legal} == {"forja_das_almas#1", "totem_de_guerra#1"}
    GAME.apply(s, Activate(1, "totem_de_guerra#1", "kryssa", "cs"))
    assert s.bonus_damage == 2
    # AMB-23: it does not count as the Totem's own use this turn (its Raiz cost is still payable)
    s.resources[1] = 1
    assert Activate(1, "totem_de_guerra#1") in GAME.legal_actions(s)


def test_hook_kryssa_repeatable_option():
    s = kryssa_turn(kryssa_repeatable=True)
    s.resources = [2, 2, 2]
    GAME.apply(s, Activate(1, "forja_das_almas#1", "kryssa", "cc"))
    GAME.apply(s, Activate(1, "forja_das_almas#1", "kryssa", "rr"))
    assert sum(s.resources) == 2 and s.bonus_damage == 6


@pytest.mark.parametrize("hook", sorted(HOOKS))
def test_each_hook_has_a_translated_sheet_text(hook):
    gens = [g for g in content().generals.values() if g.ability.hook == hook]
    assert gens and all(g.text.en and g.text.pt for g in gens)

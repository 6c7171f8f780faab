"""The Boss playmat's two rule variants: AMB-35's ``threshold_once_per_form`` (DC-BOSS-10/11) and AMB-37's
``crystal_excludes_signatures`` (DC-BOSS-18, L452)."""

from __future__ import annotations

from game.desconfronto.boss import crystals
from game.desconfronto.content import card_def
from game.desconfronto.vigor import wound
from tests.game.desconfronto.boss.fixtures import boss_session, kinds


def _summon_and_clear(st) -> None:
    st.creatures[0].vigor = 9
    wound(st, "c0", 5, "physical")  # stops at 7: the summons come
    for p in (1, 2):
        wound(st, f"c{p}", 99, "wounds")
    st.boss.stopped = 0


def test_dc_boss_11_by_default_a_threshold_crossed_again_summons_again_amb_35():
    st = boss_session(["tesser", "artan"]).state
    _summon_and_clear(st)
    st.creatures[0].vigor = 9  # healed above 7 (an absorb, a Boss heal)
    events = wound(st, "c0", 5, "physical")
    assert st.creatures[0].vigor == 7 and "dc.boss_summoned" in kinds(events)


def test_dc_boss_11_threshold_once_per_form_variant_lets_the_damage_pass_the_second_time_amb_35():
    st = boss_session(["tesser", "artan"], options={"threshold_once_per_form": True}).state
    _summon_and_clear(st)
    assert st.boss.fired == [7]
    st.creatures[0].vigor = 9
    events = wound(st, "c0", 5, "physical")
    assert st.creatures[0].vigor == 4 and "dc.boss_summoned" not in kinds(events)
    events = wound(st, "c0", 3, "physical")  # the other threshold (1) still summons
    assert st.creatures[0].vigor == 1 and "dc.boss_summoned" in kinds(events)
    assert st.boss.fired == [7, 1]


def test_dc_boss_21_the_second_form_arms_both_thresholds_again_amb_35():
    st = boss_session(["tesser"], options={"threshold_once_per_form": True}).state
    st.boss.fired = [7, 1]
    st.creatures[0].vigor = 1
    wound(st, "c0", 1, "physical")  # Daegur falls: Gûrthur
    assert st.boss.form == 2 and st.boss.fired == []


def _freed_discard(options: dict) -> tuple[list[str], list[str], int]:
    st = boss_session(["kandra", "tesser"], options=options).state
    h = st.heroes[0]
    sig = next(c for c in [*h.draw.cards, *h.hand] if card_def(c).is_signature)
    other = next(c for c in h.draw.cards if not card_def(c).is_signature)
    for c in (sig, other):
        (h.draw.cards if c in h.draw.cards else h.hand).remove(c)
        h.discard.put_top(c)
    st.boss.souls[0] = ["bicudo"]
    st.boss.crystals[0] = 1
    events = crystals.hit_crystal(st, 0, 0, 9)
    freed = next(e for e in events if e.kind == "dc.soul_freed")
    return list(h.discard.cards), list(h.draw.cards), freed.data["cards"]


def test_dc_boss_18_a_freed_soul_shuffles_the_whole_discard_back_by_default_amb_37():
    discard, draw, moved = _freed_discard({})
    assert discard == [] and moved == 2


def test_dc_boss_18_crystal_excludes_signatures_variant_keeps_them_in_the_discard_amb_37():
    discard, draw, moved = _freed_discard({"crystal_excludes_signatures": True})
    assert len(discard) == 1 and card_def(discard[0]).is_signature and moved == 1
    assert not any(card_def(c).is_signature and c == discard[0] for c in draw)

"""ZW-INJ-04 (L828) with a Taint held: the Taint lowers the maximum (AMB-11) but sits in its own slot
(L180), so it moves no Blocker; an Injury goes to another Attribute only once the Blocker itself
cannot move, and the hero is worn out (option injury_beyond_last) only when no Blocker can."""

from __future__ import annotations

from game.zerywia.hero import INSTINCT, VIGOR, WILL, lose, new_hero
from game.zerywia.taint import receive_taint

MAXIMA = {VIGOR: 3, INSTINCT: 3, WILL: 2}


def test_zw_inj_04_a_tainted_attribute_at_maximum_zero_still_takes_its_own_injury():
    h = new_hero("svara", MAXIMA)
    receive_taint(h, WILL)  # maximum 2 -> 1 (AMB-11), the Blocker unmoved
    assert lose(h, WILL, 2) == [("loss", WILL), ("injury", WILL)]
    assert h.current_max(WILL) == 0 and h.blocker_room(WILL) == 1
    # the Blocker has one slot left: the next Injury is Will's own, not sent to Vigor or Instinct
    assert lose(h, WILL, 1) == [("injury", WILL)]
    assert h.injuries == {VIGOR: 0, INSTINCT: 0, WILL: 2} and not h.overflows
    # now the Blocker is at the far left: the next one goes elsewhere
    assert lose(h, WILL, 1) == [("injury", VIGOR)] and h.injuries[VIGOR] == 1


def test_zw_inj_04_a_tainted_hero_is_worn_out_only_when_every_blocker_is_at_its_last_slot():
    """Every Attribute Tainted (the Dread) and every marker at zero: the hero absorbs as many
    Injuries as its printed maxima (8), not the 5 its Taint-lowered maxima would leave."""
    h = new_hero("svara", MAXIMA)
    for attr in (VIGOR, INSTINCT, WILL):
        receive_taint(h, attr)
        h.value[attr] = 0
    out = lose(h, VIGOR, 8)
    assert [kind for kind, _ in out] == ["injury"] * 8 and not h.lost
    assert sum(h.injuries.values()) == 8
    assert lose(h, VIGOR, 1) == [("injury_lost", VIGOR), ("oblivion", VIGOR)] and h.lost

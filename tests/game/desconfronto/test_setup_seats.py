"""Issue 7 §1: every setup starts as chosen — per-seat heroes, 1 to 8 players (DC-DIFF-02, L470),
tier shifts for all creatures or creature by creature (DC-DIFF-03, L471)."""

import itertools

import pytest

from game.core.registry import get_game
from game.desconfronto import setup as dsetup
from game.desconfronto.creatures import CREATURES
from game.desconfronto.roster import playable_heroes

GAME = get_game("desconfronto")
ROSTER = playable_heroes()


def _fields_setup(**chosen):
    """What the new-game screen sends: every field's default, then the player's choices."""
    return {**{f.key: f.default for f in GAME.setup_fields()}, **chosen}


def test_per_seat_hero_picks_win_over_a_default_heroes_list():
    """The cause of issue 7: ``default_setup()``'s ``heroes`` list overrode the picks."""
    picked = {"players": 3, "hero1": "tesser", "hero2": "kandra", "hero3": "artan"}
    norm = GAME.normalize_setup({**GAME.default_setup(), **picked})
    assert norm["heroes"] == ["tesser", "kandra", "artan"]


@pytest.mark.parametrize("players", range(1, 9))
def test_every_player_count_starts_with_the_heroes_picked_per_seat(players):
    heroes = list(reversed(ROSTER))[:players]
    chosen = {"players": players, **{f"hero{i + 1}": h for i, h in enumerate(heroes)}}
    state = GAME.new_game(_fields_setup(**chosen), 3)
    assert [h.hero for h in state.heroes] == heroes


def test_each_hero_can_sit_in_each_seat_position():
    for hero, seat in itertools.product(ROSTER, range(4)):
        others = [h for h in ROSTER if h != hero][:3]
        heroes = others[:seat] + [hero] + others[seat:]
        chosen = {"players": 4, **{f"hero{i + 1}": h for i, h in enumerate(heroes)}}
        assert GAME.normalize_setup(_fields_setup(**chosen))["heroes"][seat] == hero


@pytest.mark.parametrize("players", [5, 6, 8])
def test_dc_diff_02_more_than_four_heroes_meet_one_creature_each(players):
    """DC-DIFF-02 (L470): with the option on, a 5-hero table meets 5 creatures, the extra ones of
    the highest configured tier; the spoils do not change with the additions."""
    chosen = {"players": players, **{f"hero{i + 1}": h for i, h in enumerate(ROSTER[:players])}}
    state = GAME.new_game(_fields_setup(**chosen, tiers="1,1,2,3"), 5)
    assert len(state.creatures) == players
    tiers = [CREATURES[c.creature].tier for c in state.creatures]
    assert tiers == [1, 1, 2] + [3] * (players - 3)
    assert state.spoils == 7
    assert len({c.creature for c in state.creatures}) == players


def test_dc_diff_02_the_extra_creatures_are_optional():
    chosen = {"players": 5, **{f"hero{i + 1}": h for i, h in enumerate(ROSTER[:5])}}
    state = GAME.new_game(_fields_setup(**chosen, extra_creatures=False), 5)
    assert len(state.creatures) == 4


def test_dc_diff_03_creature_by_creature_shift_follows_the_worked_example():
    """DC-DIFF-03/04 (L471-474): 3 players, card 2xT3 1xT2 1xT1 with 8 spoils: one T3 removed, then the
    T3 lowered to T1 and the T2 to T1: 3 Tier I creatures and 8 - 3 = 5 fragments."""
    assert dsetup.level_tiers([3, 3, 2, 1], 3, [0, -1, -2], base_spoils=8) == ([1, 1, 1], 5)
    chosen = {
        "players": 3,
        "tiers": "1,2,3,3",
        "tier_shift": "each",
        "creature_shift_1": 0,
        "creature_shift_2": -1,
        "creature_shift_3": -2,
        "creature_shift_4": 2,  # position 4 left the table with the fourth player: no effect
    }
    norm = GAME.normalize_setup(_fields_setup(**chosen))
    assert norm["tier_shift"] == [0, -1, -2, 2]
    state = GAME.new_game(norm, 9)
    assert [CREATURES[c.creature].tier for c in state.creatures] == [1, 1, 1]
    assert state.spoils == 9 - 3


def test_dc_diff_03_one_creature_raised_alone():
    chosen = {"players": 4, "tiers": "1,1,2,3", "tier_shift": "each", "creature_shift_1": 2}
    state = GAME.new_game(_fields_setup(**chosen), 2)
    assert sorted(CREATURES[c.creature].tier for c in state.creatures) == [1, 2, 3, 3]
    assert state.spoils == 7 + 2


def test_dc_diff_03_shift_each_with_no_change_is_the_plain_setup():
    norm = GAME.normalize_setup(_fields_setup(tier_shift="each"))
    assert norm["tier_shift"] == 0


@pytest.mark.parametrize("bad", [[3], [0, "x"], [0] * 9, "up"])
def test_a_bad_creature_shift_is_refused(bad):
    with pytest.raises(ValueError, match="tier"):
        GAME.normalize_setup({"players": 1, "tier_shift": bad})


def test_every_setup_field_value_starts_a_game():
    """Each value of each field, the others at their defaults (fields that show only for more
    players get the players they need)."""
    fields = GAME.setup_fields()
    for f in fields:
        for value, _ in f.choices:
            chosen = {f.key: value}
            if f.visible_if is not None:
                conds = f.visible_if if isinstance(f.visible_if[0], tuple) else (f.visible_if,)
                for other, allowed in conds:
                    chosen.setdefault(other, allowed[-1] if other == "players" else allowed[0])
            if f.key.startswith("hero") and value != f.default:
                # swap with the seat that held this hero by default
                holder = next(g.key for g in fields if g.key.startswith("hero") and g.default == value)
                chosen[holder] = f.default
            state = GAME.new_game(_fields_setup(**chosen), 1)
            if f.key.startswith("hero"):
                assert state.heroes[int(f.key[4:]) - 1].hero == value
            assert GAME.legal_actions(state)

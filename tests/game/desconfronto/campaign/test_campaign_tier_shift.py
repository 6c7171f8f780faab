"""DC-DIFF-03/04 in story mode (L471-474): the campaign's tier shift lowers or raises every map card's
creatures after the removal for missing players, and the card's spoils follow the tier difference."""

from __future__ import annotations

from game.core.rng import Rng
from game.desconfronto import GAME
from game.desconfronto.campaign import tier_shift, world
from game.desconfronto.campaign.fights import creatures_for
from game.desconfronto.campaign_actions import Stay
from game.desconfronto.creatures import BY_TIER, CREATURES
from tests.game.desconfronto.campaign.campaign_helpers import campaign_session, leave_market, win_combat
from tests.game.desconfronto.campaign.campaign_scenarios import place_group

HEROES3 = ["artan", "tesser", "pharanor"]


def _tiers(ids: list[str]) -> list[int]:
    return [CREATURES[c].tier for c in ids]


def test_dc_diff_04_worked_example_in_story_mode_8_spoils_become_5() -> None:
    """DC-DIFF-04 (L472-474): 3 players, a card of 2xT3 1xT2 1xT1 and 8 spoils: the removal leaves
    T1 T2 T3 (spoils still 8), the group lowers the T3 and the T2 to Tier 1: 3xT1 and 8 - 3 = 5."""
    row = [BY_TIER[1][0], BY_TIER[2][0], BY_TIER[3][0], BY_TIER[3][1]]
    ids = creatures_for(row, [], players=3)
    assert _tiers(ids) == [1, 2, 3]
    shifted, spoils = tier_shift.shift_creatures(ids, [0, -1, -2], 8, row, Rng(1))
    assert _tiers(shifted) == [1, 1, 1]
    assert len(set(shifted)) == 3  # never the same creature card twice
    assert spoils == 5


def test_dc_diff_03_raising_adds_a_fragment_per_tier_and_no_shift_draws_nothing() -> None:
    ids = [BY_TIER[1][0], BY_TIER[2][0]]
    up, spoils = tier_shift.shift_creatures(ids, 1, 4, [], Rng(2))
    assert _tiers(up) == [2, 3] and spoils == 6
    rng = Rng(3)
    before = rng.below(1000)
    rng = Rng(3)
    same, kept = tier_shift.apply({}, ids, 4, [], rng)
    assert same == ids and kept == 4 and rng.below(1000) == before  # the rng untouched: old games unchanged


def test_dc_diff_03_campaign_setup_shift_lowers_every_combat_and_its_spoils() -> None:
    """A 3-player campaign with ``tier_shift = -1``: R4's row (T1 T1 T2 T2, 5 fragments) loses its
    strongest (3 players) and every creature drops a tier (T1 stays): 3xT1, 5 - 1 = 4 fragments paid."""
    s = campaign_session(HEROES3, seed=5, tier_shift=-1)
    assert s.state.setup["tier_shift"] == -1
    assert _tiers([c.creature for c in s.state.creatures]) == [1, 1, 1]  # K0: T1 T1 T2 -> 3xT1
    assert s.state.spoils == world.card(s.state, "K0").spoils.fragments - 1
    win_combat(s)
    leave_market(s)
    place_group(s, "R4")
    s.apply(Stay(0))
    card = world.card(s.state, "R4")
    on_board = [c.creature for c in s.state.creatures]
    assert _tiers(on_board) == [1, 1, 1]
    assert all(c in card.creatures for c in on_board)  # the card's own (biome's) creatures first
    assert s.state.spoils == card.spoils.fragments - 1 == 4
    before = s.state.fragments
    win_combat(s)
    assert s.state.fragments == before + 4


def test_dc_diff_03_per_creature_shift_and_the_default_campaign_unchanged() -> None:
    """Creature by creature (lowest tier first, after the removals), as the Skirmish's ``each``."""
    s = campaign_session(HEROES3, seed=5, tier_shift="each", creature_shift_1=1, creature_shift_3=-1)
    assert s.state.setup["tier_shift"] == [1, 0, -1, 0]
    # K0 for 3 players: T1 T1 T2 -> T2 T1 T1 (weakest first again): spoils 4 + 1 - 1
    assert sorted(_tiers([c.creature for c in s.state.creatures])) == [1, 1, 2]
    assert s.state.spoils == 4
    plain = GAME.normalize_setup({"mode": "campaign", "players": 3, "heroes": HEROES3})
    assert "tier_shift" not in plain  # an unshifted campaign's setup is the one it always was

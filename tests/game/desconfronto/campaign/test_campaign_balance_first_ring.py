"""The 2 Dec campaign balance (docs/desconfronto_campaign_balance.md): the first ring's 4-player rows are
1-1-1-2, so a party of 4 can win there, while 1-2 players meet exactly the Tier I pair they met before
and Kalahad keeps the Example of Play's rows (L297, L367, L401)."""

from __future__ import annotations

from game.desconfronto.campaign.map_cards import FACES
from game.desconfronto.campaign.world import KALAHAD, the_map
from game.desconfronto.creatures import CREATURES


def _tiers(row: tuple[str, ...]) -> list[int]:
    return [CREATURES[c].tier for c in row]


def test_dc_cmp_26_first_ring_rows_for_four_three_two_and_one_players():
    blue = [c for c in the_map().cards.values() if c.area == "blue"]
    assert len(blue) == 8
    for c in blue:
        assert c.spoils.fragments == 4, c.id  # the first ring's spoils stay K0's printed 4 (L401)
        for face in FACES:
            assert _tiers(c.for_players(face, 4)) == [1, 1, 1, 2], (c.id, face)
            assert _tiers(c.for_players(face, 3)) == [1, 1, 1], (c.id, face)
            assert _tiers(c.for_players(face, 2)) == [1, 1], (c.id, face)
            assert len(c.for_players(face, 1)) == 1


def test_dc_cmp_26_kalahad_keeps_bicudo_and_froggo_for_two_players():
    k0 = the_map().cards[KALAHAD]
    for face in FACES:
        assert sorted(k0.for_players(face, 2)) == ["bicudo", "froggo"]  # the Example of Play (L367)
        assert _tiers(k0.for_players(face, 4)) == [1, 1, 2, 2]
    assert k0.spoils.fragments == 4

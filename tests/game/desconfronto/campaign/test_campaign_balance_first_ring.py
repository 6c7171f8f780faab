"""The campaign balance for 3-4 heroes (docs/desconfronto_campaign_balance.md, issue #11): the first
two rings' rows are authored so the creatures only bigger parties meet are the ones made weaker, while a
solo hero meets exactly what it met before, 1-3 players on the first ring too, and Kalahad keeps the
Example of Play's rows (L297, L367, L401). Each biome's green road-event card pays a Long Rest (L116)."""

from __future__ import annotations

from game.desconfronto.campaign.map_cards import FACES, strength_key
from game.desconfronto.campaign.world import KALAHAD, the_map
from game.desconfronto.creatures import CREATURES

GREEN_LONG_RESTS = {"R9", "T5", "F5", "P1"}  # the green road-event card of each biome


def _tiers(row: tuple[str, ...]) -> list[int]:
    return [CREATURES[c].tier for c in row]


def _strongest_tier_one() -> str:
    return max((c for c in CREATURES if CREATURES[c].tier == 1), key=strength_key)


def test_dc_cmp_26_first_ring_rows_for_four_three_two_and_one_players():
    blue = [c for c in the_map().cards.values() if c.area == "blue"]
    assert len(blue) == 8
    bicudo = _strongest_tier_one()
    kept_tier_two = 0
    for c in blue:
        assert c.spoils.fragments == 4 and not c.spoils.rest, c.id  # K0's printed 4 (L401)
        for face in FACES:
            four = c.for_players(face, 4)
            # the 4th creature, which only a party of 4 meets, is a Tier I unless none is stronger than
            # the third (Bicudo, the heaviest Tier I): then the row stays sorted with its Tier II
            if _tiers(four) == [1, 1, 1, 2]:
                assert four[2] == bicudo, (c.id, face)
                kept_tier_two += 1
            else:
                assert _tiers(four) == [1, 1, 1, 1], (c.id, face)
            assert _tiers(c.for_players(face, 3)) == [1, 1, 1], (c.id, face)
            assert _tiers(c.for_players(face, 2)) == [1, 1], (c.id, face)
            assert len(c.for_players(face, 1)) == 1
    assert kept_tier_two == 7  # of 32 faces


def test_dc_cmp_26_second_ring_rows_lose_one_tier_two_for_two_to_four_players():
    green = [c for c in the_map().cards.values() if c.area == "green" and not c.replaces]
    assert len(green) == 12
    for c in green:
        for face in FACES:
            assert _tiers(c.for_players(face, 4)) == [1, 1, 2, 2], (c.id, face)
            assert _tiers(c.for_players(face, 3)) == [1, 1, 2], (c.id, face)
            assert _tiers(c.for_players(face, 2)) == [1, 1], (c.id, face)
            assert _tiers(c.for_players(face, 1)) == [1], (c.id, face)


def test_dc_cmp_24_each_biome_has_a_long_rest_spoil_in_the_second_ring():
    cards = the_map().cards
    for cid in GREEN_LONG_RESTS:
        c = cards[cid]
        assert c.area == "green" and "road_event" in c.symbols, cid
        assert (c.spoils.rest, c.spoils.fragments) == ("long", 3), cid
    assert {c.biome for cid, c in cards.items() if cid in GREEN_LONG_RESTS} == {"ruins", "tundras", "forests", "swamps"}
    others = [c for c in cards.values() if c.area == "green" and c.id not in GREEN_LONG_RESTS and not c.replaces]
    assert all(c.spoils.fragments == 5 and not c.spoils.rest for c in others)


def test_dc_cmp_26_kalahad_keeps_bicudo_and_froggo_for_two_players():
    k0 = the_map().cards[KALAHAD]
    for face in FACES:
        assert sorted(k0.for_players(face, 2)) == ["bicudo", "froggo"]  # the Example of Play (L367)
        assert _tiers(k0.for_players(face, 4)) == [1, 1, 2, 2]
    assert k0.spoils.fragments == 4

"""The Sempreterna campaign content: map, Scrolls, temple texts and road events (DC-GEN-03, DC-CMP-*).

Each test reads the shipped TOML through the real loader; the broken-file tests write a
changed copy to tmp_path and check the ContentError names the file and the entry.
"""

from __future__ import annotations

import re
from collections import deque
from pathlib import Path

import pytest
from pydantic import BaseModel

from game.core.content import ContentError, Text
from game.desconfronto.campaign import content as cc
from game.desconfronto.creatures import CREATURES
from game.desconfronto.dice import DIE


@pytest.fixture(scope="module")
def cmap() -> cc.CampaignMap:
    return cc.load_map()


@pytest.fixture(scope="module")
def scrolls() -> cc.Scrolls:
    return cc.load_scrolls()


@pytest.fixture(scope="module")
def events() -> dict[str, cc.RoadEvent]:
    return cc.load_road_events()


def _texts(obj: object) -> list[Text]:
    """Every Text inside a pydantic record, however deep."""
    found: list[Text] = []
    if isinstance(obj, Text):
        return [obj]
    if isinstance(obj, (list, tuple)):
        for x in obj:
            found += _texts(x)
    elif isinstance(obj, BaseModel):
        for name in type(obj).model_fields:
            found += _texts(getattr(obj, name))
    return found


# ---------------------------------------------------------------- the map


def test_dc_cmp_01_thirty_six_exploration_cards_in_four_biome_decks_around_k0(cmap: cc.CampaignMap) -> None:
    biome_cards = [c for c in cmap.cards.values() if c.biome != "kalahad"]
    assert len(biome_cards) == 36
    assert len(cmap.cards) == 37  # + K0
    for biome in cc.BIOMES:
        deck = cmap.deck(biome)
        assert [c.number for c in deck] == list(range(1, 10)), biome
        assert {c.id[0] for c in deck} == {cc.LETTER[biome]}


def test_dc_cmp_01_every_id_the_rulebook_names_is_where_it_names_it(cmap: cc.CampaignMap) -> None:
    rulebook = Path("/work/shared/rulebooks/000_2fc41c83b1008553.txt")
    named = {"K0", "R1", "T3", "F7", "P8", "P5"}
    if rulebook.exists():  # the ids the rulebook itself prints (L70, L73, L246, L264, L479)
        named |= set(re.findall(r"\b[KRTFP][0-9]\b", rulebook.read_text(encoding="utf-8")))
    for cid in named:
        assert cid in cmap.cards, cid
    assert cmap.cards["R1"].biome == "ruins" and cmap.cards["T3"].biome == "tundras"
    assert cmap.cards["F7"].biome == "forests" and cmap.cards["P8"].biome == "swamps"
    assert cmap.cards["P5"].biome == "swamps"
    for tid in cc.AKARI_TEMPLES:  # L264: the Akari temples, yellow area
        assert cmap.cards[tid].encounter == "akari" and cmap.cards[tid].area == "yellow"


def test_dc_gen_03_k0_kalahad_stands_face_up_in_the_centre(cmap: cc.CampaignMap) -> None:
    k0 = cmap.centre
    assert k0.id == "K0" and k0.biome == "kalahad" and k0.number == 0
    assert k0.pos == (cmap.cols // 2, cmap.rows // 2)
    # the first ring (L73): every one of the 8 cells around K0 holds a card
    ring = [(k0.col + dx, k0.row + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]
    assert all(cmap.at(*p) is not None for p in ring)


def test_dc_cmp_03_directions_are_symmetric_and_stay_inside_the_grid(cmap: cc.CampaignMap) -> None:
    links = 0
    for c in cmap.cards.values():
        assert 0 <= c.col < cmap.cols and 0 <= c.row < cmap.rows
        for d in c.directions:
            other = cmap.neighbour(c.id, d)
            assert 0 <= other.col < cmap.cols and 0 <= other.row < cmap.rows
            assert cc.OPPOSITE[d] in other.directions, (c.id, d, other.id)
            links += 1
    assert links % 2 == 0
    assert len({c.pos for c in cmap.cards.values()}) == len(cmap.cards)


def test_dc_cmp_04_every_card_is_reachable_from_k0(cmap: cc.CampaignMap) -> None:
    seen, todo = {"K0"}, deque(["K0"])
    while todo:
        cid = todo.popleft()
        for d in cmap.cards[cid].directions:
            n = cmap.neighbour(cid, d).id
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(cmap.cards)


def test_dc_cmp_06_the_four_corners_hold_the_guardians(cmap: cc.CampaignMap) -> None:
    corners = cmap.corners()
    assert len(corners) == 4
    assert {c.biome for c in corners} == set(cc.BIOMES)  # one corner per biome deck
    for c in corners:
        assert c.encounter == "guardian" and c.spoils.conclusion_token
        assert "conclusion_token" in c.all_symbols
    assert not any(c.spoils.conclusion_token for c in cmap.cards.values() if c not in corners)


def test_dc_cmp_03_every_card_has_setup_spoils_fast_travel_and_sources(cmap: cc.CampaignMap) -> None:
    for c in cmap.cards.values():
        assert c.fast_travel >= 1, c.id  # authored for every card (the rulebook prints none)
        assert c.spoils.fragments > 0 or c.spoils.rest or c.spoils.conclusion_token
        assert c.note, c.id
        for face in cc.FACES:
            assert len(c.setup.row(face)) == 4  # written for 4 players (L297)
    shops = [c.id for c in cmap.cards.values() if "shop" in c.symbols]
    pois = [c.id for c in cmap.cards.values() if "point_of_interest" in c.symbols]
    roads = [c.id for c in cmap.cards.values() if "road_event" in c.symbols]
    assert "K0" in shops and len(pois) >= 8 and len(roads) >= 8
    assert any(c.spoils.rest == "short" for c in cmap.cards.values())
    assert any(c.spoils.rest == "long" for c in cmap.cards.values())
    assert cmap.centre.sources.spoils == "rulebook" and cmap.cards["R2"].sources.setup == "authored"


def test_dc_cmp_25_every_creature_id_is_a_known_creature_card(cmap: cc.CampaignMap) -> None:
    for c in (*cmap.cards.values(), *cmap.secret.values()):
        for cid in c.creatures:
            assert cid in CREATURES, (c.id, cid)
        assert set(c.creatures) == {x for f in cc.FACES for x in c.setup.row(f)}


def test_dc_cmp_25_tiers_grow_from_the_centre_outwards(cmap: cc.CampaignMap) -> None:
    def tiers(c: cc.MapCard) -> float:
        rows = [c.setup.row(f) for f in cc.FACES]
        return sum(CREATURES[x].tier for r in rows for x in r) / len(rows)

    k0 = cmap.centre
    # From the first ring out. Kalahad keeps two Tier II besiegers (1-1-2-2) above its ring's 1-1-1-2:
    # 2 players must fight Bicudo + Froggo there (L367) and no Tier I is stronger than Bicudo.
    for c in cmap.cards.values():
        if c.id == k0.id:
            continue
        ring = max(abs(c.col - k0.col), abs(c.row - k0.row))
        for other in cmap.cards.values():
            if max(abs(other.col - k0.col), abs(other.row - k0.row)) > ring:
                assert tiers(other) >= tiers(c), (c.id, other.id)
    for c in cmap.corners():
        assert tiers(c) == max(tiers(x) for x in cmap.cards.values())


def test_dc_cmp_26_fewer_players_remove_the_strongest_creature_keeping_one(cmap: cc.CampaignMap) -> None:
    for c in cmap.cards.values():
        for face in cc.FACES:
            row = c.setup.row(face)
            keys = [cc.strength_key(x) for x in row]
            assert keys == sorted(keys)  # weakest first, so the tail is the strongest
            for players in (1, 2, 3, 4):
                kept = c.for_players(face, players)
                assert len(kept) == max(1, 4 - (4 - players))
                removed = [x for x in row if x not in kept]
                if removed:
                    assert min(cc.strength_key(x) for x in removed) >= max(cc.strength_key(x) for x in kept)
    assert cc.for_players(("froggo",), 1) == ("froggo",)  # never below one creature
    assert cc.for_players(("froggo", "bicudo"), 1) == ("froggo",)


def test_dc_cmp_28_k0_for_two_players_is_bicudo_and_froggo_with_four_fragments(cmap: cc.CampaignMap) -> None:
    """The Example of Play: 2 players at K0 fight Bicudo + Froggo (L367) and win 4 fragments (L401)."""
    k0 = cmap.centre
    faces = [f for f in cc.FACES if set(k0.for_players(f, 2)) == {"bicudo", "froggo"}]
    assert faces == list(cc.FACES)  # whatever the setup die shows
    assert sum(DIE.probability(f) for f in faces) == pytest.approx(1.0)
    assert k0.spoils.fragments == 4 and not k0.spoils.rest and not k0.spoils.conclusion_token
    assert all(len(k0.setup.row(f)) == 4 for f in cc.FACES)  # the table itself is for 4


# DC-GEN-02 (the first campaign's set-aside cards) is not claimed by name: only P5 (corrupted) is map
# content; hiding the items and enemies is the campaign engine's (test_rule_coverage's UNENFORCED list).
def test_p5_corrupted_is_set_aside_in_p5s_place(cmap: cc.CampaignMap) -> None:
    assert set(cmap.secret) == {"P5c"}
    p5c, p5 = cmap.secret["P5c"], cmap.cards["P5"]
    assert p5c.replaces == "P5" and p5c.pos == p5.pos and sorted(p5c.directions) == sorted(p5.directions)
    assert p5c.encounter == "tenebrah" and "P5c" not in cmap.cards  # not on the first campaign's map


def test_dc_cmp_14_every_area_colour_is_in_the_scroll_table(cmap: cc.CampaignMap, scrolls: cc.Scrolls) -> None:
    table = {a.colour for a in scrolls.areas}
    assert table == {"red", "blue", "green", "orange", "yellow"}
    for c in (*cmap.cards.values(), *cmap.secret.values()):
        assert c.area in table, c.id
    assert [c.id for c in cmap.cards.values() if c.area == "red"] == ["K0"]
    assert scrolls.area_scroll("red").number == 2 and scrolls.area_scroll("red", final=True).number == 7
    assert {a.colour: a.scroll for a in scrolls.areas if not a.final} == {
        "red": 2, "blue": 3, "green": 4, "orange": 5, "yellow": 6,
    }
    assert [a.colour for a in scrolls.areas if a.optional] == ["orange"]
    cc.load_campaign()  # the cross-file check passes


def test_dc_cmp_14_orange_is_optional_every_temple_and_corner_is_reachable_without_it(cmap: cc.CampaignMap) -> None:
    seen, todo = {"K0"}, deque(["K0"])
    while todo:
        cid = todo.popleft()
        for d in cmap.cards[cid].directions:
            n = cmap.neighbour(cid, d)
            if n.id not in seen and n.area != "orange":
                seen.add(n.id)
                todo.append(n.id)
    assert {c.id for c in cmap.cards.values() if c.area != "orange"} == seen


def test_dc_cmp_14_the_yellow_area_lies_beyond_blue_and_green(cmap: cc.CampaignMap) -> None:
    """Scrolls are read in order 2, 3, 4, (5), 6 as a group walks outwards: no yellow card touches K0 or blue."""
    for c in cmap.cards.values():
        if c.area == "yellow":
            near = {cmap.neighbour(c.id, d).area for d in c.directions}
            assert near <= {"green", "yellow"}, c.id
        if c.area == "blue":
            assert {cmap.neighbour(c.id, d).area for d in c.directions} <= {"red", "blue", "green"}


# ---------------------------------------------------------------- scrolls


def test_dc_cmp_13_scroll_one_is_the_prologue_and_two_to_seven_have_intro_and_conclusion(
    scrolls: cc.Scrolls,
) -> None:
    assert sorted(scrolls.scrolls) == list(range(1, 8))
    s1 = scrolls.scrolls[1]
    assert s1.title.en == "The Ring of Lament" and s1.conclusion is None and s1.area is None
    for n in range(2, 8):
        s = scrolls.scrolls[n]
        assert s.intro.en and s.conclusion is not None and s.area is not None
    assert scrolls.scrolls[2].title.pt == "O Cerco a Kalahad" and scrolls.scrolls[7].title.en == "Back to Kalahad"
    assert sorted(scrolls.temples) == sorted(cc.AKARI_TEMPLES)


def test_dc_cmp_14_every_story_text_is_in_both_languages(scrolls: cc.Scrolls) -> None:
    texts = _texts(list(scrolls.scrolls.values())) + _texts(list(scrolls.temples.values()))
    texts += _texts(list(scrolls.areas))
    assert len(texts) >= 7 + 6 + 7 + 8 + 6
    for t in texts:
        assert t.en.strip() and t.pt.strip()
        if len(t.en) > 40:  # a real sentence, so really translated (short names like "Kalahad" may match)
            assert t.en != t.pt


def test_no_story_text_spoils_the_secret_endings(scrolls: cc.Scrolls, cmap: cc.CampaignMap) -> None:
    secret = re.compile(r"tenebrah|solarion|abyssal|abissal|corrupted pharanor|pharanor corrompido", re.I)
    for t in _texts(list(scrolls.scrolls.values())) + _texts(list(scrolls.temples.values())):
        assert not secret.search(t.en) and not secret.search(t.pt)
    for c in cmap.cards.values():
        assert not secret.search(c.name.en)


# ---------------------------------------------------------------- road events


def test_dc_cmp_19_a_deck_of_at_least_24_road_events_with_two_choices(events: dict[str, cc.RoadEvent]) -> None:
    assert len(events) >= 24
    for biome in cc.BIOMES:
        assert len(cc.events_for(events, biome)) >= 24, biome
    for e in events.values():
        assert e.source == "authored" and e.note
        for choice in (e.a, e.b):
            for eff in (*choice.effects, *(choice.gamble.win + choice.gamble.lose if choice.gamble else ())):
                for cid in eff.ambush or ():
                    assert cid in CREATURES


def test_dc_cmp_19_every_road_event_text_is_in_both_languages(events: dict[str, cc.RoadEvent]) -> None:
    for e in events.values():
        texts = _texts(e)
        assert len(texts) >= 6
        for t in texts:
            assert t.en.strip() and t.pt.strip(), e.id


def test_dc_cmp_19_road_events_are_neutral_to_slightly_positive(events: dict[str, cc.RoadEvent]) -> None:
    means = []
    for e in events.values():
        a, b = cc.choice_value(e.a), cc.choice_value(e.b)
        assert -2.0 <= a <= 3.0 and -2.0 <= b <= 3.0, e.id
        assert -1.0 <= (a + b) / 2 <= 1.5, e.id
        means.append((a + b) / 2)
    assert 0.0 <= sum(means) / len(means) <= 1.0


def test_dc_cmp_19_the_effect_value_scale_reads_each_currency() -> None:
    e = cc.EventEffect.model_validate
    assert cc.effect_value(e({"fragments": -2})) == -2
    assert cc.effect_value(e({"condition": "poison", "to": "one"})) == -1.5
    assert cc.effect_value(e({"condition": "purification"})) == pytest.approx(cc.PARTY_WEIGHT)
    assert cc.effect_value(e({"rest": "long"})) == 6
    assert cc.effect_value(e({"ambush": ["froggo", "gargoyle"]})) == pytest.approx(-4.5)
    assert cc.effect_value(e({"item": "healing_potion"})) == 1


# ---------------------------------------------------------------- broken files


def _broken(tmp_path: Path, src: Path, old: str, new: str) -> Path:
    text = src.read_text(encoding="utf-8")
    assert old in text
    out = tmp_path / src.name
    out.write_text(text.replace(old, new, 1), encoding="utf-8")
    return out


def test_dc_cmp_03_a_one_way_connection_is_refused_naming_the_card(tmp_path: Path) -> None:
    # K0 loses its 'n' link while R7 keeps its 's' link back
    path = _broken(tmp_path, cc.MAP_FILE, 'directions = ["n", "e", "s", "w"]\ncreatures = ["froggo"',
                   'directions = ["e", "s", "w"]\ncreatures = ["froggo"')
    with pytest.raises(ContentError, match=r"map\.toml.*R7.*K0"):
        cc.load_map.__wrapped__(path)


def test_dc_cmp_25_an_unknown_creature_is_refused_naming_the_card(tmp_path: Path) -> None:
    path = _broken(tmp_path, cc.MAP_FILE, 'corrupted = ["froggo", "bicudo"', 'corrupted = ["froggo", "dragonzilla"')
    with pytest.raises(ContentError, match=r"map\.toml.*'K0'.*dragonzilla"):
        cc.load_map.__wrapped__(path)


def test_dc_cmp_26_a_row_not_weakest_first_is_refused(tmp_path: Path) -> None:
    path = _broken(tmp_path, cc.MAP_FILE, 'corrupted = ["froggo", "bicudo"', 'corrupted = ["bicudo", "froggo"')
    with pytest.raises(ContentError, match=r"'K0'.*weakest first"):
        cc.load_map.__wrapped__(path)


def test_dc_cmp_13_a_scroll_without_conclusion_is_refused(tmp_path: Path) -> None:
    path = _broken(tmp_path, cc.SCROLLS_FILE, "conclusion.en = ", "conclusion_x.en = ")
    with pytest.raises(ContentError, match=r"scrolls\.toml"):
        cc.load_scrolls.__wrapped__(path)


def test_dc_cmp_19_an_effect_with_two_verbs_is_refused(tmp_path: Path) -> None:
    path = _broken(tmp_path, cc.EVENTS_FILE, '{ item = "healing_potion" }', '{ item = "healing_potion", fragments = 1 }')
    with pytest.raises(ContentError, match=r"road_events\.toml.*wounded_merchant"):
        cc.load_road_events.__wrapped__(path)


def test_dc_cmp_01_each_deck_is_numbered_in_reading_order_on_the_grid(cmap: cc.CampaignMap) -> None:
    """'Arranged by the numbers on their backs' (L237): a deck's cards, read left to right and top to
    bottom over the grid, come out 1..9, so laying them out needs only the numbers."""
    for biome in cc.BIOMES:
        reading = sorted(cmap.deck(biome), key=lambda c: (c.row, c.col))
        assert [c.number for c in reading] == list(range(1, 10)), biome


def test_dc_cmp_25_every_creature_card_of_the_box_stands_on_some_card(cmap: cc.CampaignMap) -> None:
    used = {x for c in cmap.cards.values() for x in c.creatures}
    assert used == set(CREATURES)  # the 48 cards (16 per tier), none left in the box


def test_dc_cmp_19_each_event_note_states_its_real_worth(events: dict[str, cc.RoadEvent]) -> None:
    """The reasoning in a note must follow the effects: a retuned event needs its note retuned too."""
    for e in events.values():
        m = re.search(r"A ([+-]\d+\.\d\d), B ([+-]\d+\.\d\d)", e.note)
        assert m, e.id
        assert float(m.group(1)) == pytest.approx(cc.choice_value(e.a), abs=0.006), e.id
        assert float(m.group(2)) == pytest.approx(cc.choice_value(e.b), abs=0.006), e.id

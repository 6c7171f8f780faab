"""Zerywia's map as content (issue 9; ZW-BOARD-01..22, AMB-04, AMB-05, AMB-44, AMB-49): the four
Thymors and their Regions, borders, Harbours, the Chasm, the Location and Thymor dice, and the
drawing in the 1280x720 board space. The map is authored (the rulebook prints none); these tests
hold it to every fact the rulebook states and to the shape the rules need."""

from __future__ import annotations

import itertools
import math
import re
from pathlib import Path

import pytest

from game.core import i18n
from game.core.content import ContentError
from game.zerywia import board_map as bm
from game.zerywia.map_models import SPECIALS

M = bm.board()
THYMORS = ("lekhian_domain", "rani_territories", "nuru_grounds", "ystoi_cradles")
TERRAINS = ("wilderness", "mountain", "ruin", "settlement")


def _reachable(start: str) -> set[str]:
    seen, todo = {start}, [start]
    while todo:
        for n in M.neighbours(todo.pop()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


# --- the Thymors and their Regions -------------------------------------------------------------


def test_zw_board_01_four_thymors_each_in_its_own_quarter_with_the_kolovrat_symbol_of_it():
    assert set(M.thymors) == set(THYMORS)
    quarters = {t.id: t.quarter for t in M.thymors.values()}
    # AMB-07: L278's order paired with the Dawnstone table's (L328-L331): West, East, South, North.
    assert quarters == {
        "lekhian_domain": "west",
        "rani_territories": "east",
        "nuru_grounds": "south",
        "ystoi_cradles": "north",
    }
    # ZW-HERO-27: Dawn = East, Noon = South, Dusk = West, Night = North.
    assert {t.quarter: t.time_of_day for t in M.thymors.values()} == {
        "east": "dawn",
        "south": "noon",
        "west": "dusk",
        "north": "night",
    }
    assert all(t.source == "rulebook" and t.authored == ["quarter"] for t in M.thymors.values())


def test_zw_board_02_the_authored_count_is_nine_regions_per_thymor_36_like_the_murk_and_threat_supply():
    for t in THYMORS:
        assert len(M.regions_of(t)) == 9
    assert (
        len(M.regions) == 36
    )  # one Murk-family and one Threat-family token each (36 each, L81-L82; ZW-BOARD-18)
    assert set().union(*(M.regions_of(t) for t in THYMORS)) == set(M.regions)


def test_zw_board_20_every_region_the_rulebook_names_is_there_with_every_stated_fact():
    r = M.regions
    assert "mountain" in M.terrains("dragon_spine") and "vids_tangle" in M.neighbours("dragon_spine")  # L509
    assert "settlement" in M.terrains("vids_tangle") and r["vids_tangle"].special == "exis_temple"  # L509
    assert {"ardor_spire", "cadavar_estuary"} <= M.neighbours("creeping_marsh")  # L924
    assert "frozen_debris" in r  # L1110
    for rid in (
        "dragon_spine",
        "vids_tangle",
        "creeping_marsh",
        "ardor_spire",
        "cadavar_estuary",
        "frozen_debris",
    ):
        assert r[rid].source == "rulebook" and r[rid].lines, rid
    assert r["dragon_spine"].name.en == "Dragon Spine" and r["vids_tangle"].name.en == "Vid's Tangle"
    assert r["cadavar_estuary"].name.en == "Cadavar Estuary" and r["ardor_spire"].name.en == "Ardor Spire"
    # Named only in the heroes' lore (L1214, L1216, L1238): our Regions, marked authored.
    for rid, line in (("wolf_gate", "L1214"), ("barren_woods", "L1216"), ("hoarfrost", "L1238")):
        assert r[rid].source == "authored" and r[rid].lines == [line]
    assert r["hoarfrost"].name.en == "HoarFrost"


def test_zw_board_20_the_l924_murk_example_follows_from_the_tutorials_setup():
    """L399: Murk starts on the Shroud, the Exis Temple and the Hollows; the Cradle starts empty (it is
    the heroes' start, L394). L924: Creeping Marsh has Murk (then a Murkrift), a Murk spread onto
    Ardor Spire makes a Murkrift there, Cadavar Estuary has no token."""
    murk_kinds = {"shroud", "exis_temple", "hollows"}
    assert (
        M.regions["creeping_marsh"].special in murk_kinds and M.regions["ardor_spire"].special in murk_kinds
    )
    assert M.regions["cadavar_estuary"].special == "cradle"
    assert M.thymor_of("creeping_marsh") == M.thymor_of("ardor_spire") == M.thymor_of("cadavar_estuary")


def test_zw_board_03_every_region_has_a_name_in_both_languages_and_one_or_more_terrains():
    for r in M.regions.values():
        assert r.name.en and r.name.pt and r.source in ("rulebook", "authored")
        assert r.source == "rulebook" or not r.authored
        assert 1 <= len(r.terrains) <= 2 and set(r.terrains) <= set(TERRAINS)
    assert M.terrains("wolf_gate") == {"mountain", "settlement"}
    for t in THYMORS:  # every Exploration deck can be drawn in every Thymor
        assert set().union(*(M.terrains(x) for x in M.regions_of(t))) == set(TERRAINS)


def test_zw_board_04_05_each_thymor_has_exactly_one_region_of_each_special_location():
    for t in THYMORS:
        kinds = [M.regions[x].special for x in M.regions_of(t) if M.regions[x].special]
        assert sorted(kinds) == sorted(SPECIALS)
        for kind in SPECIALS:
            assert M.thymor_of(M.special(t, kind)) == t and M.regions[M.special(t, kind)].special == kind
    assert bm.special("rani_territories", "exis_temple") == "vids_tangle"


def test_zw_scen_path_setup_tokens_fit_the_supply_and_leave_room_for_overflow():
    """L394-L400: heroes at the Cradle, Murk on the Shroud, Exis Temple and Hollows, Threat on the
    Regions without special symbols and the Stronghold."""
    murk = M.with_special("shroud") | M.with_special("exis_temple") | M.with_special("hollows")
    threat = M.plain_regions() | M.with_special("stronghold")
    assert len(threat) == 16 and len(murk) == 12 and not threat & murk  # of 36 each (L81-L82)
    assert M.with_special("cradle") == {M.special(t, "cradle") for t in THYMORS}
    assert {"dragon_spine", "frozen_debris", "barren_woods"} <= M.plain_regions()
    for t in THYMORS:
        assert len(M.regions_of(t) - murk - threat) == 2  # the Cradle and the Primesource start empty


# --- borders ------------------------------------------------------------------------------------


def test_zw_board_02_borders_are_symmetric_listed_once_and_every_region_reaches_every_other():
    seen = set()
    for a, b in M.borders:
        assert frozenset((a, b)) not in seen and a != b
        seen.add(frozenset((a, b)))
        assert b in M.neighbours(a) and a in M.neighbours(b)
    for rid in M.regions:
        assert _reachable(rid) == set(M.regions), rid
        assert 2 <= len(M.neighbours(rid)) <= 6


def test_zw_board_02_each_thymor_touches_exactly_its_two_neighbours_never_the_opposite_one():
    opposite = {
        "lekhian_domain": "rani_territories",
        "rani_territories": "lekhian_domain",
        "nuru_grounds": "ystoi_cradles",
        "ystoi_cradles": "nuru_grounds",
    }
    for t in THYMORS:
        touched = {M.thymor_of(n) for x in M.regions_of(t) for n in M.neighbours(x)} - {t}
        assert len(touched) == 2 and opposite[t] not in touched, t
        crossings = [
            (a, b)
            for a, b in M.borders
            if {M.thymor_of(a), M.thymor_of(b)} & {t} and M.thymor_of(a) != M.thymor_of(b)
        ]
        assert len(crossings) == 6  # 3 borders with each neighbour: by the Chasm, mid-ring, on the coast


def test_amb_44_overflow_steps_walk_borders_cross_thymors_never_the_chasm_and_run_out():
    assert M.overflow_steps("creeping_marsh", ["creeping_marsh"]) == M.neighbours("creeping_marsh")
    assert "ardor_spire" not in M.overflow_steps("creeping_marsh", ["creeping_marsh", "ardor_spire"])
    # Vid's Tangle (by the Chasm) borders a Region of the Ystoi Cradles across the diagonal.
    assert any(M.thymor_of(n) == "ystoi_cradles" for n in M.overflow_steps("vids_tangle", ["vids_tangle"]))
    assert all(M.chasm_id not in M.neighbours(r) for r in M.regions)
    # A chain that always takes the first untried step ends with no step left (discard, L916).
    tried, last = ["frozen_debris"], "frozen_debris"
    while steps := M.overflow_steps(last, tried):
        last = sorted(steps)[0]
        tried.append(last)
    assert len(tried) == len(set(tried)) and M.overflow_steps(last, tried) == frozenset()


# --- Harbours and Exploration ------------------------------------------------------------------


def test_zw_board_08_two_harbours_per_thymor_on_the_coast_and_use_the_harbour_reaches_every_other():
    assert len(bm.harbours()) == 8
    for t in THYMORS:
        assert len(M.harbours() & M.regions_of(t)) == 2
    assert M.harbour_targets("svetlograd") == M.harbours() - {"svetlograd"}
    assert M.harbour_targets("dragon_spine") == frozenset()  # only from a Harbour (L585)


def test_amb_04_explore_targets_default_adds_every_other_harbour_the_variant_only_sea_routes():
    """ZW-BOARD-09: for Exploration movement every other Harbour Region counts as adjacent."""
    assert M.explore_targets("dragon_spine") == M.neighbours("dragon_spine")  # not a Harbour
    assert bm.explore_targets("cadavar_estuary") == M.neighbours("cadavar_estuary") | (
        M.harbours() - {"cadavar_estuary"}
    )
    sea = M.explore_targets("cadavar_estuary", bm.SEA_ROUTES)
    assert sea == M.neighbours("cadavar_estuary") | {"salt_steppe", "lekhograd"}
    assert "svetlograd" in M.explore_targets("cadavar_estuary") and "svetlograd" not in sea
    assert "cadavar_estuary" not in M.explore_targets("cadavar_estuary")  # exploring in place: no move (L493)
    for a, b in M.sea_routes:
        assert M.regions[a].harbour and M.regions[b].harbour
    with pytest.raises(ValueError):
        M.explore_targets("cadavar_estuary", "rowing")


def test_zw_board_06_the_shroud_reaches_every_other_shroud_region():
    shrouds = {M.special(t, "shroud") for t in THYMORS}
    assert M.shroud_targets("creeping_marsh") == shrouds - {"creeping_marsh"}
    assert M.shroud_targets("cadavar_estuary") == frozenset()


# --- the Chasm ----------------------------------------------------------------------------------


def test_zw_board_10_11_the_chasm_has_no_thymor_no_terrain_no_harbour_no_border_and_six_rifts():
    c = M.chasm_id
    assert c not in M.regions and M.thymor_of(c) is None and M.terrains(c) == frozenset()  # L308, AMB-49
    assert M.neighbours(c) == frozenset() and M.explore_targets(c) == frozenset()  # L314
    assert c not in M.harbours() and M.harbour_targets(c) == frozenset()  # L310
    assert M.chasm.ritual_rifts == 6 and len(bm.layout().chasm.rifts) == 6  # L314
    with pytest.raises(KeyError):
        M.neighbours("atlantis")


# --- the Location and Thymor dice ---------------------------------------------------------------


def test_zw_board_07_amb_05_random_region_covers_every_special_region_and_a_chasm_face_on_either_die():
    assert sorted(M.location_die) == sorted(SPECIALS)
    assert sorted(set(M.thymor_die) - {"chasm"}) == sorted(THYMORS) and M.thymor_die.count("chasm") == 2
    picks = {M.random_region(loc, thy) for loc, thy in itertools.product(M.location_die, M.thymor_die)}
    specials = {M.special(t, k) for t in THYMORS for k in SPECIALS}
    assert picks == specials | {M.chasm_id}
    assert bm.random_region("chasm", "nuru_grounds") == M.chasm_id  # L431: the Location die's Chasm
    assert bm.random_region("cradle", "chasm") == M.chasm_id  # L1182: the Thymor die's Chasm
    assert bm.random_region("exis_temple", "rani_territories") == "vids_tangle"


# --- the words ----------------------------------------------------------------------------------


def test_map_words_are_in_both_catalogues():
    keys = [f"zerywia.thymor.{t}" for t in (*THYMORS, "chasm")]
    keys += [f"zerywia.location.{k}" for k in (*SPECIALS, "harbour", "ritual_rift")]
    keys += [f"zerywia.terrain.{k}" for k in TERRAINS]
    for lang in ("en", "pt_BR"):
        cat = i18n.catalogue(lang)
        assert all(cat.get(k) for k in keys), lang
    assert i18n.catalogue("en")["zerywia.thymor.chasm"] == M.chasm.name.en
    assert i18n.catalogue("pt_BR")["zerywia.thymor.chasm"] == M.chasm.name.pt
    assert i18n.catalogue("en")["zerywia.thymor.ystoi_cradles"] == "Ystoi Cradles"


# --- the drawing --------------------------------------------------------------------------------


def _inside(pt: tuple[float, float], poly: list[tuple[float, float]]) -> bool:
    x, y = pt
    hit = False
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            hit = not hit
    return hit


def _box_points(box: tuple[float, float, float, float]) -> list[tuple[float, float]]:
    left, top, right, bottom = box
    return [(x, y) for x in (left, (left + right) / 2, right) for y in (top, (top + bottom) / 2, bottom)]


def _circle_clear_of_box(p: tuple[float, float], r: float, box: tuple[float, float, float, float]) -> bool:
    left, top, right, bottom = box
    return math.dist(p, (max(left, min(p[0], right)), max(top, min(p[1], bottom)))) >= r


def test_layout_polygons_are_inside_the_board_and_bordering_regions_share_an_edge():
    lay = bm.layout()
    assert (lay.board.width, lay.board.height) == (1280, 720)
    for r in lay.regions.values():
        assert len(r.polygon) >= 3
        assert all(0 <= x <= 1280 and 0 <= y <= 720 for x, y in r.polygon)
    for a, b in M.borders:
        assert len(set(lay.regions[a].polygon) & set(lay.regions[b].polygon)) >= 2, (a, b)


def test_layout_draws_no_border_the_map_does_not_have():
    lay = bm.layout()
    borders = {frozenset(p) for p in M.borders}
    for a, b in itertools.combinations(lay.regions, 2):
        if frozenset((a, b)) not in borders:
            assert len(set(lay.regions[a].polygon) & set(lay.regions[b].polygon)) <= 1, (a, b)


def test_layout_each_label_and_its_name_fit_inside_its_own_region_and_no_other():
    lay = bm.layout()
    for rid, r in lay.regions.items():
        assert [o for o, other in lay.regions.items() if _inside(r.label, other.polygon)] == [rid]
        assert math.dist(r.label, lay.chasm.centre) > lay.chasm.radius
        reg = M.regions[rid]
        icons = (reg.special is not None) + reg.harbour  # their symbols come before the name (L284)
        for lang in ("en", "pt"):
            for corner in _box_points(bm.label_box(reg.name.get(lang), icons, r.label)):
                assert _inside(corner, r.polygon), (rid, lang, corner)
    for t in lay.thymors.values():  # the Thymor symbol sits in its own Thymor's quarter
        owners = [o for o, p in lay.regions.items() if _inside(t.emblem, p.polygon)]
        assert owners and M.thymor_of(owners[0]) == t.id


def test_zw_board_18_each_region_has_spots_for_its_four_token_families_and_the_figures_clear_of_its_label():
    lay = bm.layout()
    for rid, r in lay.regions.items():
        reg = M.regions[rid]
        boxes = [
            bm.label_box(reg.name.get(lang), (reg.special is not None) + reg.harbour, r.label)
            for lang in ("en", "pt")
        ]
        pieces = [(p, bm.TOKEN_R) for p in r.tokens] + [(r.figures, bm.FIGURE_R)]
        for p, radius in pieces:
            assert _inside(p, r.polygon), rid
            assert all(_circle_clear_of_box(p, radius, box) for box in boxes), rid
            assert all(math.dist(p, t.emblem) >= radius + 16 for t in lay.thymors.values()), rid
        for (p, rp), (q, rq) in itertools.combinations(pieces, 2):
            assert math.dist(p, q) >= rp + rq, rid


def test_label_lines_break_a_long_name_at_a_space_into_two_lines():
    assert bm.label_lines("Icemere") == ["Icemere"]
    assert bm.label_lines("Santuário das Brasas") == ["Santuário das", "Brasas"]
    assert bm.label_lines("Cadavar Estuary") == ["Cadavar", "Estuary"]


# --- a broken file is named in a sentence -------------------------------------------------------


def _copy(tmp_path: Path) -> Path:
    for name in ("map.toml", "map_dice.toml", "map_layout.toml"):
        (tmp_path / name).write_text((bm.DATA / name).read_text())
    return tmp_path


BROKEN_MAP = [
    (
        '["dragon_spine", "wolf_gate"],',
        '["dragon_spine", "wolf_gait"],',
        r"map.toml: \[links\] borders entry \d+ \('dragon_spine', 'wolf_gait'\): unknown Region id 'wolf_gait'",
    ),
    (
        '["dragon_spine", "wolf_gate"],',
        '["dragon_spine", "wolf_gate"],\n    ["wolf_gate", "dragon_spine"],',
        r"map.toml: \[links\] borders entry \d+ \('wolf_gate', 'dragon_spine'\): this pair is listed twice",
    ),
    ('["dragon_spine", "wolf_gate"],', '["dragon_spine", "dragon_spine"],', r"cannot border itself"),
    ('["dragon_spine", "wolf_gate"],', '["dragon_spine", "chasm"],', r"the Chasm 'chasm' borders nothing"),
    (
        '["dragon_spine", "wolf_gate"],',
        '["dragon_spine", "wolf_gate"],\n    ["frozen_debris", "ashen_mounds"],',
        r"borders: Thymor '\w+' borders the opposite Thymor",
    ),
    (
        'special = "cradle"\nharbour = true\nsource = "authored"\n\n[[region]]\nid = "wailing_barrows"',
        'special = "hollows"\nharbour = true\nsource = "authored"\n\n[[region]]\nid = "wailing_barrows"',
        r"map.toml: Thymor 'ystoi_cradles' must have exactly one Region with special = 'cradle' \(ZW-BOARD-05\); found none",
    ),
    (
        "ritual_rifts = 6\n",
        "ritual_rifts = 6\nharbour = true\n",
        r"map.toml: \[chasm\], field 'harbour': the Chasm is never a Harbour",
    ),
    (
        'terrains = ["mountain", "settlement"]\nspecial = "stronghold"',
        'terrains = ["mountains"]\nspecial = "stronghold"',
        r"map.toml: \[\[region\]\] entry \d+ \(id 'wolf_gate'\), field 'terrains\[0\]'",
    ),
    (
        '["gale_point", "svetlograd"],',
        '["gale_point", "icemere"],',
        r"sea_routes \('gale_point', 'icemere'\): 'icemere' is not a Harbour",
    ),
    (
        'thymor = "nuru_grounds"\nname = { en = "Ashen Mounds"',
        'thymor = "nuru_ground"\nname = { en = "Ashen Mounds"',
        r"map.toml: \[\[region\]\] id 'ashen_mounds', field 'thymor': unknown Thymor 'nuru_ground'",
    ),
    (
        'time_of_day = "dusk"',
        'time_of_day = "dawn"',
        r"field 'time_of_day': the west is dusk \(ZW-HERO-27\), not dawn",
    ),
]


@pytest.mark.parametrize(("old", "new", "message"), BROKEN_MAP)
def test_a_broken_map_file_gives_a_content_error_naming_file_entry_and_field(tmp_path, old, new, message):
    d = _copy(tmp_path)
    text = (d / "map.toml").read_text()
    assert old in text
    (d / "map.toml").write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError, match=message):
        bm.load(d)


def test_a_broken_map_dice_or_layout_file_gives_a_content_error(tmp_path):
    d = _copy(tmp_path)
    dice = (d / "map_dice.toml").read_text()
    (d / "map_dice.toml").write_text(dice.replace('"hollows"]', '"hollow"]'))
    with pytest.raises(
        ContentError, match=r"map_dice.toml: \[\[die\]\] id 'location', field 'faces': unknown face 'hollow'"
    ):
        bm.load(d)
    (d / "map_dice.toml").write_text(dice.replace('"chasm", "chasm"]', '"ystoi_cradles", "nuru_grounds"]'))
    with pytest.raises(ContentError, match=r"map_dice.toml: neither die has a 'chasm' face"):
        bm.load(d)
    (d / "map_dice.toml").write_text(dice)
    layout = (d / "map_layout.toml").read_text()
    short = re.sub(
        r'(id = "icemere"\n(?:\w+ = .*\n)*polygon = \[)[^=]*?\n\]', r"\1[1, 1], [2, 2]]", layout, count=1
    )
    assert short != layout
    (d / "map_layout.toml").write_text(short)
    with pytest.raises(
        ContentError, match=r"map_layout.toml: \[\[region\]\] entry \d+ \(id 'icemere'\), field 'polygon'"
    ):
        bm.load_layout(d)
    (d / "map_layout.toml").write_text(layout.replace("[board]\nwidth = 1280", "[board]\nwidth = 1000"))
    with pytest.raises(
        ContentError,
        match=r"map_layout.toml: \[\[region\]\] id '\w+', field 'polygon': point \(\S+, \S+\) is outside the 1000x720 board",
    ):
        bm.load_layout(d)
    (d / "map_layout.toml").write_text(layout.replace('id = "icemere"', 'id = "icemeer"'))
    with pytest.raises(
        ContentError, match=r"map_layout.toml: \[\[region\]\] id 'icemeer' is not in map.toml"
    ):
        bm.load_layout(d)

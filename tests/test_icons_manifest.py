"""The Game-icons manifest, its extracted SVGs, the emblems of every figure and the credits (issue #14,
"Icon art"). The fetch script itself needs npm and the network, so it is never run here: its
integrity check and its SVG writer are tried on small made-up packages instead."""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import io
import json
import tarfile
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "art" / "icons"
MANIFEST = tomllib.loads((ICONS / "manifest.toml").read_text(encoding="utf-8"))
CREDITS = tomllib.loads((ICONS / "credits.toml").read_text(encoding="utf-8"))


def fetch_script():
    spec = importlib.util.spec_from_file_location("fetch_icons", ROOT / "scripts" / "fetch_icons.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def used() -> dict[str, list[str]]:
    return fetch_script().used_icons(MANIFEST)


def test_every_manifest_entry_has_its_svg_and_no_other_svg_is_kept():
    names = set(used())
    files = {p.stem for p in ICONS.glob("*.svg")}
    assert names and names == files


@pytest.mark.parametrize("name", sorted({n for n in used()}))
def test_each_svg_is_a_single_colour_icon_the_loader_can_tint(name):
    text = (ICONS / f"{name}.svg").read_text(encoding="utf-8")
    root = ET.fromstring(text)
    assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 512 512"
    assert 'fill="currentColor"' in text


def test_the_package_is_pinned_to_an_exact_version_and_a_sha512():
    pkg = MANIFEST["package"]
    assert pkg["name"] == "@iconify-json/game-icons"
    assert pkg["version"].count(".") == 2 and not any(c in pkg["version"] for c in "^~*x<> ")
    algo, _, digest = pkg["integrity"].partition("-")
    assert algo == "sha512" and len(base64.b64decode(digest)) == 64


def fake_package(icons: dict, aliases: dict | None = None, version: str = "1.0.0") -> bytes:
    files = {"icons.json": {"prefix": "game-icons", "icons": icons, "aliases": aliases or {}, "width": 512,
                            "height": 512},
             "info.json": {"name": "Game Icons", "author": {"name": "GameIcons", "url": "u"},
                           "license": {"title": "CC BY 3.0", "spdx": "CC-BY-3.0", "url": "l"}},
             "package.json": {"name": "@iconify-json/game-icons", "version": version}}  # fmt: skip
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w:gz") as tar:
        for name, data in files.items():
            raw = json.dumps(data).encode()
            info = tarfile.TarInfo(f"package/{name}")
            info.size = len(raw)
            tar.addfile(info, io.BytesIO(raw))
    return out.getvalue()


def test_the_fetch_script_refuses_a_tarball_whose_sha512_differs():
    script = fetch_script()
    data = fake_package({"flame": {"body": '<path fill="currentColor" d="M0 0h1z"/>'}})
    good = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
    script.verify(data, good)  # the right bytes pass
    with pytest.raises(SystemExit, match="integrity mismatch"):
        script.verify(data + b"x", good)


def test_the_fetch_script_writes_standalone_svgs_and_follows_aliases():
    script = fetch_script()
    data = fake_package({"flame": {"body": '<path fill="currentColor" d="M0 0h1z"/>'}},
                        aliases={"fire-alias": {"parent": "flame"}})  # fmt: skip
    icon_set, info, pkg = script.read_package(data)
    assert info["license"]["title"] == "CC BY 3.0" and pkg["version"] == "1.0.0"
    text = script.svg_text(icon_set, "fire-alias")
    assert text == script.svg_text(icon_set, "flame")
    assert ET.fromstring(text).get("viewBox") == "0 0 512 512"
    with pytest.raises(SystemExit):
        script.svg_text(icon_set, "no-such-icon")


# --- emblems ---------------------------------------------------------------------------------------
def dc_creature_ids() -> list[str]:
    import game.desconfronto.boss.data  # noqa: F401  (fills BOSS_FORMS)
    import game.desconfronto.campaign.bosses  # noqa: F401  (fills SPECIAL)
    from game.desconfronto.creatures import BOSS_FORMS, CREATURES, SPECIAL

    return sorted({*CREATURES, *BOSS_FORMS, *SPECIAL})


def test_every_desconfronto_creature_boss_form_and_special_foe_has_an_emblem_file():
    from scenes.icons import emblem

    ids = dc_creature_ids()
    assert len(ids) >= 48 + 2 + 10
    missing = [c for c in ids if emblem("dc_creature", c) is None]
    assert not missing
    assert all((ICONS / f"{emblem('dc_creature', c)}.svg").exists() for c in ids)
    # a copy suffix (campaign fights) shares its card's emblem
    assert emblem("dc_creature", "froggo#2") == emblem("dc_creature", "froggo")


def test_every_desconfronto_hero_has_an_emblem_file():
    from game.desconfronto.content import HEROES
    from scenes.icons import emblem

    assert len(HEROES) == 8
    for hero in HEROES:
        name = emblem("dc_hero", hero)
        assert name and (ICONS / f"{name}.svg").exists(), hero


def test_creature_emblems_are_told_apart_by_shape():
    """Every card of the 48 has its own icon (a colour alone never tells two apart)."""
    from game.desconfronto.creatures import CREATURES
    from scenes.icons import emblem

    names = [emblem("dc_creature", c) for c in CREATURES]
    assert len(set(names)) == len(names)


def test_every_symbol_in_the_manifest_is_a_rule_symbol_the_board_draws():
    from scenes.widgets.icon_art import PLATES
    from scenes.widgets.icons import DRAWERS

    for key in MANIFEST["symbols"]:
        assert key in DRAWERS and key in PLATES, key


# --- credits ---------------------------------------------------------------------------------------
def test_credits_list_every_icon_with_its_author_and_the_licence():
    assert CREDITS["iconset"]["license"] == "CC BY 3.0" and CREDITS["iconset"]["spdx"] == "CC-BY-3.0"
    listed = {i["name"]: i["author"] for i in CREDITS["icon"]}
    assert set(listed) == set(used())
    # each author is one of the artists the upstream license.txt names (the script's ARTISTS table)
    artists = set(fetch_script().ARTISTS.values())
    assert all(author in artists for author in listed.values()), listed


def test_credits_md_is_generated_from_the_same_data_and_names_every_icon_and_author():
    from scenes.credits_data import CREDITS_MD, credits_markdown

    text = CREDITS_MD.read_text(encoding="utf-8")
    assert text == credits_markdown(), "CREDITS.md is stale: run python -m scenes.credits_data"
    for icon in CREDITS["icon"]:
        assert icon["name"] in text and f"**{icon['author']}**" in text
    assert "CC BY 3.0" in text and "SIL Open Font License" in text and "Noto Sans" in text


def test_the_build_bundles_the_icons():
    """The spec's data list (scripts/spec_platform.data_files) or its data archive (``archived_files``,
    data.zip) carries every icon file into the build."""
    from tests.test_release_spec import load_helper

    helper = load_helper()
    bundled = {Path(src).resolve() for src, _ in [*helper.data_files(ROOT), *helper.archived_files(ROOT)]}
    icons = sorted((ROOT / "art" / "icons").glob("*.svg"))
    assert icons and all(p.resolve() in bundled for p in icons)


def test_every_fortress_unit_construction_invader_general_and_adversary_has_an_emblem_file():
    from game.fortress.content import content
    from scenes.icons import emblem

    c = content()
    figures = [("hm_card", cid) for cid, card in c.cards.items() if card.kind != "resource"]
    figures += [("hm_invader", i) for i in c.invaders] + [("hm_general", g) for g in c.generals]
    figures += [("hm_adversary", a) for a in c.adversaries]
    assert len(figures) == 33 + 18 + 6 + 6
    for kind, ident in figures:
        name = emblem(kind, ident)
        assert name and (ICONS / f"{name}.svg").exists(), (kind, ident)
    # within one kind every figure is told apart by its own icon
    for kind in ("hm_card", "hm_invader"):
        names = [emblem(k, i) for k, i in figures if k == kind]
        assert len(set(names)) == len(names), kind


def test_every_zerywia_enemy_god_and_hero_has_an_emblem_file():
    from game.zerywia.content import content
    from scenes.icons import emblem

    c = content()
    for kind, ids in (("zw_enemy", c.enemies), ("zw_god", c.gods), ("zw_hero", c.heroes)):
        names = [emblem(kind, i) for i in ids]
        assert all(n and (ICONS / f"{n}.svg").exists() for n in names), kind
        assert len(set(names)) == len(names), kind


def test_every_zerywia_creature_and_map_piece_has_its_own_emblem_file():
    """The 16 Creatures (ZW-RES-15/16) and the land's pieces: Garrison, Watchstone, Threat, Incursion,
    Murk, Murkrift (ZW-BOARD-18), the Blackstone and Ughmor's Herald — each its own icon."""
    from game.zerywia.content import content
    from scenes.icons import emblem

    creatures = [emblem("zw_creature", i) for i in content().creatures]
    assert len(creatures) == 16 and len(set(creatures)) == 16
    pieces = [emblem("zw_token", k) for k in
              ("garrison", "watchstone", "threat", "incursion", "murk", "murkrift", "blackstone", "herald")]  # fmt: skip
    assert len(set(pieces)) == len(pieces)
    assert all(n and (ICONS / f"{n}.svg").exists() for n in creatures + pieces)

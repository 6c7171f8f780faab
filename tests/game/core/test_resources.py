"""Issue 14 (build size): a build reads the catalogues and every game's data from one compressed
archive. Here the archive the spec writes is opened as a build would open it, and what the loaders
read from it must equal what they read from the source tree."""

from __future__ import annotations

import importlib.util
import sys
import zipfile
from pathlib import Path

import pytest

from game.core import resources

ROOT = Path(__file__).resolve().parents[3]


def spec_platform():
    spec = importlib.util.spec_from_file_location("spec_platform", ROOT / "scripts" / "spec_platform.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["spec_platform"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def build(tmp_path, monkeypatch):
    """A build's folder holding only the archive (no loose data), as sys._MEIPASS names it."""
    spec_platform().data_archive(ROOT, tmp_path)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resources._archive.cache_clear()
    resources._names.cache_clear()
    yield tmp_path
    resources._archive.cache_clear()
    resources._names.cache_clear()


def test_from_source_a_data_folder_stays_its_path():
    folder = ROOT / "game" / "i18n"
    assert resources.located(folder) is folder
    assert resources.archive_path() is None


def test_the_archive_holds_every_catalogue_and_data_file_and_nothing_else(build):
    names = set(zipfile.ZipFile(build / resources.ARCHIVE).namelist())
    folders = [ROOT / "game" / "i18n", ROOT / "art" / "icons", *ROOT.glob("game/*/data")]
    on_disk = {p.relative_to(ROOT).as_posix() for d in folders
               for p in d.rglob("*") if p.is_file() and "__pycache__" not in p.parts}  # fmt: skip
    assert names == on_disk and any(n.startswith("game/i18n/pt_BR/") for n in names)
    assert not any(n.startswith(("art/sounds/", "art/fonts/", "game/scenarios/", "game/tutorials/")) for n in names)


def test_a_path_in_the_build_folder_is_found_in_the_archive(build):
    folder = resources.located(build / "game" / "i18n" / "pt_BR")
    assert isinstance(folder, zipfile.Path) and folder.is_dir()
    files = resources.toml_files(folder)
    assert [f.name for f in files] == sorted(p.name for p in (ROOT / "game/i18n/pt_BR").glob("*.toml"))
    first = ROOT / "game/i18n/pt_BR" / files[0].name
    assert files[0].read_bytes() == first.read_bytes()
    assert resources.stamp(files[0])[0] == first.stat().st_size
    missing = build / "game" / "nowhere.toml"
    assert resources.located(missing) == missing  # not in the archive: a Path, for its own error


def test_every_loader_reads_the_same_from_the_archive_as_from_source(build):
    from game.core.i18n import load_catalogue
    from game.desconfronto.boss.data import load as load_boss
    from game.desconfronto.campaign.map_cards import load_map
    from game.desconfronto.content import load_heroes
    from game.fortress.content import load_content
    from game.zerywia import board_map
    from game.zerywia.content import load as load_zerywia

    def at(*parts: str) -> resources.DataPath:
        found = resources.located(build.joinpath(*parts))
        assert isinstance(found, zipfile.Path), parts
        return found

    for lang in ("en", "pt_BR"):
        assert load_catalogue(lang, at("game", "i18n")) == load_catalogue(lang)
    assert load_zerywia(at("game", "zerywia", "data")) == load_zerywia()
    assert board_map.load(at("game", "zerywia", "data")) == board_map.load()
    assert board_map.load_layout(at("game", "zerywia", "data")) == board_map.load_layout()
    assert load_content(at("game", "fortress", "data")) == load_content()
    assert load_heroes(at("game", "desconfronto", "data", "heroes")) == load_heroes()
    assert load_map(at("game", "desconfronto", "data", "campaign", "map.toml")) == load_map()
    assert load_boss(at("game", "desconfronto", "data", "boss.toml")) == load_boss()


def test_the_icons_and_their_credits_read_from_the_archive(build, monkeypatch):
    from scenes import credits_data, icons

    folder = resources.located(build / "art" / "icons")
    assert isinstance(folder, zipfile.Path)
    name = icons.symbol("dc.fire") or next(iter(icons.manifest()["symbols"].values()))
    assert icons._svg(name, folder) == (ROOT / "art" / "icons" / f"{name}.svg").read_text(encoding="utf-8")
    assert icons._svg("no-such-icon", folder) is None  # a missing icon: the caller draws its glyph
    assert credits_data.icon_set(build) == credits_data.icon_set()

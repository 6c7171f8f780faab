"""The parsed catalogues kept as JSON beside the settings (start used to parse every TOML file):
read back while the files are unchanged, parsed again when one changes, never trusted when damaged."""

from __future__ import annotations

import json

import pytest

from game.core import i18n


@pytest.fixture
def fresh(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "_catalogues", {})
    i18n.use_cache(tmp_path)
    yield tmp_path
    i18n.use_cache(None)


def test_a_second_start_reads_the_cache_not_the_toml(fresh, monkeypatch):
    first = i18n.catalogue("en")
    assert (fresh / "i18n-en.json").exists()
    monkeypatch.setattr(i18n, "_catalogues", {})
    monkeypatch.setattr(i18n, "load_catalogue", lambda lang, directory=None: pytest.fail("parsed again"))
    assert i18n.catalogue("en") == first


def test_a_changed_catalogue_or_a_damaged_cache_is_parsed_again(fresh, monkeypatch):
    first = i18n.catalogue("pt_BR")
    path = fresh / "i18n-pt_BR.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["files"][0][1] += 1  # as if a file had grown
    data["texts"]["menu.new_game"] = "stale"
    path.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(i18n, "_catalogues", {})
    assert i18n.catalogue("pt_BR") == first
    path.write_text("{ not json", encoding="utf-8")
    monkeypatch.setattr(i18n, "_catalogues", {})
    assert i18n.catalogue("pt_BR") == first

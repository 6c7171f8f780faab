"""The translation layer: every key exists in English and Brazilian Portuguese, placeholders match."""

import pytest

from game.core import i18n, i18n_plural


def test_catalogues_have_the_same_keys():
    en, pt = i18n.load_catalogue("en"), i18n.load_catalogue("pt_BR")
    assert sorted(set(en) - set(pt)) == [], "missing in pt_BR"
    assert sorted(set(pt) - set(en)) == [], "missing in en"


def test_placeholders_agree_between_languages():
    en, pt = i18n.load_catalogue("en"), i18n.load_catalogue("pt_BR")
    bad = [k for k in en if i18n_plural.placeholders(en[k]) != i18n_plural.placeholders(pt.get(k, ""))]
    assert bad == []


def test_translate_switches_language_and_formats():
    try:
        i18n.set_language("pt_BR")
        assert i18n.t("event.tiny.rolled", player=1, face="6") == "O assento 1 rolou 6."
        i18n.set_language("en")
        assert i18n.t("event.tiny.rolled", player=1, face="6") == "Seat 1 rolled 6."
        assert i18n.t("no.such.key") == "no.such.key"
        i18n.set_language("klingon")
        assert i18n.language() == "en"
    finally:
        i18n.set_language("en")


def test_duplicate_key_across_files_is_an_error(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "a.toml").write_text('[menu]\nquit = "Quit"\n')
    (tmp_path / "en" / "b.toml").write_text('[menu]\nquit = "Leave"\n')
    with pytest.raises(ValueError, match="defined twice"):
        i18n.load_catalogue("en", tmp_path)

"""The Load screen words each save's line in the current language from the save's header: no save is
loaded or replayed to word it, on a rebuild or after a change of language."""

from game.core.i18n import language, set_language
from saves import SaveStore
from scenes import load_game
from tests.saves.helpers import played


def test_a_save_line_is_worded_from_its_header_in_each_language_without_loading_it(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    store.save(played(seed=2, moves=3), "slot")
    [info] = store.list()
    monkeypatch.setattr(store, "load", lambda path: (_ for _ in ()).throw(AssertionError("loaded")))
    before = language()
    try:
        set_language("en")
        english = load_game.summary_now(store, info)
        assert "Tiny Race" in english and "moves" in english
        set_language("pt_BR")
        portuguese = load_game.summary_now(store, info)
        assert "jogadas" in portuguese and portuguese != english
        store.save(played(seed=2, moves=5), "slot")  # the file changed on disk: its new header is read
        [info] = store.list()
        assert "5 jogadas" in load_game.summary_now(store, info)
    finally:
        set_language(before)

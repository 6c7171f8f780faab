"""The Load screen words each save's line in the current language by replaying it, once per file and
language: a page turn or a delete confirmation must not replay every save again."""

from game.core.i18n import language, set_language
from saves import SaveStore
from scenes import load_game
from tests.saves.helpers import played


def test_a_save_is_replayed_once_per_language_not_on_every_rebuild(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    store.save(played(seed=2, moves=3), "slot")
    [info] = store.list()
    loads = []
    real = store.load
    monkeypatch.setattr(store, "load", lambda path: loads.append(path) or real(path))
    before = language()
    try:
        first = load_game.summary_now(store, info)
        assert load_game.summary_now(store, info) == first and len(loads) == 1
        set_language("pt_BR" if before != "pt_BR" else "en")
        load_game.summary_now(store, info)
        assert len(loads) == 2  # the other language is worded anew
        store.save(played(seed=2, moves=5), "slot")  # the file changed on disk
        [info] = store.list()
        load_game.summary_now(store, info)
        assert len(loads) == 3
    finally:
        set_language(before)

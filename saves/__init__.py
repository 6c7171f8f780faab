"""Persistence: save slots, autosave, atomic writes with backups, format versions and migrations.

The API the scenes call (see DESIGN.md): ``SaveStore``, ``SaveError``,
``SaveInfo``, ``LoadedGame``, ``check_save`` and ``default_save_dir``.

Beyond that contract: ``SaveError.translated()`` gives the reason in the UI
language (``key``/``params`` are there too); ``SaveInfo.from_backup`` and
``SaveInfo.note`` say when a damaged file was replaced by its backup on load;
``SaveStore.delete(slot)`` removes a slot and its backup. ``python -m saves
FILE`` prints OK or the reason. The file format is documented in
``saves.schema`` and its history in ``saves.migrations``.

Hostile files: every failure is a ``SaveError`` whose reason is a sentence without
Python's own words (``SaveError.internal`` tells a crash of the code from a refusal;
``debug`` keeps the exception for logs). A main file becomes the backup only after the
full check (replay included). Text from a file is shown through ``saves.text``; ``meta.bots``
is checked by ``saves.meta``; lone surrogates in ``meta`` are replaced so later saves work.
Each save begins with a header (``saves.header``): the menu and the Load screen list saves from it
without replaying anything; opening a save verifies it, from its last checkpoint when the folder's
key has sealed it (``saves.checkpoints``, ``saves.seal``), else from the seed.
Saves of hidden test games load only where a test allows it
(``game.core.registry.allow_hidden_saves``). ``tests/saves/hostile_corpus.py`` builds the
corpus of hostile files the tests run against.
"""

from typing import Any

from saves.errors import SaveError
from saves.store import LoadedGame, SaveInfo, SaveStore, default_save_dir

__all__ = ["LoadedGame", "SaveError", "SaveInfo", "SaveStore", "check_save", "default_save_dir"]


def __getattr__(name: str) -> Any:
    # The command-line check is imported when asked for: the app's start (the menu lists saves by
    # their headers) needs none of the verification code.
    if name == "check_save":
        from saves.check import check_save

        return check_save
    raise AttributeError(f"module 'saves' has no attribute {name!r}")

"""Persistence: save slots, autosave, atomic writes with backups, format versions and migrations.

The API the scenes call (see DESIGN.md): ``SaveStore``, ``SaveError``,
``SaveInfo``, ``LoadedGame``, ``check_save`` and ``default_save_dir``.

Beyond that contract: ``SaveError.translated()`` gives the reason in the UI
language (``key``/``params`` are there too); ``SaveInfo.from_backup`` and
``SaveInfo.note`` say when a damaged file was replaced by its backup on load;
``SaveStore.delete(slot)`` removes a slot and its backup. ``python -m saves
FILE`` prints OK or the reason. The file format is documented in
``saves.schema`` and its history in ``saves.migrations``.
"""

from saves.check import check_save
from saves.errors import SaveError
from saves.store import LoadedGame, SaveInfo, SaveStore, default_save_dir

__all__ = ["LoadedGame", "SaveError", "SaveInfo", "SaveStore", "check_save", "default_save_dir"]

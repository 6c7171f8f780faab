""""Export position…" from a board's pause menu: the game so far as a scenario file in the player's
scenario folder (``scenes.puzzles.user_scenario_dir``), checked to rebuild the very position
(``game.core.scenario_export.check_round_trip``) and written atomically, as saves are."""

from __future__ import annotations

from game.core.i18n import t
from game.core.scenario_export import check_round_trip, export_text, file_name


def export_position(board) -> str:
    """Write the board's game as a scenario file; returns the player-readable result."""
    from saves.jsonio import atomic_write
    from scenes.puzzles import user_scenario_dir

    session = board.session
    edits = board.scenario_edits() if hasattr(board, "scenario_edits") else []
    try:
        folder = user_scenario_dir(board.app)
        folder.mkdir(parents=True, exist_ok=True)
        path = file_name(session, folder)
        text = export_text(session, edits)
        check_round_trip(text, session, path.name)
        atomic_write(path, text.encode("utf-8"))
    except Exception as exc:  # a disk error or a game the format cannot hold: said, never a crash
        reason = exc.translated() if hasattr(exc, "translated") else (getattr(exc, "strerror", None) or str(exc))
        return t("export.failed", reason=reason)
    board.log.add(t("export.done", name=path.name))
    return t("export.done", name=path.name)

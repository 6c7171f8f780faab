"""``check_save``: the verdict behind ``tablebound --check-save FILE`` and ``python -m saves FILE``."""

from __future__ import annotations

from pathlib import Path

from saves.errors import SaveError, english
from saves.jsonio import parse_json, read_bytes
from saves.restore import restore


def check_save(path: Path | str) -> str | None:
    """None if the file is a valid save that replays to its snapshot, else the reason. Never raises."""
    try:
        raw = read_bytes(Path(path))
        restore(parse_json(raw), raw=raw)
    except SaveError as exc:
        return exc.reason
    except Exception:  # the contract is "a reason, never a traceback", whatever the file holds
        return SaveError("saves.error.unexpected", detail=english("saves.detail.engine_stopped")).reason
    return None

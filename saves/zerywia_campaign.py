"""A Zerywia campaign's own save: the record that spans scenarios (game/zerywia/campaign.py).

One small JSON file per campaign, ``<save folder>/zerywia_campaigns/<name>.json``::

    {"kind": "zerywia_campaign", "record": {...campaign.to_json...}, "game": "zwc-<name>"}

``game`` names the save slot of the scenario under way ("" between scenarios): that game is an
ordinary save in the ``SaveStore`` (checkpointed and sealed like any other), so opening a late
campaign reads this record and loads its current scenario from its last checkpoint, never
replaying the scenarios before it — those live in the record as what each hero carries.

Written atomically; before a write the current file, if it still reads, becomes ``.bak``. A
damaged file is refused with a sentence (``SaveError``) and its backup is read instead; the file
itself is left as it was.
"""

from __future__ import annotations

import re
from pathlib import Path

from game.zerywia.campaign import Campaign, CampaignError, from_json, to_json
from saves.errors import SaveError
from saves.jsonio import atomic_copy, atomic_write, encode_json, parse_json, read_bytes

KIND = "zerywia_campaign"
FOLDER = "zerywia_campaigns"
_NAME = re.compile(r"[A-Za-z0-9_-]{1,40}")


def game_slot(name: str) -> str:
    """The SaveStore slot of the campaign's scenario under way."""
    return f"zwc-{name}"


class ZerywiaCampaigns:
    def __init__(self, save_dir: Path) -> None:
        self.directory = Path(save_dir) / FOLDER

    def path_for(self, name: str) -> Path:
        if not isinstance(name, str) or not _NAME.fullmatch(name):
            raise SaveError("saves.error.bad_slot", slot=str(name)[:80])
        return self.directory / f"{name}.json"

    def names(self) -> list[str]:
        """The campaigns in the folder, the last written first."""
        if not self.directory.is_dir():
            return []
        files = [p for p in self.directory.glob("*.json") if _NAME.fullmatch(p.stem)]
        return [p.stem for p in sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)]

    def save(self, name: str, campaign: Campaign, game: str = "") -> Path:
        path = self.path_for(name)
        raw = encode_json({"kind": KIND, "record": to_json(campaign), "game": game})
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            if path.exists():
                try:
                    _read(path)
                except SaveError:
                    pass  # a damaged file never replaces a good backup
                else:
                    atomic_copy(path, path.with_name(path.name + ".bak"))
            atomic_write(path, raw)
        except OSError as exc:
            raise SaveError("saves.error.write_failed", detail=exc.strerror or str(exc)) from None
        return path

    def load(self, name: str) -> tuple[Campaign, str, bool]:
        """The record, its scenario's slot, and whether it came from the backup (the main file
        damaged). Neither readable: the main file's SaveError."""
        path = self.path_for(name)
        try:
            campaign, game = _read(path)
            return campaign, game, False
        except SaveError as first:
            backup = path.with_name(path.name + ".bak")
            if not backup.exists():
                raise
            try:
                campaign, game = _read(backup)
            except SaveError:
                raise first from None
            return campaign, game, True


def _read(path: Path) -> tuple[Campaign, str]:
    data = parse_json(read_bytes(path))
    if not isinstance(data, dict) or data.get("kind") != KIND or not isinstance(data.get("game", ""), str):
        raise SaveError("zerywia.campaign.corrupt")
    try:
        campaign = from_json(data.get("record"))
    except CampaignError as exc:
        raise SaveError(exc.key) from None
    game = str(data.get("game", ""))
    if game and not re.fullmatch(r"[A-Za-z0-9_-]{1,64}", game):
        raise SaveError("zerywia.campaign.corrupt")
    return campaign, game

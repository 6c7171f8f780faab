"""Where the app's data files are read from: the folders beside the code, or a build's archive.

Run from source, every data folder (the catalogues, the scenarios, the tutorials, each game's
``data/``) is a folder of the tree and ``located`` hands back the ``Path`` it was given. A build
ships them in one compressed archive instead (``data.zip`` beside the code: TOML text packs to about
a third, scripts/spec_platform.py writes it), and ``located`` hands back the same place inside it.
Readers use only what both give (``/``, ``open``, ``read_text``, ``iterdir``, ``name``, ``is_file``),
so the same code reads either; a test may pass any folder of its own.
"""

from __future__ import annotations

import sys
import zipfile
from functools import cache
from pathlib import Path
from typing import TypeAlias

ARCHIVE = "data.zip"
# A data file or folder: on disk, or in the archive (both have /, open, read_text, iterdir, exists,
# is_file, is_dir, name, stem, suffix and parent).
DataPath: TypeAlias = Path | zipfile.Path


@cache
def _archive(path: Path) -> zipfile.ZipFile:
    return zipfile.ZipFile(path)


def archive_path() -> Path | None:
    """The build's archive, when the app runs from a build that has one."""
    base = getattr(sys, "_MEIPASS", None)
    if base is None:
        return None
    path = Path(base) / ARCHIVE
    return path if path.is_file() else None


def located(path: Path) -> DataPath:
    """``path`` when it is on disk, else the same place inside the build's archive (if there is one
    and ``path`` lies in the build's folder); a missing path stays a ``Path``, for its own error."""
    archive = archive_path()
    if archive is None or path.exists():
        return path
    # The build's folder as the module's path names it, and as symlinks resolve it (a macOS bundle
    # keeps data in Contents/Resources, linked from where the code is).
    for base in (archive.parent, archive.parent.resolve(), archive.resolve().parent):
        if path.is_relative_to(base):
            inner = path.relative_to(base).as_posix()
            break
    else:
        return path
    zf = _archive(archive)
    if inner in _names(archive):
        return zipfile.Path(zf, inner)
    if any(name.startswith(inner + "/") for name in _names(archive)):
        return zipfile.Path(zf, inner + "/")
    return path


@cache
def _names(archive: Path) -> frozenset[str]:
    return frozenset(_archive(archive).namelist())


def toml_files(folder: DataPath) -> list[DataPath]:
    """The ``*.toml`` files directly in ``folder``, by name (an absent folder has none)."""
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.iterdir() if p.is_file() and p.name.endswith(".toml")), key=lambda p: p.name)


def stamp(path: DataPath) -> tuple[int, int]:
    """What changes when the file does: size and modification time on disk, size and CRC in the archive."""
    if isinstance(path, Path):
        st = path.stat()
        return st.st_size, st.st_mtime_ns
    info = path.root.getinfo(path.at)
    return info.file_size, info.CRC


def parent(path: DataPath) -> DataPath:
    """The folder holding ``path`` (typeshed gives ``zipfile.Path.parent`` a looser type than it has)."""
    up = path.parent
    assert isinstance(up, Path | zipfile.Path)
    return up

"""What ``build.spec`` does differently per desktop, and the data files every build ships.

Kept out of the spec so tests can import it (a spec only runs inside PyInstaller):
``tests/test_release_spec.py`` checks each platform's branch and that the sounds and icons are
among the datas. The release workflow (``.github/workflows/release.yml``) runs the same spec on
Windows, macOS and Linux.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "Tablebound"
BUNDLE_ID = "io.github.tablebound.Tablebound"


@dataclass(frozen=True)
class PlatformOptions:
    console: bool  # False: a windowed app (no terminal opens beside the game)
    icon: str | None  # the executable's icon file, relative to the repo root
    bundle: bool  # macOS: wrap the one-folder build in Tablebound.app
    exe_suffix: str


def platform_options(platform: str) -> PlatformOptions:
    """``platform`` is ``sys.platform``: win32, darwin, linux (anything else is treated as Linux)."""
    if platform.startswith("win"):
        return PlatformOptions(console=False, icon="art/icon.ico", bundle=False, exe_suffix=".exe")
    if platform == "darwin":
        return PlatformOptions(console=False, icon="art/icon.icns", bundle=True, exe_suffix="")
    # Linux executables carry no icon (desktop files name one); a console keeps --smoke's lines visible.
    return PlatformOptions(console=True, icon=None, bundle=False, exe_suffix="")


def tree(root: Path, src: str | Path, dest: str | Path) -> list[tuple[str, str]]:
    """Every file below root/src, placed under dest in the bundle."""
    out = []
    base = root / src
    for path in sorted(base.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            out.append((str(path), str(Path(dest) / path.parent.relative_to(base))))
    return out


def data_files(root: Path) -> list[tuple[str, str]]:
    """The art (fonts, theme, sounds, icons), the catalogues, the scenarios and each game's data."""
    datas = tree(root, "art", "art") + tree(root, "game/i18n", "game/i18n") + tree(root, "game/scenarios", "game/scenarios")
    for data_dir in sorted(root.glob("game/*/data")):
        datas += tree(root, data_dir.relative_to(root), data_dir.relative_to(root))
    return datas


def project_version(root: Path) -> str:
    """The version pyproject.toml gives (the macOS bundle's CFBundleShortVersionString)."""
    with open(root / "pyproject.toml", "rb") as fh:
        return str(tomllib.load(fh)["project"]["version"])

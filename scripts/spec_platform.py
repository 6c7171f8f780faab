"""What ``build.spec`` does differently per desktop, and the data files every build ships.

Kept out of the spec so tests can import it (a spec only runs inside PyInstaller):
``tests/test_release_spec.py`` checks each platform's branch and that the sounds and icons are
among the datas. The release workflow (``.github/workflows/release.yml``) runs the same spec on
Windows, macOS and Linux.
"""

from __future__ import annotations

import ast
import re
import sys
import tomllib
import types
import zipfile
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


# --- what the build leaves out ----------------------------------------------------------------------
# Test and dev tools (mypy and its ast_serialize came in through pydantic's mypy plugin module, 4.5 MB);
# the East Asian text codecs (0.9 MB; every file the app reads is UTF-8); pydantic's copy of its old v1
# API (0.27 MB compressed; only imported to warn about mixing v1 models, which we never define).
CJK_CODECS = ("_codecs_jp", "_codecs_kr", "_codecs_cn", "_codecs_tw", "_codecs_hk", "_codecs_iso2022", "_multibytecodec")
EXCLUDES = ("tkinter", "numpy", "pytest", "hypothesis", "IPython", "mypy", "ast_serialize", "pydantic.mypy",
            "pydantic.v1", *CJK_CODECS)  # fmt: skip
# Our own command-line tools (balance simulations and traces, the fuzzer, fingerprints): nothing in the app
# imports them, so they are not bundled.
DEV_TOOLS = re.compile(r"(^|\.)(\w*balance|fuzz|fingerprint|rival_stats|arrivals|trace)$")

# The build options the hello-world anchor of ``make bench`` is built with too (bench/start.py), so the
# size ratio compares like with like: one folder or one file, stripped, no UPX, the same excludes.
STRIP = True
UPX = False
# The environment PyInstaller runs in, for the app and the anchor alike: bytecode compiled without its
# column tables (PEP 657's caret positions, about a quarter of a compiled module; tracebacks keep their
# line numbers). A Python start-up setting, so it cannot be turned on from inside the spec:
# the Makefile, the release workflow and bench/start.py set it, and the spec warns when it is missing.
BUILD_ENV = {"PYTHONNODEBUGRANGES": "1"}


def build_env_missing() -> list[str]:
    """The BUILD_ENV settings the running interpreter did not start with (empty inside a proper build)."""
    # Python 3.11 has no flag to read: a compiled expression carries columns unless the setting is on.
    columns = [col for *_, col in compile("x", "<probe>", "eval").co_positions()]
    return ["PYTHONNODEBUGRANGES"] if any(col is not None for col in columns) else []


def anchor_arguments(mode: str) -> list[str]:
    """PyInstaller command-line flags that build a script the way ``build.spec`` builds the app
    (``mode`` is "onedir" or "onefile"; the console setting follows this machine's platform)."""
    args = [f"--{mode}", "--noupx" if not UPX else "", "--strip" if STRIP else ""]
    args += [] if platform_options(sys.platform).console else ["--windowed"]
    for name in EXCLUDES:
        args += ["--exclude-module", name]
    return [a for a in args if a]


# Our own packages: their docstrings are for readers of the source, and nothing in the app reads a
# ``__doc__`` (only the command-line tools do, and they are not bundled), so the build's bytecode of
# these packages goes without them (about 0.25 MiB of 1.7 compressed); asserts and line numbers stay.
OWN_PACKAGES = ("game", "scenes", "saves")


def without_docstrings(source: bytes, filename: str) -> types.CodeType:
    """``source`` compiled as the build compiles it, minus every module, class and function docstring."""
    tree = ast.parse(source, filename)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        first = node.body[0] if node.body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
            # A body cannot be empty: a lone docstring becomes ``pass`` on its line.
            node.body[0:1] = [] if len(node.body) > 1 else [ast.copy_location(ast.Pass(), first)]
    return compile(tree, filename, "exec", dont_inherit=True)


def strip_own_docstrings(pure: list[tuple[str, str, str]], code: dict[str, types.CodeType]) -> int:
    """Put docstring-free code objects of our packages' modules (Analysis' ``pure`` TOC) into ``code``,
    the code cache PYZ takes its modules from; returns how many."""
    count = 0
    for name, src, _kind in pure:
        if name.split(".")[0] in OWN_PACKAGES and src.endswith(".py"):
            code[name] = without_docstrings(Path(src).read_bytes(), src)
            count += 1
    return count


def bundled_module(name: str) -> bool:
    """Whether one of our modules goes into the build (games, heroes and boards are imported by name)."""
    return DEV_TOOLS.search(name) is None


# pygame_gui loads its default font, Noto Sans Regular, and its "symbols" font, Fira Code, from its own
# package data at every start; art/fonts holds the same fonts cut to the characters the game shows
# (scripts/subset_fonts.py). The build ships ours once, where pygame_gui looks (pygame_gui/data, where
# scenes.widgets.fonts finds them too), instead of two copies.
FONTS = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf", "NotoSans-BoldItalic.ttf",
         "FiraCode-Regular.ttf")
GUI_DATA = "pygame_gui/data"
# Not shipped: pygame_gui's fonts for scripts we do not offer (CJK, Arabic, Hebrew, Georgian…).
GUI_FONTS_DROPPED = ("NotoSansSC", "NotoSansJP", "NotoSansKR", "NotoSansTC", "NotoSansArabic", "NotoSansHebrew",
                     "NotoSansGeorgian", "NotoSansThai", "NotoSansDevanagari", "NotoSansBengali")  # fmt: skip
# pydantic's package metadata (its PyPI page, 0.14 MiB, and the file list): nothing reads it at run time
# (importlib.metadata only looks for plugins' entry points); its licence file ships.
METADATA_DROPPED = re.compile(r"^pydantic-[^/]+\.dist-info/(METADATA|RECORD)$")


def gui_datas(root: Path, datas: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """Analysis' data TOC (dest, source, kind) with pygame_gui's unused fonts and pydantic's metadata
    dropped, and pygame_gui's fonts taken from our art/fonts (the only copy the build ships)."""
    out = []
    for dest, src, *kind in datas:
        name = Path(dest).name
        if Path(dest).parent.as_posix() == GUI_DATA and name in FONTS:
            src = str(root / "art" / "fonts" / name)
        elif any(tag in dest for tag in GUI_FONTS_DROPPED) or METADATA_DROPPED.match(Path(dest).as_posix()):
            continue
        out.append((dest, src, *kind))
    return out


def data_files(root: Path) -> list[tuple[str, str]]:
    """The loose data files: the art (theme, sounds, icons; the fonts' licence, the fonts themselves go
    where pygame_gui's were, see ``gui_datas``), the scenarios and the tutorials (the menus list and
    reopen them by path). The catalogues, each game's data and the icons go in ``data_archive``."""
    art = [(src, dest) for src, dest in tree(root, "art", "art")
           if Path(src).name not in FONTS and Path(dest).parts[:2] != ARCHIVED_ART]  # fmt: skip
    return art + tree(root, "game/scenarios", "game/scenarios") + tree(root, "game/tutorials", "game/tutorials")


# The icons (SVG text, read by scenes.icons and scenes.credits_data through game.core.resources).
ARCHIVED_ART = ("art", "icons")


def archived_files(root: Path) -> list[tuple[str, str]]:
    """(source, name in the archive) of every file ``data_archive`` packs: the catalogues, each game's
    ``data/`` and the icons (read only through game.core.resources, which finds them in the archive)."""
    pairs = tree(root, "game/i18n", "game/i18n") + tree(root, "art/icons", "art/icons")
    for data_dir in sorted(root.glob("game/*/data")):
        pairs += tree(root, data_dir.relative_to(root), data_dir.relative_to(root))
    return [(src, (Path(dest) / Path(src).name).as_posix()) for src, dest in pairs]


# A fixed time for every entry, so the same files make the same archive (reproducible builds).
ARCHIVE_TIME = (2020, 1, 1, 0, 0, 0)


def data_archive(root: Path, out_dir: Path) -> Path:
    """Write ``data.zip`` (deflated: TOML and SVG text pack to a third to a half) into
    ``out_dir`` and return it; the spec ships it beside the code (game.core.resources.ARCHIVE)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    archive = out_dir / "data.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for src, name in archived_files(root):
            info = zipfile.ZipInfo(name, ARCHIVE_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, Path(src).read_bytes(), compresslevel=9)
    return archive


def project_version(root: Path) -> str:
    """The version pyproject.toml gives (the macOS bundle's CFBundleShortVersionString)."""
    with open(root / "pyproject.toml", "rb") as fh:
        return str(tomllib.load(fh)["project"]["version"])

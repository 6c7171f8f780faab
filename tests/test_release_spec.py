"""Releases for every desktop (issue 14): build.spec's platform branches, the icon files, the data the
build ships, and the hosted-CI workflow that runs the spec on Windows, macOS and Linux.

The spec is executed here with PyInstaller's build steps replaced by recorders, once per platform,
so the branch each desktop takes is checked without building anything (``make package-smoke``
builds the real Linux one)."""

from __future__ import annotations

import importlib.util
import os
import re
import struct
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def load_helper() -> ModuleType:
    spec = importlib.util.spec_from_file_location("spec_platform", ROOT / "scripts" / "spec_platform.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["spec_platform"] = module  # dataclasses resolve their module by name
    spec.loader.exec_module(module)
    return module


SP = load_helper()
# PyInstaller's work folder for the spec's runs here (the spec writes data.zip into it).
SPEC_WORK = tempfile.TemporaryDirectory(prefix="tablebound-spec-test-")


def loose(datas: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The data files shipped as files (all but the archive the spec writes into its work folder)."""
    return [(src, dest) for src, dest in datas if Path(src).parent != Path(SPEC_WORK.name)]


def run_spec(monkeypatch, platform: str, which: str = "both") -> dict[str, list[dict]]:
    """Execute build.spec as PyInstaller would on ``platform``, recording each build step's arguments."""
    calls: dict[str, list[dict]] = {"Analysis": [], "EXE": [], "COLLECT": [], "BUNDLE": []}

    def step(kind):
        def record(*args, **kwargs):
            calls[kind].append({"args": args, **kwargs})
            return SimpleNamespace(kind=kind, datas=kwargs.get("datas", []), pure=[], scripts=[], binaries=[])

        return record

    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts scripts/ on the path
    monkeypatch.setenv("TABLEBOUND_BUILD", which)
    monkeypatch.delitem(sys.modules, "spec_platform", raising=False)
    namespace = {"SPECPATH": str(ROOT), "workpath": SPEC_WORK.name, "PYZ": lambda *a, **k: None, "__name__": "__spec__"}
    namespace.update({kind: step(kind) for kind in calls})
    exec(compile((ROOT / "build.spec").read_text(encoding="utf-8"), "build.spec", "exec"), namespace)
    return calls


# --- the platform branches ------------------------------------------------------------------------
def test_platform_options_per_desktop():
    win, mac, linux = (SP.platform_options(p) for p in ("win32", "darwin", "linux"))
    assert (win.console, win.icon, win.bundle, win.exe_suffix) == (False, "art/icon.ico", False, ".exe")
    assert (mac.console, mac.icon, mac.bundle) == (False, "art/icon.icns", True)
    assert (linux.console, linux.icon, linux.bundle) == (True, None, False)
    assert SP.platform_options("freebsd13") == linux


@pytest.mark.parametrize("platform", ["win32", "darwin", "linux"])
def test_the_spec_takes_each_platforms_branch(monkeypatch, platform):
    calls = run_spec(monkeypatch, platform)
    want = SP.platform_options(platform)
    assert len(calls["EXE"]) == 2 and len(calls["COLLECT"]) == 1  # one-folder and one-file
    for exe in calls["EXE"]:
        assert exe["console"] is want.console
        assert exe["icon"] == (str(ROOT / want.icon) if want.icon else None)
        if exe["icon"]:
            assert Path(exe["icon"]).is_file()
    assert len(calls["BUNDLE"]) == int(want.bundle)
    if want.bundle:
        bundle = calls["BUNDLE"][0]
        assert bundle["name"] == "Tablebound.app" and bundle["icon"].endswith("icon.icns")
        assert bundle["args"][0].kind == "COLLECT"  # the .app wraps the one-folder build
        assert bundle["info_plist"]["CFBundleShortVersionString"] == SP.project_version(ROOT)


def test_the_one_folder_build_alone_still_bundles_on_macos(monkeypatch):
    calls = run_spec(monkeypatch, "darwin", "onedir")
    assert (len(calls["EXE"]), len(calls["BUNDLE"])) == (1, 1)
    assert run_spec(monkeypatch, "darwin", "onefile")["BUNDLE"] == []


def test_sounds_and_icons_are_in_the_builds_datas(monkeypatch):
    datas = run_spec(monkeypatch, "linux")["Analysis"][0]["datas"]
    shipped = {(Path(src).relative_to(ROOT).as_posix(), Path(dest).as_posix()) for src, dest in loose(datas)}
    sounds = sorted((ROOT / "art" / "sounds").glob("*.wav"))
    assert sounds
    for wav in sounds:
        assert (f"art/sounds/{wav.name}", "art/sounds") in shipped
    for name in ("icon.png", "icon.ico", "icon.icns"):
        assert (f"art/{name}", "art") in shipped
    assert any(src.startswith("game/tutorials/") for src, _ in shipped)  # the Tutorials menu lists them
    # The catalogues and the games' data: in the archive beside the code, not as files.
    archive = [Path(src) for src, dest in datas if Path(src).name == "data.zip" and dest == "."]
    assert len(archive) == 1 and archive[0].parent == Path(SPEC_WORK.name)
    names = zipfile.ZipFile(archive[0]).namelist()
    assert any(n.startswith("game/i18n/pt_BR/") for n in names) and "game/zerywia/data/sagas.toml" in names
    assert not any(src.startswith(("game/i18n/", "game/zerywia/data/")) for src, _ in shipped)


# --- the icon files ---------------------------------------------------------------------------------
def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_MAGIC and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_icon_png():
    assert png_size((ROOT / "art" / "icon.png").read_bytes()) == (256, 256)


def test_icon_ico_embeds_valid_pngs():
    data = (ROOT / "art" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 3
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i])
        assert offset + length <= len(data)
        side = w or 256  # 0 means 256 in an ICONDIRENTRY
        assert png_size(data[offset : offset + length]) == (side, h or 256)
        sizes.append(side)
    assert {16, 32, 48, 256} <= set(sizes)


def test_icon_icns_embeds_valid_pngs():
    data = (ROOT / "art" / "icon.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    sides = {b"ic07": 128, b"ic08": 256, b"ic09": 512}
    seen, pos = set(), 8
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        assert kind in sides and length > 8
        assert png_size(data[pos + 8 : pos + length]) == (sides[kind],) * 2
        seen.add(kind)
        pos += length
    assert pos == len(data) and seen == set(sides)


# --- the workflow -------------------------------------------------------------------------------------
def test_release_workflow_builds_smokes_and_uploads_on_all_three():
    text = WORKFLOW.read_text(encoding="utf-8")
    assert re.search(r"tags:\s*\[\"v\*\"\]", text)
    for os_name in ("ubuntu-latest", "windows-latest", "macos-latest"):
        assert f"os: {os_name}" in text
    assert 'pip install ".[test,build]"' in text  # installed from the project's own files
    assert "pyinstaller --noconfirm --log-level WARN build.spec" in text
    assert text.count("--smoke") >= 2
    assert "actions/upload-artifact" in text and "gh release create" in text
    python = re.search(r'python-version: "([\d.]+)"', text)
    assert python and python.group(1) == "3.11"  # pyproject: requires-python >=3.11,<3.12
    fast = re.search(r"pytest[^\n]*\n\s*(tests/[^\n]+)", text)
    assert fast is not None
    for path in fast.group(1).split():
        assert (ROOT / path).exists(), path  # the fast subset names tests that exist


def test_no_package_registry_host_names_in_the_release_files():
    hosts = ("pypi.org", "pythonhosted.org", "npmjs", "crates.io", "rubygems", "anaconda.org")
    for path in (WORKFLOW, ROOT / "build.spec", ROOT / "scripts" / "spec_platform.py", ROOT / "Makefile",
                 ROOT / "pyproject.toml", ROOT / ".ci" / "run"):  # fmt: skip
        text = path.read_text(encoding="utf-8").lower()
        assert not [h for h in hosts if h in text], path


def test_dev_tools_stay_out_of_the_build(monkeypatch):
    """pydantic ships a mypy plugin module that pulls mypy (4.5 MB) into a build unless excluded."""
    excludes = run_spec(monkeypatch, "linux")["Analysis"][0]["excludes"]
    assert {"pytest", "hypothesis", "mypy", "pydantic.mypy"} <= set(excludes)


# --- what the build leaves out, and the size anchor built the same way -------------------------------
def test_our_noto_sans_is_shipped_once_where_pygame_gui_looks(monkeypatch):
    """pygame_gui loads its default Noto Sans and its Fira Code symbols font from pygame_gui/data at
    every start; the build ships our art/fonts files (cut to the characters the game shows) there, one
    copy, and drops pygame_gui's other scripts' fonts and pydantic's package metadata."""
    datas = loose(run_spec(monkeypatch, "linux")["Analysis"][0]["datas"])
    assert not [src for src, _ in datas if Path(src).suffix == ".ttf"]  # not under art/ as well
    shipped = {(Path(src).relative_to(ROOT).as_posix(), Path(dest).as_posix()) for src, dest in datas}
    assert {("art/fonts/NotoSans-LICENSE.txt", "art/fonts"), ("art/fonts/FiraCode-LICENSE.txt", "art/fonts")} <= shipped
    gui = "/site/pygame_gui/data"
    toc = [(f"pygame_gui/data/{name}", f"{gui}/{name}", "DATA") for name in SP.FONTS]
    toc += [("pygame_gui/data/NotoSansJP-Bold.otf", f"{gui}/NotoSansJP-Bold.otf", "DATA"),
            ("pydantic-2.14.4.dist-info/METADATA", "/site/pydantic-2.14.4.dist-info/METADATA", "DATA"),
            ("pydantic-2.14.4.dist-info/licenses/LICENSE", "/site/pydantic-2.14.4.dist-info/licenses/LICENSE", "DATA"),
            ("art/theme.json", str(ROOT / "art" / "theme.json"), "DATA")]  # fmt: skip
    kept = {dest: src for dest, src, _ in SP.gui_datas(ROOT, toc)}
    for name in SP.FONTS:
        assert kept[f"pygame_gui/data/{name}"] == str(ROOT / "art" / "fonts" / name)
        assert (ROOT / "art" / "fonts" / name).is_file()
    assert "pygame_gui/data/NotoSansJP-Bold.otf" not in kept
    assert {"NotoSans-Italic.ttf", "FiraCode-Regular.ttf"} <= set(SP.FONTS)
    assert "pydantic-2.14.4.dist-info/METADATA" not in kept
    assert "pydantic-2.14.4.dist-info/licenses/LICENSE" in kept  # its licence still ships
    assert kept["art/theme.json"] == str(ROOT / "art" / "theme.json")


def test_our_command_line_tools_are_not_bundled_but_games_and_boards_are(monkeypatch):
    hidden = set(run_spec(monkeypatch, "linux")["Analysis"][0]["hiddenimports"])
    for tool in ("game.ai.fuzz", "game.ai.fingerprint", "game.ai.rival_stats", "game.fortress.balance",
                 "game.desconfronto.campaign.foes_balance", "game.desconfronto.boss.arrivals", "game.zerywia.trace"):  # fmt: skip
        assert tool not in hidden
    assert {"game.fortress.game", "scenes.boards.desconfronto", "game.desconfronto.boss.data", "saves.store"} <= hidden


def test_the_size_anchor_is_built_with_the_apps_options(monkeypatch):
    """bench's hello-world pygame app: the spec's excludes, strip and UPX settings, one folder or one file."""
    calls = run_spec(monkeypatch, "linux", "onedir")
    excludes = calls["Analysis"][0]["excludes"]
    assert "pydantic.v1" in excludes
    args = SP.anchor_arguments("onedir")
    assert args[0] == "--onedir" and SP.anchor_arguments("onefile")[0] == "--onefile"
    assert [args[i + 1] for i, a in enumerate(args) if a == "--exclude-module"] == list(excludes)
    exe = calls["EXE"][0]
    assert ("--strip" in args) is exe["strip"] is SP.STRIP
    assert ("--noupx" in args) is (not exe["upx"]) is (not SP.UPX)


def test_every_build_and_the_anchor_run_with_the_build_env():
    """Issue 14 size: bytecode without column tables is a start-up setting of the interpreter PyInstaller
    runs in, so each place that runs PyInstaller must set it (the anchor too, so the ratio stays fair)."""
    assert SP.BUILD_ENV == {"PYTHONNODEBUGRANGES": "1"}
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    runs = [line for line in makefile.splitlines() if "pyinstaller" in line and line.startswith("\t")]
    assert len(runs) == 2 and all(line.lstrip().startswith("$(BUILD_ENV) ") for line in runs)
    assert "BUILD_ENV := PYTHONNODEBUGRANGES=1" in makefile
    workflow = WORKFLOW.read_text(encoding="utf-8")
    assert re.search(r'env:\n\s+PYTHONNODEBUGRANGES: "1".*\n\s+run: pyinstaller ', workflow)
    assert "platform.BUILD_ENV" in (ROOT / "bench" / "start.py").read_text(encoding="utf-8")


def test_build_env_missing_tells_a_plain_interpreter_from_a_build_one():
    probe = "import sys; sys.path.insert(0, 'scripts'); import spec_platform as s; print(s.build_env_missing())"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONNODEBUGRANGES"}
    plain = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True)
    built = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env={**env, **SP.BUILD_ENV},
                           capture_output=True, text=True)  # fmt: skip
    assert plain.stdout.strip() == "['PYTHONNODEBUGRANGES']" and built.stdout.strip() == "[]"


def test_our_modules_are_bundled_without_docstrings_but_with_their_asserts():
    """Issue 14 size: docstrings of game/, scenes/ and saves/ are left out of the build's bytecode
    (nothing in the app reads ``__doc__``); asserts, line numbers and behaviour stay."""
    source = b'''"""Module doc."""
from __future__ import annotations


def f(x):
    """Doc of f."""
    assert x > 0, "x must be positive"
    return x * 2


class C:
    """Only a docstring."""


def g():
    """Only a docstring too."""
'''
    namespace: dict = {}
    exec(SP.without_docstrings(source, "m.py"), namespace)
    assert namespace.get("__doc__") is None and namespace["f"].__doc__ is None and namespace["C"].__doc__ is None
    assert namespace["f"](3) == 6 and namespace["g"]() is None
    with pytest.raises(AssertionError, match="positive"):
        namespace["f"](0)
    assert namespace["f"].__code__.co_firstlineno == 5
    code: dict = {}
    pure = [("game.core.resources", str(ROOT / "game" / "core" / "resources.py"), "PYMODULE"),
            ("pygame_gui", "/site/pygame_gui/__init__.py", "PYMODULE")]  # fmt: skip
    assert SP.strip_own_docstrings(pure, code) == 1 and set(code) == {"game.core.resources"}
    namespace = {"__name__": "game.core.resources"}
    exec(code["game.core.resources"], namespace)
    assert namespace.get("__doc__") is None and namespace["located"].__doc__ is None
    assert namespace["ARCHIVE"] == "data.zip"

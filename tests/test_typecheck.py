"""`make typecheck` (issue 8): mypy runs in `make test`, strict for game/core and saves/, default elsewhere.

mypy applies `strict = true` inside an override to every module (python/mypy#11401), so
pyproject.toml lists strict's flags one by one for the strict packages; these tests keep that list equal
to what `--strict` means in the installed mypy, and check on a throwaway tree that an untyped function is
refused in game/core and saves/ and let through in scenes/.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
STRICT_PACKAGES = {"game.core", "game.core.*", "saves", "saves.*"}

mypy_main = pytest.importorskip("mypy.main")
mypy_options = pytest.importorskip("mypy.options")


def strict_flags() -> dict[str, object]:
    """What `--strict` changes from mypy's defaults, as option name -> value."""
    # No config file: the repo's own pyproject.toml would otherwise change the defaults compared.
    _, plain = mypy_main.process_options(["--config-file", "", "probe.py"])
    _, strict = mypy_main.process_options(["--config-file", "", "--strict", "probe.py"])
    names = [n for n in dir(strict) if not n.startswith("_") and not callable(getattr(strict, n))]
    return {n: getattr(strict, n) for n in names if getattr(plain, n, None) != getattr(strict, n)}


def strict_override() -> dict[str, object]:
    for override in CONFIG.get("overrides", []):
        modules = override["module"]
        if set([modules] if isinstance(modules, str) else modules) == STRICT_PACKAGES:
            return {k: v for k, v in override.items() if k != "module"}
    raise AssertionError(f"no [[tool.mypy.overrides]] for exactly {sorted(STRICT_PACKAGES)}")


def test_the_override_for_game_core_and_saves_sets_every_flag_of_mypy_strict():
    wanted = strict_flags()
    per_module = {k: v for k, v in wanted.items() if k in mypy_options.PER_MODULE_OPTIONS}
    override = strict_override()
    assert "strict" not in override, "strict = true in an override turns strict on for every module"
    assert override == per_module
    for name, value in wanted.items():  # the global-only ones (warn_redundant_casts) are set globally
        if name not in per_module:
            assert CONFIG.get(name) == value, name


def test_the_whole_app_is_checked_and_nothing_is_silenced():
    assert set(CONFIG["files"]) == {"game", "saves", "scenes"}
    assert CONFIG["python_version"] == "3.11"
    assert not CONFIG.get("ignore_missing_imports")  # every library we import ships its own types
    assert not any(
        o.get("ignore_errors") or o.get("ignore_missing_imports") for o in CONFIG.get("overrides", [])
    )


UNTYPED = "def untyped(x):\n    return x\n"


def test_an_untyped_function_is_refused_in_the_kernel_and_saves_and_allowed_in_scenes(tmp_path):
    for package in ("game", "game/core", "saves", "scenes"):
        (tmp_path / package).mkdir(parents=True, exist_ok=True)
        (tmp_path / package / "__init__.py").write_text("")
    probes = ["game/core/probe.py", "saves/probe.py", "scenes/probe.py"]
    for probe in probes:
        (tmp_path / probe).write_text(UNTYPED)
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--config-file",
            str(ROOT / "pyproject.toml"),
            "--cache-dir",
            str(tmp_path / "cache"),
            *probes,
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    flagged = {line.split(":")[0] for line in out.stdout.splitlines() if "[no-untyped-def]" in line}
    assert flagged == {"game/core/probe.py", "saves/probe.py"}, out.stdout + out.stderr


def test_make_test_runs_the_type_check_after_lint():
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS")}
    out = subprocess.run(
        ["make", "--no-print-directory", "-n", "test"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    lint = next(i for i, line in enumerate(lines) if "ruff check" in line)
    check = next(i for i, line in enumerate(lines) if line.strip() == ".venv/bin/mypy")
    unit = next(i for i, line in enumerate(lines) if "pytest" in line)
    assert lint < check < unit

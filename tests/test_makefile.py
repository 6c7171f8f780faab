"""The first five minutes: `make run` / `make test` check the Python and the .venv before anything else.

``scripts/ensure_venv.sh`` is run against fake Pythons (small shell scripts that log how they were
called), so these tests never create a real environment or touch the network.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "ensure_venv.sh"

pytestmark = pytest.mark.skipif(shutil.which("sh") is None, reason="needs a POSIX shell")

# A system Python: reports its version, makes a venv whose python is the fake below.
SYSTEM_PYTHON = """#!/bin/sh
echo "system $*" >> "{log}"
if [ "$1" = "-c" ]; then echo "{version}"; exit 0; fi
if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then
    mkdir -p "$3/bin" && cp "{venv_python}" "$3/bin/python" && chmod +x "$3/bin/python"; exit 0
fi
exit 1
"""

# The venv's python: passes the version check; imports work only once pip has "installed" them.
VENV_PYTHON = """#!/bin/sh
here=$(dirname "$0")
echo "venv $*" >> "{log}"
if [ "$1" = "-m" ] && [ "$2" = "pip" ]; then touch "$here/../site-installed"; exit 0; fi
case "$2" in
    *pygame*) [ -e "$here/../site-installed" ] ;;
    *) exit 0 ;;
esac
"""


def make_fakes(tmp: Path, version: str = "3.11") -> tuple[Path, Path]:
    log = tmp / "calls.log"
    venv_python = tmp / "venv_python"
    venv_python.write_text(VENV_PYTHON.format(log=log))
    venv_python.chmod(0o755)
    system = tmp / "python-fake"
    system.write_text(SYSTEM_PYTHON.format(log=log, version=version, venv_python=venv_python))
    system.chmod(0o755)
    (tmp / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    return system, log


def run(tmp: Path, python: Path | None, path: str | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "VENV": ".venv"}
    env.pop("PYTHON", None)
    if python is not None:
        env["PYTHON"] = str(python)
    if path is not None:
        env["PATH"] = path
    return subprocess.run(
        [shutil.which("sh") or "sh", str(SCRIPT), "test"], cwd=tmp, env=env, capture_output=True, text=True, timeout=60
    )


def calls(log: Path) -> list[str]:
    return log.read_text().splitlines() if log.exists() else []


def test_a_python_that_is_not_3_11_is_named_in_one_line_with_the_fix(tmp_path):
    system, log = make_fakes(tmp_path, version="3.12")
    out = run(tmp_path, system)
    assert out.returncode == 1
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert "Python 3.11 is needed" in lines[0] and "Python 3.12" in lines[0] and "PYTHON=" in lines[0]
    assert not (tmp_path / ".venv").exists()
    assert not any("venv" in c for c in calls(log) if "-m" in c)


def test_python3_on_path_is_used_when_there_is_no_python3_11(tmp_path):
    system, log = make_fakes(tmp_path, version="3.10")
    tools = tmp_path / "bin"
    tools.mkdir()
    shutil.copy(system, tools / "python3")
    for tool in ("tr", "rm", "touch", "cp", "mkdir", "chmod", "dirname"):
        found = shutil.which(tool)
        if found:
            (tools / tool).symlink_to(found)
    out = run(tmp_path, None, path=str(tools))
    assert out.returncode == 1
    assert "is Python 3.10" in out.stderr and str(tools / "python3") in out.stderr


def test_a_fresh_machine_builds_the_venv_and_a_second_run_reuses_it(tmp_path):
    system, log = make_fakes(tmp_path)
    first = run(tmp_path, system)
    assert first.returncode == 0, first.stderr
    assert any(c.startswith("system -m venv") for c in calls(log))
    assert any("pip install -q -e .[test]" in c for c in calls(log))
    assert (tmp_path / ".venv" / ".installed-test").exists()
    log.unlink()
    second = run(tmp_path, system)
    assert second.returncode == 0 and second.stderr == ""
    assert not any("pip" in c or "-m venv" in c for c in calls(log))


def test_a_working_venv_is_used_even_when_python3_is_now_another_version(tmp_path):
    """Built once with PYTHON=.../python3.11, the .venv keeps working when plain `python3` is 3.12."""
    system, log = make_fakes(tmp_path)
    assert run(tmp_path, system).returncode == 0
    (tmp_path / "other").mkdir()
    other, _ = make_fakes(tmp_path / "other", version="3.12")
    log.unlink()
    out = run(tmp_path, other)
    assert out.returncode == 0 and out.stderr == "", out.stderr
    assert not any("-m venv" in c or "pip" in c for c in calls(log))


def test_a_half_built_venv_is_rebuilt_not_reused(tmp_path):
    """A venv whose install never finished (no stamp) starts again from an empty folder."""
    system, log = make_fakes(tmp_path)
    venv = tmp_path / ".venv"
    (venv / "bin").mkdir(parents=True)
    shutil.copy(tmp_path / "venv_python", venv / "bin" / "python")
    (venv / "leftover").write_text("half an install")
    out = run(tmp_path, system)
    assert out.returncode == 0, out.stderr
    assert "rebuilding .venv: its install never finished" in out.stderr
    assert not (venv / "leftover").exists()
    assert (venv / ".installed-test").exists()


def test_a_venv_missing_a_package_is_rebuilt(tmp_path):
    system, log = make_fakes(tmp_path)
    assert run(tmp_path, system).returncode == 0
    (tmp_path / ".venv" / "site-installed").unlink()  # as if pygame were uninstalled
    out = run(tmp_path, system)
    assert out.returncode == 0, out.stderr
    assert "a package it needs is missing" in out.stderr
    assert (tmp_path / ".venv" / "site-installed").exists()


def test_a_venv_of_another_python_is_rebuilt(tmp_path):
    system, log = make_fakes(tmp_path)
    venv = tmp_path / ".venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "bin" / "python").write_text("#!/bin/sh\nexit 1\n")  # e.g. its Python was uninstalled
    (venv / "bin" / "python").chmod(0o755)
    (venv / ".installed-test").touch()
    out = run(tmp_path, system)
    assert out.returncode == 0, out.stderr
    assert "not a working Python 3.11 environment" in out.stderr
    assert any(c.startswith("system -m venv") for c in calls(log))


def make_dry(target: str) -> str:
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    # Under an outer make (CI runs the tests from `make test`) the inherited MAKEFLAGS/MAKELEVEL would
    # add "Entering directory" lines: run this make as a top-level one.
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS")}
    out = subprocess.run(
        ["make", "--no-print-directory", "-n", target], cwd=ROOT, capture_output=True, text=True, timeout=60, env=env
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_run_and_test_check_the_environment_first():
    for target in ("run", "test"):
        first = make_dry(target).splitlines()[0]
        assert "scripts/ensure_venv.sh" in first, (target, first)


def test_clean_keeps_the_venv_so_run_still_works_and_distclean_removes_it():
    clean = make_dry("clean")
    assert "rm -rf .venv" not in clean and "-prune" in clean
    assert "rm -rf .venv" in make_dry("distclean")

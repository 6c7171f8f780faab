"""Start to first frame and build size, beside the import floor and a hello-world build.

Every start is a fresh process, timed from launch to the line it prints once it is ready: the app
prints ``first frame`` after drawing its first menu frame (``--first-frame``), the anchor prints
``ready`` after ``import pygame, pygame_gui, pymunk``. The app starts with 10 saves of real games in
its save folder (what a player has after a while), not an empty one. Runs of the app and of the
anchor alternate, so both see the same machine load; medians are reported. Bytecode caches are
allowed (``PYTHONDONTWRITEBYTECODE`` is dropped for the children) and warmed by one untimed run
each, as on a player's machine after the first start.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

from bench.common import ROOT, record

FLOOR_CODE = "import pygame, pygame_gui, pymunk; print('ready', flush=True)"
RUNS = 7
SAVES = 10
HELLO = ROOT / "build" / "bench-hello"


def _env(tmp: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        TABLEBOUND_CONFIG_DIR=str(tmp / "config"),
        TABLEBOUND_SAVE_DIR=str(tmp / "saves"),
    )
    return env


def time_to_line(cmd: list[str], env: dict[str, str], marker: str, cwd: Path = ROOT) -> float | None:
    """Milliseconds from launching ``cmd`` to it printing a line holding ``marker`` (None if it never does)."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    assert proc.stdout is not None
    spent = None
    for line in proc.stdout:
        if marker in line:
            spent = (time.perf_counter() - t0) * 1000
            break
    proc.stdout.close()
    proc.wait(timeout=120)
    return spent


def make_saves(directory: Path, count: int = SAVES) -> None:
    """``count`` saves of random-bot games of both games, each its own slot, as a player accumulates."""
    from game.ai.bots import RandomBot
    from game.core.registry import get_game
    from game.core.session import Session
    from saves import SaveStore

    store = SaveStore(directory)
    for i in range(count):
        game = get_game(("fortress", "desconfronto")[i % 2])
        setup = game.setup_variants()[(7 * i) % len(game.setup_variants())]
        whole = Session.new(game, setup, i)
        bot = RandomBot(i)
        while whole.is_over() is None:
            whole.apply(bot.choose(game, whole.state))
        # Saved two thirds of the way: games still in progress, the ones "Continue" opens.
        session = Session.replay(game, setup, i, whole.actions[: len(whole.actions) * 2 // 3])
        store.save(session, f"slot{i}")


def _alternate(runs: list[tuple[str, list[str], str]], env: dict[str, str], cwd: Path) -> dict[str, float]:
    times: dict[str, list[float]] = {name: [] for name, _, _ in runs}
    for _name, cmd, marker in runs:  # warm-up: writes the bytecode caches, fills the disk cache
        time_to_line(cmd, env, marker, cwd)
    for _ in range(RUNS):
        for name, cmd, marker in runs:
            spent = time_to_line(cmd, env, marker, cwd)
            if spent is None:
                print(f"start: {name} never became ready; skipped")
                return {}
            times[name].append(spent)
    return {name: statistics.median(values) for name, values in times.items()}


def bench_cold_start() -> None:
    with tempfile.TemporaryDirectory() as raw:
        tmp = Path(raw)
        make_saves(tmp / "saves")
        env = _env(tmp)
        runs = [
            ("floor", [sys.executable, "-c", FLOOR_CODE], "ready"),
            ("app", [sys.executable, "-m", "scenes", "--first-frame"], "first frame"),
        ]
        exe = ROOT / "dist" / "tablebound" / "tablebound"
        if exe.exists():
            runs.append(("exe", [str(exe), "--first-frame"], "first frame"))
        else:
            print("start.executable: not built (run `make package-smoke` first)")
        medians = _alternate(runs, env, ROOT)
    if not medians:
        return
    floor = medians["floor"]
    record("start.anchor.import_pygame_gui_pymunk", floor, "ms")
    record(f"start.first_frame_{SAVES}_saves", medians["app"], "ms", "import pygame+pygame_gui+pymunk", floor)
    if "exe" in medians:
        record(
            f"start.executable_first_frame_{SAVES}_saves",
            medians["exe"],
            "ms",
            "import pygame+pygame_gui+pymunk",
            floor,
        )


def _tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


# The size anchor: the smallest pygame app (a window, one frame), built as the app is built.
HELLO_SCRIPT = """import pygame

pygame.init()
screen = pygame.display.set_mode((320, 200))
screen.fill((20, 20, 30))
pygame.display.flip()
print("hello", flush=True)
pygame.quit()
"""


def _spec_platform() -> ModuleType:
    """scripts/spec_platform.py: the build options and excludes build.spec uses."""
    spec = importlib.util.spec_from_file_location("spec_platform", ROOT / "scripts" / "spec_platform.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["spec_platform"] = module  # its dataclasses resolve their module by name
    spec.loader.exec_module(module)
    return module


def hello_build(mode: str = "onedir") -> Path | None:
    """A hello-world pygame app built by PyInstaller with the app's own options (one folder or one file,
    strip, UPX, excludes: ``spec_platform.anchor_arguments``; the same ``BUILD_ENV``), the size anchor;
    kept under build/, in a folder named for its options, so a change of options builds it anew."""
    platform = _spec_platform()
    args = platform.anchor_arguments(mode)
    build_env = [f"{k}={v}" for k, v in sorted(platform.BUILD_ENV.items())]
    tag = hashlib.sha256("\0".join([HELLO_SCRIPT, *args, *build_env]).encode()).hexdigest()[:12]
    out = HELLO / f"{mode}-{tag}" / "dist" / "hello"
    if out.exists():
        return out
    pyinstaller = Path(sys.executable).with_name("pyinstaller")
    if not pyinstaller.exists():
        print("build: pyinstaller not installed (make venv-build); hello-world anchor skipped")
        return None
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as raw:
        script = Path(raw) / "hello.py"
        script.write_text(HELLO_SCRIPT)
        done = subprocess.run(
            [str(pyinstaller), "--noconfirm", "--log-level", "WARN", *args, "--name", "hello",
             "--distpath", str(out.parent), "--workpath", str(Path(raw) / "work"), "--specpath", raw,
             str(script)],
            capture_output=True,
            text=True,
            env={**os.environ, **platform.BUILD_ENV},
        )  # fmt: skip
    if done.returncode != 0 or not out.exists():
        print(f"build: hello-world build failed ({done.stderr.strip()[-200:]})")
        shutil.rmtree(out, ignore_errors=True)
        return None
    return out


def _size(path: Path) -> int:
    return _tree_size(path) if path.is_dir() else path.stat().st_size


def bench_build_size() -> None:
    """Each build beside the hello-world pygame app built the same way (one folder beside one folder,
    one file beside one file)."""
    onefile = ROOT / "dist" / "tablebound-onefile"
    onedir = ROOT / "dist" / "tablebound"
    if not onefile.exists() and not onedir.exists():
        print("build size: not built (run `make package-smoke` or `make package` first)")
        return
    for name, built, mode in (("build.onedir_size", onedir, "onedir"), ("build.onefile_size", onefile, "onefile")):
        if not built.exists():
            continue
        hello = hello_build(mode)
        anchor = _size(hello) / 2**20 if hello is not None else None
        record(name, _size(built) / 2**20, "MiB", f"hello-world pygame {mode} build, same options", anchor)

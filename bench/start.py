"""Start to first frame and build size, beside the import floor and a hello-world build."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

from bench.common import ROOT, record


def bench_cold_start() -> None:
    runs = []
    for _ in range(5):
        env = dict(os.environ)
        with tempfile.TemporaryDirectory() as tmp:
            env["TABLEBOUND_CONFIG_DIR"] = tmp
            env["TABLEBOUND_SAVE_DIR"] = tmp
            t0 = time.perf_counter()
            out = subprocess.run(
                [sys.executable, "-m", "scenes", "--first-frame"], env=env, capture_output=True, text=True
            )
            if out.returncode != 0:
                print(f"cold start: failed ({out.stderr.strip()[-200:]})")
                return
            runs.append((time.perf_counter() - t0) * 1000)
    record("start.cold_to_first_frame", statistics.median(runs), "ms")


def bench_build_size() -> None:
    onefile = ROOT / "dist" / "tablebound-onefile"
    onedir = ROOT / "dist" / "tablebound"
    if onefile.exists():
        record("build.onefile_size", onefile.stat().st_size / 2**20, "MiB")
    else:
        print("build.onefile_size: not built (run `make package` first)")
    if onedir.exists():
        total = sum(p.stat().st_size for p in onedir.rglob("*") if p.is_file() and not p.is_symlink())
        record("build.onedir_size", total / 2**20, "MiB")

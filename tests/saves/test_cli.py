"""``python -m saves FILE``: prints OK (exit 0) or the reason (exit 1) — what ``--check-save`` shows."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from saves import SaveStore
from saves.__main__ import main
from tests.saves.helpers import FIXTURES, played

ROOT = Path(__file__).resolve().parents[2]


def test_main_reports_ok_and_reasons(tmp_path, capsys):
    good = SaveStore(tmp_path).save(played(seed=3)).path
    bad = tmp_path / "bad.json"
    bad.write_text('{"format_version": 9}')
    assert main([str(good)]) == 0
    assert capsys.readouterr().out == "OK\n"
    assert main([str(bad)]) == 1
    assert "newer Tablebound (format 9)" in capsys.readouterr().out
    assert main([str(good), str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{good}: OK" and out[1].startswith(f"{bad}: The save was made by a newer")
    assert main([]) == 2


def test_module_runs_as_a_program_and_refuses_the_hidden_test_game():
    """The shipped program (no test registering it) never loads a save of the hidden ``tiny`` game."""
    good = ROOT / "tests" / "saves" / "fixtures" / "format1_tiny.json"
    assert good == FIXTURES / "format1_tiny.json"
    proc = subprocess.run(
        [sys.executable, "-m", "saves", str(good)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (proc.returncode, proc.stdout, proc.stderr) == (1, "The save is for an unknown game 'tiny'.\n", "")

"""The command line: --check-save never prints a traceback; --smoke plays, saves and loads headlessly."""

import json

from scenes.__main__ import main


def test_check_save_bad_file_prints_reason_and_exits_1(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{nope")
    assert main(["--check-save", str(bad)]) == 1
    out = capsys.readouterr().out.strip()
    assert out and "Traceback" not in out and out != "OK"


def test_check_save_good_file_prints_ok(tmp_path, capsys):
    from game.core.registry import get_game
    from game.core.session import Session
    from saves import SaveStore

    session = Session.new(get_game("tiny"), {"players": 2}, 3)
    info = SaveStore(tmp_path).save(session, "manual", {})
    assert main(["--check-save", str(info.path)]) == 0
    assert capsys.readouterr().out.strip() == "OK"
    assert json.loads(info.path.read_text())  # check never modified it


def test_smoke_run_exits_zero(dirs, capsys):
    assert main(["--smoke", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "smoke: loaded, same state hash" in out and out.strip().endswith("smoke: OK")


def test_check_save_does_not_load_pygame(tmp_path):
    """--check-save is a quick command-line check: no window, no pygame import."""
    import subprocess
    import sys
    from pathlib import Path

    bad = tmp_path / "bad.json"
    bad.write_text("[]")
    code = (
        "import sys; from scenes.__main__ import main; rc = main(['--check-save', sys.argv[1]]);"
        "print('pygame' in sys.modules, rc)"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code, str(bad)], capture_output=True, text=True, cwd=root)
    assert out.stdout.strip().splitlines()[-1] == "False 1", out.stdout + out.stderr
    assert "Traceback" not in out.stderr


def test_flags_parse():
    from scenes.__main__ import parse_args

    args = parse_args(["--seed", "9", "--lang", "pt_BR", "--save-dir", "/tmp/x"])
    assert (args.seed, args.lang, str(args.save_dir)) == (9, "pt_BR", "/tmp/x")

"""The rules core never imports pygame, pygame_gui or pymunk, and the installed pygame is pygame-ce."""

import ast
import subprocess
import sys
from pathlib import Path

GAME_DIR = Path(__file__).resolve().parents[3] / "game"
FORBIDDEN = {"pygame", "pygame_gui", "pymunk"}


def test_no_file_in_game_imports_ui_libraries():
    offenders = []
    for path in GAME_DIR.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] in FORBIDDEN]
    assert offenders == []


def test_importing_every_game_loads_no_ui_library():
    code = (
        "import sys; from game.core.registry import all_games; all_games(include_hidden=True);"
        "import game.ai.fuzz;"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {sorted(FORBIDDEN)!r}); print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_pygame_is_pygame_ce():
    import pygame

    assert getattr(pygame, "IS_CE", False)


def test_no_global_random_in_rules_core():
    offenders = []
    for path in GAME_DIR.rglob("*.py"):
        if "ai" in path.relative_to(GAME_DIR).parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import) and any(a.name == "random" for a in node.names):
                offenders.append(path.name)
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                offenders.append(path.name)
    assert offenders == []

"""The README stays inside the repository and lists the same shortcuts the game shows on F1."""

from __future__ import annotations

import re
from pathlib import Path

from game.core import i18n

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
ARCHITECTURE = ROOT / "docs" / "ARCHITECTURE.md"


def link_targets(text: str) -> list[str]:
    return re.findall(r"\]\(([^)]+)\)", text)


def test_readme_and_architecture_link_nothing_outside_the_repository():
    for name, text in (("README.md", README), ("docs/ARCHITECTURE.md", ARCHITECTURE.read_text("utf-8"))):
        assert "../" not in text, name
        assert not re.search(r"https?://", text), name
        for target in link_targets(text):
            base = ROOT if name == "README.md" else ARCHITECTURE.parent
            assert (base / target.split("#")[0]).exists(), (name, target)


def test_readme_points_at_the_architecture_guide_in_the_repository():
    assert "docs/ARCHITECTURE.md" in link_targets(README)


def test_readme_lists_every_shortcut_the_help_overlay_shows():
    from scenes.help_scene import SECTIONS

    i18n.set_language("en")
    rows = {line.strip() for line in README.splitlines() if line.startswith("|")}
    for head, entries in SECTIONS:
        for keys, does in entries:
            row = f"| {i18n.t(head)} | {i18n.t(keys)} | {i18n.t(does)} |"
            assert row in rows, row

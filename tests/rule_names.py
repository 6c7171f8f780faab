"""Which rule IDs the tests name: only a test's own name or docstring counts.

A comment, a module docstring or a helper's docstring does not make a rule covered: the name must sit
on the test that asserts it, so a reader of a failure sees which rule broke.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable
from pathlib import Path


def test_texts(path: Path) -> list[str]:
    """The name and docstring of every test function (top level or in a ``Test*`` class) of a file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out: list[str] = []

    def visit(body: Iterable[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test"):
                out.append(node.name)
                out.append(ast.get_docstring(node) or "")
            elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
                visit(node.body)

    visit(tree.body)
    return out


def named_by_tests(paths: Iterable[Path], named_ids: Callable[[str], set[str]]) -> set[str]:
    named: set[str] = set()
    for path in paths:
        for text in test_texts(path):
            named |= named_ids(text)
    return named

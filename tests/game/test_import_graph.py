"""The rules core's import graph: one-way dependencies, no hidden imports, no UI.

Issue 8 ("desConfronto untangled"): circles between rules modules were held together by imports
inside functions. This test builds the graph of every module under ``game/`` from the source (AST),
counting top-level imports, imports under ``if TYPE_CHECKING:`` and function-local imports alike, so
a circle cannot hide behind any of them, and fails naming each circle it finds.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"

# Imports inside a function body that are allowed, as (module, imported module). Each needs a reason;
# an import placed in a function to dodge a circle never qualifies. None is needed today.
LOCAL_IMPORT_ALLOWLIST: dict[tuple[str, str], str] = {}

UI_PACKAGES = ("pygame", "pygame_gui", "pymunk")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(GAME.rglob("*.py"))}


def _resolve(node: ast.ImportFrom, importer: str, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = importer.split(".")
    if not is_package:
        base = base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _imports(name: str, path: Path, modules: dict[str, Path]) -> list[tuple[str, int, bool]]:
    """(imported name, line, inside a function) for every import statement in one module."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    local_ids: set[int] = set()
    for fn in ast.walk(tree):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            for inner in ast.walk(fn):
                if inner is not fn:
                    local_ids.add(id(inner))
    found: list[tuple[str, int, bool]] = []
    for node in ast.walk(tree):
        local = id(node) in local_ids
        if isinstance(node, ast.Import):
            found.extend((a.name, node.lineno, local) for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            target = _resolve(node, name, path.name == "__init__.py")
            # `from pkg import sub` imports the submodule pkg.sub when there is one; a name defined
            # in pkg itself makes pkg the edge.
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found.append((sub if sub in modules else target, node.lineno, local))
    return found


def import_graph() -> dict[str, set[str]]:
    """Module → the modules under game/ it imports (a package import counts as its __init__)."""
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        edges: set[str] = set()
        for target, _line, _local in _imports(name, path, modules):
            # `import game.a.b` also runs game/__init__ and game/a/__init__, which import nothing
            # heavy; only the named module is an edge, parents are not.
            if target in modules and target != name:
                edges.add(target)
        graph[name] = edges
    return graph


def find_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out)


def _shortest_loop(graph: dict[str, set[str]], comp: list[str]) -> list[str]:
    """One concrete circle inside a component, to name in the failure."""
    members = set(comp)
    start = comp[0]
    prev: dict[str, str] = {}
    frontier = [start]
    seen = {start}
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(graph[v] & members):
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(prev[path[-1]])
                    return [start, *reversed(path[:-1]), start] if len(path) > 1 else [start, v, start]
                if w not in seen:
                    seen.add(w)
                    prev[w] = v
                    nxt.append(w)
        frontier = nxt
    return comp


def test_no_import_circles_in_game() -> None:
    graph = import_graph()
    cycles = find_cycles(graph)
    named = [" -> ".join(_shortest_loop(graph, c)) + f"  (component: {', '.join(c)})" for c in cycles]
    assert not cycles, "import circles under game/:\n" + "\n".join(named)


def test_no_function_local_imports_in_game() -> None:
    modules = _modules()
    bad = []
    for name, path in modules.items():
        for target, line, local in _imports(name, path, modules):
            if local and (name, target) not in LOCAL_IMPORT_ALLOWLIST:
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {target} inside a function")
    assert not bad, "function-local imports under game/:\n" + "\n".join(sorted(set(bad)))


def test_game_never_imports_the_ui_toolkits() -> None:
    modules = _modules()
    bad = []
    for name, path in modules.items():
        for target, line, _local in _imports(name, path, modules):
            if target.split(".")[0] in UI_PACKAGES:
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    assert not bad, "game/ must not import the UI toolkits:\n" + "\n".join(bad)


def test_desconfronto_has_no_function_local_imports_at_all() -> None:
    """Issue 8: the rules core of desConfronto holds together without imports inside functions."""
    assert not [k for k in LOCAL_IMPORT_ALLOWLIST if k[0].startswith("game.desconfronto")]


def test_the_cycle_finder_finds_a_planted_circle() -> None:
    """The checker itself can fail: a two-module and a three-module loop are both named."""
    graph = {"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"e"}, "e": {"c"}, "f": {"a"}}
    cycles = find_cycles(graph)
    assert cycles == [["a", "b"], ["c", "d", "e"]]
    assert _shortest_loop(graph, ["c", "d", "e"]) == ["c", "d", "e", "c"]

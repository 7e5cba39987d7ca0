"""DESIGN.md: the layers, which way imports go, and no two modules importing each
other (the contract in pyproject.toml, run by import-linter); pygame belongs to the
client only, so rules run headless; and no pickle or eval anywhere: saves and content
are plain validated data."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "tabletop"


def test_imports_keep_to_the_layers():
    """pyproject.toml's import-linter contract: engine <- games <- (ai, persistence) <-
    controller <- client <- commands <- cli, every module of tabletop in a layer. An
    import in a function counts, and so does one made for types alone."""
    lint = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    proc = subprocess.run([sys.executable, "-c", lint, "--no-cache", "--no-logo", "pyproject.toml"],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def _circles(imports: dict[str, set[str]]) -> list[list[str]]:
    """The modules that import each other, directly or round a longer circle: the
    strongly connected components of more than one module (Tarjan's, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles = []
    for root in sorted(imports):
        if root in index:
            continue
        work = [(root, iter(sorted(imports[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            module, below = work[-1]
            for other in below:
                if other not in index:
                    index[other] = low[other] = len(index)
                    stack.append(other)
                    on_stack.add(other)
                    work.append((other, iter(sorted(imports[other]))))
                    break
                if other in on_stack:
                    low[module] = min(low[module], index[other])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[module])
                if low[module] == index[module]:
                    circle = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        circle.append(member)
                        if member == module:
                            break
                    if len(circle) > 1:
                        circles.append(sorted(circle))
    return circles


def test_no_two_modules_import_each_other():
    """No module imports another that imports it back, directly or round a longer
    circle; a package's __init__ counts as a module. Imports in functions and for types
    alone count, as for the layers. A failure lists each circle with its imports."""
    import grimp

    graph = grimp.build_graph("tabletop", cache_dir=None)
    imports = {m: set(graph.find_modules_directly_imported_by(m)) for m in graph.modules}
    circles = _circles(imports)
    report = []
    for circle in circles:
        report.append("a circle of " + ", ".join(circle) + ":")
        for module in circle:
            for other in sorted(imports[module] & set(circle)):
                lines = sorted(d["line_number"] for d in graph.get_import_details(importer=module, imported=other))
                report.append(f"    {module} -> {other} (line {', '.join(map(str, lines))})")
    assert circles == [], "\n".join(report)


def test_the_cycle_finder_finds_circles():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _circles({"a": {"b"}, "b": set(), "c": {"c"}}) == []
    assert _circles({"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"c", "a"}}) == [["a", "b"], ["c", "d"]]


def test_pygame_is_imported_only_by_the_client():
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE)
        if rel.parts[0] == "client":
            continue
        if re.search(r"^\s*(import pygame|from pygame)", path.read_text(), re.M):
            offenders.append(str(rel))
    assert offenders == []


def test_no_pickle_eval_or_exec():
    offenders = [
        str(path.relative_to(PACKAGE)) for path in PACKAGE.rglob("*.py")
        if re.search(r"\bpickle\b|\beval\(|\bexec\(", path.read_text())
    ]
    assert offenders == []


def test_rules_run_without_pygame_loaded():
    import subprocess
    import sys

    code = (
        "import sys, tabletop.games, tabletop.ai, tabletop.cli;"
        "g = tabletop.games.get('darkmoor'); s = g.new_game(2, 1);"
        "s.apply(s.legal_actions()[0]);"
        "assert 'pygame' not in sys.modules, 'pygame was imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=PACKAGE.parent)

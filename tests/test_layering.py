"""DESIGN.md: pygame belongs to the client only, so rules run headless; and no
pickle or eval anywhere: saves and content are plain validated data."""

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "tabletop"


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

"""Every rule and decision of a game's digest named by a test: the one reader of
the digest and of the tests' names and docstrings, shared by the games whose
rule IDs take the simple form PREFIX-FAMILY.n (Prophecy, Betrayal)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "rules"


class Digest:
    def __init__(self, game: str, prefix: str, folder: Path, *more: Path) -> None:
        """`folder` and `more` hold the game's tests (Betrayal Legacy's rules are tested
        both in its own folder and in the house core's)."""
        self.path = SHARED / f"{game}.md"
        self.prefix = prefix
        self.folders = (folder, *more)
        self.pattern = re.compile(rf"\b{prefix}-(?:[A-Z]+)\.\d+\b")

    def rule_ids(self, text: str) -> set[str]:
        return set(self.pattern.findall(text))

    def wanted(self) -> set[str]:
        return self.rule_ids(self.path.read_text(encoding="utf-8"))

    def named_by_tests(self) -> dict[str, list[str]]:
        """IDs named in a test's docstring (or its name), so a module docstring or a
        helper's comment alone does not count as a test."""
        found: dict[str, list[str]] = {}
        for path in sorted(p for folder in self.folders for p in folder.glob("test_*.py")):
            if path.name == "test_rule_coverage.py":
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                    text = (ast.get_docstring(node) or "") + " " + node.name
                    for rule in self.rule_ids(text):
                        found.setdefault(rule, []).append(f"{path.name}::{node.name}")
        return found

    @staticmethod
    def order(rule: str) -> tuple[str, int]:
        head, _, tail = rule.partition(".")
        return head, int(tail)

    # -- the two checks every game's test_rule_coverage.py makes ---------------------------

    def _present(self) -> set[str]:
        if not self.path.exists():
            pytest.skip(f"the rules digest is not beside the repository ({self.path} does not exist)")
        return self.wanted()

    def assert_every_rule_tested(self, families: tuple[str, ...], decisions: int, least: int) -> None:
        """Every family of the digest is there, decisions D.1 to D.`decisions`, more than
        `least` IDs in all (else the digest's format changed), and each named by a test."""
        wanted = self._present()
        for family in families:
            assert any(i.startswith(f"{self.prefix}-{family}.") for i in wanted), \
                f"no {self.prefix}-{family}.* in the digest"
        assert {f"{self.prefix}-D.{n}" for n in range(1, decisions + 1)} <= wanted
        assert len(wanted) > least, "the digest's rule IDs were not found; has its format changed?"
        missing = sorted(wanted - set(self.named_by_tests()), key=Digest.order)
        assert missing == [], f"{len(missing)} rule IDs no test names: " + ", ".join(missing)

    def assert_tests_name_real_rules(self) -> None:
        """A test naming an ID the digest does not have is a typo or a stale reference."""
        wanted = self._present()
        unknown = {rule: where for rule, where in self.named_by_tests().items() if rule not in wanted}
        assert unknown == {}

"""Every rule and decision of the digest is named by at least one test here."""

import ast
import re
from pathlib import Path

import pytest

DIGEST = Path(__file__).resolve().parents[3] / "shared" / "rules" / "darkmoor.md"
HERE = Path(__file__).resolve().parent
ID = re.compile(r"\bDM-[A-Z]+\.\d+\b")


def rule_ids(text):
    return set(ID.findall(text))


def ids_named_by_tests():
    """IDs named in a test's docstring (or its name), so a module docstring or a
    fixture comment alone does not count as a test."""
    found = {}
    for path in sorted(HERE.glob("test_*.py")):
        if path.name == Path(__file__).name:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                text = (ast.get_docstring(node) or "") + " " + node.name
                for rule in rule_ids(text):
                    found.setdefault(rule, []).append(f"{path.name}::{node.name}")
    return found


def test_every_rule_id_of_the_digest_is_tested():
    """Collects DM-OBJ.*, DM-SETUP.*, ..., DM-END.* and DM-D.* from the digest and
    fails listing any that no test in tests/darkmoor names."""
    if not DIGEST.exists():
        pytest.skip(f"the rules digest is not beside the repository ({DIGEST} does not exist)")
    wanted = rule_ids(DIGEST.read_text(encoding="utf-8"))
    for family in ("OBJ", "SETUP", "CARD", "TURN", "PLAY", "ABIL", "PERIL", "ATTACK",
                   "ESCAPE", "REVEAL", "DRAW", "END", "D"):
        assert any(i.startswith(f"DM-{family}.") for i in wanted), f"no DM-{family}.* in the digest"
    assert len(wanted) > 100, "the digest's rule IDs were not found; has its format changed?"
    missing = sorted(wanted - set(ids_named_by_tests()), key=lambda i: (i.split(".")[0], int(i.split(".")[1])))
    assert missing == [], "rule IDs no test names: " + ", ".join(missing)


def test_tests_name_only_rules_that_exist():
    """A test naming an ID the digest does not have is a typo or a stale reference."""
    if not DIGEST.exists():
        pytest.skip(f"the rules digest is not beside the repository ({DIGEST} does not exist)")
    wanted = rule_ids(DIGEST.read_text(encoding="utf-8"))
    unknown = {rule: where for rule, where in ids_named_by_tests().items() if rule not in wanted}
    assert unknown == {}

"""Every rule and decision of the Betrayal digest is named by at least one test here."""

import ast
import re
from pathlib import Path

import pytest

DIGEST = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "betrayal.md"
HERE = Path(__file__).resolve().parent
ID = re.compile(r"\bBH-(?:[A-Z]+)\.\d+\b")
FAMILIES = ("GOAL", "SETUP", "TURN", "MOVE", "ROOM", "CARD", "SPECIAL", "ITEM", "ROLL", "ATTACK", "SPATK", "HAUNT",
            "REVEAL", "HSETUP", "HTURN", "HOPT", "SECRET", "DEATH", "SLOW", "TRAITOR", "MONSTER", "END", "D")


def rule_ids(text):
    return set(ID.findall(text))


def _order(rule):
    head, _, tail = rule.partition(".")
    return head, int(tail)


def ids_named_by_tests():
    """IDs named in a test's docstring (or its name), so a module docstring or a
    helper's comment alone does not count as a test."""
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


def test_the_id_pattern():
    """The extraction finds rules and decisions and stops at punctuation; RM-* are not rules."""
    text = "BH-SETUP.12, BH-D.3; BH-ATTACK.4 (example). BH-D.39. RM-5 and BH-ITEM.7"
    assert rule_ids(text) == {"BH-SETUP.12", "BH-D.3", "BH-ATTACK.4", "BH-D.39", "BH-ITEM.7"}


def test_every_rule_id_of_the_digest_is_tested():
    """Collects BH-GOAL.* ... BH-END.* and BH-D.* from the digest and fails listing any
    that no test in tests/betrayal names."""
    if not DIGEST.exists():
        pytest.skip(f"the rules digest is not beside the repository ({DIGEST} does not exist)")
    wanted = rule_ids(DIGEST.read_text(encoding="utf-8"))
    for family in FAMILIES:
        assert any(i.startswith(f"BH-{family}.") for i in wanted), f"no BH-{family}.* in the digest"
    assert {f"BH-D.{n}" for n in range(1, 56)} <= wanted
    assert len(wanted) > 200, "the digest's rule IDs were not found; has its format changed?"
    missing = sorted(wanted - set(ids_named_by_tests()), key=_order)
    assert missing == [], f"{len(missing)} rule IDs no test names: " + ", ".join(missing)


def test_tests_name_only_rules_that_exist():
    """A test naming an ID the digest does not have is a typo or a stale reference."""
    if not DIGEST.exists():
        pytest.skip(f"the rules digest is not beside the repository ({DIGEST} does not exist)")
    wanted = rule_ids(DIGEST.read_text(encoding="utf-8"))
    unknown = {rule: where for rule, where in ids_named_by_tests().items() if rule not in wanted}
    assert unknown == {}

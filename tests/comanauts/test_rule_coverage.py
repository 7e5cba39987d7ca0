"""Every rule and decision of the Comanauts digest is named by at least one test here."""

import ast
import re
from pathlib import Path

import pytest

DIGEST = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "comanauts.md"
HERE = Path(__file__).resolve().parent
# CO-ACTION.12, CO-SETUP.12b (a sub-letter is its own rule), CO-D.5, ET-4, ET-4.2
ID = re.compile(r"\b(?:CO-[A-Z]+\.\d+[a-z]?|ET-\d+(?:\.\d+)?)\b")
FAMILIES = ("GAME", "SETUP", "PAGE", "SPOT", "LEAVE", "ENC", "ID", "TURN", "ACTION", "ITEM", "BONUS", "DISCARD",
            "THREAT", "ENEMY", "MORASS", "AVATAR", "NEXUS", "COMA", "STATUS", "VITAL", "CLARITY", "INSIGHT",
            "CLUE", "TOTEM", "AMBIG", "END", "D")


def rule_ids(text):
    return set(ID.findall(text))


def canonical(rule, wanted):
    """A sub-letter is its own rule where the digest has it (CO-SETUP.12b); elsewhere
    it names a part of the rule ("CO-COMA.2b" is part (b) of CO-COMA.2)."""
    if rule not in wanted and rule[-1].isalpha() and rule[:-1] in wanted:
        return rule[:-1]
    return rule


def _order(rule):
    head, _, tail = rule.partition(".")
    number = re.match(r"\d+", tail)
    return head, int(number.group()) if number else 0, tail


def ids_named_by_tests(wanted=frozenset()):
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
                    found.setdefault(canonical(rule, wanted), []).append(f"{path.name}::{node.name}")
    return found


def test_the_id_pattern():
    """The extraction keeps sub-letters and ET sub-items, and stops at punctuation."""
    text = "CO-SETUP.12b, CO-SETUP.3a-b; ET-4.2 (a), ET-6. CO-D.5 and CO-D.50; CO-ACTION.12."
    assert rule_ids(text) == {"CO-SETUP.12b", "CO-SETUP.3a", "ET-4.2", "ET-6", "CO-D.5", "CO-D.50",
                              "CO-ACTION.12"}
    wanted = {"CO-SETUP.12b", "CO-COMA.2"}
    assert canonical("CO-SETUP.12b", wanted) == "CO-SETUP.12b"
    assert canonical("CO-COMA.2b", wanted) == "CO-COMA.2"
    assert canonical("CO-COMA.3b", wanted) == "CO-COMA.3b"


def test_every_rule_id_of_the_digest_is_tested():
    """Collects CO-GAME.* ... CO-END.*, the ET-1..ET-9 enemy-turn items and CO-D.* from
    the digest and fails listing any that no test in tests/comanauts names."""
    if not DIGEST.exists():
        pytest.skip(f"the rules digest is not beside the repository ({DIGEST} does not exist)")
    wanted = rule_ids(DIGEST.read_text(encoding="utf-8"))
    for family in FAMILIES:
        assert any(i.startswith(f"CO-{family}.") for i in wanted), f"no CO-{family}.* in the digest"
    assert {f"ET-{n}" for n in range(1, 10)} <= wanted
    assert {f"CO-D.{n}" for n in range(1, 58)} <= wanted
    assert len(wanted) > 250, "the digest's rule IDs were not found; has its format changed?"
    missing = sorted(wanted - set(ids_named_by_tests(wanted)), key=_order)
    assert missing == [], f"{len(missing)} rule IDs no test names: " + ", ".join(missing)


def test_tests_name_only_rules_that_exist():
    """A test naming an ID the digest does not have is a typo or a stale reference."""
    if not DIGEST.exists():
        pytest.skip(f"the rules digest is not beside the repository ({DIGEST} does not exist)")
    wanted = rule_ids(DIGEST.read_text(encoding="utf-8"))
    unknown = {rule: where for rule, where in ids_named_by_tests(wanted).items() if rule not in wanted}
    assert unknown == {}

"""Every rule and decision of the Prophecy digest is named by at least one test here."""

from pathlib import Path

import pytest

from rule_coverage import Digest

DIGEST = Digest("prophecy", "PR", Path(__file__).resolve().parent)
FAMILIES = ("GOAL", "SETUP", "CUBE", "BOARD", "TURN", "CHANCE", "MOVE", "ADV", "COMBAT", "ITEM", "GAIN", "LOSS",
            "SPACE", "CERT", "END", "D")


def test_the_id_pattern():
    """The extraction finds rules and decisions and stops at punctuation; RM-* are not rules."""
    assert DIGEST.rule_ids("PR-SETUP.12, PR-D.3; PR-COMBAT.4 (example). PR-D.39. RM-5 and PR-GAIN.7") == {"PR-SETUP.12", "PR-D.3", "PR-COMBAT.4", "PR-D.39", "PR-GAIN.7"}


def test_every_rule_id_of_the_digest_is_tested():
    """Collects PR-GOAL.* ... PR-END.* and PR-D.* from the digest and fails listing
    any that no test in tests/prophecy names."""
    if not DIGEST.path.exists():
        pytest.skip(f"the rules digest is not beside the repository ({DIGEST.path} does not exist)")
    wanted = DIGEST.wanted()
    for family in FAMILIES:
        assert any(i.startswith(f"PR-{family}.") for i in wanted), f"no PR-{family}.* in the digest"
    assert {f"PR-D.{n}" for n in range(1, 40)} <= wanted
    assert len(wanted) > 140, "the digest's rule IDs were not found; has its format changed?"
    missing = sorted(wanted - set(DIGEST.named_by_tests()), key=Digest.order)
    assert missing == [], f"{len(missing)} rule IDs no test names: " + ", ".join(missing)


def test_tests_name_only_rules_that_exist():
    """A test naming an ID the digest does not have is a typo or a stale reference."""
    if not DIGEST.path.exists():
        pytest.skip(f"the rules digest is not beside the repository ({DIGEST.path} does not exist)")
    wanted = DIGEST.wanted()
    unknown = {rule: where for rule, where in DIGEST.named_by_tests().items() if rule not in wanted}
    assert unknown == {}

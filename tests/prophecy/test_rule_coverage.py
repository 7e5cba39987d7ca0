"""Every rule and decision of the Prophecy digest is named by at least one test here."""

from pathlib import Path

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
    DIGEST.assert_every_rule_tested(FAMILIES, decisions=39, least=140)


def test_tests_name_only_rules_that_exist():
    """A test naming an ID the digest does not have is a typo or a stale reference."""
    DIGEST.assert_tests_name_real_rules()

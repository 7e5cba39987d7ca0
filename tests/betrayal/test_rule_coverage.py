"""Every rule and decision of the Betrayal digest is named by at least one test here."""

from pathlib import Path

from rule_coverage import Digest

DIGEST = Digest("betrayal", "BH", Path(__file__).resolve().parent)
FAMILIES = ("GOAL", "SETUP", "TURN", "MOVE", "ROOM", "CARD", "SPECIAL", "ITEM", "ROLL", "ATTACK", "SPATK", "HAUNT",
            "REVEAL", "HSETUP", "HTURN", "HOPT", "SECRET", "DEATH", "SLOW", "TRAITOR", "MONSTER", "END", "D")


def test_the_id_pattern():
    """The extraction finds rules and decisions and stops at punctuation; RM-* are not rules."""
    assert DIGEST.rule_ids("BH-SETUP.12, BH-D.3; BH-ATTACK.4 (example). BH-D.39. RM-5 and BH-ITEM.7") == {"BH-SETUP.12", "BH-D.3", "BH-ATTACK.4", "BH-D.39", "BH-ITEM.7"}


def test_every_rule_id_of_the_digest_is_tested():
    """Collects BH-GOAL.* ... BH-END.* and BH-D.* from the digest and fails listing
    any that no test in tests/betrayal names."""
    DIGEST.assert_every_rule_tested(FAMILIES, decisions=55, least=200)


def test_tests_name_only_rules_that_exist():
    """A test naming an ID the digest does not have is a typo or a stale reference."""
    DIGEST.assert_tests_name_real_rules()

"""Every rule and decision of the Betrayal Legacy digest is named by at least one test:
here, in the house core's Legacy tests (tests/house) or in the window's (tests/client)."""

from pathlib import Path

from rule_coverage import Digest

HERE = Path(__file__).resolve().parent
DIGEST = Digest("betrayal_legacy", "BL", HERE, HERE.parent / "house", HERE.parent / "client")
FAMILIES = ("INTRO", "OBJ", "LEG", "CAMP", "TERM", "SETUP", "FAM", "TRAIT", "DMG", "CRIT", "COST", "DICE", "REGION",
            "TURN", "MOVE", "PASS", "TILE", "RUNE", "GHOST", "TIME", "RARE", "D")


def test_every_rule_id_of_the_digest_is_tested():
    """Collects BL-INTRO.* ... BL-RARE.* and BL-D.* from the digest and fails listing any
    that no test names."""
    DIGEST.assert_every_rule_tested(FAMILIES, decisions=55, least=140)


def test_tests_name_only_rules_that_exist():
    """A test naming an ID the digest does not have is a typo or a stale reference."""
    DIGEST.assert_tests_name_real_rules()

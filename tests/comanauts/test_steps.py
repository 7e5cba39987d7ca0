"""The vital signs deck (CO-SETUP.3, CO-D.42) and gaining clarity (CO-TURN.4-7)."""

from collections import Counter

import pytest

from tabletop.engine import Rng
from tabletop.games.comanauts.steps import gain_clarity, vital_signs_deck


def test_the_flatline_is_among_the_last_three_cards():
    """CO-SETUP.3a-b: Flatline + 2 stable at the bottom, the rest shuffled on top, so
    the Flatline comes on the 8th to 10th reveal (CO-D.42)."""
    seen_positions = set()
    for seed in range(40):
        deck = vital_signs_deck(4, 5, 1, Rng(seed))
        assert Counter(deck) == {"stable": 4, "critical": 5, "flatline": 1}
        reveal_order = deck[::-1]  # the last item is the top
        seen_positions.add(reveal_order.index("flatline") + 1)
        assert Counter(reveal_order[:7]) == {"stable": 2, "critical": 5}
    assert seen_positions == {8, 9, 10}
    with pytest.raises(ValueError):
        vital_signs_deck(1, 5, 1, Rng(1))


def test_clarity_rolls_must_reach_the_current_count():
    """CO-TURN.6: a roll equal to or above your current clarity gains a token; the
    count rises as you go, so rolling dice together makes later gains likelier."""
    assert gain_clarity([[3]], 3) == (4, [True])
    assert gain_clarity([[2]], 3) == (3, [False])
    assert gain_clarity([[4], [4], [4]], 3) == (5, [True, True, False])
    assert gain_clarity([[4, 4]], 6) == (7, [True])  # together: one higher roll
    assert gain_clarity([], 0) == (0, [])

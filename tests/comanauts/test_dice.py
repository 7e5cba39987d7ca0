"""Comanauts' dice bag: its make-up, drawing with refresh, and roll totals."""

from collections import Counter

import pytest

from tabletop.engine import ContentError, Rng
from tabletop.games.comanauts import dice


def test_the_bag_holds_the_boxes_38_dice():
    """Components (38 dice), CO-D.23 (our counts), CO-TURN.14 (one inner child die)."""
    bag = dice.load_bag()
    assert len(bag) == 38 and len(set(bag)) == 38
    counts = Counter(dice.kind(d) for d in bag)
    assert counts == {"white": 6, "threat": 6, "suspicious": 4, "inner_child": 1, "red": 5,
                      "green": 5, "yellow": 5, "blue": 4, "purple": 2}


def test_drawing_refreshes_the_bag_from_the_discard_pool():
    """CO-TURN.2-3: draw 5; with fewer in the bag, draw them all, move the discard pool
    into the bag, and finish drawing to 5."""
    rng = Rng(3)
    bag, discard = ["red.1", "red.2", "blue.1"], ["green.1", "green.2", "white.1", "threat.1"]
    everything = Counter(bag + discard)
    drawn = dice.draw(bag, discard, 5, rng)
    assert len(drawn) == 5
    assert {"red.1", "red.2", "blue.1"} <= set(drawn)  # the bag's own dice come first
    assert discard == []
    assert Counter(drawn + bag + discard) == everything  # no die appears or vanishes


def test_a_short_supply_draws_what_there_is():
    """CO-D.37: fewer dice in bag and pool than the draw needs: draw them all."""
    bag, discard = ["red.1"], ["blue.1"]
    assert sorted(dice.draw(bag, discard, 5, Rng(1))) == ["blue.1", "red.1"]
    assert bag == [] and discard == []


def test_draws_are_seeded():
    bag = list(dice.load_bag())
    a = dice.draw(list(bag), [], 5, Rng(9))
    b = dice.draw(list(bag), [], 5, Rng(9))
    assert a == b and len(set(a)) == 5


def test_rolls_are_d6_and_totals_add_bonuses():
    """CO-D.24 (six faces), CO-D.34 (a roll is the sum of its dice plus bonuses)."""
    rng = Rng(2)
    assert {dice.roll(rng) for _ in range(300)} == {1, 2, 3, 4, 5, 6}
    assert dice.roll_total([3, 5], bonus=2) == 10


def test_a_bag_file_that_does_not_add_up_is_refused(tmp_path):
    path = tmp_path / "dice.toml"
    text = (dice.DATA / "dice.toml").read_text()
    path.write_text(text.replace("purple = 2", "purple = 3"))
    with pytest.raises(ContentError, match="dice.toml: the dice add up to 39"):
        dice.load_bag(path)
    path.write_text(text.replace("inner_child = 1", "inner_child = 2").replace("purple = 2", "purple = 1"))
    with pytest.raises(ContentError, match="inner_child must be 1"):
        dice.load_bag(path)

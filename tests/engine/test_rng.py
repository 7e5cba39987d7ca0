"""The seeded random source every game keeps in its state."""

from collections import Counter

import pytest

from tabletop.engine import Rng


def test_same_seed_same_sequence_and_state_round_trips():
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    saved = a.state
    first = [a.below(10) for _ in range(20)]
    c = Rng(0)
    c.state = saved
    assert [c.below(10) for _ in range(20)] == first


def test_different_seeds_differ():
    assert [Rng(1).next64() for _ in range(3)] != [Rng(2).next64() for _ in range(3)]


def test_below_is_in_range_and_roughly_uniform():
    rng = Rng(7)
    counts = Counter(rng.below(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(850 < c < 1150 for c in counts.values())


def test_shuffle_is_a_permutation_and_dice_have_sides():
    rng = Rng(3)
    items = list(range(30))
    rng.shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))
    assert {rng.die(6) for _ in range(500)} == set(range(1, 7))


def test_fork_and_copy():
    rng = Rng(5)
    twin = rng.copy()
    assert twin.next64() == rng.next64()
    child = rng.fork()
    assert child.state != rng.state


@pytest.mark.parametrize("bad", ["1", 1.5, None, True])
def test_seed_must_be_an_integer(bad):
    with pytest.raises(TypeError):
        Rng(bad)


def test_below_needs_a_positive_bound():
    with pytest.raises(ValueError):
        Rng(1).below(0)

"""Dice and trait tracks, as both Betrayals count them.

Dice have faces 0, 0, 1, 1, 2, 2 (BH-D.8, BL-DICE.1); a roll uses at most 8 dice
(BH-D.8, BL-DICE.3) and never yields less than 0. A trait's clip sits on an index
of its track: 0 is the skull, 1 to 8 the printed values (BH-D.9). Before the haunt
nothing drops below index 1 (BH-ATTACK.8, BL-CRIT.2); after it, index 0 kills
(BH-ATTACK.7, BL-CRIT.3).
"""

from __future__ import annotations

from tabletop.engine.rng import Rng

from .content import MENTAL, PHYSICAL, TRACK_LENGTH, TRAITS, Track

FACES = (0, 0, 1, 1, 2, 2)
MOST_DICE = 8


def roll(rng: Rng, dice: int, at_least: int = 0, modifier: int = 0) -> tuple[list[int], int]:
    """Roll `dice` dice (base and dice modifiers together, capped at 8; Legacy rolls at
    least `at_least`): the faces and the result, their dots plus the result `modifier`,
    never below 0 (BL-D.27, BL-DICE.3-4)."""
    count = max(at_least, min(MOST_DICE, dice))
    faces = [FACES[rng.below(6)] for _ in range(count)]
    return faces, max(0, sum(faces) + modifier)


def value(track: Track, index: int) -> int:
    """The trait's current value at clip `index` (0, the skull, is 0)."""
    return 0 if index <= 0 else track.values[min(index, TRACK_LENGTH) - 1]


def moved(index: int, steps: int, haunted: bool) -> int:
    """The clip's index after moving `steps` (negative: down) (BH-D.10)."""
    lowest = 0 if haunted else 1
    return max(lowest, min(TRACK_LENGTH, index + steps))


def allowed_traits(kind: str) -> tuple[str, ...]:
    """The traits a kind of damage may lower (BH-ATTACK.6, BH-ATTACK.11, BL-DMG.2)."""
    return {"physical": PHYSICAL, "mental": MENTAL, "general": TRAITS}[kind]


def splits(amount: int, traits: tuple[str, ...]) -> list[tuple[int, ...]]:
    """Every way to split `amount` damage over `traits` (BH-D.11): tuples of steps."""
    if len(traits) == 1:
        return [(amount,)]
    found = []
    for first in range(amount, -1, -1):
        for rest in splits(amount - first, traits[1:]):
            found.append((first, *rest))
    return found

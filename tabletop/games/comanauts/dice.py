"""Comanauts' dice: the bag, the discard pool, drawing with refresh, and rolls.

Every die is a six-sided die with 1-6 pips (CO-D.24). The bag's make-up is data
(`data/dice.toml`, CO-D.23), so it can be tuned in playtesting; a die is named by
its kind and a number, e.g. "red.3", so every die is a component that can be
counted wherever it is.
"""

from __future__ import annotations

from pathlib import Path

import attrs

from tabletop.engine.content import load, non_negative
from tabletop.engine.errors import ContentError
from tabletop.engine.rng import Rng

DATA = Path(__file__).parent / "data"

ATTRIBUTES = ("red", "green", "yellow", "blue", "purple")
KINDS = ("white", "threat", "suspicious", "inner_child", *ATTRIBUTES)
THREAT_KINDS = ("threat", "suspicious")  # "threat die" means any black die (CO-TURN.13)
TOTAL_DICE = 38  # the box (Components)


@attrs.frozen
class BagFile:
    white: int = attrs.field(validator=non_negative)
    threat: int = attrs.field(validator=non_negative)
    suspicious: int = attrs.field(validator=non_negative)
    inner_child: int = attrs.field(validator=non_negative)
    red: int = attrs.field(validator=non_negative)
    green: int = attrs.field(validator=non_negative)
    yellow: int = attrs.field(validator=non_negative)
    blue: int = attrs.field(validator=non_negative)
    purple: int = attrs.field(validator=non_negative)


def load_bag(path: Path = DATA / "dice.toml") -> tuple[str, ...]:
    """Every die in the box, by name, in a fixed order."""
    counts = load(path, BagFile)
    dice = tuple(f"{kind}.{i}" for kind in KINDS for i in range(1, getattr(counts, kind) + 1))
    if len(dice) != TOTAL_DICE:
        raise ContentError(f"{path.name}: the dice add up to {len(dice)}, not the box's {TOTAL_DICE}")
    if counts.inner_child != 1:
        raise ContentError(f"{path.name}: inner_child must be 1 (the box has one inner child die)")
    return dice


def kind(die: str) -> str:
    return die.split(".", 1)[0]


def draw(bag: list[str], discard: list[str], count: int, rng: Rng) -> list[str]:
    """Draw `count` dice at random. When the bag runs out, every die in the discard
    pool goes back into the bag and the draw goes on (CO-TURN.3); if there are
    still too few, all that exist are drawn (CO-D.37). Mutates bag and discard."""
    drawn: list[str] = []
    while len(drawn) < count:
        if not bag:
            if not discard:
                break
            bag.extend(discard)
            discard.clear()
        drawn.append(bag.pop(rng.below(len(bag))))
    return drawn


def roll(rng: Rng) -> int:
    return rng.die(6)


def roll_total(faces: list[int], bonus: int = 0) -> int:
    """A roll's result: the sum of its dice plus its bonuses (CO-D.34)."""
    return sum(faces) + bonus

"""What a roll of attribute dice comes to (CO-BONUS, CO-D.32, CO-D.34).

The result is the sum of the dice plus bonuses. A colour bonus adds +n for every
die of that colour rolled; a melee, ranged or defense bonus adds +n once per roll,
and only when the roll holds at least one die that is not purple; purple dice take
no bonus except one given to purple itself (CO-BONUS.7). Effects that change a
die's face come first (the caller passes the final faces). Dice on the group task
track never take bonuses (CO-BONUS.5).
"""

from __future__ import annotations

from collections import Counter
from typing import Mapping, Sequence

ROLL_KINDS = ("plain", "melee", "ranged", "defense", "group_task")


def roll_result(dice: Sequence[tuple[str, int]], colour_bonus: Mapping[str, int],
                kind_bonus: Mapping[str, int], kind: str = "plain") -> int:
    """`dice` are (colour, face) pairs; `colour_bonus` maps a colour to +n per die
    (penalties are negative); `kind_bonus` maps melee/ranged/defense to +n."""
    if kind not in ROLL_KINDS:
        raise ValueError(f"unknown roll kind '{kind}'")
    total = sum(face for _, face in dice)
    if kind == "group_task":
        return total
    colours = Counter(colour for colour, _ in dice)
    for colour, count in colours.items():
        total += colour_bonus.get(colour, 0) * count
    if kind in ("melee", "ranged", "defense") and any(colour != "purple" for colour in colours):
        total += kind_bonus.get(kind, 0)
    return total

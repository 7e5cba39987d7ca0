"""Small, self-contained parts of Comanauts' set-up and turn, as pure functions the
rules model calls: building the vital signs deck and gaining clarity."""

from __future__ import annotations

from typing import Sequence

from tabletop.engine.rng import Rng


def vital_signs_deck(stable: int, critical: int, flatline: int, rng: Rng) -> list[str]:
    """CO-SETUP.3a-b, CO-D.42: the Flatline shuffled with 2 stable cards at the bottom,
    the rest shuffled on top. The last item is the top of the deck."""
    if flatline != 1 or stable < 2:
        raise ValueError("the vital signs deck needs one Flatline and at least two stable cards")
    bottom = ["flatline", "stable", "stable"]
    top = ["stable"] * (stable - 2) + ["critical"] * critical
    rng.shuffle(bottom)
    rng.shuffle(top)
    return bottom + top


def gain_clarity(groups: Sequence[Sequence[int]], tokens: int) -> tuple[int, list[bool]]:
    """CO-TURN.4-7, CO-D.25: white dice are rolled in groups the player chooses; after
    each roll, a result at least the player's current clarity gains one token (so
    the bar rises as tokens come). Returns the new count and which rolls gained."""
    gained = []
    for faces in groups:
        success = sum(faces) >= tokens
        if success:
            tokens += 1
        gained.append(success)
    return tokens, gained

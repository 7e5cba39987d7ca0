"""Retreat to Darkmoor: 2-4 dark overlords race their minions home."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.game import Game, seat_names

from .actions import KINDS
from .determinize import determinize
from .rules import CONTENT, DarkmoorState


def normalize_options(seats: int, options: Mapping[str, Any]) -> dict[str, Any]:
    """Validate the host's options (DM-D.2 sides, DM-D.4 first player, names)."""
    known = {"sides", "first", "names"}
    unknown = set(options) - known
    if unknown:
        raise ValueError(f"Unknown option(s) for Retreat to Darkmoor: {', '.join(sorted(unknown))}.")
    sides = options.get("sides", "random")
    if sides != "random":
        if (not isinstance(sides, (list, tuple)) or len(sides) != seats + 1
                or any(s not in (0, 1, "random") or isinstance(s, bool) for s in sides)):
            raise ValueError(f"'sides' must be 'random' or {seats + 1} choices of 0 (front), 1 (back) or 'random'.")
        sides = list(sides)
    first = options.get("first", "random")
    if first != "random" and (type(first) is not int or not 0 <= first < seats):
        raise ValueError(f"'first' must be 'random' or a seat from 0 to {seats - 1}.")
    result: dict[str, Any] = {"sides": sides, "first": first}
    names = seat_names(seats, options)
    if names is not None:
        result["names"] = names
    return result


GAME = Game(
    name="darkmoor",
    title="Retreat to Darkmoor",
    description="Play minions into hordes, flee the heroes, and bring the most home.",
    min_seats=2,
    max_seats=4,
    state_class=DarkmoorState,
    action_kinds=KINDS,
    normalize_options=normalize_options,
    determinize=determinize,
    reveals=frozenset({"cards_drawn", "hero_revealed"}),
)
DarkmoorState.game = GAME

__all__ = ["GAME", "CONTENT", "DarkmoorState"]

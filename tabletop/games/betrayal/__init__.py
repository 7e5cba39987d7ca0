"""Betrayal at House on the Hill: 3-6 explorers build a haunted house room by room
until a haunt turns one of them against the others (../shared/rules/betrayal.md)."""

from __future__ import annotations

import datetime
from typing import Any, Mapping

from tabletop.engine.game import Game, seat_names

from .actions import KINDS
from .rules import CONTENT, EXPLORERS, BetrayalState


def normalize_options(seats: int, options: Mapping[str, Any]) -> dict[str, Any]:
    """The host's options: names, chosen explorers (BH-D.2), and the date the
    first player's birthday is counted from (BH-D.3: read once, then saved)."""
    unknown = set(options) - {"names", "explorers", "today"}
    if unknown:
        raise ValueError(f"Unknown option(s) for Betrayal: {', '.join(sorted(unknown))}.")
    result: dict[str, Any] = {}
    today = options.get("today") or datetime.date.today().strftime("%m-%d")
    try:
        month, day = (int(p) for p in str(today).split("-"))
        datetime.date(2000, month, day)
    except ValueError:
        raise ValueError(f"'today' must be a month and day as MM-DD, not {today!r}.") from None
    result["today"] = f"{month:02d}-{day:02d}"
    chosen = options.get("explorers")
    if chosen is not None:
        ids = [e.id for e in EXPLORERS]
        cards = [next(e.card for e in EXPLORERS if e.id == c) for c in chosen if c in ids]
        if (not isinstance(chosen, (list, tuple)) or len(chosen) != seats or len(cards) != seats
                or len(set(cards)) != seats):
            raise ValueError(f"'explorers' must be {seats} explorers, each from a different character card.")
        result["explorers"] = list(chosen)
    names = seat_names(seats, options)
    if names is not None:
        result["names"] = names
    return result


GAME = Game(
    name="betrayal",
    title="Betrayal at House on the Hill",
    description="Explore a house that builds itself, until a haunt turns one of you against the rest.",
    min_seats=3,  # BH-D.1
    max_seats=6,
    state_class=BetrayalState,
    action_kinds=KINDS,
    normalize_options=normalize_options,
    reveals=frozenset({"dice_rolled", "room_discovered", "card_drawn", "haunt_roll", "haunt_revealed",
                       "monster_speed"}),
)
BetrayalState.game = GAME

__all__ = ["GAME", "CONTENT", "BetrayalState"]

"""Comanauts' statistics for the results screen: small counters over the game's
log of events (see scenes/results.py for what a value may be)."""

from __future__ import annotations

from typing import Any, Callable

Events = list[dict[str, Any]]


def _count(kind: str) -> Callable[[Events], int]:
    def count(events: Events) -> int:
        return sum(1 for e in events if e["event"] == kind)
    return count


def dice_rolled(events: Events) -> int:
    """Every die rolled: rolls, re-rolls and clarity rolls."""
    total = 0
    for e in events:
        if e["event"] in ("dice_rolled", "clarity_rolled"):
            total += len(e.get("dice") or [])
        elif e["event"] == "die_rerolled":
            total += 1
    return total


#: the results screen's statistics: catalogue key of the label -> a function of the log
STATS: dict[str, Callable[[Events], Any]] = {
    "results.stat_turns": _count("turn_started"),
    "results.stat_dice_rolled": dice_rolled,
    "results.stat_enemies_defeated": _count("enemy_defeated"),
    "results.stat_avatars_lost": _count("avatar_to_morass"),
    "results.stat_hits": _count("hit"),
}

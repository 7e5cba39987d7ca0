"""Betrayal's statistics for the results screen, counted over the log of events."""

from __future__ import annotations

from typing import Any, Callable

Events = list[dict[str, Any]]


def _seats(events: Events) -> int:
    for e in events:
        if e["event"] == "game_started":
            return len(e.get("explorers") or []) or 1
    return 1


def _count(kind: str) -> Callable[[Events], list[int]]:
    def count(events: Events) -> list[int]:
        counts = [0] * _seats(events)
        for e in events:
            if e["event"] == kind and isinstance(e.get("seat"), int) and e["seat"] < len(counts):
                counts[e["seat"]] += 1
        return counts
    return count


def turns(events: Events) -> int:
    return sum(1 for e in events if e["event"] == "turn_started")


STATS: dict[str, Callable[[Events], Any]] = {
    "betrayal.ui.stat_rooms": _count("room_discovered"),
    "betrayal.ui.stat_cards": _count("card_drawn"),
    "betrayal.ui.stat_attacks": _count("attack"),
    "results.stat_turns": turns,
}

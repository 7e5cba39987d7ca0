"""Prophecy's statistics for the results screen: small counters over the game's log
of events (see scenes/results.py for what a value may be)."""

from __future__ import annotations

from typing import Any, Callable

Events = list[dict[str, Any]]


def _seats(events: Events) -> int:
    for e in events:
        if e["event"] == "game_started":
            return int(e.get("seats") or len(e.get("characters") or []) or 1)
    return 1 + max((e["seat"] for e in events if isinstance(e.get("seat"), int)), default=0)


def certificates_over_time(events: Events) -> dict[str, Any]:
    """Each player's Certificates at the start of every turn, then at the end."""
    held = [0] * _seats(events)
    series: list[list[int]] = [[] for _ in held]
    for e in events:
        if e["event"] == "turn_started":
            for seat, count in enumerate(held):
                series[seat].append(count)
        elif e["event"] == "certificate_gained":
            held[e["seat"]] += 1
    for seat, count in enumerate(held):
        series[seat].append(count)
    return {"chart": series}


def _count(kind: str) -> Callable[[Events], list[int]]:
    def count(events: Events) -> list[int]:
        counts = [0] * _seats(events)
        for e in events:
            if e["event"] == kind and isinstance(e.get("seat"), int):
                counts[e["seat"]] += 1
        return counts
    return count


def turns(events: Events) -> int:
    return sum(1 for e in events if e["event"] == "turn_started")


#: the results screen's statistics: catalogue key of the label -> a function of the log
STATS: dict[str, Callable[[Events], Any]] = {
    "prophecy.ui.stat_certificates": certificates_over_time,
    "prophecy.ui.stat_battles_won": _count("battle_won"),
    "prophecy.ui.stat_battles_lost": _count("battle_lost"),
    "prophecy.ui.stat_items_bought": _count("item_bought"),
    "results.stat_turns": turns,
}

"""What the games' statistics share (the results screen, scenes/results.py): a
statistic is a function of a finished game's log of events and its number of seats,
declared by the game's client package in `STATS` (catalogue key of its label -> the
function). The counters most games want are made here, once."""

from __future__ import annotations

from typing import Any, Callable

Events = list[dict[str, Any]]
Statistic = Callable[[Events, int], Any]


def per_seat(kind: str) -> Statistic:
    """How many events of `kind` each seat had (events naming no seat, or one past the
    table, are not counted)."""
    def count(events: Events, seats: int) -> list[int]:
        counts = [0] * seats
        for e in events:
            seat = e.get("seat")
            if e["event"] == kind and type(seat) is int and 0 <= seat < seats:
                counts[seat] += 1
        return counts
    return count


def total(kind: str) -> Statistic:
    """How many events of `kind` the game had."""
    def count(events: Events, seats: int) -> int:
        return sum(1 for e in events if e["event"] == kind)
    return count


def turns(events: Events, seats: int) -> int:
    """The game's turns as its top bar counts them: the rules model's turn number
    (the first turn is 1) the game ended on, which every event carries. Counting
    "turn_started" events instead disagreed where a turn is not one player's go
    (Betrayal counts its haunt in rounds)."""
    return max((e["turn"] for e in events if type(e.get("turn")) is int), default=0)


def over_time(events: Events, seats: int, step: Callable[[list[int], dict[str, Any]], None]) -> dict[str, Any]:
    """A chart of each seat's count at the start of every turn, then at the end: `step`
    brings the counts up to date with each event."""
    counts = [0] * seats
    series: list[list[int]] = [[] for _ in counts]
    for e in events:
        if e["event"] == "turn_started":
            for seat, value in enumerate(counts):
                series[seat].append(value)
        step(counts, e)
    for seat, value in enumerate(counts):
        series[seat].append(value)
    return {"chart": series}

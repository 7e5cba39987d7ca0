"""Prophecy's statistics for the results screen: small counters over the game's log
of events (see scenes/results.py for what a value may be, client/stats.py for the
shared counters)."""

from __future__ import annotations

from typing import Any

from tabletop.client.stats import Events, Statistic, over_time, per_seat, turns


def certificates_over_time(events: Events, seats: int) -> dict[str, Any]:
    """Each player's Certificates at the start of every turn, then at the end."""
    def step(held: list[int], e: dict[str, Any]) -> None:
        if e["event"] == "certificate_gained":
            held[e["seat"]] += 1
    return over_time(events, seats, step)


#: the results screen's statistics: catalogue key of the label -> a function of the log
STATS: dict[str, Statistic] = {
    "prophecy.ui.stat_certificates": certificates_over_time,
    "prophecy.ui.stat_battles_won": per_seat("battle_won"),
    "prophecy.ui.stat_battles_lost": per_seat("battle_lost"),
    "prophecy.ui.stat_items_bought": per_seat("item_bought"),
    "results.stat_turns": turns,
}

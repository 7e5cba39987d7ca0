"""Retreat to Darkmoor's statistics for the results screen: small counters over the
game's log of events (see scenes/results.py for what a value may be, client/stats.py
for the shared counters)."""

from __future__ import annotations

from typing import Any

from tabletop.client.stats import Events, Statistic, over_time, total, turns
from tabletop.games.darkmoor.rules import design, owner


def vp_over_time(events: Events, seats: int) -> dict[str, Any]:
    """Each player's VP in hand (tokens and escaped minions) at the start of every
    turn, then the final score (with the locations)."""
    def step(vp: list[int], e: dict[str, Any]) -> None:
        kind = e["event"]
        if kind == "minion_defeated" and e.get("award"):
            vp[e["to"]] += e["award"]
        elif kind == "minions_escaped":
            for uid in e["cards"]:
                vp[owner(uid)] += design(uid).vp
            for seat, gained in enumerate(e["vp_tokens"]):
                vp[seat] += gained
        elif kind == "game_over":
            vp[:] = e["scores"]
    return over_time(events, seats, step)


def minions_escaped(events: Events, seats: int) -> list[int]:
    """Minions each player brought to a safe haven."""
    counts = [0] * seats
    for e in events:
        if e["event"] == "minions_escaped":
            for uid in e["cards"]:
                counts[owner(uid)] += 1
    return counts


def minions_defeated(events: Events, seats: int) -> list[int]:
    """Minions of each player that were defeated."""
    counts = [0] * seats
    for e in events:
        if e["event"] == "minion_defeated":
            counts[owner(e["card"])] += 1
    return counts


#: the results screen's statistics: catalogue key of the label -> a function of the log
STATS: dict[str, Statistic] = {
    "results.stat_vp_over_time": vp_over_time,
    "results.stat_minions_escaped": minions_escaped,
    "results.stat_minions_defeated": minions_defeated,
    "results.stat_hero_attacks": total("hero_attack"),
    "results.stat_turns": turns,
}

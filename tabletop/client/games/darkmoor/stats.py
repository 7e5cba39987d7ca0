"""Retreat to Darkmoor's statistics for the results screen: small counters over the
game's log of events (see scenes/results.py for what a value may be)."""

from __future__ import annotations

from typing import Any, Callable

from tabletop.games.darkmoor.rules import design, owner

Events = list[dict[str, Any]]


def _seats(events: Events) -> int:
    for e in events:
        if e["event"] == "game_over":
            return len(e["scores"])
    return 1 + max((e["seat"] for e in events if isinstance(e.get("seat"), int)), default=0)


def vp_over_time(events: Events) -> dict[str, Any]:
    """Each player's VP in hand (tokens and escaped minions) at the start of every
    turn, then the final score (with the locations)."""
    vp = [0] * _seats(events)
    series: list[list[int]] = [[] for _ in vp]
    for e in events:
        kind = e["event"]
        if kind == "turn_started":
            for seat, total in enumerate(vp):
                series[seat].append(total)
        elif kind == "minion_defeated" and e.get("award"):
            vp[e["to"]] += e["award"]
        elif kind == "minions_escaped":
            for uid in e["cards"]:
                vp[owner(uid)] += design(uid).vp
            for seat, gained in enumerate(e["vp_tokens"]):
                vp[seat] += gained
        elif kind == "game_over":
            vp = list(e["scores"])
    for seat, total in enumerate(vp):
        series[seat].append(total)
    return {"chart": series}


def minions_escaped(events: Events) -> list[int]:
    """Minions each player brought to a safe haven."""
    counts = [0] * _seats(events)
    for e in events:
        if e["event"] == "minions_escaped":
            for uid in e["cards"]:
                counts[owner(uid)] += 1
    return counts


def hero_attacks(events: Events) -> int:
    return sum(1 for e in events if e["event"] == "hero_attack")


def minions_defeated(events: Events) -> list[int]:
    """Minions of each player that were defeated."""
    counts = [0] * _seats(events)
    for e in events:
        if e["event"] == "minion_defeated":
            counts[owner(e["card"])] += 1
    return counts


def turns(events: Events) -> int:
    return sum(1 for e in events if e["event"] == "turn_started")


#: the results screen's statistics: catalogue key of the label -> a function of the log
STATS: dict[str, Callable[[Events], Any]] = {
    "results.stat_vp_over_time": vp_over_time,
    "results.stat_minions_escaped": minions_escaped,
    "results.stat_minions_defeated": minions_defeated,
    "results.stat_hero_attacks": hero_attacks,
    "results.stat_turns": turns,
}

"""Comanauts' statistics for the results screen: small counters over the game's log
of events (see scenes/results.py for what a value may be, client/stats.py for the
shared counters)."""

from __future__ import annotations

from tabletop.client.stats import Events, Statistic, total, turns


def dice_rolled(events: Events, seats: int) -> int:
    """Every die rolled: rolls, re-rolls and clarity rolls."""
    rolled = 0
    for e in events:
        if e["event"] in ("dice_rolled", "clarity_rolled"):
            rolled += len(e.get("dice") or [])
        elif e["event"] == "die_rerolled":
            rolled += 1
    return rolled


#: the results screen's statistics: catalogue key of the label -> a function of the log
STATS: dict[str, Statistic] = {
    "results.stat_turns": turns,
    "results.stat_dice_rolled": dice_rolled,
    "results.stat_enemies_defeated": total("enemy_defeated"),
    "results.stat_avatars_lost": total("avatar_to_morass"),
    "results.stat_hits": total("hit"),
}

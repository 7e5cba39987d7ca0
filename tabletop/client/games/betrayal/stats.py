"""Betrayal's statistics for the results screen, counted over the log of events (the
shared counters: client/stats.py)."""

from __future__ import annotations

from tabletop.client.stats import Statistic, per_seat, turns

#: the results screen's statistics: catalogue key of the label -> a function of the log
STATS: dict[str, Statistic] = {
    "betrayal.ui.stat_rooms": per_seat("room_discovered"),
    "betrayal.ui.stat_cards": per_seat("card_drawn"),
    "betrayal.ui.stat_attacks": per_seat("attack"),
    "results.stat_turns": turns,
}

"""Comanauts' own benchmark (its Declaration's `bench`): `tabletop bench enemy-turn`, a
full enemy turn (ET-3 to ET-6) with 6 enemies on the busiest map, resolved by the
model alone (auto-defend on, so no one is asked), from fresh copies of one set
position (positions.py); the median of many turns."""

from __future__ import annotations

import statistics
import time

from . import GAME
from .positions import BUSIEST, ENEMIES, enemy_turn_position


def measure_enemy_turn(turns: int = 300, zone: str = BUSIEST) -> dict[str, float]:
    start = enemy_turn_position(zone)
    saved = start.to_dict()
    times = []
    for i in range(turns):
        state = GAME.from_dict(saved)
        state.rng.state = saved["rng"] + i  # a different roll of the threat dice each time
        state._events = []
        clock = time.perf_counter
        before = clock()
        state.steps.append(("enemy_turn",))
        state._run()
        times.append(clock() - before)
        assert not state.steps or state.final, "the enemy turn stopped half-way"
    times.sort()
    return {"median_ms": statistics.median(times) * 1000, "p90_ms": times[int(len(times) * 0.9)] * 1000,
            "turns": turns}


def enemy_turn(turns: int) -> list[str]:
    """The figures `tabletop bench enemy-turn` prints."""
    f = measure_enemy_turn(turns)
    return [f"enemy turn, {ENEMIES} enemies, 4 comanauts on {BUSIEST} (auto-defend on), {turns} turns:",
            f"  median {f['median_ms']:.2f} ms, 90th percentile {f['p90_ms']:.2f} ms"]

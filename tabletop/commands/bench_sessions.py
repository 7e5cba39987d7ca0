"""`tabletop bench enemy-turn` and `tabletop bench sessions`: Comanauts' figures.

enemy-turn: a full enemy turn (ET-3 to ET-6) with 6 enemies on the busiest map,
resolved by the model alone (auto-defend on, so no one is asked), from fresh
copies of one set position; the median of many turns.

sessions: whole games played by bots (the strong planner by default) start to
end, as sessions per second; the median of several runs.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from tabletop import games
from tabletop.ai import make_bot

from tabletop.games.comanauts.positions import BUSIEST, ENEMIES, enemy_turn_position


def measure_enemy_turn(turns: int = 300, zone: str = BUSIEST) -> dict[str, float]:
    game = games.get("comanauts")
    start = enemy_turn_position(zone)
    saved = start.to_dict()
    times = []
    for i in range(turns):
        state = game.from_dict(saved)
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


def measure_sessions(name: str = "comanauts", players: int = 2, runs: int = 5, games_per_run: int = 20,
                     bot: str = "strong", seed: int = 1) -> dict[str, float]:
    game = games.get(name)
    rates, wins = [], 0
    for run in range(runs):
        start = time.perf_counter()
        for index in range(games_per_run):
            game_seed = seed * 10_000 + run * 100 + index
            state = game.new_game(players, game_seed)
            bots = [make_bot(bot, game, game_seed * 7 + s) for s in range(players)]
            while not state.is_over:
                seat = state.to_act
                state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
            wins += bool(state.result["winners"])
        rates.append(games_per_run / (time.perf_counter() - start))
    return {"sessions_per_second": statistics.median(rates), "win_rate": wins / (runs * games_per_run)}


def main(args: Any) -> int:
    if args.what == "enemy-turn":
        f = measure_enemy_turn(args.turns)
        print(f"enemy turn, {ENEMIES} enemies, 4 comanauts on {BUSIEST} (auto-defend on), {args.turns} turns:")
        print(f"  median {f['median_ms']:.2f} ms, 90th percentile {f['p90_ms']:.2f} ms")
        return 0
    f = measure_sessions(args.game, args.players, args.runs, args.games, args.bot)
    print(f"{args.game}: {args.players} seats, {args.bot} bots, median of {args.runs} runs x {args.games} sessions")
    print(f"  sessions/second {f['sessions_per_second']:.1f}   won {f['win_rate']:.0%}")
    return 0

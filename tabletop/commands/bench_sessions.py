"""`tabletop bench enemy-turn` and `tabletop bench sessions`.

enemy-turn: the figures of the games that measure an enemy turn of their own (their
Declaration's `bench`: one turn resolved by the model alone, many times).

sessions: whole games played by bots (the strong ones by default) start to end, as
sessions per second; the median of several runs. Unless told which, the game is the
first with benchmarks of its own (`first_benched`).
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from tabletop import games
from tabletop.ai import make_bot


def first_benched() -> str:
    """The first game that declares benchmarks of its own."""
    return next(name for name in games.names() if games.declaration(name).bench)


def measure_sessions(name: str, players: int = 2, runs: int = 5, games_per_run: int = 20,
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
        for name in games.names():
            bench = games.declaration(name).bench
            if bench is not None:
                print("\n".join(games.resolve(bench).enemy_turn(args.turns)))
        return 0
    f = measure_sessions(args.game, args.players, args.runs, args.games, args.bot)
    print(f"{args.game}: {args.players} seats, {args.bot} bots, median of {args.runs} runs x {args.games} sessions")
    print(f"  sessions/second {f['sessions_per_second']:.1f}   won {f['win_rate']:.0%}")
    return 0

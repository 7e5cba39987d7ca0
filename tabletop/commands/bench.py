"""`tabletop bench rules [GAME]`: how fast the rules models run.

For each game, several runs each play a batch of full games with random bots at
the game's largest table. A run reports whole games per second (bot choices
included) and `apply` steps per second (time spent inside `apply` only). The
table shows the median of the runs, so one noisy run does not move it.
"""

from __future__ import annotations

import statistics
import time
from typing import Any

import attrs

from tabletop import games
from tabletop.engine.rng import Rng


@attrs.frozen
class RulesFigures:
    game: str
    players: int
    games_per_second: float
    applies_per_second: float
    steps_per_game: float


def measure_rules(name: str, runs: int = 5, games_per_run: int = 100, players: int | None = None,
                  seed: int = 1) -> RulesFigures:
    game = games.get(name)
    players = players or game.max_seats
    clock = time.perf_counter
    game_rates, apply_rates, steps_total = [], [], 0
    for run in range(runs):
        rng = Rng(seed + run)
        in_apply = 0.0
        steps = 0
        start = clock()
        for index in range(games_per_run):
            state = game.new_game(players, seed * 100_000 + run * 1000 + index)
            while not state.is_over:
                legal = state.legal_actions()
                action = legal[rng.below(len(legal))]
                before = clock()
                state.apply(action)
                in_apply += clock() - before
                steps += 1
        elapsed = clock() - start
        game_rates.append(games_per_run / elapsed)
        apply_rates.append(steps / in_apply)
        steps_total += steps
    return RulesFigures(
        game=name, players=players,
        games_per_second=statistics.median(game_rates),
        applies_per_second=statistics.median(apply_rates),
        steps_per_game=steps_total / (runs * games_per_run),
    )


def main(args: Any) -> int:
    names = [args.game] if args.game else games.names()
    print(f"rules benchmark: median of {args.runs} runs x {args.games} random-bot games")
    print(f"{'game':<12} {'players':>7} {'games/s':>10} {'apply/s':>10} {'steps/game':>11}")
    for name in names:
        f = measure_rules(name, runs=args.runs, games_per_run=args.games)
        print(f"{f.game:<12} {f.players:>7} {f.games_per_second:>10.0f} "
              f"{f.applies_per_second:>10.0f} {f.steps_per_game:>11.1f}")
    return 0

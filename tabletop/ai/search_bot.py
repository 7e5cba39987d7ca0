"""The strong bot: determinized Monte Carlo search over its legal actions.

Each iteration samples a full state consistent with the bot's view (the game's
`determinize`, so the bot never reads real hidden information), applies one of
its candidate actions there, plays the game out at random and scores the end.
Candidates are picked by UCB1, so promising moves get most of the samples, and
the most visited one is played. It thinks for `think_ms` milliseconds, or for
exactly `iterations` samples when that is given (reproducible, for tests).
"""

from __future__ import annotations

import math
import time
from typing import Any, Mapping, Sequence

from tabletop.engine.actions import Action
from tabletop.engine.game import Game, GameState

from .base import Bot

_EXPLORE = 0.7
_MAX_ROLLOUT_STEPS = 5000


class SearchBot(Bot):
    name = "strong"

    def __init__(self, game: Game, seed: int, think_ms: float = 30.0,
                 iterations: int | None = None) -> None:
        super().__init__(game, seed)
        if game.determinize is None:
            raise ValueError(f"{game.title} cannot be searched: it has no determinize().")
        if think_ms <= 0 and iterations is None:
            raise ValueError("The strong bot needs a positive thinking time or an iteration count.")
        self.think_ms = think_ms
        self.iterations = iterations

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if not legal:
            raise ValueError("The strong bot was asked to act with no legal action.")
        if len(legal) == 1:
            return legal[0]
        seat = view["seat"]
        visits = [0] * len(legal)
        totals = [0.0] * len(legal)
        deadline = time.perf_counter() + self.think_ms / 1000.0
        done = 0
        while True:
            if self.iterations is not None:
                if done >= self.iterations:
                    break
            elif done >= len(legal) and time.perf_counter() >= deadline:
                break
            arm = self._pick_arm(visits, totals, done)
            state = self.game.determinize(view, self.rng)
            state.apply(legal[arm])
            totals[arm] += self._playout(state, seat)
            visits[arm] += 1
            done += 1
        best = max(range(len(legal)), key=lambda i: (visits[i], totals[i]))
        return legal[best]

    @staticmethod
    def _pick_arm(visits: list[int], totals: list[float], done: int) -> int:
        for i, v in enumerate(visits):
            if v == 0:
                return i
        log_n = math.log(done)
        return max(range(len(visits)),
                   key=lambda i: totals[i] / visits[i] + _EXPLORE * math.sqrt(log_n / visits[i]))

    def _playout(self, state: GameState, seat: int) -> float:
        rng = self.rng
        steps = 0
        while not state.is_over and steps < _MAX_ROLLOUT_STEPS:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            steps += 1
        return reward(state.result, seat)


def reward(result: Mapping[str, Any] | None, seat: int) -> float:
    """1 for a win, 0 for a loss, nudged by the score margin where there are scores."""
    if result is None:
        return 0.0
    value = 1.0 if seat in result.get("winners", ()) else 0.0
    scores = result.get("scores")
    if scores and len(scores) > 1:
        others = max(s for i, s in enumerate(scores) if i != seat)
        value += max(-0.3, min(0.3, (scores[seat] - others) / 40.0))
    return value

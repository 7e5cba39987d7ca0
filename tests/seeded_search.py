"""A seeded position of random play: tests that need a game at some moment (a question
asked, a card in hand) find it by playing seeded random legal moves until it comes."""

from __future__ import annotations

import random

from tabletop import games


def find(name: str, seats: int, wanted, options=None, seeds=range(1, 80), most: int = 600):
    """The first seed's game of `name` (random legal moves, at most `most` of them)
    where `wanted(state)` holds."""
    game = games.get(name)
    for seed in seeds:
        state = game.new_game(seats, seed, options or {})
        rng = random.Random(seed)
        for _ in range(most):
            if state.is_over:
                break
            if wanted(state):
                return state
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"no seeded {name} position found")

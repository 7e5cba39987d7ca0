"""Whole games played by bots, for tests that a bot never stalls a game: each seed's
game of `seats` bots of one kind, seated by name as the table and `tabletop simulate`
seat them, played to its end within a step limit."""

from __future__ import annotations

from tabletop.ai import make_bot


def play_out(game, seats: int, seeds, options: dict, kind: str = "strong", most: int = 3000) -> list:
    """The final states of `game` from each of `seeds` with `seats` bots of `kind`
    (bot k of the i-th game seeded i * 31 + k), each after at most `most` actions."""
    finished = []
    for i, seed in enumerate(seeds):
        state = game.new_game(seats, seed, options)
        bots = [make_bot(kind, game, i * 31 + k) for k in range(seats)]
        for _ in range(most):
            if state.is_over:
                break
            state.apply(bots[state.to_act].choose(state.view(state.to_act), state.legal_actions()))
        finished.append(state)
    return finished

"""What no game may do to a seat, for every registered game: ask a seat whose figure
is out of the game (a dead explorer) about that figure, or let an event that happens
once to a seat (Game.once_per_seat: a death) happen twice. A seat that is out may
still be asked a side's decision (a dead traitor's player ordering its monsters,
BH-TRAITOR.5).

Random bots rarely bring a haunt to its deaths, so the games with such events are
also played by their strong bots, at the smallest and largest tables."""

from __future__ import annotations

from collections import Counter

import pytest

import tabletop.games
from tabletop.ai import make_bot
from tabletop.engine import Rng

GAMES = tabletop.games.names()
MAX_ACTIONS = 4000


def play(game, seats: int, seed: int, bot: str) -> tuple[int, Counter, int]:
    """A whole game: (questions asked of a seat out of the game about its own figure, each
    once-only event by seat, how many times a seat out was asked a side's decision)."""
    state = game.new_game(seats, seed)
    rng = Rng(seed + 7)
    bots = [make_bot("strong", game, seed * 31 + s, think_ms=2) for s in range(seats)] if bot == "strong" else None
    wrong, sides = 0, 0
    once: Counter = Counter()

    def saw(events) -> None:
        for event in events:
            if event["event"] in game.once_per_seat:
                once[(event["event"], event.get("seat"))] += 1
    saw(getattr(state, "opening_events", []))
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            return wrong, once, sides
        seat = state.to_act
        if state.seat_out(seat):
            if state.deciding_for_side():
                sides += 1
            else:
                wrong += 1
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat), legal) if bots else legal[rng.below(len(legal))]
        saw(state.apply(action))
    raise AssertionError(f"{game.name} did not end within {MAX_ACTIONS} actions (seed {seed})")


@pytest.mark.parametrize("name", GAMES)
def test_no_seat_out_of_the_game_is_asked_about_its_figure_and_nothing_happens_twice(name):
    """BH-ATTACK.7, BH-D.48, BL-CRIT.3 and every game's like: the dead are asked nothing and die once."""
    game = tabletop.games.get(name)
    runs = [(seats, seed, "random") for seats in (game.min_seats, game.max_seats) for seed in range(3)]
    if game.once_per_seat:
        runs += [(seats, seed, "strong") for seats in (game.min_seats, game.max_seats) for seed in range(10)]
    repeated, asked = [], 0
    for seats, seed, bot in runs:
        wrong, once, _sides = play(game, seats, seed, bot)
        asked += wrong
        repeated += [(seats, seed, bot, key, n) for key, n in once.items() if n > 1]
    assert asked == 0, f"{name}: a seat out of the game was asked about its own figure {asked} times"
    assert not repeated, f"{name}: once-only events repeated: {repeated[:5]}"

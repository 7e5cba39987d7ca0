"""What every game's showcase (the tables `tabletop --smoke` draws, `tabletop bench
frame` measures and `tabletop shots` draws) is made of: a person with bots at a new,
saved table, and a game played on by random moves until it is busy. Sessions only:
nothing here draws."""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from tabletop import games
from tabletop.controller.session import Session
from tabletop.engine.game import GameState
from tabletop.engine.rng import Rng
from tabletop.persistence import SaveStore, SeatInfo


def person_and_bots(store: SaveStore, name: str, seats: int, options: Mapping[str, Any] | None = None) -> Session:
    """Ada and `seats - 1` random bots at a new table of `name` (seed 1), saved in `store`."""
    state = games.get(name).new_game(seats, 1, options)
    people = [SeatInfo("Ada"), *(SeatInfo(f"Bot {i}", "random") for i in range(1, seats))]
    return Session(state, people, store.create(state, people))


def played_on(state: GameState, rng: Rng, moves: int,
              busy: Callable[[GameState], bool] = lambda state: False) -> GameState:
    """`state` after at most `moves` random legal moves, stopping early once `busy`
    says so or the game cannot go on."""
    for _ in range(moves):
        if state.is_over or busy(state):
            break
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return state


def bots_at(state: GameState, kind: str = "random") -> Session:
    """An unsaved session of `state` with a bot of `kind` in every seat, playing on."""
    return Session(state, [SeatInfo(f"Bot {i + 1}", kind) for i in range(state.seats)], None)


def seated(state: GameState, names: Sequence[str], arranged: bool = False) -> Session:
    """An unsaved session of `state` as its person sees it: a person (the first of
    `names`) in the seat to act, bots named by the rest in the others, so nothing moves
    until the person does. `arranged`: a position set up by hand, not reached by play
    (Session.arranged)."""
    person = state.to_act or 0
    others = iter(names[1:])
    seats = [SeatInfo(names[0]) if seat == person else SeatInfo(next(others), "random")
             for seat in range(state.seats)]
    return Session.arranged(state, seats) if arranged else Session(state, seats)

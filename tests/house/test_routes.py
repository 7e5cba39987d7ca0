"""BH-MOVE.1-2, BL-MOVE.2-7: the rooms an explorer can reach this turn, each with its
cheapest path of moves (routes.py), agree with the moves made one by one: every step
is legal when it comes, the path costs what the moves spend and no more than the
movement left, a step that draws a card (or sets off anything but the move) ends a
path, and the answer is the same whatever order the decks are in."""

from __future__ import annotations

import copy

import pytest

from tabletop import games
from tabletop.engine.rng import Rng
from tabletop.games.house.actions import MoveTo
from tabletop.games.house.routes import goes_on


def _positions(name: str, count: int):
    """Explorers' turns of seeded random games, mid-move, with a few rooms laid."""
    game = games.get(name)
    found = []
    for seed in range(6):
        state = game.new_game(game.min_seats + seed % 2, 700 + seed)
        rng = Rng(seed)
        while not state.is_over and len(found) < count * (seed + 1) // 6:
            if state.pending["kind"] == "explore" and len(state.house.order) > 8 and rng.below(4) == 0:
                found.append(game.from_dict(copy.deepcopy(state.to_dict())))
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
    return found


@pytest.mark.parametrize("name", ["betrayal", "betrayal_legacy"])
def test_each_route_is_walked_by_legal_moves_at_the_cost_it_names_within_the_movement_left(name):
    checked = 0
    for state in _positions(name, 30):
        seat = state.pending["seat"]
        left = state.exploration.moves_left(seat)
        routes = state.routes()
        one_step = {a.room for a in state.legal_actions() if type(a) is MoveTo}
        assert {r for r, route in routes.items() if len(route.steps) == 1} == one_step  # BH-MOVE.1: next door
        for room, route in routes.items():
            walk = state.game.from_dict(copy.deepcopy(state.to_dict()))
            spent = 0
            for i, step in enumerate(route.steps):
                assert step in walk.legal_actions(), (room, i)
                events = walk.apply(step)
                spent += sum(e["cost"] for e in events if e["event"] == "moved")
                if i < len(route.steps) - 1:  # BH-MOVE.2: nothing but a move on the way
                    assert goes_on(events, seat, walk), (room, i, events)
            assert walk.room[seat] == room or any(e["event"] == "slid" for e in events)
            assert route.cost == spent
            if name == "betrayal":  # Legacy lets the first step go whatever it costs (BL-MOVE.3)
                assert spent <= left
            checked += 1
    assert checked > 30


@pytest.mark.parametrize("name", ["betrayal", "betrayal_legacy"])
def test_a_route_is_the_cheapest_no_longer_path_passes_through_a_room_more_cheaply(name):
    multi = 0
    for state in _positions(name, 20):
        routes = state.routes()
        for route in routes.values():
            for i, step in enumerate(route.steps[:-1]):
                there = routes[step.room]  # every room on a path is reachable itself
                assert len(there.steps) <= i + 1
                multi += len(route.steps) > 2
    assert multi > 5  # paths of several rooms were met


@pytest.mark.parametrize("name", ["betrayal", "betrayal_legacy"])
def test_routes_do_not_tell_the_order_of_the_decks(name):
    """Reachability is paths and costs only: decks shuffled otherwise, the same answer."""
    for k, state in enumerate(_positions(name, 12)):
        other = state.game.from_dict(copy.deepcopy(state.to_dict()))
        rng = Rng(k)
        for deck in other.decks.values():
            rng.shuffle(deck)
        rng.shuffle(other.stack)
        assert other.routes() == state.routes()


def test_routes_are_searched_once_per_position():
    state = next(s for s in _positions("betrayal", 12) if any(type(a) is MoveTo for a in s.legal_actions()))
    first = state.routes()
    assert state.routes() is first
    move = next(a for a in state.legal_actions() if type(a) is MoveTo)
    state.apply(move)
    assert state.routes() is not first

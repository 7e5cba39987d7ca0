"""Where the deciding explorer can go this turn, for both Betrayals (BH-MOVE.1-2,
BH-D.12-13): every room reachable by the turn's one-space moves, with its cheapest
path of `MoveTo` steps and what it costs.

The search applies the legal `MoveTo` actions to copies of the state, so it holds no
rule of its own: a barrier, an obstacle, Legacy's move counting and every haunt's
rule answer as they answer a move made by hand. A step whose result does more than
move the explorer (a card drawn, a roll, a trap, a room's question, the haunt) ends
the path there: what it leads to is chance, so nothing beyond it is offered, and
the answer, made of rooms and costs only, never tells what the chance would be.
"""

from __future__ import annotations

import heapq
from typing import Any

import attrs

from .actions import MoveTo


@attrs.frozen(slots=True)
class Route:
    """The cheapest way to `room` this turn: the moves in order and the movement spent."""

    room: str
    steps: tuple[MoveTo, ...]
    cost: int


def goes_on(events: list[dict[str, Any]], seat: int, after) -> bool:
    """Whether a walk goes on after a step that caused `events`, the state now
    `after`: the step only moved `seat` and the same explorer still decides its turn
    (BH-MOVE.2: a draw ends the movement; so does anything else a step sets off)."""
    if any(e["event"] != "moved" or e.get("seat") != seat for e in events):
        return False
    p = after.pending
    return p is not None and p["kind"] == "explore" and p["seat"] == seat and not after.is_over


def routes(state) -> dict[str, Route]:
    """Every room the deciding explorer can reach this turn by moving (not by
    exploring: a new tile is chance), each by its cheapest path (the fewest moves
    spent, then the fewest steps); empty when no explorer's turn is asked."""
    p = state.pending
    if p is None or p["kind"] != "explore" or state.is_over:
        return {}
    seat = p["seat"]
    game = state.game
    start = state.room[seat]
    found: dict[str, Route] = {}
    best = {start: (0, 0)}
    queue: list[tuple[int, int, int, str, tuple, Any]] = [(0, 0, 0, start, (), state)]
    pushed = 0
    while queue:
        cost, n, _, room, steps, here = heapq.heappop(queue)
        if best.get(room, (cost, n)) < (cost, n):
            continue
        moves = [a for a in here.legal_actions() if type(a) is MoveTo]
        if not moves:
            continue
        for move in moves:
            data = here.to_dict()  # plain data made afresh: the copy shares nothing with `here`
            data["history"] = []  # nor needs the moves that led here, each read back
            child = game.from_dict(data)
            events = child.apply(move)
            spent = cost + sum(e.get("cost", 0) for e in events if e["event"] == "moved" and e.get("seat") == seat)
            path = (*steps, move)
            key = (spent, len(path))
            if move.room == start or best.get(move.room, (spent + 1, 0)) <= key:
                continue
            best[move.room] = key
            found[move.room] = Route(move.room, path, spent)
            if goes_on(events, seat, child) and child.room[seat] == move.room:
                pushed += 1
                heapq.heappush(queue, (spent, len(path), pushed, move.room, path, child))
    return found


def routes_data(found: dict[str, Route]) -> dict[str, Any]:
    """Routes as plain data (each step as its action's text), for a table that holds
    only the view (GameState.aids)."""
    return {room: {"steps": [str(step) for step in r.steps], "cost": r.cost} for room, r in found.items()}


def read_routes(data: Any, game) -> dict[str, Route]:
    """`routes_data`'s output read back; anything not shaped so (a host's message is
    checked, not trusted) raises ValueError."""
    if not isinstance(data, dict):
        raise ValueError("routes must be a mapping")
    found = {}
    for room, r in data.items():
        if not (isinstance(room, str) and isinstance(r, dict) and isinstance(r.get("steps"), list)
                and type(r.get("cost")) is int):
            raise ValueError(f"a route to {room!r} is not well formed")
        steps = tuple(game.parse_action(text) if isinstance(text, str) else None for text in r["steps"])
        if not steps or not all(type(step) is MoveTo for step in steps):
            raise ValueError(f"a route to {room!r} holds something other than moves")
        found[room] = Route(room, steps, r["cost"])
    return found


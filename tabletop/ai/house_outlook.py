"""Where a haunt's work is done and who is doing it, read from what the haunt declares
(its actions and tokens, haunt.py) and what a seat's view shows: the part of the
strong Betrayal bot's evaluation of a position that is the same for every haunt.

- `work_rooms`: where a side does what its haunt asks (the rooms of its actions, the
  rooms where the tokens its actions need lie, the open front door for heroes). Actions are done at the table in the open, so this reads no side's
  hidden text.
- `threat`: how much an explorer advances its side where it stands now (the haunt's
  tokens it carries, its nearness to its side's work): whom the other side stops first.

Distances come from the caller's `walk(room) -> {room: spaces}` (the bot's breadth-first
search, cached for the decision).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

Walk = Callable[[str], Mapping[str, int]]
FAR = 30  # spaces: a room with no way there counts as this far
EXIT_ROOM = "entrance_hall"  # where heroes leave by the open front door (the bot's `leave`)


def _near(gap: int) -> float:
    """A share that grows as the way shortens: 1 there, 1/2 one space away, and so on."""
    return 1.0 / (1 + gap)


def work_rooms(view: Mapping[str, Any], haunt, side: str) -> set[str]:
    """The placed rooms where `side` does its haunt's work: its actions' rooms, the rooms
    where the tokens its actions are done at lie, the rooms where the haunt's carried
    tokens lie, and for heroes the Entrance Hall once the front door is open."""
    placed = {p[0] for p in view["house"]["placed"]}
    rooms: set[str] = set()
    for action in haunt.actions:
        if action.side != side:
            continue
        if action.where.kind == "room" and action.where.name in placed:
            rooms.add(action.where.name)
        elif action.where.kind == "token":
            rooms |= {r for r, kinds in view["tokens"].items() if action.where.name in kinds}
    carried = {t.id for t in haunt.tokens if t.carried}
    rooms |= {r for r, kinds in view["tokens"].items() if carried & set(kinds)}
    if side == "heroes" and view["front_door"]:
        rooms.add(EXIT_ROOM)
    return rooms


def threat(view: Mapping[str, Any], haunt, seat: int, walk: Walk) -> float:
    """How much `seat` advances its side from where it stands: 1.5 for each haunt token
    it carries, and up to 1 for its nearness to the rooms of its side's work."""
    side = view["side"][seat]
    here = walk(view["room"][seat])
    near = max((_near(here.get(r, FAR)) for r in work_rooms(view, haunt, side)), default=0.0)
    return 1.5 * len(view["carried"][seat]) + near

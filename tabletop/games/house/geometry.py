"""The house as grids of tiles, one grid per floor (BH-D.5) or region (Legacy).

A placed tile sits on one cell of its floor's grid, turned by a quarter-turn count;
its doors are its printed sides turned with it. Two rooms on one floor are joined
when they sit side by side and both have a door on the shared side (BH-ROOM.5).
Links join rooms that are not side by side: the stairs between floors, a secret
door, the Entrance Hall tile's three rooms (BH-SPECIAL.2), Legacy's secret passages.
A ruleset says which links exist; the geometry only keeps them.

The house is plain data (`to_data` / `from_data`) so a game's state can save it.
What is read from it again and again (each room's neighbours, its open doors) is
worked out once and kept until the house changes: every change goes through
`place`, `link`, `unlink` or `move_tile`, which forget it for the rooms the change
touches (a tile laid or taken up: the rooms on and beside its cell; a link: its two
ends). The game keeps its own derived data here too: in `memo`, forgotten on every
change, or in a floor's memo (`floor_memo`), forgotten when a tile of that floor is
laid or moved.
"""

from __future__ import annotations

from typing import Any, Iterable

SIDES = ("n", "e", "s", "w")
STEP = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e"}


def turn(side: str, quarters: int) -> str:
    """`side` turned clockwise by `quarters` quarter-turns."""
    return SIDES[(SIDES.index(side) + quarters) % 4]


def turned(doors: Iterable[str], quarters: int) -> tuple[str, ...]:
    key = (tuple(doors), quarters % 4)
    found = _TURNED.get(key)
    if found is None:
        found = _TURNED[key] = tuple(sorted((turn(d, quarters) for d in key[0]), key=SIDES.index))
    return found


_TURNED: dict[tuple[tuple[str, ...], int], tuple[str, ...]] = {}  # a few dozen ways doors can be turned


class House:
    """Placed tiles: id -> (floor, x, y, quarters, doors as placed); cells: (floor,
    x, y) -> id; links: extra adjacencies (pairs of ids, both ways)."""

    def __init__(self) -> None:
        self.placed: dict[str, tuple[str, int, int, int, tuple[str, ...]]] = {}
        self.cells: dict[tuple[str, int, int], str] = {}
        self.links: set[frozenset[str]] = set()
        self.order: list[str] = []  # in the order placed (ties in "nearest" go to the earlier, BH-D.39)
        self._near: dict[str, tuple[str, ...]] = {}  # each room's neighbours, as worked out
        self._open: dict[str, tuple[str, ...]] = {}  # each room's open doors, as worked out
        self.memo: dict[Any, Any] = {}  # the game's own derived data (explore.py)
        self._floor_memos: dict[str, dict[Any, Any]] = {}

    def floor_memo(self, floor: str) -> dict[Any, Any]:
        """Where the game keeps what it derives from the tiles of one floor and where
        they lie (not from links): forgotten when a tile of that floor is laid or moved."""
        memo = self._floor_memos.get(floor)
        if memo is None:
            memo = self._floor_memos[floor] = {}
        return memo

    def forget_derived(self) -> None:
        """Forget every memo of the game's (for a test that changes the content under a
        house)."""
        self.memo, self._floor_memos = {}, {}

    def _forget(self, rooms: Iterable[str], floor: str | None = None) -> None:
        """A change touched `rooms` (and the tiles of `floor`): forget their neighbours and
        open doors, that floor's memo, and the memo."""
        for room in rooms:
            self._near.pop(room, None)
            self._open.pop(room, None)
        if floor is not None:
            self._floor_memos.pop(floor, None)
        self.memo = {}

    def _around(self, floor: str, x: int, y: int) -> list[str]:
        """The rooms on the cell and on the four cells beside it."""
        return [room for dx, dy in ((0, 0), *STEP.values()) if (room := self.cells.get((floor, x + dx, y + dy)))]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, House) and self.to_data() == other.to_data()

    __hash__ = None  # type: ignore[assignment]  # mutable

    # -- building ------------------------------------------------------------------------

    def place(self, room: str, floor: str, x: int, y: int, quarters: int, printed: Iterable[str]) -> None:
        if room in self.placed or (floor, x, y) in self.cells:
            raise ValueError(f"{room} cannot go on {floor} {x},{y}: taken")
        self.placed[room] = (floor, x, y, quarters % 4, turned(printed, quarters))
        self.cells[(floor, x, y)] = room
        self.order.append(room)
        self._forget(self._around(floor, x, y), floor)

    def link(self, a: str, b: str) -> None:
        self.links.add(frozenset((a, b)))
        self._forget((a, b))

    def unlink(self, a: str, b: str) -> None:
        self.links.discard(frozenset((a, b)))
        self._forget((a, b))

    def move_tile(self, room: str, floor: str, x: int, y: int, quarters: int, printed: Iterable[str]) -> None:
        """Pick a placed tile up and lay it elsewhere (the Mystic Elevator, BH-SPECIAL.3)."""
        old = self.placed.pop(room)
        del self.cells[(old[0], old[1], old[2])]
        self.order.remove(room)
        self._forget([room, *self._around(*old[:3])], old[0])
        self.place(room, floor, x, y, quarters, printed)  # forgets around the new cell

    # -- reading ---------------------------------------------------------------------------

    def floor_of(self, room: str) -> str:
        return self.placed[room][0]

    def doors(self, room: str) -> tuple[str, ...]:
        return self.placed[room][4]

    def at(self, floor: str, x: int, y: int) -> str | None:
        return self.cells.get((floor, x, y))

    def beyond(self, room: str, side: str) -> tuple[str, int, int]:
        floor, x, y = self.placed[room][:3]
        dx, dy = STEP[side]
        return floor, x + dx, y + dy

    def neighbour(self, room: str, side: str) -> str | None:
        """The room through the door on `side`, if both doors meet (BH-ROOM.5)."""
        if side not in self.doors(room):
            return None
        other = self.at(*self.beyond(room, side))
        if other is not None and OPPOSITE[side] in self.doors(other):
            return other
        return None

    def open_doors(self, room: str) -> list[str]:
        """The sides of `room` whose door leads to no room yet (where a tile may be
        discovered)."""
        return list(self.open_sides(room))

    def open_sides(self, room: str) -> tuple[str, ...]:
        """`open_doors`, kept until the house changes (a tuple: callers must not change it)."""
        found = self._open.get(room)
        if found is None:
            floor, x, y, _quarters, doors = self.placed[room]
            cells = self.cells
            found = self._open[room] = tuple(side for side in doors
                                             if (floor, x + STEP[side][0], y + STEP[side][1]) not in cells)
        return found

    def adjacent(self, room: str) -> list[str]:
        """Every room one space away: through a door, or by a link (BH-D.13)."""
        return list(self.neighbours(room))

    def neighbours(self, room: str) -> tuple[str, ...]:
        """`adjacent`, kept until the house changes (a tuple: callers must not change it)."""
        found = self._near.get(room)
        if found is None:
            floor, x, y, _quarters, doors = self.placed[room]
            near = []
            for side in doors:  # self.neighbour(room, side), for each of its doors
                dx, dy = STEP[side]
                other = self.cells.get((floor, x + dx, y + dy))
                if other is not None and OPPOSITE[side] in self.placed[other][4]:
                    near.append(other)
            if self.links:
                near += sorted(next(iter(pair - {room})) for pair in self.links if room in pair)
            found = self._near[room] = tuple(dict.fromkeys(near))
        return found

    def connections(self, floor: str, x: int, y: int, doors: Iterable[str]) -> tuple[int, int]:
        """For a tile with `doors` at a cell: (doors that would meet a neighbour's door,
        doors that would face a neighbour with no door there)."""
        meet = dead = 0
        for side in doors:
            dx, dy = STEP[side]
            other = self.at(floor, x + dx, y + dy)
            if other is None:
                continue
            if OPPOSITE[side] in self.doors(other):
                meet += 1
            else:
                dead += 1
        return meet, dead

    def _meeting_sides(self, floor: str, x: int, y: int) -> set[str]:
        """The sides of a cell on which a door would meet a neighbour's door."""
        meets = set()
        for side, (dx, dy) in STEP.items():
            other = self.cells.get((floor, x + dx, y + dy))
            if other is not None and OPPOSITE[side] in self.placed[other][4]:
                meets.add(side)
        return meets

    def fitting_turns(self, room_doors: Iterable[str], floor: str, x: int, y: int, entry: str,
                      keep=None) -> list[int]:
        """The quarter-turns of a new tile that have a door on the `entry` side (facing
        the door it is discovered through), that `keep(quarters)` allows when given
        (Legacy: those that leave the region an open doorway, BL-D.54), and, among
        those, connect the most doors to the rooms around (BH-D.15, BL-D.11)."""
        printed = tuple(room_doors)
        meets = self._meeting_sides(floor, x, y)
        options = []  # (doors meeting a neighbour's, quarters), fewest quarters first
        for quarters in range(4):
            doors = turned(printed, quarters)
            if entry in doors and (keep is None or keep(quarters)):
                options.append((len(meets.intersection(doors)), quarters))  # connections()[0]: each side once
        if not options:
            return []
        best = max(options)[0]
        distinct: dict[tuple[str, ...], int] = {}  # turns that give the same doors are one choice
        for meet, quarters in options:  # in order of quarters, so the choices come out in order too
            if meet == best:
                distinct.setdefault(turned(printed, quarters), quarters)
        return list(distinct.values())

    def distances(self, start: str, passable=None) -> dict[str, int]:
        """Spaces from `start` to every reachable room (breadth first)."""
        found = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for room in frontier:
                for other in self.neighbours(room):
                    if other not in found and (passable is None or passable(room, other)):
                        found[other] = found[room] + 1
                        nxt.append(other)
            frontier = nxt
        return found

    def line_of_sight(self, room: str) -> list[str]:
        """Rooms seen in straight lines of connected doors on one floor (BH-D.34)."""
        seen = []
        for side in self.doors(room):
            here = room
            while True:
                nxt = self.neighbour(here, side)
                if nxt is None or side not in self.doors(nxt):
                    if nxt is not None:
                        seen.append(nxt)
                    break
                seen.append(nxt)
                here = nxt
        return list(dict.fromkeys(seen))

    # -- plain data ----------------------------------------------------------------------------

    def to_data(self) -> dict[str, Any]:
        return {"placed": [[r, *self.placed[r][:4], list(self.placed[r][4])] for r in self.order],
                "links": sorted(sorted(pair) for pair in self.links)}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> "House":
        house = cls()
        for room, floor, x, y, quarters, doors in data["placed"]:
            house.placed[room] = (floor, x, y, quarters, tuple(doors))
            house.cells[(floor, x, y)] = room
            house.order.append(room)
        house.links = {frozenset(pair) for pair in data["links"]}
        return house

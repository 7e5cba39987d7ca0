"""The geometry of a comazone map: spaces, the lines between them, distances and
clear view. Pure functions over plain data; the rules model asks, this answers.

A map is a set of spaces (polygons with authored standee points) and borders. A
border separates two spaces, or a space from the map's edge, and is a polyline of
one kind: "dotted", a solid colour ("red", "green", "yellow", "blue") or solid
"white".

- Move graph (CO-D.7): spaces joined by a dotted or coloured border. Enemies cross
  coloured lines freely (CO-ENEMY.9); an avatar needs a matching die (CO-ACTION.3),
  which the rules model checks with `crossing_cost`.
- Range graph (CO-D.11): spaces joined by any shared border, white ones included;
  range is counted in spaces, and walls only matter through clear view.
- Clear view (CO-D.12): standee bases are circles; the centre and 8 points on the
  rim of each base give 81 sight lines; one that touches no white line is enough.
"""

from __future__ import annotations

import math
from collections import deque
from typing import Iterable, Sequence

import attrs

Point = tuple[float, float]

COLOURS = ("red", "green", "yellow", "blue")
KINDS = ("dotted", "white", *COLOURS)
EDGE = ""  # the other side of a border on the map's edge


@attrs.frozen
class Space:
    id: str
    polygon: tuple[Point, ...]
    points: tuple[Point, ...]  # where standees may stand (CO-D.10)


@attrs.frozen
class Border:
    a: str
    b: str  # EDGE for the map's outer boundary
    kind: str
    path: tuple[Point, ...]  # a polyline of two or more points

    def segments(self) -> Iterable[tuple[Point, Point]]:
        return zip(self.path, self.path[1:])


class MapGeometry:
    """Distances and sight on one page's map, computed once and cached."""

    def __init__(self, spaces: Sequence[Space], borders: Sequence[Border]) -> None:
        self.spaces = {s.id: s for s in spaces}
        self.order = [s.id for s in spaces]  # page order, for deterministic tie-breaks
        self.borders = list(borders)
        self.walls = [seg for b in borders if b.kind == "white" for seg in b.segments()]
        # each wall with its bounding box (lowest x, highest x, lowest y, highest y)
        self._wall_boxes = [(min(w0[0], w1[0]), max(w0[0], w1[0]), min(w0[1], w1[1]), max(w0[1], w1[1]), w0, w1)
                            for w0, w1 in self.walls]
        # neighbour -> the kinds of the crossable borders between the two spaces
        self.move_edges: dict[str, dict[str, set[str]]] = {s: {} for s in self.order}
        self.range_edges: dict[str, set[str]] = {s: set() for s in self.order}
        for border in borders:
            if border.b == EDGE:
                continue
            self.range_edges[border.a].add(border.b)
            self.range_edges[border.b].add(border.a)
            if border.kind != "white":
                for x, y in ((border.a, border.b), (border.b, border.a)):
                    self.move_edges[x].setdefault(y, set()).add(border.kind)
        self._move_cache: dict[str, dict[str, int]] = {}
        self._range_cache: dict[str, dict[str, int]] = {}
        self._view_cache: dict[tuple, bool] = {}

    # -- distances --------------------------------------------------------------------

    def move_distances(self, start: str) -> dict[str, int]:
        """Fewest moves from `start` to every reachable space (enemy movement)."""
        found = self._move_cache.get(start)
        if found is None:
            found = self._move_cache[start] = _bfs(start, lambda s: self.move_edges[s])
        return found

    def range_distances(self, start: str) -> dict[str, int]:
        found = self._range_cache.get(start)
        if found is None:
            found = self._range_cache[start] = _bfs(start, lambda s: self.range_edges[s])
        return found

    def move_distance(self, a: str, b: str) -> int | None:
        return self.move_distances(a).get(b)

    def range_distance(self, a: str, b: str) -> int | None:
        return self.range_distances(a).get(b)

    def steps_toward(self, start: str, goal: str, steps: int) -> list[str]:
        """Every space where a mover could stop after min(steps, distance) moves along
        some shortest path from `start` to `goal`, in page order (CO-D.9 chooses)."""
        total = self.move_distance(start, goal)
        if total is None or steps <= 0 or total == 0:
            return [start]
        take = min(steps, total)
        to_goal = self.move_distances(goal)
        from_start = self.move_distances(start)
        return [s for s in self.order
                if from_start.get(s) == take and to_goal.get(s) == total - take]

    def crossing_colours(self, a: str, b: str, enemy_in_a: bool = False) -> frozenset[str]:
        """The attribute-die colours that pay for an avatar's move from `a` to the
        adjacent `b` (empty when no move is possible). A dotted line takes any colour;
        a solid coloured line its own colour (CO-ACTION.3); purple always pays
        (CO-BONUS.6). Leaving a space that holds an enemy, dotted lines count as solid
        green (CO-ACTION.4)."""
        kinds = self.move_edges[a].get(b)
        if not kinds:
            return frozenset()
        colours = {"purple"}
        for kind in kinds:
            if kind == "dotted":
                colours |= {"green"} if enemy_in_a else set(COLOURS)
            else:
                colours.add(kind)
        return frozenset(colours)

    # -- sight --------------------------------------------------------------------------

    def clear_view(self, a: Point, ra: float, b: Point, rb: float) -> bool:
        """CO-D.12: some sight line between the two bases touches no white line.
        Standees stand on authored points, so the answers repeat: they are cached."""
        key = (a, ra, b, rb)
        found = self._view_cache.get(key)
        if found is None:
            found = self._view_cache[key] = self._clear_view(a, ra, b, rb)
        return found

    def _clear_view(self, a: Point, ra: float, b: Point, rb: float) -> bool:
        # Only walls whose bounding box meets the two bases' box can block a line.
        xs = (a[0] - ra, a[0] + ra, b[0] - rb, b[0] + rb)
        ys = (a[1] - ra, a[1] + ra, b[1] - rb, b[1] + rb)
        x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
        walls = [(w0, w1) for low_x, high_x, low_y, high_y, w0, w1 in self._wall_boxes
                 if high_x >= x0 and low_x <= x1 and high_y >= y0 and low_y <= y1]
        ends = _base_points(b, rb)
        for p in _base_points(a, ra):
            for q in ends:
                if not any(_segments_touch(p, q, w0, w1) for w0, w1 in walls):
                    return True
        return False

    # -- places --------------------------------------------------------------------------

    def space_at(self, point: Point) -> str | None:
        for sid in self.order:
            if point_in_polygon(point, self.spaces[sid].polygon):
                return sid
        return None


def _bfs(start: str, neighbours) -> dict[str, int]:
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in neighbours(here):
            if there not in seen:
                seen[there] = seen[here] + 1
                queue.append(there)
    return seen


def _base_points(centre: Point, radius: float) -> list[Point]:
    """A base's centre and eight points around its rim, where sight lines start and end."""
    x, y = centre
    return [centre, *((x + radius * c, y + radius * s) for c, s in _COMPASS)]


_COMPASS = [(math.cos(k * math.pi / 4), math.sin(k * math.pi / 4)) for k in range(8)]  # the rim's directions


def _orientation(p: Point, q: Point, r: Point) -> float:
    return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])


def _on_segment(p: Point, q: Point, r: Point) -> bool:
    """r lies on segment pq, given the three are collinear."""
    return min(p[0], q[0]) - 1e-9 <= r[0] <= max(p[0], q[0]) + 1e-9 and \
        min(p[1], q[1]) - 1e-9 <= r[1] <= max(p[1], q[1]) + 1e-9


def _segments_touch(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    """Whether two closed segments intersect; touching counts (CO-D.12)."""
    # _orientation four times, written out (each sight line is tested against each wall)
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = p1, p2, q1, q2
    d1 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx)
    d2 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx)
    d3 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
    d4 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax)
    eps = 1e-9
    if ((d1 > eps and d2 < -eps) or (d1 < -eps and d2 > eps)) and \
            ((d3 > eps and d4 < -eps) or (d3 < -eps and d4 > eps)):
        return True
    return ((abs(d1) <= eps and _on_segment(q1, q2, p1)) or (abs(d2) <= eps and _on_segment(q1, q2, p2))
            or (abs(d3) <= eps and _on_segment(p1, p2, q1)) or (abs(d4) <= eps and _on_segment(p1, p2, q2)))


def point_in_polygon(point: Point, polygon: Sequence[Point]) -> bool:
    """Ray casting; points on the outline count as inside."""
    x, y = point
    inside = False
    n = len(polygon)
    for i in range(n):
        (x1, y1), (x2, y2) = polygon[i], polygon[(i + 1) % n]
        if abs(_orientation((x1, y1), (x2, y2), point)) <= 1e-9 and _on_segment((x1, y1), (x2, y2), point):
            return True
        if (y1 > y) != (y2 > y):
            cross = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < cross:
                inside = not inside
    return inside


def map_problems(spaces: Sequence[Space], borders: Sequence[Border], avatar_start: str,
                 enemy_starts: Sequence[str]) -> list[str]:
    """What is wrong with a map, in words (empty when it is well formed): unknown
    spaces, bad line kinds, standee points outside their space, spaces that
    avatars cannot reach from the start."""
    problems: list[str] = []
    ids = [s.id for s in spaces]
    if len(set(ids)) != len(ids):
        problems.append("two spaces share an id")
    known = set(ids)
    for border in borders:
        if border.a not in known or (border.b != EDGE and border.b not in known):
            problems.append(f"border {border.a}|{border.b} names a space that does not exist")
        if border.kind not in KINDS:
            problems.append(f"border {border.a}|{border.b} has unknown kind '{border.kind}'")
        if len(border.path) < 2:
            problems.append(f"border {border.a}|{border.b} needs at least two points")
        if border.a == border.b:
            problems.append(f"border {border.a}|{border.b} joins a space to itself")
    for space in spaces:
        if len(space.polygon) < 3:
            problems.append(f"space {space.id} needs a polygon of at least three points")
            continue
        if not space.points:
            problems.append(f"space {space.id} has no standee points")
        for point in space.points:
            if not point_in_polygon(point, space.polygon):
                problems.append(f"space {space.id} has a standee point {point} outside it")
    for start in (avatar_start, *enemy_starts):
        if start not in known:
            problems.append(f"start space '{start}' does not exist")
    if problems:
        return problems
    geometry = MapGeometry(spaces, borders)
    reachable = geometry.move_distances(avatar_start)
    for sid in ids:
        if sid not in reachable:
            problems.append(f"space {sid} cannot be reached from the avatar start")
    return problems

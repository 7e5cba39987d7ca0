"""The enemy turn's choices, made by rule (ET-3 to ET-9 and CO-D.2 to CO-D.18).

Each function answers one question the enemy turn asks: which row a threat die
selects, which avatar an enemy goes for, where it stops, where it stands, whom it
attacks, how likely a defence is to block. They are pure: the rules model keeps
the state and calls them in order, and with the "Bookkeeper decides" setting it
asks a person instead wherever a tie is broken here (CO-D.1).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Callable, Sequence

import attrs

from .cards import Row
from .geometry import MapGeometry, Point


@attrs.frozen
class Piece:
    """A standee on the map, as the enemy turn sees it."""

    id: str
    space: str
    pos: Point
    radius: float


@attrs.frozen
class AvatarInfo:
    piece: Piece
    sheet: int
    life: int
    has_stored_die: bool


def row_for(rows: Sequence[Row], result: int) -> Row | None:
    """ET-4.1, CO-D.6: the row covering the die result, or None (the enemy does nothing)."""
    for row in rows:
        if result in row.results:
            return row
    return None


def tie_order(avatars: Sequence[AvatarInfo], current_sheet: int, sheets: int) -> list[AvatarInfo]:
    """Chain T (CO-D.8): most life force first; then those holding a stored die; then
    clockwise from the current player."""
    return sorted(avatars, key=lambda a: (-a.life, not a.has_stored_die, (a.sheet - current_sheet) % sheets))


def choose_goal(geo: MapGeometry, enemy: Piece, avatars: Sequence[AvatarInfo], current_sheet: int,
                sheets: int) -> AvatarInfo | None:
    """ET-4.2 (b)-(c): the reachable avatar with the fewest moves away, ties by chain T.
    None when no avatar can be reached (the enemy stays)."""
    distances = geo.move_distances(enemy.space)
    reachable = [a for a in avatars if a.piece.space in distances]
    if not reachable:
        return None
    nearest = min(distances[a.piece.space] for a in reachable)
    return tie_order([a for a in reachable if distances[a.piece.space] == nearest], current_sheet, sheets)[0]


def in_range(geo: MapGeometry, enemy: Piece, avatar: Piece, reach: int) -> bool:
    """CO-ENEMY.12, CO-D.11: within the range distance and in clear view."""
    distance = geo.range_distance(enemy.space, avatar.space)
    if distance is None or distance > reach:
        return False
    return geo.clear_view(enemy.pos, enemy.radius, avatar.pos, avatar.radius)


def choose_target(geo: MapGeometry, enemy: Piece, avatars: Sequence[AvatarInfo], reach: int,
                  current_sheet: int, sheets: int) -> AvatarInfo | None:
    """ET-4.3: the candidate in range and clear view with the smallest range distance,
    ties by chain T; None when nobody can be attacked."""
    candidates = [a for a in avatars if in_range(geo, enemy, a.piece, reach)]
    if not candidates:
        return None
    distance = {a.piece.id: geo.range_distance(enemy.space, a.piece.space) for a in candidates}
    nearest = min(distance.values())
    return tie_order([a for a in candidates if distance[a.piece.id] == nearest], current_sheet, sheets)[0]


def choose_stop(geo: MapGeometry, enemy: Piece, goal: AvatarInfo, speed: int,
                targets_from: Callable[[str], int]) -> str:
    """ET-4.2 (d), CO-D.9: among the spaces where a shortest path of min(speed,
    distance) moves can end, the one from which the fewest avatars could be
    attacked; then the lowest space in page order. Speed 0 stays (ET-4.2 e)."""
    stops = geo.steps_toward(enemy.space, goal.piece.space, speed)
    if len(stops) == 1:
        return stops[0]
    return min(stops, key=lambda s: (targets_from(s), geo.order.index(s)))


def choose_point(points: Sequence[Point], occupied: Sequence[Point], targets_at: Callable[[Point], int],
                 entering_play: bool = False) -> Point:
    """CO-D.10: an arriving enemy takes the free standee point giving the fewest valid
    targets (ties: authored order); one entering play takes the first free point.
    When every point is taken it shares the first (a space never refuses a standee)."""
    free = [p for p in points if p not in occupied] or [points[0]]
    if entering_play:
        return free[0]
    return min(free, key=lambda p: (targets_at(p), points.index(p)))


def block_chance(strength: int, bonus: int) -> Fraction:
    """CO-D.13, CO-D.14: the chance that one stored d6 plus the defence bonus reaches
    `strength`. The caller works out the bonus (a purple die takes no colour bonus)."""
    blocking = sum(1 for face in range(1, 7) if face + bonus >= strength)
    return Fraction(blocking, 6)


def auto_defend(life: int, chance: Fraction) -> bool:
    """CO-D.13's optional policy: defend when one more hit would send the avatar to
    the Morass, or when blocking is at least even odds."""
    return life <= 1 or chance >= Fraction(1, 2)


def return_space(geo: MapGeometry, enemy_starts: Sequence[str], avatar_spaces: Sequence[str]) -> str:
    """CO-D.17: a returning hostile goes to the enemy start space farthest (in moves)
    from the nearest avatar; ties by the page's order of start spaces."""
    def nearest(start: str) -> float:
        distances = geo.move_distances(start)
        found = [distances[s] for s in avatar_spaces if s in distances]
        return min(found) if found else float("inf")

    return max(enemy_starts, key=lambda s: (nearest(s), -enemy_starts.index(s)))


def deal_to_starts(cards: Sequence[str], starts: Sequence[str]) -> list[tuple[str, str]]:
    """CO-D.18: shuffled cards, in slot order, dealt round-robin over the page's enemy
    start spaces, so the counts differ by at most one."""
    return [(card, starts[i % len(starts)]) for i, card in enumerate(cards)]

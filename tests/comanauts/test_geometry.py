"""Comanauts map geometry: move and range graphs, crossings, clear view, paths.

The test map, in map units (y grows downward):

    +-----+-----+-----+
    |  A  :  B  |  C  |     A|B dotted, B|C solid red
    +=====+-----+-----+     A|D solid white (=====), B|E dotted, C|F solid blue
    |  D  |  E  |  F  |     D|E solid white, E|F dotted
    +-----+-----+-----+     the outer edge is solid white
"""

import pytest

from tabletop.games.comanauts.geometry import EDGE, Border, MapGeometry, Space, map_problems


def square(x, y, size=100):
    return ((x, y), (x + size, y), (x + size, y + size), (x, y + size))


def space(sid, x, y):
    return Space(sid, square(x, y), ((x + 50, y + 50), (x + 25, y + 25)))


SPACES = [space("A", 0, 0), space("B", 100, 0), space("C", 200, 0),
          space("D", 0, 100), space("E", 100, 100), space("F", 200, 100)]
BORDERS = [
    Border("A", "B", "dotted", ((100, 0), (100, 100))),
    Border("B", "C", "red", ((200, 0), (200, 100))),
    Border("A", "D", "white", ((0, 100), (100, 100))),
    Border("B", "E", "dotted", ((100, 100), (200, 100))),
    Border("C", "F", "blue", ((200, 100), (300, 100))),
    Border("D", "E", "white", ((100, 100), (100, 200))),
    Border("E", "F", "dotted", ((200, 100), (200, 200))),
    Border("A", EDGE, "white", ((0, 0), (0, 100))),
]


@pytest.fixture
def geo():
    return MapGeometry(SPACES, BORDERS)


def test_move_graph_joins_dotted_and_coloured_lines_not_white(geo):
    """CO-D.7, CO-ENEMY.9, CO-ACTION.6: enemies cross coloured lines; white ones never."""
    assert geo.move_distances("A") == {"A": 0, "B": 1, "C": 2, "E": 2, "F": 3}
    assert geo.move_distance("A", "D") is None  # walled off
    assert geo.move_distance("C", "F") == 1  # a solid blue line is an edge


def test_range_graph_counts_every_shared_border(geo):
    """CO-D.11: range counts spaces across any border, white ones included."""
    assert geo.range_distance("A", "D") == 1
    assert geo.range_distance("D", "F") == 2  # D-E-F: the white D|E border counts for range
    assert geo.range_distance("D", "E") == 1


def test_avatar_crossings_need_the_right_die(geo):
    """CO-ACTION.2-4, CO-ACTION.6, CO-BONUS.6: dotted takes any die, a coloured line
    its colour or purple, white nothing; leaving an enemy's space, dotted is green."""
    assert geo.crossing_colours("A", "B") == {"red", "green", "yellow", "blue", "purple"}
    assert geo.crossing_colours("A", "B", enemy_in_a=True) == {"green", "purple"}
    assert geo.crossing_colours("B", "C") == {"red", "purple"}
    assert geo.crossing_colours("B", "C", enemy_in_a=True) == {"red", "purple"}
    assert geo.crossing_colours("A", "D") == frozenset()


def test_clear_view_is_blocked_by_white_lines(geo):
    """CO-ACTION.33, CO-D.12: no sight line from base to base may touch a white line."""
    assert geo.clear_view((50, 50), 10, (150, 50), 10)  # across a dotted line
    assert not geo.clear_view((50, 50), 10, (50, 150), 10)  # through the A|D wall
    # Around the end of the wall: the bases' rims see past x=100 (where D|E rises).
    assert geo.clear_view((50, 50), 10, (150, 150), 10)


def test_clear_view_touching_a_wall_counts_as_crossing():
    """CO-D.12: touching a line counts as crossing."""
    wall = [Border("X", "Y", "white", ((0, 0), (10, 0)))]
    geo = MapGeometry([Space("X", square(-50, -50), ((0, 0),)), Space("Y", square(-50, 50), ((0, 0),))], wall)
    # Radius 0: a single sight line from (10,-10) to (10,10) passes exactly through the wall's end.
    assert not geo.clear_view((10, -10), 0, (10, 10), 0)
    assert geo.clear_view((11, -10), 0, (11, 10), 0)


def test_steps_toward_lists_every_stop_on_a_shortest_path():
    """ET-4.2 (d), CO-D.9: with two shortest paths the choice of stop is left open."""
    spaces = [space("S", 0, 0), space("L", 100, 0), space("R", 0, 100), space("G", 100, 100)]
    borders = [Border("S", "L", "dotted", ((100, 0), (100, 100))),
               Border("S", "R", "dotted", ((0, 100), (100, 100))),
               Border("L", "G", "dotted", ((100, 100), (200, 100))),
               Border("R", "G", "dotted", ((100, 100), (100, 200)))]
    geo = MapGeometry(spaces, borders)
    assert geo.steps_toward("S", "G", 1) == ["L", "R"]  # page order
    assert geo.steps_toward("S", "G", 5) == ["G"]  # stops on arrival
    assert geo.steps_toward("S", "G", 0) == ["S"]  # speed 0 does not move


def test_space_at_finds_the_space_under_a_point(geo):
    assert geo.space_at((150, 150)) == "E"
    assert geo.space_at((999, 999)) is None


def test_map_problems_names_what_is_wrong():
    """The content validator's map checks: references, kinds, standee points, reach."""
    assert map_problems(SPACES, BORDERS, "A", ["C"]) == [
        "space D cannot be reached from the avatar start"]
    bad = [*SPACES[:5], Space("F", square(200, 100), ((500, 500),))]
    problems = map_problems(bad, [*BORDERS, Border("F", "Z", "pink", ((0, 0),))], "A", ["Q"])
    assert "border F|Z names a space that does not exist" in problems
    assert "border F|Z has unknown kind 'pink'" in problems
    assert "border F|Z needs at least two points" in problems
    assert "space F has a standee point (500, 500) outside it" in problems
    assert "start space 'Q' does not exist" in problems

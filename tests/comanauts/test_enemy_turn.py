"""The enemy turn's choices by rule: rows, tie chain T, goals, targets, stops,
standee points, defence odds, returning hostiles and encounter placement."""

from fractions import Fraction

from tabletop.games.comanauts import enemy_turn as et
from tabletop.games.comanauts.cards import Row
from tabletop.games.comanauts.geometry import Border, MapGeometry

from .test_geometry import BORDERS, SPACES, space


def geo():
    return MapGeometry(SPACES, BORDERS)


def avatar(sheet, where, pos=None, life=3, stored=False, radius=10):
    pos = pos or {"A": (50, 50), "B": (150, 50), "C": (250, 50), "D": (50, 150), "E": (150, 150),
                  "F": (250, 150), "S": (50, 50), "L": (150, 50), "R": (50, 150), "G": (150, 150)}[where]
    return et.AvatarInfo(et.Piece(f"av{sheet}", where, pos, radius), sheet, life, stored)


def enemy(where, pos=None):
    pos = pos or {"A": (60, 60), "B": (160, 60), "C": (260, 60), "E": (160, 160), "F": (260, 160),
                  "S": (60, 60)}[where]
    return et.Piece("hostile", where, pos, 12)


ROWS = (Row((1, 2), 1, 0, 3), Row((3, 4, 5), 2, 1, 4), Row((6,), 0, 2, 6))


def test_the_die_result_picks_the_row():
    """ET-4.1, CO-D.6: each result has exactly one row; a result with none does nothing."""
    assert et.row_for(ROWS, 1).strength == 3
    assert et.row_for(ROWS, 5).speed == 2
    assert et.row_for(ROWS, 6).range == 2
    assert et.row_for(ROWS[:2], 6) is None


def test_tie_chain_t_prefers_the_sturdiest_then_a_blocker_then_clockwise():
    """CO-D.8: most life; then a stored die; then clockwise from the current player."""
    a0, a1, a2, a3 = avatar(0, "A", life=2), avatar(1, "A", life=3), avatar(2, "A", life=3, stored=True), avatar(3, "A", life=3)
    assert [a.sheet for a in et.tie_order([a0, a1, a2, a3], current_sheet=0, sheets=4)] == [2, 1, 3, 0]
    b1, b3 = avatar(1, "A"), avatar(3, "A")
    assert [a.sheet for a in et.tie_order([b1, b3], current_sheet=2, sheets=4)] == [3, 1]


def test_goal_is_the_nearest_reachable_avatar():
    """ET-4.2 (b)-(c), CO-ENEMY.7, CO-D.7: fewest moves on the move graph; avatars
    behind white lines are not goals."""
    g = geo()
    near, far = avatar(1, "B"), avatar(0, "E", life=9)  # far is sturdier and first in turn order
    assert et.choose_goal(g, enemy("C"), [far, near], 0, 2) is near  # C-B is 1 move, C-E is 2
    walled = avatar(2, "D")
    assert et.choose_goal(g, enemy("A"), [walled], 0, 3) is None  # D is walled off from A
    tie_a, tie_b = avatar(0, "B", life=2), avatar(1, "F", life=3)
    # From C both B (red line) and F (blue line) are 1 move away: chain T picks more life.
    assert et.choose_goal(g, enemy("C"), [tie_a, tie_b], 0, 2) is tie_b


def test_target_needs_range_and_clear_view():
    """ET-4.3, CO-ENEMY.10-12, CO-D.11-12: range distance within reach, and a clear
    view; the nearest candidate wins, ties by chain T."""
    g = geo()
    in_a = avatar(0, "A")
    assert et.choose_target(g, enemy("B"), [in_a], 1, 0, 1) is in_a
    assert et.choose_target(g, enemy("B"), [in_a], 0, 0, 1) is None  # out of reach
    behind_wall = avatar(1, "D")  # range distance A-D is 1, but the wall blocks the view
    assert et.choose_target(g, et.Piece("x", "A", (50, 60), 10), [behind_wall], 1, 0, 2) is None
    same = avatar(2, "B", pos=(140, 40))
    assert et.choose_target(g, enemy("B"), [in_a, same], 1, 0, 3) is same  # distance 0 beats 1


def test_stop_prefers_the_space_with_fewest_targets_then_page_order():
    """ET-4.2 (d), CO-D.9."""
    spaces = [space("S", 0, 0), space("L", 100, 0), space("R", 0, 100), space("G", 100, 100)]
    borders = [Border("S", "L", "dotted", ((100, 0), (100, 100))),
               Border("S", "R", "dotted", ((0, 100), (100, 100))),
               Border("L", "G", "dotted", ((100, 100), (200, 100))),
               Border("R", "G", "dotted", ((100, 100), (100, 200)))]
    g = MapGeometry(spaces, borders)
    goal = avatar(0, "G")
    mover = et.Piece("e", "S", (50, 50), 10)
    assert et.choose_stop(g, mover, goal, 1, lambda s: 0) == "L"  # tie: page order
    assert et.choose_stop(g, mover, goal, 1, lambda s: {"L": 2, "R": 1}[s]) == "R"
    assert et.choose_stop(g, mover, goal, 0, lambda s: 0) == "S"
    assert et.choose_stop(g, mover, goal, 9, lambda s: 0) == "G"


def test_standee_points():
    """CO-D.10: fewest targets, then authored order; entering play takes the first free."""
    points = [(10, 10), (20, 20), (30, 30)]
    assert et.choose_point(points, [(10, 10)], lambda p: 0) == (20, 20)
    assert et.choose_point(points, [], lambda p: {(10, 10): 2, (20, 20): 1, (30, 30): 1}[p]) == (20, 20)
    assert et.choose_point(points, [(10, 10)], lambda p: 9, entering_play=True) == (20, 20)
    assert et.choose_point(points, points, lambda p: 0) == (10, 10)


def test_block_chance_and_the_auto_defence_policy():
    """CO-D.13, CO-D.14, CO-ENEMY.14: a stored d6 plus bonus must reach the strength."""
    assert et.block_chance(4, 0) == Fraction(1, 2)
    assert et.block_chance(4, 1) == Fraction(2, 3)
    assert et.block_chance(8, 1) == 0
    assert et.block_chance(1, 0) == 1
    assert et.auto_defend(life=1, chance=Fraction(1, 6))
    assert et.auto_defend(life=3, chance=Fraction(1, 2))
    assert not et.auto_defend(life=3, chance=Fraction(1, 3))


def test_a_returning_hostile_goes_farthest_from_the_avatars():
    """CO-D.17: the enemy start space with the greatest move distance to the nearest
    avatar; ties by the page's order."""
    g = geo()
    assert et.return_space(g, ["B", "F"], ["A"]) == "F"  # A-B 1, A-F 3
    assert et.return_space(g, ["C", "E"], ["A"]) == "C"  # both 2: first listed


def test_encounters_are_dealt_round_robin():
    """CO-ENC.4, CO-D.18: as evenly as possible, in slot order."""
    assert et.deal_to_starts(["h1", "h2", "h3"], ["X", "Y"]) == [("h1", "X"), ("h2", "Y"), ("h3", "X")]

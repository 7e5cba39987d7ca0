"""BH-ROOM.2, BL-TILE.5: an open door onto a floor no tile left fits cannot be explored;
the view lists it as shut, and a try says why (no tile left for that floor) rather than
"no open door, no movement or no tile"."""

from __future__ import annotations

from tabletop.games.house.actions import Explore

from .scenario import ROOMS, at_turn, fresh, put, refresh


def _no_upper_tiles(s) -> None:
    """Every tile that fits the upper floor is gone from the stack (a test's shortcut:
    what the game reaches when the upper floor is built out)."""
    s.stack[:] = [t for t in s.stack if "upper" not in ROOMS[t].floors]
    s.set_aside[:] = [t for t in s.set_aside if "upper" not in ROOMS[t].floors]
    refresh(s)


def test_a_door_of_a_floor_with_no_tile_left_is_shut_and_says_why():
    s = fresh()
    put(s, 0, "upper_landing")
    at_turn(s, 0)
    open_sides = [d.split(":")[1] for d in s.view(0)["explorable"] if d.startswith("upper_landing:")]
    assert open_sides, "the Upper Landing starts with open doors"
    assert Explore(open_sides[0]) in s.legal_actions()
    _no_upper_tiles(s)
    at_turn(s, 0)
    view = s.view(0)
    assert not any(d.startswith("upper_landing:") for d in view["explorable"])
    assert {f"upper_landing:{side}" for side in open_sides} <= set(view["closed_doors"])
    assert Explore(open_sides[0]) not in s.legal_actions()
    refusal = s.explain_illegal(Explore(open_sides[0]))
    assert refusal.key == "betrayal.error.no_tile_upper" and "no tile is left for the upper floor" in str(refusal)


def test_other_floors_doors_stay_open():
    s = fresh()
    _no_upper_tiles(s)
    view = s.view(0)
    assert all(d.split(":")[0] != "upper_landing" for d in view["explorable"])
    assert any(d.startswith(("foyer:", "entrance_hall:", "grand_staircase:", "basement_landing:"))
               for d in view["explorable"])

"""The house core's geometry, dice and tracks (shared by both Betrayals)."""

from __future__ import annotations

from collections import Counter

from tabletop.engine.rng import Rng
from tabletop.games.house.content import Track
from tabletop.games.house.geometry import House, turned
from tabletop.games.house.traits import FACES, moved, roll, splits, value


def _house() -> House:
    house = House()
    house.place("hall", "ground", 0, 0, 0, ("n", "e", "s"))
    house.place("east", "ground", 1, 0, 0, ("w", "n"))
    house.place("up", "upper", 0, 0, 0, ("s",))
    house.link("hall", "up")
    return house


def test_doors_meet_only_when_both_sides_have_one():
    """BH-ROOM.5, BH-D.5, BH-D.13: rooms side by side are joined only through two
    facing doors; links join floors (a stair costs one space like a door)."""
    house = _house()
    assert house.neighbour("hall", "e") == "east"
    assert house.adjacent("hall") == ["east", "up"]
    house.place("south", "ground", 0, 1, 0, ("e",))  # no door facing the hall's south door
    assert house.neighbour("hall", "s") is None and "south" not in house.adjacent("hall")


def test_open_doors_are_the_ones_leading_nowhere_yet():
    """BH-ROOM.1: a door with no room beyond is where a room is discovered."""
    house = _house()
    assert house.open_doors("hall") == ["n", "s"]
    assert house.open_doors("east") == ["n"]


def test_a_new_tile_must_face_the_entry_door_and_connect_the_most_doors():
    """BH-ROOM.2, BH-ROOM.3, BH-D.15: among the turns that put a door on the entry
    side, only those connecting the most doors to the rooms around are legal."""
    house = _house()
    # a tile discovered north of the hall at (0, -1), entered from its south side;
    # the room east of it, at (1, -1), has a door facing west
    house.place("ne", "ground", 1, -1, 0, ("w",))
    printed = ("s", "e")  # a corner tile
    turns = house.fitting_turns(printed, "ground", 0, -1, "s")
    assert turns == [0]
    assert turned(printed, 0) == ("e", "s")
    assert house.connections("ground", 0, -1, turned(printed, 0)) == (2, 0)
    # a straight tile (n, s) can only lie n-s: its two turns give the same doors, one choice
    assert house.fitting_turns(("n", "s"), "ground", 0, -1, "s") == [0]
    # a T tile (n, e, s): as (n, e, s) or (e, s, w) it meets the hall and the room to the
    # east; as (s, w, n) only the hall: two real choices, the third refused
    assert house.fitting_turns(("n", "e", "s"), "ground", 0, -1, "s") == [0, 1]


def test_line_of_sight_runs_straight_through_connected_doors():
    """BH-SPATK.1, BH-D.34: a straight line of connected doors on one floor."""
    house = House()
    house.place("a", "ground", 0, 0, 0, ("e",))
    house.place("b", "ground", 1, 0, 0, ("w", "e"))
    house.place("c", "ground", 2, 0, 0, ("w", "n"))
    house.place("d", "ground", 3, 0, 0, ("w",))
    assert house.line_of_sight("a") == ["b", "c"]


def test_the_house_round_trips_as_plain_data():
    house = _house()
    again = House.from_data(house.to_data())
    assert again.to_data() == house.to_data() and again.adjacent("hall") == house.adjacent("hall")


def test_dice_show_0_1_or_2_and_roll_at_most_8():
    """BH-D.8, BL-DICE.1-3: faces 0, 0, 1, 1, 2, 2; never more than 8 dice; Legacy
    rolls at least 1."""
    rng = Rng(5)
    faces = Counter(f for _ in range(600) for f in roll(rng, 1)[0])
    assert set(faces) == {0, 1, 2} and all(150 < faces[f] < 250 for f in (0, 1, 2))
    assert FACES == (0, 0, 1, 1, 2, 2)
    assert len(roll(rng, 12)[0]) == 8
    assert roll(rng, 0)[0] == [] and len(roll(rng, 0, at_least=1)[0]) == 1


def test_tracks_stop_at_the_lowest_value_before_the_haunt_and_kill_after():
    """BH-D.9, BH-D.10, BH-ATTACK.7, BH-ATTACK.8: index 0 is the skull; before the
    haunt a drop stops at index 1, after it index 0 is reached; gains stop at 8."""
    track = Track(values=(2, 3, 3, 4, 5, 6, 6, 7), start=3)
    assert value(track, 3) == 3 and value(track, 8) == 7 and value(track, 0) == 0
    assert moved(2, -5, haunted=False) == 1
    assert moved(2, -5, haunted=True) == 0
    assert moved(7, 4, haunted=True) == 8


def test_damage_is_split_every_way_over_the_traits_its_kind_allows():
    """BH-ATTACK.6, BH-ATTACK.11, BH-D.11: the damaged player chooses the split."""
    assert splits(2, ("speed", "might")) == [(2, 0), (1, 1), (0, 2)]
    assert len(splits(3, ("speed", "might", "sanity", "knowledge"))) == 20


def test_what_the_house_keeps_is_what_a_fresh_copy_works_out():
    """Neighbours and open doors are kept until a change touches them (a tile laid or
    moved, a link made or undone): after every change, each room reads as it would in
    a house built afresh from the same plain data."""
    rng = Rng(7)
    sides = ("n", "e", "s", "w")
    for _game in range(20):
        house = House()
        rooms: list[str] = []
        for step in range(40):
            kind = rng.below(10)
            if kind < 6 or len(rooms) < 2:  # lay a tile on a free cell
                floor = ("ground", "upper")[rng.below(2)]
                x, y = rng.below(5), rng.below(5)
                if (floor, x, y) in house.cells:
                    continue
                doors = tuple(s for s in sides if rng.below(2)) or ("n",)
                room = f"r{step}"
                house.place(room, floor, x, y, rng.below(4), doors)
                rooms.append(room)
            elif kind < 8:
                a, b = rooms[rng.below(len(rooms))], rooms[rng.below(len(rooms))]
                if a != b:
                    (house.link if kind == 6 else house.unlink)(a, b)
            else:  # move a tile (the Mystic Elevator)
                room = rooms[rng.below(len(rooms))]
                floor, x, y = ("ground", "upper")[rng.below(2)], rng.below(5), rng.below(5)
                if (floor, x, y) not in house.cells:
                    house.move_tile(room, floor, x, y, rng.below(4), house.doors(room))
            for room in rooms:  # read everything, so that the next change has something to forget
                house.adjacent(room), house.open_doors(room)
            fresh = House.from_data(house.to_data())
            for room in rooms:
                assert house.adjacent(room) == fresh.adjacent(room)
                assert house.open_doors(room) == fresh.open_doors(room)

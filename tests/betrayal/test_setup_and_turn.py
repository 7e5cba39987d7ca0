"""Set-up, the exploring turn and movement (BH-SETUP, BH-TURN, BH-MOVE, BH-D.1-3, BH-D.12-14)."""

from __future__ import annotations

import pytest

from tabletop.engine.errors import IllegalAction

from .scenario import EXPLORERS, FOUR, G, acts, at_turn, clip, fresh, hold, lay, new, put, refresh, top_tile


def test_first_player_is_the_next_birthday_from_the_saved_date():
    """BH-SETUP.9, BH-D.3: the explorer whose birthday falls soonest on or after the
    date the game saved goes first (03-14, 07-21, 09-08, 12-05 in seats 0-3)."""
    assert new(explorers=FOUR, today="06-01").active == 1
    assert new(explorers=FOUR, today="09-08").active == 2  # on the day itself
    assert new(explorers=FOUR, today="12-06").active == 0  # wraps round the year
    s = new(explorers=FOUR, today="6-1")
    assert s.options["today"] == "06-01"
    again = G.replay(s.seed, s.options, [])
    assert again.active == 1


def test_a_bad_date_and_two_sides_of_one_card_are_refused():
    """BH-D.2, BH-D.3, BH-SETUP.2: each explorer from its own character card; the date is MM-DD."""
    with pytest.raises(ValueError):
        new(explorers=["tobias_crane", "marguerite_holloway", "hank_doyle", "june_abernathy"])
    with pytest.raises(ValueError):
        new(today="13-40")
    with pytest.raises(ValueError):
        G.new_game(2, 1, {"today": "06-01"})
    with pytest.raises(ValueError):
        G.new_game(7, 1, {"today": "06-01"})


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_dealt_explorers_come_from_different_cards_at_their_green_values(seed):
    """BH-SETUP.2, BH-SETUP.3, BH-D.2: one side of each dealt card; every clip on its green start."""
    s = new(6, seed)
    cards = [next(e.card for e in EXPLORERS if e.id == x) for x in s.explorers]
    assert len(set(cards)) == 6
    for seat in range(6):
        assert s.traits[seat] == [s.track(seat, t).start for t in ("speed", "might", "sanity", "knowledge")]


def test_start_tiles_on_their_floors_and_everyone_in_the_entrance_hall():
    """BH-SETUP.5, BH-SETUP.7, BH-D.5-7, BH-SPECIAL.2: the three start tiles, each on its
    own floor, the Entrance Hall tile as three rooms; every figure in the Entrance Hall."""
    s = fresh()
    placed = {r[0]: r[1] for r in s.house_data["placed"]}
    assert placed == {"basement_landing": "basement", "entrance_hall": "ground", "foyer": "ground",
                      "grand_staircase": "ground", "upper_landing": "upper"}
    assert s.room == ["entrance_hall"] * 4
    assert s.house.adjacent("entrance_hall") == ["foyer"]


def test_decks_and_stack_are_full_and_shuffled():
    """BH-SETUP.4, BH-SETUP.6, BH-D.6: 22 items, 13 omens, 45 events, 42 room tiles
    (the landings are out), each in its own shuffled order per seed."""
    a, b = fresh(seed=1), fresh(seed=2)
    assert {k: len(v) for k, v in a.decks.items()} == {"item": 22, "omen": 13, "event": 45}
    assert len(a.stack) == 42 and "basement_landing" not in a.stack and "upper_landing" not in a.stack
    assert a.stack != b.stack and a.decks["event"] != b.decks["event"]
    assert sorted(a.stack) == sorted(b.stack) and a.decks["omen"] != sorted(a.decks["omen"])


def test_turns_pass_clockwise():
    """BH-SETUP.10, BH-TURN.1, BH-D.4: after seat 1 ends, seat 2 plays, then 3, then 0."""
    s = fresh()
    order = []
    for _ in range(4):
        order.append(s.active)
        s.apply("end")
    assert order == [1, 2, 3, 0] and s.active == 1


def test_moves_left_is_speed_less_spaces_moved_and_follows_speed_changes():
    """BH-MOVE.1, BH-TURN.2, BH-D.12, BH-D.13: each move into an adjacent room is one space;
    moves left = Speed - spaces moved, recomputed when Speed changes."""
    s = fresh()
    seat = s.active
    speed = s.exploration.trait_value(seat, "speed")
    s.apply("move room=foyer")
    assert s.view(seat)["moves_left"] == speed - 1
    s.apply("move room=grand_staircase")
    s.apply("move room=upper_landing")  # the stairs: one space (BH-ROOM.8)
    assert s.room[seat] == "upper_landing" and s.exploration.moves_left(seat) == speed - 3
    clip(s, seat, "speed", 1)  # Speed drops to its lowest value mid-turn
    refresh(s)
    assert s.exploration.moves_left(seat) == max(0, s.exploration.trait_value(seat, "speed") - 3) == 0
    assert not any(a.startswith(("move", "explore")) for a in acts(s)) and "end" in acts(s)


def test_no_move_is_left_after_speed_spaces():
    """BH-MOVE.1, BH-D.12: with Speed 2, two spaces are all."""
    s = fresh()
    seat = s.active
    clip(s, seat, "speed", s.track(seat, "speed").values.index(min(s.track(seat, "speed").values)) + 1)
    refresh(s)
    speed = s.exploration.trait_value(seat, "speed")
    for room in ("foyer", "grand_staircase", "upper_landing")[:speed]:
        s.apply(f"move room={room}")
    assert s.exploration.moves_left(seat) == 0 and not any(a.startswith("move") for a in acts(s))


def test_actions_interleave_and_an_item_is_used_once_per_turn():
    """BH-TURN.2, BH-D.12, BH-D.26, BH-ITEM.1: use a card, move, and the card is not
    offered again this turn, but is on the next one."""
    s = fresh()
    seat = s.active
    hold(s, seat, "girl")
    refresh(s)
    assert "use card=girl" in acts(s)
    s.apply("use card=girl")
    s.apply("move room=foyer")
    assert "use card=girl" not in acts(s) and s.room[seat] == "foyer"
    s.apply("end")
    at_turn(s, seat)
    assert "use card=girl" in acts(s)


def test_the_front_door_is_locked():
    """BH-ROOM.6, BH-D.25: no exploring through the Entrance Hall's outer door, and no leaving."""
    s = fresh()
    assert "explore side=w" not in acts(s) and "leave" not in acts(s)
    before = s.to_dict()
    with pytest.raises(IllegalAction) as err:
        s.apply("explore side=w")
    assert "cannot explore" in str(err.value)
    assert s.to_dict() == before


def test_a_room_not_next_door_is_refused_with_a_reason():
    """BH-MOVE.1, BH-ROOM.5, BH-D.13: only adjacent connected rooms; the refusal changes nothing."""
    s = fresh()
    before = s.to_dict()
    with pytest.raises(IllegalAction) as err:
        s.apply("move room=upper_landing")
    assert "cannot reach that room" in str(err.value) and s.to_dict() == before


def test_doors_must_meet_to_pass():
    """BH-ROOM.5: a room beside the Entrance Hall whose facing side has no door is not entered."""
    s = fresh()
    lay(s, "hall_of_busts", "ground", 0, -1, 0)  # doors e, w: none facing the hall's north door
    refresh(s)
    assert "move room=hall_of_busts" not in acts(s) and "explore side=n" not in acts(s)


def test_the_basement_stairs_join_the_foyer_once_discovered():
    """BH-ROOM.8, BH-ROOM.9, BH-D.13: the Basement Stairs, found from the basement, lead to
    and from the Foyer for one space."""
    s = fresh()
    seat = s.active
    put(s, seat, "basement_landing")
    top_tile(s, "basement_stairs")
    refresh(s)
    s.apply("explore side=n")
    if s.pending["kind"] == "turn_tile":
        s.apply(f"choose value={s.pending['options'][0]}")
    assert s.room[seat] == "basement_stairs"
    assert "foyer" in s.house.adjacent("basement_stairs")
    moved = s.spaces_moved
    s.apply("move room=foyer")
    assert s.room[seat] == "foyer" and s.spaces_moved == moved + 1

"""Special rooms: the Mystic Elevator, the Coal Chute, the Collapsed Room, barriers and
the Vault (BH-SPECIAL.3-20, BH-D.20-24)."""

from __future__ import annotations

from .scenario import acts, answer_damage, at_turn, dice, events_of, fresh, lay, put, refresh, top_tile


def elevator_game():
    s = fresh()
    lay(s, "mystic_elevator", "ground", 0, -1, 0)  # its door faces the Entrance Hall's north door
    refresh(s)
    return s


def test_the_elevator_rolls_two_dice_and_moves_to_the_floor_rolled():
    """BH-SPECIAL.3, BH-D.20: 4 on 2 dice is the upper floor; the rider picks the open door;
    entering costs 1 space, the ride none, and moving on from the new door is allowed."""
    s = elevator_game()
    seat = s.active
    dice(s, 2, 2)
    events = s.apply("move room=mystic_elevator")
    assert events_of(events, "elevator_roll")[0]["floor"] == "upper"
    assert s.pending["kind"] == "elevator"
    assert set(s.pending["options"]) == {"upper_landing:n", "upper_landing:e", "upper_landing:s", "upper_landing:w"}
    s.apply("choose value=upper_landing:e")
    assert s.house.floor_of("mystic_elevator") == "upper" and s.room[seat] == "mystic_elevator"
    assert s.house.adjacent("mystic_elevator") == ["upper_landing"] and s.spaces_moved == 1
    s.apply("move room=upper_landing")
    assert s.room[seat] == "upper_landing"


def test_the_elevator_rides_once_per_turn():
    """BH-SPECIAL.5, BH-D.20: leaving and coming back the same turn rolls nothing."""
    s = elevator_game()
    dice(s, 1, 1)  # 2: the ground floor, the floor it is on (BH-SPECIAL.4)
    s.apply("move room=mystic_elevator")
    if s.pending["kind"] == "elevator":
        s.apply(f"choose value={s.pending['options'][0]}")
    out = [a for a in acts(s) if a.startswith("move")][0]
    s.apply(out)
    events = s.apply("move room=mystic_elevator")
    assert not events_of(events, "elevator_roll")


def test_the_coal_chute_drops_to_the_basement_landing_for_one_space():
    """BH-SPECIAL.6, BH-D.21: entering the Coal Chute puts the explorer on the Basement
    Landing for 1 space in all, and movement goes on from there."""
    s = fresh()
    seat = s.active
    lay(s, "coal_chute", "ground", 0, -1, 2)
    refresh(s)
    s.apply("move room=coal_chute")
    assert s.room[seat] == "basement_landing" and s.spaces_moved == 1
    assert any(a.startswith("explore") for a in acts(s))


def test_no_turn_ends_on_the_coal_chute():
    """BH-SPECIAL.7, BH-D.21: discovering the Coal Chute still slides the explorer down."""
    s = fresh()
    seat = s.active
    top_tile(s, "coal_chute")
    s.apply("explore side=n")
    s.apply("end")
    assert s.room[seat] == "basement_landing"


def collapse_game(seed=1):
    """The Collapsed Room on top of the stack, the Vault below it; exploring north
    lays it at once (a 4-door tile: every turn gives the same doors)."""
    s = fresh(seed=seed)
    seat = s.active
    top_tile(s, "vault", "collapsed_room")
    return s, seat


def test_the_collapsed_room_roll_failed_drops_the_discoverer_to_a_new_basement_room():
    """BH-SPECIAL.9, BH-SPECIAL.11, BH-SPECIAL.12, BH-D.22: the discoverer rolls Speed
    against 5; on a failure it falls, the next basement tile is placed joined to the
    basement, it lands there (the Collapsed Room Below token), takes the fall damage, and,
    having drawn no card, keeps its unused spaces."""
    s, seat = collapse_game()
    speed = s.exploration.trait_value(seat, "speed")
    dice(s, *[0] * speed, 1)  # Speed roll 0, then 1 die of fall damage: 1
    events = s.apply("explore side=n")
    assert events_of(events, "room_discovered")[0]["room"] == "collapsed_room"
    assert events_of(events, "collapse_roll")[0]["total"] == 0
    assert s.room[seat] == "vault" and s.collapse_landing == "vault"
    assert s.house.floor_of("vault") == "basement" and s.house.adjacent("vault")
    assert s.pending["kind"] == "damage"
    answer_damage(s)
    assert s.spaces_moved == 1 and s.exploration.moves_left(seat) > 0


def test_a_successful_collapse_roll_keeps_the_explorer_upstairs():
    """BH-SPECIAL.9: a Speed roll of 5 or more: no fall."""
    s, seat = collapse_game()
    dice(s, *[2] * s.exploration.trait_value(seat, "speed"))
    s.apply("explore side=n")
    assert s.room[seat] == "collapsed_room" and s.collapse_landing is None


def test_later_explorers_may_drop_on_purpose_to_the_landing_token_and_are_hurt():
    """BH-SPECIAL.10, BH-SPECIAL.12, BH-D.22: no roll for a later visitor; dropping on
    purpose lands on the Collapsed Room Below token and still hurts."""
    s, seat = collapse_game()
    dice(s, *[0] * s.exploration.trait_value(seat, "speed"), 0)
    s.apply("explore side=n")
    assert s.collapse_landing == "vault"
    s.apply("end")
    other = s.active
    put(s, other, "entrance_hall")
    at_turn(s, other)
    events = s.apply("move room=collapsed_room")
    assert not events_of(events, "collapse_roll") and s.room[other] == "collapsed_room"
    assert "drop room=collapsed_room" in acts(s)
    moved = s.spaces_moved
    dice(s, 2)
    s.apply("drop room=collapsed_room")
    assert s.room[other] == "vault" and s.spaces_moved == moved
    assert s.pending["kind"] == "damage" and s.pending["amount"] == 2


def test_basement_stairs_found_by_falling_join_the_foyer():
    """BH-ROOM.9, BH-D.22, BH-D.18: a room discovered by falling is discovered like any other."""
    s = fresh()
    seat = s.active
    top_tile(s, "basement_stairs", "collapsed_room")
    dice(s, *[0] * s.exploration.trait_value(seat, "speed"), 0)
    s.apply("explore side=n")
    assert s.room[seat] == "basement_stairs"
    assert "foyer" in s.house.adjacent("basement_stairs")


def chasm_game():
    s = fresh()
    seat = s.active
    lay(s, "chasm", "basement", 1, 0, 0)  # doors w (to the Basement Landing) | e
    lay(s, "black_pool", "basement", 2, 0, 0)  # its west door faces the Chasm's east door
    put(s, seat, "basement_landing")
    refresh(s)
    s.apply("move room=chasm")
    return s, seat


def test_a_barrier_needs_its_roll_to_cross_once_per_turn_and_the_way_back_is_open():
    """BH-SPECIAL.15, BH-SPECIAL.16, BH-SPECIAL.17, BH-SPECIAL.19, BH-D.19, BH-D.23: in
    the Chasm the far door needs a Speed roll of 4; a failed roll is not tried again this
    turn, and the way back stays open."""
    s, seat = chasm_game()
    assert "move room=black_pool" not in acts(s) and "cross room=chasm" in acts(s)
    dice(s, *[0] * s.exploration.trait_value(seat, "speed"))
    events = s.apply("cross room=chasm")
    assert events_of(events, "barrier_roll")[0]["crossed"] is False
    assert "cross room=chasm" not in acts(s) and "move room=black_pool" not in acts(s)
    assert "move room=basement_landing" in acts(s)


def test_a_crossed_barrier_costs_no_space():
    """BH-SPECIAL.16, BH-SPECIAL.18, BH-D.23: a success opens the far side, for no space."""
    s, seat = chasm_game()
    moved = s.spaces_moved
    dice(s, *[2] * s.exploration.trait_value(seat, "speed"))
    s.apply("cross room=chasm")
    assert s.spaces_moved == moved and "move room=black_pool" in acts(s)
    assert "move room=basement_landing" not in acts(s)


def vault_game():
    s = fresh()
    seat = s.active
    lay(s, "vault", "basement", 1, 0, 2)  # turned so a west door faces the Basement Landing
    put(s, seat, "basement_landing")
    refresh(s)
    s.apply("move room=vault")
    return s, seat


def test_the_vault_opens_once_with_its_reward():
    """BH-SPECIAL.8, BH-D.24, BH-D.19: a Might roll of 5+ opens the Vault: the Vault Empty
    token and 2 items; it is never offered again."""
    s, seat = vault_game()
    assert "attempt room=vault" in acts(s)
    items = len(s.decks["item"])
    dice(s, *[2] * s.exploration.trait_value(seat, "might"))
    s.apply("attempt room=vault")
    assert s.tokens["vault"] == ["vault_empty"]
    assert len(s.decks["item"]) == items - 2 and len(s.hand[seat]) == 2
    assert "attempt room=vault" not in acts(s)
    s.apply("end")
    at_turn(s, seat)
    assert "attempt room=vault" not in acts(s)


def test_a_failed_vault_roll_waits_for_the_next_turn():
    """BH-D.24: one attempt per turn; a failure leaves it closed."""
    s, seat = vault_game()
    dice(s, *[0] * s.exploration.trait_value(seat, "might"))
    s.apply("attempt room=vault")
    assert "vault" not in s.tokens and "attempt room=vault" not in acts(s)
    s.apply("end")
    at_turn(s, seat)
    assert "attempt room=vault" in acts(s)

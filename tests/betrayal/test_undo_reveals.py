"""Undo never peeks in the house (issue 21 §4): every tile turned up, die rolled and
room picked by chance is told by an event in the house's REVEALS (BH-D.42: the
rolls and the actions are public; the stack's order is not), so the session's undo
stops there and nobody can look, take the move back and choose again."""

from __future__ import annotations

import pytest

from tabletop.controller.session import Session
from tabletop.engine.errors import IllegalAction
from tabletop.games.house.actions import REVEALS
from tabletop.persistence import SeatInfo

from .scenario import G, acts, at_turn, dice, events_of, fresh, haunt, lay, put
from .test_monster_orders import bat_game, by_hand, orders
from .test_special_rooms import collapse_game, elevator_game


def revealed(events) -> list[str]:
    return sorted({e["event"] for e in events if e["event"] in REVEALS})


def people(state) -> list[SeatInfo]:
    return [SeatInfo(f"P{s + 1}") for s in range(state.seats)]


def turn_choice_seed() -> int:
    """A seed whose first explorer, exploring north at once, turns up a tile that may
    face more than one way (so the game asks which, BH-D.15)."""
    for seed in range(1, 200):
        s = fresh(seed=seed)
        if "explore side=n" in acts(s):
            s.apply("explore side=n")
            if s.pending["kind"] == "turn_tile":
                return seed
    raise AssertionError("no seed fits")


def test_bh_room_2_bh_d_15_a_tile_turned_up_to_choose_its_turn_cannot_be_taken_back():
    """BH-ROOM.1, BH-ROOM.2, BH-D.15, BH-D.42: the tile drawn for a discovery is face up
    while its discoverer chooses how it faces: the draw says so (tile_drawn, a reveal),
    and Ctrl+Z is refused for the 'revealed' reason, with the same tile still in hand
    (and after the choice too: the room is laid). A move before it could be taken back."""
    state = fresh(seed=turn_choice_seed())
    session = Session(state, people(state))
    seat = session.to_act
    session.act(G.parse_action("move room=foyer"))
    assert session.undo_refusal() is None  # nothing was seen: the move is taken back
    session.undo()
    assert session.state.room[seat] == "entrance_hall"

    events = session.act(G.parse_action("explore side=n"))
    drawn = events_of(events, "tile_drawn")
    tile = session.state.tile_in_hand
    assert drawn == [{"event": "tile_drawn", "turn": 1, "seat": seat, "room": tile, "floor": "ground"}]
    assert revealed(events) == ["tile_drawn"] and session.state.pending["kind"] == "turn_tile"
    assert session.view()["pending"]["tile"] == tile  # on the table for all to see
    refusal = session.undo_refusal()
    assert refusal is not None and refusal.key == "error.undo_revealed"
    before = session.state.to_dict()
    with pytest.raises(IllegalAction, match="revealed"):
        session.undo()
    assert session.state.to_dict() == before and session.state.tile_in_hand == tile
    events = session.act(G.parse_action(f"choose value={session.state.pending['options'][0]}"))
    assert "room_discovered" in revealed(events) and session.undo_refusal().key == "error.undo_revealed"


def test_bh_special_3_bh_d_20_the_elevator_roll_is_a_reveal():
    """BH-SPECIAL.3, BH-D.20: the Mystic Elevator's two dice decide its floor; the roll is
    told (elevator_roll, a reveal), so the move into it is not taken back."""
    s = elevator_game()
    dice(s, 2, 2)
    session = Session.arranged(s, people(s))
    events = session.act(G.parse_action("move room=mystic_elevator"))
    assert [e["total"] for e in events_of(events, "elevator_roll")] == [4]
    assert "elevator_roll" in revealed(events)
    assert session.undo_refusal().key == "error.undo_revealed"


def test_bh_special_12_bh_d_22_a_drop_through_the_collapsed_room_shows_its_damage_roll():
    """BH-SPECIAL.10, BH-SPECIAL.12, BH-D.22: dropping on purpose rolls the fall's damage
    with no other roll: the dice are shown (dice_rolled, a reveal)."""
    s, seat = collapse_game()
    dice(s, *[0] * s.exploration.trait_value(seat, "speed"), 0)
    s.apply("explore side=n")
    s.apply("end")
    other = s.active
    put(s, other, "entrance_hall")
    at_turn(s, other)
    s.apply("move room=collapsed_room")
    dice(s, 2)  # the fall's 1 die
    events = s.apply("drop room=collapsed_room")
    rolls = events_of(events, "dice_rolled")
    assert [(e["seat"], e["dice"], e["total"]) for e in rolls] == [(other, [2], 2)]
    assert revealed(events) == ["dice_rolled"]


def test_bh_monster_4_bh_d_22_a_monsters_fall_roll_is_shown():
    """BH-MONSTER.4, BH-MONSTER.11, BH-D.22: a monster ordered through the Collapsed Room
    rolls the fall's damage in the open (monster_rolled, a reveal): the order that
    showed it whether the bat is stunned is not taken back."""
    s = bat_game(heroes_at="basement_landing")
    lay(s, "collapsed_room", "ground", 0, 1)
    s.collapse_landing = "basement_landing"
    s.monsters[0]["room"] = "collapsed_room"
    by_hand(s)
    assert "drop:0" in orders(s)
    dice(s, 1)
    events = s.apply("order value=drop:0")
    rolled = events_of(events, "monster_rolled")
    assert [(e["monster"], e["room"], e["total"]) for e in rolled] == [(0, "collapsed_room", 1)]
    assert "monster_rolled" in revealed(events) and s.monsters[0]["stunned"]


def test_bh_hsetup_3_rooms_picked_at_random_are_told_before_their_tokens():
    """BH-HSETUP.3, BH-D.42: haunt 4's Right Now scatters the diary's pages in random rooms
    of each floor; each room chance picks is told (room_drawn, a reveal) right before
    the page is laid there, so the action that started it is never taken back."""
    s = fresh()
    haunt(s, 4, 0)
    picked = [(e["event"], e.get("floor"), e["room"]) for e in s._events
              if e["event"] in ("room_drawn", "token_placed")]
    floors = ["basement", "basement", "ground", "upper", "upper"]
    assert [p[0] for p in picked] == ["room_drawn", "token_placed"] * 5
    for k, floor in enumerate(floors):
        (_, drawn_floor, room), (_, _, laid) = picked[2 * k], picked[2 * k + 1]
        assert drawn_floor == floor and s.house.floor_of(room) == floor and laid == room
    assert "room_drawn" in REVEALS


def test_every_roll_and_draw_of_the_house_core_is_a_reveal():
    """BH-D.42: the kinds of event that tell what chance decided are all in REVEALS, the
    set both Betrayals give the engine."""
    chance = {"dice_rolled", "room_discovered", "card_drawn", "haunt_roll", "haunt_revealed", "monster_speed",
              "tile_drawn", "elevator_roll", "barrier_roll", "collapse_roll", "monster_rolled", "monster_attack",
              "room_drawn"}
    assert chance <= REVEALS
    assert G.reveals == REVEALS

"""Discovering rooms, drawing and using cards, and rolls (BH-ROOM, BH-CARD, BH-ROLL,
BH-D.8, BH-D.14-18, BH-D.26)."""

from __future__ import annotations

import pytest

from tabletop.engine.errors import IllegalAction

from .scenario import (ROOMS, acts, answer_damage, at_turn, clip, dice, doors, events_of, fresh, hold, lay, put,
                       refresh, top_card, top_tile)


def test_a_tile_for_another_floor_is_set_aside_face_down():
    """BH-ROOM.1, BH-ROOM.2, BH-ROOM.4, BH-ROOM.11: the Tower (upper only) is drawn first
    on the ground floor and set aside; the Ballroom below it is placed and entered."""
    s = fresh()
    seat = s.active
    top_tile(s, "ballroom", "tower")
    assert s.view(seat)["top_floors"] == ["upper"]
    events = s.apply("explore side=n")
    assert s.set_aside == ["tower"]
    assert events_of(events, "tile_set_aside") == [{"event": "tile_set_aside", "turn": 1, "seat": None,
                                                     "floors": ["upper"]}]
    assert "tower" not in str(s.view(seat)["house"])
    if s.pending["kind"] == "turn_tile":
        s.apply("choose value=0")
    assert s.room[seat] == "ballroom" and s.house.floor_of("ballroom") == "ground"


def test_the_new_tile_turns_to_meet_the_entry_door():
    """BH-ROOM.2, BH-D.15: the Coal Chute has one door; it is turned to face the door
    it was found through, with no question asked."""
    s = fresh()
    top_tile(s, "coal_chute")
    events = s.apply("explore side=n")
    found = events_of(events, "room_discovered")[0]
    assert found["room"] == "coal_chute" and found["doors"] == ["s"]


def test_the_turn_connecting_the_most_doors_is_the_only_one():
    """BH-ROOM.3, BH-D.15: a corner tile north of the Entrance Hall with a room to its east
    whose door faces it can only lie so both doors connect, so nobody is asked."""
    s = fresh()
    lay(s, "hall_of_busts", "ground", 1, -1, 0)  # a west door facing (0, -1)
    top_tile(s, "groaning_hall")  # printed n, e
    refresh(s)
    events = s.apply("explore side=n")  # placed at once: no turn_tile question
    assert s.pending["kind"] != "turn_tile"
    assert events_of(events, "room_discovered")[0]["doors"] == ["e", "s"]
    assert "hall_of_busts" in s.house.adjacent("groaning_hall")


def test_the_discoverer_chooses_only_among_tied_turns():
    """BH-D.15: with nothing around, both turns of a corner tile that face the entry door
    tie; only those are offered, and another answer is refused."""
    s = fresh()
    seat = s.active
    top_tile(s, "groaning_hall")
    s.apply("explore side=n")
    assert s.pending["kind"] == "turn_tile" and s.pending["options"] == [1, 2]
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        s.apply("choose value=0")
    assert s.to_dict() == before
    s.apply("choose value=2")
    assert doors(s, "groaning_hall") == ["s", "w"] and s.room[seat] == "groaning_hall"


def test_entering_a_new_room_costs_a_space_and_its_card_ends_movement():
    """BH-D.14, BH-MOVE.2, BH-CARD.1, BH-CARD.3: discovering costs one space; the item drawn
    is kept face up and movement stops, other actions stay open."""
    s = fresh()
    seat = s.active
    top_tile(s, "trophy_room")
    top_card(s, "revolver")
    s.apply("explore side=n")
    while s.pending["kind"] == "turn_tile":
        s.apply(f"choose value={s.pending['options'][0]}")
    assert s.spaces_moved == 1 and "revolver" in s.hand[seat]
    assert s.exploration.moves_left(seat) == 0
    assert not any(a.startswith(("move", "explore")) for a in acts(s)) and "end" in acts(s)
    assert any(a.startswith("discard card=revolver") for a in acts(s))  # other actions remain


def test_a_room_gives_its_card_only_when_first_discovered():
    """BH-CARD.1, BH-D.18: walking into the room again draws nothing."""
    s = fresh()
    seat = s.active
    top_tile(s, "trophy_room")
    s.apply("explore side=n")
    while s.pending["kind"] == "turn_tile":
        s.apply(f"choose value={s.pending['options'][0]}")
    items = len(s.decks["item"])
    s.apply("end")
    at_turn(s, seat)
    s.apply("move room=entrance_hall")
    events = s.apply("move room=trophy_room")
    assert not events_of(events, "card_drawn") and len(s.decks["item"]) == items


def test_an_event_is_discarded_after_it_runs():
    """BH-CARD.2, BH-ROLL.4: Rusty Nail does 1 physical damage (the player splits it,
    BH-D.11) and goes to the event discards, not the hand."""
    s = fresh()
    seat = s.active
    top_tile(s, "ballroom")
    top_card(s, "rusty_nail")
    s.apply("explore side=n")  # the ballroom's four doors: laid at once, no question
    assert s.pending["kind"] == "damage" and s.pending["options"] == ["1-0", "0-1"]
    might = s.traits[seat][1]
    answer_damage(s, "0-1")
    assert s.traits[seat][1] == might - 1
    assert "rusty_nail" in s.discards["event"] and "rusty_nail" not in s.hand[seat]


def test_an_event_with_a_continuing_effect_is_kept():
    """BH-CARD.2, BH-D.30: Shadow That Follows stays with its drawer."""
    s = fresh()
    seat = s.active
    top_tile(s, "ballroom")
    top_card(s, "shadow_that_follows")
    s.apply("explore side=n")  # the ballroom's four doors: laid at once, no question
    assert "shadow_that_follows" in s.hand[seat] and "shadow_that_follows" in s.kept
    assert "shadow_that_follows" not in s.discards["event"]


def test_an_omen_is_kept_and_counted():
    """BH-CARD.5, BH-CARD.6, BH-TURN.3: the omen goes face up to its drawer, the count of
    omens drawn rises, and a haunt roll is due at the end of the turn."""
    s = fresh()
    seat = s.active
    top_tile(s, "prayer_room")
    top_card(s, "holy_symbol")
    s.apply("explore side=n")
    while s.pending["kind"] == "turn_tile":
        s.apply(f"choose value={s.pending['options'][0]}")
    assert "holy_symbol" in s.hand[seat] and s.omens_drawn == 1
    assert s.omens_this_turn == [["holy_symbol", "prayer_room"]]
    dice(s, *[2] * 6)
    events = s.apply("end")
    rolls = events_of(events, "haunt_roll")
    assert len(rolls) == 1 and rolls[0]["total"] == 12 and not rolls[0]["started"] and not s.haunted


def test_limited_uses_are_discarded_when_spent():
    """BH-CARD.4, BH-D.26: the Silver Flask is used once per turn and discarded after its
    second use; the Medical Journal after its one use."""
    s = fresh()
    seat = s.active
    clip(s, seat, "sanity", 1)
    hold(s, seat, "silver_flask", "medical_journal")
    refresh(s)
    s.apply("use card=silver_flask")
    assert "silver_flask" in s.hand[seat] and "use card=silver_flask" not in acts(s)
    s.apply("use card=medical_journal")
    assert "medical_journal" not in s.hand[seat] and "medical_journal" in s.discards["spent"]
    s.apply("end")
    at_turn(s, seat)
    s.apply("use card=silver_flask")
    assert "silver_flask" not in s.hand[seat] and "silver_flask" in s.discards["spent"]
    assert s.traits[seat][2] == 3  # two uses of +1 Sanity


def test_an_empty_item_deck_draws_nothing_but_still_ends_movement():
    """BH-D.17: the item and omen decks are not refilled."""
    s = fresh()
    seat = s.active
    s.decks["item"] = []
    top_tile(s, "trophy_room")
    events = s.apply("explore side=n")
    while s.pending["kind"] == "turn_tile":
        events = s.apply(f"choose value={s.pending['options'][0]}")
    assert events_of(events, "deck_empty") and s.exploration.moves_left(seat) == 0


def test_the_event_discards_are_reshuffled_when_the_deck_runs_out():
    """BH-D.17: discarded events come back as a new deck."""
    s = fresh()
    seat = s.active
    s.discards["event"] = list(s.decks["event"])
    s.decks["event"] = []
    s.discards["event"].remove("whispered_prayer")
    s.discards["event"].append("whispered_prayer")
    top_tile(s, "ballroom")
    events = s.apply("explore side=n")
    drawn = events_of(events, "card_drawn")
    assert len(drawn) == 1 and drawn[0]["deck"] == "event"
    assert len(s.decks["event"]) + len(s.discards["event"]) == 45 - (1 if drawn[0]["card"] in s.hand[seat] else 0)


def test_the_set_aside_pile_is_reused_when_the_stack_is_empty():
    """BH-D.16: with an empty stack, the set-aside tiles become the stack again."""
    s = fresh()
    seat = s.active
    s.set_aside, s.stack = list(s.stack), []
    refresh(s)
    assert "explore side=n" in acts(s)
    s.apply("explore side=n")
    while s.pending["kind"] == "turn_tile":
        s.apply(f"choose value={s.pending['options'][0]}")
    here = s.room[seat]
    assert here != "entrance_hall" and "ground" in ROOMS[here].floors
    assert len(s.stack) + len(s.set_aside) == 41


def test_no_door_can_be_explored_when_no_tile_fits_the_floor():
    """BH-D.16: no tile left for the ground floor: its doors cannot be explored."""
    s = fresh()
    s.stack = [t for t in s.stack if "ground" not in ROOMS[t].floors]
    s.set_aside = []
    refresh(s)
    assert not any(a.startswith("explore") for a in acts(s))
    put(s, s.active, "upper_landing")
    refresh(s)
    assert any(a.startswith("explore") for a in acts(s))


def test_a_trait_roll_uses_the_traits_value_in_dice_and_held_bonuses():
    """BH-ROLL.2, BH-ROLL.3, BH-D.8: the Planchette rolls Knowledge: as many dice as the
    current Knowledge, one more with the Pince-Nez held."""
    s = fresh()
    seat = s.active
    hold(s, seat, "planchette")
    refresh(s)
    knowledge = s.exploration.trait_value(seat, "knowledge")
    events = s.apply("use card=planchette")
    rolled = events_of(events, "dice_rolled")[0]
    assert len(rolled["dice"]) == knowledge and rolled["trait"] == "knowledge"
    s.apply("end") if s.pending["kind"] == "explore" else answer_damage(s)
    hold(s, seat, "pince_nez")
    at_turn(s, seat)
    events = s.apply("use card=planchette")
    assert len(events_of(events, "dice_rolled")[0]["dice"]) == knowledge + 1


def test_no_roll_uses_more_than_eight_dice():
    """BH-D.8: a bonus beyond 8 dice is lost."""
    s = fresh()
    seat = s.active
    clip(s, seat, "knowledge", 8)
    hold(s, seat, "planchette", "pince_nez", "madman", "grinning_skull")
    refresh(s)
    assert s.exploration.trait_value(seat, "knowledge") + 3 > 8
    events = s.apply("use card=planchette")
    assert len(events_of(events, "dice_rolled")[0]["dice"]) == 8


@pytest.mark.parametrize("pip,outcome", [(0, "damage"), (2, "gain")])
def test_the_result_band_decides_what_happens(pip, outcome):
    """BH-ROLL.4, BH-ROLL.2: a Planchette total of 0-2 does 1 mental damage; 6+ gains 1 Knowledge."""
    s = fresh()
    seat = s.active
    clip(s, seat, "knowledge", 4)
    hold(s, seat, "planchette")
    refresh(s)
    before = s.traits[seat][3]
    dice(s, *[pip] * s.exploration.trait_value(seat, "knowledge"))
    s.apply("use card=planchette")
    if outcome == "damage":
        assert s.pending["kind"] == "damage" and s.pending["traits"] == ["sanity", "knowledge"]
    else:
        assert s.traits[seat][3] == before + 1 and s.pending["kind"] == "explore"


def test_nobody_dies_before_the_haunt():
    """BH-ATTACK.8, BH-D.10: damage at a trait's lowest value leaves it there."""
    s = fresh()
    seat = s.active
    clip(s, seat, "might", 1)
    clip(s, seat, "speed", 1)
    top_tile(s, "ballroom")
    top_card(s, "rusty_nail")
    s.apply("explore side=n")  # the ballroom's four doors: laid at once, no question
    answer_damage(s, "0-1")
    assert s.traits[seat][1] == 1 and s.alive[seat]

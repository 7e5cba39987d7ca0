"""Equipment slots (CO-ITEM, CO-D.31) with the rulebook's Ransom example, and roll
results with bonuses (CO-BONUS, CO-D.32, CO-D.34)."""

import pytest

from tabletop.games.comanauts import equipment as eq
from tabletop.games.comanauts.rolls import roll_result

REVOLVER = ("revolver", "hand", 1)
RADIO = ("radio", "accessory", 0)
RIFLE = ("rifle", "hand", 2)


def sheet():
    return {slot: None for slot in eq.SHEET_SLOTS}


def put(equipped, inventory, item, placement):
    name, slot, hands = item
    eq.equip(equipped, inventory, name, slot, hands, placement)


def ransom():
    equipped, inventory = sheet(), []
    put(equipped, inventory, REVOLVER, ("hand",))
    put(equipped, inventory, RADIO, ("hand_accessory",))
    return equipped, inventory


def test_where_items_may_go():
    """CO-ITEM.1, CO-D.31."""
    assert eq.placements("hand", 1) == [("hand",), ("hand_accessory",)]
    assert eq.placements("hand", 2) == [("hand", "hand_accessory")]
    assert eq.placements("accessory", 0) == [("accessory",), ("hand_accessory",)]
    assert eq.placements("head", 0) == [("head",)]


def test_ransom_must_unequip_both_to_hold_the_rifle():
    """CO-ITEM.4 example: revolver in the hand slot, radio in the hand/accessory slot;
    to equip the 2-hand rifle, both go to the inventory."""
    equipped, inventory = ransom()
    assert eq.free_placements("hand", 2, equipped) == []  # CO-ITEM.2: no free slot
    assert eq.blockers("hand", 2, equipped, ("hand", "hand_accessory")) == ["revolver", "radio"]
    put(equipped, inventory, RIFLE, ("hand", "hand_accessory"))
    assert equipped == {"head": None, "body": None, "hand": "rifle", "hand_accessory": "rifle", "accessory": None}
    assert inventory == ["revolver", "radio"]


def test_ransom_may_move_the_radio_to_the_accessory_slot_instead():
    """CO-ITEM.4 note: the radio is an accessory, so it can move to the free accessory
    slot and stay equipped; only the revolver goes to the inventory."""
    equipped, inventory = ransom()
    put(equipped, inventory, RADIO, ("accessory",))
    put(equipped, inventory, RIFLE, ("hand", "hand_accessory"))
    assert equipped["accessory"] == "radio" and equipped["hand"] == equipped["hand_accessory"] == "rifle"
    assert inventory == ["revolver"]


def test_the_inventory_holds_two_and_a_refused_equip_changes_nothing():
    """CO-ITEM.3-4: two unequipped items at most."""
    equipped, inventory = ransom()
    inventory.extend(["rope", "map"])
    before = (dict(equipped), list(inventory))
    with pytest.raises(ValueError, match="inventory cannot hold 2 more"):
        put(equipped, inventory, RIFLE, ("hand", "hand_accessory"))
    assert (equipped, inventory) == before
    with pytest.raises(ValueError):
        eq.blockers("head", 0, equipped, ("body",))


def test_a_forced_equip_discards_the_oldest_extra_items():
    """CO-MORASS.7: a starting item equipped into an occupied slot pushes the old one
    into the inventory; items beyond two are discarded, the oldest first."""
    equipped, inventory = ransom()
    inventory.extend(["rope", "map"])
    dropped = []
    eq.equip(equipped, inventory, "rifle", "hand", 2, ("hand", "hand_accessory"), overflow=dropped)
    assert equipped["hand"] == equipped["hand_accessory"] == "rifle"
    assert inventory == ["revolver", "radio"] and dropped == ["rope", "map"]


def test_equipping_from_the_inventory_frees_its_place():
    equipped, inventory = sheet(), ["revolver"]
    put(equipped, inventory, REVOLVER, ("hand",))
    assert inventory == [] and equipped["hand"] == "revolver"


def test_roll_results_add_colour_and_kind_bonuses():
    """CO-BONUS.2-3, CO-D.32, CO-D.34: +n per die of a colour; +n once per melee,
    ranged or defense roll."""
    colour = {"red": 1, "green": 2}
    kind = {"melee": 2, "ranged": 1, "defense": 1}
    assert roll_result([("red", 3), ("red", 4)], colour, kind) == 7 + 2
    assert roll_result([("red", 3), ("red", 4)], colour, kind, "melee") == 7 + 2 + 2
    assert roll_result([("green", 5)], colour, kind, "ranged") == 5 + 2 + 1


def test_purple_dice_take_no_bonus_but_their_own():
    """CO-BONUS.7, CO-D.32: a roll of only purple dice gets no melee/ranged/defense
    bonus and no colour bonus, unless a bonus names purple."""
    kind = {"melee": 3}
    assert roll_result([("purple", 4)], {"red": 1}, kind, "melee") == 4
    assert roll_result([("purple", 4)], {"purple": 1}, kind, "melee") == 5
    assert roll_result([("purple", 4), ("red", 2)], {"red": 1}, kind, "melee") == 6 + 1 + 3


def test_group_task_dice_never_take_bonuses_and_penalties_subtract():
    """CO-BONUS.5, CO-ACTION.24; a status penalty is a negative colour bonus."""
    assert roll_result([("blue", 4), ("blue", 5)], {"blue": 2}, {}, "group_task") == 9
    assert roll_result([("red", 4)], {"red": -1}, {}, "melee") == 3
    with pytest.raises(ValueError):
        roll_result([("red", 1)], {}, {}, "sneaky")

"""Items and equipment through the rules model: the Equip/Trade action, gaining items,
slots and the inventory (CO-ACTION.12-14, CO-ACTION.28, CO-ITEM, CO-D.29-31), with
the rulebook's Ransom example played out (CO-ITEM.4)."""

from tabletop.games.comanauts.actions import Equip, Ranged

from .scenario import (at_actions, choose, enemy, give, give_item, of_kind, put, refused, run_steps, script,
                       strip)


def ransom_game():
    """Ransom (sheet 0) with his revolver in the hand slot; Bruno (sheet 1) beside him."""
    state = at_actions(2, zone="downstairs", avatars=["ransom", "bruno_vasko"])
    ransom = state.sheets[0]
    assert ransom.equipped["hand"] == "revolver" and "radio" in ransom.equipped.values()
    return state


def test_co_item_4_the_ransom_example_through_an_equip_action():
    """CO-ITEM.4 (example), CO-ACTION.12, CO-D.29, CO-D.31: Ransom holds the revolver (1
    hand) in the hand slot and the radio (accessory) in the hand/accessory slot; to
    equip the rifle (2 hands) from his inventory, both go to his inventory. One Equip die
    pays for every move."""
    state = ransom_game()
    ransom = state.sheets[0]
    (die,) = give(state, 0, "blue")
    give_item(state, 0, "rifle")  # found earlier, carried
    state.apply(Equip("blue"))
    assert die in state.discard and state.pending["kind"] == "equip"
    if ransom.equipped["hand_accessory"] != "radio":
        choose(state, "wear:radio:hand_accessory")
    assert ransom.equipped == {"head": None, "body": None, "hand": "revolver", "hand_accessory": "radio",
                               "accessory": None}
    assert "wear:rifle:hand+hand_accessory" in state.pending["options"]
    choose(state, "wear:rifle:hand+hand_accessory")
    assert ransom.equipped == {"head": None, "body": None, "hand": "rifle", "hand_accessory": "rifle",
                               "accessory": None}
    assert sorted(ransom.inventory) == ["radio", "revolver"]
    choose(state, "done")
    assert state.pending["kind"] == "actions" and ransom.dice == []


def test_co_item_4_note_the_radio_can_stay_equipped_in_the_accessory_slot():
    """CO-ITEM.4 (note), CO-D.31: the radio is an accessory, so it can move to the free
    accessory slot and still count as equipped; then only the revolver goes to the
    inventory when the rifle is equipped."""
    state = ransom_game()
    ransom = state.sheets[0]
    give(state, 0, "green")
    give_item(state, 0, "rifle")
    state.apply(Equip("green"))
    if ransom.equipped["hand_accessory"] != "radio":
        choose(state, "wear:radio:hand_accessory")
    choose(state, "wear:radio:accessory")
    choose(state, "wear:rifle:hand+hand_accessory")
    assert ransom.equipped["accessory"] == "radio" and ransom.equipped["hand"] == "rifle"
    assert ransom.inventory == ["revolver"]
    choose(state, "done")


def test_co_item_4_the_rifle_found_later_is_equipped_as_it_is_gained():
    """CO-ITEM.4 (example), CO-ACTION.28: a rifle gained later may be equipped for free at
    once, which moves the revolver and the radio to the inventory."""
    state = ransom_game()
    ransom = state.sheets[0]
    state._unequip(ransom, "radio")
    ransom.equipped["hand_accessory"] = "radio"
    run_steps(state, ("pick_item", 0, ["rifle"]))
    assert state.pending["kind"] == "place_item" and state.pending["item"] == "rifle"
    assert "wear:hand+hand_accessory" in state.pending["options"]
    choose(state, "wear:hand+hand_accessory")
    assert ransom.equipped["hand"] == ransom.equipped["hand_accessory"] == "rifle"
    assert sorted(ransom.inventory) == ["radio", "revolver"] and state.pending["kind"] == "actions"


def test_co_item_1_and_co_d_31_where_each_kind_of_item_may_go():
    """CO-ITEM.1, CO-D.31: five slots; a 1-hand item goes in the hand or hand/accessory
    slot, a 2-hand item in both, an accessory in the accessory or hand/accessory slot,
    head and body items only in their own slot."""
    state = ransom_game()
    strip(state, 0)
    assert set(state.sheets[0].equipped) == {"head", "body", "hand", "hand_accessory", "accessory"}
    wear = set()
    for item in ("revolver", "rifle", "radio", "goalie_mask", "riot_vest"):
        give_item(state, 0, item)
        give(state, 0, "red")
        state.apply(Equip("red"))
        wear |= {o for o in state.pending["options"] if o.startswith("wear:")}
        choose(state, "done")
        state.sheets[0].inventory.remove(item)
        state.supply.append(item)
    assert wear == {"wear:revolver:hand", "wear:revolver:hand_accessory", "wear:rifle:hand+hand_accessory",
                    "wear:radio:accessory", "wear:radio:hand_accessory", "wear:goalie_mask:head",
                    "wear:riot_vest:body"}


def test_co_item_2_and_3_no_free_slot_and_a_full_inventory():
    """CO-ITEM.2, CO-ITEM.3, CO-ITEM.4: an item can be worn only where its slot can be
    freed into the inventory; with the inventory full, the rifle cannot be equipped
    over the revolver and radio, and a gained item can only be discarded (or given)."""
    state = ransom_game()
    ransom = state.sheets[0]
    state._unequip(ransom, "radio")
    ransom.equipped["hand_accessory"] = "radio"
    give_item(state, 0, "rifle")
    give_item(state, 0, "binoculars")
    give(state, 0, "red")
    state.apply(Equip("red"))
    assert "wear:rifle:hand+hand_accessory" not in state.pending["options"]
    refused(state, "choose value=wear:rifle:hand+hand_accessory")
    assert not any(o.startswith("stow:") for o in state.pending["options"])  # CO-ITEM.4: two at most
    choose(state, "done")
    put(state, "a:1", "bedroom")
    run_steps(state, ("pick_item", 0, ["sledgehammer"]))
    assert state.pending["options"] == ["discard"]
    choose(state, "discard")
    assert "sledgehammer" in state.supply and len(ransom.inventory) == 2


def test_co_item_3_an_item_without_a_free_slot_goes_to_the_inventory():
    """CO-ITEM.3: a gained item that cannot be equipped may still be carried."""
    state = ransom_game()
    ransom = state.sheets[0]
    give_item(state, 0, "goalie_mask", "head")
    run_steps(state, ("pick_item", 0, ["paper_crown"]))
    assert "inventory" in state.pending["options"]
    choose(state, "inventory")
    assert ransom.inventory == ["paper_crown"] and ransom.equipped["head"] == "goalie_mask"


def test_co_action_13_and_co_d_29_trading_with_a_comanaut_in_your_space():
    """CO-ACTION.13, CO-D.29, CO-ACTION.28: in one Equip/Trade, give items to and take items
    from comanauts in your space; an item received is equipped if a slot is free, else
    stowed. Nobody elsewhere can trade."""
    state = ransom_game()
    bruno = state.sheets[1]
    strip(state, 1)
    give_item(state, 1, "goalie_mask", "inventory")
    give(state, 0, "red", "blue")
    state.apply(Equip("red"))
    options = state.pending["options"]
    assert "give:revolver:1" in options and "take:goalie_mask:1" in options
    choose(state, "give:revolver:1")
    assert bruno.equipped["hand"] == "revolver" and "revolver" not in state.sheets[0].equipped.values()
    choose(state, "take:goalie_mask:1")
    assert state.sheets[0].inventory == ["goalie_mask"] and bruno.inventory == []
    choose(state, "wear:goalie_mask:head")
    choose(state, "done")
    assert state.sheets[0].equipped["head"] == "goalie_mask"
    assert [d for d in state.sheets[0].dice] and len(state.sheets[0].dice) == 1  # one die for all of it
    put(state, "a:1", "bedroom")
    state.apply(Equip("blue"))
    assert not any(o.startswith(("give:", "take:")) for o in state.pending["options"])
    refused(state, "choose value=give:radio:1")


def test_co_action_12_equip_needs_a_die_and_any_colour_will_do():
    """CO-ACTION.12, CO-TURN.20: Equip/Trade spends one attribute die of any colour;
    without one, items stay where they are."""
    state = ransom_game()
    assert not any(isinstance(a, Equip) for a in state.legal_actions())
    refused(state, Equip("red"))
    give(state, 0, "red", "green", "yellow", "blue", "purple")
    assert {a.use for a in state.legal_actions() if isinstance(a, Equip)} == \
        {"red", "green", "yellow", "blue", "purple"}


def test_co_action_14_an_items_bonus_counts_only_while_equipped():
    """CO-ACTION.14, CO-BONUS.3: the revolver's +1 ranged bonus (and its range) count only
    while it is equipped; stowed in the inventory it gives nothing."""
    state = at_actions(2, zone="vell_ridge", avatars=["ransom", "bruno_vasko"])  # Ransom: +1 green
    ransom = state.sheets[0]
    enemy(state, "drift_colossus", "fire_bay_west")  # defense 9: survives
    give(state, 0, "green", "green")
    script(state, 3)
    events = state.apply(Ranged("green", "drift_colossus"))
    assert of_kind(events, "attack_rolled")[0]["total"] == 3 + 1 + 1
    state._unequip(ransom, "revolver")
    ransom.inventory.append("revolver")
    state._legal_cache = None
    script(state, 3)
    events = state.apply(Ranged("green", "drift_colossus"))
    assert of_kind(events, "attack_rolled")[0]["total"] == 3 + 1

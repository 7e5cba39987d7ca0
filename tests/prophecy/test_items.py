"""Items in battle (PR-ITEM, PR-D.18 to PR-D.21, PR-D.39) and their repair and sale."""

from tabletop.engine import IllegalAction
from tabletop.games.prophecy import library as lib
from tabletop.games.prophecy.rules import _fits

from .scenario import clear_board, dice, first, give, kind, legal, names, new, player, put, stay_here

import pytest

P = 1


def _battle(card, items, seed=1, **stats):
    s = new(3, seed)
    clear_board(s)
    put(s, P, card)
    player(s, 0, **stats)
    uids = give(s, 0, *items)
    stay_here(s, 0, P)
    return s, uids


def _ids(s, uids):
    return sorted(lib.item(u).id for u in uids)


def test_only_one_weapon():
    """PR-ITEM.2, PR-ITEM.1: after declaring one weapon, no other weapon can be declared."""
    s, (sword, longsword) = _battle("cave_bear", ["short_sword", "longsword"], red=4)
    assert set(s.pending["options"]) == {sword, longsword}
    s.apply(f"declare item={sword}")
    assert longsword not in s.pending["options"]
    with pytest.raises(IllegalAction):
        s.apply(f"declare item={longsword}")


def test_one_handed_weapon_with_a_shield_but_not_two_handed():
    """PR-ITEM.3, PR-D.19: a one-handed weapon goes with a shield; a two-handed weapon fills
    both hands; a one-handed weapon pairs with a wand (the rule's example)."""
    s, (sword, shield) = _battle("cave_bear", ["short_sword", "wooden_shield"], red=4)
    s.apply(f"declare item={sword}")
    assert shield in s.pending["options"]
    s.apply(f"declare item={shield}")
    assert s.view(0)["battle"]["you"] == 6
    s2, (club, shield2) = _battle("cave_bear", ["knotted_club", "wooden_shield"], red=4)
    s2.apply(f"declare item={club}")
    assert shield2 not in s2.pending["options"]
    items = {i.id: i for i in lib.CONTENT.items}
    assert _fits(items["oak_wand"], [items["short_sword"]])
    assert not _fits(items["oak_wand"], [items["knotted_club"]])


def test_no_weapon_two_hand_items_but_not_three():
    """PR-D.19: with no weapon, two non-weapon hand Items; a third does not fit."""
    s, (a, b, c) = _battle("cave_bear", ["wooden_shield", "tower_shield", "mirror_shield"], red=4)
    s.apply(f"declare item={a}")
    s.apply(f"declare item={b}")
    assert c not in s.pending["options"]
    assert s.view(0)["battle"]["you"] == 4 + 1 + 2


def test_one_headgear_and_any_other_items():
    """PR-ITEM.4, PR-ITEM.5, PR-D.19: one piece of headgear; any number of Items that are
    neither hand Items nor headgear; no limit on Items carried."""
    s, (cap, helm, neck, cloak) = _battle("cave_bear", ["leather_cap", "horned_helm", "wolf_tooth_necklace",
                                                        "travellers_cloak"], red=4)
    s.apply(f"declare item={helm}")
    assert cap not in s.pending["options"]
    s.apply(f"declare item={neck}")
    s.apply(f"declare item={cloak}")
    assert s.view(0)["battle"]["you"] == 4 + 2 + 1 + 1


def test_withdraw_before_the_roll():
    """PR-ITEM.1, PR-D.18: a declared Item can be taken back before the first roll."""
    s, (sword,) = _battle("cave_bear", ["short_sword"], red=4)
    s.apply(f"declare item={sword}")
    s.apply(f"withdraw item={sword}")
    assert s.battle["declared"] == [] and s.view(0)["battle"]["you"] == 4


def test_bonuses_only_in_their_battle_type():
    """PR-D.21, PR-COMBAT.5: in a Battle of Wills a sword is of no use (not declarable) and a
    wand is; the Quarterstaff adds its Willpower bonus, not its Strength bonus."""
    s, (sword, wand) = _battle("will_o_wisps", ["short_sword", "oak_wand"], blue=3)
    assert s.pending["options"] == [wand]
    s2, (staff,) = _battle("will_o_wisps", ["quarterstaff"], blue=3)
    s2.apply(f"declare item={staff}")
    assert s2.view(0)["battle"]["you"] == 4
    s3, (wand3,) = _battle("cave_bear", ["oak_wand"], red=4)
    assert s3.pending["options"] == []


def test_item_magic_cost_paid_once_at_the_first_roll():
    """PR-D.39, PR-COMBAT.13: Emberbrand's 1 Magic is paid when the first roll is made,
    once for all three rolls of a three-life battle."""
    s, (brand,) = _battle("ogre_brute", ["emberbrand"], red=4, blue=2, blue_lost=0)
    s.apply(f"declare item={brand}")
    assert s.blue[0] == 2
    dice(s, 6, 1, 6, 1, 6, 1)
    ev = s.apply("choose value=roll")
    assert first(ev, "items_declared")["magic"] == 1
    assert [e["amount"] for e in ev if e["event"] == "magic_lost"] == [1]
    assert [e["you"] for e in ev if e["event"] == "battle_roll"] == [4 + 3 + 6] * 3
    assert (s.blue[0], s.blue_lost[0]) == (1, 1)


def test_no_magic_no_magic_item():
    """PR-LOSS.6, PR-D.39: without a blue cube an Item with a Magic cost cannot be declared."""
    s, (brand, ring) = _battle("cave_bear", ["emberbrand", "bloodstone_ring"], red=4, blue=0, blue_lost=3)
    assert s.pending["options"] == []
    s2, (brand2, ring2) = _battle("cave_bear", ["emberbrand", "bloodstone_ring"], red=4, blue=1, blue_lost=2)
    s2.apply(f"declare item={brand2}")
    assert ring2 not in s2.pending["options"]  # 1 Magic covers only one of them


def test_thrown_weapon_replaces_its_bonus_and_breaks():
    """PR-ITEM.6, PR-D.20, PR-D.18: the Hand Axe thrown adds +3 instead of +1 to that roll and
    is damaged at once."""
    s, (axe,) = _battle("cave_bear", ["hand_axe"], red=3)
    s.apply(f"declare item={axe}")
    assert f"choose value=throw:{axe}" in legal(s)
    dice(s, 2, 6)
    ev = s.apply(f"choose value=throw:{axe}")
    t = first(ev, "weapon_thrown")
    assert (t["bonus"], t["broke"]) == (3, True)
    assert first(ev, "battle_roll")["you"] == 3 + 3 + 2
    assert axe in s.damaged and "item_damaged" in names(ev)


def test_a_broken_throw_gives_no_bonus_to_later_rolls():
    """PR-D.20, PR-COMBAT.10: against a three-life Creature, throwing on roll 2 gives +3 on
    it and nothing on roll 3; roll 1 had the normal +1."""
    s, (axe,) = _battle("ogre_brute", ["hand_axe"], red=4)
    s.apply(f"declare item={axe}")
    dice(s, 6, 1)
    s.apply("choose value=roll")
    assert kind(s) == "roll"
    dice(s, 6, 1, 6, 1)
    ev = s.apply(f"choose value=throw:{axe}")
    rolls = [e["you"] for e in ev if e["event"] == "battle_roll"]
    assert rolls == [4 + 3 + 6, 4 + 6]
    assert axe in s.damaged


def test_a_throw_that_does_not_break_is_once_only():
    """PR-D.20: Throwing Knives thrown on roll 1 give +2, then their +1 again, and cannot be
    thrown a second time."""
    s, (knives,) = _battle("ogre_brute", ["throwing_knives"], red=4)
    s.apply(f"declare item={knives}")
    dice(s, 6, 1, 6, 1, 6, 1)
    ev = s.apply(f"choose value=throw:{knives}")
    assert knives not in s.damaged and "item_damaged" not in names(ev)
    assert [e["you"] for e in ev if e["event"] == "battle_roll"] == [4 + 2 + 6, 4 + 1 + 6, 4 + 1 + 6]
    assert len([e for e in ev if e["event"] == "weapon_thrown"]) == 1
    assert "battle_won" in names(ev)


def test_no_throw_in_a_battle_of_wills():
    """PR-ITEM.6: throwing is for Battles of Strength only."""
    s, (axe,) = _battle("orc_shaman", ["hand_axe"], red=4, blue=4)
    s.apply("choose value=wills")
    assert axe not in s.pending["options"]
    assert not any(str(a).startswith("choose value=throw") for a in s.legal_actions())


def test_damaged_items_cannot_be_declared_or_sold_until_repaired():
    """PR-ITEM.7, PR-SPACE.16, PR-D.22, PR-BOARD.2: a damaged Item is not declarable and not
    for sale; at the Village it is repaired for 1 gold and can then be sold."""
    s2 = new(3, 2)
    clear_board(s2)
    put(s2, P, "cave_bear")
    axe2, = give(s2, 0, "hand_axe")
    s2.damaged.append(axe2)
    stay_here(s2, 0, P)
    assert s2.pending["options"] == []
    s3 = new(3, 3)
    axe3, = give(s3, 0, "hand_axe")
    s3.damaged.append(axe3)
    player(s3, 0, gold=1)
    stay_here(s3, 0, "village")
    assert f"sell item={axe3}" not in legal(s3) and f"repair item={axe3}" in legal(s3)
    ev = s3.apply(f"repair item={axe3}")
    assert "item_repaired" in names(ev) and s3.gold[0] == 0 and axe3 not in s3.damaged
    assert f"sell item={axe3}" in legal(s3)


@pytest.mark.parametrize("space", ["fortress", "thieves_guild", "magic_tower", "forest_camp", "monastery",
                                   "city", "village"])
def test_repair_on_every_civilization_space(space):
    """PR-SPACE.16, PR-BOARD.1, PR-BOARD.2, PR-D.24: repair is offered on each guild, the City and the Village."""
    s = new(3, 4)
    axe, = give(s, 0, "hand_axe")
    s.damaged.append(axe)
    player(s, 0, gold=1)
    stay_here(s, 0, space)
    assert f"repair item={axe}" in legal(s)


def test_no_repair_in_the_wilderness_or_on_terrain():
    """PR-D.24, PR-SPACE.16: the Enchanted Wilderness is not a civilization space; terrain neither."""
    s = new(3, 5)
    axe, = give(s, 0, "hand_axe")
    s.damaged.append(axe)
    player(s, 0, gold=3, blue_lost=1, blue=2)
    stay_here(s, 0, "wilderness")
    assert not any(a.verb == "repair" for a in s.legal_actions())
    s2 = new(3, 5)
    clear_board(s2)
    axe2, = give(s2, 0, "hand_axe")
    s2.damaged.append(axe2)
    ev = stay_here(s2, 0, P)
    mine = ev[:names(ev).index("turn_ended")]
    assert "item_repaired" not in names(mine) and axe2 in s2.damaged and s2.active == 1

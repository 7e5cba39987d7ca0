"""Equipment slots and the inventory (CO-ITEM, CO-D.31).

A player sheet has five slots: head, body, hand, hand/accessory, accessory. A
1-hand item goes in the hand slot or the hand/accessory slot; a 2-hand item fills
both; an accessory goes in the accessory slot or the hand/accessory slot; head and
body items only in their own slot. The inventory holds two unequipped items.
"""

from __future__ import annotations

from typing import Mapping

SHEET_SLOTS = ("head", "body", "hand", "hand_accessory", "accessory")
INVENTORY_SIZE = 2  # CO-ITEM.4


def placements(slot: str, hands: int) -> list[tuple[str, ...]]:
    """The ways an item can sit on a sheet: each a tuple of the sheet slots it fills."""
    if slot == "hand":
        return [("hand", "hand_accessory")] if hands == 2 else [("hand",), ("hand_accessory",)]
    if slot == "accessory":
        return [("accessory",), ("hand_accessory",)]
    return [(slot,)]


def free_placements(slot: str, hands: int, equipped: Mapping[str, str | None]) -> list[tuple[str, ...]]:
    """Placements whose slots are all free now (CO-ITEM.2)."""
    return [p for p in placements(slot, hands) if all(equipped.get(s) is None for s in p)]


def blockers(slot: str, hands: int, equipped: Mapping[str, str | None],
             placement: tuple[str, ...]) -> list[str]:
    """The items that must leave their slots before the item can take `placement`."""
    if placement not in placements(slot, hands):
        raise ValueError(f"a {slot} item cannot go in {placement}")
    found: list[str] = []
    for name in placement:
        item = equipped.get(name)
        if item is not None and item not in found:
            found.append(item)
    return found


def equip(equipped: dict[str, str | None], inventory: list[str], item: str, slot: str, hands: int,
          placement: tuple[str, ...], overflow: list[str] | None = None) -> None:
    """Put `item` in `placement`, moving whatever is there to the inventory.
    When the inventory cannot take them: with no `overflow` list, raise ValueError
    and change nothing (a player's own move); with one, keep the newest two and
    put the oldest extra items in `overflow` to be discarded (CO-MORASS.7)."""
    moving = blockers(slot, hands, equipped, placement)
    room = INVENTORY_SIZE - len([i for i in inventory if i != item])
    if len(moving) > room and overflow is None:
        raise ValueError(f"the inventory cannot hold {len(moving)} more items")
    if item in inventory:
        inventory.remove(item)
    for name, held in list(equipped.items()):
        if held in moving or held == item:
            equipped[name] = None
    inventory.extend(moving)
    for name in placement:
        equipped[name] = item
    while len(inventory) > INVENTORY_SIZE:
        overflow.append(inventory.pop(0))

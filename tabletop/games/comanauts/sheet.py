"""A comanaut's player sheet: its avatars, life force, clarity, stored die, status
cards, suspicious token, equipment and inventory, and what happens to them when an
avatar falls into the Morass. Plain data with small operations; the rules model
owns the sheets and calls these."""

from __future__ import annotations

from typing import Any, Callable

import attrs

from . import equipment
from .cards import Cards

BASE_LIFE = 3  # CO-SETUP.12b, CO-MORASS.6


@attrs.define
class Sheet:
    seat: int
    avatars: list[str]  # the chosen one first, then the face-down ones (CO-AVATAR.2)
    current: int = 0  # index into avatars of the avatar in play
    life: int = 0
    clarity: int = 0
    stored: str | None = None  # a stored die (CO-ACTION.7-10, CO-D.26)
    statuses: list[str] = attrs.field(factory=list)
    default_status: str = ""
    default_up: bool = False  # the default status card is face up (active, CO-STATUS.8-9)
    suspicious: bool = False
    in_morass: bool = False
    equipped: dict[str, str | None] = attrs.field(factory=lambda: {s: None for s in equipment.SHEET_SLOTS})
    inventory: list[str] = attrs.field(factory=list)
    dice: list[str] = attrs.field(factory=list)  # the dice in front of the player this turn
    free_rerolls: int = 0  # re-rolls that cost no clarity this turn (card effects)

    @property
    def avatar(self) -> str:
        return self.avatars[self.current]

    @property
    def avatars_left(self) -> int:
        """Avatars not yet lost, the one in play included."""
        return len(self.avatars) - self.current

    def to_dict(self) -> dict[str, Any]:
        return attrs.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Sheet":
        return cls(**data)


def bring_in(sheet: Sheet, cards: Cards, supply: list[str], comazone: str,
             give_back: Callable[[str], None]) -> list[str]:
    """Put the sheet's current avatar in play: life force 3 plus its bonus, its
    starting items from the supply, equipped where they fit (CO-SETUP.12b-13,
    CO-MORASS.6-7), and the suspicious token set for the current comazone (CO-D.47).
    An item pushed out goes back where its kind goes (`give_back`: a totem to the
    totem deck, any other item to the supply). Returns the items that could not be
    had or kept."""
    avatar = _avatar(cards, sheet.avatar)
    sheet.life = BASE_LIFE + sum(m.amount for m in avatar.mods if m.kind == "life_bonus")
    lost: list[str] = []
    items = {i.id: i for i in cards.items}
    for name in avatar.starting_items:
        if name not in supply:  # CO-D.30: an item not in the supply cannot be had
            lost.append(name)
            continue
        supply.remove(name)
        item = items[name]
        free = equipment.free_placements(item.slot, item.hands, sheet.equipped)
        spot = free[0] if free else equipment.placements(item.slot, item.hands)[0]
        # An item equipped into an occupied slot pushes the old one into the
        # inventory; anything beyond two is discarded (CO-MORASS.7).
        dropped: list[str] = []
        equipment.equip(sheet.equipped, sheet.inventory, name, item.slot, item.hands, spot, overflow=dropped)
        for pushed in dropped:
            give_back(pushed)
        lost.extend(dropped)
    sheet.suspicious = comazone in avatar.suspicious
    return lost


def fall(sheet: Sheet, cards: Cards, supply: list[str], discard_pool: list[str]) -> None:
    """CO-MORASS.3-5, CO-D.45: the avatar leaves play. Its card, every unused die (the
    dice in front of the player and the stored die), its starting items, its status
    cards and its suspicious token go; the default status turns face down; clarity
    and every other item stay. The next avatar, if any, becomes current and waits in
    the Morass (call `bring_in` for its life and items)."""
    avatar = _avatar(cards, sheet.avatar)
    discard_pool.extend(sheet.dice)
    sheet.dice = []
    if sheet.stored is not None:
        discard_pool.append(sheet.stored)
        sheet.stored = None
    for name in avatar.starting_items:
        held = False
        for slot, item in list(sheet.equipped.items()):
            if item == name:  # a 2-hand item fills two slots
                sheet.equipped[slot] = None
                held = True
        if name in sheet.inventory:
            sheet.inventory.remove(name)
            held = True
        if held:
            supply.append(name)  # discarded items go back to the supply (CO-D.30)
    sheet.statuses = []
    sheet.default_up = False
    sheet.suspicious = False
    sheet.life = 0
    sheet.current += 1
    sheet.in_morass = sheet.current < len(sheet.avatars)


def add_status(sheet: Sheet, status: str) -> bool:
    """CO-STATUS.2-4: place the status; an avatar never holds two of the same."""
    if status == sheet.default_status:
        changed = not sheet.default_up
        sheet.default_up = True
        return changed
    if status in sheet.statuses:
        return False
    sheet.statuses.append(status)
    return True


def remove_status(sheet: Sheet, status: str) -> bool:
    """CO-STATUS.5, CO-STATUS.9, CO-STATUS.11: the default status turns face down;
    suspicious tokens are never status cards, so they stay."""
    if status == sheet.default_status:
        changed = sheet.default_up
        sheet.default_up = False
        return changed
    if status in sheet.statuses:
        sheet.statuses.remove(status)
        return True
    return False


def store(sheet: Sheet, die: str, discard_pool: list[str], encouraged: bool = False) -> None:
    """Reserve (CO-ACTION.7, .9) or Encourage option A (CO-ACTION.10): a sheet holds
    one stored die; an encouraging die replaces an old one, which is discarded."""
    if sheet.stored is not None:
        if not encouraged:
            raise ValueError("a sheet can hold only one stored die")
        discard_pool.append(sheet.stored)
    sheet.stored = die


def _avatar(cards: Cards, ident: str):
    return next(a for a in cards.avatars if a.id == ident)

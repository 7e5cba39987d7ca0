"""The options of Comanauts' questions, written and read in one place.

A question's options are strings (`Choose(value)`): they are the words the client
shows and clicks, and a save keeps them in its actions' text, so their form never
changes. Options that carry more than a word ("wear:hand_l+hand_r", "reroll:2") are
built here from a typed value (`str(Wear(...))`) and read back here, once, when the
question is answered (decisions.py): the step that asked gets the typed value and
`match`es it. Plain words ("keep", "stop", an avatar's id) are their own value.
"""

from __future__ import annotations

import attrs


@attrs.frozen
class Point:
    """A standee point of a space: where an avatar comes back from the Morass
    (CO-MORASS.9-10) or moves for free."""

    space: str
    point: int

    def __str__(self) -> str:
        return f"{self.space}:{self.point}"


@attrs.frozen
class Reroll:
    """Re-roll the die at `index` of the roll (CO-CLARITY.4-5)."""

    index: int

    def __str__(self) -> str:
        return f"reroll:{self.index}"


@attrs.frozen
class Wear:
    """Equip an item in these slots (CO-ACTION.28, CO-D.29)."""

    slots: tuple[str, ...]

    def __str__(self) -> str:
        return f"wear:{'+'.join(self.slots)}"


@attrs.frozen
class GiveTo:
    """Give an item to the comanaut of this sheet, in your space (CO-ITEM.3)."""

    sheet: int

    def __str__(self) -> str:
        return f"give:{self.sheet}"


@attrs.frozen
class TakeFrom:
    """Take an item from the comanaut of this sheet, in your space (CO-ACTION.12)."""

    sheet: int

    def __str__(self) -> str:
        return f"take:{self.sheet}"


@attrs.frozen
class Handling:
    """One move of Equip/Trade (CO-ACTION.12-13): what happens to `item`, one of
    Wear, GiveTo, TakeFrom or the words "stow" and "drop"."""

    item: str
    how: Wear | GiveTo | TakeFrom | str

    def __str__(self) -> str:  # the item's id goes after the verb: "give:crowbar:1"
        verb, _, rest = str(self.how).partition(":")
        return f"{verb}:{self.item}:{rest}" if rest else f"{verb}:{self.item}"


@attrs.frozen
class PushTo:
    """Push an enemy to a space (a card's push effect)."""

    enemy: str
    space: str

    def __str__(self) -> str:
        return f"{self.enemy}:{self.space}"


@attrs.frozen
class StopAt:
    """Where a moving enemy stops, when the bookkeeper breaks the tie (CO-D.1)."""

    space: str

    def __str__(self) -> str:
        return f"stop:{self.space}"


# -- reading an answer: one reader per family of options -------------------------------


def point(value: str) -> Point | str:
    """"<space>:<point>", or the word "stop"."""
    match value.split(":"):
        case [space, index]:
            return Point(space, int(index))
    return value


def reroll(value: str) -> Reroll | str:
    """"reroll:<index>", or the words "keep" and "ability"."""
    match value.split(":"):
        case ["reroll", index]:
            return Reroll(int(index))
    return value


def placing(value: str) -> Wear | GiveTo | str:
    """Where a gained item goes: "wear:<slots>", "give:<sheet>", or the words
    "inventory" and "discard"."""
    match value.split(":"):
        case ["wear", slots]:
            return Wear(tuple(slots.split("+")))
        case ["give", sheet]:
            return GiveTo(int(sheet))
    return value


def handling(value: str) -> Handling | str:
    """An Equip/Trade move: "wear:<item>:<slots>", "give:<item>:<sheet>",
    "take:<item>:<sheet>", "stow:<item>", "drop:<item>", or the word "done"."""
    match value.split(":"):
        case ["wear", item, slots]:
            return Handling(item, Wear(tuple(slots.split("+"))))
        case ["give", item, sheet]:
            return Handling(item, GiveTo(int(sheet)))
        case ["take", item, sheet]:
            return Handling(item, TakeFrom(int(sheet)))
        case [verb, item]:
            return Handling(item, verb)
    return value


def push(value: str) -> PushTo | str:
    """"<enemy>:<space>", or the word "none"."""
    match value.split(":"):
        case [enemy, space]:
            return PushTo(enemy, space)
    return value


def stop(value: str) -> StopAt:
    """"stop:<space>"."""
    return StopAt(value.split(":")[1])

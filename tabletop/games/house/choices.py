"""The house's compound answers, read in one place, for both Betrayals.

A question's options are words (`Choose(value)`, a monster's `Order(value)`): the
client shows and clicks them, and a save keeps them in its actions' text, so their
form never changes. The words that carry more than a word ("card:<id>",
"<room>:<side>", "move:<monster>:<room>") are read here, once, when the question is
answered (decisions.py): the step that asked gets the typed value and `match`es it,
and the client and the bots read the words with the same readers. Plain words
("done", "stay", "auto") are their own value. Each value's `str` is its word.
"""

from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen(slots=True)
class ItemCard:
    """An item card to drop or pick up, in the rest of the turn's one drop or
    pick-up (BH-ITEM.4-5)."""

    card: str

    def __str__(self) -> str:
        return f"card:{self.card}"


@attrs.frozen(slots=True)
class HauntToken:
    """A haunt's item token to drop or pick up (BH-ITEM.4-5 for haunt items)."""

    token: str

    def __str__(self) -> str:
        return f"token:{self.token}"


@attrs.frozen(slots=True)
class Doorway:
    """A room's open door on `side`: a forced discovery goes through it (BL-D.32), the
    Mystic Elevator stops beyond it (BH-D.20)."""

    room: str
    side: str

    def __str__(self) -> str:
        return f"{self.room}:{self.side}"


@attrs.frozen(slots=True)
class EndText:
    """An end-of-turn text: a room's (`kind` "room") or a kept card's ("card"), BL-TIME.4."""

    kind: str
    ident: str

    def __str__(self) -> str:
        return f"{self.kind}:{self.ident}"


# -- a monster's orders (BH-D.44): each names its verb, then the monster's index ---------------


@attrs.frozen(slots=True)
class AutoOne:
    """Monster `monster` acts by itself."""

    verb: ClassVar[str] = "auto"
    monster: int

    def __str__(self) -> str:
        return f"auto:{self.monster}"


@attrs.frozen(slots=True)
class MonsterMove:
    """Monster `monster` moves one space, into `room`."""

    verb: ClassVar[str] = "move"
    monster: int
    room: str

    def __str__(self) -> str:
        return f"move:{self.monster}:{self.room}"


@attrs.frozen(slots=True)
class MonsterAttack:
    """Monster `monster` attacks the explorer of `seat`."""

    verb: ClassVar[str] = "attack"
    monster: int
    seat: int

    def __str__(self) -> str:
        return f"attack:{self.monster}:{self.seat}"


@attrs.frozen(slots=True)
class MonsterLift:
    """Monster `monster` rides the Mystic Elevator to `to` (BH-D.20)."""

    verb: ClassVar[str] = "lift"
    monster: int
    to: Doorway

    def __str__(self) -> str:
        return f"lift:{self.monster}:{self.to}"


@attrs.frozen(slots=True)
class MonsterDrop:
    """Monster `monster` drops through the Collapsed Room (BH-D.22)."""

    verb: ClassVar[str] = "drop"
    monster: int

    def __str__(self) -> str:
        return f"drop:{self.monster}"


@attrs.frozen(slots=True)
class MonsterJump:
    """Monster `monster` takes its room's jump, such as the Gallery's (BH-MONSTER.11)."""

    verb: ClassVar[str] = "jump"
    monster: int

    def __str__(self) -> str:
        return f"jump:{self.monster}"


#: a monster's order, typed (places.MonsterOrder is the order's button)
MonsterCommand = AutoOne | MonsterMove | MonsterAttack | MonsterLift | MonsterDrop | MonsterJump


# -- reading an answer: one reader per family of options -------------------------------------


def carried(value: str) -> ItemCard | HauntToken | str:
    """A drop's or a pick-up's answer: "card:<id>", "token:<kind>", or the word "done"."""
    match value.split(":"):
        case ["card", card]:
            return ItemCard(card)
        case ["token", token]:
            return HauntToken(token)
    return value


def doorway(value: str) -> Doorway | str:
    """A doorway's or the elevator's answer: "<room>:<side>", or the word "stay"."""
    match value.split(":"):
        case [room, side]:
            return Doorway(room, side)
    return value


def end_text(value: str) -> EndText:
    """The end-of-turn text to resolve first: "room:<id>" or "card:<id>"."""
    kind, _, ident = value.partition(":")
    return EndText(kind, ident)


def order(value: str) -> MonsterCommand | str:
    """A monster's order: "auto:<k>", "move:<k>:<room>", "attack:<k>:<seat>",
    "lift:<k>:<room>:<side>", "drop:<k>", "jump:<k>", or the words "auto" and "done"."""
    match value.split(":"):
        case ["auto", k]:
            return AutoOne(int(k))
        case ["move", k, room]:
            return MonsterMove(int(k), room)
        case ["attack", k, seat]:
            return MonsterAttack(int(k), int(seat))
        case ["lift", k, room, side]:
            return MonsterLift(int(k), Doorway(room, side))
        case ["drop", k]:
            return MonsterDrop(int(k))
        case ["jump", k]:
            return MonsterJump(int(k))
    return value

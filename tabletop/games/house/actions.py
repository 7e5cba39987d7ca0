"""The house's actions, for both Betrayals. Rooms and cards are named by their content ids.

Gestures (places.py): the standee is dragged to a room or through an open door, or
onto an opponent to attack it; a monster to a room by the traitor's orders; a card of
the hand onto the standee to use it, onto another explorer to give it, onto the
room to drop it (a carried haunt token alike); a card of the Item Pile or a haunt token
lying in the room into the hand to pick it up; a room's action and End turn are buttons; every question
(a tile's turn, a damage split, a card's choice) is a pick of one of its options."""

from __future__ import annotations

from typing import ClassVar

import attrs

from tabletop.engine.actions import Action, Choose, within
from tabletop.engine.places import END_TURN, at

from .choices import MonsterAttack, MonsterMove, order
from .places import (FRONT_DOOR, HAND, PILE, STANDEE, Attempt, Barrier, Card, Door, Explorer, Fall,
                     HauntAction, Monster, MonsterOrder, Opponent, OrdersMode, PileCard, Room, TakeToken, Token)


@attrs.frozen(slots=True)
class MoveTo(Action):
    """Move one space, into an adjacent room (BH-MOVE.1, BH-D.13)."""

    verb: ClassVar[str] = "move"
    room: str

    source = at(STANDEE)
    target = at(Room, "room")


@attrs.frozen(slots=True)
class Explore(Action):
    """Go through an open door: the room beyond is discovered (BH-ROOM.1-4)."""

    verb: ClassVar[str] = "explore"
    side: str

    source = at(STANDEE)
    target = at(Door, "side")


@attrs.frozen(slots=True)
class Use(Action):
    """Use an item or an item omen, once this turn (BH-ITEM.1, BH-D.26)."""

    verb: ClassVar[str] = "use"
    card: str

    source = at(Card, "card")
    target = at(STANDEE)


@attrs.frozen(slots=True)
class RoomAction(Action):
    """Attempt the roll a room offers, once this turn (BH-D.19)."""

    verb: ClassVar[str] = "attempt"
    room: str

    target = at(Attempt, "room")


@attrs.frozen(slots=True)
class Cross(Action):
    """Attempt the barrier's roll to cross it, once this turn (BH-SPECIAL.15-19)."""

    verb: ClassVar[str] = "cross"
    room: str

    target = at(Barrier, "room")


@attrs.frozen(slots=True)
class DropDown(Action):
    """Drop through the Collapsed Room on purpose (BH-SPECIAL.10)."""

    verb: ClassVar[str] = "drop"
    room: str

    target = at(Fall, "room")


@attrs.frozen(slots=True)
class EndTurn(Action):
    verb: ClassVar[str] = "end"

    target = at(END_TURN)


@attrs.frozen(slots=True)
class Attack(Action):
    """Attack an opponent (a seat's explorer or a monster) once this turn (BH-ATTACK.1)."""

    verb: ClassVar[str] = "attack"
    kind: str  # seat or monster
    who: int = within(0)  # the seat, or the monster's number
    trait: str = "might"  # a haunt may allow Sanity or Knowledge (BH-ATTACK.9)

    #: the explorer attacks (a card dragged onto the opponent means the same: the best
    #: weapon is the rules' choice, BH-D.34); the trait is part of the target, so that
    #: one gesture never means two attacks
    source = at(STANDEE)
    target = at(Opponent, "kind", "who", "trait")


@attrs.frozen(slots=True)
class HauntAct(Action):
    """One of the haunt's actions for the actor's side."""

    verb: ClassVar[str] = "act"
    action: str

    target = at(HauntAction, "action")


@attrs.frozen(slots=True)
class Orders(Action):
    """The traitor's player chooses how the monsters move from now on: by themselves
    (`mode=auto`) or one order at a time (`mode=hand`) (BH-D.44)."""

    verb: ClassVar[str] = "orders"
    mode: str

    target = at(OrdersMode, "mode")


@attrs.frozen(slots=True)
class Order(Action):
    """One order to a monster on a monster turn given by hand (BH-D.44): `auto`,
    `done`, or `<verb>:<monster>[:...]` as the rules model lists them. A move is the
    monster dragged to a room, an attack the monster dragged onto the explorer."""

    verb: ClassVar[str] = "order"
    value: str

    @property
    def source(self) -> Monster | None:
        match order(self.value):
            case MonsterMove(monster=k) | MonsterAttack(monster=k):
                return Monster(k)
        return None

    @property
    def target(self) -> Room | Explorer | MonsterOrder:
        """A move's room or an attack's explorer (what the monster is dragged to), or the
        order's button."""
        match order(self.value):
            case MonsterMove(room=room):
                return Room(room)
            case MonsterAttack(seat=seat):
                return Explorer(seat)
        return MonsterOrder(self.value)


@attrs.frozen(slots=True)
class Take(Action):
    """Pick up a haunt token lying in the room (BH-ITEM.5 for haunt items)."""

    verb: ClassVar[str] = "take"
    token: str

    source = at(TakeToken, "token")
    target = at(HAND)


@attrs.frozen(slots=True)
class Drop(Action):
    """Put a carried haunt token down in the room (BH-ITEM.4 for haunt items)."""

    verb: ClassVar[str] = "put"
    token: str

    source = at(Token, "token")
    target = at(PILE)


@attrs.frozen(slots=True)
class Leave(Action):
    """Leave the house by the front door, when the haunt opens it (BH-D.25)."""

    verb: ClassVar[str] = "leave"

    target = at(FRONT_DOOR)


@attrs.frozen(slots=True)
class Give(Action):
    """Give an item to an explorer in the same room, once this turn (BH-ITEM.3)."""

    verb: ClassVar[str] = "give"
    card: str
    to: int = within(0)

    source = at(Card, "card")
    target = at(Explorer, "to")


@attrs.frozen(slots=True)
class GiveToken(Action):
    """Give a haunt's item token to an explorer in the same room: the turn's one gift (BH-ITEM.3)."""

    verb: ClassVar[str] = "hand"
    token: str
    to: int = within(0)

    source = at(Token, "token")
    target = at(Explorer, "to")


@attrs.frozen(slots=True)
class DropItem(Action):
    """Drop an item in the room, on its Item Pile (BH-ITEM.4)."""

    verb: ClassVar[str] = "discard"
    card: str

    source = at(Card, "card")
    target = at(PILE)


@attrs.frozen(slots=True)
class PickItem(Action):
    """Pick an item up from the room's Item Pile (BH-ITEM.5)."""

    verb: ClassVar[str] = "pick"
    card: str

    source = at(PileCard, "card")
    target = at(HAND)

KINDS = {cls.verb: cls for cls in (MoveTo, Explore, Use, RoomAction, Cross, DropDown, Choose, EndTurn, Attack, HauntAct,
                                   Order, Orders, Take, Drop, Leave, Give, GiveToken, DropItem, PickItem)}

#: the events that show what chance decided (dice, a tile or card drawn, a room picked
#: at random, the haunt): the same for both Betrayals (engine Game.reveals). Undo stops
#: at each (issue 21 §4): a tile turned up, then taken back, must not come out again
#: at another door
REVEALS = frozenset({"dice_rolled", "room_discovered", "card_drawn", "haunt_roll", "haunt_revealed", "monster_speed",
                     "tile_drawn", "elevator_roll", "barrier_roll", "collapse_roll", "monster_rolled",
                     "monster_attack", "room_drawn"})

#: the turn's actions by the kind of option the rules model lists (explore.py's
#: explore_actions and haunt_play.py's haunt_actions): ["move", room] is MoveTo(room)
TURN = {"move": MoveTo, "explore": Explore, "use": Use, "action": RoomAction, "cross": Cross, "drop_down": DropDown,
        "end": EndTurn, "attack": Attack, "haunt_action": HauntAct, "orders": Orders, "take": Take, "drop": Drop,
        "exit": Leave, "give": Give, "give_token": GiveToken, "drop_item": DropItem, "pick_item": PickItem}
#: each turn action's fields, read once: (name, whether it is a whole number)
_FIELDS = {cls: tuple((f.name, f.type in (int, "int")) for f in attrs.fields(cls)) for cls in TURN.values()}


def turn_action(option: list) -> Action:
    """The action for one of the turn's options: its fields in the option's order.
    Actions are values, so one made before for the same option is given again: a
    turn's options are listed anew after every step of it, mostly the same ones."""
    key = tuple(option)
    action = _MADE.get(key)
    if action is None:
        cls = TURN[option[0]]
        action = cls(*(int(v) if whole else v for (_name, whole), v in zip(_FIELDS[cls], option[1:])))
        if len(_MADE) < 20_000:  # a bound: the rooms, cards and seats of a game make far fewer
            _MADE[key] = action
    return action


_MADE: dict[tuple, Action] = {}


def order_action(option: str) -> Order:
    """The Order for one of the monsters' orders, given again once made, as
    `turn_action` gives the turn's: the orders are listed anew after each one, mostly
    the same ones."""
    action = _ORDERS.get(option)
    if action is None:
        action = Order(option)
        if len(_ORDERS) < 20_000:  # a bound: a house's monsters, rooms and seats make far fewer
            _ORDERS[option] = action
    return action


_ORDERS: dict[str, Order] = {}

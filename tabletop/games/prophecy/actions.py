"""Prophecy's actions. Cards are named by their uid in the game (the index in the
expanded deck: content.py); spaces by their index on the ring, from 0.

Gestures (`source` where a drag starts, `target` where it ends or what is clicked):
the standee is dragged to a space; an Item is dragged onto the battle to declare it
and back onto the character card to withdraw it, from a town onto the card to buy
it and onto the bank to sell it; everything else is a click.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from tabletop.engine.actions import Action, Choose, within
from tabletop.engine.places import END_TURN, at

from .places import BANK, BATTLE, CARD, CERTIFICATE, STANDEE, STAY, Declared, ForSale, Item, RepairButton, \
    ServiceButton, Space

HOWS = ("foot", "horse", "boat", "portal")  # PR-MOVE.1-4


@attrs.frozen(slots=True)
class Move(Action):
    """Move on foot, by horse, by boat or through a Magic Portal (PR-MOVE)."""

    verb: ClassVar[str] = "move"
    space: int = within(0)
    how: str = "foot"

    source = at(STANDEE)
    target = at(Space, "space", "how")


@attrs.frozen(slots=True)
class Stay(Action):
    """Do not move (PR-MOVE.6): the space you are on is where your movement ends."""

    verb: ClassVar[str] = "stay"

    target = at(STAY)


@attrs.frozen(slots=True)
class Declare(Action):
    """Use an Item in the battle (PR-ITEM.1)."""

    verb: ClassVar[str] = "declare"
    item: int = within(0)

    source = at(Item, "item")
    target = at(BATTLE)


@attrs.frozen(slots=True)
class Withdraw(Action):
    """Take back an Item declared for the battle, before the first roll."""

    verb: ClassVar[str] = "withdraw"
    item: int = within(0)

    source = at(Declared, "item")
    target = at(CARD)


@attrs.frozen(slots=True)
class Buy(Action):
    """Buy an Item lying on the City or the Village (PR-SPACE.4)."""

    verb: ClassVar[str] = "buy"
    item: int = within(0)

    source = at(ForSale, "item")
    target = at(CARD)


@attrs.frozen(slots=True)
class Sell(Action):
    """Sell an Item for half its cost, rounded down (PR-SPACE.5, PR-D.23)."""

    verb: ClassVar[str] = "sell"
    item: int = within(0)

    source = at(Item, "item")
    target = at(BANK)


@attrs.frozen(slots=True)
class Repair(Action):
    """Repair a damaged Item for 1 gold (PR-SPACE.16)."""

    verb: ClassVar[str] = "repair"
    item: int = within(0)

    target = at(RepairButton, "item")


@attrs.frozen(slots=True)
class Certificate(Action):
    """Obtain the Certificate of the guild you stand on (PR-CERT)."""

    verb: ClassVar[str] = "certificate"

    target = at(CERTIFICATE)


@attrs.frozen(slots=True)
class Service(Action):
    """A Possibility of the space with an amount: heal at the Forest Camp, recharge
    at the Magic Tower, the Monastery, the Wilderness, the tavern, and the trades
    of the City, the Thieves' Guild and the Fortress (PR-SPACE.6-15)."""

    verb: ClassVar[str] = "service"
    name: str
    amount: int = within(1, 99)

    target = at(ServiceButton, "name", "amount")


@attrs.frozen(slots=True)
class EndTurn(Action):
    """Done with the space's Possibilities: the turn passes (PR-TURN.4)."""

    verb: ClassVar[str] = "end"

    target = at(END_TURN)


KINDS = {cls.verb: cls for cls in (Move, Stay, Choose, Declare, Withdraw, Buy, Sell, Repair, Certificate, Service,
                                   EndTurn)}

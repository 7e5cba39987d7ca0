"""Comanauts' actions.

Dice are named by what spends them, not by their number: `use` is a colour
("red"), the sheet's stored die ("stored"), or for a roll of several dice a
"+"-joined list ("red+red+purple"). Dice of one colour are alike, so naming a
colour is enough, and it keeps the list of legal actions short.

Every decision that is a pick from a list (a starting avatar, a re-roll, whether
to defend, a tie the bookkeeper breaks, an entry's choice, where an item goes...)
is one `Choose(value)`: the pending decision says what the values mean.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

from tabletop.engine.actions import Action, Choose, within
from tabletop.engine.places import END_TURN, Place, at

from .places import ABILITY, EQUIP, SEARCH, TASK, ClarityPile, ClarityRoll, Dice, Discard, Item, MeleeOn, Point, \
    RangedOn, Stored, SkillTest, Totem


@attrs.frozen(slots=True)
class Clarity(Action):
    """Gain clarity: roll `count` of your white dice together (CO-TURN.4-6)."""

    verb: ClassVar[str] = "clarity"
    count: int = within(1)

    target = at(ClarityRoll, "count")


class _Spend(Action):
    source = at(Dice, "use")


@attrs.frozen(slots=True)
class Move(_Spend):
    """Spend a die to move across a line, or within your space (CO-ACTION.2-6)."""

    verb: ClassVar[str] = "move"
    use: str
    space: str
    point: int = within(0)

    target = at(Point, "space", "point")


@attrs.frozen(slots=True)
class Focus(_Spend):
    """Spend two dice to take an attribute die from the discard pool (CO-ACTION.1)."""

    verb: ClassVar[str] = "focus"
    use: str
    take: str

    target = at(Discard, "take")


@attrs.frozen(slots=True)
class Reserve(_Spend):
    """Store a die on your own sheet (CO-ACTION.7-9)."""

    verb: ClassVar[str] = "reserve"
    use: str
    sheet: int = within(0)

    target = at(Stored, "sheet")


@attrs.frozen(slots=True)
class Encourage(_Spend):
    """Store a die on another sheet (mode "die"), or discard a die and give that
    comanaut one of your clarity tokens (mode "clarity") (CO-ACTION.10-11)."""

    verb: ClassVar[str] = "encourage"
    use: str
    sheet: int = within(0)
    mode: str

    @property
    def target(self) -> Place:  # the one target that depends on a field: the mode says which slot
        return (Stored if self.mode == "die" else ClarityPile)(self.sheet)


@attrs.frozen(slots=True)
class Equip(_Spend):
    """Spend a die to move items between slots, inventory and comanauts in your
    space as often as you like (CO-ACTION.12-13, CO-D.29)."""

    verb: ClassVar[str] = "equip"
    use: str

    target = at(EQUIP)


@attrs.frozen(slots=True)
class Test(_Spend):
    """Roll dice for a skill test: "entry" (the one the book asks for now), "env"
    (the environment card) or "status:<sheet>:<status>" (a removal test)."""

    verb: ClassVar[str] = "test"
    use: str
    key: str

    target = at(SkillTest, "key")


@attrs.frozen(slots=True)
class Task(_Spend):
    """Roll dice onto the group task track (CO-ACTION.20-24)."""

    verb: ClassVar[str] = "task"
    use: str

    target = at(TASK)


@attrs.frozen(slots=True)
class Melee(_Spend):
    verb: ClassVar[str] = "melee"
    use: str
    enemy: str

    target = at(MeleeOn, "enemy")


@attrs.frozen(slots=True)
class Ranged(_Spend):
    verb: ClassVar[str] = "ranged"
    use: str
    enemy: str

    target = at(RangedOn, "enemy")


@attrs.frozen(slots=True)
class Search(_Spend):
    verb: ClassVar[str] = "search"
    use: str

    target = at(SEARCH)


@attrs.frozen(slots=True)
class UseItem(_Spend):
    """Spend a die for an equipped item's use, once per turn per item."""

    verb: ClassVar[str] = "use"
    use: str
    item: str

    target = at(Item, "item")


@attrs.frozen(slots=True)
class Travel(_Spend):
    """Spend a die with a totem equipped to take the team to its comazone (CO-D.53)."""

    verb: ClassVar[str] = "travel"
    use: str
    totem: str

    target = at(Totem, "totem")


@attrs.frozen(slots=True)
class Ability(Action):
    """Pay clarity for your avatar's ability (CO-CLARITY.1-3)."""

    verb: ClassVar[str] = "ability"

    target = at(ABILITY)


@attrs.frozen(slots=True)
class EndActions(Action):
    """End Perform actions; your remaining dice are discarded (CO-DISCARD.1)."""

    verb: ClassVar[str] = "end"

    target = at(END_TURN)


KINDS = {cls.verb: cls for cls in (Choose, Clarity, Move, Focus, Reserve, Encourage, Equip, Test, Task,
                                   Melee, Ranged, Search, UseItem, Travel, Ability, EndActions)}
ROLLS = (Test, Task, Melee, Ranged, Search)  # actions whose dice are rolled (and may be re-rolled)

"""The places of Retreat to Darkmoor's table that a gesture starts from or ends on,
used alike by the actions (their source and target) and the table (what lies under
the pointer). Cards are named by their uid; locations and slots count from 0."""

from __future__ import annotations

from typing import ClassVar

import attrs

from tabletop.engine.places import Place


@attrs.frozen(slots=True)
class Hand(Place):
    """A minion card in the hand of the seat deciding."""

    kind: ClassVar[str] = "hand"
    card: int


@attrs.frozen(slots=True)
class Location(Place):
    """A location of the table, with the horde gathered at it."""

    kind: ClassVar[str] = "loc"
    loc: int


@attrs.frozen(slots=True)
class Minion(Place):
    """A minion in a horde."""

    kind: ClassVar[str] = "minion"
    card: int


@attrs.frozen(slots=True)
class Slot(Place):
    """A position in a horde (0 is the front), offered as a row of buttons."""

    kind: ClassVar[str] = "slot"
    slot: int

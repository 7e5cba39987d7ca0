"""Retreat to Darkmoor's actions. Cards are named by their id in the game (uid);
cards, locations and slots are counted from 0."""

from __future__ import annotations

from typing import ClassVar

import attrs

from tabletop.engine.actions import Action, within
from tabletop.engine.places import END_TURN, at

from .places import Hand, Location, Minion, Slot


@attrs.frozen(slots=True)
class Play(Action):
    """Play a minion from hand at a location (DM-PLAY.1), also for extra plays."""

    verb: ClassVar[str] = "play"
    card: int = within(0)
    loc: int = within(0)

    source = at(Hand, "card")
    target = at(Location, "loc")


@attrs.frozen(slots=True)
class ChooseHorde(Action):
    """Choose the horde the hero attacks when several qualify (DM-PERIL.5)."""

    verb: ClassVar[str] = "attack"
    loc: int = within(0)

    target = at(Location, "loc")  # a click on the horde's location


@attrs.frozen(slots=True)
class ChooseMinion(Action):
    """Choose the minion an ability acts on (DM-D.10, DM-D.11)."""

    verb: ClassVar[str] = "pick"
    card: int = within(0)

    target = at(Minion, "card")


@attrs.frozen(slots=True)
class ChooseSlot(Action):
    """Choose where in its horde a minion places itself (DM-D.14); 0 is the front."""

    verb: ClassVar[str] = "slot"
    slot: int = within(0)

    target = at(Slot, "slot")


@attrs.frozen(slots=True)
class EndTurn(Action):
    """End the turn once the play is made and its abilities resolved, so the peril
    check and the draw happen (the `confirm` option): until then the play
    can be taken back."""

    verb: ClassVar[str] = "end"

    target = at(END_TURN)


KINDS = {cls.verb: cls for cls in (Play, ChooseHorde, ChooseMinion, ChooseSlot, EndTurn)}

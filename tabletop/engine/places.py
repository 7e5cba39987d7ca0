"""Places: where a gesture starts or ends, as typed values.

A place is a thing on the table a player can point at: a card in a hand, a location,
a room, a die, an option of a question, a button. Each game declares its kinds of
place once, in its rules package (`games/<game>/places.py`), as small frozen
subclasses of `Place`; its actions say which place a gesture starts from (`source`)
and ends on (`target`), and its table makes the same values from what lies under the
pointer. Nothing is spelt twice as a string.

`Gestures` indexes the legal actions by (source, target), so that a drop or a click
finds its action with one lookup, and a drag lights its targets without comparing
every legal action.
"""

from __future__ import annotations

from typing import Any, ClassVar, Iterable

import attrs

from .errors import AmbiguousAction, IllegalAction


@attrs.frozen(slots=True)
class Place:
    """One kind of place; subclasses add the fields that tell two such places apart."""

    kind: ClassVar[str] = ""

    def __str__(self) -> str:
        """A readable form for logs and bug reports: ``hand:17``, ``room:vault``."""
        values = (str(getattr(self, f.name)) for f in attrs.fields(type(self)))
        return ":".join((self.kind, *values))


def place(kind: str, *fields: str, doc: str) -> type[Place]:
    """Declare a kind of place: ``Hand = place("hand", "card", doc="...")`` makes
    the frozen class whose values are ``Hand(card=17)``."""
    cls = attrs.make_class(kind.title().replace("_", ""), {f: attrs.field() for f in fields},
                           bases=(Place,), frozen=True, slots=True)
    cls.kind, cls.__doc__ = kind, doc
    return cls


def at(where: Place | type[Place], *fields: str) -> Any:
    """An action's `source` or `target`, made from its fields:
    ``target = at(Location, "loc")``, or a fixed place: ``target = at(END_TURN)``."""
    if isinstance(where, Place):
        return property(lambda action: where)
    return property(lambda action: where(*(getattr(action, f) for f in fields)))


Option = place("option", "value", doc="One option of the question asked now (what a `Choose` answers).")
Button = place("button", "name", doc="A button of the table that has no object to point at (End turn).")

END_TURN = Button("end_turn")


class Gestures:
    """The legal actions of one position, indexed by the gesture that makes each."""

    __slots__ = ("_by_pair", "_by_source")

    def __init__(self, legal: Iterable) -> None:
        self._by_pair: dict[tuple[Place | None, Place], list] = {}
        self._by_source: dict[Place | None, list[Place]] = {}
        for action in legal:
            source, target = action.source, action.target
            matches = self._by_pair.get((source, target))
            if matches is None:
                self._by_pair[(source, target)] = [action]
                self._by_source.setdefault(source, []).append(target)
            else:
                matches.append(action)

    def action(self, source: Place | None, target: Place):
        """The one legal action that a drag from `source` to `target` (or a click on
        `target` when source is None) performs. Raises IllegalAction when nothing
        matches and AmbiguousAction when several do."""
        matches = self._by_pair.get((source, target))
        if not matches:
            raise IllegalAction("That move is not allowed here.", "error.not_allowed_here")
        if len(matches) > 1:
            raise AmbiguousAction(
                "That gesture could mean several moves: " + "; ".join(str(m) for m in matches))
        return matches[0]

    def targets(self, source: Place | None) -> set[Place]:
        """Every place a drag from `source` may be dropped on (what a table lights up);
        with None, every place a click answers."""
        return set(self._by_source.get(source, ()))

    def sources(self) -> set[Place]:
        """Every place a drag may start from now."""
        return {s for s in self._by_source if s is not None}

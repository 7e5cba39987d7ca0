"""A game's options, declared once: one attrs class per game, one field per option.

Each field says, in its metadata, the values the option takes (a kind below), its
default (a value, or a function of the number of seats), whether it is kept in the
saved dict at its default, and the catalogue keys the New game form labels it with
(an option without a `label` is not asked there: a campaign, a save or the command
line gives it). The class checks what it is given and turns back into the plain dict
a game starts from and a save keeps:

    @attrs.frozen
    class DarkmoorOptions(GameOptions):
        TITLE = "Retreat to Darkmoor"
        first: Any = option(Seat(also=("random",)), "random", always=True, label="darkmoor.options.first",
                            labels={"random": "darkmoor.options.random"})
        names: Any = option(Names())

    DarkmoorOptions.read(seats, given).to_dict()

A refusal is a ValueError that names the option and says why; an option given as
None takes its default. Checks between options (a chapter and its haunt) go in the
class's `check`.
"""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Mapping, Sequence

import attrs

from .fields import plain
from .names import SEAT_NAME_LIMIT, clean_text
from .text import clip_repr

#: a value that may depend on the number of seats: the value, or seats -> the value
BySeats = Any

_OPTION = "tabletop.option"


def _at(value: BySeats, seats: int) -> Any:
    return value(seats) if callable(value) else value


def _among(value: Any, values: Sequence[Any]) -> bool:
    """`value` is one of `values`, of the same type too (True is not 1, 2.0 is not 2)."""
    return any(type(v) is type(value) and v == value for v in values)


def _words(values: Sequence[Any]) -> str:
    shown = [repr(v) if isinstance(v, str) else str(v) for v in values]
    return shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} or {shown[-1]}"


# -- kinds: the values an option takes ------------------------------------------------------


@attrs.frozen
class Switch:
    """True or false."""

    def check(self, key: str, value: Any, seats: int) -> bool:
        if type(value) is not bool:
            raise ValueError(f"'{key}' must be true or false, not {clip_repr(value)}.")
        return value

    def choices(self, seats: int) -> tuple[Any, ...]:
        return (False, True)


@attrs.frozen
class OneOf:
    """One of `values`; `says` (or seats -> it) words them for a refusal."""

    values: BySeats
    says: BySeats = None

    def check(self, key: str, value: Any, seats: int) -> Any:
        values = self.choices(seats)
        if not _among(value, values):
            raise ValueError(f"'{key}' must be {_at(self.says, seats) or _words(values)}, not {clip_repr(value)}.")
        return value

    def choices(self, seats: int) -> tuple[Any, ...]:
        return tuple(_at(self.values, seats))


@attrs.frozen
class Whole:
    """A whole number from `low` to `high` (each may depend on the seats)."""

    low: BySeats
    high: BySeats

    def check(self, key: str, value: Any, seats: int) -> int:
        low, high = _at(self.low, seats), _at(self.high, seats)
        if type(value) is not int or not low <= value <= high:
            raise ValueError(f"'{key}' must be a whole number from {low} to {high}, not {clip_repr(value)}.")
        return value

    def choices(self, seats: int) -> tuple[int, ...]:
        return tuple(range(_at(self.low, seats), _at(self.high, seats) + 1))


@attrs.frozen
class Seat:
    """A seat's number, or one of `also` (a seat chosen at random...). The New game form
    shows a seat by its player's name."""

    also: tuple[Any, ...] = ()

    def check(self, key: str, value: Any, seats: int) -> Any:
        if not _among(value, self.choices(seats)):
            either = f"{_words(self.also)} or " if self.also else ""
            raise ValueError(f"'{key}' must be {either}a seat from 0 to {seats - 1}, not {clip_repr(value)}.")
        return value

    def choices(self, seats: int) -> tuple[Any, ...]:
        return (*self.also, *range(seats))


@attrs.frozen
class EachSeat:
    """One value of `each` for every seat (or `count` of them), kept as a list; `distinct`:
    no two the same; `together`: a single value that stands for that value at every
    seat (the form gives it when every row says so). `says` words the whole."""

    each: Any
    count: Callable[[int], int] = lambda seats: seats
    distinct: bool = False
    together: Any = None
    says: BySeats = None

    def check(self, key: str, value: Any, seats: int) -> Any:
        if self.together is not None and _among(value, (self.together,)):
            return value
        count = self.count(seats)
        try:
            if not isinstance(value, (list, tuple)) or len(value) != count:
                raise ValueError
            kept = tuple(self.each.check(key, v, seats) for v in value)
        except ValueError:
            kept = ()
        if len(kept) != count or (self.distinct and len(set(kept)) != count):
            words = _at(self.says, seats) or f"{count} {'different ' if self.distinct else ''}values of " \
                f"{_words(self.each.choices(seats))}"
            raise ValueError(f"'{key}' must be {words}, not {clip_repr(value)}.")
        return kept

    def choices(self, seats: int) -> tuple[Any, ...]:
        return self.each.choices(seats)


@attrs.frozen
class SomeOf:
    """Some of `values` (or seats -> them), each once: `order` "sorted" sorts them,
    "given" keeps them as given, "listed" wants them in the order of `values`. `one`
    words a single value for a refusal."""

    values: BySeats
    one: str
    order: str = "sorted"

    def check(self, key: str, value: Any, seats: int) -> tuple[Any, ...]:
        values = tuple(_at(self.values, seats))
        if not isinstance(value, (list, tuple)):
            raise ValueError(f"'{key}' must be a list, each {self.one} (an empty list for none), "
                             f"not {clip_repr(value)}.")
        for item in value:
            if not _among(item, values):
                raise ValueError(f"'{key}' holds {clip_repr(item)}, which is not {self.one}.")
        for item in value:
            if value.count(item) > 1:
                raise ValueError(f"'{key}' names {clip_repr(item)} more than once.")
        if self.order == "sorted":
            return tuple(sorted(value))
        if self.order == "listed" and list(value) != sorted(value, key=values.index):
            raise ValueError(f"'{key}' must keep its list's order, not {clip_repr(value)}.")
        return tuple(value)


@attrs.frozen
class Names:
    """The seats' names, one each, kept by the one rule for names (engine/names.py)
    and not empty then."""

    def check(self, key: str, value: Any, seats: int) -> tuple[str, ...]:
        cleaned = [clean_text(x, SEAT_NAME_LIMIT) if isinstance(x, str) else "" for x in value] \
            if isinstance(value, (list, tuple)) else []
        if len(cleaned) != seats or not all(cleaned):
            raise ValueError(f"'{key}' must be {seats} non-empty names.")
        return tuple(cleaned)


@attrs.frozen
class Free:
    """What no kind above says (a date, pairs of stickers): `check(key, value, seats)`
    returns the value kept or raises ValueError with the reason."""

    check: Callable[[str, Any, int], Any]


# -- an option: its kind, default and labels ---------------------------------------------------


@attrs.frozen
class Option:
    kind: Any
    default: BySeats  # one that depends on the seats (a function) goes with `always`
    always: bool  # kept in the dict at its default (otherwise left out there)
    label: str | None  # the New game form's row (a per-seat row is given n and name); None: not asked
    labels: Mapping[Any, str] | Callable[[Any], str] | None  # each value's catalogue key
    english: Callable[[Any], str] | None  # a value's English when only other languages carry its key
    asks: tuple[tuple[Any, str], ...] | None  # what the form asks instead of the values: (answer, key)
    fresh: Any  # the value a game started from the New game form takes when the form does not ask it

    def label_of(self, value: Any) -> str | None:
        """The catalogue key of `value` on the form (None: a seat, shown by its name)."""
        if self.labels is None:
            return None
        return self.labels(value) if callable(self.labels) else self.labels.get(value)


def option(kind: Any, default: BySeats = None, *, always: bool = False, label: str | None = None,
           labels: Mapping[Any, str] | Callable[[Any], str] | None = None,
           english: Callable[[Any], str] | None = None, asks: tuple[tuple[Any, str], ...] | None = None,
           fresh: Any = attrs.NOTHING) -> Any:
    """A field of a game's options class (see the module's description)."""
    return attrs.field(metadata={_OPTION: Option(kind, default, always, label, labels, english, asks, fresh)})


def declared(cls: type) -> list[tuple[str, Option]]:
    """A class's options in their declared order: (key, option)."""
    return [(f.name, f.metadata[_OPTION]) for f in attrs.fields(cls)]


class GameOptions:
    """The base of a game's options class (an attrs class of `option` fields)."""

    #: the game's title, for a refusal of an option it does not know
    TITLE: ClassVar[str] = ""
    #: options an earlier version wrote that no rule reads any more: accepted and dropped
    RETIRED: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def read(cls, seats: int, given: Mapping[str, Any]) -> Any:
        """The options `given` checked for a game of `seats`; ValueError says what is wrong."""
        options = declared(cls)
        unknown = set(given) - {key for key, _ in options} - cls.RETIRED
        if unknown:
            raise ValueError(f"Unknown option(s) for {cls.TITLE}: {', '.join(sorted(unknown))}.")
        values = {}
        for key, spec in options:
            value = given.get(key)
            values[key] = _at(spec.default, seats) if value is None else spec.kind.check(key, value, seats)
        made = cls(**values)
        made.check(seats)
        return made

    def check(self, seats: int) -> None:
        """What one option alone cannot say (a class overrides it): raise ValueError."""

    def to_dict(self) -> dict[str, Any]:
        """The plain dict a game starts from and a save keeps, in the declared order,
        without the options left at a default that is not kept."""
        return {key: plain(getattr(self, key)) for key, spec in declared(type(self))
                if spec.always or plain(getattr(self, key)) != plain(spec.default)}

    @classmethod
    def asked(cls) -> list[tuple[str, Option]]:
        """The options the New game form asks, in order."""
        return [(key, spec) for key, spec in declared(cls) if spec.label is not None]

    @classmethod
    def fresh(cls) -> dict[str, Any]:
        """What a game started from the New game form takes besides what it asks."""
        return {key: spec.fresh for key, spec in declared(cls) if spec.fresh is not attrs.NOTHING}

"""A game's saved fields, declared once.

A state class lists its saved fields in one `Fields` declaration; from it come the
starting values (`init`), the plain data a save holds (`save`, in the declared
order: saves compare it byte for byte), the type checks of a loaded save (`check`)
and loading (`load`). A game adds the checks no type can say (every card exactly
once, a seat in range) in its own code.

    FIELDS = Fields(
        field("hands", list[list[int]], default=lambda state: [[] for _ in range(state.n)]),
        field("hero", int | None, default=lambda state: None),
        field("steps", list, save=..., load=...),
    )

The saved form of a field is its value copied as JSON-shaped data (tuples become
lists) unless the field says otherwise with `save` and `load`. Kinds are checked
exactly as JSON gives them: `int` is a whole number (not a bool), `list[int]` a
list of them, `X | None` may be null, `Any` anything.
"""

from __future__ import annotations

import types
import typing
from typing import Any, Callable, ClassVar, Mapping

import attrs

from .errors import SaveError


def plain(value: Any) -> Any:
    """A deep copy as JSON-shaped data: tuples become lists, so that a state's
    to_dict() equals itself after a trip through JSON (saves compare them)."""
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    return value


@attrs.frozen
class Field:
    name: str
    kind: Any  # the saved value's type (see the module's description)
    default: Callable[[Any], Any] | None  # the state -> its starting value; None: set elsewhere
    save: Callable[[Any], Any]
    load: Callable[[Any], Any]


def field(name: str, kind: Any = Any, *, default: Callable[[Any], Any] | None = None,
          save: Callable[[Any], Any] = plain, load: Callable[[Any], Any] = plain) -> Field:
    """One saved field. `default` makes its starting value from the state (None:
    the field is set elsewhere, e.g. by the engine's base class)."""
    return Field(name, kind, default, save, load)


def matches(value: Any, kind: Any) -> bool:
    """Whether plain data `value` is of `kind`."""
    if kind is Any:
        return True
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        return any(matches(value, k) for k in typing.get_args(kind))
    if kind is None or kind is type(None):
        return value is None
    if origin is list:
        (item,) = typing.get_args(kind)
        return type(value) is list and all(matches(v, item) for v in value)
    if origin is dict:
        key, item = typing.get_args(kind)
        return type(value) is dict and all(matches(k, key) and matches(v, item) for k, v in value.items())
    return type(value) is kind


def describe(kind: Any) -> str:
    """A kind in a player's words, for error messages."""
    names = {int: "whole number", str: "text", bool: "yes/no value", list: "list", dict: "table"}
    if kind is Any:
        return "anything"
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        return " or ".join("nothing" if k is type(None) else describe(k) for k in typing.get_args(kind))
    if origin is list:
        return f"list of {describe(typing.get_args(kind)[0])}s"
    if origin is dict:
        return "table"
    return names.get(kind, getattr(kind, "__name__", str(kind)))


class Fields:
    """The saved fields of a state class, in the order a save holds them."""

    def __init__(self, *fields: Field) -> None:
        self.fields = fields
        self.names = tuple(f.name for f in fields)
        self._defaults = tuple(f for f in fields if f.default is not None)

    def init(self, state: Any) -> None:
        """Give the state every declared starting value."""
        for f in self._defaults:
            setattr(state, f.name, f.default(state))

    def save(self, state: Any) -> dict[str, Any]:
        return {f.name: f.save(getattr(state, f.name)) for f in self.fields}

    def check(self, data: Any) -> None:
        """Refuse saved data that lacks a field or holds one of the wrong kind."""
        if not isinstance(data, Mapping):
            raise SaveError("The saved game state is not a table of fields.")
        for f in self.fields:
            if f.name not in data:
                raise SaveError(f"Save field '{f.name}' is missing.")
            if not matches(data[f.name], f.kind):
                raise SaveError(f"Save field '{f.name}' must be a {describe(f.kind)}.")

    def load(self, state: Any, data: Mapping[str, Any]) -> None:
        """Set the state's fields from checked saved data."""
        for f in self.fields:
            setattr(state, f.name, f.load(data[f.name]))


class DeclaredState:
    """Mixin for a game state whose saved fields are its `FIELDS`: saving and
    loading come from the declaration; `_check_loaded` adds the game's own checks
    (run after the type checks, before anything is set)."""

    FIELDS: ClassVar[Fields]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)  # the base classes first: a default may read them
        self.FIELDS.init(self)

    def _state_dict(self) -> dict[str, Any]:
        return self.FIELDS.save(self)

    def _load_state_dict(self, data: Mapping[str, Any]) -> None:
        self.FIELDS.check(data)
        self._check_loaded(data)
        self.FIELDS.load(self, data)

    def _check_loaded(self, data: Mapping[str, Any]) -> None:
        """The game's checks of a loaded save beyond its fields' kinds."""

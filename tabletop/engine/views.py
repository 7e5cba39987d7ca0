"""Typed reading of a game's view.

`GameState.view(seat)` is plain data, as bots, saves, the simulator and the wire need
it. A client reads it through the game's `View`: one frozen attrs class naming each
field of that data with its type, so that a table writes `view.hordes`, not
`view["hordes"]`, and a field renamed in the rules breaks where it is read, at once.
A part of the view that is a table of its own (a player's sheet, the battle) is a
`View` too, alone (`battle: BattleView | None`) or in a list (`players:
list[PlayerView]`), and is read with it. The conformance suite holds the data and the
classes to the same names and types (tests/conformance/test_views.py).

Some of the data is there for the bots' determinize only (the step stack a full
state is rebuilt with): a class lists those names in `internal` and offers no way to
read them.

A View's namespace holds its fields and `internal`, nothing else: reading is done
by the functions `read` and `readable`, so that any name of the data can be a field
(Comanauts' view has a field `read`, the entries read on its page).
"""

from __future__ import annotations

import types
import typing
from typing import Any, Callable, ClassVar, Mapping, TypeVar

import attrs

V = TypeVar("V", bound="View")


@attrs.frozen(slots=True)
class View:
    internal: ClassVar[frozenset[str]] = frozenset()


def readable(view_type: type[View]) -> tuple[str, ...]:
    """The fields of `view_type` a client may read, in the class's order."""
    return tuple(name for name, _ in _readers(view_type))


def read(view_type: type[V], data: Mapping[str, Any]) -> V:
    """The `view_type` view of `data` (what `view(seat)` gave, or a part of it)."""
    return view_type(**{name: reader(data[name]) for name, reader in _readers(view_type)})


def nested(hint: Any) -> type[View] | None:
    """The View a field of type `hint` holds (alone, in a list or maybe None), if any."""
    arms = typing.get_args(hint) if typing.get_origin(hint) in (typing.Union, types.UnionType) else (hint,)
    for arm in arms:
        inner = typing.get_args(arm)[0] if typing.get_origin(arm) is list else arm
        if isinstance(inner, type) and issubclass(inner, View):
            return inner
    return None


def _reader(hint: Any) -> Callable[[Any], Any]:
    part = nested(hint)
    if part is None:
        return _same
    if typing.get_origin(hint) is list or any(typing.get_origin(a) is list for a in typing.get_args(hint)):
        return lambda value: None if value is None else [read(part, v) for v in value]
    return lambda value: None if value is None else read(part, value)


def _same(value: Any) -> Any:
    return value


def _readers(cls: type[View]) -> tuple[tuple[str, Callable[[Any], Any]], ...]:
    found = _READERS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = _READERS[cls] = tuple((f.name, _reader(hints[f.name])) for f in attrs.fields(cls))
    return found


_READERS: dict[type, tuple[tuple[str, Callable[[Any], Any]], ...]] = {}

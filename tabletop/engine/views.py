"""Typed reading of a game's view.

`GameState.view(seat)` is plain data, as bots, saves, the simulator and the wire need
it. A client reads it through the game's `View`: one frozen attrs class naming each
field of that data with its type, so that a table writes `view.hordes`, not
`view["hordes"]`, and a field renamed in the rules breaks where it is read, at once.
The conformance suite holds the data and the class to the same names
(tests/conformance/test_views.py).

Some of the data is there for the bots' determinize only (the step stack a full
state is rebuilt with): a class lists those names in `internal` and offers no way to
read them.
"""

from __future__ import annotations

from typing import Any, ClassVar, Mapping, TypeVar

import attrs

V = TypeVar("V", bound="View")


@attrs.frozen(slots=True)
class View:
    internal: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def readable(cls) -> tuple[str, ...]:
        """The fields a client may read, in the class's order."""
        found = _NAMES.get(cls)
        if found is None:
            found = _NAMES[cls] = tuple(f.name for f in attrs.fields(cls))
        return found

    @classmethod
    def read(cls: type[V], data: Mapping[str, Any]) -> V:
        """The typed view of `data` (what `view(seat)` gave)."""
        return cls(**{name: data[name] for name in cls.readable()})


_NAMES: dict[type, tuple[str, ...]] = {}

"""Actions: small frozen value objects with a text form that parses back.

Each game subclasses `Action` once per kind of decision. The text form is the verb
followed by `name=value` pairs in field order, e.g. ``play card=17 loc=2``, so logs,
saves and bug reports are plain text (like python-chess's ``Move.uci()``).

Actions also say which gesture performs them in a client: `source` is where a drag
starts (``"hand:17"``) and `target` where it is dropped or what is clicked
(``"loc:2"``). `find_gesture_action` maps a gesture back to the one legal action.
"""

from __future__ import annotations

from typing import ClassVar, Iterable, Mapping

import attrs

from .errors import AmbiguousAction, IllegalAction, InvalidActionText


@attrs.frozen(slots=True)
class Action:
    verb: ClassVar[str] = ""

    @property
    def source(self) -> str | None:
        """The place a drag for this action starts from; None for a plain click."""
        return None

    @property
    def target(self) -> str:
        """The place this action is dropped on, or the thing clicked to choose it."""
        raise NotImplementedError

    def __str__(self) -> str:
        names = _FIELD_NAMES.get(type(self))
        if names is None:
            names = _FIELD_NAMES[type(self)] = tuple(f.name for f in attrs.fields(type(self)))
        return " ".join([self.verb, *(f"{n}={getattr(self, n)}" for n in names)])


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def parse_action(text: str, kinds: Mapping[str, type[Action]]) -> Action:
    """Parse the text form of an action of one game. Raises InvalidActionText."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidActionText("An action needs a verb, for example 'play card=3 loc=0'.")
    verb, *pairs = text.split()
    cls = kinds.get(verb)
    if cls is None:
        known = ", ".join(sorted(kinds))
        raise InvalidActionText(f"'{verb}' is not an action of this game (known: {known}).")
    fields = {f.name: f for f in attrs.fields(cls)}
    values: dict[str, object] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep or name not in fields:
            raise InvalidActionText(f"'{pair}' is not an argument of '{verb}' (expected {', '.join(fields)}).")
        if name in values:
            raise InvalidActionText(f"'{name}' is given twice in '{text}'.")
        kind = fields[name].type
        if kind in (int, "int"):
            try:
                values[name] = int(raw)
            except ValueError:
                raise InvalidActionText(f"'{name}' must be a whole number, not '{raw}'.") from None
        else:
            values[name] = raw
    missing = [n for n in fields if n not in values]
    if missing:
        raise InvalidActionText(f"'{verb}' is missing {', '.join(missing)}.")
    return cls(**values)


def find_gesture_action(legal: Iterable[Action], source: str | None, target: str) -> Action:
    """The one legal action that a drag from `source` to `target` (or a click on
    `target` when source is None) performs.

    Raises IllegalAction when nothing matches and AmbiguousAction when several do.
    """
    matches = [a for a in legal if a.source == source and a.target == target]
    if not matches:
        raise IllegalAction("That move is not allowed here.", "error.not_allowed_here")
    if len(matches) > 1:
        raise AmbiguousAction(
            "That gesture could mean several moves: " + "; ".join(str(m) for m in matches)
        )
    return matches[0]


def gesture_targets(legal: Iterable[Action], source: str | None) -> set[str]:
    """Every place a drag from `source` may be dropped (what a client lights up)."""
    return {a.target for a in legal if a.source == source}

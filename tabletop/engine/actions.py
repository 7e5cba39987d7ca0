"""Actions: small frozen value objects with a text form that parses back.

Each game subclasses `Action` once per kind of decision. The text form is the verb
followed by `name=value` pairs in field order, e.g. ``play card=17 loc=2``, so logs,
saves and bug reports are plain text (like python-chess's ``Move.uci()``).

Fields are `int` or `str`, and every action checks its own on construction (once,
here, for every game): a malformed action cannot exist, so it never reaches the
gate, and `str(action)` always parses back to an equal action.

Actions also say which gesture performs them in a client: `source` is the place a
drag starts from (``Hand(17)``) and `target` the place it is dropped on or that is
clicked (``Location(2)``); places are typed values (engine/places.py), and
`places.Gestures` maps a gesture back to the one legal action.
"""

from __future__ import annotations

import inspect
import re
from typing import Any, Callable, ClassVar, Mapping

import attrs

from .errors import InvalidActionText
from .places import Option, Place
from .text import clip, clip_repr

# Bounds every field obeys; a game may narrow an int field with `within(low, high)`.
INT_LOW, INT_HIGH = -(2**31), 2**31 - 1
WORD_MAX = 100  # characters in a str field
TEXT_MAX = 512  # characters in an action's text form
_INT_TEXT = re.compile(r"-?[0-9]{1,18}")  # ASCII digits only: no "+1", "1_0", "١٧"
_CLASS_VAR = ("ClassVar", "typing.ClassVar", "t.ClassVar")
_FIELD = type(attrs.field())


def within(low: int, high: int = INT_HIGH) -> Any:
    """An int field that must lie in [low, high], e.g. ``loc: int = within(0)``."""
    if not (type(low) is int and type(high) is int and INT_LOW <= low <= high <= INT_HIGH):
        raise TypeError(f"within({low!r}, {high!r}) is not a range of 32-bit whole numbers")
    return attrs.field(metadata={"range": (low, high)})


@attrs.frozen(slots=True)
class Action:
    verb: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Give every field of a new kind its check, from its annotation, before
        attrs makes the class: attrs then runs the checks inside the __init__ it
        writes, the cheapest place (legal_actions() makes many actions)."""
        super().__init_subclass__(**kwargs)
        if "__attrs_attrs__" in cls.__dict__:  # the slotted copy attrs makes: done already
            return
        for name, annotation in inspect.get_annotations(cls).items():
            if str(annotation).startswith(_CLASS_VAR):  # a string, or typing's own
                continue
            kind = {"int": int, "str": str}.get(annotation, annotation)
            value = cls.__dict__.get(name, attrs.NOTHING)
            field = value if isinstance(value, _FIELD) else attrs.field(default=value)
            if kind is int:
                field.validator(_whole(*field.metadata.get("range", (INT_LOW, INT_HIGH))))
            elif kind is str:
                field.validator(_word)
            else:
                raise TypeError(
                    f"{cls.__name__}.{name}: an action field is an int or a str, not {annotation!r}")
            setattr(cls, name, field)

    @property
    def source(self) -> Place | None:
        """The place a drag for this action starts from; None for a plain click."""
        return None

    @property
    def target(self) -> Place:
        """The place this action is dropped on, or the thing clicked to choose it."""
        raise NotImplementedError

    def __str__(self) -> str:
        names = _FIELD_NAMES.get(type(self))
        if names is None:
            names = _FIELD_NAMES[type(self)] = tuple(f.name for f in attrs.fields(type(self)))
        return " ".join([self.verb, *(f"{n}={getattr(self, n)}" for n in names)])


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _whole(low: int, high: int) -> Callable[[Action, Any, Any], None]:
    """The check of an int field: exactly an int (not a bool, a float, a numpy
    number), within [low, high]."""
    def check(action: Action, field: Any, value: Any) -> None:
        if type(value) is not int or not low <= value <= high:
            raise _bad_field(action.verb, field.name, int, low, high, value)
    return check


def _word(action: Action, field: Any, value: Any) -> None:
    """The check of a str field: exactly a str that survives the text form."""
    if type(value) is not str or value not in _WORDS and not _new_word(value):
        raise _bad_field(action.verb, field.name, str, 1, WORD_MAX, value)


# Words found good so far: actions reuse a few hundred (colours, ids), and a set
# lookup is cheaper than looking at every character again.
_WORDS: set[str] = set()


def _new_word(value: str) -> bool:
    """Whether `value` is one word of the text form: not empty, not too long, no
    space or '=' (they split it), nothing unprintable (other whitespace, controls)."""
    if not (0 < len(value) <= WORD_MAX and value.isprintable() and " " not in value and "=" not in value):
        return False
    if len(_WORDS) < 10_000:
        _WORDS.add(value)
    return True


def _bad_field(verb: str, name: str, kind: type, low: int, high: int, value: object) -> InvalidActionText:
    shown = clip_repr(value)
    if kind is int and type(value) is int:
        return InvalidActionText(
            f"'{name}' of '{verb}' must be a whole number from {low} to {high}, not {shown}.",
            "error.action_range", verb=verb, field=name, value=shown, low=low, high=high)
    if kind is int:
        return InvalidActionText(f"'{name}' of '{verb}' must be a whole number, not {shown}.",
                                 "error.action_number", verb=verb, field=name, value=shown)
    return InvalidActionText(
        f"'{name}' of '{verb}' must be a word of 1 to {high} characters without spaces or '=', "
        f"not {shown}.", "error.action_word", verb=verb, field=name, value=shown, high=high)


def parse_action(text: str, kinds: Mapping[str, type[Action]]) -> Action:
    """Parse the text form of an action of one game. Raises InvalidActionText."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidActionText("An action needs a verb, for example 'play card=3 loc=0'.")
    if len(text) > TEXT_MAX:
        raise InvalidActionText(f"An action is at most {TEXT_MAX} characters, not {len(text)}: "
                                f"'{clip(text)}'.")
    verb, *pairs = text.split()
    cls = kinds.get(verb)
    if cls is None:
        known = ", ".join(sorted(kinds))
        raise InvalidActionText(f"'{clip(verb)}' is not an action of this game (known: {known}).")
    fields = {f.name: f for f in attrs.fields(cls)}
    values: dict[str, object] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep or name not in fields:
            raise InvalidActionText(
                f"'{clip(pair)}' is not an argument of '{verb}' (expected {', '.join(fields)}).")
        if name in values:
            raise InvalidActionText(f"'{name}' is given twice in '{clip(text)}'.")
        if fields[name].type in (int, "int"):
            # Checked before int(), which takes "+1", "1_0", other scripts' digits,
            # and raises its own ValueError past 4,300 digits.
            if not _INT_TEXT.fullmatch(raw):
                raise _bad_field(verb, name, int, INT_LOW, INT_HIGH, raw)
            values[name] = int(raw)
        else:
            values[name] = raw
    missing = [n for n in fields if n not in values]
    if missing:
        raise InvalidActionText(f"'{verb}' is missing {', '.join(missing)}.")
    return cls(**values)


@attrs.frozen(slots=True)
class Choose(Action):
    """Pick one of the options of the pending decision, the action every game uses
    for its questions (the decision's kind says what the options mean)."""

    verb: ClassVar[str] = "choose"
    value: str

    @property
    def target(self) -> Option:
        return Option(self.value)

"""Loading content data files (TOML) into validated attrs classes.

One cattrs converter for the whole project. Any problem with a file, whether bad
TOML, a missing field, a wrong type or a value a validator refuses, becomes a
`ContentError` whose message names the file and the field, e.g.
``minions.toml: minion[3] (dire_bear).peril: must be >= 0, got -2``.

The converter is strict: text is text, a whole number is a whole number from
-MAX_NUMBER to MAX_NUMBER, a list is a list and a table a table; nothing is
converted on the way ("3" is not 3, "abc" is not ["a", "b", "c"]), except that a
class with a `from_text` class method is read from text by it. A field is
required unless its class gives it a default (and is not marked IN_FILES), and
messages quote at most a short head of a value (`text.clip`), so one damaged
value cannot flood the message.
"""

from __future__ import annotations

import re
import sys
import tomllib
import typing
from pathlib import Path
from typing import Any, TypeVar

import attrs
import cattrs
from cattrs.cols import homogenous_tuple_structure_factory
from cattrs.errors import (AttributeValidationNote, ClassValidationError, ForbiddenExtraKeysError,
                           IterableValidationError)
from cattrs.gen import make_dict_structure_fn

from .errors import ContentError
from .text import clip, clip_repr

T = TypeVar("T")

# No count, cost or map coordinate in a box comes near this; a bigger number is a
# typo or damage, and would have loaders build decks of billions of cards.
MAX_NUMBER = 1_000_000
MAX_PROBLEMS = 3  # a message lists this many problems, then counts the rest

converter = cattrs.Converter(forbid_extra_keys=True)

# Metadata for a field that has a default for code's sake (a plain `Ability()` in a
# test) but that a content file must still give: attrs.field(default=..., metadata=IN_FILES).
IN_FILES = {"content": "required"}


def _what(value: Any) -> str:
    """A value as a message names it: its TOML kind and its (clipped) text."""
    text = clip_repr(value)
    if text.startswith("a "):  # already said what it is: "a number of about 10000 digits"
        return text
    kind = {bool: "true/false", int: "whole number", float: "number", str: "text",
            list: "list", dict: "table"}.get(type(value), type(value).__name__)
    return f"{kind} {text}"


def _strict(kind: type, label: str):
    # cattrs would happily turn "3" into 3; a content file that says "3" has a typo.
    def hook(value: Any, _type: Any) -> Any:
        if type(value) is not kind:
            raise TypeError(f"expected {label}, got {_what(value)}")
        return value

    return hook


def _whole(value: Any, _type: Any) -> int:
    if type(value) is not int:
        raise TypeError(f"expected a whole number, got {_what(value)}")
    if not -MAX_NUMBER <= value <= MAX_NUMBER:
        raise ValueError(f"must be from {-MAX_NUMBER:,} to {MAX_NUMBER:,}, got {clip(value)}")
    return value


def _number(value: Any, _type: Any) -> float:
    # TOML writes 14 and 14.0 alike; inf and nan are TOML too, but fail the range.
    if type(value) not in (int, float):
        raise TypeError(f"expected a number, got {_what(value)}")
    if not -MAX_NUMBER <= value <= MAX_NUMBER:
        raise ValueError(f"must be from {-MAX_NUMBER:,} to {MAX_NUMBER:,}, got {clip(value)}")
    return float(value)


converter.register_structure_hook(int, _whole)
converter.register_structure_hook(float, _number)
converter.register_structure_hook(str, _strict(str, "text"))
converter.register_structure_hook(bool, _strict(bool, "true or false"))


def _is_tuple(type_: Any) -> bool:
    return typing.get_origin(type_) is tuple


@converter.register_structure_hook_factory(_is_tuple)
def _tuples(type_: Any):
    """Lists only (cattrs would take the letters of a text for a list), of the
    length a fixed-size tuple such as tuple[int, int, int, int] names."""
    args = typing.get_args(type_)
    size = None if len(args) == 2 and args[1] is Ellipsis else len(args)
    if size is not None and len(set(args)) != 1:
        raise TypeError(f"content tuples hold one type of item, not {type_}")
    items = homogenous_tuple_structure_factory(tuple[args[0], ...], converter)

    def hook(value: Any, _type: Any) -> tuple:
        if not isinstance(value, (list, tuple)):
            raise TypeError(f"expected a list, got {_what(value)}")
        if size is not None and len(value) != size:
            raise ValueError(f"expected a list of {size}, got {len(value)} items")
        return items(value, tuple[args[0], ...])

    return hook


@converter.register_structure_hook_factory(attrs.has)
def _records(cls: type):
    """Tables only: anything else would fail deep inside cattrs with a message
    about subscripting, not about the file."""
    build = make_dict_structure_fn(cls, converter)
    in_files = [f for f in attrs.fields(cls) if f.metadata.get("content") == "required"]

    def hook(value: Any, _type: Any) -> Any:
        if not isinstance(value, dict):
            raise TypeError(f"expected a table, got {_what(value)}")
        missing = [f for f in in_files if f.name not in value]
        if missing:  # reported as cattrs reports a field without a default
            errors = []
            for f in missing:
                error = KeyError(f.name)
                error.__notes__ = [AttributeValidationNote(f"Structuring {cls.__name__} @ {f.name}", f.name, f.type)]
                errors.append(error)
            raise ClassValidationError(f"While structuring {cls.__name__}", errors, cls)
        return build(value, cls)

    return hook


def _written_as_text(type_: Any) -> bool:
    return isinstance(type_, type) and callable(getattr(type_, "from_text", None))


@converter.register_structure_hook_factory(_written_as_text)
def _parsed(cls: type):
    """A value a file writes as text in a little language of its own ("holder:knife"),
    read once by its class's `from_text`, which refuses a malformed one with a
    ValueError saying why (the message then names the file and the field)."""
    def hook(value: Any, _type: Any) -> Any:
        if type(value) is not str:
            raise TypeError(f"expected text, got {_what(value)}")
        return cls.from_text(value)

    return hook


def read_toml(path: Path) -> dict[str, Any]:
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise ContentError(f"{path.name}: the content file is missing ({clip(path, 120)}).") from None
    except OSError as exc:
        raise ContentError(f"{path.name}: cannot be read: {exc.strerror or clip(exc)}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path.name}: not valid TOML: {clip(exc, 120)}") from None
    except UnicodeDecodeError:
        raise ContentError(f"{path.name}: not valid TOML: not UTF-8 text") from None
    except ValueError as exc:  # a number too long for Python to read (over 4,300 digits)
        raise ContentError(f"{path.name}: {_long_number(path) or clip(exc, 120)}") from None
    except RecursionError:
        raise ContentError(f"{path.name}: not valid TOML: lists or tables nested too deeply") from None


def _long_number(path: Path) -> str | None:
    """Where a file holds a number too long to read, by line and key."""
    digits = sys.get_int_max_str_digits() or 4300
    pattern = re.compile(r"(?:[\"']?([A-Za-z0-9_-]+)[\"']?\s*=\s*)?([+-]?\d[\d_]{%d,})" % digits)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, ValueError):
        return None
    for number, line in enumerate(lines, 1):
        found = pattern.search(line)
        if found:
            key = clip(found.group(1) or "a value")
            return (f"line {number}: {key} is a number of {len(found.group(2)):,} digits; "
                    f"content numbers run from {-MAX_NUMBER:,} to {MAX_NUMBER:,}")
    return None


def structure(data: Any, cls: type[T], source: str) -> T:
    """Structure plain data into `cls`; errors name `source` (a file name) and the field."""
    try:
        return converter.structure(data, cls)
    except (ClassValidationError, IterableValidationError) as exc:
        raise ContentError(f"{source}: " + join(_describe(exc, data))) from None
    except ForbiddenExtraKeysError as exc:
        raise ContentError(f"{source}: {_extra(exc)}") from None
    except (TypeError, ValueError) as exc:  # the whole file is of the wrong shape
        raise ContentError(f"{source}: {clip(exc, 200)}") from None


def join(problems: list[str]) -> str:
    """Problems as one message: the first few, then how many more."""
    shown = "; ".join(problems[:MAX_PROBLEMS])
    more = len(problems) - MAX_PROBLEMS
    return shown + (f"; and {more} more" if more > 0 else "")


def load(path: Path, cls: type[T]) -> T:
    return structure(read_toml(path), cls, path.name)


def _describe(exc: BaseException, data: Any) -> list[str]:
    messages = cattrs.transform_error(exc, path="", format_exception=_format_exception)
    return [_name_path(m, data) for m in messages]


def _extra(exc: ForbiddenExtraKeysError) -> str:
    names = sorted(exc.extra_fields)
    shown = [clip(name) for name in names[:MAX_PROBLEMS]]
    return f"unknown field(s) {shown}" + (f" and {len(names) - len(shown)} more" if len(names) > len(shown) else "")


def _format_exception(exc: BaseException, type_: Any) -> str:
    if isinstance(exc, KeyError):
        return "required field missing"
    if isinstance(exc, ForbiddenExtraKeysError):
        return _extra(exc)
    if isinstance(exc, (ValueError, TypeError)) and str(exc):
        return clip(exc, 200)
    name = getattr(type_, "__name__", str(type_))
    return f"expected {name}"


_INDEX = re.compile(r"^\.?([A-Za-z_]+)\[(\d+)\]")


def _name_path(message: str, data: Any) -> str:
    """Turn "must be >= 0 @ .minion[3].peril" into "minion[3] (dire_bear).peril: must be >= 0"."""
    text, _, where = message.rpartition(" @ ")
    if not _:
        return message
    where = where.lstrip(".")
    if not where:  # the file as a whole: the text names its own fields
        return text
    match = _INDEX.match(where)
    if match and isinstance(data, dict):
        items = data.get(match.group(1))
        index = int(match.group(2))
        if isinstance(items, list) and index < len(items) and isinstance(items[index], dict):
            ident = items[index].get("id")
            if isinstance(ident, str):
                where = f"{match.group(0).lstrip('.')} ({clip(ident)}){where[len(match.group(0).lstrip('.')):]}"
    return f"{where}: {text}"


def field_values(value: Any) -> list[Any]:
    """An attrs value's fields, in their order, not recursed into (`attrs.astuple`
    without its generic walk: rules read small amount tables this way often)."""
    return [getattr(value, a.name) for a in type(value).__attrs_attrs__]


def non_negative(_instance: Any, attribute: attrs.Attribute, value: int) -> None:
    if value < 0:
        raise ValueError(f"{attribute.name} must be >= 0, got {clip(value)}")


def distinct_ids(_instance: Any, attribute: attrs.Attribute, value: tuple) -> None:
    """Each item of a tuple of content with ids has its own id (texts and choices are
    found by it)."""
    seen: set[str] = set()
    for item in value:
        if item.id in seen:
            raise ValueError(f"{attribute.name}: the id {clip_repr(item.id)} is given twice")
        seen.add(item.id)


def one_of(*choices: str):
    def check(_instance: Any, attribute: attrs.Attribute, value: str) -> None:
        if value not in choices:
            raise ValueError(f"{attribute.name} must be one of {', '.join(choices)}; got {clip_repr(value)}")

    return check

"""Loading content data files (TOML) into validated attrs classes.

One cattrs converter for the whole project. Any problem with a file, whether bad
TOML, a missing field, a wrong type or a value a validator refuses, becomes a
`ContentError` whose message names the file and the field, e.g.
``minions.toml: minion[3] (dire_bear).peril: must be >= 0, got -2``.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any, TypeVar

import attrs
import cattrs
from cattrs.errors import ClassValidationError, ForbiddenExtraKeysError, IterableValidationError

from .errors import ContentError

T = TypeVar("T")

converter = cattrs.Converter(forbid_extra_keys=True)


def _strict(kind: type, label: str):
    # cattrs would happily turn "3" into 3; a content file that says "3" has a typo.
    def hook(value: Any, _type: Any) -> Any:
        if type(value) is not kind:
            raise TypeError(f"expected {label}, got {type(value).__name__} {value!r}")
        return value

    return hook


converter.register_structure_hook(int, _strict(int, "a whole number"))
converter.register_structure_hook(str, _strict(str, "text"))
converter.register_structure_hook(bool, _strict(bool, "true or false"))


def read_toml(path: Path) -> dict[str, Any]:
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise ContentError(f"{path.name}: the content file is missing ({path}).") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path.name}: not valid TOML: {exc}") from None


def structure(data: Any, cls: type[T], source: str) -> T:
    """Structure plain data into `cls`; errors name `source` (a file name) and the field."""
    try:
        return converter.structure(data, cls)
    except (ClassValidationError, IterableValidationError) as exc:
        lines = _describe(exc, data)
        raise ContentError(f"{source}: " + "; ".join(lines)) from None
    except ForbiddenExtraKeysError as exc:
        raise ContentError(f"{source}: unknown field(s) {sorted(exc.extra_fields)}") from None


def load(path: Path, cls: type[T]) -> T:
    return structure(read_toml(path), cls, path.name)


def _describe(exc: BaseException, data: Any) -> list[str]:
    messages = cattrs.transform_error(exc, path="", format_exception=_format_exception)
    return [_name_path(m, data) for m in messages]


def _format_exception(exc: BaseException, type_: Any) -> str:
    if isinstance(exc, KeyError):
        return "required field missing"
    if isinstance(exc, ForbiddenExtraKeysError):
        return f"unknown field(s) {sorted(exc.extra_fields)}"
    if isinstance(exc, (ValueError, TypeError)) and str(exc):
        return str(exc)
    name = getattr(type_, "__name__", str(type_))
    return f"expected {name}"


_INDEX = re.compile(r"^\.?([A-Za-z_]+)\[(\d+)\]")


def _name_path(message: str, data: Any) -> str:
    """Turn "must be >= 0 @ .minion[3].peril" into "minion[3] (dire_bear).peril: must be >= 0"."""
    text, _, where = message.rpartition(" @ ")
    if not _:
        return message
    where = where.lstrip(".") or "(top level)"
    match = _INDEX.match(where)
    if match and isinstance(data, dict):
        items = data.get(match.group(1))
        index = int(match.group(2))
        if isinstance(items, list) and index < len(items) and isinstance(items[index], dict):
            ident = items[index].get("id")
            if isinstance(ident, str):
                where = f"{match.group(0).lstrip('.')} ({ident}){where[len(match.group(0).lstrip('.')):]}"
    return f"{where}: {text}"


def non_negative(_instance: Any, attribute: attrs.Attribute, value: int) -> None:
    if value < 0:
        raise ValueError(f"{attribute.name} must be >= 0, got {value}")


def one_of(*choices: str):
    def check(_instance: Any, attribute: attrs.Attribute, value: str) -> None:
        if value not in choices:
            raise ValueError(f"{attribute.name} must be one of {', '.join(choices)}; got '{value}'")

    return check

"""Catalogue files as the tests read them: every key flattened to its dotted name,
whatever its value (the app's own loader keeps only texts; a test must see the
rest too, to name it)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any


def flatten(table: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in table.items():
        if isinstance(value, dict):
            out.update(flatten(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = value
    return out


def read_catalogue(path: Path) -> dict[str, Any] | None:
    """The flattened catalogue at `path`, or None when there is none."""
    if not path.exists():
        return None
    with open(path, "rb") as handle:
        return flatten(tomllib.load(handle))

"""Quoting values in messages a person reads.

A message quotes what it refuses ("'loc' must be a whole number, not '...'"), but
a hostile or damaged input can be megabytes long: messages quote at most a short
head of it, so an error stays one readable line.
"""

from __future__ import annotations

from typing import Any

LIMIT = 40


def clip(value: Any, limit: int = LIMIT) -> str:
    """`str(value)` cut to `limit` characters, with the cut said ("…(10000 characters)").

    Never raises, whatever `value` is: a huge int is not even turned into its
    digits (Python refuses past 4,300 of them), only measured."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return f"a number of about {int(value.bit_length() * 0.30103)} digits"
    try:
        text = str(value)
    except Exception:  # a value whose str() fails is still named by its type
        return f"a {type(value).__name__}"
    text = " ".join(text.split()) if "\n" in text else text
    if len(text) <= limit:
        return text
    return f"{text[:limit]}…({len(text)} characters)"


def clip_repr(value: Any, limit: int = LIMIT) -> str:
    """Like `clip`, on `repr(value)` (strings keep their quotes)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return clip(value, limit)
    try:
        return clip(repr(value), limit)
    except Exception:
        return f"a {type(value).__name__}"

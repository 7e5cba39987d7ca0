"""Prophecy's compound answers, read in one place.

A question's options are words (`Choose(value)`): the client shows and clicks them,
and a save keeps them in its actions' text, so their form never changes. The words
that carry an Item's uid ("throw:<uid>", "item:<uid>") are read here, once, when the
question is answered (decisions.py): the step that asked gets the typed value and
`match`es it, and the client and the bot read the words with the same readers. Plain
words ("roll") are their own value. Each value's `str` is its word.
"""

from __future__ import annotations

import attrs


@attrs.frozen(slots=True)
class Throw:
    """Throw the declared weapon `item` on this roll instead of rolling it (PR-ITEM.6, PR-D.20)."""

    item: int

    def __str__(self) -> str:
        return f"throw:{self.item}"


@attrs.frozen(slots=True)
class ItemToDamage:
    """The undamaged Item `item` to damage ("Damage an Item", PR-ITEM.6-7)."""

    item: int

    def __str__(self) -> str:
        return f"item:{self.item}"


# -- reading an answer: one reader per family of options -------------------------------------


def roll(value: str) -> Throw | str:
    """A battle roll's answer: "throw:<uid>", or the word "roll"."""
    match value.split(":"):
        case ["throw", uid]:
            return Throw(int(uid))
    return value


def damage(value: str) -> ItemToDamage:
    """"item:<uid>"."""
    return ItemToDamage(int(value.removeprefix("item:")))

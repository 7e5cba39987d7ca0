"""The errors every game shares.

They are split the way python-chess splits them: text that does not parse,
an action the rules forbid now, and a drag that matches more than one action.
"""

from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """The rules do not allow this action now. The state is unchanged.

    The message is written for a player, e.g. "It is Red's turn, not Blue's."
    `key` and `values` let a client show the same sentence in the player's
    language (a catalogue key such as "error.not_your_turn"); the message is the
    English text and the fallback.
    """

    def __init__(self, message: str, key: str | None = None, **values: object) -> None:
        super().__init__(message)
        self.key = key
        self.values = values


class InvalidActionText(IllegalAction):
    """Text that is not an action of this game at all (bad verb or arguments)."""


class AmbiguousAction(IllegalAction):
    """A gesture (drag from a source to a target) matches several legal actions."""


class RuleFault(IllegalAction):
    """A rule raised while carrying out an action the gate had let through: a bug
    of ours, not the player's. The state was put back as it was before the action
    (unless `report["restored"]` says otherwise), and `report` holds what a bug
    report needs, as plain data: game, seed, options, actions (the history before),
    snapshot (None, or for a state not made by new_game the to_dict() that the last
    of those actions followed), action, error ({"type", "message"}), traceback,
    restored."""

    def __init__(self, message: str, report: dict[str, Any]) -> None:
        restored = report.get("restored", True)
        super().__init__(message, "error.rule_fault" if restored else "error.rule_fault_unrestored")
        self.report = report


class OptionsRefused(ValueError):
    """Options a game cannot start with, chosen by a player (e.g. at New game). The
    message is the English text; `key` and `values`, as IllegalAction's, give it in
    the player's language."""

    def __init__(self, message: str, key: str | None = None, **values: object) -> None:
        super().__init__(message)
        self.key = key
        self.values = values


class ContentError(ValueError):
    """A content data file is malformed. The message names the file and the field."""


class SaveError(ValueError):
    """A saved game cannot be loaded (corrupt, truncated or from a future version).

    Like IllegalAction, it may carry a catalogue `key` so a client can say it in
    the player's language; the message is the English text."""

    def __init__(self, message: str, key: str | None = None, **values: object) -> None:
        super().__init__(message)
        self.key = key
        self.values = values

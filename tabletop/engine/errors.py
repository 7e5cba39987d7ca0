"""The errors every game shares.

They are split the way python-chess splits them: text that does not parse,
an action the rules forbid now, and a drag that matches more than one action.
"""


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

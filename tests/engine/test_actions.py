"""Actions: text form, parsing errors and gesture lookup (engine, any game)."""

from typing import ClassVar

import attrs
import pytest

from tabletop.engine import (
    Action, AmbiguousAction, IllegalAction, InvalidActionText, find_gesture_action,
    gesture_targets, parse_action,
)


@attrs.frozen(slots=True)
class Move(Action):
    verb: ClassVar[str] = "move"
    piece: int
    to: str

    @property
    def source(self):
        return f"piece:{self.piece}"

    @property
    def target(self):
        return f"space:{self.to}"


@attrs.frozen(slots=True)
class Pass(Action):
    verb: ClassVar[str] = "pass"

    @property
    def target(self):
        return "button:pass"


KINDS = {"move": Move, "pass": Pass}


def test_text_form_round_trips():
    for action in (Move(3, "b2"), Pass()):
        assert parse_action(str(action), KINDS) == action
    assert str(Move(3, "b2")) == "move piece=3 to=b2"


@pytest.mark.parametrize("text, words", [
    ("", "needs a verb"),
    ("jump piece=1", "not an action"),
    ("move piece=one to=b2", "whole number"),
    ("move piece=1", "missing to"),
    ("move piece=1 piece=2 to=a", "twice"),
    ("move piece=1 to=a colour=red", "not an argument"),
    ("move 1 a", "not an argument"),
])
def test_bad_text_gets_a_readable_error(text, words):
    with pytest.raises(InvalidActionText, match=words):
        parse_action(text, KINDS)


def test_gestures_find_the_one_action():
    legal = [Move(1, "a"), Move(1, "b"), Move(2, "a"), Pass()]
    assert find_gesture_action(legal, "piece:1", "space:b") == Move(1, "b")
    assert find_gesture_action(legal, None, "button:pass") == Pass()
    assert gesture_targets(legal, "piece:1") == {"space:a", "space:b"}
    with pytest.raises(IllegalAction, match="not allowed"):
        find_gesture_action(legal, "piece:2", "space:b")
    with pytest.raises(AmbiguousAction):
        find_gesture_action([Move(1, "a"), Move(1, "a")], "piece:1", "space:a")

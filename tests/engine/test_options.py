"""The kit for a game's options (engine/options.py): one attrs class whose fields say
each option's values, default and labels; it checks what it is given, names the
option it refuses, and turns back into the plain dict a game and its saves keep."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from tabletop.engine.options import (EachSeat, Free, GameOptions, Names, OneOf, Seat, SomeOf, Switch, Whole,
                                     declared, option)


def _day(key: str, value: Any, seats: int) -> str:
    if value not in ("spring", "autumn"):
        raise ValueError(f"'{key}' must be spring or autumn.")
    return value


@attrs.frozen
class Sample(GameOptions):
    TITLE = "Sample"
    RETIRED = frozenset({"old"})

    colours: Any = option(EachSeat(OneOf(("any", "red", "blue")), count=lambda seats: seats + 1, together="any"),
                          "any", always=True, label="sample.colour", labels={"any": "sample.any"})
    first: Any = option(Seat(also=("random",)), "random", always=True, label="sample.first",
                        labels={"random": "sample.random"})
    loud: Any = option(Switch(), False, label="sample.loud")
    level: Any = option(Whole(1, lambda seats: seats), fresh=2)
    seen: Any = option(SomeOf(range(1, 6), "a number from 1 to 5"), ())
    deck: Any = option(SomeOf(("a", "b", "c"), "a card", order="listed"), ())
    season: Any = option(Free(_day))
    names: Any = option(Names())

    def check(self, seats: int) -> None:
        if self.loud and self.level is None:
            raise ValueError("'loud' needs a 'level'.")


def test_the_defaults_are_the_dict_of_the_options_kept_at_their_default():
    assert Sample.read(3, {}).to_dict() == {"colours": "any", "first": "random"}


def test_a_value_given_is_checked_kept_in_the_declared_order_and_as_plain_data():
    given = {"names": ["Ada", "Bo"], "seen": [4, 2], "level": 2, "loud": True, "first": 1,
             "colours": ["red", "any", "blue"], "deck": ["a", "c"], "season": "spring"}
    kept = Sample.read(2, given).to_dict()
    assert list(kept) == ["colours", "first", "loud", "level", "seen", "deck", "season", "names"]
    assert kept["seen"] == [2, 4] and kept["colours"] == ["red", "any", "blue"] and kept["deck"] == ["a", "c"]
    assert Sample.read(2, kept).to_dict() == kept  # what a save keeps reads back the same


def test_none_takes_the_default_and_a_retired_option_is_dropped():
    assert Sample.read(2, {"first": None, "loud": None, "old": 1}).to_dict() == {"colours": "any", "first": "random"}


@pytest.mark.parametrize("given, words", [
    ({"weather": 1}, "Unknown option(s) for Sample: weather"),
    ({"first": 2}, "'first' must be 'random' or a seat from 0 to 1, not 2"),
    ({"first": True}, "'first' must be 'random' or a seat from 0 to 1"),
    ({"loud": 1}, "'loud' must be true or false, not 1"),
    ({"level": 3}, "'level' must be a whole number from 1 to 2, not 3"),
    ({"level": 2.0}, "'level' must be a whole number"),
    ({"colours": ["red"]}, "'colours' must be 3 values of 'any', 'red' or 'blue'"),
    ({"colours": ["red", "red", "pink"]}, "'colours' must be 3 values"),
    ({"seen": 3}, "'seen' must be a list"),
    ({"seen": [9]}, "'seen' holds 9, which is not a number from 1 to 5"),
    ({"seen": [1, 1]}, "'seen' names 1 more than once"),
    ({"deck": ["c", "a"]}, "'deck' must keep its list's order"),
    ({"season": "winter"}, "'season' must be spring or autumn"),
    ({"names": ["Ada"]}, "'names' must be 2 non-empty names"),
    ({"loud": True}, "'loud' needs a 'level'"),
])
def test_a_refusal_names_the_option_and_says_why(given, words):
    with pytest.raises(ValueError) as refused:
        Sample.read(2, given)
    assert words in str(refused.value)


def test_each_seat_may_be_distinct_and_is_counted_by_the_seats():
    kind = EachSeat(OneOf(("x", "y", "z")), distinct=True)
    assert kind.check("k", ["y", "x"], 2) == ("y", "x")
    with pytest.raises(ValueError, match="2 different values"):
        kind.check("k", ["x", "x"], 2)
    assert Sample.read(3, {"colours": "any"}).to_dict()["colours"] == "any"
    assert len(Sample.read(3, {"colours": ["red"] * 4}).colours) == 4


def test_the_form_reads_what_to_ask_and_what_a_new_game_takes():
    assert [key for key, _ in Sample.asked()] == ["colours", "first", "loud"]
    assert Sample.fresh() == {"level": 2}
    first = dict(declared(Sample))["first"]
    assert first.label_of("random") == "sample.random" and first.label_of(0) is None
    assert Seat(also=("random",)).choices(3) == ("random", 0, 1, 2)
    assert Whole(1, lambda seats: seats).choices(3) == (1, 2, 3)
    assert Switch().choices(2) == (False, True)

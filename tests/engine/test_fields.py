"""A game's saved fields, declared once (tabletop/engine/fields.py): starting
values, saving, type checks and loading come from the one declaration."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop import games
from tabletop.engine.errors import SaveError
from tabletop.engine.fields import DeclaredState, Fields, describe, field, matches, plain


class Toy(DeclaredState):
    FIELDS = Fields(
        field("hand", list[int], default=lambda state: [state.n] * 2),
        field("hero", int | None, default=lambda state: None),
        field("tokens", list[list[int]], default=lambda state: {},
              save=lambda d: [[k, v] for k, v in sorted(d.items())], load=lambda pairs: dict(map(tuple, pairs))),
        field("turn", int),
    )

    def __init__(self, n: int) -> None:
        self.n = n
        self.turn = 1
        super().__init__()


def test_starting_values_come_from_the_declaration():
    toy = Toy(3)
    assert (toy.hand, toy.hero, toy.tokens, toy.turn) == ([3, 3], None, {}, 1)
    assert Toy(3).hand is not toy.hand  # a fresh value each time


def test_saving_follows_the_declared_order_and_loading_gives_the_same_state_back():
    toy = Toy(2)
    toy.tokens = {5: 1, 2: 3}
    toy.hero = 4
    data = toy._state_dict()
    assert list(data) == ["hand", "hero", "tokens", "turn"]
    assert data["tokens"] == [[2, 3], [5, 1]]
    other = Toy(2)
    other._load_state_dict(data)
    assert other.tokens == {2: 3, 5: 1} and other._state_dict() == data


@pytest.mark.parametrize("change, message", [
    ({"hand": None}, "'hand' must be a list of whole numbers"),
    ({"hand": [1, True]}, "'hand' must be a list of whole numbers"),
    ({"hero": "x"}, "'hero' must be a whole number or nothing"),
    ({"turn": 1.5}, "'turn' must be a whole number"),
])
def test_a_loaded_field_of_the_wrong_kind_is_refused_naming_it(change, message):
    data = {**Toy(2)._state_dict(), **change}
    with pytest.raises(SaveError, match=message):
        Toy(2)._load_state_dict(data)


def test_a_missing_field_is_refused_naming_it():
    data = Toy(2)._state_dict()
    del data["hero"]
    with pytest.raises(SaveError, match="'hero' is missing"):
        Toy(2)._load_state_dict(data)
    with pytest.raises(SaveError, match="not a table of fields"):
        Toy(2)._load_state_dict([1])


def test_kinds_are_matched_exactly_as_json_gives_them():
    assert matches(1, int) and not matches(True, int) and not matches(1, bool)
    assert matches({"a": [1]}, dict[str, list[int]]) and not matches({"a": ["x"]}, dict[str, list[int]])
    assert matches(None, str | None) and matches(object(), Any)
    assert describe(list[int] | None) == "list of whole numbers or nothing"
    assert plain(({"a": (1, 2)}, [3])) == [{"a": [1, 2]}, [3]]


@pytest.mark.parametrize("name", ["darkmoor", "comanauts"])
def test_each_game_saves_exactly_its_declared_fields(name):
    game = games.get(name)
    state = game.new_game(2, 11)
    assert tuple(state.to_dict()["state"]) == game.state_class.FIELDS.names

"""Every game's typed view (engine/views.py, issue 23 §2) names exactly the fields its
`view(seat)` gives, each with the type it has, for every seat and a spectator, all
through seeded random games, also after a save and a load: a client reading
`view.hordes` can never meet a field the rules renamed, dropped or retyped."""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping

import pytest

import tabletop.games
from tabletop.engine import Rng
from tabletop.engine.views import nested, read, readable

GAMES = tabletop.games.names()


def conforms(value, hint) -> bool:
    """Whether `value` has the type `hint` says (unions, lists, dicts and mappings
    looked into)."""
    origin = typing.get_origin(hint)
    if hint is typing.Any:
        return True
    if origin in (typing.Union, types.UnionType):
        return any(conforms(value, arm) for arm in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if origin is list:
        (item,) = typing.get_args(hint)
        return isinstance(value, list) and all(conforms(v, item) for v in value)
    if origin in (dict, Mapping):
        key, item = typing.get_args(hint)
        return isinstance(value, Mapping) and all(conforms(k, key) and conforms(v, item) for k, v in value.items())
    if hint is int:
        return type(value) is int
    return isinstance(value, hint)


def check(view_type, data, where: str = "view") -> None:
    """`data` has exactly the fields of `view_type`, each of its type; a part that is a
    View of its own is checked the same way."""
    hints = typing.get_type_hints(view_type)
    assert set(data) == set(readable(view_type)) | view_type.internal, \
        f"{where}: fields the data gives and its class does not name, or the reverse: " \
        f"{sorted(set(data) ^ (set(readable(view_type)) | view_type.internal))}"
    typed = read(view_type, data)
    for name in readable(view_type):
        value, part = data[name], nested(hints[name])
        if part is None:
            assert conforms(value, hints[name]), f"{where}.{name} = {value!r} is not a {hints[name]}"
            assert getattr(typed, name) is value
        elif isinstance(value, list):
            for i, item in enumerate(value):
                check(part, item, f"{where}.{name}[{i}]")
        elif value is not None:
            check(part, value, f"{where}.{name}")
        else:
            assert conforms(None, hints[name]), f"{where}.{name} is None, which its type does not allow"


@pytest.mark.parametrize("name", GAMES)
def test_the_typed_view_names_every_field_with_its_type(name):
    game = tabletop.games.get(name)
    for seats in (game.min_seats, game.max_seats):
        state = game.new_game(seats, 3)
        rng = Rng(7)
        for move in range(400):
            if move % 9 == 0 or state.is_over:
                for seat in (*range(seats), None):
                    check(game.view_type, state.view(seat))
                loaded = game.from_dict(state.to_dict())
                check(game.view_type, loaded.view(0))
            if state.is_over:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])

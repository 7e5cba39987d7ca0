"""Typed views (engine/views.py): a view's data read through its class, parts of it
that are views of their own read with it."""

from __future__ import annotations

from typing import ClassVar

import attrs

from tabletop.engine.views import View, read, readable


@attrs.frozen(slots=True)
class SheetView(View):
    name: str
    gold: int


@attrs.frozen(slots=True)
class TableView(View):
    internal: ClassVar[frozenset[str]] = frozenset({"steps"})
    turn: int
    players: list[SheetView]
    battle: SheetView | None


def test_a_view_and_its_parts_are_read_by_name():
    data = {"turn": 3, "steps": [["end"]], "battle": None,
            "players": [{"name": "Ada", "gold": 2}, {"name": "Bo", "gold": 0}]}
    view = read(TableView, data)
    assert view.turn == 3 and view.battle is None
    assert view.players == [SheetView("Ada", 2), SheetView("Bo", 0)]
    assert read(TableView, {**data, "battle": {"name": "Ada", "gold": 1}}).battle == SheetView("Ada", 1)
    assert readable(TableView) == ("turn", "players", "battle")  # the step stack cannot be read
    assert not hasattr(view, "steps")


@attrs.frozen(slots=True)
class PageView(View):
    read: list[str]  # a name the data may use (Comanauts' entries read): reading is not a method
    readable: bool


def test_a_field_may_have_any_name():
    assert read(PageView, {"read": ["a"], "readable": True}) == PageView(["a"], True)
    assert readable(PageView) == ("read", "readable")

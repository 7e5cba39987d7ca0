"""A full Betrayal state from one seat's view (house/determinize.py): every card and
room of the game that is nowhere in view is in its deck or the stack."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.rng import Rng
from tabletop.games.house.determinize import determinize_house


def determinize(view: Mapping[str, Any], rng: Rng):
    from .rules import CONTENT, RULES, BetrayalState

    state = BetrayalState(0, {"today": "01-01", **view.get("options", {}), "seats": view["seats"]})
    decks = {"item": [c.id for c in CONTENT.items], "omen": [c.id for c in CONTENT.omens],
             "event": [c.id for c in CONTENT.events]}
    starts = {r for r, *_ in RULES.starts}
    return determinize_house(view, rng, state, decks, [r.id for r in CONTENT.rooms if r.id not in starts])

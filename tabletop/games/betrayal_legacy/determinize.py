"""A full Betrayal Legacy state from one seat's view (house/determinize.py): the cards
and tiles this game was set up with (its options) that are nowhere in view are in
their decks or the stack."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.rng import Rng
from tabletop.games.house.determinize import determinize_house


def determinize(view: Mapping[str, Any], rng: Rng):
    from .rules import LegacyState

    options = view["options"]
    state = LegacyState(0, {**options, "seats": view["seats"]})
    return determinize_house(view, rng, state, options["cards"], list(options["tiles"]))

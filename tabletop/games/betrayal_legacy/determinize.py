"""A full Betrayal Legacy state from one seat's view (house/determinize.py): the cards
and tiles this game was set up with (its options), or that a Legacy card read brought
in, that are nowhere in view are in their decks or the stack."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.rng import Rng
from tabletop.games.house.determinize import determinize_house


def determinize(view: Mapping[str, Any], rng: Rng):
    from .rules import LegacyState, brought_in

    options = view["options"]
    state = LegacyState(0, {**options, "seats": view["seats"]})
    decks = {deck: list(cards) for deck, cards in options["cards"].items()}
    tiles = list(options["tiles"])
    for target, place in brought_in(view["legacy_read"]):  # by a Legacy card read
        if place == "stack" and target not in tiles:
            tiles.append(target)
        elif place.startswith("deck:") and target not in decks[place[5:]]:
            decks[place[5:]].append(target)
    state = determinize_house(view, rng, state, decks, tiles)
    state._refresh_stickers()  # with the Legacy cards read in view
    return state

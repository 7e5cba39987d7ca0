"""A full house state from one seat's view, for bots that search and for the
conformance suite: what a seat may not know is sampled (BH-D.42, BL-D.35).

Hidden are the order of the card decks and of the tile stack, the face-down
set-aside tiles, and a side's secret counters. The cards and tiles of the game
nowhere in view are shuffled back into their decks, the stack and the set-aside
pile (the stack's top keeps the floors its back shows, BH-ROOM.11, BL-TILE.1); a
secret counter the seat may not see starts from 0.
"""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.fields import plain
from tabletop.engine.rng import Rng

from .state import VIEWED_AS


def determinize_house(view: Mapping[str, Any], rng: Rng, state, decks: Mapping[str, list[str]],
                      tiles: list[str]):
    """`state` (a fresh state of the game, made with the view's options) filled from
    `view`; `decks` are every card of each deck in this game and `tiles` every tile
    that is not a start tile."""
    state.rng = rng.fork()
    for name in (*state.PUBLIC, "counters", "secrets"):  # the latter two as far as the seat may know them
        setattr(state, name, plain(view[VIEWED_AS.get(name, name)]))
    if state.haunt is not None:
        known = state.counters
        state.counters = {c.id: known.get(c.id, 0) for c in state.haunting.haunt_data().counters}
    for secret in state.secrets.values():  # a secret choice the seat may not know: any of its options
        if secret["value"] is None:
            secret["value"] = secret["options"][rng.below(len(secret["options"]))]
    state.steps = [tuple(step) for step in view["steps"]]
    pending = view["pending"]
    state.pending = None if pending is None else plain(pending)
    if state.pending and "step" in state.pending:
        state.pending["step"] = tuple(state.pending["step"])
    held = set(state.components()["cards"])
    for deck, cards in decks.items():
        unseen = [c for c in cards if c not in held]
        rng.shuffle(unseen)
        state.decks[deck] = unseen
    placed = {p[0] for p in state.house_data["placed"]}
    unseen = [r for r in tiles if r not in placed and r != state.tile_in_hand]
    rng.shuffle(unseen)
    top_floors = view["top_floors"]
    if top_floors:  # the top tile shows its back: one with the same floors goes on top
        top = next(t for t in unseen if list(state.room_data(t).floors) == top_floors)
        unseen.remove(top)
        unseen.append(top)
    aside = view["set_aside"]
    state.set_aside, state.stack = unseen[:aside], unseen[aside:]
    return state

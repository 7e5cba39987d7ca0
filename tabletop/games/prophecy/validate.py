"""Checks a saved Prophecy state before it is loaded, so a corrupt save is refused whole
with a message naming the field, instead of being loaded half-way. The kinds of the
fields are checked first, from their declaration (rules.py); these are the checks no
type can say."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.engine.errors import SaveError

from . import library as lib

PENDING_KINDS = ("wind", "move", "opportunity", "battle_type", "special", "declare", "roll", "damage", "space")


def check_save(state, data: Mapping[str, Any]) -> None:
    """What the fields' kinds cannot say: one value per seat, places on the ring,
    and every card exactly once."""
    n = state.n
    state.check_steps(data["steps"])
    state.check_pending(data["pending"], n, PENDING_KINDS)
    for name in ("characters", "space", "red", "red_lost", "blue", "blue_lost", "gold", "xp", "items",
                 "certificates", "alive"):
        if len(data[name]) != n:
            raise SaveError(f"Save field '{name}' must hold one value per seat ({n}).")
    if any(not 0 <= s < lib.RING for s in data["space"]) or len(data["board"]) != lib.RING:
        raise SaveError("Save field 'space' or 'board' does not fit the ring of the land.")
    if any(v < 0 for name in ("red", "red_lost", "blue", "blue_lost", "gold", "xp") for v in data[name]):
        raise SaveError("A character's cubes, gold and Experience cannot be negative.")
    adventure = [*data["decks"]["adventure"], *data["discards"]["adventure"], *(c for c in data["board"] if c is not None)]
    items = [*data["decks"]["common"], *data["decks"]["rare"], *data["discards"]["common"],
             *data["discards"]["rare"], *data["market"]["city"], *data["market"]["village"],
             *(u for hand in data["items"] for u in hand)]
    chance = [*data["decks"]["chance"], *data["discards"]["chance"]]
    if data["chance_card"] is not None:
        chance.append(data["chance_card"])
    for what, cards, size in (("Adventure", adventure, len(lib.ADVENTURE)), ("Item", items, len(lib.ITEMS)),
                              ("Chance", chance, len(lib.CHANCE))):
        if sorted(cards) != list(range(size)):
            raise SaveError(f"The save's {what} cards are not each in exactly one place.")

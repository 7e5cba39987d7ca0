"""Betrayal with nobody at the window: the table `tabletop --smoke` draws and the busy
table `tabletop bench frame --game betrayal` measures."""

from __future__ import annotations

from tabletop import games
from tabletop.controller.session import Session
from tabletop.engine.rng import Rng
from tabletop.engine.views import read
from tabletop.persistence import SaveStore

from ..showcases import bots_at, person_and_bots, played_on

#: What `bench frame` says it measured.
BUSY = "busy 6-player Betrayal table (the biggest house, the haunt on, monsters moving)"


def smoke_session(store: SaveStore) -> Session:
    return person_and_bots(store, "betrayal", 3)


def busy_session() -> Session:
    """Six random bots played on until the haunt is on with monsters in the house and
    the most rooms laid of a few seeds (or a few hundred moves); the bots play on."""
    return busy_house_session("betrayal", 6, {}, least_tiles=24)


def busy_house_session(name: str, seats: int, options: dict, least_tiles: int) -> Session:
    """A house game (either Betrayal) of `seats` random bots, played on from a few seeds
    until the haunt is on with monsters about and at least `least_tiles` tiles laid;
    the busiest of them, the bots playing on."""
    def busy(state) -> bool:
        view = read(game.view_type, state.view(None))
        return bool(view.haunt and any(m.alive for m in view.monsters) and len(view.house.placed) >= least_tiles)

    game = games.get(name)
    best = None
    for seed in (3, 7, 11, 19):
        state = played_on(game.new_game(seats, seed, options), Rng(seed), 900, busy)
        if state.is_over:
            continue
        view = read(game.view_type, state.view(None))
        size = len(view.house.placed) + (50 if view.monsters else 0)
        if best is None or size > best[0]:
            best = (size, state)
    return bots_at(best[1] if best else game.new_game(seats, 3, options))

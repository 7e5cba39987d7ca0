"""Betrayal with nobody at the window: the table `tabletop --smoke` draws and the busy
table `tabletop bench frame --game betrayal` measures."""

from __future__ import annotations

from tabletop import games
from tabletop.controller.session import Session
from tabletop.engine.rng import Rng
from tabletop.persistence import SaveStore, SeatInfo

#: What `bench frame` says it measured.
BUSY = "busy 6-player Betrayal table (the biggest house, the haunt on, monsters moving)"


def smoke_session(store: SaveStore) -> Session:
    """A person and two random bots at a new table, saved in `store`."""
    state = games.get("betrayal").new_game(3, 1)
    seats = [SeatInfo("Ada"), SeatInfo("Bot 1", "random"), SeatInfo("Bot 2", "random")]
    return Session(state, seats, store.create(state, seats))


def busy_session() -> Session:
    """Six random bots played on until the haunt is on with monsters in the house and
    the most rooms laid of a few seeds (or a few hundred moves); the bots play on."""
    return busy_house_session("betrayal", 6, {}, least_tiles=24)


def busy_house_session(name: str, seats: int, options: dict, least_tiles: int) -> Session:
    """A house game (either Betrayal) of `seats` random bots, played on from a few seeds
    until the haunt is on with monsters about and at least `least_tiles` tiles laid;
    the busiest of them, the bots playing on."""
    game = games.get(name)
    best = None
    for seed in (3, 7, 11, 19):
        state = game.new_game(seats, seed, options)
        rng = Rng(seed)
        for _ in range(900):
            view = state.view(None)
            if view.get("haunt") and any(m["alive"] for m in view.get("monsters") or []) \
                    and len(view["house"]["placed"]) >= least_tiles:
                break
            legal = state.legal_actions()
            if not legal or state.is_over:
                break
            state.apply(legal[rng.below(len(legal))])
        if state.is_over:
            continue
        size = len(state.view(None)["house"]["placed"]) + (50 if state.view(None).get("monsters") else 0)
        if best is None or size > best[0]:
            best = (size, state)
    state = best[1] if best else game.new_game(seats, 3, options)
    return Session(state, [SeatInfo(f"Bot {i + 1}", "random") for i in range(seats)], None)

"""Retreat to Darkmoor with nobody at the window: the table `tabletop --smoke` draws
and the busy table `tabletop bench frame --game darkmoor` measures. Reached through
the game's declaration (`DECLARATION.showcase`); sessions only, so it draws nothing
itself and needs no window."""

from __future__ import annotations

from tabletop import games
from tabletop.controller.session import Session
from tabletop.engine.rng import Rng
from tabletop.persistence import SaveStore, SeatInfo

#: What `bench frame` says it measured.
BUSY = "busy 4-player Darkmoor table"


def smoke_session(store: SaveStore) -> Session:
    """A person and a random bot at a new table, saved in `store`."""
    state = games.get("darkmoor").new_game(2, 1)
    seats = [SeatInfo("Ada"), SeatInfo("Bot", "random")]
    return Session(state, seats, store.create(state, seats))


def busy_session() -> Session:
    """Four random bots, 14 moves in: hordes, havens and tokens on the table; the
    bots play on (unsaved)."""
    state = games.get("darkmoor").new_game(4, 11)
    rng = Rng(5)
    for _ in range(14):
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return Session(state, [SeatInfo(f"Bot {i + 1}", "random") for i in range(4)], None)

"""Comanauts with nobody at the window: the table `tabletop --smoke` draws and the
busy table `tabletop bench frame --game comanauts` measures. Reached through the
game's declaration (`DECLARATION.showcase`); sessions only, so it draws nothing
itself and needs no window.

The busy table is the busiest enemy turn (positions.py: Downstairs, 4 comanauts,
6 enemies), arranged rather than played to, so it is handed to the session as it
is; strong bots then play on, drawing and rolling dice while the enemies walk and
attack."""

from __future__ import annotations

from tabletop import games
from tabletop.controller.session import Session
from tabletop.games.comanauts.positions import BUSIEST, ENEMIES, busy_turn_position
from tabletop.persistence import SaveStore, SeatInfo

#: What `bench frame` says it measured.
BUSY = f"Comanauts on {BUSIEST}, its busiest map (4 comanauts, {ENEMIES} enemies, strong bots rolling dice)"


def smoke_session(store: SaveStore) -> Session:
    """One person with two comanauts (CO-D.19) at a new table, saved in `store`."""
    state = games.get("comanauts").new_game(2, 1, {"names": ["Ada", "Ada"]})
    seats = [SeatInfo("Ada"), SeatInfo("Ada")]
    return Session(state, seats, store.create(state, seats))


def busy_session() -> Session:
    """Four strong bots at the busiest enemy turn, from the start of a turn."""
    return Session.arranged(busy_turn_position(), [SeatInfo(f"Bot {i + 1}", "strong") for i in range(4)])

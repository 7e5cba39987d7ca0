"""Retreat to Darkmoor with nobody at the window: the table `tabletop --smoke` draws
and the busy table `tabletop bench frame --game darkmoor` measures. Reached through
the game's declaration (`DECLARATION.showcase`); sessions only, so it draws nothing
itself and needs no window."""

from __future__ import annotations

from tabletop import games
from tabletop.controller.session import Session
from tabletop.engine.rng import Rng
from tabletop.persistence import SaveStore

from ..showcases import bots_at, person_and_bots, played_on

#: What `bench frame` says it measured.
BUSY = "busy 4-player Darkmoor table"


def smoke_session(store: SaveStore) -> Session:
    return person_and_bots(store, "darkmoor", 2)


def busy_session() -> Session:
    """Four random bots, 14 moves in: hordes, havens and tokens on the table; the
    bots play on (unsaved)."""
    return bots_at(played_on(games.get("darkmoor").new_game(4, 11), Rng(5), 14))

"""Retreat to Darkmoor with nobody at the window: the table `tabletop --smoke` draws
and the busy table `tabletop bench frame --game darkmoor` measures. Reached through
the game's declaration (`DECLARATION.showcase`); sessions only, so it draws nothing
itself and needs no window."""

from __future__ import annotations

from tabletop import games
from tabletop.controller.session import Session
from tabletop.engine.rng import Rng
from tabletop.engine.game import GameState
from tabletop.persistence import SaveStore

from ..showcases import bots_at, person_and_bots, played_on, seated

#: What `bench frame` says it measured.
BUSY = "busy 4-player Darkmoor table"


def smoke_session(store: SaveStore) -> Session:
    return person_and_bots(store, "darkmoor", 2)


def busy_state() -> GameState:
    """Four seats, 14 random moves in: hordes, havens and tokens on the table, a hand
    to play from."""
    return played_on(games.get("darkmoor").new_game(4, 11), Rng(5), 14)


def busy_session() -> Session:
    """The busy table, random bots playing on (unsaved)."""
    return bots_at(busy_state())


def shot_tables(names: list[str]) -> dict[str, Session]:
    """The busy tables `tabletop shots` draws and the text-fit test measures, as the
    person to act sees them."""
    return {"table": seated(busy_state(), names)}

"""Prophecy with nobody at the window: the table `tabletop --smoke` draws and the busy
table `tabletop bench frame --game prophecy` measures. Reached through the game's
declaration (`DECLARATION.showcase`); sessions only, so it draws nothing itself."""

from __future__ import annotations

from tabletop import games
from tabletop.controller.session import Session
from tabletop.engine.game import GameState
from tabletop.engine.rng import Rng
from tabletop.persistence import SaveStore

from ..showcases import bots_at, person_and_bots, played_on, seated

#: What `bench frame` says it measured.
BUSY = "busy 5-player Prophecy table (cards on every terrain space, a battle on)"


def smoke_session(store: SaveStore) -> Session:
    return person_and_bots(store, "prophecy", 2)


def busy_state() -> GameState:
    """Five seats played on by random moves until cards lie on every terrain space and
    a battle is being fought (or a few hundred moves)."""
    from tabletop.engine.views import read
    from tabletop.games.prophecy import library as lib
    from tabletop.games.prophecy.view import ProphecyView

    terrain = [i for i, s in enumerate(lib.SPACES) if s.terrain]

    def busy(state) -> bool:
        view = read(ProphecyView, state.view(None))
        return (all(view.board[i] is not None for i in terrain) and view.battle is not None
                and view.pending is not None and view.pending["kind"] in ("declare", "roll"))

    return played_on(games.get("prophecy").new_game(5, 11), Rng(5), 600, busy)


def busy_session() -> Session:
    """The busy table, random bots playing on (unsaved)."""
    return bots_at(busy_state())


def shot_tables(names: list[str]) -> dict[str, Session]:
    """The busy tables `tabletop shots` draws and the text-fit test measures, as the
    person to act sees them."""
    return {"table": seated(busy_state(), names)}

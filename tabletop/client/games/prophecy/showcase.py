"""Prophecy with nobody at the window: the table `tabletop --smoke` draws and the busy
table `tabletop bench frame --game prophecy` measures. Reached through the game's
declaration (`DECLARATION.showcase`); sessions only, so it draws nothing itself."""

from __future__ import annotations

from tabletop import games
from tabletop.controller.session import Session
from tabletop.engine.rng import Rng
from tabletop.persistence import SaveStore, SeatInfo

#: What `bench frame` says it measured.
BUSY = "busy 5-player Prophecy table (cards on every terrain space, a battle on)"


def smoke_session(store: SaveStore) -> Session:
    """A person and a random bot at a new table, saved in `store`."""
    state = games.get("prophecy").new_game(2, 1)
    seats = [SeatInfo("Ada"), SeatInfo("Bot", "random")]
    return Session(state, seats, store.create(state, seats))


def busy_session() -> Session:
    """Five random bots, played on until cards lie on every terrain space and a battle
    is being fought (or a few hundred moves); the bots play on (unsaved)."""
    from tabletop.games.prophecy import library as lib

    state = games.get("prophecy").new_game(5, 11)
    rng = Rng(5)
    terrain = [i for i, s in enumerate(lib.SPACES) if s.terrain]
    for _ in range(600):
        view = state.view(None)
        full = all(view["board"][i] is not None for i in terrain)
        if full and view["battle"] is not None and view["pending"] and view["pending"]["kind"] in ("declare", "roll"):
            break
        legal = state.legal_actions()
        if not legal:
            break
        state.apply(legal[rng.below(len(legal))])
    return Session(state, [SeatInfo(f"Bot {i + 1}", "random") for i in range(5)], None)

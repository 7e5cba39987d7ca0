"""Betrayal Legacy with nobody at the window: the table `tabletop --smoke` draws (a
free-play game on the bundled finished campaign's house) and the busy table `tabletop
bench frame --game betrayal_legacy` measures."""

from __future__ import annotations

from tabletop.controller.session import Session
from tabletop.persistence import SaveStore

from ..showcases import person_and_bots

BUSY = "busy 5-player Betrayal Legacy table (free play on the finished house, the haunt on, monsters moving)"


def _options(seats: int) -> dict:
    from tabletop.games.betrayal_legacy.free_play import finished_campaign, free_play_options

    return free_play_options(finished_campaign(), seats=seats)


def smoke_session(store: SaveStore) -> Session:
    return person_and_bots(store, "betrayal_legacy", 3, _options(3))


def busy_session() -> Session:
    """Five random bots on the finished house until the haunt is on with monsters about
    (betrayal/showcase.py)."""
    from ..betrayal.showcase import busy_house_session

    return busy_house_session("betrayal_legacy", 5, _options(5), least_tiles=20)

"""Betrayal Legacy's free play in the window (BL-D.40): a game on a finished campaign's
house, or on the bundled finished campaign for those who never played one, saved like
any game. It may skip the haunts already played (BL-D.50, BH-HOPT): those revealed in
this app's free-play games, kept in a list of their own (betrayal/history.py's file
format; a campaign's chapters play every haunt once, so they do not count). Opened
from the New game form (options.py) and from a finished campaign's screen."""

from __future__ import annotations

import logging
import time
from pathlib import Path

from tabletop import games
from tabletop.client.netplay import kept_seats, open_hosted
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo
from tabletop.persistence.faults import SaveWriteError
from tabletop.persistence.paths import data_dir

from tabletop.games.betrayal_legacy.campaign import Campaign
from tabletop.games.betrayal_legacy.free_play import finished_campaign, free_play_options
from tabletop.games.betrayal_legacy.rules import HAUNTS

_LOG = logging.getLogger(__name__)
STRONG_THINK_MS = 400


def played_path() -> Path:
    """The list of haunts revealed in this app's free-play games (BL-D.50)."""
    return data_dir() / "betrayal_legacy_played_haunts.json"


def played_haunts() -> list[int]:
    """The haunts already played in free play; a list that cannot be read counts as
    empty (and is set aside, history.py)."""
    from ..betrayal.history import read_played

    played, problem = read_played(played_path(), known=HAUNTS)
    if problem:
        _LOG.warning("%s", problem)
    return played


def bundled_campaign() -> Campaign:
    """The finished campaign that ships with the app (BL-D.40), for free play without
    a campaign of one's own."""
    return finished_campaign()


def open_free_play(app, campaign: Campaign | None, families: list[str] | None = None, names=None, kinds=None,
                   open_play: bool = False, skip_played: bool = False) -> None:
    """A free-play game (BL-D.40) on `campaign`'s final house (the bundled finished one
    when None), saved like any game; with `skip_played`, the chart passes over the
    haunts already played in free play (BL-D.50)."""
    campaign = campaign or bundled_campaign()
    families = families or list(campaign.roster)
    names = names or [s.name for s in campaign.seats][:len(families)]
    kinds = kinds or [s.kind for s in campaign.seats][:len(families)]
    options = free_play_options(campaign, families, skip_played=played_haunts() if skip_played else None)
    options["names"] = list(names)
    if open_play:
        options["open_play"] = True
    game = games.get("betrayal_legacy")
    try:
        state = game.new_game(len(families), time.time_ns() % (2**62), options)
    except ValueError as exc:
        app.notify(str(exc))
        return
    seats = [SeatInfo(n, k, STRONG_THINK_MS if k == "strong" else 0) for n, k in zip(names, kinds)]
    try:
        session = Session(state, seats, app.store.create(state, kept_seats(seats)))
    except SaveWriteError as fault:
        session = Session(state, seats, None, save_problem=fault)
    open_hosted(app, session)

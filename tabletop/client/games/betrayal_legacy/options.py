"""Betrayal Legacy on the New game screen: a campaign (a new one, with a family for each
seat, BL-D.41; or one already begun, which opens its campaign screen) or a free-play
game (BL-D.40) on a finished campaign's house, or on the bundled finished campaign for
those who never played one. Free play may skip the haunts already played (BL-D.50,
BH-HOPT): those revealed in this app's free-play games, kept in a list of their own
(betrayal/history.py's file format; a campaign's chapters play every haunt once, so
they do not count)."""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any, Callable, Sequence

import pygame

from tabletop import games
from tabletop.controller.session import Session
from tabletop.engine.errors import SaveError
from tabletop.persistence import SeatInfo
from tabletop.persistence.campaigns import CampaignStore
from tabletop.persistence.faults import SaveWriteError
from tabletop.persistence.paths import campaigns_dir, data_dir

from tabletop.games.betrayal_legacy.campaign import VERSION, Campaign, Seat, new_campaign, to_data
from tabletop.games.betrayal_legacy.chapters import initial_places
from tabletop.games.betrayal_legacy.free_play import finished_campaign, free_play_options
from tabletop.games.betrayal_legacy.rules import CONTENT, HAUNTS

from tabletop.client.widgets import Cycler

from .words import P

_LOG = logging.getLogger(__name__)
FAMILY_IDS = [f.id for f in CONTENT.families]
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


def campaign_store() -> CampaignStore:
    return CampaignStore(campaigns_dir())


def bundled_campaign() -> Campaign:
    """The finished campaign that ships with the app (BL-D.40), for free play without
    a campaign of one's own."""
    return finished_campaign()


class OptionsForm:
    def __init__(self, t: Callable[..., str], seats: int, names: list[str]) -> None:
        self.t = t
        self.seats = seats
        self.mode = 0  # 0 campaign, 1 free play
        self.entries = campaign_store().entries("betrayal_legacy")
        self.which = 0  # 0 a new campaign, k an existing one
        self.families = list(range(seats))
        self.open_play = 0
        self.skip_played = 0
        campaigns = [t(f"{P}.options.new_campaign")] + [name if ok else t(f"{P}.options.damaged", name=name)
                                                       for _, name, ok in self.entries]
        names_of = [t(f"{P}.family.{f}.name") if t.has(f"{P}.family.{f}.name") else
                    next(x.name for x in CONTENT.families if x.id == f) for f in FAMILY_IDS]
        self.widgets: list[Any] = [
            Cycler(t(f"{P}.options.mode"), [t(f"{P}.options.campaign"), t(f"{P}.options.free_play")], 0, self._set_mode),
            Cycler(t(f"{P}.options.which"), campaigns, 0, self._set_which),
            Cycler(t(f"{P}.options.open_play"), [t("betrayal.options.no"), t("betrayal.options.yes")], 0,
                   self._set_open),
            Cycler(t(f"{P}.options.skip_played"), [t("betrayal.options.no"), t("betrayal.options.yes")], 0,
                   self._set_skip),
        ]
        for seat in range(seats):
            who = names[seat] if seat < len(names) else str(seat + 1)
            self.widgets.append(Cycler(t(f"{P}.options.family", name=who), names_of, seat,
                                       lambda i, s=seat: self._set_family(s, i)))

    def _set_mode(self, index: int) -> None:
        self.mode = index

    def _set_which(self, index: int) -> None:
        self.which = index

    def _set_open(self, index: int) -> None:
        self.open_play = index

    def _set_skip(self, index: int) -> None:
        self.skip_played = index

    def _set_family(self, seat: int, index: int) -> None:
        self.families[seat] = index

    def layout(self, x: int, y: int, width: int, row_h: int) -> int:
        for widget in self.widgets:
            widget.rect = pygame.Rect(x, y, width, row_h)
            y += row_h + 8
        return y

    def options(self, people: Sequence[int] = ()) -> dict[str, Any]:
        return {}

    # -- the Start button ----------------------------------------------------------------------

    def start(self, app, names: list[str], kinds: list[str]) -> bool:
        """Open what the form says; True when it took the start over (always)."""
        t = app.t
        store = campaign_store()
        if self.mode == 1:
            return self._free_play(app, store, names, kinds)
        if self.which > 0:
            from .campaign_screen import CampaignScene

            app.push(CampaignScene(app, store, self.entries[self.which - 1][0]))
            return True
        families = [FAMILY_IDS[i] for i in self.families]
        if len(set(families)) != len(families):
            app.notify(t(f"{P}.options.same_family"))
            return True
        seats = [Seat(name, kind) for name, kind in zip(names, kinds)]
        campaign = new_campaign(families, initial_places(CONTENT), seats)
        name = t(f"{P}.options.campaign_name", when=time.strftime("%Y-%m-%d %H:%M"))
        try:
            ident = store.create("betrayal_legacy", name, to_data(campaign), VERSION)
        except SaveError as exc:
            app.notify(t(f"{P}.options.cannot_create", reason=str(exc)), seconds=8)
            return True
        from .campaign_screen import CampaignScene

        app.push(CampaignScene(app, store, ident))
        return True

    def _free_play(self, app, store, names, kinds) -> bool:
        """Free play on the house of the chosen campaign if it is finished, else on the
        bundled finished campaign (BL-D.40), with the families chosen here."""
        campaign = None
        if self.which > 0:
            from .chapter_link import load_campaign

            try:
                _, campaign = load_campaign(store, self.entries[self.which - 1][0])
            except (SaveError, ValueError) as exc:
                app.notify(str(exc))
                return True
            if campaign.chapter < len(CONTENT.chapters):
                app.notify(app.t(f"{P}.options.not_finished"))
                return True
        families = [FAMILY_IDS[i] for i in self.families]
        if len(set(families)) != len(families):
            app.notify(app.t(f"{P}.options.same_family"))
            return True
        open_free_play(app, campaign, families, names, kinds, bool(self.open_play), bool(self.skip_played))
        return True


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
        app.open_table(Session(state, seats, app.store.create(state, seats)))
    except SaveWriteError as fault:
        app.open_table(Session(state, seats, None, save_problem=fault))

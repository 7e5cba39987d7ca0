"""Join a game hosted at another copy of Tabletop: the games found on this network
(the net package's discovery Browser), or an address and a join code typed; then
the seat to take (or any free one)."""

from __future__ import annotations

import asyncio

import pygame

from tabletop import games
from tabletop.engine.names import SEAT_NAME_LIMIT, clean_text
from tabletop.net.loop import NetLoop
from tabletop.net.protocol import PROTOCOL

from .. import theme
from ..scene import Scene
from ..widgets import Button, Cycler, TextField, fit_in, form_gesture, panel
from .common import background, scale, title

#: the seats one may ask for by number, until a game found is picked (the host says which are free)
MOST_SEATS = 6


def make_browser():
    """The games announced on this network, by real mDNS (never in tests: they give
    the app a browser of their own)."""
    from tabletop.net.discovery import ZeroconfBrowser

    browser = ZeroconfBrowser()
    browser.start()
    return browser


class JoinScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.browser = (app.browser_factory or make_browser)()
        self.address = ""
        self.code = ""
        self.seat = 0  # 0: any free seat, else seat number
        people = (app.settings.last_setup or {}).get("people") or [app.t("newgame.player", n=1)]
        self.name = people[0]  # what the others see this player called: as at New game last
        self.net: NetLoop | None = None
        self.connection = None
        self.task: asyncio.Task | None = None
        self.listed: list = []  # the games found, as last shown
        self.found_buttons: list[Button] = []
        self.shown_found: list[Button] = []
        self._widgets()

    def _widgets(self) -> None:
        t = self.app.t
        self.address_field = TextField(t("net.address_field"), self.address, self._set_address, limit=80, clean=False)
        self.code_field = TextField(t("net.code_field"), self.code, self._set_code, limit=64, clean=False)
        self.name_field = TextField(t("net.name_field"), self.name, self._set_name, limit=SEAT_NAME_LIMIT)
        self.seat_cycler = Cycler(t("net.seat_field"), self._seat_options(MOST_SEATS), self.seat, self._set_seat)
        self.join = Button(t("net.join"), self._join, primary=True)
        self.back = Button(t("common.back"), self.app.pop)
        self.layout(self.app.size)

    def _seat_options(self, most: int) -> list[str]:
        return [self.app.t("net.any_seat")] + [str(n) for n in range(1, most + 1)]

    def _set_address(self, value: str) -> None:
        self.address = value.strip()

    def _set_code(self, value: str) -> None:
        self.code = value.strip()

    def _set_name(self, value: str) -> None:
        self.name = clean_text(value, SEAT_NAME_LIMIT)

    def _set_seat(self, index: int) -> None:
        self.seat = index

    def _pick(self, listing) -> None:
        """A game found: its address goes in the field (the code is still typed: the
        host's screen shows it)."""
        self.address = self.address_field.value = listing.where
        self.code_field.focused = True
        self.address_field.focused = False
        most = games.get(listing.game).max_seats  # the seats its game can have (a listing names a game we have)
        self.seat = self.seat_cycler.index = min(self.seat, most)
        self.seat_cycler.options = self._seat_options(most)

    def _join(self) -> None:
        from tabletop.net.client import Connection

        if not self.address or not self.code:
            self.app.notify(self.app.t("net.need_address"))
            return
        if self.task is not None and not self.task.done():
            return
        self._drop()
        self.net = NetLoop()
        self.connection = Connection(self.address, self.code, self.seat - 1 if self.seat else None,
                                     self.name or self.app.t("newgame.player", n=1))
        self.task = self.net.spawn(self.connection.open())
        self.app.notify(self.app.t("net.joining", address=self.address), calm=True)

    def _drop(self) -> None:
        if self.net is not None:
            self.net.close()
        self.net = self.connection = self.task = None

    # -- the frame ---------------------------------------------------------------------

    def update(self, dt: float) -> None:
        listed = self.browser.games()
        if listed != self.listed:
            self.listed = listed
            self.found_buttons = [self._found_button(g) for g in listed]
            self.layout(self.app.size)
        if self.net is None:
            return
        self.net.pump()
        if self.task is not None and self.task.done():
            error = self.task.exception()
            if error is not None:
                self._refused(error)
            else:
                self.task = None
                self.joined()

    def joined(self) -> None:
        """The host welcomed this seat: its table, drawn from what the host sends it
        (a RemoteSession, which keeps the connection from now on), takes over."""
        from tabletop.net.client import Refused
        from tabletop.net.remote import RemoteSession

        try:
            session = RemoteSession(self.connection, self.net)
        except (Refused, asyncio.TimeoutError) as error:
            self._refused(error)
            return
        name = session.name(session.seat)
        self.net = self.connection = self.task = None  # the session's now
        self.app.open_table(session)
        self.app.notify(self.app.t("net.joined", name=name), calm=True)

    def _refused(self, error: BaseException) -> None:
        reason = self._words(getattr(error, "key", None), getattr(error, "reason", None) or str(error)
                             or type(error).__name__)
        self.app.notify(self.app.t("net.cannot_join", reason=reason))
        self._drop()

    def _found_button(self, listing) -> Button:
        """A game found, to pick: greyed when it speaks another protocol or has no seat free."""
        t, game = self.app.t, self._game_title(listing.game)
        if listing.protocol != PROTOCOL:
            return Button(t("net.other_version", game=game, host=listing.host_name), lambda: None, enabled=False)
        return Button(t("net.found_game", game=game, host=listing.host_name, count=listing.free),
                      lambda: self._pick(listing), enabled=listing.free > 0)

    def _words(self, key: str | None, fallback: str) -> str:
        """The catalogue's words for `key`, or `fallback` (the host's own words, a
        game this copy lacks) where this copy has none."""
        return self.app.t(key) if key and self.app.t.has(key) else fallback

    def _game_title(self, game: str) -> str:
        return self._words(f"{game}.ui.title", game)

    def close(self) -> None:
        self._drop()
        self.browser.close()

    # -- screen ------------------------------------------------------------------------

    def widgets(self):
        return [*self.shown_found, self.address_field, self.code_field, self.name_field, self.seat_cycler, self.join,
                self.back]

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale(size)
        margin = max(24, w // 40)
        top = int(h * 0.04) + int(36 * s) + max(16, h // 40)
        bottom = h - max(16, h // 30)
        self.left = pygame.Rect(margin, top, (w - 3 * margin) // 2, bottom - top)
        self.right = pygame.Rect(self.left.right + margin, top, w - self.left.right - 2 * margin, bottom - top)
        row_h = max(32, min(int(44 * s), h // 14))
        pad = max(12, int(18 * s))  # the panels' inner margin, grown with the UI scale
        self.heading_rect = pygame.Rect(self.left.x + pad, self.left.y + pad, self.left.width - 2 * pad, row_h)
        y = self.heading_rect.bottom + pad // 2
        fit = max(0, (self.left.bottom - pad - y + 8) // (row_h + 8))
        self.shown_found = self.found_buttons[:fit]  # as many as the panel holds, the first found first
        for button in self.shown_found:
            button.rect = pygame.Rect(self.left.x + pad, y, self.left.width - 2 * pad, row_h)
            y += row_h + 8
        x, y, width = self.right.x + pad, self.right.y + pad, self.right.width - 2 * pad
        for widget in (self.address_field, self.code_field, self.name_field, self.seat_cycler):
            widget.rect = pygame.Rect(x, y, width, row_h)
            y += row_h + pad
        self.join.rect = pygame.Rect(0, 0, min(int(240 * s), width // 2 - 8), row_h + 8)
        self.join.rect.bottomright = (self.right.right - pad, self.right.bottom - pad)
        self.back.rect = pygame.Rect(0, 0, min(int(160 * s), width // 2 - 8), row_h + 8)
        self.back.rect.bottomleft = (self.right.x + pad, self.right.bottom - pad)

    def handle(self, g) -> None:
        fields = (self.address_field, self.code_field, self.name_field)
        if g.kind == "key" and g.key == pygame.K_ESCAPE and not any(f.focused for f in fields):
            self.app.pop()
            return
        if g.kind == "key" and g.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._join()
            return
        form_gesture(self.widgets(), g)

    def draw(self, surface: pygame.Surface) -> None:
        assets, t = self.app.assets, self.app.t
        background(surface, assets)
        s = scale(surface.get_size())
        title(surface, assets, t("net.join_title"), int(surface.get_height() * 0.04), size=int(36 * s))
        panel(surface, self.left)
        panel(surface, self.right)
        words = t("net.found") if self.found_buttons else t("net.none_found")
        fit_in(surface, assets, words, int(20 * s), self.heading_rect,
               theme.TEXT if self.found_buttons else theme.TEXT_DIM, "join heading", bold=bool(self.found_buttons))
        for widget in self.widgets():
            widget.draw(surface, assets)

"""The window's side of play across machines: an asyncio loop stepped from the
frame (so the host's network code and the table touch the Session from one thread,
one after the other), and the host a game with remote seats starts (New game, free
play, a campaign's chapter or session: `open_hosted`)."""

from __future__ import annotations

import asyncio
import socket
import threading

from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo
from tabletop.net.address import host_port
from tabletop.net.discovery import Advert, lan_addresses
from tabletop.net.host import Host
from tabletop.net.loop import START_TIMEOUT_S, NetLoop


def kept_kind(kind: str) -> str:
    """A seat's kind as a save or a campaign keeps it: a remote seat is a person's (as
    `tabletop serve` keeps it), so the game opened again later goes on at one screen."""
    return "human" if kind == "remote" else kind


def remote_seats(kinds) -> frozenset[int]:
    """The seats (by index) of these kinds that are played from other machines."""
    return frozenset(seat for seat, kind in enumerate(kinds) if kind == "remote")


def kept_seats(seats: list[SeatInfo]) -> list[SeatInfo]:
    """The seats as a game's save keeps them (`kept_kind`)."""
    return [SeatInfo(info.name, kept_kind(info.kind), info.think_ms) for info in seats]


def open_hosted(app, session: Session) -> bool:
    """Open `session`'s table, hosted first for its remote seats (kind "remote") when it
    has any, so the table shows the address and the join code. False when no port can
    be listened on: the session is closed, the notice says why, and the screen that
    started it stays."""
    remote = remote_seats(info.kind for info in session.seats)
    if remote:
        try:
            hosting = Hosting(session, remote, app.net_bind, announcer=app.announcer())
        except (OSError, asyncio.TimeoutError) as exc:
            session.close()
            app.notify(app.t("net.cannot_host", reason=str(exc) or type(exc).__name__))
            return False
        app.host_game(hosting)  # before the table opens, which shows it
    app.open_table(session)
    return True


class Hosting:
    """A game the window hosts: the net package's Host over the table's Session,
    listening on `bind` (None: every interface), its join code and addresses."""

    def __init__(self, session: Session, remote: set[int], bind: str | None = None,
                 code: str | None = None, announcer=None) -> None:
        self.session = session
        self.remote = set(remote)
        self.net = NetLoop()
        self.host = Host(session, self.remote, code)  # no code given: the host makes a long random one
        self.code = self.host.code
        try:
            self.port = self.net.run(self.host.start(host=bind, port=0))
        except BaseException:
            self.net.close()
            raise
        # where players on other machines reach it: the one address bound, else every LAN address
        self.ips = (bind,) if bind is not None else (lan_addresses() or ("127.0.0.1",))
        self.addresses = [host_port(a, self.port) for a in self.ips]
        self.joined: set[int] = set()  # remote seats taken at some time (a seat not there now dropped)
        self.announcer = announcer  # the game announced on the LAN (discovery's), or None
        self._free: int | None = None
        self._announcing = threading.Lock()  # one announcement at a time, in order
        self._announce()
        self.task = self.net.spawn(self.host.run_until_over())

    def pump(self) -> None:
        self.net.pump()
        self.joined |= set(self.host.clients)
        self._announce()

    def _announce(self) -> None:
        """Tell the LAN how many remote seats are free, when that changed (zeroconf's
        registration waits on the network: off the window's thread)."""
        free = len(self.remote - set(self.host.clients))
        if self.announcer is None or free == self._free:
            return
        self._free = free
        advert = Advert(game=self.session.state.game.name, free=free, host_name=socket.gethostname(),
                        port=self.port, addresses=tuple(self.ips))
        threading.Thread(target=self._locked, args=(self.announcer.announce, advert), name="announce",
                         daemon=True).start()

    def _locked(self, work, *args) -> None:
        with self._announcing:
            work(*args)

    def state(self, seat: int) -> str:
        """A remote seat's state: "bot" (handed to a bot), "connected", "disconnected"
        (was there, dropped) or "waiting" (nobody has taken it yet)."""
        if self.host.seat_list()[seat]["kind"] == "bot":
            return "bot"
        if seat in self.host.clients:
            return "connected"
        return "disconnected" if seat in self.joined else "waiting"

    def player_name(self, seat: int) -> str | None:
        """The name the player who took (or last took) this remote seat gave, if any."""
        return self.host.player_names.get(seat)

    def hand_to_bot(self, seat: int) -> None:
        self.host.hand_to_bot(seat)

    def take_back(self, seat: int) -> None:
        self.host.take_back(seat)

    def close(self) -> None:
        self.pump()  # what is on its way to the players (the last update) leaves first
        if self.session.state.is_over and not self.task.done():  # the host says the game is over, and bye
            self.net.run(asyncio.wait([self.task], timeout=START_TIMEOUT_S))
        if self.announcer is not None:
            threading.Thread(target=self._locked, args=(self.announcer.close,), name="withdraw", daemon=True).start()
        self.host.close()
        try:
            self.net.run(self.host.wait_closed())
        except (asyncio.TimeoutError, OSError):
            pass  # closing anyway
        self.net.close()

"""A host, or a remote player, in a thread of its own, for the tests of play across
machines (tests/net, and the window's hosting and remote table in tests/client):
loopback only, every wait bounded."""

from __future__ import annotations

import asyncio
import threading

import tabletop.games
from tabletop.controller.session import Session
from tabletop.net.client import Connection
from tabletop.net.host import Host
from tabletop.persistence.saves import SeatInfo

CODE = "remote-session-code"
WAIT = 20.0  # seconds any one game phase may take


class HostThread(threading.Thread):
    """A game hosted with `remote` seats open; the others are `others` (bots play at the
    host; "human" seats wait for a person at its screen, who never comes)."""

    def __init__(self, name: str, players: int, remote: set[int], seed: int, others: str = "random",
                 names: list[str] | None = None) -> None:
        super().__init__(daemon=True)
        state = tabletop.games.get(name).new_game(players, seed, {"names": names} if names else {})
        seats = [SeatInfo(names[s] if names else state.seat_name(s), "human" if s in remote else others)
                 for s in range(players)]
        self.session = Session(state, seats)
        self.host = Host(self.session, set(remote), CODE)
        self.ready = threading.Event()
        self.port = 0
        self.loop: asyncio.AbstractEventLoop | None = None
        self.task: asyncio.Task | None = None

    def run(self) -> None:
        async def serve():
            self.loop = asyncio.get_running_loop()
            self.port = await self.host.start("127.0.0.1", 0)
            self.task = asyncio.create_task(self.host.run_until_over())
            self.ready.set()
            try:
                await self.task
                await asyncio.sleep(0.2)  # the last update and the bye leave
            except asyncio.CancelledError:
                pass
            self.host.close()
            await self.host.wait_closed()
        asyncio.run(serve())

    def begin(self) -> "HostThread":
        self.start()
        assert self.ready.wait(WAIT), "the host did not start"
        return self

    def call(self, work) -> None:
        """Run a coroutine in the host's loop, and wait for it."""
        asyncio.run_coroutine_threadsafe(work, self.loop).result(WAIT)

    def stop(self) -> None:
        """End the host, its game over or not."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self.task.cancel)
        self.join(WAIT)


class ClientThread(threading.Thread):
    """A remote player's copy, headless, in a thread of its own: joins, then holds the
    seat until told to leave."""

    def __init__(self, port, code, seat):
        super().__init__(daemon=True)
        self.connection = Connection(f"127.0.0.1:{port}", code, seat, "Far")
        self.joined = threading.Event()
        self.leave = threading.Event()
        self.error = None

    def run(self):
        async def play():
            try:
                await self.connection.open()
                self.joined.set()
                while not self.leave.is_set():
                    try:
                        await self.connection.receive(0.02)  # the host's updates, kept as they come
                    except asyncio.TimeoutError:
                        pass
            except Exception as exc:  # noqa: BLE001 - the test reads it
                self.error = exc
                self.joined.set()
            finally:
                await self.connection.close()
        asyncio.run(play())

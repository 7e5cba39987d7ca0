"""A remote seat's end of the wire, headless: connect, say hello, read updates, act.

`Connection` keeps the last update, so whoever drives it (a bot for `tabletop join`,
the window's table) reads the seat's view, whose turn it is and the legal action
texts from there. It sends nothing the host would have to trust: a move is its text
and the history length it was chosen at.
"""

from __future__ import annotations

import asyncio
import json
import ssl
import time
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from .address import websocket_url
from .protocol import BURST, PROTOCOL, RATE, dump

MAX_INCOMING = 16 * 1024 * 1024  # a host's update carries a whole view
TIMEOUT = 10.0  # seconds for connecting and for the welcome
_CAP, _PACE = BURST // 2, RATE * 0.9  # the client's bucket: messages at once, and a second


class Refused(Exception):
    """The host said bye (or never answered): the reason and its catalogue key."""

    def __init__(self, reason: str, key: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key = key


class Connection:
    def __init__(self, address: str, code: str, seat: int | None = None, name: str = "Remote") -> None:
        self.address = address  # as typed: HOST:PORT, [IPv6]:PORT or a ws:// or wss:// URL (address.py)
        self.code = code
        self.seat = seat
        self.name = name
        self.welcome: dict[str, Any] | None = None
        self.update: dict[str, Any] | None = None
        self.refusals: list[dict[str, Any]] = []
        self._ws: ClientConnection | None = None
        self._tokens, self._stamp = float(_CAP), time.monotonic()  # the client's own rate bucket

    @property
    def over(self) -> bool:
        return bool(self.update and self.update["over"])

    @property
    def my_turn(self) -> bool:
        return bool(self.update and self.update["to_act"] == self.seat and self.update["legal"])

    async def open(self) -> None:
        """Connect and take the seat (the one asked for, else the one given). A wss://
        host's certificate is checked as any (the system's authorities, or SSL_CERT_FILE's);
        one not trusted raises Refused: trying again would not change it."""
        url = websocket_url(self.address)  # BadAddress says what is wrong with it
        try:
            self._ws = await asyncio.wait_for(connect(url, max_size=MAX_INCOMING, open_timeout=TIMEOUT), TIMEOUT)
        except ssl.SSLCertVerificationError as exc:
            raise Refused(f"The host's certificate is not trusted ({exc.verify_message}).",
                          "net.untrusted_certificate") from None
        await self.send({"type": "hello", "protocol": PROTOCOL, "code": self.code, "seat": self.seat,
                         "name": self.name})
        message = await self.receive(TIMEOUT)
        if message["type"] != "welcome":
            raise Refused(message.get("reason", "The host did not welcome this seat."), message.get("key", "net.refused"))
        self.welcome = message
        self.seat = message["seat"]  # kept: a rejoin asks for the same seat

    async def send(self, message: dict[str, Any]) -> None:
        """Send `message`, keeping under the host's rate limit (a fast bot would
        reach it); a host that hung up raises Refused."""
        assert self._ws is not None
        # a bucket of half the host's burst, filled a little slower than the host's rate:
        # a few messages at once go at once, a fast bot is held back; the token is taken
        # before waiting, so messages sent together leave in order
        now = time.monotonic()
        self._tokens = min(_CAP, self._tokens + (now - self._stamp) * _PACE) - 1
        self._stamp = now
        if self._tokens < 0:
            await asyncio.sleep(-self._tokens / _PACE)
        try:
            await self._ws.send(dump(message))
        except ConnectionClosed:
            raise Refused("The host closed the connection.", "net.closed") from None

    async def act(self, text: str) -> None:
        assert self.update is not None
        await self.send({"type": "act", "action": text, "at": self.update["at"]})

    async def receive(self, timeout: float) -> dict[str, Any]:
        """The next message from the host (an update is kept as the latest); a bye
        raises Refused, and so does a host that hangs up."""
        assert self._ws is not None
        try:
            text = await asyncio.wait_for(self._ws.recv(), timeout)
        except ConnectionClosed as exc:
            raise Refused(f"The host closed the connection ({exc.rcvd.reason if exc.rcvd else 'no reason'}).",
                          "net.closed") from None
        try:
            message = json.loads(text)
            kind = message["type"]
        except (ValueError, TypeError, KeyError):
            raise Refused("The host sent something that is not a Tabletop message.", "net.malformed") from None
        if kind == "update":
            self.update = message
        elif kind == "refused":
            self.refusals.append(message)
        elif kind == "bye":
            raise Refused(message["reason"], message["key"])
        return message

    async def close(self) -> None:
        if self._ws is not None:
            await self._ws.close()

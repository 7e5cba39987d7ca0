"""A game hosted for remote seats: the one Session, and a WebSocket server.

The host decides everything: a client sends its seat's actions and receives its
seat's view (`state.view(seat)`, never more), the legal action texts on its turn,
and the events its seat may see. Every message from a client is checked in full
(protocol.parse) and anything refused is answered with a reason and has no effect.
Bots (the host's own seats, or a remote seat handed to one while its player is
away) play through the Session as at a local table, and the Session saves every
move as it is made, so a host restarted on its save takes its clients back.
"""

from __future__ import annotations

import asyncio
import secrets
import sys
import time
from ssl import SSLContext
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from tabletop.ai import make_bot
from tabletop.controller.session import MoveNotSaved, Session
from tabletop.engine.errors import IllegalAction

from . import protocol
from .protocol import BURST, PROTOCOL, RATE, ProtocolError

MAX_CONNECTIONS = 32  # open at once, said hello or not: many silent sockets cannot pile up
FLOOD_LIMIT = 200  # messages dropped in a row before the host hangs up
TICK = 0.01  # seconds between looks at the bots and the table
RETRY_SAVE = 1.0  # seconds between tries of a save the disk refused (retry_saves)


def new_code() -> str:
    """A join code nobody guesses: 96 random bits."""
    return secrets.token_urlsafe(12)


class _Bucket:
    """A token bucket: RATE messages a second, BURST at once."""

    def __init__(self) -> None:
        self.tokens = BURST
        self.stamp = time.monotonic()
        self.dropped = 0

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.stamp) * RATE)
        self.stamp = now
        if self.tokens < 1:
            self.dropped += 1
            return False
        self.tokens -= 1
        self.dropped = 0
        return True


class Host:
    def __init__(self, session: Session, remote: set[int], code: str | None = None, pace_ms: int = 0,
                 retry_saves: bool = False) -> None:
        seats = session.state.seats
        if not remote or not all(type(s) is int and 0 <= s < seats for s in remote):
            raise ValueError(f"remote seats must be among 0..{seats - 1}")
        self.session = session
        self.remote = set(remote)
        self.code = code or new_code()
        self.pace_ms = pace_ms
        # A host with no window (serve) has nobody to ask about a save the disk refuses:
        # it tries again every RETRY_SAVE seconds (saying so once on stderr), and the
        # move held meanwhile is made once saved. The window asks its player instead.
        self.retry_saves = retry_saves
        self._save_retried: float | None = None  # when, while the disk refuses
        self.clients: dict[int, ServerConnection] = {}
        self._marks: dict[int, int] = {}  # per seat: how many of the history's moves it was sent
        self._handed: set[int] = set()  # remote seats a bot plays for now
        # The name each remote seat's player gave in their hello (protocol.parse keeps it to
        # the name rule), shown for that seat until another player takes it; the saved
        # seats keep theirs.
        self.player_names: dict[int, str] = {}
        self._server: Server | None = None
        self._changed = asyncio.Event()
        self._sent: tuple[int, int] | None = None  # the table the seats were last sent (_table)
        self._open = 0  # connections being served

    # -- the server -------------------------------------------------------------------

    async def start(self, host: str = "127.0.0.1", port: int = 0, ssl: SSLContext | None = None) -> int:
        """Listen; returns the port (a free one for port 0). With `ssl`, over TLS
        (wss://; the tests' stand-in for a reverse proxy with a certificate)."""
        # Twice the limit, so that a message a little too large is refused with a
        # reason; beyond that the library closes the connection itself (code 1009).
        # A client that stops reading (a flood sent away) holds its socket only a second.
        self._server = await serve(self._serve_client, host, port, max_size=2 * protocol.MAX_MESSAGE,
                                   ping_interval=20, ping_timeout=20, close_timeout=1, ssl=ssl)
        return self._server.sockets[0].getsockname()[1]

    async def run_until_over(self) -> None:
        """Drive the bots, send every change of the table to the seats (a move made at
        the host's own screen too) and wait for the end of the game; then tell every
        client."""
        while not self.session.state.is_over:
            self._retry_save()
            self.session.update(self.pace_ms)
            if self._table() != self._sent:
                await self._broadcast()
            if self.session.state.is_over:
                break
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), TICK)
            except asyncio.TimeoutError:
                pass
        await self._broadcast()
        for ws in list(self.clients.values()):
            await self._send(ws, protocol.bye("The game is over.", "net.game_over"))
            await ws.close()

    def _retry_save(self) -> None:
        session = self.session
        if not self.retry_saves or session.save_problem is None:
            self._save_retried = None
            return
        now = time.monotonic()
        if self._save_retried is None:
            sys.stderr.write(f"tabletop: {session.save_problem} The game waits and the save is tried again "
                             f"every {RETRY_SAVE:g} s.\n")
            sys.stderr.flush()
        elif now - self._save_retried < RETRY_SAVE:
            return
        else:
            session.retry_save()  # once saved, the held move is made and the seats are sent it
        self._save_retried = now

    def close(self) -> None:
        if self._server is not None:
            self._server.close()
        self.session.close()

    async def wait_closed(self) -> None:
        if self._server is not None:
            await self._server.wait_closed()

    # -- seats ------------------------------------------------------------------------

    def seat_list(self) -> list[dict[str, Any]]:
        return [{"name": self.player_names.get(s, info.name),
                 "kind": ("bot" if s in self._handed else "remote") if s in self.remote else info.kind,
                 "connected": s in self.clients or s not in self.remote}
                for s, info in enumerate(self.session.seats)]

    def hand_to_bot(self, seat: int, kind: str = "random") -> None:
        """Let a bot play a remote seat whose player is away (not one that is here)."""
        if seat not in self.remote or seat in self.clients:
            raise ValueError(f"seat {seat} is not a disconnected remote seat")
        session = self.session
        session.bots[seat] = make_bot(kind, session.state.game, session.state.seed * 7 + seat)
        self._handed.add(seat)
        self._seats_changed()

    def take_back(self, seat: int) -> None:
        """The bot leaves `seat` to its player again (a move it is thinking of is dropped)."""
        if seat not in self._handed:
            raise ValueError(f"no bot plays seat {seat} for its player")
        if self.session.to_act == seat:
            self.session.cancel_bot()
        del self.session.bots[seat]
        self._handed.discard(seat)
        self._seats_changed()

    def _seats_changed(self) -> None:
        """Who plays a seat changed: every seat is sent the table again (its seat list)."""
        self._sent = None
        self._changed.set()

    # -- one client ---------------------------------------------------------------------

    async def _serve_client(self, ws: ServerConnection) -> None:
        if self._open >= MAX_CONNECTIONS:
            await self._send(ws, protocol.bye("The host is busy: try again later.", "net.busy"))
            return
        self._open += 1
        try:
            await self._serve_seat(ws)
        finally:
            self._open -= 1

    async def _serve_seat(self, ws: ServerConnection) -> None:
        seat = await self._greet(ws)
        if seat is None:
            return
        bucket = _Bucket()
        try:
            async for text in ws:
                if not bucket.take():
                    if bucket.dropped == 1:
                        await self._send(ws, protocol.refused("Too many messages: slow down.", "net.flood"))
                    if bucket.dropped >= FLOOD_LIMIT:
                        await self._send(ws, protocol.bye("Too many messages.", "net.flood"))
                        break
                    continue
                await self._answer(ws, seat, text)
        except ConnectionClosed:
            pass
        finally:
            if self.clients.get(seat) is ws:
                del self.clients[seat]
                await self._broadcast()
            await ws.close()

    async def _greet(self, ws: ServerConnection) -> int | None:
        """The hello: the seat this connection plays, or None (told why, and closed)."""
        async def leave(reason: str, key: str) -> None:
            await self._send(ws, protocol.bye(reason, key))
            await ws.close()

        try:
            text = await asyncio.wait_for(ws.recv(), protocol.HELLO_TIMEOUT)
        except asyncio.TimeoutError:
            await leave("No hello came in time.", "net.silent")
            return None
        except ConnectionClosed:
            return None
        try:
            hello = protocol.parse(text)
        except ProtocolError as exc:
            await leave(exc.reason, exc.key)
            return None
        if hello["type"] != "hello":
            await leave("The first message must be a hello.", "net.malformed")
        elif hello["protocol"] != PROTOCOL:
            await leave(f"This host speaks protocol {PROTOCOL}, not {hello['protocol']}.", "net.protocol")
        elif not secrets.compare_digest(hello["code"].encode(), self.code.encode()):
            await leave("That join code is wrong.", "net.wrong_code")
        else:
            seat = hello["seat"]
            free = sorted(self.remote - set(self.clients))
            if seat is None and not free:
                await leave("Every remote seat is taken.", "net.full")
            elif seat is not None and seat not in self.remote:
                await leave("That seat is not open to remote players.", "net.not_remote")
            elif seat is not None and seat in self.clients:
                await leave("That seat is taken.", "net.seat_taken")
            else:
                seat = free[0] if seat is None else seat
                if seat in self._handed:
                    self.take_back(seat)  # its player is back
                self.player_names[seat] = hello["name"]
                self.clients[seat] = ws
                self._marks[seat] = 0  # its first update tells every move so far, for its log
                state = self.session.state
                await self._send(ws, {"type": "welcome", "protocol": PROTOCOL, "game": state.game.name,
                                      "seat": seat, "seats": self.seat_list(),
                                      "options": {k: v for k, v in state.options.items() if k != "seats"},
                                      "opening": self.session.opening()})
                await self._broadcast()
                return seat
        return None

    async def _answer(self, ws: ServerConnection, seat: int, text: Any) -> None:
        try:
            message = protocol.parse(text)
        except ProtocolError as exc:
            await self._send(ws, protocol.refused(exc.reason, exc.key))
            return
        kind = message["type"]
        if kind == "ping":
            await self._send_update(seat)
            return
        if kind == "aids":  # asked by a table, not sent to all: a search over the rules (Betrayal's routes)
            state = self.session.state
            await self._send(ws, {"type": "aids", "at": len(state.history), "aids": state.aids(seat)})
            return
        if kind == "hello":
            await self._send(ws, protocol.refused("This connection already has a seat.", "net.malformed"))
            return
        try:
            if kind == "why":
                state = self.session.state
                raise state.explain_illegal(state.game.parse_action(message["action"]))
            if kind == "act":
                self._act(seat, message["action"], message["at"])
            else:
                self._undo(seat)
        except IllegalAction as exc:
            await self._send(ws, protocol.refused(str(exc), exc.key, exc.values))
            return
        self._changed.set()
        await self._broadcast()

    def _act(self, seat: int, text: str, at: int) -> None:
        session = self.session
        if seat in self._handed:
            raise IllegalAction("A bot plays this seat now.", "net.bot_plays")
        if at != len(session.state.history):
            raise IllegalAction("The table changed before that move arrived: look again.", "net.stale")
        if session.state.to_act != seat:
            raise IllegalAction("It is not your turn.", "net.not_your_turn")
        action = session.state.game.parse_action(text)
        try:
            session.act(action, seat)
        except MoveNotSaved:  # the session holds the move: made once the host can save it
            raise IllegalAction("The host could not save that move: the game waits until it can, then makes it.",
                                "net.not_saved") from None

    def _undo(self, seat: int) -> None:
        self.session.undo(seat)

    # -- sending ---------------------------------------------------------------------------

    def _table(self) -> tuple[int, int]:
        """What tells one table from another: the state (undo replaces it) and its moves."""
        return id(self.session.state), len(self.session.state.history)

    async def _broadcast(self) -> None:
        self._sent = self._table()
        for seat in list(self.clients):
            await self._send_update(seat)

    async def _send_update(self, seat: int) -> None:
        """The seat's table as it is now, and the moves it has not been told of: from
        the first it was not sent (from an undone one on, after an undo), each with
        who made it and its events. The events are the table's public record (at one
        screen the log shows them all to whoever looks); what is private to a seat is
        only in that seat's view."""
        ws = self.clients.get(seat)
        if ws is None:
            return
        session, state = self.session, self.session.state
        at = len(state.history)
        start = min(self._marks.get(seat, at), at)  # an undo shortens the history
        self._marks[seat] = at
        to_act = state.to_act
        await self._send(ws, {
            "type": "update", "at": at, "to_act": to_act, "turn": state.turn, "view": state.view(seat),
            "legal": [str(a) for a in state.legal_actions()] if to_act == seat and seat not in self._handed else [],
            "undo": session.undo_refusal(seat) is None, "from": start,
            "moves": [{"by": actor, "events": events} for actor, events in session.moves_from(start)],
            "over": state.is_over, "result": state.result, "seats": self.seat_list(),
        })

    async def _send(self, ws: ServerConnection, message: dict[str, Any]) -> None:
        try:
            await ws.send(protocol.dump(message))
        except ConnectionClosed:
            pass

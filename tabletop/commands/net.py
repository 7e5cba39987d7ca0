"""`tabletop serve` and `tabletop join`: a game hosted with no window, and a seat
played headless by a bot (for tests, soak runs and games over the internet).

Seats are counted from 1 on the command line, as players count them; the protocol
counts from 0. Both commands return 0 when the game is over, and 1 with one line
on stderr when they cannot go on.
"""

from __future__ import annotations

import argparse
import asyncio
import secrets
import sys
import time

from websockets.exceptions import WebSocketException

from tabletop import games
from tabletop.ai import Bot, make_bot
from tabletop.controller.session import Session
from tabletop.engine.errors import SaveError
from tabletop.net.address import host_port
from tabletop.net.client import Connection, Refused
from tabletop.net.host import Host, new_code
from tabletop.persistence.faults import SaveWriteError
from tabletop.persistence.paths import saves_dir
from tabletop.persistence.saves import SaveStore, SeatInfo

RECONNECT_FOR = 30.0  # seconds a joined seat keeps trying to reach a host that went away
HOST_SILENCE = 600.0  # seconds without a word from the host before a seat gives up
HELD = ("net.not_saved", "save.waiting")  # refusals of a move the host holds until it can save it


class CannotGoOn(Exception):
    """One line saying why the command stops (exit status 1)."""


def serve(args: argparse.Namespace) -> int:
    return _run(_serve(args))


def _run(command) -> int:
    """Run a command's coroutine: its exit status, or 1 with its one line of why."""
    try:
        return asyncio.run(command)
    except CannotGoOn as exc:
        sys.stderr.write(f"tabletop: {exc}\n")
        return 1


def _open_game(args: argparse.Namespace) -> Session:
    """The session to host: the save `--save NAME` when it exists (a restart), else a
    new game saved under that name (or the usual one)."""
    store = SaveStore(saves_dir())
    game = games.get(args.game)
    if args.save is not None:
        try:
            state, seats, save = store.load(args.save)
        except SaveError as exc:
            if exc.key != "save.gone":
                raise CannotGoOn(f"--save {args.save}: {exc}") from None
        else:
            if state.game.name != game.name or state.seats != args.players:
                save.close()
                raise CannotGoOn(f"--save {args.save} holds a game of {state.game.title} for {state.seats}, "
                                 f"not {game.title} for {args.players}")
            return Session(state, seats, save)
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    state = game.new_game(args.players, seed)
    seats = [SeatInfo(state.seat_name(s), "human" if s in args.remote else args.bots) for s in range(args.players)]
    try:
        save = store.create(state, seats, stem=args.save)
    except SaveWriteError as exc:
        raise CannotGoOn(f"the game cannot be saved: {exc}") from None
    return Session(state, seats, save)


async def _serve(args: argparse.Namespace) -> int:
    session = _open_game(args)
    host = Host(session, args.remote, args.code or new_code(), retry_saves=True)
    try:
        try:
            port = await host.start(args.bind, args.port)
        except OSError as exc:
            raise CannotGoOn(f"cannot listen on {host_port(args.bind, args.port)}: {exc.strerror or exc}") from None
        save = session.save.path.stem if session.save is not None else "-"
        print(f"serving {session.state.game.name} on {host_port(args.bind, port)} code {host.code} save {save}",
              flush=True)
        await host.run_until_over()
    finally:
        host.close()
        await host.wait_closed()
    print("game over", flush=True)
    return 0


def join(args: argparse.Namespace) -> int:
    return _run(_join(args))


async def _join(args: argparse.Namespace) -> int:
    connection = Connection(args.address, args.code, args.seat, name=args.name)
    bot = None
    last_contact = time.monotonic()
    while True:
        opened = False
        try:
            await connection.open()
            opened = True
            if bot is None:
                game = games.get(connection.welcome["game"])  # type: ignore[index]
                bot = make_bot(args.bot, game, secrets.randbelow(2**31))
            await _play(connection, bot)
            return 0
        except Refused as exc:
            if connection.over:
                return 0
            if exc.key == "net.untrusted_certificate":
                raise CannotGoOn(f"cannot join {args.address}: {exc.reason}") from None
            # Rejoining, its seat may still look taken until the host sees the old
            # connection is gone: that passes; any other refusal is final.
            if exc.key != "net.closed" and not (exc.key == "net.seat_taken" and bot is not None):
                raise CannotGoOn(f"the host refused: {exc.reason}") from None
        except (OSError, asyncio.TimeoutError, WebSocketException):
            pass  # no host there (yet, or any more, or not one of ours): try again for a while
        finally:
            await connection.close()
        if opened:
            last_contact = time.monotonic()
        if time.monotonic() - last_contact > RECONNECT_FOR:
            raise CannotGoOn(f"cannot reach the host at {args.address}")
        await asyncio.sleep(0.2)


async def _play(connection: Connection, bot: Bot) -> None:
    """Answer every turn of this seat until the game is over."""
    game = games.get(connection.welcome["game"])  # type: ignore[index]
    acted_at = None
    while not connection.over:
        message = await connection.receive(HOST_SILENCE)
        update = connection.update
        if message["type"] == "refused" and message["key"] not in HELD:
            acted_at = None  # choose again on the same table
        if update is None or not connection.my_turn or update["at"] == acted_at:
            continue
        legal = [game.parse_action(text) for text in update["legal"]]
        choice = await asyncio.to_thread(bot.choose, update["view"], legal)
        acted_at = update["at"]
        await connection.act(str(choice))

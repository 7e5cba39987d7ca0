"""A remote seat's move that the host's disk refuses to save: the player is told the
host could not save it and the game waits (the Session holds the move); a host with
no window (`serve`: retry_saves) tries the save again every second, says so once on
stderr, and once the disk takes it the held move is made and every seat sees it. The
window's host asks its own player instead (the save-problem screen), so without the
flag nothing is retried behind its back."""

from __future__ import annotations

import asyncio

import tabletop.games
from tabletop.controller.session import Session
from tabletop.net.client import Connection
from tabletop.net.host import RETRY_SAVE, Host
from tabletop.persistence.faults import REASONS, SaveWriteError
from tabletop.persistence.saves import SaveStore, SeatInfo

from .test_net_hostile import CODE
from .test_net_rejoin import WAIT, run

FIRST = 1  # the remote seat that moves first


class RefusingDisk:
    """Stands in for a save's `record`: refuses while `full`, else writes."""

    def __init__(self, save) -> None:
        self.record = save.record
        self.full = False
        self.tries = 0
        save.record = self

    def __call__(self, state) -> None:
        self.tries += 1
        if self.full:
            raise SaveWriteError(REASONS["full"], "save.fault.full")
        self.record(state)


async def hosted_with_a_save(tmp_path, retry_saves: bool):
    state = tabletop.games.get("darkmoor").new_game(3, 6, {"first": FIRST})
    seats = [SeatInfo("Ana"), SeatInfo("Far"), SeatInfo("Away")]  # the host's own person never moves here
    session = Session(state, seats, SaveStore(tmp_path / "saves").create(state, seats))
    disk = RefusingDisk(session.save)
    host = Host(session, {1, 2}, CODE, retry_saves=retry_saves)
    port = await host.start("127.0.0.1", 0)
    game = asyncio.create_task(host.run_until_over())
    mover, watcher = Connection(f"127.0.0.1:{port}", CODE, 1), Connection(f"127.0.0.1:{port}", CODE, 2)
    for connection in (mover, watcher):
        await connection.open()
    while not mover.my_turn:
        await mover.receive(WAIT)
    return host, disk, game, mover, watcher


async def refused_move(host, disk, mover) -> str:
    """The mover's move made while the disk is full: refused, and held by the host."""
    disk.full = True
    move = mover.update["legal"][0]
    await mover.act(move)
    while not mover.refusals:
        await mover.receive(WAIT)
    [refusal] = mover.refusals
    assert refusal["key"] == "net.not_saved" and "could not save" in refusal["reason"], refusal
    session = host.session
    assert session.held is not None and session.state.history == [] and session.save.length == 0
    return move


async def arrives(connection: Connection, at: int) -> dict:
    while connection.update is None or connection.update["at"] != at:
        await connection.receive(WAIT)
    return connection.update


def test_a_host_with_no_window_retries_the_save_and_then_makes_the_held_move_for_every_seat(tmp_path, capsys):
    async def scenario():
        host, disk, game, mover, watcher = await hosted_with_a_save(tmp_path, retry_saves=True)
        move = await refused_move(host, disk, mover)
        tries = disk.tries
        await asyncio.sleep(RETRY_SAVE * 2.5)
        assert disk.tries > tries and host.session.held is not None  # tried again, still full: waits
        disk.full = False
        for connection in (mover, watcher):
            assert (await arrives(connection, 1))["at"] == 1
        session = host.session
        assert [str(a) for a in session.state.history] == [move] and session.save.length == 1
        said = capsys.readouterr().err
        assert said.count("\n") == 1 and "Could not save" in said and "tried again" in said, said
        game.cancel()
        for connection in (mover, watcher):
            await connection.close()
        host.close()
    run(scenario)


def test_a_windowed_host_leaves_the_held_move_to_its_player(tmp_path, capsys):
    async def scenario():
        host, disk, game, mover, watcher = await hosted_with_a_save(tmp_path, retry_saves=False)
        await refused_move(host, disk, mover)
        disk.full = False
        tries = disk.tries
        await asyncio.sleep(RETRY_SAVE * 1.5)
        assert disk.tries == tries and host.session.held is not None and capsys.readouterr().err == ""
        game.cancel()
        for connection in (mover, watcher):
            await connection.close()
        host.close()
    run(scenario)

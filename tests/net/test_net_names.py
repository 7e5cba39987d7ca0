"""A remote player's name: the host shows the name given in the hello for that seat
while its player is there, and after, until another player takes the seat; the game's
own seats (its save) keep theirs. `tabletop join --name` gives it (by default the
machine's user name)."""

from __future__ import annotations

import asyncio
import getpass
import subprocess
import sys

from tabletop.engine.names import SEAT_NAME_LIMIT, valid_text
from tabletop.net.client import Connection

from .test_net_hostile import CODE, hosted
from .test_net_rejoin import WAIT, run, until
from .wire import ROOT, env


def test_the_host_shows_the_name_a_remote_player_gave_until_another_takes_the_seat():
    async def scenario():
        host, port, game = await hosted(players=3, remote=(1, 2), others="human")  # nobody moves
        address = f"127.0.0.1:{port}"
        saved_name = host.session.seats[1].name
        assert host.seat_list()[1]["name"] == saved_name  # nobody came yet
        ada, other = Connection(address, CODE, 1, "Ada"), Connection(address, CODE, 2, "Bo")
        await ada.open()
        await other.open()
        while not (other.update and other.update["seats"][1]["name"] == "Ada"):  # the other seat sees it
            await other.receive(WAIT)
        assert [s["name"] for s in host.seat_list()][1:] == ["Ada", "Bo"]
        await ada.close()
        await until(lambda: 1 not in host.clients, "Ada's seat shows her gone")
        assert host.seat_list()[1] == {"name": "Ada", "kind": "remote", "connected": False}
        cy = Connection(address, CODE, 1, "Cy")
        await cy.open()
        assert cy.welcome["seats"][1]["name"] == "Cy" and host.seat_list()[1]["name"] == "Cy"
        assert host.session.seats[1].name == saved_name  # the save keeps the game's own seat name
        for connection in (cy, other):
            await connection.close()
        game.cancel()
        host.close()
    run(scenario)


def join_named(home, port: int, *name: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tabletop", "join", f"127.0.0.1:{port}", "--code", CODE,
                             "--seat", "2", *name], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True, env=env(home), cwd=ROOT)


def test_tabletop_join_gives_its_name_or_the_machines_user_name(tmp_path):
    async def scenario():
        for name, expected in ((["--name", "Zoë Ng"], "Zoë Ng"), ([], default_name())):
            host, port, game = await hosted(players=2, remote=(1,))
            guest = await asyncio.to_thread(join_named, tmp_path, port, *name)
            try:
                await until(lambda: 1 in host.player_names or guest.poll() is not None, "the seat joined")
                assert host.seat_list()[1]["name"] == expected, guest.stderr.read() if guest.poll() else ""
                assert await asyncio.wait_for(asyncio.to_thread(guest.wait), 60) == 0
                await asyncio.wait_for(game, WAIT)
            finally:
                if guest.poll() is None:
                    guest.kill()
                    guest.wait()
                host.close()
    run(scenario, timeout=150)


def default_name() -> str:
    name = getpass.getuser()
    return name if valid_text(name, SEAT_NAME_LIMIT) else "Remote"

"""Hostile clients against a host in this process: each is refused with a reason,
the game is untouched and goes on to its end, and no update carries more than the
seat's own view (issue 27 §2, §3)."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

import tabletop.games
from tabletop.controller.session import Session
from tabletop.net import protocol
from tabletop.net import host as host_module
from tabletop.net.host import MAX_CONNECTIONS, Host
from tabletop.persistence.saves import SeatInfo

from .wire import Raw

CODE = "the-right-code"
GAME = "darkmoor"  # private hands: a leak would show


def run(scenario, timeout: float = 60.0):
    return asyncio.run(asyncio.wait_for(scenario(), timeout))


async def hosted(players: int = 3, remote=(1, 2), seed: int = 4, name: str = GAME, others: str = "random"):
    """A host (the seats not remote: bots, or people at its screen) started on the
    loopback, and its port."""
    game = tabletop.games.get(name)
    state = game.new_game(players, seed)
    seats = [SeatInfo(state.seat_name(s), "human" if s in remote else others) for s in range(players)]
    host = Host(Session(state, seats), set(remote), CODE)
    port = await host.start("127.0.0.1", 0)
    return host, port, asyncio.create_task(host.run_until_over())


async def seated(port: int, seat: int) -> Raw:
    client = await Raw.open(port)
    assert (await client.hello(CODE, seat))["type"] == "welcome"
    return client


async def my_turn(client: Raw, seat: int) -> dict:
    """Wait for the update that asks `seat` to act."""
    while True:
        update = await client.next("update")
        if update["to_act"] == seat and update["legal"]:
            return update


async def play_out(clients: dict[int, Raw], rng: random.Random) -> None:
    """Each seat moves at random when asked, to the end of the game; a refused move
    (chosen on a table that changed since) is chosen again on the latest one."""
    async def play(seat: int, client: Raw) -> None:
        seen = [m for m in client.got if m["type"] == "update"]
        update = seen[-1] if seen else await client.next("update")
        while not update["over"]:
            if update["to_act"] == seat and update["legal"]:
                await asyncio.sleep(1.05 / protocol.RATE)  # as a client keeps under the rate limit
                await client.send({"type": "act", "action": rng.choice(update["legal"]), "at": update["at"]})
            while (message := await client.next())["type"] not in ("update", "refused"):
                pass
            if message["type"] == "update":
                update = message

    await asyncio.gather(*(play(s, c) for s, c in clients.items()))


def assert_views_are_the_seats_own(clients: dict[int, Raw], host: Host) -> None:
    """Every update a seat got holds state.view(that seat) at that point of the game,
    as a local replay of the host's moves has it: never another seat's, never more."""
    state = host.session.state
    options = dict(state.options)
    local = state.game.new_game(options.pop("seats"), state.seed, options)
    updates = sorted(((m["at"], seat, m) for seat, c in clients.items() for m in c.got if m["type"] == "update"),
                     key=lambda u: u[0])
    done = 0
    for at, seat, update in updates:
        while done < at:
            local.apply(state.history[done])
            done += 1
        assert update["view"] == json.loads(json.dumps(local.view(seat)))
        assert update["legal"] == ([str(a) for a in local.legal_actions()] if local.to_act == seat else [])
    assert len(updates) > 10


@pytest.mark.parametrize("hello, key", [
    ({"code": "wrong-code", "seat": 1}, "net.wrong_code"),
    ({"code": CODE, "seat": 0}, "net.not_remote"),  # the host's bot plays seat 0
    ({"code": CODE, "seat": 7}, "net.not_remote"),
    ({"code": CODE, "seat": 1, "protocol": 99}, "net.protocol"),
    ({"code": CODE, "seat": 1, "name": "\u202eevil\x00"}, "net.malformed"),
    ({"code": CODE, "seat": True}, "net.malformed"),
])
def test_a_hello_the_host_cannot_take_is_sent_away_with_its_reason(hello, key):
    async def scenario():
        host, port, game = await hosted()
        client = await Raw.open(port)
        await client.send({"type": "hello", "protocol": protocol.PROTOCOL, "name": "T", **hello})
        bye = await client.next()
        assert bye == {"type": "bye", "reason": bye["reason"], "key": key} and bye["reason"]
        assert host.clients == {}
        game.cancel()
        host.close()
    run(scenario)


def test_a_seat_already_taken_is_refused_to_a_second_client():
    async def scenario():
        host, port, game = await hosted()
        first = await seated(port, 1)
        second = await Raw.open(port)
        assert (await second.hello(CODE, 1))["key"] == "net.seat_taken"
        assert host.clients[1] is not None and len(host.clients) == 1
        await first.close()
        game.cancel()
        host.close()
    run(scenario)


def test_a_client_that_never_says_hello_is_sent_away(monkeypatch):
    monkeypatch.setattr(protocol, "HELLO_TIMEOUT", 0.3)

    async def scenario():
        host, port, game = await hosted()
        silent = await Raw.open(port)
        assert (await silent.next())["key"] == "net.silent"
        game.cancel()
        host.close()
    run(scenario)


def test_hostile_messages_are_refused_the_game_untouched_and_it_plays_to_the_end():
    async def scenario():
        host, port, game = await hosted()
        clients = {1: await seated(port, 1), 2: await seated(port, 2)}
        update = await my_turn(clients[1], 1)
        before = host.session.state.to_dict()
        other = clients[2]
        hostile = [
            ({"type": "act", "action": update["legal"][0], "at": update["at"]}, "net.not_your_turn"),  # seat 2 acts for 1
            ("{not json", "net.malformed"),
            ("[1, 2]", "net.malformed"),
            ({"type": "act", "action": update["legal"][0]}, "net.malformed"),  # no `at`
            ({"type": "act", "action": update["legal"][0], "at": True}, "net.malformed"),
            ({"type": "act", "action": update["legal"][0], "at": 0, "x": 1}, "net.malformed"),
            ({"type": "eval", "code": "__import__('os')"}, "net.malformed"),
            ('{"type": "ping", "n": NaN}', "net.malformed"),
            ("x" * (protocol.MAX_MESSAGE + 10), "net.too_large"),
            ({"type": "hello", "protocol": 1, "code": CODE, "seat": 1, "name": "again"}, "net.malformed"),
            ({"type": "undo"}, "net.undo_not_yours"),
        ]
        for message, key in hostile:
            await other.send(message)
            assert (await other.next("refused"))["key"] == key, message
        me = clients[1]
        for message, key in [({"type": "act", "action": update["legal"][0], "at": update["at"] - 1}, "net.stale"),
                             ({"type": "act", "action": "fly to the moon", "at": update["at"]}, None)]:
            await me.send(message)
            refusal = await me.next("refused")
            assert refusal["reason"] and (key is None or refusal["key"] == key)
        assert host.session.state.to_dict() == before  # nothing refused touched the game
        await play_out(clients, random.Random(3))
        await asyncio.wait_for(game, 30)
        assert host.session.state.is_over
        assert_views_are_the_seats_own(clients, host)
        host.close()
    run(scenario)


def test_a_flood_is_refused_then_sent_away_and_the_game_untouched():
    async def scenario():
        host, port, game = await hosted()
        flood = await seated(port, 2)
        while (await flood.next("update"))["to_act"] == 0:
            pass  # the host's bot moves; then the game waits for a remote seat
        before = host.session.state.to_dict()
        for _ in range(400):
            await flood.send({"type": "act", "action": "x", "at": 0})
        while (await flood.next())["type"] != "bye":
            pass
        said = [m["key"] for m in flood.got if m["type"] in ("refused", "bye")]
        assert "net.flood" in said[:-1] and said[-1] == "net.flood"
        assert said.count("net.flood") == 2  # told once when it starts, not once a message
        assert host.session.state.to_dict() == before
        await flood.close()
        game.cancel()
        host.close()
    run(scenario)



@pytest.mark.parametrize("name", tabletop.games.names())
def test_no_update_of_any_game_carries_more_than_the_seats_own_view(name, monkeypatch):
    """The conformance suite's view check, through the wire: a whole game with two
    remote seats, every update compared with the view of its seat at its point. (The
    rate limit has tests of its own: here the host allows what its clients send.)"""
    monkeypatch.setattr(protocol, "RATE", 1000.0)
    monkeypatch.setattr(host_module, "RATE", 1000.0)

    async def scenario():
        players = tabletop.games.get(name).min_seats
        host, port, game = await hosted(players, remote=(players - 2, players - 1), seed=6, name=name)
        clients = {s: await seated(port, s) for s in (players - 2, players - 1)}
        await play_out(clients, random.Random(5))
        await asyncio.wait_for(game, 30)
        assert_views_are_the_seats_own(clients, host)
        host.close()
    run(scenario, timeout=120)


def test_connections_past_the_most_a_host_holds_are_sent_away_and_seats_still_join():
    async def scenario():
        host, port, game = await hosted()
        silent = [await Raw.open(port) for _ in range(MAX_CONNECTIONS)]
        extra = await Raw.open(port)
        assert (await extra.next())["key"] == "net.busy"
        for client in silent:
            await client.close()
        await asyncio.sleep(0.1)
        await seated(port, 1)  # room again
        game.cancel()
        host.close()
    run(scenario)

"""A remote seat whose player drops: the table shows it disconnected and waits; the
player rejoins with the code and gets the current view; the host may hand the seat
to a bot meanwhile and take it back (issue 27 §3)."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from tabletop.net.client import Connection, Refused

from .test_net_hostile import CODE, hosted

WAIT = 10.0


def run(scenario, timeout: float = 60.0):
    return asyncio.run(asyncio.wait_for(scenario(), timeout))


async def until(condition, what: str) -> None:
    """Wait (bounded) for the host to reach `condition`."""
    for _ in range(int(WAIT / 0.01)):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"never: {what}")


async def turn_of(connection: Connection) -> None:
    while not connection.my_turn:
        await connection.receive(WAIT)


async def autoplay(connection: Connection, rng: random.Random) -> None:
    """Play a seat at random until the game is over."""
    try:
        while not connection.over:
            if connection.my_turn:
                await connection.act(rng.choice(connection.update["legal"]))
            await connection.receive(WAIT)
    except Refused:
        assert connection.over


def own_view(host, seat: int, update: dict) -> bool:
    """The update holds the seat's view of the game at the point it says (a replay of
    the host's moves to there)."""
    state = host.session.state
    then = state.game.replay(state.seed, state.options, state.history[:update["at"]])
    return update["view"] == json.loads(json.dumps(then.view(seat)))


def test_a_dropped_seat_is_waited_for_rejoins_and_sees_the_table_as_it_is_now():
    async def scenario():
        host, port, game = await hosted()
        address = f"127.0.0.1:{port}"
        me, other = Connection(address, CODE, 1), Connection(address, CODE, 2)
        await me.open()
        await other.open()
        others = asyncio.create_task(autoplay(other, random.Random(1)))
        await turn_of(me)
        await me.close()
        await until(lambda: 1 not in host.clients, "the host saw seat 1 go")
        assert host.seat_list()[1] == {"name": me.name, "kind": "remote", "connected": False}  # the name it gave
        waiting = len(host.session.state.history)
        await asyncio.sleep(0.3)
        assert len(host.session.state.history) == waiting and host.session.to_act == 1  # the table waits

        back = Connection(address, CODE, 1)
        await back.open()
        assert back.seat == 1
        await back.receive(WAIT)
        assert back.my_turn and back.update["at"] == waiting and own_view(host, 1, back.update)
        assert back.update["seats"][1]["connected"]
        await autoplay(back, random.Random(2))
        await asyncio.wait_for(others, WAIT)
        await asyncio.wait_for(game, WAIT)
        assert host.session.state.is_over
        host.close()
    run(scenario)


def test_a_disconnected_seat_handed_to_a_bot_plays_on_and_is_taken_back():
    async def scenario():
        host, port, game = await hosted()
        address = f"127.0.0.1:{port}"
        me, other = Connection(address, CODE, 1), Connection(address, CODE, 2)
        await me.open()
        await other.open()
        with pytest.raises(ValueError):
            host.hand_to_bot(1)  # its player is here
        others = asyncio.create_task(autoplay(other, random.Random(1)))
        await turn_of(me)
        await me.close()
        await until(lambda: 1 not in host.clients, "the host saw seat 1 go")
        start = len(host.session.state.history)
        host.hand_to_bot(1)
        assert host.seat_list()[1]["kind"] == "bot"
        while other.update["seats"][1]["kind"] != "bot":
            await asyncio.sleep(0.01)  # the other seat is told (its autoplay reads the updates)
        session = host.session
        await until(lambda: 1 in session._actors[start:], "the bot moved for seat 1")
        assert not session.state.is_over
        host.take_back(1)
        assert host.seat_list()[1]["kind"] == "remote" and 1 not in session.bots
        back = Connection(address, CODE, 1)
        await back.open()
        await back.receive(WAIT)
        assert back.update["at"] > start and own_view(host, 1, back.update)
        await autoplay(back, random.Random(2))
        await asyncio.wait_for(others, WAIT)
        await asyncio.wait_for(game, WAIT)
        assert session.state.is_over
        host.close()
    run(scenario)


def test_a_move_made_at_the_hosts_own_screen_reaches_the_remote_seat():
    async def scenario():
        host, port, game = await hosted(players=2, remote=(1,), others="human")
        session = host.session
        remote = Connection(f"127.0.0.1:{port}", CODE, 1)
        await remote.open()
        seat = asyncio.create_task(autoplay(remote, random.Random(1)))
        rng = random.Random(2)
        local_moves = 0
        for _ in range(int(30 / 0.01)):
            if session.state.is_over:
                break
            if session.to_act == 0:
                session.act(rng.choice(session.state.legal_actions()), 0)  # as the table's gesture does
                local_moves += 1
            await asyncio.sleep(0.01)
        await asyncio.wait_for(seat, WAIT)
        await asyncio.wait_for(game, WAIT)
        assert session.state.is_over and local_moves > 0 and remote.over
        host.close()
    run(scenario)

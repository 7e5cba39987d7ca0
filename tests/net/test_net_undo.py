"""A remote seat takes back its own last move, within the Session's floors, and is
refused any other (issue 27 §2)."""

import asyncio
import random

from tabletop.net.client import Connection

from .test_net_hostile import CODE, hosted
from .test_net_rejoin import WAIT, autoplay, own_view, run


def test_a_remote_seat_undoes_its_own_last_move_and_sees_the_table_before_it():
    async def scenario():
        host, port, game = await hosted(players=2, remote=(0, 1), seed=4)
        session = host.session
        address = f"127.0.0.1:{port}"
        me, other = Connection(address, CODE, 0), Connection(address, CODE, 1)
        await me.open()
        await other.open()
        rng = random.Random(1)
        undone = False
        while not undone and not me.over:
            await me.receive(WAIT)
            if not me.my_turn:
                if other.update is None or other.update["at"] != me.update["at"]:
                    await other.receive(WAIT)
                if other.my_turn:
                    await other.act(rng.choice(other.update["legal"]))
                continue
            if session.last_actor == 0 and session.undo_refusal() is None:
                at = me.update["at"]
                await other.send({"type": "undo"})  # not its move
                while (said := await other.receive(WAIT))["type"] != "refused" or said["key"] == "net.stale":
                    pass  # an update, or the refusal of a move it chose on an older table
                assert said["key"] == "net.undo_not_yours"
                assert len(session.state.history) == at
                await me.send({"type": "undo"})
                while me.update["at"] != at - 1:
                    await me.receive(WAIT)
                assert own_view(host, 0, me.update) and len(session.state.history) == at - 1
                undone = True
            else:
                await me.act(rng.choice(me.update["legal"]))
        assert undone, "no move of seat 0 could be undone in this game: the test proved nothing"
        rest = asyncio.gather(autoplay(me, random.Random(2)), autoplay(other, random.Random(3)))
        await asyncio.wait_for(rest, 30)
        await asyncio.wait_for(game, WAIT)
        host.close()
    run(scenario)

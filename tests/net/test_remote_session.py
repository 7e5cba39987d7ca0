"""A remote seat's Session (net/remote.py), the one the window's table draws from
(issue 27 §1-§3): for every game, a whole game played from a remote seat against the
host's bots, where at each of its turns the remote side knows exactly what the host
tells that seat (its view, its legal moves, every move with who made it and its
events: the log the table shows) and, at the end, the result; its undo, the host's
reasons for a refusal, a dropped link taken again, and a host that sends nonsense.
Loopback only; every wait is bounded."""

from __future__ import annotations

import json
import random
import time

import pytest

import tabletop.games
from tabletop.controller.session import Session
from tabletop.engine.errors import IllegalAction
from host_thread import CODE, WAIT, HostThread
from tabletop.net import remote
from tabletop.net.client import Connection, Refused
from tabletop.net.loop import NetLoop
from tabletop.net.remote import RemoteSession


def plain(data):
    """`data` as it comes through the wire."""
    return json.loads(json.dumps(data))


def joined(host: HostThread, seat: int) -> RemoteSession:
    host.begin()
    net = NetLoop()
    connection = Connection(f"127.0.0.1:{host.port}", CODE, seat, "Far")
    net.run(connection.open())
    return RemoteSession(connection, net)


def pump_until(session: RemoteSession, done, what: str) -> None:
    end = time.monotonic() + WAIT
    while not done():
        assert time.monotonic() < end, f"never: {what}"
        session.pump()
        time.sleep(0.002)


def knows_what_the_host_tells(session: RemoteSession, host: Session, seat: int) -> None:
    """At the remote seat's turn (the host waits on it, so its game holds still)."""
    state = host.state
    assert len(session.state.history) == len(state.history)
    assert session.seen() is not None and session.view() == plain(state.view(seat))
    assert [str(a) for a in session.legal_actions()] == [str(a) for a in state.legal_actions()]
    assert plain(session.moves_from(0)) == plain(host.moves_from(0))  # who made each move, and its events
    assert session.log == plain(host.log)


@pytest.mark.parametrize("name", tabletop.games.names())
def test_a_remote_seat_plays_a_whole_game_knowing_what_the_host_tells_it(name):
    game = tabletop.games.get(name)
    host = HostThread(name, min(3, game.max_seats), {1}, seed=5)
    session = joined(host, 1)
    try:
        rng, turns = random.Random(2), 0
        end = time.monotonic() + 120
        while not session.state.is_over:
            assert time.monotonic() < end, "the game did not end"
            session.pump()
            if session.human_to_act():
                knows_what_the_host_tells(session, host.session, 1)
                session.act(rng.choice(session.legal_actions()))
                turns += 1
            else:
                time.sleep(0.002)
        assert turns > 0 and session.state.result == plain(host.session.state.result)
        assert session.log == plain(host.session.log)
        assert not session.legal_actions() and session.link_problem() is None
    finally:
        session.close()
        host.stop()


def test_a_remote_seat_undoes_its_own_walk_step_and_hears_the_hosts_reasons():
    """Betrayal's moves without a draw can be taken back (BH-MOVE.1); a refusal is the
    host's, in its words and key, and changes nothing."""
    host = HostThread("betrayal", 3, {1}, seed=5)
    session = joined(host, 1)
    try:
        rng, undone, asked = random.Random(3), False, False
        end = time.monotonic() + 120
        while not undone and not session.state.is_over:
            assert time.monotonic() < end
            session.pump()
            if not session.human_to_act():
                time.sleep(0.002)
                continue
            at = len(session.state.history)
            if session.undo_refusal() is None and host.session.last_actor == 1:
                log = list(session.log)
                session.undo()
                assert len(session.state.history) == len(host.session.state.history) == at - 1
                assert session.log == plain(host.session.log) and len(session.log) < len(log)
                assert session.rewinds == 1  # the table forgets what it showed of the move
                undone = True
                continue
            if not asked:  # a move of no one's: the host says why, the game is untouched
                stray = tabletop.games.get("betrayal").parse_action("end")
                if stray not in session.legal_actions():
                    reason = session.why_not(stray)
                    assert isinstance(reason, IllegalAction) and reason.key and str(reason)
                    assert len(host.session.state.history) == at
                    asked = True
            session.act(rng.choice(session.legal_actions()))
        assert undone, "no move of the remote seat could be undone: the test proved nothing"
    finally:
        session.close()
        host.stop()


def test_a_dropped_link_is_said_and_taken_again_without_losing_a_move(monkeypatch):
    monkeypatch.setattr(remote, "RECONNECT_EVERY_S", 0.05)
    host = HostThread("darkmoor", 2, {1}, seed=3)
    session = joined(host, 1)
    try:
        pump_until(session, session.human_to_act, "the remote seat's turn")
        session.act(session.legal_actions()[0])
        pump_until(session, session.human_to_act, "the remote seat's next turn")
        known = list(session.log)
        host.call(host.host.clients[1].close())  # the link drops
        pump_until(session, lambda: session.link_problem() is not None, "the drop noticed")
        assert session.link_problem() == ("net.link_lost", {})
        with pytest.raises(IllegalAction) as refused:
            session.act(session.legal_actions()[0])
        assert refused.value.key == "net.link_lost"
        pump_until(session, lambda: session.link_problem() is None and 1 in host.host.clients, "the seat taken again")
        pump_until(session, lambda: len(session.log) >= len(known), "the moves told again")
        assert session.log == plain(host.session.log) and session.log[:len(known)] == known
        assert session.rewinds == 0  # told again, not taken back: nothing is animated twice
    finally:
        session.close()
        host.stop()


def test_a_host_that_sends_nonsense_ends_the_link_with_a_reason_not_a_crash():
    host = HostThread("darkmoor", 2, {1}, seed=3)
    session = joined(host, 1)
    try:
        host.call(host.host.clients[1].send(json.dumps({"type": "update", "at": "many"})))
        pump_until(session, lambda: session.link_problem() is not None, "the nonsense noticed")
        key, values = session.link_problem()
        assert key == "net.link_ended" and values["why"] == "net.malformed" and "'at'" in values["reason"]
        with pytest.raises(IllegalAction):
            session.act(session.legal_actions()[0] if session.legal_actions() else None)
        time.sleep(0.2)
        session.pump()
        assert session.link_problem()[0] == "net.link_ended"  # not tried again: the host breaks the protocol
    finally:
        session.close()
        host.stop()


def test_a_welcome_for_a_game_this_copy_lacks_or_of_the_wrong_shape_is_refused_at_the_join():
    host = HostThread("darkmoor", 2, {1}, seed=3).begin()
    try:
        for change, key in (({"game": "chess"}, "net.unknown_game"), ({"seats": "two"}, "net.malformed"),
                            ({"opening": [1, 2]}, "net.malformed")):
            net = NetLoop()
            connection = Connection(f"127.0.0.1:{host.port}", CODE, 1, "Far")
            net.run(connection.open())
            connection.welcome.update(change)
            try:
                with pytest.raises(Refused) as refused:
                    RemoteSession(connection, net)
                assert refused.value.key == key, change
            finally:
                net.run(connection.close())
                net.close()
    finally:
        host.stop()

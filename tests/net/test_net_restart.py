"""The host crashing loses nothing: killed mid-game and restarted on the same save,
port and code, it takes its clients back and the game goes on to its end (issue 27 §3)."""

import signal
import socket
import time

from tabletop.persistence.saves import SaveStore

from .wire import join, serve

GAME_TIME = 90


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def saved(home):
    state, _, save = SaveStore(home / "data" / "saves").load("crash")
    save.close()
    return state


def test_a_host_killed_mid_game_restarts_on_its_save_and_its_clients_play_to_the_end(tmp_path):
    port = str(free_port())
    args = ("betrayal", "--players", "3", "--remote", "2,3", "--port", port, "--code", "c0de",
            "--seed", "21", "--save", "crash")
    host, _ = serve(tmp_path, *args)
    guests = [join(tmp_path, int(port), "c0de", seat) for seat in (2, 3)]
    procs = [host, *guests]
    try:
        time.sleep(1.0)
        host.send_signal(signal.SIGKILL)
        host.wait(timeout=10)
        before = saved(tmp_path)
        assert before.history and not before.is_over, "the game should be under way when the host dies"
        gone = [g.communicate()[1] for g in guests if g.poll() is not None]
        assert not gone, f"the seats wait for their host: {gone}"
        host, _ = serve(tmp_path, *args)
        procs.append(host)
        for guest in guests:
            out, err = guest.communicate(timeout=GAME_TIME)
            assert guest.returncode == 0, err
        out, err = host.communicate(timeout=GAME_TIME)
        assert host.returncode == 0, err
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    after = saved(tmp_path)
    assert after.is_over
    assert [str(a) for a in after.history[:len(before.history)]] == [str(a) for a in before.history]

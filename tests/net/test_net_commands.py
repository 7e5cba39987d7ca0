"""`tabletop serve` and `tabletop join` say what is wrong in one line: exit 2 for
arguments that make no sense, 1 when they cannot go on."""

import subprocess
import sys

import pytest

from .wire import ROOT, env, join, serve


def tabletop(home, *args):
    return subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True, text=True,
                          env=env(home), cwd=ROOT, timeout=60)


@pytest.mark.parametrize("args, says", [
    (["serve", "chess", "--players", "2", "--remote", "2"], "unknown game"),
    (["serve", "darkmoor", "--players", "9", "--remote", "2"], "takes 2 to 4 players"),
    (["serve", "darkmoor", "--players", "2", "--remote", "3"], "--remote: seats are 1 to 2"),
    (["serve", "darkmoor", "--players", "2", "--remote", "two"], "--remote"),
    (["serve", "darkmoor", "--players", "2", "--remote", "2", "--port", "70000"], "more than the most"),
    (["serve", "darkmoor", "--players", "2", "--remote", "2", "--save", "../x"], "not a save name"),
    (["join", "nowhere", "--code", "c"], "needs its port"),
    (["join", "http://h:1", "--code", "c"], "only ws:// and wss://"),
    (["join", "::1:80", "--code", "c"], "in brackets"),
    (["join", "127.0.0.1:1", "--code", "c", "--bot", "genius"], "unknown bot"),
    (["join", "127.0.0.1:1"], "--code"),
    (["join", "127.0.0.1:1", "--code", "c", "--name", " Ada"], "not a name that can be shown"),
    (["join", "127.0.0.1:1", "--code", "c", "--name", "x" * 200], "not a name that can be shown"),
])
def test_arguments_that_make_no_sense_get_one_line_and_status_2(tmp_path, args, says):
    done = tabletop(tmp_path, *args)
    assert done.returncode == 2 and says in done.stderr and done.stderr.count("\n") == 1, done.stderr


def test_a_join_the_host_refuses_and_a_port_in_use_end_with_one_line_and_status_1(tmp_path):
    host, port = serve(tmp_path, "darkmoor", "--players", "2", "--remote", "2", "--port", "0", "--code", "right")
    try:
        guest = join(tmp_path, port, "wrong", 2)
        out, err = guest.communicate(timeout=30)
        assert guest.returncode == 1 and err == "tabletop: the host refused: That join code is wrong.\n"
        busy = tabletop(tmp_path, "serve", "darkmoor", "--players", "2", "--remote", "2", "--port", str(port),
                        "--bind", "127.0.0.1")
        assert busy.returncode == 1 and busy.stderr.startswith("tabletop: cannot listen on") \
            and busy.stderr.count("\n") == 1, busy.stderr
    finally:
        host.kill()
        host.wait()

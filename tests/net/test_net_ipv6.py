"""Play over IPv6: `tabletop serve --bind ::1` and `tabletop join [::1]:PORT` play a
game to its end; an IPv6 address is said back as it is typed (in brackets)."""

import socket

import pytest

from tabletop.net.address import host_port, websocket_url

from .wire import join, serve

GAME_TIME = 90


def ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6) as probe:
            probe.bind(("::1", 0))
    except OSError:
        return False
    return True


@pytest.mark.skipif(not ipv6_loopback(), reason="this machine has no IPv6 loopback")
def test_a_host_on_the_ipv6_loopback_plays_a_game_to_the_end_with_a_seat_joined_by_brackets(tmp_path):
    host, port = serve(tmp_path, "darkmoor", "--players", "3", "--remote", "2,3", "--port", "0", "--code", "six",
                       "--seed", "8", bind="::1")
    guests = [join(tmp_path, port, "six", seat, host="::1") for seat in (2, 3)]
    try:
        for guest in guests:
            out, err = guest.communicate(timeout=GAME_TIME)
            assert guest.returncode == 0, err
        out, err = host.communicate(timeout=GAME_TIME)
        assert host.returncode == 0 and out.strip() == "game over", (out, err)
    finally:
        for proc in (host, *guests):
            if proc.poll() is None:
                proc.kill()
                proc.wait()


def test_an_ipv6_address_is_said_in_brackets_and_read_back():
    assert host_port("::1", 8765) == "[::1]:8765" and host_port("192.168.1.20", 8765) == "192.168.1.20:8765"
    assert websocket_url(host_port("fd00::20", 8765)) == "ws://[fd00::20]:8765"

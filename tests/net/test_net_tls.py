"""Joining through TLS (wss://), as through a reverse proxy with a certificate (the
README's way to expose a host): `tabletop join wss://...` plays its seat to the end
when it trusts the host's certificate, and is refused in one line when it does not.
The host here serves TLS itself, with a certificate made for 127.0.0.1 at test time."""

from __future__ import annotations

import asyncio
import shutil
import ssl
import subprocess
import sys

import pytest

import tabletop.games
from tabletop.controller.session import Session
from tabletop.net.address import BadAddress, websocket_url
from tabletop.net.host import Host
from tabletop.persistence.saves import SeatInfo

from .test_net_hostile import CODE
from .wire import ROOT, env

GAME_TIME = 90.0


@pytest.mark.parametrize("typed, url", [
    ("127.0.0.1:8765", "ws://127.0.0.1:8765"),
    ("[::1]:8765", "ws://[::1]:8765"),
    ("ws://games.lan:9000/table", "ws://games.lan:9000/table"),
    ("wss://games.example.org", "wss://games.example.org"),  # 443, the scheme's own
    ("wss://games.example.org:8443/play", "wss://games.example.org:8443/play"),
])
def test_an_address_is_host_and_port_or_a_ws_or_wss_url(typed, url):
    assert websocket_url(typed) == url


@pytest.mark.parametrize("typed, says", [
    ("games.lan", "needs its port"),
    ("games.lan:0", "port must be"),
    ("::1:8765", "in brackets"),
    ("[nope]:8765", "not an IPv6 address"),
    ("https://games.example.org", "only ws:// and wss://"),
    ("wss://me:secret@games.example.org", "nothing more"),
    ("wss://games.example.org:", "port must be"),
    ("games lan:8765", "no spaces"),
])
def test_an_address_that_cannot_be_reached_as_written_says_why(typed, says):
    with pytest.raises(BadAddress) as refused:
        websocket_url(typed)
    assert says in refused.value.reason and refused.value.key == "net.bad_address"


@pytest.fixture
def certificate(tmp_path):
    """A self-signed certificate for 127.0.0.1, and its key."""
    if shutil.which("openssl") is None:
        pytest.skip("no openssl command to make a certificate with")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                    "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True, timeout=30)
    return cert, key


async def hosted_over_tls(certificate):
    """Darkmoor for two, a bot at the host and seat 2 remote, served over TLS on the loopback."""
    state = tabletop.games.get("darkmoor").new_game(2, 5)
    host = Host(Session(state, [SeatInfo("Bot", "random"), SeatInfo("Far")]), {1}, CODE)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(*certificate)
    port = await host.start("127.0.0.1", 0, ssl=context)
    return host, port, asyncio.create_task(host.run_until_over())


async def join(home, port: int, trusted) -> tuple[int, str]:
    """`tabletop join wss://127.0.0.1:PORT` trusting `trusted` (a certificate file) or
    only the usual authorities: its exit status and stderr."""
    environment = {k: v for k, v in env(home).items() if k not in ("SSL_CERT_FILE", "SSL_CERT_DIR")}
    if trusted is not None:
        environment["SSL_CERT_FILE"] = str(trusted)
    guest = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tabletop", "join", f"wss://127.0.0.1:{port}", "--code", CODE, "--bot", "random",
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=environment, cwd=ROOT)
    try:
        _, err = await asyncio.wait_for(guest.communicate(), GAME_TIME)
    finally:
        if guest.returncode is None:
            guest.kill()
            await guest.wait()
    return guest.returncode, err.decode()


def test_a_seat_joined_over_wss_trusting_the_hosts_certificate_plays_to_the_end(tmp_path, certificate):
    async def scenario():
        host, port, game = await hosted_over_tls(certificate)
        try:
            status, err = await join(tmp_path, port, trusted=certificate[0])
            assert status == 0, err
            await asyncio.wait_for(game, 10)
            assert host.session.state.is_over
        finally:
            host.close()
            await host.wait_closed()
    asyncio.run(asyncio.wait_for(scenario(), GAME_TIME + 30))


def test_a_join_that_does_not_trust_the_certificate_is_refused_in_one_line(tmp_path, certificate):
    async def scenario():
        host, port, game = await hosted_over_tls(certificate)
        try:
            status, err = await join(tmp_path, port, trusted=None)
            assert status == 1 and "certificate" in err and err.count("\n") == 1, err
            assert not host.clients and not host.session.state.is_over  # nobody took the remote seat
        finally:
            game.cancel()
            host.close()
            await host.wait_closed()
    asyncio.run(asyncio.wait_for(scenario(), GAME_TIME))

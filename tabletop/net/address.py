"""Where a remote seat reaches its host, as a person types it: HOST:PORT (plain
`ws://`), [IPv6]:PORT, or a whole URL, `ws://host:port/path` or, through a reverse
proxy with TLS, `wss://host[:port]/path` (port 443 unless given)."""

from __future__ import annotations

import ipaddress
import re
from urllib.parse import urlsplit

MAX_PORT = 65_535
# a host name or IPv4 address: letters, digits, dots, hyphens (and _ as some LANs name hosts)
_HOST = re.compile(r"[A-Za-z0-9_]([A-Za-z0-9_.-]{0,252})")


class BadAddress(ValueError):
    """An address that cannot be reached as written: why, in one line, and a catalogue key."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key = "net.bad_address"


def websocket_url(text: str) -> str:
    """The URL to connect to for `text`; BadAddress says what is wrong with it."""
    text = text.strip()
    if not text or any(c.isspace() or not c.isprintable() for c in text):
        raise BadAddress("an address is HOST:PORT, [IPv6]:PORT or a ws:// or wss:// URL, with no spaces")
    if "://" in text:
        return _url(text)
    host, colon, port = text.rpartition(":")
    if not colon or text.endswith("]"):
        raise BadAddress("an address needs its port: HOST:PORT, or a ws:// or wss:// URL")
    return f"ws://{_host(host)}:{_port(port)}"


def host_port(host: str, port: int) -> str:
    """HOST:PORT as a person types it back: an IPv6 address in brackets."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def _url(text: str) -> str:
    parts = urlsplit(text)
    if parts.scheme not in ("ws", "wss"):
        raise BadAddress(f"only ws:// and wss:// addresses are served, not {parts.scheme}://")
    if parts.username is not None or parts.query or parts.fragment:
        raise BadAddress("a ws:// or wss:// address takes a host, a port and a path, nothing more")
    netloc = parts.netloc
    host, colon, port = netloc.rpartition(":")
    if not colon or netloc.endswith("]"):
        host, colon = netloc, ""  # no port: the scheme's own (443 for wss)
    return f"{parts.scheme}://{_host(host)}{f':{_port(port)}' if colon else ''}{parts.path}"


def _host(host: str) -> str:
    if host.startswith("[") and host.endswith("]"):
        try:
            ipaddress.IPv6Address(host[1:-1])
        except ValueError:
            raise BadAddress(f"{host} is not an IPv6 address") from None
        return host
    if ":" in host:
        raise BadAddress("an IPv6 address goes in brackets: [::1]:8765")
    if not _HOST.fullmatch(host):
        raise BadAddress("an address needs a host name or IP address before its port")
    return host


def _port(port: str) -> int:
    if not re.fullmatch(r"[0-9]{1,5}", port) or not 1 <= int(port) <= MAX_PORT:
        raise BadAddress(f"the port must be a number from 1 to {MAX_PORT}")
    return int(port)

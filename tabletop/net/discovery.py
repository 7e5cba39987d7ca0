"""Finding games on the local network: a host announces its game, the Join screen
browses for games, over zeroconf (mDNS/DNS-SD, service type `_tabletop._tcp.local.`).

An announcement says only what a stranger on the network may know: the protocol
version, the game, how many seats are free and the host's name (TXT keys
`protocol`, `game`, `free`, `host`), plus the address and port. Never the join code:
whoever finds a game still needs the code from the host's screen.

The logic is in `advert_txt`, `parse_txt` and `GameList`, which touch no network;
`Announcer` and `Browser` are the two small interfaces the app calls, met at run time
by `ZeroconfAnnouncer` and `ZeroconfBrowser` and in tests by fakes. Tests never start
real mDNS (it sends to a multicast address, which is not the loopback).
"""

from __future__ import annotations

import ipaddress
import re
import threading
from typing import TYPE_CHECKING, Any, Protocol

import attrs

from tabletop import games

from .address import host_port
from .protocol import PROTOCOL

if TYPE_CHECKING:
    from zeroconf import ServiceInfo, Zeroconf

SERVICE_TYPE = "_tabletop._tcp.local."
TXT_KEYS = ("protocol", "game", "free", "host")  # everything a TXT record of ours holds
MAX_HOST_NAME = 40  # characters of the host's name shown in the Join list
MAX_FREE = 99  # seats: more is a malformed record, not a bigger table
RESOLVE_MS = 3000  # how long the browser waits for a found game's details

_WHOLE = re.compile(r"[0-9]{1,3}")


def _address_order(text: str) -> tuple[int, str]:
    return (ipaddress.ip_address(text).version, text)


@attrs.frozen
class Advert:
    """What a host announces. `addresses` are the host's LAN addresses (IPv4 or IPv6):
    the one it listens on, or `lan_addresses()` when it listens on every one."""

    game: str
    free: int
    host_name: str
    port: int
    addresses: tuple[str, ...]
    protocol: int = PROTOCOL


def lan_addresses() -> tuple[str, ...]:
    """This machine's addresses that others on the network can reach: neither the
    loopback nor link-local ones (which need an interface named), IPv4 first. Reads
    the interfaces (ifaddr, which zeroconf itself uses); sends nothing."""
    import ifaddr

    found = set()
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            text = ip.ip if isinstance(ip.ip, str) else ip.ip[0]  # IPv6 comes as (address, flow, scope)
            try:
                address = ipaddress.ip_address(text)
            except ValueError:
                continue
            if not (address.is_loopback or address.is_link_local or address.is_multicast or address.is_unspecified):
                found.add(str(address))
    return tuple(sorted(found, key=_address_order))


@attrs.frozen
class Listing:
    """One game found on the network, as the Join screen lists it."""

    service: str  # the mDNS instance name: the key of a listing, never shown
    game: str
    free: int
    host_name: str
    address: str  # the first address given, IPv4 before IPv6
    port: int
    protocol: int

    @property
    def where(self) -> str:
        """HOST:PORT as `tabletop join` takes it (an IPv6 address in brackets)."""
        return host_port(self.address, self.port)


def clean_host_name(text: str) -> str:
    """A host's name as announced: one line of printable text, at most MAX_HOST_NAME characters."""
    words = "".join(c if c.isprintable() else " " for c in text).split()
    return " ".join(words)[:MAX_HOST_NAME].strip() or "Tabletop"


def advert_txt(advert: Advert) -> dict[str, str]:
    """The TXT record of an announcement: the four keys of TXT_KEYS and nothing else."""
    return {"protocol": str(advert.protocol), "game": advert.game, "free": str(advert.free),
            "host": clean_host_name(advert.host_name)}


def parse_txt(properties: dict[bytes, bytes | None]) -> dict[str, Any] | None:
    """The fields of a TXT record, or None when it is not a well-formed Tabletop one
    (a key missing or without a value, text that is not UTF-8, a number that is not a
    small whole number, a game this copy does not have, a name that is not one line).
    Keys other than ours are left aside: a later version may add some."""
    fields = {}
    for key in TXT_KEYS:
        raw = properties.get(key.encode())
        if raw is None:
            return None
        try:
            fields[key] = raw.decode("utf-8")
        except UnicodeDecodeError:
            return None
    if not (_WHOLE.fullmatch(fields["protocol"]) and _WHOLE.fullmatch(fields["free"])):
        return None
    free = int(fields["free"])
    host = fields["host"]
    if fields["game"] not in games.names() or free > MAX_FREE:
        return None
    if not host or len(host) > MAX_HOST_NAME or host != clean_host_name(host):
        return None
    return {"protocol": int(fields["protocol"]), "game": fields["game"], "free": free, "host_name": host}


class GameList:
    """The games a browser has found, keyed by service name. A record that does not
    parse, or has no usable address or port, is left out (and drops an earlier listing
    of the same service: it no longer says what it is)."""

    def __init__(self) -> None:
        self._found: dict[str, Listing] = {}

    def seen(self, service: str, addresses: list[str], port: int | None,
             properties: dict[bytes, bytes | None]) -> None:
        fields = parse_txt(properties)
        usable = []
        for text in addresses:
            try:
                address = ipaddress.ip_address(text.split("%")[0])
            except ValueError:
                continue
            # an IPv6 link-local address is no use without the interface it is on
            if not (address.is_multicast or address.is_unspecified or (address.version == 6 and address.is_link_local)):
                usable.append(str(address))
        if fields is None or not usable or port is None or not 0 < port < 65536:
            self._found.pop(service, None)
            return
        self._found[service] = Listing(service=service, address=min(usable, key=_address_order), port=port,
                                       **fields)

    def gone(self, service: str) -> None:
        self._found.pop(service, None)

    def games(self) -> list[Listing]:
        """What the Join screen lists: by host name, then game, then address."""
        return sorted(self._found.values(), key=lambda g: (g.host_name.casefold(), g.game, g.where))


class Announcer(Protocol):
    def announce(self, advert: Advert) -> None:
        """Publish the game, or update what is published (seats fill up)."""

    def withdraw(self) -> None:
        """Stop announcing (the game is over or full for good)."""

    def close(self) -> None:
        """Withdraw and let go of the network."""


class Browser(Protocol):
    def games(self) -> list[Listing]:
        """The games found so far, still there."""

    def close(self) -> None:
        """Stop browsing."""


def service_name(advert: Advert) -> str:
    """The mDNS instance name: readable, and unique per host and port (a label is at most 63 bytes)."""
    label = f"{clean_host_name(advert.host_name)} {advert.game} {advert.port}"
    while len(label.encode()) > 63:
        label = label[1:]
    return f"{label}.{SERVICE_TYPE}"


def service_info(advert: Advert) -> ServiceInfo:
    """The zeroconf record of an announcement (building it sends nothing)."""
    from zeroconf import ServiceInfo

    server = re.sub(r"[^A-Za-z0-9-]+", "-", clean_host_name(advert.host_name)).strip("-") or "tabletop"
    return ServiceInfo(SERVICE_TYPE, service_name(advert), port=advert.port, properties=advert_txt(advert),
                       server=f"{server[:40]}-{advert.port}.local.", parsed_addresses=list(advert.addresses))


class ZeroconfAnnouncer:
    """Announces one game with real mDNS, for as long as it is open."""

    def __init__(self) -> None:
        self._zeroconf: Zeroconf | None = None
        self._info: ServiceInfo | None = None

    def announce(self, advert: Advert) -> None:
        from zeroconf import Zeroconf

        info = service_info(advert)
        if self._zeroconf is None:
            self._zeroconf = Zeroconf()
        if self._info is not None and self._info.name == info.name:
            self._zeroconf.update_service(info)
        else:
            self.withdraw()
            self._zeroconf.register_service(info)
        self._info = info

    def withdraw(self) -> None:
        if self._zeroconf is not None and self._info is not None:
            self._zeroconf.unregister_service(self._info)
        self._info = None

    def close(self) -> None:
        self.withdraw()
        if self._zeroconf is not None:
            self._zeroconf.close()
            self._zeroconf = None


class ZeroconfBrowser:
    """Browses for games with real mDNS from `start()` to `close()`. zeroconf calls
    `changed` from its own thread; `games()` may be called from any other."""

    def __init__(self) -> None:
        self._list = GameList()
        self._lock = threading.Lock()
        self._zeroconf: Zeroconf | None = None
        self._browser: Any = None

    def start(self) -> None:
        from zeroconf import ServiceBrowser, Zeroconf

        self._zeroconf = Zeroconf()
        self._browser = ServiceBrowser(self._zeroconf, SERVICE_TYPE, handlers=[self.changed])

    def changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        """zeroconf's handler: a service appeared, changed or went away."""
        if state_change.name == "Removed":
            with self._lock:
                self._list.gone(name)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_MS)
        with self._lock:
            if info is None:
                self._list.gone(name)
            else:
                self._list.seen(name, info.parsed_addresses(), info.port, info.properties)

    def games(self) -> list[Listing]:
        with self._lock:
            return self._list.games()

    def close(self) -> None:
        if self._browser is not None:
            self._browser.cancel()
            self._browser = None
        if self._zeroconf is not None:
            self._zeroconf.close()
            self._zeroconf = None

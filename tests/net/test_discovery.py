"""Finding games on the LAN (tabletop/net/discovery.py), tested without the network:
what a host announces (never its join code), what the Join list shows, a game that
goes away, records that are not ours or are malformed left out. Real mDNS is never
started here: a fixture makes any attempt fail the test."""

from __future__ import annotations

import attrs
import pytest
import zeroconf

from tabletop import games
from tabletop.net import discovery
from tabletop.net.discovery import (
    SERVICE_TYPE, Advert, GameList, ZeroconfBrowser, advert_txt, parse_txt, service_info)

GAME = games.names()[0]
OTHER = games.names()[1]


@pytest.fixture(autouse=True)
def _no_real_mdns(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("a test started real mDNS")

    monkeypatch.setattr(zeroconf.Zeroconf, "__init__", refuse)


def advert(**changes) -> Advert:
    fields = dict(game=GAME, free=2, host_name="Ana's laptop", port=8765, addresses=("192.168.1.20",))
    return Advert(**{**fields, **changes})


def txt(**changes) -> dict[bytes, bytes | None]:
    fields = {"protocol": "1", "game": GAME, "free": "3", "host": "Ana", **changes}
    return {k.encode(): (v.encode() if isinstance(v, str) else v) for k, v in fields.items()}


# -- what a host announces ------------------------------------------------------------


def test_a_host_announces_protocol_game_free_seats_and_its_name_and_nothing_else():
    info = service_info(advert())
    assert info.type == SERVICE_TYPE and info.name.endswith("." + SERVICE_TYPE)
    assert info.decoded_properties == {"protocol": "1", "game": GAME, "free": "2", "host": "Ana's laptop"}
    assert info.port == 8765 and info.parsed_addresses() == ["192.168.1.20"]


def test_the_join_code_is_never_announced():
    """An announcement has no place for the code: its record holds the four keys only."""
    assert "code" not in {f.name for f in attrs.fields(Advert)}
    assert set(service_info(advert()).decoded_properties) == {"protocol", "game", "free", "host"}


def test_a_host_name_is_announced_as_one_short_printable_line():
    sent = advert_txt(advert(host_name="  Ana\n\tand\x00 Bo " + "o" * 100))["host"]
    assert sent.startswith("Ana and Bo") and len(sent) == discovery.MAX_HOST_NAME and sent.isprintable()
    assert advert_txt(advert(host_name="\n\n"))["host"] == "Tabletop"


def test_two_games_on_one_machine_have_two_service_names():
    first, second = service_info(advert(port=8765)), service_info(advert(port=8766))
    assert first.name != second.name
    long = service_info(advert(host_name="x" * 200))
    assert len(long.name.removesuffix("." + SERVICE_TYPE).encode()) <= 63


def test_a_host_announces_the_addresses_others_can_reach(monkeypatch):
    """Read from the interfaces: the loopback and link-local addresses are left out."""
    import ifaddr

    def adapter(*ips):
        return ifaddr.Adapter("x", "x", [ifaddr.IP(ip, 24, "x") for ip in ips])

    monkeypatch.setattr(ifaddr, "get_adapters", lambda: [
        adapter("127.0.0.1", ("::1", 0, 0)),
        adapter("192.168.1.20", ("fd00::2", 0, 0), ("fe80::1", 0, 4), "169.254.3.3")])
    assert discovery.lan_addresses() == ("192.168.1.20", "fd00::2")


# -- what a browser lists ---------------------------------------------------------------


def test_an_announced_game_is_listed_with_where_to_join_it():
    """What a host announces, read back by a browser, is what the Join screen lists."""
    info = service_info(advert(free=4, addresses=("fe80::1", "192.168.1.20")))
    found = GameList()
    found.seen(info.name, info.parsed_addresses(), info.port, info.properties)
    [listing] = found.games()
    assert (listing.game, listing.free, listing.host_name, listing.protocol) == (GAME, 4, "Ana's laptop", 1)
    assert listing.where == "192.168.1.20:8765"  # IPv4 first


def test_an_ipv6_only_host_is_joined_in_brackets():
    found = GameList()
    found.seen("a", ["2001:db8::5"], 9000, txt())
    assert found.games()[0].where == "[2001:db8::5]:9000"


def test_games_are_listed_by_host_name_then_game():
    found = GameList()
    found.seen("z", ["10.0.0.3"], 1, txt(host="bo", game=OTHER))
    found.seen("y", ["10.0.0.2"], 1, txt(host="Bo", game=GAME))
    found.seen("x", ["10.0.0.1"], 1, txt(host="Ana"))
    names = [(g.host_name, g.game) for g in found.games()]
    assert names[0] == ("Ana", GAME) and sorted(names[1:], key=lambda n: n[1]) == names[1:]


def test_a_game_that_changes_is_listed_once_with_its_new_seats():
    found = GameList()
    found.seen("a", ["10.0.0.1"], 1, txt(free="3"))
    found.seen("a", ["10.0.0.1"], 1, txt(free="1"))
    assert [g.free for g in found.games()] == [1]


def test_a_game_that_goes_away_leaves_the_list():
    found = GameList()
    found.seen("a", ["10.0.0.1"], 1, txt())
    found.seen("b", ["10.0.0.2"], 2, txt())
    found.gone("a")
    found.gone("never seen")
    assert [g.service for g in found.games()] == ["b"]


MALFORMED = [
    pytest.param(txt(protocol=None), id="key without a value"),
    pytest.param({k: v for k, v in txt().items() if k != b"free"}, id="key missing"),
    pytest.param(txt(free="three"), id="seats not a number"),
    pytest.param(txt(free="-1"), id="seats negative"),
    pytest.param(txt(free="1000"), id="seats too many"),
    pytest.param(txt(protocol="1.5"), id="protocol not whole"),
    pytest.param(txt(game="chess"), id="a game this copy lacks"),
    pytest.param(txt(game=b"\xff\xfe"), id="not UTF-8"),
    pytest.param(txt(host=""), id="no host name"),
    pytest.param(txt(host="Ana\nBo"), id="host name of two lines"),
    pytest.param(txt(host="A" * 41), id="host name too long"),
]


@pytest.mark.parametrize("properties", MALFORMED)
def test_a_malformed_record_is_left_out_of_the_list(properties):
    found = GameList()
    found.seen("bad", ["10.0.0.9"], 1, properties)
    found.seen("good", ["10.0.0.1"], 1, txt())
    assert [g.service for g in found.games()] == ["good"]
    assert parse_txt(properties) is None


@pytest.mark.parametrize("addresses, port", [([], 1), (["not an address"], 1), (["224.0.0.251"], 1),
                                             (["0.0.0.0"], 1), (["fe80::1%eth0"], 1),
                                             (["10.0.0.1"], None), (["10.0.0.1"], 0)])
def test_a_game_with_nowhere_to_join_is_left_out(addresses, port):
    found = GameList()
    found.seen("a", addresses, port, txt())
    assert found.games() == []


def test_a_listed_game_whose_record_turns_malformed_leaves_the_list():
    found = GameList()
    found.seen("a", ["10.0.0.1"], 1, txt())
    found.seen("a", ["10.0.0.1"], 1, txt(free="lots"))
    assert found.games() == []


def test_keys_a_later_version_adds_are_left_aside():
    assert parse_txt({**txt(), b"colour": b"blue"}) == {"protocol": 1, "game": GAME, "free": 3, "host_name": "Ana"}


# -- the zeroconf browser's handler, fed by a fake zeroconf --------------------------------


class FakeZeroconf:
    """Answers `get_service_info` from records it was given, as zeroconf would after
    resolving them on the network."""

    def __init__(self, *infos):
        self.infos = {info.name: info for info in infos}

    def get_service_info(self, service_type, name, timeout=3000):
        assert service_type == SERVICE_TYPE and timeout <= 5000
        return self.infos.get(name)


def test_the_browser_lists_what_zeroconf_finds_and_drops_what_goes_away():
    ana, bo = service_info(advert()), service_info(advert(host_name="Bo", port=9000, addresses=("10.0.0.2",)))
    fake = FakeZeroconf(ana, bo)
    browser = ZeroconfBrowser()  # never started: no network
    browser.changed(fake, SERVICE_TYPE, ana.name, zeroconf.ServiceStateChange.Added)
    browser.changed(fake, SERVICE_TYPE, bo.name, zeroconf.ServiceStateChange.Added)
    assert [g.host_name for g in browser.games()] == ["Ana's laptop", "Bo"]
    browser.changed(fake, SERVICE_TYPE, ana.name, zeroconf.ServiceStateChange.Removed)
    assert [g.where for g in browser.games()] == ["10.0.0.2:9000"]
    browser.close()


def test_the_browser_updates_seats_and_forgets_a_game_it_cannot_resolve():
    ana = service_info(advert(free=3))
    fake = FakeZeroconf(ana)
    browser = ZeroconfBrowser()
    browser.changed(fake, SERVICE_TYPE, ana.name, zeroconf.ServiceStateChange.Added)
    fake.infos[ana.name] = service_info(advert(free=0))
    browser.changed(fake, SERVICE_TYPE, ana.name, zeroconf.ServiceStateChange.Updated)
    assert [g.free for g in browser.games()] == [0]
    del fake.infos[ana.name]
    browser.changed(fake, SERVICE_TYPE, ana.name, zeroconf.ServiceStateChange.Updated)
    assert browser.games() == []


def test_starting_an_announcer_or_browser_here_would_fail_the_test():
    """The guard above is real: the zeroconf classes cannot be started in these tests."""
    with pytest.raises(AssertionError, match="real mDNS"):
        discovery.ZeroconfAnnouncer().announce(advert())
    with pytest.raises(AssertionError, match="real mDNS"):
        ZeroconfBrowser().start()

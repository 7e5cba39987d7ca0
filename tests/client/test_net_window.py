"""Playing across machines from the window (issue 27 §1): a seat made "Remote" at New
game is hosted (its address and code shown, each remote seat's state, hand to a bot and
take back, the table waiting for a remote player), and Join finds a game (a fake
browser: never real mDNS here) or takes an address and a code. Loopback only; every
wait is a bounded loop of frames."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from tabletop.client.scenes.join import JoinScene
from tabletop import games
from tabletop.client.scenes.newgame import KINDS, NewGameScene
from tabletop.client.scenes.results import ResultsScene
from tabletop.client.scenes.tablebase import BaseTable
from tabletop.net.discovery import Listing
from driving import frames_until
from host_thread import CODE, ClientThread, HostThread
from tabletop.net.remote import RemoteSession

LOOPBACK = "127.0.0.1"


def button(app, label):
    return next(b for b in app.top.buttons if b.label == label)


def type_into(drive, field, text):
    drive.click(field.box().center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    drive.step()


def host_a_game(app, drive, remote_seats):
    """New game of Darkmoor at two seats, `remote_seats` made Remote, started."""
    app.net_bind = LOOPBACK
    drive.click(button(app, "New game").rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drive.click(scene.game_buttons[scene.names.index("darkmoor")].rect.center)
    while scene.seat_count > 2:
        drive.click(scene.seats_cycler._arrows()[0].center)
    for seat in remote_seats:
        while KINDS[scene.kinds[seat]] != "remote":
            drive.click(scene.rows[2 * seat + 1]._arrows()[1].center)
        assert scene.rows[2 * seat + 1].options[scene.rows[2 * seat + 1].index] == "Remote"
    first = next(w for w in scene.options_shown() if w.label == "First player")
    while first.options[first.index] != "Player 1":  # the person at the host's screen, when one is
        drive.click(first._arrows()[1].center)
    drive.click(scene.start.rect.center, frames=3)
    assert isinstance(app.top, BaseTable)
    return app.top


def test_a_remote_seat_is_hosted_shown_and_can_be_handed_to_a_bot(make_app):
    app, drive = make_app()
    table = host_a_game(app, drive, [1])
    hosting = app.hosting
    assert hosting is not None and hosting.remote == {1}
    assert hosting.addresses == [f"{LOOPBACK}:{hosting.port}"] and len(hosting.code) >= 16
    panel = table.host_panel
    assert not panel.open
    drive.click(panel.toggle.rect.center)
    assert panel.open
    words = [w for w, *_ in panel._rows()]
    assert f"Join code: {hosting.code}" in words and f"Address: {LOOPBACK}:{hosting.port}" in words
    assert hosting.state(1) == "waiting" and words[-2:] == ["Player 2", "waiting to join"]

    far = ClientThread(hosting.port, hosting.code, 1)
    far.start()
    assert frames_until(drive, lambda: far.joined.is_set() and hosting.state(1) == "connected")
    assert far.error is None and far.connection.seat == 1
    assert [w for w, *_ in panel._rows()][-2:] == ["Player 2 · Far", "connected"]  # the name the player gave
    assert not panel.seat_buttons[1].enabled  # a player who is there keeps the seat
    drive.click(panel.seat_buttons[1].rect.center)
    assert hosting.state(1) == "connected"
    # a move made at the host's screen reaches the far player
    session = table.session
    assert session.to_act == 0 and session.human_to_act()
    session.act(session.legal_actions()[0])
    assert frames_until(drive, lambda: far.connection.update is not None and far.connection.update["at"] == 1)

    far.leave.set()
    far.join(5)
    assert frames_until(drive, lambda: hosting.state(1) == "disconnected")
    drive.step(2)
    assert panel.seat_buttons[1].label == "Hand to a bot" and panel.seat_buttons[1].enabled
    drive.click(panel.seat_buttons[1].rect.center)
    assert hosting.state(1) == "bot"
    drive.step(2)
    assert panel.seat_buttons[1].label == "Take back"
    drive.click(panel.seat_buttons[1].rect.center)
    assert hosting.state(1) == "disconnected"
    drive.click(panel.toggle.rect.center)
    assert not panel.open

    for _ in range(5):  # the game menu (a recap of the bot's move, if it had one, closes first)
        if app.top is not table:
            break
        drive.key(pygame.K_ESCAPE)
    drive.click(app.top.quit.rect.center)  # Save and quit ends the hosting
    assert len(app.scenes) == 1 and app.hosting is None


def test_the_table_waits_for_a_remote_player_and_says_so(make_app):
    app, drive = make_app()
    table = host_a_game(app, drive, [0, 1])  # whoever goes first plays from afar
    session = table.session
    first = session.to_act
    assert session.seats[first].kind == "remote"
    assert not session.human_to_act() and not session.needs_handover()
    drive.step(30)
    assert len(session.state.history) == 0  # nobody moves for the remote player
    assert table.waiting_words({"seat": first}) == f"Waiting for Player {first + 1}…"

    far = ClientThread(app.hosting.port, app.hosting.code, first)
    far.start()
    assert frames_until(drive, lambda: far.joined.is_set() and far.connection.update is not None)
    assert far.error is None and far.connection.update["to_act"] == first and far.connection.update["legal"]
    far.leave.set()
    far.join(5)


class FakeBrowser:
    """Stands for mDNS: the games it was given, as found on the network."""

    def __init__(self, listings):
        self.listings = listings
        self.closed = False

    def games(self):
        return list(self.listings)

    def close(self):
        self.closed = True


def open_join(app, drive, listings):
    browser = FakeBrowser(listings)
    app.browser_factory = lambda: browser
    drive.click(button(app, app.t("menu.join")).rect.center)
    assert isinstance(app.top, JoinScene)
    drive.step(2)
    return app.top, browser


def test_join_finds_a_game_on_the_network_and_takes_the_seat_asked(make_app):
    host = HostThread("darkmoor", 2, {1}, seed=7, others="human", names=["Ana", "Far"]).begin()  # Ana never moves
    try:
        app, drive = make_app()
        listing = Listing(service="Ana darkmoor", game="darkmoor", free=1, host_name="Ana's laptop",
                          address=LOOPBACK, port=host.port, protocol=1)
        full = Listing(service="Bo prophecy", game="prophecy", free=0, host_name="Bo", address="192.0.2.9",
                       port=4000, protocol=1)
        newer = Listing(service="Cy comanauts", game="comanauts", free=2, host_name="Cy", address="192.0.2.10",
                        port=4001, protocol=2)
        scene, browser = open_join(app, drive, [full, newer, listing])
        assert [b.label for b in scene.shown_found] == [
            "Prophecy at Bo · 0 seats free", "Comanauts at Cy · another version of Tabletop",
            "Retreat to Darkmoor at Ana's laptop · 1 seat free"]
        assert [b.enabled for b in scene.shown_found] == [False, False, True]
        drive.click(scene.shown_found[0].rect.center)
        drive.click(scene.shown_found[1].rect.center)
        assert scene.address_field.value == ""  # neither can be joined
        drive.click(scene.shown_found[2].rect.center)
        assert scene.address_field.value == f"{LOOPBACK}:{host.port}"
        most = games.get("darkmoor").max_seats  # the seats offered are those its game can have
        assert scene.seat_cycler.options == ["Any free seat"] + [str(n) for n in range(1, most + 1)]
        drive.click(scene.join.rect.center)
        assert drive.toast() == "Type the host's address (like 192.168.1.20:8765) and the join code."
        type_into(drive, scene.code_field, CODE)
        drive.click(scene.seat_cycler._arrows()[1].center)
        drive.click(scene.seat_cycler._arrows()[1].center)
        assert scene.seat_cycler.options[scene.seat_cycler.index] == "2"
        drive.click(scene.name_field.box().center)
        drive.key(pygame.K_a, pygame.KMOD_CTRL)  # the name offered is selected, and typed over
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zoë"))
        drive.click(scene.join.rect.center)
        # the seat asked is taken and its table opens, drawn from what the host sends
        assert frames_until(drive, lambda: isinstance(app.top, BaseTable))
        session = app.top.session
        assert isinstance(session, RemoteSession) and session.seat == 1 and session.viewer == 1
        assert 1 in host.host.clients and host.host.seat_list()[1]["name"] == "Zoë"
        assert drive.toast() == "Joined as Zoë."
        assert browser.closed and app.scenes.count(app.top) == 1
    finally:
        host.stop()


def test_join_by_address_with_a_wrong_code_is_refused_with_the_reason(make_app):
    host = HostThread("darkmoor", 2, {1}, seed=7, others="human", names=["Ana", "Far"]).begin()  # Ana never moves
    try:
        app, drive = make_app(language="es")
        scene, _ = open_join(app, drive, [])
        assert scene.shown_found == []
        type_into(drive, scene.address_field, f"{LOOPBACK}:{host.port}")
        type_into(drive, scene.code_field, "guessed")
        drive.click(scene.join.rect.center)
        assert frames_until(drive, lambda: scene.connection is None and (drive.toast() or "").startswith("No se pudo"))
        assert not host.host.clients and len(host.session.state.history) == 0
    finally:
        host.stop()


# -- the remote seat's own table -------------------------------------------------------------------


def join_by_mouse(app, drive, host, name="Zoë"):
    """Join, by the address and code typed and the name given, as a player does: the
    remote seat's table opens."""
    scene, _ = open_join(app, drive, [])
    type_into(drive, scene.address_field, f"{LOOPBACK}:{host.port}")
    type_into(drive, scene.code_field, CODE)
    drive.click(scene.name_field.box().center)
    drive.key(pygame.K_a, pygame.KMOD_CTRL)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=name))
    drive.click(scene.join.rect.center)
    assert frames_until(drive, lambda: isinstance(app.top, BaseTable)), drive.toast()
    return app.top


def my_turn(app, drive, table, look=lambda: None):
    """Frames (cards read as they show, `look()` before each) until the remote seat is
    asked, or the game ends."""
    def ready():
        look()
        drive.read_card()
        if app.top is not table or table.session.state.is_over:
            return True
        return table.session.human_to_act() and not table.session.fresh and not table.playback.busy
    assert frames_until(drive, ready, limit=3000), "the remote seat was never asked"
    return app.top is table and not table.session.state.is_over


def by_mouse(app, drive, table, rng):
    """One legal move made by its gesture on the table (a drag, or a click), chosen
    among those whose places the table shows; its text."""
    window = pygame.Rect((0, 0), app.size)
    shown = []
    for action in table.session.legal_actions():
        target = table.place_rect(action.target)
        source = table.place_rect(action.source) if action.source is not None else None
        if target is not None and window.contains(target) and (action.source is None or (
                source is not None and window.contains(source))):
            shown.append((action, source, target))
    assert shown, "the table shows no place for any legal move"
    drags = [s for s in shown if s[1] is not None] or shown
    action, source, target = rng.choice(drags)
    made = len(table.session.state.history)
    if source is None:
        drive.click(target.center)
        if len(table.session.state.history) == made:  # a choice picked, then confirmed (Comanauts' avatars)
            drive.key(pygame.K_RETURN)
    else:
        drive.drag(source.center, target.center)
    return str(action)


@pytest.mark.parametrize("name", games.names())
def test_a_joined_seat_plays_by_its_own_gestures_and_its_moves_reach_the_host(make_app, name):
    """Its table shows its own view and the whole log, and a move made by mouse on it is
    made at the host, by this seat."""
    players = min(3, games.get(name).max_seats)
    host = HostThread(name, players, {1}, seed=5).begin()
    try:
        app, drive = make_app()
        table = join_by_mouse(app, drive, host)
        session = table.session
        assert isinstance(session, RemoteSession) and table.name(1) == "Zoë"
        rng, made = random.Random(4), 0
        for _ in range(3):
            if not my_turn(app, drive, table):
                break
            assert session.view() == json.loads(json.dumps(host.session.state.view(1)))
            before = len(host.session.state.history)
            text = by_mouse(app, drive, table, rng)
            history = host.session.state.history
            assert len(history) > before and str(history[before]) == text, drive.toast()
            assert host.session.moves_from(before)[0][0] == 1  # made by this seat
            made += 1
        assert made, "no move was made by mouse"
        my_turn(app, drive, table)
        # every event the host logged is told once, as a table at its screen tells it
        told = [e["event"] for e in host.session.log if table.describe(e)]
        assert told and table.log_panel.kinds == told[-len(table.log_panel.kinds):]
    finally:
        host.stop()


def test_a_joined_seat_takes_back_its_walk_by_undo_and_ends_at_results_without_a_rematch(make_app):
    """Betrayal: a step onto a room (no card drawn) taken back by the Undo button, at the
    host too (BH-MOVE.1); the haunt's text read with no gate; at the end, the results offer what a remote seat can do: the
    final board, a new game, the menu (its game and its replay are at the host)."""
    host = HostThread("betrayal", 3, {1}, seed=5).begin()
    try:
        app, drive = make_app(language="es")
        table = join_by_mouse(app, drive, host)
        session, rng, undone, pages = table.session, random.Random(3), False, set()

        def look():  # the haunt's pages shown at this screen
            pages.update(kind for kind, _ in table.reveal.pages)

        for _ in range(400):
            if not my_turn(app, drive, table, look):
                break
            if not undone and session.undo_refusal() is None and host.session.last_actor == 1:
                at = len(host.session.state.history)
                drive.click(table.top_bar.undo.rect.center)
                assert frames_until(drive, lambda: len(session.state.history) == at - 1)
                assert len(host.session.state.history) == at - 1 and host.session.state.history[-1:] != []
                undone = True
                continue
            session.act(rng.choice(session.legal_actions()))
        assert undone, "no move of the remote seat could be undone: the test proved nothing"
        # its own side's text shows at once: nobody else looks at a remote seat's screen (BH-D.42)
        assert "text" in pages and "gate" not in pages and "choice" not in pages
        assert session.state.is_over
        assert frames_until(drive, lambda: (drive.read_card(), isinstance(app.top, ResultsScene))[1], limit=600)
        assert [b.label for b in app.top.buttons] == [app.t("results.see_board"), app.t("results.new_game"),
                                                       app.t("results.menu")]
    finally:
        host.stop()


def test_a_dropped_link_is_said_on_the_table_until_the_seat_is_taken_again(make_app, monkeypatch):
    from tabletop.net import remote

    monkeypatch.setattr(remote, "RECONNECT_EVERY_S", 0.3)
    host = HostThread("darkmoor", 2, {1}, seed=3).begin()
    try:
        app, drive = make_app(language="es")
        table = join_by_mouse(app, drive, host, name="Ana")
        my_turn(app, drive, table)
        host.call(host.host.clients[1].close())
        assert frames_until(drive, lambda: drive.toast() == app.t("net.link_lost"))
        assert frames_until(drive, lambda: drive.toast() == app.t("net.link_back"))
        assert 1 in host.host.clients and table.session.link_problem() is None
        assert my_turn(app, drive, table)  # and the seat plays on
        before = len(host.session.state.history)
        assert by_mouse(app, drive, table, random.Random(1)) == str(host.session.state.history[before])
    finally:
        host.stop()

"""A campaign's seat played from another machine (issue 27): on Betrayal Legacy's
Tonight screen a person's family is made Remote, at Comanauts' campaign screen a person
of the team; the chapter or session then opens hosted (the Players online panel shows
the address and the join code), a headless player joins that seat on the loopback and
is sent its seat's view, and the campaign file still has the seat a person's (opened
again later, everyone plays at one screen). Loopback only (app.net_bind): never mDNS;
every wait is a bounded loop of frames."""

from __future__ import annotations

import json

import pygame

from driving import frames_until
from host_thread import ClientThread
from tabletop.net.protocol import dump
from tabletop.persistence.campaigns import CampaignStore
from tabletop.persistence.paths import campaigns_dir

LOOPBACK = "127.0.0.1"


def new_game_of(app, drive, name):
    from tabletop.client.scenes.newgame import NewGameScene

    app.net_bind = LOOPBACK  # hosted on the loopback, announced nowhere
    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drive.click(scene.game_buttons[scene.names.index(name)].rect.center)
    return scene


def type_text(drive, field, text):
    drive.click(field.box().center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    drive.step(2)


def far_player_joins(app, drive, seat):
    """The table is hosted for `seat` alone, its panel shows where to join, and a
    player joining from afar takes the seat and is sent that seat's view."""
    table, hosting = app.top, app.hosting
    assert hosting is not None and hosting.session is table.session and hosting.remote == {seat}
    assert table.session.seats[seat].kind == "remote"
    panel = table.host_panel
    drive.click(panel.toggle.rect.center)
    words = [w for w, *_ in panel._rows()]
    assert f"Join code: {hosting.code}" in words and f"Address: {LOOPBACK}:{hosting.port}" in words
    far = ClientThread(hosting.port, hosting.code, seat)
    far.start()
    try:
        assert frames_until(drive, lambda: far.error is not None or far.connection.update is not None)
        assert far.error is None and far.connection.seat == seat
        assert frames_until(drive, lambda: hosting.state(seat) == "connected")
        state = table.session.state

        def its_turn():
            """The bots at the host play up to this seat's turn (the seed is the clock's),
            a card one draws read there; then the game waits for this seat."""
            drive.read_card()
            return state.to_act == seat and far.connection.update["at"] == len(state.history)

        assert frames_until(drive, its_turn, limit=3000)
        update = far.connection.update
        assert update["to_act"] == seat
        assert update["view"] == json.loads(dump(state.view(seat)))  # this seat's view, nobody else's
        assert update["legal"] == [str(action) for action in state.legal_actions()]
        return update
    finally:
        far.leave.set()
        far.join(5)


def test_a_legacy_family_played_remotely_tonight_opens_its_chapter_hosted(make_app):
    """BL-D.37: the Tonight screen makes the first family's player Remote; after the
    casting the chapter opens hosted for that seat; the campaign keeps them a person."""
    from tabletop.client.games.betrayal_legacy.chapter_link import load_campaign, resume_chapter

    app, drive = make_app(size=(1280, 720))
    scene = new_game_of(app, drive, "betrayal_legacy")
    for seat in (1, 2):  # seats 2 and 3 are bots
        drive.click(scene.rows[2 * seat + 1]._arrows()[1].center)
    drive.click(scene.start.rect.center)
    drive.click(app.top.buttons[0].rect.center)  # begin chapter 0: who is at the table tonight
    form = app.top
    assert drive.scenes()[-1] == "TonightForm"
    assert [len(row.options) for row in form.rows] == [3, 2, 2]  # only a person's family can play remotely
    drive.click(form.rows[0]._arrows()[0].center)
    assert form.rows[0].options[form.rows[0].index] == "Remote"
    drive.click(form.go.rect.center)
    page = app.top  # not "pass the device": the host names the character with them
    assert page.heading == "A player at another machine" and "from another machine" in page.paragraphs[0][0]
    assert page.buttons[0].label == "Fill in for Player 1"
    drive.click(page.buttons[0].rect.center)
    type_text(drive, app.top.name_field, "Absalom")
    drive.click(app.top.done.rect.center)
    drive.click(app.top.buttons[0].rect.center)  # read the Legacy card
    drive.click(app.top.buttons[0].rect.center, frames=3)  # begin the chapter
    assert drive.scenes()[-1] == "LegacyTable"
    update = far_player_joins(app, drive, 0)
    assert update["seats"][0]["kind"] == "remote"

    store = CampaignStore(campaigns_dir())
    ident = store.entries("betrayal_legacy")[0][0]
    _, campaign = load_campaign(store, ident)
    assert [seat.kind for seat in campaign.seats] == ["human", "random", "random"]
    again = resume_chapter(store, ident)  # the chapter opened again later: at one screen
    assert [info.kind for info in again.seats] == ["human", "random", "random"]
    again.close()


def test_a_legacy_seat_made_remote_at_new_game_is_a_person_who_plays_the_first_chapter_remotely(make_app):
    """BL-SETUP.3: the campaign made at New game keeps a Remote seat a person; its first
    Tonight screen begins with that family remote, which can be undone there."""
    app, drive = make_app(size=(1280, 720))
    scene = new_game_of(app, drive, "betrayal_legacy")
    drive.click(scene.rows[1]._arrows()[0].center)  # Person -> Remote
    drive.click(scene.start.rect.center)
    assert drive.scenes()[-1] == "CampaignScene" and app.top.campaign.seats[0].kind == "human"
    drive.click(app.top.buttons[0].rect.center)
    form = app.top
    assert [row.options[row.index] for row in form.rows] == ["Remote", "Plays", "Plays"] and form.remote == {0}
    drive.click(form.rows[0]._arrows()[1].center)  # Remote -> Plays (here)
    assert form.rows[0].options[form.rows[0].index] == "Plays" and not form.remote


def test_a_comanauts_person_played_remotely_opens_the_session_hosted(make_app):
    """CO-D.51: a seat made Remote at New game is a person in the new campaign, offered
    remote for its first session (each person: here or remotely); the session begun
    with one remote opens hosted for that seat."""
    from tabletop.client.games.comanauts.campaign_link import load_campaign, resume
    from tabletop.client.scenes.newgame import KINDS

    app, drive = make_app(size=(1280, 720))
    scene = new_game_of(app, drive, "comanauts")
    while KINDS[scene.kinds[0]] != "remote":
        drive.click(scene.rows[1]._arrows()[1].center)
    for seat in range(1, scene.seat_count):  # the others are bots
        drive.click(scene.rows[2 * seat + 1]._arrows()[1].center)
    drive.click(scene.options_form.widgets[0]._arrows()[1].center)  # Play: a campaign
    drive.click(scene.start.rect.center)
    assert drive.scenes()[-1] == "CampaignScene"
    screen = app.top
    assert screen.campaign.seats[0].kind == "human" and len(screen.seat_rows) == 1
    row = screen.seat_rows[0]
    assert row.options[row.index] == "remotely"  # as New game said
    drive.click(row._arrows()[1].center)
    assert row.options[row.index] == "here" and not screen.remote
    drive.click(row._arrows()[1].center)
    assert row.options[row.index] == "remotely" and screen.remote == {0}
    drive.click(screen.buttons[0].rect.center, frames=3)  # begin session 1
    assert drive.scenes()[-1] == "ComanautsTable"
    far_player_joins(app, drive, 0)

    store = CampaignStore(campaigns_dir())
    ident = store.entries("comanauts")[0][0]
    _, campaign = load_campaign(store, ident)
    assert campaign.seats[0].kind == "human"
    again = resume(store, ident, campaign)  # the session opened again later: at one screen
    assert again.seats[0].kind == "human"
    again.close()


def test_a_campaign_game_that_cannot_be_hosted_says_why_and_the_screen_stays(make_app, monkeypatch):
    """No port to listen on: the notice says why, nothing is hosted, no table opens, and
    the campaign screen begins the session again once it can be hosted."""
    from tabletop.client import netplay

    def no_port(*args, **kwargs):
        raise OSError("no port free")

    monkeypatch.setattr(netplay, "Hosting", no_port)
    app, drive = make_app(size=(1280, 720))
    scene = new_game_of(app, drive, "comanauts")
    drive.click(scene.rows[1]._arrows()[0].center)  # Person -> Remote
    drive.click(scene.options_form.widgets[0]._arrows()[1].center)  # Play: a campaign
    drive.click(scene.start.rect.center)
    screen = app.top
    assert screen.remote == {0}
    drive.click(screen.buttons[0].rect.center, frames=3)
    assert drive.toast() == "The game cannot be hosted (no port free)."
    assert app.top is screen and app.hosting is None and app.table is None
    monkeypatch.undo()  # a port again: the session begins anew, hosted
    drive.click(screen.buttons[0].rect.center, frames=3)
    assert drive.scenes()[-1] == "ComanautsTable" and app.hosting.remote == {0}

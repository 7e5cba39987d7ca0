"""The Comanauts campaign in the window, driven by posted mouse events through the real
loop (CO-GAME.6-7, CO-D.51): New game makes a campaign; its screen shows the team, the
story so far and the next session; a session is played at the table, written into
the campaign and its outcome read; a session left midway resumes where it was."""

from __future__ import annotations

from tabletop.games.comanauts.campaign import VERSION, from_data
from tabletop.persistence.campaigns import CampaignStore
from tabletop.persistence.paths import campaigns_dir


def campaign_from_new_game(app, drive, bots: bool):
    from tabletop.client.scenes.newgame import NewGameScene

    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drive.click(scene.game_buttons[scene.names.index("comanauts")].rect.center)
    if bots:
        for seat in range(scene.seat_count):  # person -> easy bot -> strong bot
            for _ in range(2):
                drive.click(scene.rows[2 * seat + 1]._arrows()[1].center)
    mode = scene.options_form.widgets[0]
    drive.click(mode._arrows()[1].center)  # Play: a campaign
    assert scene.options_form.part.mode == 1
    drive.click(scene.start.rect.center)
    assert drive.scenes()[-1] == "CampaignScene"
    return app.top


def test_a_campaign_session_is_played_and_written_into_the_campaign(make_app):
    """CO-D.51: the first session, played to its end by the team's bots, is committed;
    its outcome is read (a won session's revelation about Dr. Strobal); the campaign
    screen then shows it and offers session 2."""
    app, drive = make_app(size=(1280, 720))
    screen = campaign_from_new_game(app, drive, bots=True)
    assert [b.label for b in screen.buttons][0] == "Begin session 1"
    assert any("The story so far" in text for text, _, _ in screen.columns[1].lines)
    drive.click(screen.buttons[0].rect.center)
    assert drive.scenes()[-1] == "ComanautsTable"
    session = app.top.session
    for _ in range(4000):
        if drive.scenes()[-1] != "ComanautsTable":
            break
        drive.step(1)
    assert session.state.is_over and drive.scenes()[-1] == "StoryPage"
    page = app.top
    won = bool(session.state.final["winners"])
    assert page.heading.startswith("Session 1:")
    if won:
        assert any("is defeated" in text for text, _, _ in page.paragraphs)
    drive.click(page.buttons[0].rect.center)
    assert drive.scenes()[-1] == "CampaignScene"
    campaign = app.top.campaign
    assert campaign.next_session == 1 and campaign.sessions[0].won == won
    assert campaign.stickered == ((session.state.prime,) if won else ())
    assert [b.label for b in app.top.buttons][0] == "Begin session 2"
    store = CampaignStore(campaigns_dir())
    ident = store.entries("comanauts")[0][0]
    assert from_data(store.load(ident, "comanauts", VERSION).doc) == campaign


def test_a_session_left_midway_resumes_where_it_was(make_app):
    """A session is recorded move by move: leaving the table and coming back to the
    campaign offers to resume it, exactly where it was."""
    app, drive = make_app(size=(1280, 720))
    screen = campaign_from_new_game(app, drive, bots=False)
    drive.click(screen.buttons[0].rect.center)
    table = app.top
    session = table.session
    for _ in range(3):  # the people choose their avatars
        if session.state.pending and session.state.pending["kind"] == "avatar":
            session.act(session.state.legal_actions()[0], session.state.to_act)
            drive.step(2)
    before = session.state.to_dict()
    app.back_to_menu()
    store = CampaignStore(campaigns_dir())
    ident = store.entries("comanauts")[0][0]
    from tabletop.client.games.comanauts.campaign_screen import CampaignScene

    app.push(CampaignScene(app, store, ident))
    drive.step(2)
    assert [b.label for b in app.top.buttons][0] == "Resume session 1"
    drive.click(app.top.buttons[0].rect.center)
    assert drive.scenes()[-1] == "ComanautsTable" and app.top.session.state.to_dict() == before


def test_the_last_sessions_win_the_campaign_and_its_ending_is_read(make_app, monkeypatch):
    """CO-GAME.7, CO-D.51: from a campaign with 6 Prime IDs stickered, the team's bots
    play sessions in the window until one is won: its page reads the revelation and
    the ending, and the campaign screen says the campaign is won and offers no session."""
    import itertools
    import types

    from tabletop.client.games.comanauts import campaign_link
    from tabletop.client.games.comanauts.campaign_screen import CampaignScene
    from tabletop.games.comanauts.campaign import Seat, SessionRecord, fold_session, new_campaign, to_data
    from tabletop.games.comanauts.library import STORY

    seeds = itertools.count(101)
    monkeypatch.setattr(campaign_link, "time", types.SimpleNamespace(time_ns=lambda: next(seeds)))
    app, drive = make_app(size=(1280, 720))
    campaign = new_campaign([Seat("Ana", "strong"), Seat("Bo", "strong")])
    primes = [e.id for e in STORY.entities if not e.extra_copy]
    for k, prime in enumerate(primes[:6]):
        campaign = fold_session(campaign, SessionRecord(k, k, prime, True))
    store = CampaignStore(campaigns_dir())
    ident = store.create("comanauts", "Nearly there", to_data(campaign), VERSION)
    app.push(CampaignScene(app, store, ident))
    drive.step(2)
    for _ in range(8):
        drive.click(app.top.buttons[0].rect.center)  # begin the next session
        for _ in range(6000):
            if drive.scenes()[-1] != "ComanautsTable":
                break
            drive.step(1)
        page = app.top
        won = any(text == "The ending" for text, _, _ in page.paragraphs)
        drive.click(page.buttons[0].rect.center)  # to the campaign
        if won:
            break
    else:
        raise AssertionError("no session was won")
    screen = app.top
    assert drive.scenes()[-1] == "CampaignScene" and len(screen.campaign.stickered) == 7
    assert not any(b.label.startswith("Begin") for b in screen.buttons)
    assert any("The campaign is won" in text for text, _, _ in screen.columns[0].lines)
    assert any(text == "The ending" for text, _, _ in screen.columns[1].lines)


def test_a_damaged_campaign_offers_its_backups_and_going_back_restores_one(make_app):
    """A campaign file that cannot be read says why and offers its backups (one before
    each session); restoring one brings the campaign back. A readable campaign can go
    back to before its last session."""
    from tabletop.client.games.comanauts.campaign_screen import CampaignScene
    from tabletop.games.comanauts.campaign import Seat, new_campaign, to_data
    from tabletop.controller.campaigns.comanauts import play_session

    store = CampaignStore(campaigns_dir())
    campaign = new_campaign([Seat("Ana", "strong"), Seat("Bo", "strong")])
    ident = store.create("comanauts", "Test", to_data(campaign), VERSION)
    for k in range(2):
        _state, after = play_session(campaign, 200 + k, 2, store, ident)
        store.commit_chapter(ident, k, to_data(after), VERSION)
        campaign = after
    app, drive = make_app()
    app.push(CampaignScene(app, store, ident))
    drive.step(2)
    back = next(b for b in app.top.buttons if b.label == "Go back to before session 2")
    drive.click(back.rect.center)  # the first click says what will be undone, and changes nothing
    warning = " ".join(text for text, _, _ in app.top.columns[0].lines[:6])
    assert app.top.campaign.next_session == 2 and back.label == "Yes, go back"
    assert "before session 2" in warning and "kept in a file beside it" in warning
    drive.click(back.rect.center)
    assert app.top.campaign.next_session == 1 and "is back as it was" in (drive.toast() or "")
    assert app.top.progress is None  # session 2 is to be begun again
    (campaigns_dir() / f"{ident}.campaign").write_bytes(b"junk" * 20)
    app.top.on_show()
    drive.step(2)
    scene = app.top
    assert scene.campaign is None and scene.columns[1].lines[0][0].startswith("Restore")
    assert any("cannot be read" in text for text, _, _ in scene.columns[0].lines)
    drive.click_line(scene.columns[1], 0)
    assert app.top.campaign is not None

"""Continue means the game you just left (issue 22 §4): after "Save and quit" inside a
campaign's session or chapter, the menu's Continue opens it where it was, and Load lists
it by its campaign's name; a campaign is named by the group at New game (offered: the
families or the team, and the date), and that name is shown wherever it is listed.
Driven through the real loop with posted mouse events."""

from __future__ import annotations

import fcntl
import os

import pygame

from tabletop.persistence.campaigns import CampaignStore, Unfinished
from tabletop.persistence.paths import campaigns_dir


def new_game(app, drive, game: str):
    drive.click(app.top.buttons[0].rect.center)  # New game
    scene = app.top
    drive.click(scene.game_buttons[scene.names.index(game)].rect.center)
    return scene


def retype(drive, field, text: str) -> None:
    drive.click(field.box().center)
    for _ in range(len(field.value)):
        drive.key(pygame.K_BACKSPACE, frames=0)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    drive.step(2)


def save_and_quit(app, drive) -> None:
    for _ in range(5):  # an entry being read is closed first (Escape only skips its telling)
        page = getattr(getattr(app.top, "playback", None), "page", None)
        if page is not None and page.buttons:
            drive.click(page.buttons[0].center)
        drive.key(pygame.K_ESCAPE)
        if drive.scenes()[-1] == "PauseMenuScene":
            break
    assert drive.scenes()[-1] == "PauseMenuScene"
    drive.click(app.top.quit.rect.center)
    assert drive.scenes() == ["MenuScene"]


def comanauts_session(app, drive, name: str | None):
    """A Comanauts campaign made at New game (named `name` when given), its first
    session begun and its avatars chosen: the table, waiting for a person."""
    scene = new_game(app, drive, "comanauts")
    form = scene.options_form
    assert form.part.name_field not in scene.widgets()  # a single session has no campaign name
    drive.click(form.widgets[0]._arrows()[1].center)  # Play: a campaign
    assert form.part.name_field in scene.widgets()
    if name is not None:
        retype(drive, form.part.name_field, name)
    drive.click(scene.start.rect.center)
    screen = app.top
    drive.click(screen.buttons[0].rect.center)  # Begin session 1
    session = app.top.session
    while session.state.pending and session.state.pending["kind"] == "avatar":
        session.act(session.state.legal_actions()[0], session.state.to_act)
        drive.step(2)
    return screen.name, session


def test_continue_and_load_resume_a_campaign_session_left_by_save_and_quit(make_app):
    app, drive = make_app(size=(1280, 720))
    name, session = comanauts_session(app, drive, "Night shift 🚀")
    assert name == "Night shift 🚀"
    before = session.state.to_dict()
    save_and_quit(app, drive)
    menu = app.top
    assert isinstance(menu.latest, Unfinished) and menu.latest.name == "Night shift 🚀"
    from tabletop.client.scenes.menu import continue_info

    assert continue_info(app.t, menu.latest) == "Comanauts: Night shift 🚀 (Session 1)"
    drive.click(menu.buttons[1].rect.center)  # Continue
    assert drive.scenes()[-1] == "ComanautsTable"
    assert app.top.session.state.to_dict() == before
    save_and_quit(app, drive)
    drive.click(app.top.buttons[2].rect.center)  # Load
    load = app.top
    entry = load.entries[0]
    assert isinstance(entry, Unfinished) and entry.name == "Night shift 🚀" and entry.game == "comanauts"
    _none, open_it, _also_none = load.buttons[0]
    drive.click(open_it.rect.center)
    assert drive.scenes()[-1] == "ComanautsTable" and app.top.session.state.to_dict() == before


def test_continue_opens_whichever_game_was_left_last(make_app):
    """A single game saved after the campaign's session was left is the one Continue
    opens; playing on in the campaign makes it the last again."""
    from tabletop.client.scenes.menu import latest_game

    app, drive = make_app(size=(1280, 720))
    _, session = comanauts_session(app, drive, None)
    save_and_quit(app, drive)
    scene = new_game(app, drive, "prophecy")
    drive.click(scene.start.rect.center)
    assert drive.scenes()[-1] == "ProphecyTable"
    save_and_quit(app, drive)
    assert not isinstance(app.top.latest, Unfinished) and app.top.latest.game == "prophecy"
    ident = CampaignStore(campaigns_dir()).unfinished()[0].id
    os.utime(campaigns_dir() / f"{ident}.campaign")  # the campaign's last move, written now
    assert isinstance(latest_game(app), Unfinished)


def test_a_new_campaigns_name_is_offered_from_the_team_and_the_date(make_app):
    app, drive = make_app(size=(1280, 720))
    scene = new_game(app, drive, "comanauts")
    retype(drive, scene.rows[0], "Ana")
    assert scene.options_form.part.name_field.value.startswith("Ana & Player 1 — 20")
    retype(drive, scene.rows[2], "Ana")  # one person plays every seat: named once
    offered = scene.options_form.part.name_field.value
    assert offered.startswith("Ana — 20") and len(offered) <= 60
    drive.click(scene.options_form.widgets[0]._arrows()[1].center)
    drive.click(scene.start.rect.center)
    assert app.top.name == offered
    assert [n for _, n, _ in CampaignStore(campaigns_dir()).entries("comanauts")] == [offered]


def test_a_legacy_campaign_is_named_for_its_families_until_the_group_types_a_name(make_app):
    """The name offered follows the families chosen; once typed, it is the group's and a
    family chosen later leaves it alone; an empty name is refused with a reason."""
    app, drive = make_app(size=(1280, 720))
    scene = new_game(app, drive, "betrayal_legacy")
    field = scene.options_form.part.name_field
    assert field in scene.widgets() and field.value.startswith("Carrow, Vell & Okafor — ")
    family = scene.options_form.widgets[-1]
    drive.click(family._arrows()[1].center)  # the third seat's family: the next one
    assert field.value.startswith("Carrow, Vell & Dunmore — ")
    retype(drive, field, "")
    drive.click(scene.start.rect.center)
    assert drive.toast() == "Give the campaign a name." and drive.scenes()[-1] == "NewGameScene"
    retype(drive, field, "The Hallowmere years")
    drive.click(family._arrows()[1].center)
    assert field.value == "The Hallowmere years"
    retype(drive, scene.rows[0], "Zoe")  # the form is made again for the names: the typed name stays
    assert scene.options_form.part.name_field.value == "The Hallowmere years"
    drive.click(scene.start.rect.center)
    assert drive.scenes()[-1] == "CampaignScene" and app.top.name == "The Hallowmere years"
    app.back_to_menu()
    scene = new_game(app, drive, "betrayal_legacy")
    which = scene.options_form.widgets[1]
    assert which.options[1] == "The Hallowmere years"  # listed by its name


def test_continue_resumes_a_legacy_chapter_and_its_screen_says_why_when_it_cannot(make_app):
    """A chapter left mid-game is what Continue opens; when its record is damaged,
    Continue opens the campaign's screen, which says why in the player's language and
    offers to start the chapter over (asking once): nothing of it had changed the
    campaign, and a copy of it is kept among the backups."""
    from tabletop.controller.campaigns.betrayal_legacy import play_campaign

    store = CampaignStore(campaigns_dir())
    play_campaign(["carrow", "vell", "okafor"], ["random"], 3, store=store, chapters=1)
    ident = store.ids()[0]
    from tabletop.client.games.betrayal_legacy.chapter_link import begin_chapter, load_campaign

    _, campaign = load_campaign(store, ident)
    session = begin_chapter(store, ident, campaign, seed=7)
    for _ in range(5):
        session.act(session.state.legal_actions()[0], session.state.to_act)
    before = session.state.to_dict()
    from tabletop.persistence.holds import release_all

    release_all()
    app, drive = make_app(size=(1280, 720), language="es")
    menu = app.top
    assert isinstance(menu.latest, Unfinished) and menu.latest.chapter == 1
    drive.click(menu.buttons[1].rect.center)  # Continuar
    assert drive.scenes()[-1] == "LegacyTable"
    assert app.top.session.state.to_dict()["history"][:5] == before["history"][:5]
    app.back_to_menu()
    import sqlite3

    with sqlite3.connect(campaigns_dir() / f"{ident}.campaign") as db:
        db.execute("DELETE FROM move WHERE idx = 1")  # a move of the chapter is lost
    app.top.on_show()
    drive.click(app.top.buttons[1].rect.center)
    screen = app.top
    assert drive.scenes()[-1] == "CampaignScene" and screen.campaign is not None
    said = " ".join(text for text, _, _ in screen.columns[0].lines)
    assert "La partida en curso no se puede reanudar: su archivo está dañado." in said
    labels = [b.label for b in screen.buttons]
    assert labels[0] == "Capítulo 1: empezar de nuevo" and not any(label.startswith("Seguir") for label in labels)
    drive.click(screen.buttons[0].rect.center)
    assert "Empezar de nuevo descarta la partida en curso" in screen.columns[0].lines[0][0]
    drive.click(screen.buttons[0].rect.center)  # "Sí, empezar de nuevo"
    assert app.top.buttons[0].label == "Empezar el capítulo 1" and not app.top.in_progress
    assert CampaignStore(campaigns_dir()).unfinished() == []  # Continue offers it no more
    assert app.top.store.backups(ident)[0].endswith("-abandoned-game.campaign")  # the moves, kept


def test_a_campaign_open_in_another_copy_is_not_continued_and_load_says_so(make_app):
    app, drive = make_app(size=(1280, 720))
    _, session = comanauts_session(app, drive, "Ours")
    save_and_quit(app, drive)
    ident = CampaignStore(campaigns_dir()).unfinished()[0].id
    other = os.open(str(campaigns_dir() / f"{ident}.campaign") + ".lock", os.O_RDWR)
    try:
        fcntl.flock(other, fcntl.LOCK_EX | fcntl.LOCK_NB)  # another copy of Tabletop takes it
        app.top.on_show()
        assert app.top.latest is None and not app.top.buttons[1].enabled
        drive.click(app.top.buttons[2].rect.center)  # Load
        entry = app.top.entries[0]
        assert isinstance(entry, Unfinished) and entry.in_use and app.top.buttons[0] == (None, None, None)
    finally:
        os.close(other)


def test_a_campaign_is_renamed_on_its_screen_and_listed_by_its_new_name(make_app):
    """Rename turns the title into the name's field: Esc leaves the name as it was, Enter
    keeps the name typed (by the rule for names), and the menu's Continue says it."""
    app, drive = make_app(size=(1280, 720))
    scene = new_game(app, drive, "betrayal_legacy")
    retype(drive, scene.options_form.part.name_field, "Old name")
    drive.click(scene.start.rect.center)
    screen = app.top
    drive.click(screen.rename_button.rect.center)
    assert screen.renaming is not None and screen.renaming.value == "Old name"
    drive.key(pygame.K_ESCAPE)
    assert screen.renaming is None and screen.name == "Old name" and drive.scenes()[-1] == "CampaignScene"
    drive.click(screen.rename_button.rect.center)
    retype(drive, screen.renaming, "\u200bThe Vell\tyears ")
    drive.key(pygame.K_RETURN)
    assert screen.renaming is None and screen.name == "The Vell years"
    assert [n for _, n, _ in CampaignStore(campaigns_dir()).entries("betrayal_legacy")] == ["The Vell years"]
    drive.click(screen.rename_button.rect.center)
    retype(drive, screen.renaming, "")
    drive.key(pygame.K_RETURN)
    assert drive.toast() == "Give the campaign a name." and screen.renaming is not None

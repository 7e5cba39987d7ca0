"""The shared table's in-game menu (Esc), help (F1 or ?) and recap, for every game,
driven through the real loop with posted events."""

from __future__ import annotations

import pygame
import pytest

from tabletop import games
from tabletop.client.games import client_of, showcase_for
from tabletop.client.scenes.curtain import CurtainScene
from tabletop.client.scenes.help import HelpScene
from tabletop.client.scenes.pausemenu import PauseMenuScene
from tabletop.client.scenes.rules import RulesScene, section_title
from tabletop.client.scenes.settings import SettingsScene
from tabletop.client.scenes.tablebase import KEYS, BaseTable
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo

GAMES = ("darkmoor", "comanauts")
SIZES = [(1024, 600), (1600, 900)]


def open_game(app, drive, name: str) -> BaseTable:
    app.open_table(showcase_for(name).smoke_session(app.store))
    drive.step(3)
    while isinstance(app.top, CurtainScene):
        drive.click(app.top.button.rect.center, frames=3)
    assert isinstance(app.top, BaseTable)
    return app.top


def two_people(app, drive, seed: int = 5) -> BaseTable:
    """A hot-seat Darkmoor game for Ann and Bob, saved, behind its curtain."""
    state = games.get("darkmoor").new_game(2, seed, {"first": 0, "sides": "random", "names": ["Ann", "Bob"],
                                                     "confirm": [0, 1]})
    people = [SeatInfo("Ann"), SeatInfo("Bob")]
    app.open_table(Session(state, people, app.store.create(state, people)))
    drive.step(3)
    return app.scenes[1]


def text_key(drive, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    drive.step(2)


def drawn(app) -> None:
    app.draw()
    assert app.window.get_size() == app.size


@pytest.mark.parametrize("name", GAMES)
def test_escape_opens_the_menu_and_its_buttons_do_what_they_say(make_app, name):
    app, drive = make_app()
    table = open_game(app, drive, name)
    drive.key(pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, PauseMenuScene) and menu.table is table
    assert [b.label for b in menu.buttons] == ["Resume", "Rules", "Settings", "Save and quit", "Leave the game"]
    drawn(app)
    drive.click(menu.resume.rect.center)  # Resume
    assert app.top is table
    drive.key(pygame.K_ESCAPE)
    drive.key(pygame.K_ESCAPE)  # Esc resumes too
    assert app.top is table
    drive.click(table.top_bar.menu.rect.center)  # the top bar's Menu opens it as well
    assert isinstance(app.top, PauseMenuScene)
    drive.click(app.top.rules.rect.center)  # Rules: this game's, over the table
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.names[rules.index] == name
    assert rules.top_heading() == section_title(name, "en", table.rules_heading())
    drawn(app)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenuScene)
    drive.click(app.top.settings.rect.center)  # Settings, back to the menu
    assert isinstance(app.top, SettingsScene)
    drive.key(pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, PauseMenuScene)
    drive.click(menu.end.rect.center)  # no concede in these rules: leave, asked first
    assert menu.confirming and "stays saved" in menu.app.t("pause.leave_confirm")
    drawn(app)
    drive.click(menu.no.rect.center)
    assert not menu.confirming and app.top is menu
    history = len(table.session.state.history)
    drive.click(menu.quit.rect.center)  # Save and quit: the menu, the save intact
    assert drive.scenes() == ["MenuScene"]
    latest = app.store.latest_unfinished()
    assert latest is not None and latest.game == name
    state, _, save = app.store.load(latest.id)
    save.close()
    assert len(state.history) == history


def test_leave_the_game_confirmed_goes_to_the_menu_with_the_game_saved(make_app):
    app, drive = make_app()
    open_game(app, drive, "darkmoor")
    drive.key(pygame.K_ESCAPE)
    menu = app.top
    drive.click(menu.end.rect.center)
    drive.click(menu.yes.rect.center)
    assert drive.scenes() == ["MenuScene"]
    assert app.store.latest_unfinished() is not None


def test_escape_drops_the_selection_before_opening_the_menu(make_app):
    app, drive = make_app()
    table = open_game(app, drive, "darkmoor")
    drive.key(pygame.K_1)  # pick the first hand card
    assert table.has_selection()
    drive.key(pygame.K_ESCAPE)
    assert not table.has_selection() and app.top is table
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseMenuScene)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("language", ["en", "es"])
def test_f1_and_question_mark_show_the_keys_and_the_legend(make_app, name, language):
    app, drive = make_app(language=language)
    table = open_game(app, drive, name)
    drive.key(pygame.K_F1)
    help_scene = app.top
    assert isinstance(help_scene, HelpScene)
    keys, legend = help_scene.rows()
    assert [label for label, _ in keys[:len(KEYS)]] == [label for label, *_ in KEYS]
    assert all(not text.startswith("help.") for _, text in keys)
    assert len(legend) == len(client_of(name).legend) >= 8
    assert all(not text.startswith("help.") for *_, text in legend)
    for kind, value, _ in client_of(name).legend:
        if kind == "sprite":
            for sprite in (value,) if isinstance(value, str) else value:
                assert app.assets.exists(sprite), sprite
    drawn(app)
    drive.key(pygame.K_F1)
    assert app.top is table
    text_key(drive, "?")
    assert isinstance(app.top, HelpScene)
    text_key(drive, "?")
    assert app.top is table


@pytest.mark.parametrize("name", GAMES)
def test_the_rules_open_at_the_heading_of_the_pending_decision(make_app, name):
    app, drive = make_app(language="es")
    table = open_game(app, drive, name)
    kind = (table.session.view().get("pending") or {}).get("kind", "")
    heading = client_of(name).rules_at[kind]
    assert table.rules_heading() == heading
    drive.key(pygame.K_F1)
    title = section_title(name, "es", heading)
    assert title and app.top.rules.label == f"Reglas: {title}"
    drive.click(app.top.rules.rect.center)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.top_heading() == title
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, HelpScene)
    drive.key(pygame.K_ESCAPE)
    assert app.top is table


def test_every_pending_kind_names_a_heading_of_its_rules():
    from tabletop.games.comanauts.rules import PENDING_KINDS

    for name in GAMES:
        for kind, heading in client_of(name).rules_at.items():
            for language in ("en", "es"):
                assert section_title(name, language, heading), (name, kind, language)
    assert set(PENDING_KINDS) <= set(client_of("comanauts").rules_at)


def play_turn(session: Session) -> None:
    """The seat to act plays until the other seat is to act (as the rules choose)."""
    seat = session.to_act
    while session.to_act == seat and not session.state.is_over:
        session.viewer = seat
        session.act(session.state.legal_actions()[0])


def test_past_the_curtain_the_recap_tells_what_the_other_player_did(make_app):
    app, drive = make_app()
    table = two_people(app, drive)
    assert isinstance(app.top, CurtainScene)
    drive.click(app.top.button.rect.center, frames=3)
    assert table.recap_card.shown is None  # the first turn: nothing happened yet
    session = table.session
    play_turn(session)  # Ann plays
    drive.step(4)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    drawn(app)
    drive.click(curtain.button.rect.center, frames=3)
    card = table.recap_card
    assert app.top is table and card.shown is not None and card.seat == 1
    assert [actor for actor, _ in card.shown] == [0] and any("Ann" in line for line in card.lines())
    drawn(app)
    drive.key(pygame.K_ESCAPE)
    play_turn(session)  # Bob plays
    drive.step(4)
    drive.click(app.top.button.rect.center, frames=3)
    assert card.seat == 0 and [actor for actor, _ in card.shown] == [1]
    assert any("Bob" in line for line in card.lines()) and not any(line.startswith("Ann") for line in card.lines())
    assert session.moves_since_last_acted(0) and session.moves_since_last_acted(1) == []


def test_the_table_recaps_what_the_bots_did_when_the_turn_comes_back(make_app):
    app, drive = make_app()
    state = games.get("darkmoor").new_game(2, 3, {"first": 0, "sides": "random", "names": ["Ann", "Bot"],
                                                  "confirm": [0]})
    people = [SeatInfo("Ann"), SeatInfo("Bot", "random")]
    app.open_table(Session(state, people, app.store.create(state, people)))
    drive.step(3)
    table = app.top
    session = table.session
    play_turn(session)
    for _ in range(400):
        drive.step()
        session.wait_for_bot()
        if session.to_act == 0 and table.recap_card.shown is not None:
            break
    assert table.recap_card.shown is not None
    assert [actor for actor, _ in table.recap_card.shown] == [1] and table.recap_card.lines()
    drawn(app)


def test_no_recap_of_what_the_same_person_did_at_another_seat(make_app):
    """Solo Comanauts: one person plays both comanauts; choosing the first's avatar
    is no news to the second (the card showed over the opening page)."""
    app, drive = make_app()
    state = games.get("comanauts").new_game(2, 3, {"revision": 2})
    people = [SeatInfo("Ada"), SeatInfo("Ada")]
    app.open_table(Session(state, people, app.store.create(state, people)))
    drive.step(3)
    table = app.top
    drive.click(table.picker.cards[0][0].center)  # an avatar, then Choose
    drive.click(table.picker.choose.center, frames=3)
    assert table.session.to_act == 1 and table.session.moves_since_last_acted(1)
    assert table.recap_card.shown is None


def test_the_recap_waits_while_a_page_is_read(make_app):
    """The card never covers a Comanauts book page, nor takes its keys: it shows
    once the page is shut."""
    app, drive = make_app()
    table = open_game(app, drive, "comanauts")
    from tabletop.client.games.comanauts.bookpage import BookPage

    card = table.recap_card
    card.seat, card.shown = 0, [(1, ["A line of what happened."])]
    card.place(table.log_panel.rect)
    table.reader = BookPage("A page", "Words to read.", ["Close"])
    drive.step(30)
    assert table.recap_waits() and not card.open()
    drive.key(pygame.K_ESCAPE)
    assert card.shown is not None
    table.reader = None
    drive.step(30)
    assert card.open()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("name", GAMES)
def test_everything_draws_at_both_sizes_in_both_languages(make_app, size, language, name):
    app, drive = make_app(size=size, language=language)
    table = open_game(app, drive, name)
    drive.key(pygame.K_ESCAPE)
    drawn(app)
    menu = app.top
    for button in menu.buttons:
        assert menu.box.contains(button.rect)
    drive.click(menu.end.rect.center)
    drawn(app)
    drive.key(pygame.K_ESCAPE)
    drive.key(pygame.K_ESCAPE)
    drive.key(pygame.K_F1)
    help_scene = app.top
    drawn(app)
    assert help_scene.box.contains(help_scene.rules.rect) and help_scene.box.contains(help_scene.close_button.rect)
    assert help_scene._legend(app.window, help_scene.rows()[1], 11, dry=True) <= help_scene.legend_rect.bottom
    drive.click(help_scene.close_button.rect.center)
    assert app.top is table
    card = table.recap_card
    card.seat, card.shown = 0, [(1, ["A line of what happened."] * 5), (None, ["And another."] * 30)]
    card.place(table.log_panel.rect)
    drawn(app)
    assert pygame.Rect(0, 0, *app.size).contains(card.rect)

"""Every screen draws at 1280x720 and 1600x900 through the real loop: the menu,
new game, load (with a good and a corrupt save), settings (and switching the
language to Spanish and back), rules in both languages, the curtain, the results
and the Darkmoor table for 2, 3 and 4 seats."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from tabletop import games
from tabletop.client.games.darkmoor.table import DarkmoorTable
from tabletop.client.scenes.curtain import CurtainScene
from tabletop.client.scenes.loadgame import LoadScene
from tabletop.client.scenes.menu import MenuScene
from tabletop.client.scenes.newgame import NewGameScene
from tabletop.client.scenes.results import ResultsScene
from tabletop.client.scenes.rules import RulesScene
from tabletop.client.scenes.settings import SettingsScene
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo
from tabletop.persistence.settings import settings_path

G = games.get("darkmoor")
SIZES = [(1280, 720), (1600, 900)]


def drawn(app) -> None:
    """The frame is on the window: the right size and not one flat colour."""
    surface = app.window
    assert surface.get_size() == app.size
    w, h = surface.get_size()
    colours = {tuple(surface.get_at((x, y))) for x in range(5, w, w // 23) for y in range(5, h, h // 17)}
    assert len(colours) > 3


def new_session(app, seats, seed=1, moves=0, first=0):
    state = G.new_game(len(seats), seed, {"first": first, "names": [s.name for s in seats]})
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return Session(state, list(seats), app.store.create(state, seats))


def button_labelled(buttons, label):
    found = [b for b in buttons if b.label == label]
    assert len(found) == 1, [b.label for b in buttons]
    return found[0]


@pytest.mark.parametrize("size", SIZES)
def test_menu_draws_and_offers_continue_only_with_a_game(make_app, size):
    app, drive = make_app(size)
    assert app.size == size
    assert drive.scenes() == ["MenuScene"]
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert [b.label for b in menu.buttons] == ["New game", "Continue", "Load", "Settings", "Rules", "Learn to play", "Join a game", "Quit"]
    assert menu.buttons[1].enabled is False
    for b in menu.buttons:
        assert pygame.Rect(0, 0, *size).contains(b.rect)
    drawn(app)
    new_session(app, [SeatInfo("Ada"), SeatInfo("Bob")]).close()
    menu.on_show()
    drive.step()
    assert menu.buttons[1].enabled is True
    drawn(app)


@pytest.mark.parametrize("size", SIZES)
def test_new_game_screen_for_every_number_of_seats(make_app, size):
    app, drive = make_app(size)
    drive.click(app.top.buttons[0].rect.center)
    assert drive.scenes() == ["MenuScene", "NewGameScene"]
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drawn(app)
    for seats in (3, 4, 2):
        while scene.seat_count != seats:
            drive.click(scene.seats_cycler.rect.move(-4, 0).midright)
        assert len(scene.rows) == 2 * seats
        for widget in scene.widgets():
            assert pygame.Rect(0, 0, *size).contains(widget.rect), widget.label
        drawn(app)
    drive.click(scene.back.rect.center)
    assert drive.scenes() == ["MenuScene"]


@pytest.mark.parametrize("size", SIZES)
def test_load_screen_lists_a_good_and_a_corrupt_save(make_app, size, home):
    app, drive = make_app(size)
    good = new_session(app, [SeatInfo("Ada"), SeatInfo("Bot", "random")])
    good.close()
    corrupt = app.store.folder / "broken.tabletop"
    corrupt.write_bytes(random.Random(3).randbytes(5000))
    drive.click(app.top.buttons[2].rect.center)
    assert drive.scenes() == ["MenuScene", "LoadScene"]
    scene = app.top
    assert isinstance(scene, LoadScene)
    by_id = {e.id: e for e in scene.entries}
    assert set(by_id) == {good.save.path.stem, "broken"}
    assert by_id["broken"].error and by_id[good.save.path.stem].error is None
    rows = dict(zip([e.id for e in scene.entries], scene.buttons))
    assert rows["broken"][1] is None  # no Load button for a broken save
    assert rows[good.save.path.stem][1] is not None
    drawn(app)

    # delete the broken one (a second click confirms); the good one still loads
    drive.click(rows["broken"][0].rect.center)
    assert corrupt.exists() and app.top.confirming == "broken"
    drive.click(rows["broken"][0].rect.center)
    assert not corrupt.exists()
    assert [e.id for e in app.top.entries] == [good.save.path.stem]
    drawn(app)
    drive.click(app.top.buttons[0][1].rect.center)
    assert drive.scenes() == ["MenuScene", "DarkmoorTable"]
    assert app.top.session.state.to_dict() == good.state.to_dict()
    drawn(app)


def test_load_screen_with_no_saves_and_back(make_app):
    app, drive = make_app()
    drive.click(app.top.buttons[2].rect.center)
    assert app.top.entries == [] and app.top.buttons == []
    drawn(app)
    drive.key(pygame.K_ESCAPE)
    assert drive.scenes() == ["MenuScene"]


@pytest.mark.parametrize("size", SIZES)
def test_settings_switch_language_to_spanish_and_back(make_app, size):
    app, drive = make_app(size)
    drive.click(app.top.buttons[3].rect.center)
    assert isinstance(app.top, SettingsScene)
    drawn(app)
    language = app.top.widgets[6]
    assert language.options[language.index] == "English"
    drive.click(language.rect.move(-4, 0).midright)  # its right arrow
    assert app.settings.language == "es" and app.t.language == "es"
    assert json.loads(settings_path().read_text(encoding="utf-8"))["language"] == "es"
    assert app.top.back.label == "Volver"
    assert app.top.widgets[6].options[app.top.widgets[6].index] == "Español"
    drawn(app)
    drive.click(app.top.back.rect.center)
    assert drive.scenes() == ["MenuScene"]
    assert app.top.buttons[0].label == "Nueva partida"
    drawn(app)
    # the rules and the table speak Spanish too
    drive.click(app.top.buttons[4].rect.center)
    assert isinstance(app.top, RulesScene)
    drawn(app)
    drive.key(pygame.K_ESCAPE)

    drive.click(app.top.buttons[3].rect.center)
    language = app.top.widgets[6]
    drive.click(language.rect.move(-4, 0).midright)
    assert app.settings.language == "en"
    assert json.loads(settings_path().read_text(encoding="utf-8"))["language"] == "en"
    drive.key(pygame.K_ESCAPE)
    assert app.top.buttons[0].label == "New game"
    drawn(app)


def test_settings_toggles_are_kept(make_app):
    app, drive = make_app()
    drive.click(app.top.buttons[3].rect.center)
    scene = app.top
    colour_blind = scene.widgets[5]
    drive.click(colour_blind.rect.center)
    assert app.settings.colour_blind is True
    pace = scene.widgets[4]
    drive.click(pace.rect.move(-4, 0).midright)
    assert app.settings.bot_pace_ms == 300
    stored = json.loads(settings_path().read_text(encoding="utf-8"))
    assert stored["colour_blind"] is True and stored["bot_pace_ms"] == 300
    drawn(app)


@pytest.mark.parametrize("size", SIZES)
def test_rules_in_both_languages(make_app, size):
    app, drive = make_app(size)
    drive.click(app.top.buttons[4].rect.center)
    scene = app.top
    assert isinstance(scene, RulesScene)
    english = [line for line, _, _ in scene.text.lines if line]
    assert len(english) > 20
    drawn(app)
    drive.key(pygame.K_PAGEDOWN)
    assert scene.text.offset > 0
    drawn(app)
    app.set_language("es")
    drive.step()
    spanish = [line for line, _, _ in scene.text.lines if line]
    assert len(spanish) > 20 and spanish[1] != english[1]
    assert "El asalto" in spanish[1]
    drawn(app)
    app.set_language("en")
    drive.step()
    assert [line for line, _, _ in scene.text.lines if line] == english
    drive.click(scene.back.rect.center)
    assert drive.scenes() == ["MenuScene"]


@pytest.mark.parametrize("size", SIZES)
def test_curtain_hides_and_reveals(make_app, size):
    app, drive = make_app(size)
    session = new_session(app, [SeatInfo("Ada"), SeatInfo("Bob")], first=1)
    app.open_table(session)
    drive.step(3)
    assert drive.scenes() == ["MenuScene", "DarkmoorTable", "CurtainScene"]
    curtain = app.top
    assert isinstance(curtain, CurtainScene)
    assert curtain.button.label == "I am Bob"
    drawn(app)
    drive.click(curtain.button.rect.center)
    assert drive.scenes() == ["MenuScene", "DarkmoorTable"]
    assert session.viewer == 1
    drawn(app)


def finished_session(app, seats, seed=4):
    session = new_session(app, seats, seed=seed, moves=10_000)
    assert session.state.is_over
    return session


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [2, 4])
def test_results_screen(make_app, size, count):
    app, drive = make_app(size)
    seats = [SeatInfo(n) for n in ("Ada", "Bob", "Cy", "Di")[:count]]
    session = finished_session(app, seats)
    app.open_table(session)
    drive.step(4)
    assert drive.scenes() == ["MenuScene", "ResultsScene"]
    results = app.top
    assert results.session is session
    drawn(app)
    drive.click(results.buttons[1].rect.center)  # back to the menu
    assert drive.scenes() == ["MenuScene"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_table_for_every_number_of_seats(make_app, size, count):
    app, drive = make_app(size)
    names = ("Ada", "Bob", "Cy", "Di")[:count]
    seats = [SeatInfo(names[0])] + [SeatInfo(n, "random") for n in names[1:]]
    session = new_session(app, seats, seed=count, moves=3 * count)
    app.open_table(session)
    drive.step(2)
    scene = app.top
    assert isinstance(scene, DarkmoorTable)
    view = session.view()
    assert scene.L.locations == count + 1
    screen = pygame.Rect(0, 0, *size)
    for loc in range(count + 1):
        assert screen.contains(scene.L.column(loc))
        for other in range(loc + 1, count + 1):
            assert not scene.L.column(loc).colliderect(scene.L.column(other))
    drawn(app)
    if session.human_to_act():
        assert set(scene.hand_rects) == set(view["hand"])
        for rect in scene.hand_rects.values():
            assert screen.contains(rect)
    # hover for a zoomed card, then a right-click pins it; both draw
    if scene.hand_rects:
        point = next(iter(scene.hand_rects.values())).center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(0, 0, 0)))
        drive.step(40)
        drawn(app)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=3))
        drive.step()
        assert scene.zoom.pinned is not None
        drawn(app)


def test_a_game_with_three_bots_runs_to_the_results_in_the_window(make_app):
    app, drive = make_app(speed=1.0)
    seats = [SeatInfo("Ada", "random"), SeatInfo("B", "random"), SeatInfo("C", "random"),
             SeatInfo("D", "random")]
    session = new_session(app, seats, seed=9)
    app.open_table(session)
    for _ in range(20_000):
        if isinstance(app.top, ResultsScene):
            break
        drive.step(dt=0.25)
        session.wait_for_bot()
    assert isinstance(app.top, ResultsScene)
    assert session.state.is_over
    drawn(app)
    [entry] = app.store.entries()
    assert entry.finished


def test_the_table_draws_while_a_choice_is_pending(make_app):
    """Minion and slot choices light their options (and slot buttons) on the table."""
    app, drive = make_app()
    for seed in range(200):
        state = G.new_game(2, seed, {"first": 0})
        rng = random.Random(seed)
        while not state.is_over and state.pending["kind"] != "slot":
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            break
    seats = [SeatInfo("Ada"), SeatInfo("Bob")]
    session = Session(state, seats, app.store.create(state, seats))
    session.hand_over(state.to_act) if session.needs_handover() else None
    app.open_table(session)
    drive.step(2)
    scene = app.top
    buttons = scene._slot_buttons()
    assert [slot for slot, _ in buttons] == session.view()["pending"]["options"]
    drawn(app)


def test_continue_with_a_save_that_cannot_be_loaded_says_why(make_app):
    import sqlite3

    app, drive = make_app()
    session = new_session(app, [SeatInfo("Ada"), SeatInfo("Bob")], seed=6, moves=2)
    session.close()
    db = sqlite3.connect(session.save.path)
    with db:  # the snapshot no longer matches the moves
        db.execute("UPDATE save SET snapshot = ?", (json.dumps({"tampered": True}),))
    db.close()
    app.top.on_show()
    drive.step()
    # The list may not replay saves, so Continue may still be offered; if it is,
    # it must say why it cannot open the game and stay on the menu.
    if app.top.buttons[1].enabled:
        drive.click(app.top.buttons[1].rect.center)
        assert drive.toast() and drive.toast().startswith("This save")
    assert drive.scenes() == ["MenuScene"]
    drawn(app)


def test_a_seat_made_a_bot_is_named_a_bot_unless_the_player_named_it(make_app):
    """Issue 10 §2: a bot seat no longer keeps the name "Player 2"."""
    from tabletop.client.scenes.newgame import NewGameScene

    app, drive = make_app()
    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    cycler = scene.rows[3]  # seat 2's "plays as"
    right = cycler._arrows()[1]
    drive.click(right.center)
    assert scene.kinds[1] != 0 and scene.people[1] == "Bot 2" and scene.rows[2].value == "Bot 2"
    drive.click(right.center)
    drive.click(right.center)  # a remote player: a person, named as one
    assert cycler.options[scene.kinds[1]] == "Remote" and scene.people[1] == "Player 2"
    drive.click(right.center)  # round to a person again
    assert scene.kinds[1] == 0 and scene.people[1] == "Player 2"
    scene.people[1] = "Grete"
    scene.rows[2].value = "Grete"
    drive.click(right.center)
    assert scene.people[1] == "Grete"  # a name the player typed stays


def test_new_game_names_the_seats_of_a_game_of_rivals_apart(make_app):
    """A game of rivals around one screen (Prophecy, Betrayal) starts its seats as
    Player 1, 2, 3...; a cooperative one (Comanauts) starts every seat as one person."""
    from tabletop.client.scenes.newgame import NewGameScene

    app, drive = make_app()
    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    for name, distinct in (("betrayal", True), ("prophecy", True), ("comanauts", False)):
        drive.click(scene.game_buttons[scene.names.index(name)].rect.center)
        shown = [scene.people[s] for s in range(scene.seat_count)]
        assert (len(set(shown)) == len(shown)) is distinct, (name, shown)

"""The New game form's option rows, built from each game's options class
(scenes/options_form.py), driven through the real loop: a choice cycles through its
values in the catalogue's words, a seat is shown by its player's name, a per-seat
option is a row per seat, two by two, and Start gives the game what the rows say."""

from __future__ import annotations

import pytest

from tabletop import games


def _new_game(app, drive, name):
    from tabletop.client.scenes.newgame import NewGameScene

    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drive.click(scene.game_buttons[scene.names.index(name)].rect.center)
    return scene


def _row(scene, label):
    return next(w for w in scene.options_shown() if w.label == label)


def test_darkmoors_rows_give_its_options(make_app):
    app, drive = make_app()
    scene = _new_game(app, drive, "darkmoor")
    form = scene.options_form
    assert [w.label for w in form.widgets] == ["First player", "Confirm each turn", "Location 1", "Location 2",
                                               "Location 3"]
    first = _row(scene, "First player")
    assert first.options == ["Random", "Player 1", "Player 2"]  # a seat by its player's name
    assert _row(scene, "Location 1").options == ["Random", "Side A", "Side B"]
    # the locations two by two under the rows of one value each
    one, two, three = (_row(scene, f"Location {n}").rect for n in (1, 2, 3))
    assert one.y == two.y > first.rect.y and one.right < two.x and three.y > one.y and three.x == one.x
    assert form.options([0]) == {"sides": "random", "first": "random", "confirm": [0]}
    drive.click(_row(scene, "Location 2")._arrows()[1].center)  # Side A
    drive.click(first._arrows()[0].center)  # back to the last seat
    drive.click(_row(scene, "Confirm each turn")._arrows()[1].center)  # nobody
    assert form.options([0]) == {"sides": ["random", 0, "random"], "first": 1, "confirm": []}
    drive.click(scene.start.rect.center)
    state = app.top.session.state
    assert state.options["sides"] == ["random", 0, "random"] and state.options["first"] == 1
    assert "confirm" not in state.options


def test_a_name_typed_follows_into_the_rows_and_the_choices_stay(make_app):
    import pygame

    app, drive = make_app()
    scene = _new_game(app, drive, "darkmoor")
    drive.click(_row(scene, "First player")._arrows()[1].center)  # Player 1
    drive.click(_row(scene, "Location 1")._arrows()[1].center)
    drive.click(scene.rows[0].box().center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="a"))
    drive.step(2)
    first = _row(scene, "First player")
    assert first.options[first.index] == "Player 1a"
    assert scene.options_form.options([0])["sides"] == [0, "random", "random"]


@pytest.mark.parametrize("language, label, family", [("en", "Player 1", "The Carrows"),
                                                     ("es", "Jugador 1", None)])
def test_legacys_families_are_rows_beside_the_seats_names(make_app, language, label, family):
    app, drive = make_app(size=(1024, 600), language=language)
    scene = _new_game(app, drive, "betrayal_legacy")
    rows = scene.options_form.row("families").widgets
    assert len(rows) == games.get("betrayal_legacy").min_seats and rows[0].label == label
    if family:
        assert rows[0].options[0] == family
    assert all(w in scene.options_shown() for w in rows)
    assert rows[0].rect.y == rows[1].rect.y and rows[2].rect.y > rows[0].rect.y
    assert all(scene.right.contains(w.rect) for w in scene.options_shown())
    assert rows[-1].rect.bottom < scene.start.rect.top


def test_comanauts_starts_by_todays_rules_from_the_form(make_app):
    app, drive = make_app()
    scene = _new_game(app, drive, "comanauts")
    drive.click(_row(scene, "Bookkeeper breaks enemy ties")._arrows()[1].center)
    drive.click(scene.start.rect.center)
    options = app.top.session.state.options
    assert options["bookkeeper_decides"] is True and options["auto_defend"] is False and options["revision"] == 2

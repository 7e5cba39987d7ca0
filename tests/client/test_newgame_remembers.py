"""New game opens as the last game started left it, across a restart of the app
(issue 24 §5): the game, the seats, who plays them and under what names, the options."""

from __future__ import annotations

import pygame

from tabletop.client.app import App
from tabletop.client.scenes.menu import MenuScene
from tabletop.client.scenes.newgame import NewGameScene
from tabletop.client.scenes.tablebase import BaseTable
from tabletop.persistence import SaveStore, load_settings

from driving import Driver


def new_game(app, drive) -> NewGameScene:
    drive.click(app.top.buttons[0].rect.center)
    assert isinstance(app.top, NewGameScene)
    return app.top


def row(scene, label):
    return next(w for w in scene.options_shown() if w.label == label)


def test_new_game_remembers_the_last_setup_across_a_restart(make_app, home):
    app, drive = make_app()
    scene = new_game(app, drive)
    drive.click(scene.game_buttons[scene.names.index("darkmoor")].rect.center)
    drive.click(scene.seats_cycler._arrows()[1].center)  # one more seat
    seats = scene.seat_count
    name = scene.rows[0]
    drive.click(name.box().center)
    drive.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Zoë"))
    drive.step()
    drive.click(scene.rows[3]._arrows()[1].center)  # the second seat: the next kind
    drive.click(row(scene, "Location 2")._arrows()[1].center)  # Side A
    kinds, people = list(scene.kinds[:seats]), list(scene.people[:seats])
    drive.click(scene.start.rect.center, frames=3)
    assert any(isinstance(s, BaseTable) for s in app.scenes)
    app.close()

    # the app starts again, reading its settings as it does at every start
    again = App(settings=load_settings(), store=SaveStore(home / "saves"))
    try:
        again.push(MenuScene(again))
        drive = Driver(again)
        drive.step(2)
        scene = new_game(again, drive)
        assert scene.names[scene.choice] == "darkmoor" and scene.seat_count == seats
        assert scene.people[:seats] == people and people[0] == "Zoë" and scene.kinds[:seats] == kinds
        assert scene.rows[0].value == "Zoë"
        assert row(scene, "Location 2").options[row(scene, "Location 2").index] == "Side A"
        again.draw()
    finally:
        again.close()


def test_a_setup_that_no_longer_fits_gives_the_usual_form(make_app):
    app, drive = make_app()
    app.settings.last_setup = {"game": "a game since removed", "seats": 9}
    scene = new_game(app, drive)
    assert scene.choice == 0
    drive.key(pygame.K_ESCAPE)
    app.settings.last_setup = {"game": "darkmoor", "seats": 99, "people": [7, "Bo"], "kinds": ["robot", "human"],
                               "options": {"first": "nobody", "sides": [1, 2]}}
    scene = new_game(app, drive)
    assert scene.names[scene.choice] == "darkmoor" and scene.seat_count == 2
    assert scene.people[1] == "Bo"
    app.draw()

"""The keys players expect in a text field (issue 24 §5), typed into the New game
form's first name through the real loop: Ctrl+A then typing replaces, Home and End
move the caret, Ctrl+V pastes, and a clipboard that cannot be read changes nothing."""

from __future__ import annotations

import pygame

from tabletop.client.scenes.newgame import NewGameScene


def typed(drive, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    drive.step()


def name_field(app, drive):
    app.open("newgame")
    drive.step(2)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    field = scene.rows[0]
    drive.click(field.box().center)
    assert field.focused
    return scene, field


def test_select_all_then_typing_replaces_and_home_end_move_the_caret(make_app):
    app, drive = make_app()
    scene, field = name_field(app, drive)
    assert field.value
    drive.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    typed(drive, "Zoë")
    assert field.value == "Zoë" and scene.people[0] == "Zoë"
    drive.key(pygame.K_HOME)
    typed(drive, "A")
    drive.key(pygame.K_END)
    typed(drive, "s")
    assert field.value == "AZoës"
    drive.key(pygame.K_HOME)
    drive.key(pygame.K_DELETE)
    drive.key(pygame.K_END)
    drive.key(pygame.K_BACKSPACE)
    drive.key(pygame.K_LEFT)
    typed(drive, "y")
    assert field.value == "Zoyë"
    drive.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    drive.key(pygame.K_BACKSPACE)
    assert field.value == ""
    app.draw()


def test_paste_and_a_clipboard_that_cannot_be_read(make_app, monkeypatch):
    app, drive = make_app()
    scene, field = name_field(app, drive)
    drive.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "  Mia\nRose ")
    drive.key(pygame.K_v, mod=pygame.KMOD_CTRL)
    assert field.value == "Mia Rose" and scene.people[0] == "Mia Rose"

    def unreadable():
        raise pygame.error("no clipboard here")

    monkeypatch.setattr(pygame.scrap, "get_text", unreadable)
    drive.key(pygame.K_v, mod=pygame.KMOD_CTRL)
    assert field.value == "Mia Rose" and app.top is scene
    app.draw()

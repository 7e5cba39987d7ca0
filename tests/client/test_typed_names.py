"""A name that can be typed can be loaded (issue 22 §1): each hostile name is typed into
New game through the real event loop, the game starts and saves, and the Load list
shows it without damage and opens it with the same name."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.names import NAME_LIMIT

#: typed at once (one TEXTINPUT, as an input method commits) -> the name kept
TYPED = {
    "zwj emoji": ("Ada 👩\u200d💻", "Ada 👩\u200d💻"),
    "right to left with marks": ("\u200fשָׁלוֹם\u200e", "שָׁלוֹם"),
    "zero width": ("Bo\u200bb\u200c", "Bob"),
    "bom": ("\ufeffEve", "Eve"),
    "tab": ("Al\tBo", "Al Bo"),
    "burst past the limit": ("Maximiliana Wolfgangsdottir", "Maximiliana Wolfgangsdottir"[:NAME_LIMIT]),
}


def type_name(drive, field, text: str) -> None:
    drive.click(field.box().center)
    for _ in range(len(field.value)):
        drive.key(pygame.K_BACKSPACE, frames=1)
    assert field.value == ""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    drive.step(2)


@pytest.mark.parametrize("case", TYPED)
def test_a_typed_name_plays_saves_and_loads(make_app, case):
    typed, kept = TYPED[case]
    app, drive = make_app(size=(1280, 720))
    drive.click(app.top.buttons[0].rect.center)  # New game
    scene = app.top
    drive.click(scene.game_buttons[scene.names.index("prophecy")].rect.center)
    type_name(drive, scene.rows[0], typed)
    assert len(scene.rows[0].value) <= NAME_LIMIT  # a burst is cut to the limit, not refused or kept whole
    drive.click(scene.start.rect.center)
    table = app.top
    assert table.session.seats[0].name == kept
    assert table.session.state.options["names"][0] == kept
    table.session.close()
    app.back_to_menu()
    drive.step(2)
    drive.click(app.top.buttons[2].rect.center)  # Load
    load = app.top
    entry = load.entries[0]
    assert entry.error is None, entry.error
    assert entry.seats[0].name == kept
    _delete, open_it, _replay = load.buttons[0]
    drive.click(open_it.rect.center)
    assert app.top.session.seats[0].name == kept

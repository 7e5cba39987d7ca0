"""One scale for everything, from the player's side: the help's type grows with the
window and its panel stays inside it; the Text size setting makes the type larger
at once and it still fits; a window saved larger than the display starts on it; the
window sizes offered fit the display; Settings shows the window as it is after F11.

Type is measured with the text audit (widgets.note_text): the rectangles the texts
were drawn at, and the boxes they had to fit."""

from __future__ import annotations

import statistics

import pygame
import pytest

from tabletop.client import app as app_module
from tabletop.client import widgets
from tabletop.client.scenes.help import HelpScene
from tabletop.client.scenes.settings import SettingsScene
from tabletop.client.widgets import Cycler, Toggle

from tabletop.commands import shots

from test_text_fits import darkmoor_session, texts_outside

SIZES = [(1024, 600), (1280, 720), (1600, 900), (2560, 1440), (3840, 2160)]


def drawn(app) -> list:
    """The texts the top scene draws in one frame: (what, rect, box)."""
    widgets.audit_text()
    try:
        app.draw()
    finally:
        records = widgets.audit_text(False)
    assert records
    return records


def type_height(records, what: str) -> float:
    """The usual height of the texts called `what` (the type's size on screen)."""
    heights = [rect.height for kind, rect, _ in records if kind == what]
    assert heights, what
    return statistics.median(heights)


def open_help(app, drive) -> None:
    app.open_table(darkmoor_session(app))
    drive.step(2)
    drive.key(pygame.K_F1)
    assert isinstance(app.top, HelpScene)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_help_panel_and_its_text_stay_inside_the_window(make_app, size):
    app, drive = make_app(size=size)
    open_help(app, drive)
    window = pygame.Rect((0, 0), size)
    records = drawn(app)
    assert window.contains(app.top.box)
    assert all(window.contains(rect) for _, rect, _ in records)
    assert not widgets.outside(records)


def test_the_help_text_is_larger_in_a_larger_window(make_app):
    heights = {}
    for size in ((1280, 720), (2560, 1440)):
        app, drive = make_app(size=size)
        open_help(app, drive)
        records = drawn(app)
        heights[size] = (type_height(records, "help key text"), type_height(records, "button"))
    small, large = heights[(1280, 720)], heights[(2560, 1440)]
    assert large[0] >= small[0] * 1.5, heights  # the keys' words
    assert large[1] >= small[1] * 1.5, heights  # the buttons' labels


def text_size_cycler(app) -> Cycler:
    label = app.t("settings.text_size")
    return next(w for w in app.top.widgets if isinstance(w, Cycler) and w.label == label)


def text_size_150_from_the_table_menu(app, drive, table) -> None:
    """As a player would: Esc, the game menu's Settings, the Text size row clicked up
    to 150 %, and back to `table`."""
    drive.key(pygame.K_ESCAPE)
    drive.click(app.top.settings.rect.center)
    assert isinstance(app.top, SettingsScene)
    while app.settings.text_size < 1.5:
        drive.click((text_size_cycler(app).rect.right - 5, text_size_cycler(app).rect.centery))
    drive.key(pygame.K_ESCAPE)
    drive.key(pygame.K_ESCAPE)
    assert app.top is table


@pytest.mark.parametrize("language", ["en", "es"])
def test_text_size_150_makes_settings_and_help_larger_and_they_still_fit(make_app, language):
    app, drive = make_app(size=(1280, 720), language=language)
    app.open_table(darkmoor_session(app))
    drive.step(2)
    table = app.top
    app.open("help", table)
    drive.step(1)
    help_before = type_height(drawn(app), "help key text")
    drive.key(pygame.K_ESCAPE)
    app.open("settings")
    drive.step(1)
    before = drawn(app)
    while app.settings.text_size < 1.5:  # the right arrow of the Text size row, as a player clicks it
        drive.click((text_size_cycler(app).rect.right - 5, text_size_cycler(app).rect.centery))
    assert app.settings.text_size == 1.5
    assert text_size_cycler(app).options[text_size_cycler(app).index] == "150%"
    after = drawn(app)
    assert type_height(after, "cycler label") > type_height(before, "cycler label")
    assert type_height(after, "button") > type_height(before, "button")
    assert not widgets.outside(after)
    window = app.window.get_rect()
    assert all(window.contains(rect) for _, rect, _ in after)
    drive.key(pygame.K_ESCAPE)  # back at the table: the help is larger too
    app.open("help", table)
    drive.step(1)
    records = drawn(app)
    assert type_height(records, "help key text") > help_before
    assert not widgets.outside(records)
    assert window.contains(app.top.box)


@pytest.mark.parametrize("size", [(1024, 600), (1600, 900)], ids=["1024x600", "1600x900"])
def test_every_screen_fits_at_text_size_150(make_app, size):
    """The text-fit test's screens (every screen `tabletop shots` draws) at the largest text size:
    nothing drawn outside its box, nor outside the window."""
    app, drive = make_app(size=size, language="es")
    app.set_text_size(1.5)
    window = pygame.Rect((0, 0), size)
    problems = []
    for scene, game in shots.screens(app, drive.step):
        name = f"{scene} {game or ''}".strip()
        app.top.layout(app.size)
        problems += [f"[{name}] {p}" for p in texts_outside(app)]
        widgets.audit_text()
        app.top.draw(app.window)
        problems += [f"[{name}] {what} {tuple(rect)} outside the window"
                     for what, rect, _ in widgets.audit_text(False) if not window.contains(rect)]
    assert not problems, "\n".join(problems[:40]) + f"\n({len(problems)} in all)"


def test_an_old_settings_file_without_text_size_opens_at_100(make_app, home):
    import json

    from tabletop.persistence import load_settings
    from tabletop.persistence.settings import settings_path

    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"window": [1280, 720], "language": "es"}), encoding="utf-8")
    settings = load_settings()
    assert settings.text_size == 1.0 and not settings.problems


@pytest.fixture
def display(monkeypatch):
    """A real display of the given size (the dummy driver has none)."""
    def set_display(size):
        monkeypatch.setattr(app_module, "display_size", lambda: size)
    return set_display


def test_a_window_saved_larger_than_the_display_starts_inside_it(make_app, display):
    display((1920, 1080))
    app, drive = make_app(size=(2560, 1440))
    room = app_module.window_room((1920, 1080))
    assert app.size[0] <= room[0] and app.size[1] <= room[1]
    x, y = pygame.display.get_window_position()
    assert x >= 0 and y >= 0 and x + app.size[0] <= 1920 and y + app.size[1] <= 1080
    app.open("settings")  # Back is on the screen
    drive.step(1)
    assert app.window.get_rect().contains(app.top.back.rect)


def test_the_window_sizes_offered_fit_the_display(make_app, display):
    display((1600, 900))
    app, drive = make_app(size=(1280, 720))
    app.open("settings")
    drive.step(1)
    label = app.t("settings.window")
    sizes = next(w for w in app.top.widgets if isinstance(w, Cycler) and w.label == label).options
    assert "1280 x 720" in sizes and "1024 x 600" in sizes
    room = app_module.window_room((1600, 900))
    for text in sizes:
        w, h = (int(n) for n in text.split(" x "))
        assert w <= room[0] and h <= room[1], text


def test_after_f11_settings_shows_full_screen(make_app):
    app, drive = make_app(size=(1280, 720))
    app.open("settings")
    drive.step(1)
    label = app.t("settings.fullscreen")

    def shown() -> bool:
        return next(w for w in app.top.widgets if isinstance(w, Toggle) and w.label == label).value

    assert not shown()
    drive.key(pygame.K_F11)
    assert isinstance(app.top, SettingsScene)
    assert app.fullscreen and shown()
    # the window size row says the size the window has again when it leaves full screen
    sizes = next(w for w in app.top.widgets if isinstance(w, Cycler) and w.label == app.t("settings.window"))
    assert sizes.options[sizes.index] == "1280 x 720"
    drive.key(pygame.K_F11)
    assert not app.fullscreen and not shown()


def test_after_a_resize_settings_shows_the_window_size(make_app):
    app, drive = make_app(size=(1280, 720))
    app.open("settings")
    drive.step(1)
    # the player drags the window's edge: the system resizes it and says so
    pygame.display.set_mode((1500, 800), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1500, 800), w=1500, h=800))
    drive.step(2)
    label = app.t("settings.window")
    sizes = next(w for w in app.top.widgets if isinstance(w, Cycler) and w.label == label)
    assert sizes.options[sizes.index] == "1500 x 800"
    assert app.settings.window == (1500, 800)
    assert app.window.get_rect().contains(app.top.back.rect)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=["1024x600", "1280x720"])
def test_a_legacy_campaigns_screens_stay_inside_the_window_at_text_size_150(make_app, size):
    """The campaign, who is at the table tonight, the private casting and the chapter's
    pages were laid out for the window's scale alone: at 150% they are laid out at the
    largest scale that fits, so their buttons stay on the window."""
    from test_legacy_campaign import new_game_screen, type_text

    app, drive = make_app(size=size, language="es")
    app.set_text_size(1.5)
    window = pygame.Rect((0, 0), size)

    def inside() -> None:
        records = drawn(app)
        assert not widgets.outside(records), type(app.top).__name__
        assert all(window.contains(rect) for _, rect, _ in records), type(app.top).__name__

    scene = new_game_screen(app, drive)
    for seat in (1, 2):
        drive.click(scene.rows[2 * seat + 1]._arrows()[1].center)
    drive.click(scene.start.rect.center)
    inside()
    drive.click(app.top.buttons[0].rect.center)
    assert drive.scenes()[-1] == "TonightForm"
    inside()
    drive.click(app.top.go.rect.center)
    assert drive.scenes()[-1] == "StoryPage"
    inside()
    drive.click(app.top.buttons[0].rect.center)
    assert drive.scenes()[-1] == "CastForm"
    inside()
    type_text(drive, app.top.name_field, "Absalom")
    drive.click(app.top.done.rect.center)
    assert drive.scenes()[-1] == "StoryPage"
    inside()


def test_the_tables_log_follows_the_text_size_set_from_its_menu(make_app):
    app, drive = make_app(size=(1600, 900))
    app.open_table(darkmoor_session(app))
    drive.step(2)
    table = app.top
    before = type_height(drawn(app), "scroll text")
    text_size_150_from_the_table_menu(app, drive, table)
    records = drawn(app)
    assert type_height(records, "scroll text") > before
    assert not widgets.outside(records)

"""The app always starts and says what is wrong (issue 8): the real app, on a home
folder full of damaged saves and a damaged settings file, reaches the menu, the
Load list and Continue; and a disk that refuses a move in the window stops the
table with a dialog, not a traceback, and loses nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tabletop import games
from tabletop.client.app import App
from tabletop.client.games.darkmoor.table import DarkmoorTable
from tabletop.client.scenes.loadgame import LoadScene
from tabletop.client.scenes.menu import MenuScene
from tabletop.client.scenes.saveproblem import SaveProblemScene
from tabletop.persistence import SaveStore, SeatInfo

from driving import Driver
from savefiles import played_save, set_column
from test_play_darkmoor import fix_seed, hand_point, new_table, pass_curtains, start_game

ROOT = Path(__file__).resolve().parents[2]
G = games.get("darkmoor")
DEEP = "[" * 100_000 + "]" * 100_000


def save_in(folder: Path, seed: int, moves: int = 4) -> Path:
    return played_save(SaveStore(folder), seed, moves, [SeatInfo("Ada"), SeatInfo("Bob")])


def damaged_home(home: Path) -> tuple[Path, list[Path]]:
    """A home folder with one good unfinished game among every kind of damage the
    issue found, and a settings file nested past Python's stack."""
    saves = home / "data" / "saves"
    good = save_in(saves, seed=1)
    damaged = []
    for n, (column, value) in enumerate([
        ("seats", DEEP), ("options", DEEP), ("snapshot", DEEP), ("updated", "last Tuesday"),
        ("updated", 1e300), ("created", -1e300), ("game", None), ("format", "one"), ("turn", 2.5),
        ("seats", json.dumps([{"name": "N" * 100_000, "kind": "human"}] * 2)),
    ]):
        path = save_in(saves, seed=10 + n)
        set_column(path, column, value)
        damaged.append(path)
    for name, data in [("garbage", os.urandom(5000)), ("empty", b""), ("half", good.read_bytes()[:3000])]:
        path = saves / f"{name}.tabletop"
        path.write_bytes(data)
        damaged.append(path)
    (saves / "a-folder.tabletop").mkdir()
    config = home / "config"
    config.mkdir(parents=True)
    (config / "settings.json").write_text(DEEP, encoding="utf-8")
    return good, damaged


def test_the_real_app_starts_on_a_home_full_of_damage(home):
    good, damaged = damaged_home(home)
    app = App()  # the real start: settings and saves read from TABLETOP_HOME
    drive = Driver(app)
    try:
        app.push(MenuScene(app))
        app.announce_problems()
        app.step()
        # the settings file was set aside, not overwritten, and the player is told
        assert app.settings.set_aside is not None and app.settings.set_aside.exists()
        assert app.settings.set_aside.read_text(encoding="utf-8") == DEEP
        assert app.toast and app.settings.set_aside.name in app.toast[0]
        menu = app.top
        assert isinstance(menu, MenuScene)
        assert menu.latest is not None and menu.latest.id == good.stem  # Continue finds the good game
        # the Load list: every save listed, the damaged ones with their reason
        drive.click(menu.buttons[2].rect.center)
        scene = app.top
        assert isinstance(scene, LoadScene)
        entries = {e.id: e for e in scene.entries}
        assert entries[good.stem].error is None
        for path in damaged:
            assert entries[path.stem].error, path.stem
        for _ in range(3):  # scroll through every row: each draws
            app.step()
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, precise_x=0, precise_y=-3))
        drive.click(scene.back.rect.center)
        # and Continue opens the good game
        drive.click(app.top.buttons[1].rect.center, frames=3)
        pass_curtains(app, drive)
        assert isinstance(app.top, DarkmoorTable)
        assert app.top.session.save.path == good
    finally:
        app.close()


def test_the_real_command_starts_on_a_damaged_home(home, tmp_path):
    """`tabletop` itself (not only the App class) draws its first frame."""
    damaged_home(home)
    env = {**os.environ, "TABLETOP_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "tabletop", "--first-frame"], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "first-frame" in done.stdout and "Traceback" not in done.stderr


@pytest.mark.parametrize("damage", ["directory", "binary", "huge", "deep-object", "wrong-types", "not-a-folder"])
def test_every_kind_of_damaged_settings_file_still_starts(home, damage):
    config = home / "config"
    config.mkdir(parents=True)
    target = config / "settings.json"
    if damage == "directory":
        target.mkdir()
    elif damage == "binary":
        target.write_bytes(os.urandom(300))
    elif damage == "huge":
        target.write_text(json.dumps({"language": "es", "pad": "x" * 1_000_000}))
    elif damage == "deep-object":
        target.write_text('{"a":' * 100_000 + "1" + "}" * 100_000)
    elif damage == "wrong-types":
        target.write_text(json.dumps({"window": [2**80, "x"], "language": ["es"],
                                      "animation_speed": "fast", "sound": 1, "save_folders": "C:"}))
    else:
        target.rmdir() if target.is_dir() else None
        config.rmdir()
        config.write_text("a file where the config folder should be")
    app = App()
    try:
        app.push(MenuScene(app))
        app.announce_problems()
        app.step()
        assert isinstance(app.top, MenuScene)
        if damage != "not-a-folder":
            assert app.toast is not None  # the player is told
    finally:
        app.close()


# -- a disk that refuses, in the window -----------------------------------------------------


def drop_a_card(app, drive) -> None:
    """Drag the first hand card onto the first location, as a player would."""
    scene = app.top
    view = scene.session.view()
    card, loc = view["hand"][0], view["pending"]["options"][0]
    drive.drag(hand_point(scene, card), scene.L.column(loc).center)


def type_into(app, drive, field, text: str) -> None:
    drive.click(field.box().center)
    for _ in range(len(field.value)):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step()


def test_a_move_the_disk_refuses_is_held_then_retried_in_the_window(make_app, monkeypatch, disk_full):
    fix_seed(monkeypatch, 31)
    app, drive = make_app()
    table = new_table(app, drive)
    session = table.session
    before = session.state.to_dict()
    with disk_full():
        drop_a_card(app, drive)
    # the move is taken back, the player is told why, and asked what to do
    assert session.state.to_dict() == before and session.held is not None
    dialog = app.top
    assert isinstance(dialog, SaveProblemScene)
    assert "disk is full" in app.t(session.save_problem.key)
    app.step()  # it draws over the table
    with disk_full():
        drive.click(dialog.retry.rect.center)  # still full: it stays, and says so
    assert app.top is dialog and session.held is not None
    drive.click(dialog.retry.rect.center)  # room again: the held move is made and saved
    assert dialog not in app.scenes and table in app.scenes  # on to the next player
    assert session.held is None and len(session.state.history) == 1
    assert app.toast and "Saved" in app.toast[0]
    session.save.close()
    state, _seats, file = app.store.load(session.save.path.stem)
    file.close()
    assert state.to_dict() == session.state.to_dict()


def test_a_new_game_without_room_asks_and_can_be_saved_elsewhere(make_app, monkeypatch, disk_full, tmp_path):
    fix_seed(monkeypatch, 31)
    app, drive = make_app()
    with disk_full():
        start_game(app, drive)
        pass_curtains(app, drive)
    dialog = app.top
    assert isinstance(dialog, SaveProblemScene) and dialog.session.save is None
    elsewhere = tmp_path / "elsewhere"
    type_into(app, drive, dialog.field, str(elsewhere))
    assert dialog.folder == str(elsewhere)
    drive.click(dialog.elsewhere.rect.center)
    session = dialog.session
    assert session.save is not None and session.save.path.parent == elsewhere
    assert str(elsewhere) in app.settings.save_folders  # the Load list looks there too
    assert app.top is not dialog


def test_a_folder_typed_as_a_relative_path_is_remembered_absolute(make_app, monkeypatch, disk_full, tmp_path):
    """Issue 22 §3: "Save in this folder" with a relative path keeps the absolute one, so
    the Load list finds the save from any working directory."""
    fix_seed(monkeypatch, 31)
    monkeypatch.chdir(tmp_path)
    app, drive = make_app()
    with disk_full():
        start_game(app, drive)
        pass_curtains(app, drive)
    dialog = app.top
    type_into(app, drive, dialog.field, "typed/here")
    drive.click(dialog.elsewhere.rect.center)
    dialog.session.save.close()
    assert app.settings.save_folders[-1] == str(tmp_path / "typed" / "here")
    monkeypatch.chdir(tmp_path.parent)
    from tabletop.persistence import SaveStore

    next_start = SaveStore(tmp_path / "saves", [Path(f) for f in app.settings.save_folders])
    assert any(entry.path.parent == tmp_path / "typed" / "here" and entry.error is None
               for entry in next_start.entries())


def test_playing_on_unsaved_shows_a_note_that_retries(make_app, monkeypatch, disk_full):
    fix_seed(monkeypatch, 31)
    app, drive = make_app()
    table = new_table(app, drive)
    session = table.session
    with disk_full():
        drop_a_card(app, drive)
        drive.click(app.top.unsaved.rect.center)
        assert session.play_unsaved and len(session.state.history) == 1
        pass_curtains(app, drive)
        assert app.top is table
        assert app.unsaved_banner is not None  # a red note: not saved, click to retry
        drive.click(app.unsaved_banner.center)
        assert session.save_problem is not None
    drive.click(app.unsaved_banner.center)
    assert session.save_problem is None and session.save.length == 1

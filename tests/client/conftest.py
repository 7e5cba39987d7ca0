"""The window tests run the real App loop on SDL's dummy video driver, with saves
and settings in a temporary TABLETOP_HOME. Input is posted as pygame events and
each `step()` runs one real frame."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"  # before pygame is imported anywhere
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from tabletop.persistence import SaveStore, Settings  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


class Driver:
    """Posts mouse and keyboard events and steps the app's real loop."""

    def __init__(self, app) -> None:
        self.app = app

    def step(self, frames: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(frames):
            self.app.step(dt)

    def click(self, pos, frames: int = 2) -> None:
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        self.step(frames)

    def drag(self, start, end, frames: int = 2) -> None:
        start = (int(start[0]), int(start[1]))
        end = (int(end[0]), int(end[1]))
        middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        last = start
        for point in ((start[0] + 12, start[1] - 12), middle, end):
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, buttons=(1, 0, 0),
                                                 rel=(point[0] - last[0], point[1] - last[1])))
            last = point
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        self.step(frames)

    def key(self, key: int, mod: int = 0, frames: int = 2) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        self.step(frames)

    def scenes(self) -> list[str]:
        return [type(s).__name__ for s in self.app.scenes]

    def toast(self) -> str | None:
        return self.app.toast[0] if self.app.toast else None


@pytest.fixture
def make_app(home):
    """make_app(size=(1280, 720), language="en", speed=0.0) -> (app, driver), with
    the menu on screen. Every app is closed after the test."""
    from tabletop.client.app import App
    from tabletop.client.scenes.menu import MenuScene

    apps = []

    def make(size=(1280, 720), language="en", speed=0.0, store=None):
        settings = Settings(window=size, language=language, animation_speed=speed, bot_pace_ms=0)
        app = App(settings=settings, store=store or SaveStore(home / "saves"))
        apps.append(app)
        app.push(MenuScene(app))
        driver = Driver(app)
        driver.step(2)
        return app, driver

    yield make
    for app in apps:
        app.close()

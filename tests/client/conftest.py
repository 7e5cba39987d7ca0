"""The window tests run the real App loop on SDL's dummy video driver, with saves
and settings in a temporary TABLETOP_HOME. Input is posted as pygame events and
each `step()` runs one real frame."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"  # before pygame is imported anywhere
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from tabletop.persistence import SaveStore, Settings  # noqa: E402

from driving import Driver  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


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

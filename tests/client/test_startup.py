"""What the menu's first frame waits for (issue 23 §4: start to first frame at most
twice a bare pygame window): no rules-model API, no game, no controller; and the
menu's background read back from the previous start instead of composed again."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tabletop.client import kept
from tabletop.client.scenes import common

ROOT = Path(__file__).resolve().parents[2]

FIRST_FRAME = """
import sys
from tabletop.client.app import App
from tabletop.client.scenes.menu import MenuScene
app = App()
app.push(MenuScene(app))
app.step()
print(" ".join(sorted(m for m in sys.modules if m.startswith("tabletop."))))
app.close()
"""


def test_the_first_frame_loads_no_rules_no_game_and_no_controller(home):
    proc = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True, cwd=ROOT,
                          check=True)
    loaded = set(proc.stdout.split())
    assert "tabletop.client.scenes.menu" in loaded
    for heavy in ("tabletop.engine.game", "tabletop.engine.actions", "tabletop.controller.session",
                  "tabletop.ai"):
        assert heavy not in loaded
    assert not any(m.startswith(("tabletop.games.", "tabletop.client.games.")) for m in loaded)


def _new_start(monkeypatch) -> None:
    """What a new process starts with: nothing composed, nothing kept yet."""
    monkeypatch.setattr(common, "_BACKGROUNDS", {})
    monkeypatch.setattr(kept, "_kept", set())


def _drawn(app) -> bytes:
    app.step()
    return pygame.image.tobytes(app.window, "RGB")


def test_the_background_is_kept_and_read_back_at_the_next_start(make_app, home, monkeypatch):
    _new_start(monkeypatch)
    app, _ = make_app()
    first = _drawn(app)
    kept = list((home / "cache").glob("background.1280x720-*"))
    assert len(kept) == 1
    _new_start(monkeypatch)
    monkeypatch.setattr(common, "_compose", lambda *a: pytest.fail("composed again"))
    assert _drawn(app) == first


def test_a_damaged_kept_background_is_composed_again(make_app, home, monkeypatch):
    _new_start(monkeypatch)
    app, _ = make_app()
    first = _drawn(app)
    (kept,) = (home / "cache").glob("background.*")
    kept.write_bytes(kept.read_bytes()[:1000])  # cut short
    _new_start(monkeypatch)
    assert _drawn(app) == first
    assert kept.stat().st_size == 1280 * 720 * 4  # written whole again


def test_a_cache_that_cannot_be_written_only_costs_time(make_app, home, monkeypatch):
    home.mkdir(parents=True, exist_ok=True)
    (home / "cache").write_text("a file where the folder would be")
    _new_start(monkeypatch)
    app, _ = make_app()
    first = _drawn(app)
    _new_start(monkeypatch)
    assert _drawn(app) == first


def test_only_one_background_is_kept(make_app, home, monkeypatch):
    _new_start(monkeypatch)
    app, _ = make_app(size=(1280, 720))
    _drawn(app)
    _new_start(monkeypatch)
    app, _ = make_app(size=(1600, 900))
    _drawn(app)
    assert [p.name.split(".")[1].split("-")[0] for p in (home / "cache").glob("background.*")] == ["1600x900"]


def test_a_catalogue_is_parsed_once_until_it_changes(home, tmp_path, monkeypatch):
    import tomllib

    from tabletop.client import i18n

    path = tmp_path / "tabletop" / "i18n" / "en.toml"
    path.parent.mkdir(parents=True)
    path.write_text('[menu]\ntitle = "Tabletop"\n', encoding="utf-8")
    _new_start(monkeypatch)
    assert i18n._load(path) == {"menu.title": "Tabletop"}
    _new_start(monkeypatch)
    with monkeypatch.context() as patched:
        patched.setattr(tomllib, "loads", lambda *a: pytest.fail("parsed again"))
        assert i18n._load(path) == {"menu.title": "Tabletop"}
    path.write_text('[menu]\ntitle = "Mesa"\n', encoding="utf-8")
    _new_start(monkeypatch)
    assert i18n._load(path) == {"menu.title": "Mesa"}
    (kept_file,) = (home / "cache").glob("catalogue-tabletop-en.*")
    kept_file.write_bytes(b'{"menu.title": 3}')  # damaged
    _new_start(monkeypatch)
    assert i18n._load(path) == {"menu.title": "Mesa"}

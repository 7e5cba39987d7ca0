"""Where Tabletop keeps its files: the user's data, config and cache folders
(platformdirs), or one folder named by TABLETOP_HOME (for tests and portable use).

Asking where a folder is never fails: a folder that cannot be made (a read-only
disk, a file in its place) is still returned, and reading or writing there then
fails where the app expects it to and says so."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "Tabletop"


def data_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    path = Path(home) / "data" if home else Path(platformdirs.user_data_dir(APP, appauthor=False))
    _make(path)
    return path


def config_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    path = Path(home) / "config" if home else Path(platformdirs.user_config_dir(APP, appauthor=False))
    _make(path)
    return path


def cache_dir() -> Path:
    """Files the app can make again, kept to start faster (the menu's background)."""
    home = os.environ.get("TABLETOP_HOME")
    path = Path(home) / "cache" if home else Path(platformdirs.user_cache_dir(APP, appauthor=False))
    _make(path)
    return path


def saves_dir() -> Path:
    return data_dir() / "saves"


def campaigns_dir() -> Path:
    return data_dir() / "campaigns"


def _make(path: Path) -> None:
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # reported by whatever then reads or writes there

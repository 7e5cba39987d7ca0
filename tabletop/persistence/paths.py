"""Where Tabletop keeps its files: the user's data and config folders
(platformdirs), or one folder named by TABLETOP_HOME (for tests and portable use)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "Tabletop"


def data_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    path = Path(home) / "data" if home else Path(platformdirs.user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    home = os.environ.get("TABLETOP_HOME")
    path = Path(home) / "config" if home else Path(platformdirs.user_config_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    return data_dir() / "saves"

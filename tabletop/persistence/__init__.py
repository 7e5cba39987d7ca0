"""Saves and settings: plain validated data on disk (SQLite and JSON), never code."""

from .paths import config_dir, data_dir, saves_dir
from .saves import SaveEntry, SaveFile, SaveStore, SeatInfo
from .settings import Settings, load_settings, save_settings

__all__ = [
    "SaveEntry", "SaveFile", "SaveStore", "SeatInfo", "Settings", "config_dir", "data_dir",
    "load_settings", "save_settings", "saves_dir",
]

"""Settings kept between runs, as a small validated JSON file in the config folder.

A missing, unreadable or partly wrong file never stops the app: every value that
does not validate falls back to its default, and `problems` says what was wrong.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import attrs

from .paths import config_dir

LANGUAGES = ("en", "es")
ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0)  # 0 is off
BOT_PACES = (0, 300, 700, 1200)  # milliseconds a bot's move stays on screen


@attrs.define
class Settings:
    window: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation_speed: float = 1.0
    bot_pace_ms: int = 700
    colour_blind: bool = False
    sound: bool = True
    language: str = "en"
    problems: list[str] = attrs.field(factory=list, eq=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "window": list(self.window), "fullscreen": self.fullscreen,
            "animation_speed": self.animation_speed, "bot_pace_ms": self.bot_pace_ms,
            "colour_blind": self.colour_blind, "sound": self.sound, "language": self.language,
        }


def _valid(name: str, value: Any) -> Any:
    """The value if it is acceptable for `name`, else raise ValueError."""
    if name == "window":
        if (isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)
                and 640 <= value[0] <= 7680 and 400 <= value[1] <= 4320):
            return (value[0], value[1])
    elif name in ("fullscreen", "colour_blind", "sound"):
        if type(value) is bool:
            return value
    elif name == "animation_speed":
        if isinstance(value, (int, float)) and not isinstance(value, bool) and value in ANIMATION_SPEEDS:
            return float(value)
    elif name == "bot_pace_ms":
        if type(value) is int and value in BOT_PACES:
            return value
    elif name == "language":
        if value in LANGUAGES:
            return value
    raise ValueError(name)


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    path = path or settings_path()
    settings = Settings()
    if not path.exists():
        return settings
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a table")
    except (OSError, ValueError) as exc:
        settings.problems.append(f"The settings file could not be read ({exc}); defaults are used.")
        return settings
    known = {field.name for field in attrs.fields(Settings)} - {"problems"}
    for name, value in data.items():
        if name not in known:
            settings.problems.append(f"Unknown setting '{name}' was ignored.")
            continue
        try:
            setattr(settings, name, _valid(name, value))
        except ValueError:
            settings.problems.append(f"The setting '{name}' had a bad value and was reset.")
    return settings


def save_settings(settings: Settings, path: Path | None = None) -> None:
    path = path or settings_path()
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(settings.to_dict(), indent=2), encoding="utf-8")
    os.replace(temporary, path)  # atomic: a crash leaves the old file or the new one

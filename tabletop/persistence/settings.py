"""Settings kept between runs, as a small validated JSON file in the config folder.

A missing, unreadable or partly wrong file never stops the app: every value that
does not validate falls back to its default, and `problems` says what was wrong.
A file with anything wrong in it is first set aside beside itself, under a new
name, so that saving the settings later never overwrites what the player had.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import attrs

from tabletop.engine.text import clip

from .paths import config_dir

LANGUAGES = ("en", "es")
ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 1.5, 2.0)  # 0 is off
BOT_PACES = (0, 300, 700, 1200)  # milliseconds a bot's move stays on screen
VOLUMES = tuple(range(0, 101, 10))  # the sound's volume, in percent
TEXT_SIZES = (0.9, 1.0, 1.15, 1.3, 1.5)  # the Text size setting: a factor on the type and dialogs
MAX_BYTES = 64_000  # a settings file is a few hundred bytes; more is not ours
MAX_SAVE_FOLDERS = 8
MAX_LESSONS = 8
SETUP_KEYS = ("game", "seats", "people", "kinds", "options")  # what the last New game set-up holds


@attrs.define
class Settings:
    window: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation_speed: float = 1.0
    bot_pace_ms: int = 700
    colour_blind: bool = False
    sound: bool = True  # the sound is on; False is muted (the volume is kept)
    volume: int = 80  # percent, one of VOLUMES
    language: str = "en"
    text_size: float = 1.0  # one of TEXT_SIZES
    # Folders the player chose when the usual one could not be written.
    save_folders: tuple[str, ...] = ()
    # The last game set up on New game (game, seats, people, kinds, options), offered
    # again next time; None before the first. The form checks it against the games.
    last_setup: dict[str, Any] | None = None
    # The saves of guided games ("Learn to play"), by save id, with their tutorial's
    # name, so that one opens again as a lesson; the most recent MAX_LESSONS.
    lessons: dict[str, str] = attrs.field(factory=dict)
    problems: list[str] = attrs.field(factory=list, eq=False)
    # Where a damaged settings file was kept, when one was set aside.
    set_aside: Path | None = attrs.field(default=None, eq=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "window": list(self.window), "fullscreen": self.fullscreen,
            "animation_speed": self.animation_speed, "bot_pace_ms": self.bot_pace_ms,
            "colour_blind": self.colour_blind, "sound": self.sound, "volume": self.volume,
            "language": self.language, "text_size": self.text_size,
            "save_folders": list(self.save_folders), "last_setup": self.last_setup,
            "lessons": dict(self.lessons),
        }

    def remember_lesson(self, save_id: str, tutorial: str) -> None:
        self.lessons[save_id] = tutorial
        while len(self.lessons) > MAX_LESSONS:
            del self.lessons[next(iter(self.lessons))]  # the oldest first


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
    elif name == "text_size":
        if isinstance(value, (int, float)) and not isinstance(value, bool) and value in TEXT_SIZES:
            return float(value)
    elif name == "volume":
        if type(value) is int and value in VOLUMES:
            return value
    elif name == "bot_pace_ms":
        if type(value) is int and value in BOT_PACES:
            return value
    elif name == "language":
        if type(value) is str and value in LANGUAGES:
            return value
    elif name == "save_folders":
        if (isinstance(value, list) and len(value) <= MAX_SAVE_FOLDERS
                and all(type(v) is str and 0 < len(v) <= 1000 and "\0" not in v for v in value)):
            return tuple(value)
    elif name == "last_setup":
        if value is None or (isinstance(value, dict) and set(value) <= set(SETUP_KEYS) and plain_data(value)):
            return value
    elif name == "lessons":
        if (isinstance(value, dict) and len(value) <= MAX_LESSONS and plain_data(value)
                and all(type(v) is str for v in value.values())):
            return dict(value)
    raise ValueError(name)


def plain_data(value: Any, depth: int = 0) -> bool:
    """Whether `value` is small plain data: text, numbers, yes/no and nothing, in
    short lists and tables of text keys, not deeply nested."""
    if value is None or isinstance(value, (bool, int, float)):
        return True
    if isinstance(value, str):
        return len(value) <= 200
    if depth >= 3:
        return False
    if isinstance(value, list):
        return len(value) <= 16 and all(plain_data(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return (len(value) <= 40 and all(isinstance(k, str) and len(k) <= 60 for k in value)
                and all(plain_data(v, depth + 1) for v in value.values()))
    return False


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    """The settings in `path`; never raises. Whatever is wrong is in `problems`,
    and a file with problems is kept aside (see `set_aside`)."""
    path = path or settings_path()
    settings = Settings()
    try:
        if not path.exists():
            return settings
        with open(path, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            raise ValueError("it is far too large")
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("it is not a table of settings")
    except Exception as exc:  # noqa: BLE001 - nothing in a settings file may stop the app
        reason = "it is nested too deeply" if isinstance(exc, RecursionError) else _reason(exc)
        settings.problems.append(f"The settings file could not be read ({reason}); defaults are used.")
        _set_aside(path, settings)
        return settings
    known = {field.name for field in attrs.fields(Settings)} - {"problems", "set_aside"}
    for name, value in data.items():
        if name not in known:
            settings.problems.append(f"Unknown setting '{clip(name)}' was ignored.")
            continue
        try:
            setattr(settings, name, _valid(name, value))
        except (ValueError, TypeError, RecursionError):
            settings.problems.append(f"The setting '{name}' had a bad value and was reset.")
    if settings.problems:
        _set_aside(path, settings)
    return settings


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        return exc.strerror or type(exc).__name__
    return clip(str(exc) or type(exc).__name__, 80)


def _set_aside(path: Path, settings: Settings) -> None:
    """Keep the damaged file beside itself under a name of its own (never over
    another), so the defaults written later do not destroy it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 100):
        aside = path.with_name(f"{path.stem}.damaged-{stamp}{'' if n == 1 else f'-{n}'}{path.suffix}")
        if aside.exists():
            continue
        try:
            os.rename(path, aside)
        except OSError:
            return  # cannot move it (read-only folder): saving later cannot write either
        settings.set_aside = aside
        return


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically: a crash or a full disk leaves the old file
    whole. Raises OSError when the disk refuses."""
    path = path or settings_path()
    temporary = path.with_suffix(".tmp")
    try:
        temporary.write_text(json.dumps(settings.to_dict(), indent=2), encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        temporary.unlink(missing_ok=True)
        raise

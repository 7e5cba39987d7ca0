"""The app's sound effects: a small service the App owns (`app.sound`).

The effects are WAV files under sprites/sounds/, made by build_scripts/make_sounds.py.
Each game's client package maps its event kinds to them in one table, `SOUNDS`:
a value is a sound's name, or `(field, name_if_true, name_if_false)` when the
sound depends on a field of the event (a game won or lost). The shared table
(scenes/tablebase.py) hands every batch of new events to `events()`.

Sound is never in the way:
- the mixer starts only when a first sound is played (not at start-up), and not
  at all while the sound is muted;
- no audio device, SDL_AUDIODRIVER=dummy, a missing pygame.mixer, a missing or
  broken file: the app is silent, nothing raises. `problem` says why, and
  `tell_once()` gives it to the first caller only (the Settings screen says it);
- the volume (0-100) and the on/off switch are read from the settings at every
  sound, so a change in Settings is heard at once.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterable, Mapping

import pygame

from . import resources

#: which sounds win when a batch of events asks for many (first wins)
RANK = ("win", "loss", "strike", "step", "dice", "card_play", "token", "card_flip", "card_slide", "click")
#: a batch of events sounds at most this many effects, one after the other
PER_BATCH = 2

SoundTable = Mapping[str, Any]


def folder() -> Path:
    return resources.sprites() / "sounds"


def sound_for(table: SoundTable, event: Mapping[str, Any]) -> str | None:
    """The sound `table` gives `event`, or None."""
    entry = table.get(event.get("event"))  # type: ignore[arg-type]
    if isinstance(entry, tuple):
        field, yes, no = entry
        return yes if event.get(field) else no
    return entry


def names_in(table: SoundTable) -> set[str]:
    """Every sound `table` can ask for."""
    names: set[str] = set()
    for entry in table.values():
        names.update(entry[1:] if isinstance(entry, tuple) else (entry,))
    names.discard(None)  # type: ignore[arg-type]
    return names


def pick(names: Iterable[str]) -> list[str]:
    """Of the sounds a batch asks for, the PER_BATCH that rank highest, in the
    batch's order, each once."""
    distinct = list(dict.fromkeys(names))
    rank = {name: i for i, name in enumerate(RANK)}
    kept = sorted(distinct, key=lambda n: rank.get(n, len(RANK)))[:PER_BATCH]
    return [n for n in distinct if n in kept]


class Sound:
    def __init__(self, settings, where: Path | None = None) -> None:
        self.settings = settings  # read at every sound: `sound` (on/off) and `volume`
        self.folder = where or folder()
        self.ready: bool | None = None  # None: the mixer was not tried yet
        self.problem: str | None = None
        self._told = False
        self._cache: dict[str, Any] = {}
        self._tables: dict[str, SoundTable] = {}

    # -- state ------------------------------------------------------------------------

    @property
    def audible(self) -> bool:
        """Whether a sound would be heard now per the settings (on, volume above 0)."""
        return bool(getattr(self.settings, "sound", True)) and self.level() > 0

    def level(self) -> float:
        """The mixer's volume (0-1) for the settings' volume (0-100): squared, as
        the ear hears loudness."""
        volume = getattr(self.settings, "volume", 100)
        try:
            return max(0.0, min(1.0, float(volume) / 100)) ** 2
        except (TypeError, ValueError):
            return 1.0

    def tell_once(self) -> str | None:
        """Why the app is silent, to the first caller that asks; then None."""
        if self.problem is None or self._told:
            return None
        self._told = True
        return self.problem

    def start(self) -> bool:
        """Start the mixer, once; False (and `problem` set) when there is no sound."""
        if self.ready is None:
            self.ready = False
            try:
                if os.environ.get("SDL_AUDIODRIVER", "").strip().lower() == "dummy":
                    raise RuntimeError("no audio device (SDL_AUDIODRIVER is dummy)")
                mixer = pygame.mixer
                if not mixer.get_init():
                    try:
                        mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
                    except pygame.error:
                        mixer.init()  # the device's own format
                mixer.set_num_channels(max(8, mixer.get_num_channels()))
                self.ready = True
            except Exception as exc:  # noqa: BLE001 - no sound is never an error
                self.problem = f"no sound: {exc or type(exc).__name__}"
        return self.ready

    # -- playing ------------------------------------------------------------------------

    def _load(self, name: str) -> Any:
        if name not in self._cache:
            try:
                self._cache[name] = pygame.mixer.Sound(str(self.folder / f"{name}.wav"))
            except Exception as exc:  # noqa: BLE001 - a missing file is a silent sound
                self._cache[name] = None
                self.problem = self.problem or f"the sound {name!r} could not be loaded: {exc}"
        return self._cache[name]

    def play(self, name: str | None, then: str | None = None) -> bool:
        """Play `name` (and `then` right after it, on the same channel) at the
        settings' volume; True when it is playing. Never raises."""
        if not name or not self.audible or not self.start():
            return False
        try:
            sound = self._load(name)
            if sound is None:
                return False
            level = self.level()
            sound.set_volume(level)
            channel = sound.play()
            if channel is None:
                return False
            following = self._load(then) if then else None
            if following is not None:
                following.set_volume(level)
                channel.queue(following)
            return True
        except Exception as exc:  # noqa: BLE001
            self.problem = self.problem or f"a sound could not be played: {exc}"
            return False

    def table(self, game: str) -> SoundTable:
        """The SOUNDS table of `game`'s client package ({} when it has none)."""
        if game not in self._tables:
            try:
                from .games import client_of

                self._tables[game] = dict(client_of(game).sounds)
            except Exception:  # noqa: BLE001 - an unknown game is a silent one
                self._tables[game] = {}
        return self._tables[game]

    def events(self, game: str, events: Iterable[Mapping[str, Any]]) -> list[str]:
        """Sound a batch of `game`'s new events: the sounds its table gives them
        (see `pick`), the first at once and the next right after it. Returns the
        sounds asked for (played or not). Never raises."""
        try:
            table = self.table(game)
            chosen = pick(name for name in (sound_for(table, e) for e in events) if name)
        except Exception:  # noqa: BLE001
            return []
        if chosen:
            self.play(chosen[0], chosen[1] if len(chosen) > 1 else None)
        return chosen

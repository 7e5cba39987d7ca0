"""Saved games: one SQLite file per game in the user's data folder.

A save is {format, game, seed, options, seats} plus the list of applied actions,
and a snapshot (`to_dict`) of the state after the last one. Every action is
appended in its own transaction as it is applied, so killing the app at any
moment loses at most the action in flight. Loading replays the actions from the
seed and checks the result against the snapshot; anything that does not add up
refuses the whole save with a message, and never loads it half-way.

One file per game means a corrupt or truncated file can only ever spoil itself:
the other saves still list and load. Everything stored is JSON text, never a
serialized Python object.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path
from typing import Any, Iterable

import attrs

from tabletop import games
from tabletop.engine.errors import IllegalAction, SaveError
from tabletop.engine.game import GameState

FORMAT_VERSION = 1
SUFFIX = ".tabletop"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS save (
    format INTEGER NOT NULL,
    game TEXT NOT NULL,
    seed INTEGER NOT NULL,
    options TEXT NOT NULL,
    seats TEXT NOT NULL,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    turn INTEGER NOT NULL,
    finished INTEGER NOT NULL,
    snapshot TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS action (
    idx INTEGER PRIMARY KEY,
    text TEXT NOT NULL
);
"""


@attrs.frozen
class SeatInfo:
    """Who sits in a seat: a person's name, or a bot and its strength."""

    name: str
    kind: str = "human"  # human | random | strong
    think_ms: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "think_ms": self.think_ms}

    @classmethod
    def from_dict(cls, data: Any) -> "SeatInfo":
        if (not isinstance(data, dict) or not isinstance(data.get("name"), str)
                or data.get("kind") not in ("human", "random", "strong")
                or type(data.get("think_ms", 0)) is not int):
            raise SaveError("its list of players is malformed", "save.bad_players")
        return cls(data["name"], data["kind"], data.get("think_ms", 0))


@attrs.frozen
class SaveEntry:
    """One line of the Load list. `error` is set when the save cannot be loaded."""

    path: Path
    game: str = ""
    created: float = 0.0
    updated: float = 0.0
    seats: tuple[SeatInfo, ...] = ()
    turn: int = 0
    finished: bool = False
    error: str | None = None  # why it cannot be loaded, in English
    error_key: str | None = None  # the same, as a catalogue key

    @property
    def id(self) -> str:
        return self.path.stem


class SaveFile:
    """An open save, appended to as the game goes on."""

    def __init__(self, path: Path, connection: sqlite3.Connection, length: int) -> None:
        self.path = path
        self._db = connection
        self.length = length  # actions stored

    def record(self, state: GameState) -> None:
        """Store every action of `state.history` not stored yet, and the snapshot,
        in one transaction."""
        history = state.history
        with self._db:
            if len(history) < self.length:  # an undo went back further
                self._db.execute("DELETE FROM action WHERE idx >= ?", (len(history),))
            elif len(history) > self.length:
                self._db.executemany(
                    "INSERT OR REPLACE INTO action (idx, text) VALUES (?, ?)",
                    [(i, str(history[i])) for i in range(self.length, len(history))],
                )
            self._db.execute(
                "UPDATE save SET updated = ?, turn = ?, finished = ?, snapshot = ?",
                (time.time(), state.turn, int(state.is_over), json.dumps(state.to_dict())),
            )
        self.length = len(history)

    def close(self) -> None:
        self._db.close()


class SaveStore:
    """The folder of saves."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)

    # -- writing ------------------------------------------------------------------

    def create(self, state: GameState, seats: Iterable[SeatInfo]) -> SaveFile:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self._free_path(f"{state.game.name}-{stamp}")
        db = _connect(path)
        now = time.time()
        with db:
            db.executescript(_SCHEMA)
            db.execute(
                "INSERT INTO save VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (FORMAT_VERSION, state.game.name, state.seed, json.dumps(state.options),
                 json.dumps([s.to_dict() for s in seats]), now, now, state.turn,
                 int(state.is_over), json.dumps(state.to_dict())),
            )
        save = SaveFile(path, db, 0)
        save.record(state)
        return save

    def delete(self, entry_id: str) -> None:
        path = self.folder / f"{entry_id}{SUFFIX}"
        for extra in ("", "-wal", "-shm", "-journal"):
            Path(str(path) + extra).unlink(missing_ok=True)

    # -- reading ------------------------------------------------------------------

    def entries(self) -> list[SaveEntry]:
        """Every save, newest first; unreadable ones carry their error."""
        found = [self._entry(path) for path in self.folder.glob(f"*{SUFFIX}")]
        return sorted(found, key=lambda e: (e.updated, e.id), reverse=True)

    def latest_unfinished(self) -> SaveEntry | None:
        """The newest unfinished game that really loads (Continue offers only that)."""
        for entry in self.entries():
            if entry.error is None and not entry.finished:
                try:
                    _state, _seats, save = self.load(entry.id)
                except SaveError:
                    continue
                save.close()
                return entry
        return None

    def load(self, entry_id: str) -> tuple[GameState, list[SeatInfo], SaveFile]:
        """The game, replayed from its seed and checked against its snapshot.
        Raises SaveError with a message for players; nothing is half-loaded."""
        path = self.folder / f"{entry_id}{SUFFIX}"
        if not path.exists():
            raise SaveError("That saved game no longer exists.", "save.gone")
        db = None
        try:
            db = _connect(path, create=False)
            header, actions = _read(db)
            game = games.get(header["game"])
            options = json.loads(header["options"])
            seats = [SeatInfo.from_dict(s) for s in json.loads(header["seats"])]
            snapshot = json.loads(header["snapshot"])
            state = game.replay(header["seed"], options, actions)
            if state.to_dict() != snapshot:
                raise SaveError("its moves do not lead to the position it recorded", "save.mismatch")
            if len(seats) != state.seats:
                raise SaveError("its list of players does not match the game", "save.bad_players")
        except Exception as exc:  # any failure refuses the whole save, with a reason
            if db is not None:
                db.close()
            if isinstance(exc, (SaveError, sqlite3.DatabaseError, ValueError, KeyError, TypeError)):
                raise _describe(exc) from None
            raise
        return state, seats, SaveFile(path, db, len(actions))

    def _entry(self, path: Path) -> SaveEntry:
        try:
            db = _connect(path, create=False)
            try:
                header, actions = _read(db)
            finally:
                db.close()
            seats = tuple(SeatInfo.from_dict(s) for s in json.loads(header["seats"]))
            if header["game"] not in games.names():
                raise SaveError(f"it is of a game this version does not have ('{header['game']}')", "save.unknown_game")
            return SaveEntry(path, header["game"], header["created"], header["updated"], seats,
                             header["turn"], bool(header["finished"]))
        except (sqlite3.DatabaseError, SaveError, ValueError, KeyError, TypeError) as exc:
            error = _describe(exc)
            return SaveEntry(path, error=str(error), error_key=error.key, updated=_mtime(path))

    def _free_path(self, stem: str) -> Path:
        path = self.folder / f"{stem}{SUFFIX}"
        n = 2
        while path.exists():
            path = self.folder / f"{stem}-{n}{SUFFIX}"
            n += 1
        return path


def _connect(path: Path, create: bool = True) -> sqlite3.Connection:
    if not create and not path.exists():
        raise SaveError("the file is missing", "save.gone")
    db = sqlite3.connect(path, isolation_level="DEFERRED")
    db.execute("PRAGMA synchronous = FULL")  # each action is on disk when recorded
    return db


def _read(db: sqlite3.Connection) -> tuple[dict[str, Any], list[str]]:
    db.row_factory = sqlite3.Row
    rows = db.execute("SELECT * FROM save").fetchall()
    if len(rows) != 1:
        raise SaveError("the file holds no saved game", "save.no_game")
    header = dict(rows[0])
    if type(header["format"]) is not int:
        raise SaveError("the file's format is unknown", "save.unreadable")
    if header["format"] > FORMAT_VERSION:
        raise SaveError("it was made by a newer version of Tabletop", "save.newer")
    if header["format"] < FORMAT_VERSION:
        raise SaveError("it was made by an older version of Tabletop that this one cannot read", "save.older")
    texts = db.execute("SELECT idx, text FROM action ORDER BY idx").fetchall()
    if [row[0] for row in texts] != list(range(len(texts))):
        raise SaveError("some of its moves are missing", "save.missing_moves")
    return header, [row[1] for row in texts]


def _describe(exc: BaseException) -> SaveError:
    """The whole-sentence error a player sees, with its catalogue key."""
    if isinstance(exc, sqlite3.DatabaseError):
        return SaveError("This save is damaged and cannot be read.", "save.unreadable")
    if isinstance(exc, IllegalAction):
        return SaveError(f"This save is damaged: one of its moves is not allowed ({exc})", "save.bad_move")
    if isinstance(exc, SaveError):
        return SaveError(f"This save cannot be loaded: {exc}.", exc.key or "save.unreadable")
    if isinstance(exc, KeyError) and "There is no game" in str(exc):
        return SaveError("This save is of a game this version does not have.", "save.unknown_game")
    return SaveError("This save is damaged: its details are unreadable.", "save.unreadable")


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0

"""Saved games: one SQLite file per game in the user's data folder.

A save is {format, game, seed, options, seats} plus the list of applied actions,
and a snapshot (`to_dict`) of the state after the last one. Every action is
appended in its own transaction as it is applied, so killing the app at any
moment loses at most the action in flight. Loading replays the actions from the
seed and checks the result against the snapshot; anything that does not add up
refuses the whole save with a message, and never loads it half-way.

The one exception: a save whose snapshot was recorded under an earlier revision of
its game's rules (`Game.rules_revision`). Its moves cannot lead exactly where they
did, so they are replayed under today's rules as far as each is still legal, and the
game opens there (`OlderRules` says so, and how many of its last moves were left
out; the Load list and the table tell the player). The first record after that
rewrites its history and snapshot at today's revision, in one transaction, and from
then on it is checked strictly like any other.

One file per game means a corrupt or truncated file can only ever spoil itself:
the other saves still list and load. Everything stored is JSON text, never a
serialized Python object, and every value read back is checked for type and range
before it is used: a file is data from outside, however it got there.

A game being played holds its file exclusively (SQLite's exclusive locking mode),
so a second copy of the app lists it as "in use" instead of writing over it.
"""

from __future__ import annotations

import json
import math
import re
import sqlite3
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

import attrs

from tabletop import games
from tabletop.engine.errors import IllegalAction, SaveError
from tabletop.engine.names import SEAT_NAME_LIMIT, clean_text, valid_text

from .faults import SaveWriteError, write_fault

if TYPE_CHECKING:  # the menu lists saves without loading the rules-model API
    from tabletop.engine.game import GameState, OlderRules

FORMAT_VERSION = 1
SUFFIX = ".tabletop"

# What a save may hold, at most: far beyond any real game, small enough that a
# hostile file cannot make the Load list slow or the screen unreadable.
MAX_JSON = 8_000_000  # characters of one JSON column
MAX_ACTIONS = 100_000
MAX_ACTION_TEXT = 1_000
MAX_SEATS = 16
MAX_THINK_MS = 60_000
LATEST_TIME = 32_503_680_000.0  # the year 3000: later dates are damage, not dates
LOCK_WAIT = 0.1  # seconds to wait for a save another program is writing

_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,120}$")

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
    """Who sits in a seat: a person's name, or a bot and its strength. The name is kept
    by the one rule for names (engine/names.py), so what is written is what loads."""

    name: str = attrs.field(converter=lambda name: clean_text(str(name), SEAT_NAME_LIMIT) or "?")
    kind: str = "human"  # human | random | strong
    think_ms: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "think_ms": self.think_ms}

    @classmethod
    def from_dict(cls, data: Any) -> "SeatInfo":
        think = data.get("think_ms", 0) if isinstance(data, dict) else None
        if (not isinstance(data, dict) or set(data) - {"name", "kind", "think_ms"}
                or not valid_text(data.get("name"), SEAT_NAME_LIMIT)
                or data.get("kind") not in ("human", "random", "strong")
                or type(think) is not int or not 0 <= think <= MAX_THINK_MS):
            raise SaveError("its list of players is malformed", "save.bad_players")
        return cls(data["name"], data["kind"], think)


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
    older_rules: OlderRules | None = None  # saved under an earlier revision of the game's rules

    @property
    def id(self) -> str:
        return self.path.stem

    @property
    def in_use(self) -> bool:
        return self.error_key == "save.in_use"


class SaveFile:
    """An open save, written to as the game goes on.

    `saved` is the text of every action on disk, so `record` writes exactly the
    difference from the game's history, whatever happened between two records (a
    move, an undo, a record that failed and is now retried).

    `older_rules` is set when the save was recorded under an earlier revision of its
    game's rules and replayed under today's (SaveStore.load): the first record then
    rewrites it at today's revision, moves left out included, and clears it."""

    def __init__(self, path: Path, connection: sqlite3.Connection, saved: list[str],
                 older_rules: OlderRules | None = None) -> None:
        self.path = path
        self._db = connection
        self.saved = saved
        self.older_rules = older_rules

    @property
    def length(self) -> int:
        """Actions on disk."""
        return len(self.saved)

    def record(self, state: GameState) -> None:
        """Bring the file up to `state` in one transaction: its history and snapshot.
        Raises SaveWriteError, with the file as it was, when the disk refuses."""
        if not self.path.exists():
            # Linux lets an open file be written after its folder is deleted: the
            # moves would go nowhere anyone can load them from.
            raise write_fault(FileNotFoundError(2, "the save file is gone"))
        texts = [str(a) for a in state.history]
        same = same_start(self.saved, texts)
        try:
            with self._db:
                if same < len(self.saved):  # an undo (or a changed past) went back
                    self._db.execute("DELETE FROM action WHERE idx >= ?", (same,))
                self._db.executemany("INSERT OR REPLACE INTO action (idx, text) VALUES (?, ?)",
                                     [(i, texts[i]) for i in range(same, len(texts))])
                self._db.execute(
                    "UPDATE save SET updated = ?, turn = ?, finished = ?, snapshot = ?",
                    (time.time(), state.turn, int(state.is_over), json.dumps(state.to_dict())),
                )
        except (sqlite3.Error, OSError) as exc:
            raise write_fault(exc) from None
        self.saved = texts
        self.older_rules = None  # its history and snapshot are today's now

    def close(self) -> None:
        try:
            self._db.close()
        except sqlite3.Error:
            pass  # closing a connection to a vanished file: nothing left to keep


def same_start(saved: list[str], texts: list[str]) -> int:
    """How many moves at the start of `texts` are already on disk as `saved`: what an
    undo or a changed past left standing, so a record writes only the difference."""
    same = 0
    for old, new in zip(saved, texts):
        if old != new:
            break
        same += 1
    return same


class SaveStore:
    """The folders of saves: the app's own, and any the player chose when the
    first could not be written ("save elsewhere"). Ids (file names without the
    suffix) are unique across them.

    Making the store never fails: a folder that cannot be created is a `problem`
    the menu shows, and games are then played without saving."""

    def __init__(self, folder: Path, extra: Iterable[Path] = ()) -> None:
        self.folders = [Path(folder), *(Path(f) for f in extra)]
        self.problem: SaveWriteError | None = None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            self.problem = write_fault(exc)
        # Load-list checks of unchanged files are not repeated: path -> (stamp, entry).
        self._checked: dict[Path, tuple[tuple[int, int], SaveEntry]] = {}

    @property
    def folder(self) -> Path:
        return self.folders[0]

    # -- writing ------------------------------------------------------------------

    def create(self, state: GameState, seats: Iterable[SeatInfo], folder: Path | None = None,
               stem: str | None = None) -> SaveFile:
        """A new save of `state` (in `folder`, default the store's own), named `stem`
        when given (a hosted game's `--save NAME`; a number is added when taken).
        Raises SaveWriteError, leaving no file behind, when the disk refuses."""
        folder = Path(folder) if folder is not None else self.folder
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = None
        db = None
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = self._free_path(folder, stem or f"{state.game.name}-{stamp}")
            db = _connect(path, timeout=LOCK_WAIT)
            now = time.time()
            with db:
                db.executescript(_SCHEMA)
                db.execute(
                    "INSERT INTO save VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (FORMAT_VERSION, state.game.name, state.seed, json.dumps(state.options),
                     json.dumps([s.to_dict() for s in seats]), now, now, state.turn,
                     int(state.is_over), json.dumps(state.to_dict())),
                )
            _hold(db)
            save = SaveFile(path, db, [])
            save.record(state)
        except (sqlite3.Error, OSError, SaveWriteError) as exc:
            if db is not None:
                db.close()
            if path is not None:
                _remove(path)  # no empty or half-made save left to list as damaged
            raise write_fault(_folder_fault(folder) or exc) from None
        if folder not in self.folders:
            self.folders.append(folder)
        return save

    def delete(self, entry_id: str) -> None:
        """Remove a save (damaged or not). Raises SaveError for an id that is not
        one of the store's saves, OSError when the disk refuses."""
        path = self._path(entry_id)
        for extra in ("", "-wal", "-shm", "-journal"):
            Path(str(path) + extra).unlink(missing_ok=True)
        self._checked.pop(path, None)

    # -- reading ------------------------------------------------------------------

    def entries(self) -> list[SaveEntry]:
        """Every save, newest first. Each is checked as loading would check it, so
        a listed save loads; one that would not carries its reason instead."""
        found = []
        for folder in self.folders:
            try:
                # a folder or a device named like a save is not one: not listed
                paths = sorted(p for p in folder.glob(f"*{SUFFIX}") if _ID.match(p.stem) and p.is_file())
            except OSError:
                continue  # a vanished folder lists nothing; the others still do
            found += [self._entry(path) for path in paths]
        return sorted(found, key=lambda e: (e.updated, e.id), reverse=True)

    def latest_unfinished(self) -> SaveEntry | None:
        """The newest unfinished game that loads (Continue offers only that)."""
        for entry in self.entries():
            if entry.error is None and not entry.finished:
                return entry
        return None

    def load(self, entry_id: str) -> tuple[GameState, list[SeatInfo], SaveFile]:
        """The game, replayed from its seed and checked against its snapshot (or, saved
        under an earlier revision of its rules, replayed as far as its moves are still
        legal: the SaveFile's `older_rules` says so). Raises SaveError with a message
        for players; nothing is half-loaded."""
        path = self._path(entry_id)
        db = None
        try:
            db = _connect(path, create=False, timeout=LOCK_WAIT)
            _hold(db)
            state, seats, texts, older = _check(db)
        except Exception as exc:  # any failure refuses the whole save, with a reason
            if db is not None:
                db.close()
            raise _describe(exc) from None
        return state, seats, SaveFile(path, db, texts, older)

    def _entry(self, path: Path) -> SaveEntry:
        """The save at `path` as the Load list shows it. Whether another copy of
        the app holds it is asked every time; the replay that checks its moves is
        done once per version of the file."""
        try:
            stat = path.stat()
            stamp = (stat.st_mtime_ns, stat.st_size)
        except OSError:
            stamp = (0, 0)
        db = None
        try:
            db = _connect(path, create=False, timeout=LOCK_WAIT)
            header = _header(db)  # a held file refuses even this: it is in use
            cached = self._checked.get(path)
            if cached and cached[0] == stamp:
                return cached[1]
            state, seats, _texts, older = _check(db)
            # a game finished under earlier rules stays finished in the list (Continue
            # passes over it), though today's rules may stop its replay before the end
            finished = state.is_over or (older is not None and header["finished"] == 1)
            entry = SaveEntry(path, state.game.name, header["created"], header["updated"], tuple(seats),
                              state.turn, finished, older_rules=older)
        except Exception as exc:  # any failure marks this save alone as damaged
            error = _describe(exc)
            entry = SaveEntry(path, error=str(error), error_key=error.key, updated=_mtime(path))
            if entry.in_use:
                return entry  # free again in a moment, maybe: not remembered
        finally:
            if db is not None:
                db.close()
        self._checked[path] = (stamp, entry)
        return entry

    def _path(self, entry_id: Any) -> Path:
        """The file of one of the store's saves; nothing outside its folders."""
        if isinstance(entry_id, str) and _ID.match(entry_id):
            for folder in self.folders:
                path = folder / f"{entry_id}{SUFFIX}"
                if path.is_file():
                    return path
        raise SaveError("That saved game no longer exists.", "save.gone")

    def _free_path(self, folder: Path, stem: str) -> Path:
        n = 1
        while True:
            name = f"{stem}{SUFFIX}" if n == 1 else f"{stem}-{n}{SUFFIX}"
            if not any((f / name).exists() for f in {folder, *self.folders}):
                return folder / name
            n += 1


def _connect(path: Path, create: bool = True, timeout: float = LOCK_WAIT) -> sqlite3.Connection:
    if not create and not path.is_file():
        raise SaveError("the file is missing", "save.gone")
    db = sqlite3.connect(path, isolation_level="DEFERRED", timeout=timeout)
    try:
        db.execute("PRAGMA synchronous = FULL")  # each action is on disk when recorded
    except sqlite3.Error:
        db.close()
        raise
    return db


def _hold(db: sqlite3.Connection) -> None:
    """Keep the file to this copy of the app until it is closed, so that another
    copy lists it as in use and never writes beside it. A file that cannot be
    written (a read-only folder) is still played; its first record says why."""
    db.execute("PRAGMA locking_mode = EXCLUSIVE")
    try:
        db.execute("BEGIN EXCLUSIVE")
        db.execute("COMMIT")
    except sqlite3.OperationalError as exc:
        if write_fault(exc).key == "save.fault.locked":
            raise SaveError("it is open in another copy of Tabletop", "save.in_use") from None


def _header(db: sqlite3.Connection) -> dict[str, Any]:
    """The save's one header row, every value checked for type and range."""
    db.row_factory = sqlite3.Row
    rows = db.execute("SELECT * FROM save LIMIT 2").fetchall()
    if len(rows) != 1:
        raise SaveError("the file holds no saved game", "save.no_game")
    header = dict(rows[0])
    if type(header["format"]) is not int:
        raise SaveError("the file's format is unknown", "save.unreadable")
    if header["format"] > FORMAT_VERSION:
        raise SaveError("it was made by a newer version of Tabletop", "save.newer")
    if header["format"] < FORMAT_VERSION:
        raise SaveError("it was made by an older version of Tabletop that this one cannot read", "save.older")
    if not isinstance(header["game"], str) or header["game"] not in games.names():
        raise SaveError("it is of a game this version does not have", "save.unknown_game")
    for name in ("created", "updated"):
        value = header[name]
        if (type(value) not in (int, float) or not math.isfinite(value)
                or not 0 <= value <= LATEST_TIME):
            raise SaveError("its dates are malformed", "save.bad_dates")
    if type(header["seed"]) is not int or type(header["turn"]) is not int or header["turn"] < 0:
        raise SaveError("its details are malformed", "save.unreadable")
    if header["finished"] not in (0, 1) or type(header["finished"]) is not int:
        raise SaveError("its details are malformed", "save.unreadable")
    return header


def _json(text: Any, what: str) -> Any:
    """A JSON column, parsed; anything else (bytes, huge, nested past Python's
    stack) is damage."""
    damaged = SaveError(f"This save is damaged: its {what} cannot be read.", "save.unreadable")
    if not isinstance(text, str) or len(text) > MAX_JSON:
        raise damaged
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise damaged from None


def _actions(db: sqlite3.Connection) -> list[str]:
    count = db.execute("SELECT count(*) FROM action").fetchone()[0]
    if count > MAX_ACTIONS:
        raise SaveError("it holds more moves than any game has", "save.unreadable")
    rows = db.execute("SELECT idx, text FROM action ORDER BY idx").fetchall()
    if [row[0] for row in rows] != list(range(len(rows))):
        raise SaveError("some of its moves are missing", "save.missing_moves")
    texts = [row[1] for row in rows]
    if not all(isinstance(t, str) and 0 < len(t) <= MAX_ACTION_TEXT for t in texts):
        raise SaveError("some of its moves are unreadable", "save.unreadable")
    return texts


def _check(db: sqlite3.Connection) -> tuple[GameState, list[SeatInfo], list[str], OlderRules | None]:
    """Everything loading needs, checked: the header, the players, the moves
    replayed from the seed, and the position they reach against the snapshot. A
    snapshot recorded under an earlier revision of the game's rules is not compared:
    the moves are replayed under today's rules as far as each is still legal, and the
    fourth value says so (None for a save of today's revision)."""
    header = _header(db)
    texts = _actions(db)
    seats_data = _json(header["seats"], "list of players")
    if not isinstance(seats_data, list) or not 0 < len(seats_data) <= MAX_SEATS:
        raise SaveError("its list of players is malformed", "save.bad_players")
    seats = [SeatInfo.from_dict(s) for s in seats_data]
    options = _json(header["options"], "options")
    if not isinstance(options, dict):
        raise SaveError("its options are malformed", "save.unreadable")
    snapshot = _json(header["snapshot"], "position")
    if not isinstance(snapshot, dict):
        raise SaveError("its position is malformed", "save.unreadable")
    game = games.get(header["game"])
    try:
        revision = game.recorded_rules(snapshot)
    except SaveError as exc:
        if exc.key == "save.newer":
            raise  # a whole sentence: made under rules this version does not have yet
        raise SaveError("its revision of the game's rules is malformed", "save.unreadable") from None
    state, older = game.replay_recorded(header["seed"], options, texts, revision)
    # a snapshot from before revisions were recorded has none: it is revision 1
    if older is None and state.to_dict() != {**snapshot, "rules": revision}:
        raise SaveError("its moves do not lead to the position it recorded", "save.mismatch")
    if len(seats) != state.seats:
        raise SaveError("its list of players does not match the game", "save.bad_players")
    return state, seats, texts, older


def _describe(exc: BaseException) -> SaveError:
    """The whole-sentence error a player sees, with its catalogue key."""
    if isinstance(exc, SaveError):
        if exc.key == "save.in_use":
            return SaveError("This save is open in another copy of Tabletop.", "save.in_use")
        if exc.key == "save.gone":
            return SaveError("That saved game no longer exists.", "save.gone")
        if str(exc).startswith("This save"):  # already a whole sentence
            return exc
        return SaveError(f"This save cannot be loaded: {exc}.", exc.key or "save.unreadable")
    if isinstance(exc, sqlite3.OperationalError) and write_fault(exc).key == "save.fault.locked":
        return SaveError("This save is open in another copy of Tabletop.", "save.in_use")
    if isinstance(exc, sqlite3.DatabaseError):
        return SaveError("This save is damaged and cannot be read.", "save.unreadable")
    if isinstance(exc, IllegalAction):
        return SaveError("This save is damaged: one of its moves is not allowed.", "save.bad_move")
    return SaveError("This save is damaged: its details are unreadable.", "save.unreadable")


def _folder_fault(folder: Path) -> OSError | None:
    """Why nothing can be written in `folder`, as the system says it (SQLite only
    says it "cannot open" the file, whatever the cause)."""
    probe = folder / ".tabletop-probe"
    try:
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        return exc
    return None


def _remove(path: Path) -> None:
    for extra in ("", "-journal", "-wal", "-shm"):
        try:
            Path(str(path) + extra).unlink(missing_ok=True)
        except OSError:
            pass  # the folder refuses even this: nothing was listed there either


def _mtime(path: Path) -> float:
    try:
        value = path.stat().st_mtime
    except OSError:
        return 0.0
    return value if 0 <= value <= LATEST_TIME else 0.0

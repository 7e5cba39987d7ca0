"""Campaigns: one SQLite file per campaign in the user's data folder, for every game
that has one (Betrayal Legacy's chapters, Comanauts' sessions; BL-D.37).

A campaign is what outlives its games: a header (the game, a name, the version of
the game's campaign data) and one JSON document, the game's own overlays on its
immutable content (which components are in play or destroyed, stickers, families,
the chapter to play next, the history...). The store never looks inside the
document; the game folds a finished chapter into it (a pure function) and hands the
result back to `commit_chapter`.

- `commit_chapter` first copies the file as it was into the campaign's backups
  folder ("before chapter N"), then writes the new document in one transaction: a
  crash leaves either the old campaign or the new one, never half of each, and a
  group can go back to the campaign before any chapter (`restore`).
- The chapter being played is recorded move by move (`record_move`), each in its own
  transaction, so a chapter in progress resumes after a crash (`progress`). It is
  cleared when the chapter is committed. How it began is the game's own document
  (seed and options, the campaign as cast...); a JSON object there may say under
  "rules" the revision of the game's rules it was begun under (none: revision 1),
  which `record_moves` brings up to date when a chapter begun under earlier rules is
  played on under today's (see the engine's `Game.replay_recorded`).
- A campaign written by an older version of its game is brought up to date by the
  game's migrations (version n -> n + 1) when it is loaded; one written by a newer
  version is refused.
- Everything read back is checked: a damaged file is refused with a clear message
  (CampaignError) that names the backups it can be restored from, and the other
  campaigns still list and load.
"""

from __future__ import annotations

import json
import math
import os
import re
import shutil
import sqlite3
import time
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Mapping

import attrs

from tabletop import games
from tabletop.engine.errors import SaveError
from tabletop.engine.names import valid_text

from . import holds
from .saves import LATEST_TIME, MAX_ACTIONS as MAX_MOVES, MAX_JSON, same_start  # the same bounds as a saved game's

if TYPE_CHECKING:  # the menu lists campaigns without loading the rules-model API
    from tabletop.engine.game import OlderRules

FORMAT_VERSION = 1
SUFFIX = ".campaign"
MAX_NAME = 60
ABANDONED = "abandoned-game"  # the label of the backup kept when a game in progress is dropped
_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,80}$")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS campaign (
    format INTEGER NOT NULL,
    game TEXT NOT NULL,
    name TEXT NOT NULL,
    version INTEGER NOT NULL,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    doc TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS progress (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    chapter INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    options TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS move (
    idx INTEGER PRIMARY KEY,
    text TEXT NOT NULL
);
"""


class CampaignError(SaveError):
    """A campaign that cannot be used, with the backups it may be restored from."""

    def __init__(self, reason: str, key: str, backups: tuple[str, ...] = ()) -> None:
        super().__init__(reason, key)
        self.backups = backups


@attrs.frozen
class Campaign:
    id: str
    game: str
    name: str
    version: int
    doc: Any
    created: float
    updated: float


@attrs.frozen
class Progress:
    """The chapter in progress: enough to replay it exactly (seed + options + moves)."""

    chapter: int
    seed: int
    options: Any
    moves: tuple[str, ...]


@attrs.frozen
class Unfinished:
    """A campaign whose chapter (or session) was left mid-game, for Continue and Load."""

    id: str
    game: str
    name: str
    chapter: int
    moves: int
    played: float  # when its last move was written
    in_use: bool  # another copy of Tabletop has it open


Migrations = Mapping[int, Callable[[Any], Any]]


class CampaignStore:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    # -- listing, creating, loading --------------------------------------------------------------

    def ids(self) -> list[str]:
        try:
            return sorted(p.stem for p in self.folder.glob(f"*{SUFFIX}") if _ID.match(p.stem))
        except OSError:
            return []

    def entries(self, game: str) -> list[tuple[str, str, bool]]:
        """(id, name, readable) of each campaign of `game`, newest first; a file whose
        header cannot be read is listed by its id, unreadable, so it can still be opened
        (and its backups offered). Never raises."""
        found = []
        for ident in self.ids():
            try:
                with closing(_connect(self._path(ident), create=False)) as db:
                    row = _header(db)
                if row["game"] == game:
                    found.append((row["updated"], ident, row["name"], True))
                elif row["game"] not in games.names():  # listed where its backups can be reached
                    found.append((0.0, ident, row["name"], False))
            except (CampaignError, sqlite3.Error, OSError):
                found.append((0.0, ident, ident, False))
        return [(ident, name, ok) for _, ident, name, ok in sorted(found, reverse=True)]

    def unfinished(self) -> list[Unfinished]:
        """Every readable campaign of a known game with a chapter in progress, the one
        played last first. Never raises: a damaged campaign is not listed here (New
        game lists it, with its backups)."""
        found = []
        for ident in self.ids():
            path = self._path(ident)
            try:
                played = path.stat().st_mtime
                with closing(_connect(path, create=False)) as db:
                    row = _header(db)
                    chapter = db.execute("SELECT chapter FROM progress WHERE id = 1").fetchone()
                    moves = db.execute("SELECT count(*) FROM move").fetchone()[0]
            except (CampaignError, sqlite3.Error, OSError):
                continue
            if chapter is None or type(chapter[0]) is not int or not 0 <= chapter[0] < 10_000:
                continue
            if row["game"] in games.names() and 0 <= played <= LATEST_TIME:
                found.append(Unfinished(ident, row["game"], row["name"], chapter[0], moves, played,
                                        holds.held_elsewhere(path)))
        return sorted(found, key=lambda u: u.played, reverse=True)

    def create(self, game: str, name: str, doc: Any, version: int) -> str:
        """A new campaign for `game`, its first document `doc`; returns its id."""
        _check_name(name)
        text = _dump(doc)
        self.folder.mkdir(parents=True, exist_ok=True)
        stem = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40] or "campaign"
        ident, n = stem, 1
        while (self.folder / f"{ident}{SUFFIX}").exists():
            n += 1
            ident = f"{stem}-{n}"
        path = self._path(ident)
        now = time.time()
        try:
            with closing(_connect(path)) as db:
                db.executescript(_SCHEMA)
                db.execute("INSERT INTO campaign VALUES (?, ?, ?, ?, ?, ?, ?)",
                           (FORMAT_VERSION, game, name, version, now, now, text))
        except sqlite3.Error as exc:
            path.unlink(missing_ok=True)
            raise CampaignError(f"the campaign could not be written ({exc})", "campaign.unwritable") from None
        return ident

    def load(self, ident: str, game: str, version: int, migrations: Migrations = {}) -> Campaign:
        """The campaign, checked, brought up to `version` by `migrations` (a function
        from each older version to the next); refused with its backups named."""
        path = self._path(ident)
        backups = tuple(self.backups(ident))
        self._claim(ident, backups)
        try:
            with closing(_connect(path, create=False)) as db:
                row = _header(db)
        except CampaignError as exc:
            raise CampaignError(str(exc), exc.key, backups) from None
        except sqlite3.DatabaseError:
            raise CampaignError("the file is damaged", "campaign.damaged", backups) from None
        if row["game"] != game:
            raise CampaignError(f"it is a campaign of {row['game']!r}, not of {game!r}", "campaign.other_game")
        doc = _parse(row["doc"], backups)
        stored = row["version"]
        if stored > version:
            raise CampaignError("it was made by a newer version of Tabletop", "campaign.newer", backups)
        for old in range(stored, version):
            step = migrations.get(old)
            if step is None:
                raise CampaignError(f"no way to bring it from version {old} to {old + 1}", "campaign.older", backups)
            try:
                doc = step(doc)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError):  # a damaged older document
                raise CampaignError(f"it could not be brought from version {old} to {old + 1}", "campaign.damaged",
                                    backups) from None
        return Campaign(ident, row["game"], row["name"], version, doc, row["created"], row["updated"])

    def rename(self, ident: str, name: str) -> None:
        """The group's own name for the campaign (ValueError for one the rule for names
        refuses; CampaignError when it cannot be written)."""
        _check_name(name)
        self._claim(ident)
        with self._write(ident) as db:
            db.execute("UPDATE campaign SET name = ?", (name,))

    # -- a chapter: its moves as they are played, then the campaign it leaves --------------------

    def begin_chapter(self, ident: str, chapter: int, seed: int, options: Any) -> None:
        """Start recording a chapter (any chapter in progress is dropped)."""
        self._claim(ident)
        with self._write(ident) as db:
            db.execute("DELETE FROM move")
            db.execute("INSERT OR REPLACE INTO progress VALUES (1, ?, ?, ?)", (chapter, seed, _dump(options)))

    def record_move(self, ident: str, index: int, text: str) -> None:
        """The chapter's move `index` (from 0), on disk before the call returns."""
        self._claim(ident)
        with self._write(ident) as db:
            db.execute("INSERT OR REPLACE INTO move VALUES (?, ?)", (index, text))
            db.execute("DELETE FROM move WHERE idx > ?", (index,))

    def record_moves(self, ident: str, texts: list[str], same: int, rules: int | None = None) -> None:
        """The chapter's moves from index `same` on are `texts[same:]` (an undo may have
        taken some back), in one transaction; with `rules`, the chapter's record says
        from now on that its moves are played under that revision of the game's rules."""
        self._claim(ident)
        with self._write(ident) as db:
            if rules is not None:
                row = db.execute("SELECT options FROM progress WHERE id = 1").fetchone()
                begun = _parse(row[0], tuple(self.backups(ident))) if row is not None else None
                if not isinstance(begun, dict):
                    raise CampaignError("its chapter in progress does not say how it began", "campaign.damaged",
                                        tuple(self.backups(ident)))
                db.execute("UPDATE progress SET options = ? WHERE id = 1", (_dump({**begun, "rules": rules}),))
            db.execute("DELETE FROM move WHERE idx >= ?", (same,))
            db.executemany("INSERT INTO move VALUES (?, ?)", [(i, texts[i]) for i in range(same, len(texts))])

    def progress(self, ident: str) -> Progress | None:
        """The chapter in progress, to resume after a crash; None when there is none."""
        try:
            with closing(_connect(self._path(ident), create=False)) as db:
                row = db.execute("SELECT chapter, seed, options FROM progress WHERE id = 1").fetchone()
                if row is None:
                    return None
                moves = db.execute("SELECT idx, text FROM move ORDER BY idx").fetchall()
        except (sqlite3.DatabaseError, UnicodeDecodeError):  # a table dropped, a text that is not UTF-8
            raise CampaignError("its chapter in progress cannot be read", "campaign.damaged",
                                tuple(self.backups(ident))) from None
        if type(row[0]) is not int or type(row[1]) is not int or len(moves) > MAX_MOVES:
            raise CampaignError("its chapter in progress is damaged", "campaign.damaged", tuple(self.backups(ident)))
        if [m[0] for m in moves] != list(range(len(moves))) or not all(isinstance(m[1], str) for m in moves):
            raise CampaignError("some moves of its chapter in progress are missing", "campaign.damaged",
                                tuple(self.backups(ident)))
        return Progress(row[0], row[1], _parse(row[2], ()), tuple(m[1] for m in moves))

    def abandon_chapter(self, ident: str) -> Path:
        """Drop the chapter in progress (its moves, however damaged), so the chapter can
        be begun again; the campaign itself is as it was, for nothing of a chapter
        changes it before its commit. A copy with the chapter as it was is kept among
        the backups first. Returns that copy's path."""
        self._claim(ident)
        kept = self.back_up(ident, ABANDONED)
        with self._write(ident) as db:
            for table in _SCHEMA.split(";")[1:]:  # a dropped table is made again, empty
                if table.strip():
                    db.execute(table)
            db.execute("DELETE FROM progress")
            db.execute("DELETE FROM move")
        return kept

    def commit_chapter(self, ident: str, chapter: int, doc: Any, version: int) -> Path:
        """The campaign after `chapter`: the campaign as it stood before the chapter
        began (its document then, without the chapter's moves) is kept in the backups
        first, so "go back" can play the chapter again; then the new document (of the
        game's `version`, which the file now records, so it is never migrated twice)
        replaces the old and the progress is cleared, in one transaction. Returns the
        backup's path."""
        text = _dump(doc)
        self._claim(ident)
        backup = self.back_up(ident, f"before-chapter-{chapter}", without_progress=True)
        try:
            with self._write(ident) as db:
                db.execute("UPDATE campaign SET doc = ?, version = ?, updated = ?", (text, version, time.time()))
                db.execute("DELETE FROM progress")
                db.execute("DELETE FROM move")
        except CampaignError:
            backup.unlink(missing_ok=True)  # a refused commit leaves no backup of itself (the retry makes one)
            raise
        return backup

    # -- backups -----------------------------------------------------------------------------------

    def _backup_dir(self, ident: str) -> Path:
        return self.folder / "backups" / ident

    def back_up(self, ident: str, label: str, without_progress: bool = False) -> Path:
        """A copy of the campaign as it is now, named by `label` after a number one past
        the highest (`without_progress`: less its chapter in progress). It is written
        under a temporary name and renamed when whole, so a commit killed or stopped by
        a full disk never leaves a half backup to be offered."""
        folder = self._backup_dir(ident)
        partial = None
        try:
            folder.mkdir(parents=True, exist_ok=True)
            numbers = [int(name[:3]) for name in self.backups(ident) if name[:3].isdigit()]
            target = folder / f"{max(numbers, default=0) + 1:03d}-{label}{SUFFIX}"
            partial = target.with_name(target.name + ".partial")  # never listed (not *SUFFIX)
            partial.unlink(missing_ok=True)
            source = _connect(self._path(ident), create=False)
            with closing(source), closing(sqlite3.connect(partial, isolation_level=None)) as copy:
                source.backup(copy)
                if without_progress:
                    copy.execute("DELETE FROM progress")
                    copy.execute("DELETE FROM move")
            os.replace(partial, target)
            return target
        except (OSError, sqlite3.Error) as exc:
            if partial is not None:
                partial.unlink(missing_ok=True)
            raise CampaignError(f"its backup could not be written ({_reason(exc)})", "campaign.unwritable") from None

    def backups(self, ident: str) -> list[str]:
        """The backups of a campaign, newest first (their names)."""
        try:
            return sorted((p.name for p in self._backup_dir(ident).glob(f"*{SUFFIX}")), reverse=True)
        except OSError:
            return []

    def backup_time(self, ident: str, backup: str) -> float | None:
        """When `backup` was written (None if it cannot be told)."""
        try:
            return (self._backup_dir(ident) / backup).stat().st_mtime
        except (OSError, ValueError):
            return None

    def backup_before(self, ident: str, chapter: int) -> str | None:
        """The newest backup of the campaign as it stood before `chapter` began (None if
        there is none): its label is exactly "before-chapter-<chapter>"."""
        label = f"before-chapter-{chapter}{SUFFIX}"
        return next((name for name in self.backups(ident) if name[4:] == label and name[:3].isdigit()), None)

    def restore(self, ident: str, backup: str) -> None:
        """Put the campaign back as `backup` holds it (the current file is backed up
        first when it can still be read)."""
        source = self._backup_dir(ident) / backup
        if backup not in self.backups(ident):
            raise CampaignError("that backup does not exist", "campaign.no_backup")
        self._claim(ident)
        path = self._path(ident)
        for place in (source, path):  # a link, a device, a FIFO or a folder is never read or written over
            if place.is_symlink() or (place.exists() and not place.is_file()):
                raise CampaignError(f"{place.name} is not a plain file", "campaign.unwritable")
        damaged = path.with_name(f"{ident}.replaced-{int(time.time())}{SUFFIX}.old")
        try:
            if path.exists():
                shutil.copyfile(path, damaged)  # kept beside it, never listed, never lost
            shutil.copyfile(source, path.with_suffix(".restoring"))
            path.with_suffix(".restoring").replace(path)
        except OSError as exc:
            raise CampaignError(f"it could not be restored ({exc})", "campaign.unwritable") from None

    def delete(self, ident: str) -> None:
        self._path(ident).unlink(missing_ok=True)

    # -- files ---------------------------------------------------------------------------------------

    def _path(self, ident: str) -> Path:
        if not isinstance(ident, str) or not _ID.match(ident):
            raise CampaignError("that is not a campaign's name", "campaign.no_such")
        return self.folder / f"{ident}{SUFFIX}"

    def _claim(self, ident: str, backups: tuple[str, ...] = ()) -> None:
        """This copy of Tabletop holds the campaign from now on (holds.py); refused when
        another copy has it open."""
        if not holds.hold(self._path(ident)):
            raise CampaignError("it is open in another copy of Tabletop", "campaign.in_use", backups)

    def _write(self, ident: str):
        return _Writing(self._path(ident), tuple(self.backups(ident)))


class ChapterSave:
    """The chapter being played, written to its campaign move by move: the same members
    a game's save file offers its session (`length`, `record`, `close`, `older_rules`),
    so the table saves a chapter as it saves any game, but into the campaign (and not in
    the list of saved games, where it would lose its campaign).

    `older_rules` is set when the chapter was begun under an earlier revision of its
    game's rules and resumed under today's: the first record then rewrites its moves
    (those left out dropped) and the revision it is played under, and clears it."""

    def __init__(self, store: CampaignStore, ident: str, saved: list[str],
                 older_rules: OlderRules | None = None) -> None:
        self.store, self.ident, self.saved = store, ident, list(saved)
        self.older_rules = older_rules

    @property
    def length(self) -> int:
        return len(self.saved)

    def record(self, state) -> None:
        """Bring the campaign's chapter up to `state`'s history; SaveWriteError (with
        the disk's reason) when it cannot be written, and nothing half written."""
        from .faults import write_fault

        texts = [str(a) for a in state.history]
        same = same_start(self.saved, texts)
        rules = state.game.rules_revision if self.older_rules is not None else None
        try:
            self.store.record_moves(self.ident, texts, same, rules)
        except (CampaignError, OSError, sqlite3.Error) as exc:
            raise write_fault(exc) from None
        self.saved = texts
        self.older_rules = None

    def close(self) -> None:
        """Nothing stays open between moves."""


class _Writing:
    """One write transaction on a campaign file; any failure is a CampaignError."""

    def __init__(self, path: Path, backups: tuple[str, ...]) -> None:
        self.path, self.backups, self.db = path, backups, None

    def __enter__(self) -> sqlite3.Connection:
        try:
            self.db = _connect(self.path, create=False)
            _header(self.db)
        except CampaignError as exc:
            raise CampaignError(str(exc), exc.key, self.backups) from None
        except sqlite3.DatabaseError:
            raise CampaignError("the file is damaged", "campaign.damaged", self.backups) from None
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, kind, exc, tb) -> bool:
        db, self.db = self.db, None
        try:
            if kind is None:
                db.execute("COMMIT")
            elif db.in_transaction:  # a write the disk refused may have been rolled back by SQLite already
                db.execute("ROLLBACK")
        except sqlite3.Error as failure:
            raise CampaignError(f"the campaign could not be written ({_reason(failure)})",
                                "campaign.unwritable") from None
        finally:
            db.close()
        if kind is not None and issubclass(kind, sqlite3.Error):
            raise CampaignError(f"the campaign could not be written ({_reason(exc)})", "campaign.unwritable") from None
        return False


def _reason(exc: BaseException) -> str:
    """Why a write failed: in a save fault's words where they know it (a full disk, a
    file size limit, a read-only folder...; SQLite says "disk I/O error" for a file
    size limit), else as the system said it."""
    from .faults import write_fault

    fault = write_fault(exc)
    return str(exc) if fault.key == "save.fault.io" else fault.reason


def _connect(path: Path, create: bool = True) -> sqlite3.Connection:
    if not create and not path.is_file():
        raise CampaignError("the file is missing", "campaign.gone")
    db = sqlite3.connect(path, isolation_level=None, timeout=0.2)
    try:
        db.execute("PRAGMA synchronous = FULL")
    except UnicodeDecodeError:  # SQLite's message about a mangled header is not UTF-8 itself
        db.close()
        raise CampaignError("the file is damaged", "campaign.damaged") from None
    return db


#: the campaign table's columns (_SCHEMA), each checked by `_header`
_COLUMNS = ("format", "game", "name", "version", "created", "updated", "doc")


def _header(db: sqlite3.Connection) -> dict[str, Any]:
    db.row_factory = sqlite3.Row
    try:
        rows = db.execute("SELECT * FROM campaign LIMIT 2").fetchall()
    except sqlite3.DatabaseError:
        raise CampaignError("the file holds no campaign", "campaign.damaged") from None
    except UnicodeDecodeError:  # a text column that is not UTF-8: flipped bits
        raise CampaignError("its details are not readable text", "campaign.damaged") from None
    finally:
        db.row_factory = None
    if len(rows) != 1:
        raise CampaignError("the file holds no campaign", "campaign.damaged")
    row = dict(rows[0])
    missing = [column for column in _COLUMNS if column not in row]
    if missing:
        raise CampaignError(f"its details lack {', '.join(missing)}", "campaign.damaged")
    if type(row["format"]) is not int or row["format"] != FORMAT_VERSION:
        raise CampaignError("its format is not one this version reads", "campaign.damaged")
    if not isinstance(row["game"], str) or not valid_text(row["name"], MAX_NAME):
        raise CampaignError("its details are malformed", "campaign.damaged")
    if type(row["version"]) is not int or row["version"] < 1:
        raise CampaignError("its version is malformed", "campaign.damaged")
    for name in ("created", "updated"):
        value = row[name]
        if type(value) not in (int, float) or not math.isfinite(value) or not 0 <= value <= LATEST_TIME:
            raise CampaignError("its dates are malformed", "campaign.damaged")
    return row


def _check_name(name: Any) -> None:
    if not valid_text(name, MAX_NAME):
        raise ValueError(f"A campaign's name is 1 to {MAX_NAME} characters that can be shown, "
                         "with no space at either end.")


def _dump(doc: Any) -> str:
    text = json.dumps(doc, ensure_ascii=False, allow_nan=False, sort_keys=True)
    if len(text) > MAX_JSON:
        raise ValueError("The campaign's data is far too large.")
    return text


def _parse(text: Any, backups: tuple[str, ...]) -> Any:
    damaged = CampaignError("its data cannot be read", "campaign.damaged", backups)
    if not isinstance(text, str) or len(text) > MAX_JSON:
        raise damaged
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        raise damaged from None
    if not _plain_texts(doc):
        raise CampaignError("a text in its data is too long or holds a control character", "campaign.damaged",
                            backups)
    return doc


#: the longest text a campaign document holds (a fate is at most 80 characters, a name 60)
MAX_DOC_TEXT = 1_000


def _plain_texts(doc: Any) -> bool:
    """Whether every text in a parsed document (keys too) is at most MAX_DOC_TEXT long and
    free of control characters: checked before a game reads it, so that a damaged
    document is refused at once rather than picked over for seconds."""
    stack = [doc]
    while stack:
        node = stack.pop()
        if isinstance(node, str):
            if len(node) > MAX_DOC_TEXT or any(ch < " " for ch in node):
                return False
        elif isinstance(node, dict):
            stack.extend(node)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return True


__all__ = ["Campaign", "CampaignError", "CampaignStore", "Progress", "Unfinished"]

